"""The player turns of a round: clockwise from the first player, 3 actions each (an
expansion may draw the order instead: Seas of Glory's flexible turns).

A turn begins with the NPCs in the captain's zone scouting him (:mod:`.scouting`, called by
the game when ``fresh`` is set, so this module needs no fight); each
action spends one of the three; with none left, or after ``end turn``, the next captain
plays. The round's step of player turns is over when every captain has had one.
"""

from . import extensions as ext


TURN_START = "{}<'s> turn."

def begin_round(game) -> None:
    game.step = "turns"
    game.turn_no = 0
    ext.turns_begin(game)
    start_turn(game)


def over(game) -> bool:
    return game.turn_no >= game.n


def seat_in_turn(game) -> int:
    return (game.first + game.turn_no) % game.n


def start_turn(game) -> None:
    """The next captain's turn; the game then lets the NPCs of his zone scout him (``fresh``)."""
    seat = ext.next_seat(game)              # (an expansion's order of turns)
    p = game.players[seat_in_turn(game) if seat is None else seat]
    game.turn_seat = game.cur = p.seat
    game.actions_left = game.comp.rules.actions
    p.port_done = False
    p.buying_at = -1
    ext.turn_set(game, p)
    game.sub = "action"
    game._event(TURN_START, p.name)
    game.fresh = True


def spend(game, p, actions: int = 1) -> None:
    """Spend actions; with none left the turn ends (unless a decision is pending)."""
    game.actions_left = max(0, game.actions_left - actions)


def end_turn(game) -> None:
    p = game.players[game.turn_seat]
    ext.turn_ends(game, p)              # (an expansion's crew, idle a whole turn in one port)
    p.bought_at = p.buying_at
    game.turn_no += 1
    if not over(game) and not game.over:
        start_turn(game)


def back_to_actions(game) -> None:
    """After an action's own decisions (a port action, a fight, a raid): the turn goes on, or
    ends when no action is left."""
    if game.over:
        return
    game.cur = game.turn_seat
    p = game.players[game.turn_seat]
    if (game.actions_left <= 0 and not ext.turn_waits(game, p)) or p.dead:
        end_turn(game)
    else:
        game.sub = "action"
