"""The position editor: every edit moves real components, a bad edit changes nothing, and the
edited position is the record's start."""

import pytest

from nassau import IllegalActionError, RecordError, marauders
from nassau.marauders.rules.state import maxima


def fresh(seed=1):
    return marauders.new_game(["Anja", "Jonah", "Jon", "Ewan"], seed=seed)


def test_a_merchants_position_is_set_up_with_real_cards_and_gold():
    g = fresh()
    bank = g.bank
    with g.edit() as e:
        e.ship("Anja", "flute").at("Anja", "havana", in_port=True).gold("Anja", 14)
        e.goods("Anja", "sugar", "sugar", "rum").demand("havana", "sugar").turn("Anja", actions=2)
    p = g.players[g.seat_of("Anja")]
    assert (p.ship, g.comp.zones[p.zone].id, p.in_port, g.actions_left) == ("flute", "havana", True, 2)
    assert sorted(g.comp.cargo[c].good for c in p.goods) == ["rum", "sugar", "sugar"]
    assert g.bank == bank - (14 - 10) and g.problems() == []
    assert g.comp.demand[g.demand[p.zone]].good == "sugar"
    assert g.current_player == p.seat and "port" in g.legal_actions()
    assert g.ply == 0 and g.log()[-1].startswith("The position is set up by hand")


def test_the_edited_position_is_where_the_record_and_undo_start():
    g = fresh()
    with g.edit() as e:
        e.at("Jonah", "tortuga").turn("Jonah").npc("english", "tortuga").merchant("tortuga")
    start = g.state_dict()
    move = next(a for a in g.legal_actions() if a.kind == "move")
    g.apply(move)
    back = marauders.Game.from_json(g.to_json())
    assert back.state_dict() == g.state_dict()
    g.undo()
    assert g.state_dict() == start
    with pytest.raises(IllegalActionError, match="no decision to undo"):
        g.undo()


def test_damage_and_a_captain_card_and_bounties():
    g = fresh()
    other = g.players[1].card
    wanted = g.comp.captains[other].id
    with g.edit() as e:
        e.captain("Anja", wanted).damage("Anja", hull=1, masts=2).bounty("Anja", "spanish", 2)
    anja, seat1 = g.players[0], g.players[1]
    assert anja.card == other and seat1.card != other
    tough = g.comp.ships[anja.ship].toughness
    assert (anja.loc[0], anja.loc[2]) == (tough - 1, tough - 2) and g.problems() == []
    assert anja.bounty == (0, 0, 2, 0) and anja.pirate


@pytest.mark.parametrize("edit, field", [
    (lambda e: e.at("Anja", "caribbean-sea", in_port=True), "zone"),
    (lambda e: e.at("Anja", "atlantis"), "zone"),
    (lambda e: e.ship("Anja", "canoe"), "ship"),
    (lambda e: e.gold("Anja", -1), "gold"),
    (lambda e: e.gold("Anja", 10 ** 6), "gold"),
    (lambda e: e.damage("Anja", rudder=1), "location"),
    (lambda e: e.goods("Anja", "sugar", "sugar", "sugar", "sugar", "sugar", "sugar"), "position"),
    (lambda e: e.npc("kraken", "tortuga"), "npc"),
    (lambda e: e.turn("Nobody"), "captain"),
    (lambda e: e.bounty("Anja", "swedish", 1), "nation"),
])
def test_a_bad_edit_names_its_field_and_changes_nothing(edit, field):
    g = fresh()
    before = g.to_json()
    with pytest.raises(RecordError) as err:
        with g.edit() as e:
            e.gold("Jonah", 3)
            edit(e)
    assert err.value.field == field and g.to_json() == before



# --- Seas of Glory pieces --------------------------------------------------------------------------
SOG = {"wind", "storms", "favors", "loyalty", "contraband", "treasure-galleon", "weapons", "ship-mods"}


