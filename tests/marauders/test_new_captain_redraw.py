"""Captain death (fact sheet §7.5): "Set up as at game start, except: you may redraw if an NPC
pirate sits in the new home zone". The new captain's player is offered ``draw captain`` before
he picks his ship, while an NPC pirate (not a navy) is in the sea zone of the new captain's
home port; each redraw is checked against the card just drawn; a captain the Survivor card
saved is the same captain and is not offered one (nassau.marauders.rules.death)."""

import pytest

from nassau import marauders
from nassau.kernel.errors import IllegalActionError, RecordError
from nassau.marauders.rules import death
from nassau.marauders.ui import intents
from nassau.marauders.bots.heuristic import HeuristicBot
from nassau.marauders.views.describe import REDRAW_NEW_CAPTAIN

from .helpers import captain, empty_hands, give_glory, legal, new, sound, turn_of, zone
from .test_npcs_and_events import put_npc as put_npc_card

SHIPS = {"ship sloop", "ship flute"}


def home_of(g, card) -> str:
    return g.comp.captains[card].home


def on_top(g, *homes):
    """Put captain cards from the deck with these home ports on top of it, in this order (each
    a card whose home port is unlike the others'); returns the cards."""
    cards = []
    for h in homes:
        cards.append(next(c for c in g.captain_deck if home_of(g, c) == h and c not in cards))
    g.captain_deck = tuple(cards) + tuple(c for c in g.captain_deck if c not in cards)
    return cards


def dead_anja(g, first_home="nassau", *more_homes):
    """Anja's captain dies; his successor (homed in ``first_home``) is about to pick a ship at
    her turn. The cards of ``more_homes`` wait on top of the captain deck."""
    empty_hands(g)                               # no Survivor card in her hand
    on_top(g, first_home, *more_homes)
    p = captain(g, "Anja")
    death.die(g, p)
    assert home_of(g, p.card) == first_home
    turn_of(g, "Anja")
    g._settle()                                  # her turn: the new captain picks a ship
    assert g.sub == "new-ship" and p.dead and p.new_captain
    return p


def put_npc(g, slot, zone_id):
    """An NPC of this slot on the board in this zone (the legal actions worked out again)."""
    put_npc_card(g, slot, zone_id)
    g._legal = None


def refused(g, notation):
    before = (g.state_dict(), g.log())
    with pytest.raises(IllegalActionError) as info:
        g.apply(notation)
    assert (g.state_dict(), g.log()) == before
    return info.value


# --- when it is offered ------------------------------------------------------------------------
def test_an_npc_pirate_in_the_new_home_zone_offers_a_redraw_and_nothing_else_does():
    g = new()
    p = dead_anja(g, "nassau")
    assert legal(g) == SHIPS                     # no NPC at all
    err = refused(g, "draw captain")
    assert err.rule == "death.redraw" and "no NPC pirate" in str(err) and "Nassau" in str(err)
    put_npc(g, "french", "nassau")              # a navy is not a pirate
    assert legal(g) == SHIPS
    put_npc(g, "pirate-small", "trinidad")   # a pirate elsewhere is not in the home zone
    assert legal(g) == SHIPS
    put_npc(g, "pirate-large", "nassau")
    assert legal(g) == SHIPS | {"draw captain"}
    assert p.zone == zone(g, "nassau") and p.in_port
    sound(g)


def test_the_redraw_sets_the_captain_aside_and_the_next_one_waits_in_his_own_home_port():
    g = new()
    p = dead_anja(g, "nassau", "bridgetown")
    put_npc(g, "pirate-small", "nassau")
    old, gold, stash, glory = p.card, p.gold, p.stash, p.glory
    nxt = g.captain_deck[0]
    g.apply("draw captain")
    assert p.card == nxt and g.captain_discard[-1] == old and old not in g.captain_deck
    assert p.zone == zone(g, "bridgetown") and p.in_port and (p.gold, p.stash, p.glory) == (gold, stash, glory)
    old_name, new_name = g.comp.captains[old].name, g.comp.captains[nxt].name
    assert g.log()[-1] == (f"Anja sets aside {old_name} of Nassau: an NPC pirate sits in the home zone; "
                           f"the new captain is {new_name} of Bridgetown.")
    assert g.sub == "new-ship" and legal(g) == SHIPS           # no pirate at Bridgetown: no second redraw
    g.apply("ship flute")
    assert p.ship == "flute" and not p.dead and not p.new_captain and g.sub == "action"
    assert refused(g, "draw captain").rule == "sequence"        # once the ship is picked, it is too late
    sound(g)


def test_a_second_redraw_only_when_the_new_home_zone_has_an_npc_pirate_too():
    g = new()
    p = dead_anja(g, "nassau", "cartagena", "bridgetown")
    put_npc(g, "pirate-small", "nassau")
    put_npc(g, "pirate-large", "cartagena")
    g.apply("draw captain")
    assert home_of(g, p.card) == "cartagena" and "draw captain" in legal(g)
    g.apply("draw captain")
    assert home_of(g, p.card) == "bridgetown" and legal(g) == SHIPS
    assert p.zone == zone(g, "bridgetown") and len(g.captain_discard) >= 2
    sound(g)


