"""The Merchants & Marauders game: its state, the dispatch of decisions, clone and records.

The order of the round is the table in :mod:`.flow`; the rules live in one module per part:
``turns``, ``movement``, ``port`` with ``market``, ``shipyard`` and ``recruiting``,
``rumors`` and ``missions``, ``combat``, ``plunder`` and ``raids``, ``npcs`` and ``events``,
``hits`` and ``death``, ``bounties``, ``glory``, ``glory_cards`` and ``scoring``. This module
routes decisions to them and offers the public surface.
"""

from ...kernel.actions import LegalActions
from ...kernel.english import plural, sentence
from ...kernel.game import BaseGame
from ...kernel.rng import Rng
from . import action_kinds  # noqa: F401  (declares the base game's action kinds)
from . import (combat, death, extensions as ext, glory_cards, hits, mod_returns, movement, plugins, plunder, port,
               questions, raids, recruiting, rumors, scouting, seen, turns)
from .actions import Action
from .components import default_components
from .flow import DECISIONS, FLOW
from .kinds import KINDS
from .state import Captain
from .vocabulary import NPC_SLOTS

FIRST_SHIPS = ("sloop", "flute")
_new = object.__new__
PORT, END_TURN = Action.of("port"), Action.of("end-turn")   # (built once: the action decision offers them every time)


def _legal_action(game, p) -> list:
    if game.actions_left <= 0:          # only a free move may be left (an expansion's wind)
        return [Action.of("move", z) for z in ext.free_moves(game, p)] + [END_TURN]
    out = movement.legal(game, p) + scouting.legal(game, p)
    out += ext.scouting_actions(game, p)
    out += rumors.legal(game, p)
    out += ext.action_choices(game, p)
    if port.can_start(game, p):
        out.append(PORT)
    out.append(END_TURN)
    return out


def _legal_ship(game, p) -> list:
    out = [Action.of("ship", s) for s in FIRST_SHIPS]
    if death.may_redraw(game, p):           # a new captain with an NPC pirate in his home zone
        out.append(Action.of("draw-captain"))
    return out


def _legal_discard(game, p) -> list:
    return [Action.of("discard-glory", game.comp.glory[c].id) for c in sorted(set(p.hand))]


LEGAL = plugins.LEGAL       # the expansion's decisions join these (rules.plugins)
LEGAL.update({"first-ship": _legal_ship, "new-ship": _legal_ship, "action": _legal_action, "port": port.legal,
              "goods": port.legal_goods, "discard-glory": _legal_discard, "declare": combat.legal,
              "skull": combat.legal_skull, "claim": plunder.legal_claim, "raid-nation": raids.legal_nation,
              "raid": raids.legal_raid, "raid-keep": raids.legal_keep, "hire": recruiting.legal_hire,
              "question": questions.legal, "place-mod": mod_returns.legal})
questions.KINDS.update({**hits.QUESTIONS, **combat.QUESTIONS})     # the expansion's kinds join these likewise


def legal_now(game) -> list:
    """The current decision's choices, with the glory cards the captain may play there."""
    p, sub = game.players[game.cur], game.sub
    out = LEGAL[sub](game, p)
    if p.hand and sub in PLAY_SUBS:
        out += [Action.of("play", game.comp.glory[c].id) for c in glory_cards.playable(game, p, sub)]
    return out


PLAY_SUBS = ("action", "port", "raid-nation")      # "declare" lists its own (combat.legal)