def test_the_seas_of_glory_pieces_are_set_by_hand():
    g = marauders.new_game(["Anja", "Jonah", "Jon", "Ewan"], seed=1, modules=SOG)
    bank, supply = g.bank, len(g.weapon_supply)
    with g.edit() as e:
        e.wind("NW").storm("tortuga").favors("Anja", 4).loyalty("Jonah", "Angry").weapon("Anja", "heated-shot")
        e.contraband("Jon", "havana", "havana").galleon("san-juan", 25).turn("Anja")
        e.mod("Ewan", "crows-nest").mod("Ewan", "reinforced-hull")
    anja, jonah, jon = g.players[:3]
    assert g.wind == "NW" and g.comp.zones[g.storm].id == "tortuga"
    assert anja.favors == 4 and g.loyalty[jonah.seat] == 6 and g.loyalty[anja.seat] == 3
    assert [g.comp.weapons[w].kind for w in anja.weapons] == ["heated-shot"]
    assert [g.comp.cargo[c].destination for c in jon.contraband] == ["havana", "havana"]
    assert g.comp.zones[g.galleon[0]].id == "san-juan" and g.galleon[1] == 25 and g.bank == bank - 25
    assert g.problems() == [] and len(g.weapon_supply) == supply - 1
    ewan = g.players[3]
    assert sorted(g.comp.mods[m].effect for m in ewan.mods) == ["crows-nest", "reinforced-hull"]
    assert ewan.loc == maxima(g.comp, ewan.ship, ewan.mods) and ewan.loc[0] == maxima(g.comp, ewan.ship)[0] + 1
    placed = [m for m in g.port_mods if m >= 0] + list(g.mod_supply)
    assert not set(ewan.mods) & set(placed)


@pytest.mark.parametrize("edit, field", [
    (lambda e: e.wind("NNE"), "wind"),
    (lambda e: e.favors("Anja", 6), "favors"),
    (lambda e: e.loyalty("Anja", "Ecstatic"), "loyalty"),
    (lambda e: e.weapon("Anja", "harpoon"), "weapon"),
    (lambda e: e.contraband("Anja", "atlantis"), "contraband"),
    (lambda e: e.mod("Anja", "smugglers-hold"), "mod"),
    (lambda e: e.galleon("san-juan", 10 ** 6), "gold"),
])
def test_a_bad_seas_of_glory_edit_names_its_field_and_changes_nothing(edit, field):
    g = marauders.new_game(["Anja", "Jonah", "Jon", "Ewan"], seed=1, modules=SOG)
    before = g.to_json()
    with pytest.raises(RecordError) as err:
        with g.edit() as e:
            edit(e)
    assert err.value.field == field and g.to_json() == before


@pytest.mark.parametrize("edit, field, module", [
    (lambda e: e.wind("N"), "wind", "wind"), (lambda e: e.storm("tortuga"), "storm", "storms"),
    (lambda e: e.favors("Anja", 1), "favors", "favors"), (lambda e: e.loyalty("Anja", "Happy"), "loyalty", "loyalty"),
    (lambda e: e.contraband("Anja", "havana"), "contraband", "contraband"),
    (lambda e: e.galleon("havana", 0), "galleon", "treasure-galleon"),
])
def test_a_module_piece_is_refused_in_a_game_without_the_module(edit, field, module):
    g = fresh()
    with pytest.raises(RecordError, match=module) as err:
        with g.edit() as e:
            edit(e)
    assert err.value.field == field


def test_an_npc_set_by_hand_draws_its_upgrades_and_may_be_given_chosen_ones():
    from nassau.marauders.seas_of_glory import npc_upgrades
    from nassau.marauders.views.render import npc_line
    g = marauders.new_game(["Anja", "Jonah", "Jon", "Ewan"], seed=5, modules={"npc-upgrades", "weapons", "ship-mods"})
    before = len(g.upgrade_supply)
    with g.edit() as e:
        e.npc("english", "tortuga")
    i = 2
    drawn = g.npc_upgrades[i]
    assert len(g.upgrade_supply) == before - len(drawn) and g.problems() == []
    with g.edit() as e:
        e.upgrades("english", "reinforced-hull", "chain-shot")
    assert [npc_upgrades.kind(t) for t in g.npc_upgrades[i]] == ["reinforced-hull", "chain-shot"]
    assert g.npcs[i][3][0] == 4 and g.problems() == []           # the frigate's hull 3, reinforced
    assert "upgrades: reinforced hull and chain shot" in npc_line(g, i)
    with pytest.raises(RecordError) as err:
        with g.edit() as e:
            e.upgrades("english", "kraken")
    assert err.value.field == "upgrades"
    with pytest.raises(RecordError, match="npc-upgrades"):
        with fresh().edit() as e:
            e.npc("english", "tortuga").upgrades("english", "chain-shot")