def test_an_empty_captain_deck_offers_no_redraw():
    g = new()
    p = dead_anja(g, "nassau")
    put_npc(g, "pirate-small", "nassau")
    g.captain_discard += g.captain_deck
    g.captain_deck = ()
    g._legal = None
    assert legal(g) == SHIPS
    assert refused(g, "draw captain").rule == "death.redraw-deck"
    assert p.new_captain
    sound(g)


def test_a_survivor_keeps_his_captain_and_is_offered_no_redraw():
    g = new()
    empty_hands(g)
    p = captain(g, "Anja")
    give_glory(g, "Anja", "survivor")
    old = p.card
    death.die(g, p)
    assert p.card == old and p.dead and not p.new_captain
    put_npc(g, "pirate-small", home_of(g, p.card))
    turn_of(g, "Anja")
    g._settle()
    assert g.sub == "new-ship" and legal(g) == SHIPS
    err = refused(g, "draw captain")
    assert err.rule == "death.redraw-survivor" and "Survivor" in str(err)
    sound(g)


def test_the_pay_to_draw_setup_draw_still_works_and_is_not_a_redraw():
    g = marauders.new_game(players=2, seed=3, variants={"captain-choice"}, options={"captain_choice": "pay-to-draw"})
    assert g.sub == "captain" and "draw captain" in legal(g)
    gold = g.players[g.cur].gold
    g.apply("draw captain")
    assert g.sub == "captain" and len(g.players[g.cur].dealt) == 2 and g.players[g.cur].gold == gold - 2


# --- records, undo, the panel and the bots ------------------------------------------------------
def test_a_game_saved_between_redraws_loads_as_itself_and_plays_on():
    g = new()
    p = dead_anja(g, "nassau", "cartagena", "bridgetown")
    put_npc(g, "pirate-small", "nassau")
    put_npc(g, "pirate-large", "cartagena")
    g = marauders.Game._from_state(g.state_dict())      # a record starts here, with the new captain in it
    p = g.players[p.seat]
    g.apply("draw captain")
    d = g.state_dict()
    assert d["players"][p.seat]["new_captain"] is True
    assert all("new_captain" not in q for i, q in enumerate(d["players"]) if i != p.seat)
    back = marauders.Game._from_state(d)
    assert back.state_dict() == d and back.players[p.seat].new_captain
    assert back.legal_actions().notations() == g.legal_actions().notations()
    assert "draw captain" in legal(back) and back.clone().players[p.seat].new_captain
    again = marauders.Game.from_json(g.to_json())          # the record replays the redraw
    assert again.state_dict() == d and again.log() == g.log()
    back.apply("draw captain")
    back.apply("ship sloop")
    assert "new_captain" not in back.state_dict()["players"][p.seat]
    sound(back)


def test_a_record_with_a_new_captain_who_has_a_ship_is_refused():
    g = new()
    d = g.state_dict()
    d["players"][0]["new_captain"] = True
    with pytest.raises(RecordError) as err:
        marauders.Game._from_state(d)
    assert "start.players[0].new_captain" in str(err.value)
    d["players"][0]["new_captain"] = "yes"
    with pytest.raises(RecordError):
        marauders.Game._from_state(d)


def test_the_redraw_is_not_taken_back_once_the_card_is_seen():
    g = new()
    dead_anja(g, "nassau", "bridgetown")
    put_npc(g, "pirate-small", "nassau")
    g.apply("draw captain")
    error = g.undo_refusal()
    assert error is not None and error.rule == "undo.seen" and "captain card" in error.message


def test_the_setup_panel_shows_the_redraw_in_plain_words():
    from nassau.marauders.ui.widget import offer
    g = new()
    dead_anja(g, "nassau")
    put_npc(g, "pirate-small", "nassau")
    g._legal = None
    kind, _, groups = intents.panel(g)
    assert kind == "setup" and [t for t, _ in groups] == ["Captain", "Ship"]
    assert [a.notation for a in dict(groups)["Captain"]] == ["draw captain"]
    assert offer(g, g.parse_action("draw captain"))[1] == REDRAW_NEW_CAPTAIN


def test_the_bot_redraws_while_an_npc_pirate_waits_at_home_then_picks_its_ship():
    g = new()
    p = dead_anja(g, "nassau", "cartagena", "bridgetown")
    put_npc(g, "pirate-small", "nassau")
    put_npc(g, "pirate-large", "cartagena")
    g._legal = None
    for plan in ("trader", "pirate"):
        assert HeuristicBot(seed=1, plan=plan).choose(g).notation == "draw captain"
    bot = HeuristicBot(seed=1, plan="trader")
    g.apply(bot.choose(g))
    g.apply(bot.choose(g))
    assert home_of(g, p.card) == "bridgetown"
    assert bot.choose(g).notation == "ship flute"
    g.apply(bot.choose(g))
    assert p.ship == "flute" and g.sub == "action"
    sound(g)