class Game(BaseGame):
    """A game of Merchants & Marauders. Make one with :func:`nassau.marauders.new_game`."""

    game_name = "marauders"
    default_components = staticmethod(default_components)
    title = "Merchants & Marauders"
    Action = Action
    kinds = KINDS

    @classmethod
    def blank(cls, comp, opts, names, rng: Rng, *, modules=(), variants=()) -> "Game":
        """A game with everything in the box and the bank, for setup and for loading records;
        ``modules`` and ``variants`` are the Seas of Glory switches, checked sorted tuples."""
        g = object.__new__(cls)
        g._init_base()
        g.comp, g.opts, g.rng = comp, opts, rng
        g.modules, g.variants = tuple(modules), tuple(variants)
        g.switches_on = frozenset(g.modules + g.variants)     # which plug-ins the extension points ask
        g.n = len(names)
        g.players = [Captain(i, name) for i, name in enumerate(names)]
        g.round, g.first, g.turn_no, g.turn_seat, g.cur, g.actions_left = 0, 0, 0, 0, 0, 0
        g.step, g.sub, g.after_discard, g.after_cur = "setup", "first-ship", "action", 0
        g.bank = comp.rules.bank_gold
        g.cargo_deck = g.cargo_discard = g.offer = ()
        g.event_deck = g.event_discard = ()
        g.event = -1
        g.glory_deck = g.glory_discard = ()
        g.rumor_deck = g.rumor_discard = ()
        g.mission_deck = g.mission_discard = g.board_missions = ()
        g.captain_deck = g.captain_discard = ()
        g.demand = g.port_mods = g.merchants = (-1,) * len(comp.zones)
        g.demand_pile = g.mod_supply = g.weapon_supply = g.merchant_track = ()
        g.npcs = (None,) * len(NPC_SLOTS)
        g.npc_pending = (-1,) * len(NPC_SLOTS)
        g.wars = ()
        g.port_steps = ()
        g.fight = g.raid = None             # a naval fight, a merchant raid in progress
        g.claimable = ()                    # a defeated ship the winner may claim: (ship, *locations)
        g.mods_to_place, g.after_place = (), None   # modifications their owner places on the map (mod_returns)
        g.fresh = False                     # a turn has begun: the NPCs of the zone scout first
        g.question = None                   # a question to a captain inside a decision (questions.Question)
        plugins.reset(g)                    # the expansion's fields, its captains' too (rules.plugins)
        g.over = False
        return g

    # --- public surface (apply with a turn check, seat_of, is_over and log come from BaseGame) ---
    @property
    def current_player(self):
        return None if self.over else self.cur

    @property
    def names(self) -> tuple:
        return tuple(p.name for p in self.players)

    def prompt(self) -> str:
        if self.over:
            return "The game is over."
        p = self.players[self.cur]
        what = questions.prompt(self) if self.sub == questions.SUB else DECISIONS[self.sub]
        if self.sub == "action" and self.actions_left <= 0:      # an expansion's free move is still open
            what = "<has> no action left, only a free move"
        elif self.sub == "declare":
            what = combat.declaring(self)
        args = [p.name] + ([plural(self.actions_left, "action")] if "{}" in what else [])
        when = "Setup" if self.step == "setup" else f"Round {self.round}"
        return sentence(f"{when}: {{}} {what}.", args)

    def problems(self) -> list:
        from .invariants import problems
        return problems(self)

    def edit(self):
        """A :class:`~.position.Position` editor to set up any position (for teaching and tests)."""
        from .position import editor
        return editor(self)

    def observation(self, player) -> dict:
        """What ``player`` may see now: everything public, his own hand, rumors and stash."""
        from .observation import observation
        return observation(self, self.seat_of(player))

    def public_log(self, player) -> list:
        """The log as ``player`` may read it: the others' stashes without their amounts."""
        from .public_log import public_log
        return public_log(self, self.seat_of(player))

    def resample(self, player, seed: int = 0) -> "Game":
        """A copy in which what ``player`` cannot see (decks, others' hands and rumors, the
        face-down merchant tokens and modifications) is drawn again at random."""
        from .observation import resample
        return resample(self, self.seat_of(player), seed)

    def ending(self) -> list:
        from .scoring import ending
        return ending(self)

    def final_rows(self) -> list:
        from .scoring import final_rows
        return final_rows(self)

    def _stage(self) -> str:
        return self.sub

    # --- kernel hooks --------------------------------------------------------------------
    def _generate_legal(self):
        if self.over:
            return ()
        return legal_now(self)

    def _do(self, action):
        if not questions.possible(self):
            KINDS[action.kind].handler(self, self.players[self.cur], action)
            self._settle()
            return
        actor, answers = self.cur, ()
        if self.sub == questions.SUB:                   # an answer: carry out the interrupted decision again
            action, actor, answers = questions.resume(self, action)

        questions.attempt(self, lambda: self._carry_out(action, actor), action, actor, answers)
        if self.sub == questions.SUB:
            self._legal = LegalActions(legal_now(self))

    def _carry_out(self, action, actor: int) -> None:
        """The decision ``action`` of seat ``actor`` and what follows it (a question's attempt)."""
        KINDS[action.kind].handler(self, self.players[actor], action)
        self._settle()

    def _settle(self):
        """Move the round on, end turns with no action left, send captains over the glory-card
        limit to discard, and cache the next legal actions."""
        while not self.over:
            if self.step != "setup":
                FLOW.settle(self)
                if self.over:
                    break
            if self.fresh:
                self.fresh = False
                ext.turn_starts(self, self.players[self.turn_seat])      # an ambush, a storm (the expansion)
                scouting.npcs_scout_at_start(self, self.players[self.turn_seat])
                continue
            p, sub = self.players[self.cur], self.sub
            if sub == "action" and self.actions_left <= 0 and not ext.turn_waits(self, p):
                turns.end_turn(self)
                continue
            limit = self.comp.rules.hand_limit
            over_limit = None
            for q in self.players:
                if len(q.hand) > limit:
                    over_limit = q
                    break
            if over_limit is not None:
                if sub != "discard-glory":
                    self.after_discard, self.after_cur = sub, self.cur
                    self.sub, self.cur = "discard-glory", over_limit.seat
                    continue
            elif sub == "discard-glory":
                self.sub, self.cur = self.after_discard, self.after_cur
                continue
            if (self.mods_to_place or sub == mod_returns.SUB) and mod_returns.settle(self):
                continue
            if sub == "action" and p.dead:
                self.sub = "new-ship"
            self._legal = LegalActions(legal_now(self))
            return
        self._legal = LegalActions(())

    def _piles(self):
        """The face-down piles and tokens (see :mod:`.seen`)."""
        return seen.piles(self)

    def _undo_refusal(self, snapshot):
        return questions.undo_refusal(snapshot, self)

    def _explain(self, action):
        from .explain import explain
        return explain(self, action)

    def _copy_from(self, other):
        d = other.__dict__.copy()
        players = d["players"] = []
        for p in other.players:         # Captain.copy() inline: the undo stack's checkpoints and the
            c = _new(Captain)           # questions' clones make one copy a decision or more
            c.__dict__ = p.__dict__.copy()
            players.append(c)
        d["rng"] = other.rng.copy()
        self.__dict__ = d

    def state_dict(self) -> dict:
        from .serialize import state_dict
        return state_dict(self)

    @classmethod
    def _from_state(cls, d):
        from .serialize import from_state
        return from_state(cls, d)
