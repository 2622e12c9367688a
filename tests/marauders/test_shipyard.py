"""The shipyard of the port action: ships, repairs, modifications and special weapons (fact
sheet §5.2, §6 and the zone texts of Curacao, Petite Goave, Old Providence and St John).

Anja's captain is Isabel de Montoya (a haggler: no part in the shipyard) unless a test needs
a shipwright; every edit keeps each card, token and gold piece in one place.
"""

import pytest

from nassau import marauders
from nassau.kernel.errors import IllegalActionError
from nassau.marauders.rules import serialize, shipyard
from nassau.marauders.rules.state import maxima

from .helpers import captain, give_goods, give_gold, legal, new, place, set_captain, set_ship, sound, turn_of, zone
from .test_combat import give_weapon, loc


def in_port(where, ship="sloop", gold=50, cap="isabel-de-montoya"):
    """Anja in the port of ``where`` with ``gold``, her port action begun."""
    g = new(2, seed=3)
    set_captain(g, "Anja", cap)
    set_captain(g, "Jonah", "pieter-claeszoon")
    turn_of(g, "Anja")
    place(g, "Anja", where, in_port=True)
    set_ship(g, "Anja", ship)
    give_gold(g, "Anja", gold)
    g.apply("port")
    return sound(g)


def give_mod(g, name, effect):
    """A modification of this kind onto the captain's ship (from the supply or a port), the
    ship's locations set to the new maxima."""
    p = captain(g, name)
    m = next(m.index for m in g.comp.mods if m.effect == effect and m.index in g.mod_supply + g.port_mods)
    g.mod_supply = tuple(x for x in g.mod_supply if x != m)
    g.port_mods = tuple(-1 if x == m else x for x in g.port_mods)
    p.mods += (m,)
    p.loc = maxima(g.comp, p.ship, p.mods)
    g._legal = None
    return m


def offer_mod(g, where, effect):
    """Make the face-down modification of ``where``'s port one of this kind (swapped with the
    supply or another port's)."""
    z = zone(g, where)
    m = next(m.index for m in g.comp.mods if m.effect == effect and m.index in g.mod_supply + g.port_mods)
    row, supply = list(g.port_mods), list(g.mod_supply)
    if m in supply:
        supply[supply.index(m)] = row[z]
    else:
        row[row.index(m)] = row[z]
    row[z] = m
    g.port_mods, g.mod_supply = tuple(row), tuple(x for x in supply if x >= 0)
    g._legal = None
    return m


def hire_specialist(g, name, effect):
    """A glory card of this effect from the deck onto the ship as a specialist."""
    card = next(c for c in g.glory_deck if g.comp.glory[c].effect == effect)
    g.glory_deck = tuple(c for c in g.glory_deck if c != card)
    captain(g, name).specialists += (card,)
    g._legal = None


def weapon_kinds(g, p) -> list:
    return sorted(g.comp.weapons[w].kind for w in p.weapons)


# --- buying a ship ---------------------------------------------------------------------------------
def test_buying_a_frigate_sells_the_old_ship_in_part_payment_and_earns_a_glory_point():
    g = in_port("tortuga", gold=30)
    p, bank, hand = captain(g, "Anja"), g.bank, len(captain(g, "Anja").hand)
    assert "buy ship frigate" in legal(g) and "buy ship galleon" in legal(g)
    g.apply("buy ship frigate")
    assert p.ship == "frigate" and p.gold == 0 and g.bank == bank + 30       # 35 less the sloop's 5
    assert p.loc == (3, 3, 3, 2, 3)                 # undamaged; the sloop's 2 crew, not the frigate's 3
    assert p.glory == 1 and len(p.hand) == hand + 1
    assert "Anja buys a Frigate for 35 gold, the Sloop sold in part payment for 5 gold: Anja pays 30 gold." in g.log()
    sound(g)


def test_a_ship_is_offered_only_when_the_price_less_the_old_ship_can_be_paid():
    g = in_port("tortuga", gold=29)
    assert "buy ship frigate" not in legal(g) and "buy ship flute" in legal(g)


def test_buying_a_sloop_or_a_flute_earns_no_glory():
    g = in_port("tortuga", gold=10)
    g.apply("buy ship flute")
    assert captain(g, "Anja").glory == 0 and captain(g, "Anja").gold == 5
    sound(g)


def test_curacao_sells_frigates_and_galleons_for_30():
    g = in_port("curacao", gold=25)
    assert {"buy ship frigate", "buy ship galleon"} <= legal(g)
    g.apply("buy ship galleon")
    assert captain(g, "Anja").gold == 0                # 30 less the sloop's 5
    sound(g)


def test_the_man_o_war_cannot_be_bought_nor_a_seas_of_glory_brig_and_only_one_ship_a_port_action():
    g = in_port("tortuga", gold=100)
    ships = {a for a in legal(g) if a.startswith("buy ship")}
    assert ships == {"buy ship sloop", "buy ship flute", "buy ship frigate", "buy ship galleon"}
    g.apply("buy ship frigate")
    assert not any(a.startswith("buy ship") for a in legal(g))
    sound(g)


def test_the_sale_price_loses_1_per_point_of_damage_but_crew_and_gains_1_per_modification():
    g = in_port("tortuga")
    p = captain(g, "Anja")
    give_mod(g, "Anja", "extended-hold")                # holds 3
    loc(g, "Anja", hull=1, masts=1, crew=0)              # 2 points of damage; lost crew does not count
    assert shipyard.sale_value(g, p) == 5 - 2 + 1
    loc(g, "Anja", hull=1, cargo=0, masts=0, cannons=0)  # 7 points: at least 0
    assert shipyard.sale_value(g, p) == 0


def test_a_damaged_ship_fetches_less_and_the_new_ship_is_undamaged():
    g = in_port("tortuga", gold=20)
    p = loc(g, "Anja", hull=1, masts=1)
    g.apply("buy ship flute")
    assert p.gold == 20 - (10 - 3)                       # the sloop fetches 5 - 2
    assert p.loc == (3, 4, 3, 1, 1)                      # the sloop's 2 crew, capped at the flute's 1
    sound(g)


def test_the_crew_count_carries_over_up_to_the_new_maximum():
    g = in_port("tortuga", ship="galleon")
    p = captain(g, "Anja")
    g.apply("buy ship frigate")
    assert p.loc[3] == 3                                 # the galleon's 4, capped at the frigate's 3
    sound(g)


def test_weapons_and_goods_move_to_the_new_ship_and_goods_over_its_holds_are_lost_at_random():
    g = in_port("tortuga", ship="flute", gold=10)
    p = captain(g, "Anja")
    give_weapon(g, "Anja", "chain-shot")
    give_goods(g, "Anja", "rum", "sugar", "wood", "food")
    before = set(p.goods)
    g.apply("buy ship sloop")
    assert weapon_kinds(g, p) == ["chain-shot"]
    assert len(p.goods) == 2 and set(p.goods) < before
    assert set(g.cargo_discard) >= before - set(p.goods)
    sound(g)


def test_a_cheaper_ship_brings_change_from_the_bank():
    g = in_port("tortuga", ship="galleon", gold=0)
    p, bank = captain(g, "Anja"), g.bank
    give_mod(g, "Anja", "reinforced-hull")
    g.apply("buy ship sloop")                            # the galleon fetches 10 + 1, the sloop costs 10
    assert p.gold == 1 and g.bank == bank - 1
    assert "Anja buys a Sloop for 10 gold, the Galleon sold in part payment for 11 gold: Anja receives 1 gold." \
        in g.log()
    sound(g)


def test_the_old_ships_modifications_go_back_to_the_ports():
    g = in_port("tortuga", gold=40)
    p = captain(g, "Anja")
    m = give_mod(g, "Anja", "chasers")
    assert not any(a.endswith("with mods") for a in legal(g))       # only at St John
    g.apply("buy ship frigate")
    assert p.mods == () and m in g.port_mods + g.mod_supply
    assert p.gold == 40 - (35 - 6)
    sound(g)


def test_at_st_john_the_modifications_move_to_the_new_ship_for_1_gold_each():
    g = in_port("st-john", gold=40)
    p = captain(g, "Anja")
    mods = (give_mod(g, "Anja", "chasers"), give_mod(g, "Anja", "reinforced-hull"))
    assert {"buy ship frigate", "buy ship frigate with mods"} <= legal(g)
    g.apply("buy ship frigate with mods")
    assert p.mods == mods and p.gold == 40 - (35 - 7) - 2
    assert p.loc[0] == 4                                 # the frigate's 3 hull and the reinforced hull
    sound(g)


def test_at_st_john_moving_the_modifications_is_offered_only_when_it_can_be_paid():
    g = in_port("st-john", gold=29)                     # the frigate less the sloop with 2 mods: 35 - 7
    give_mod(g, "Anja", "chasers")
    give_mod(g, "Anja", "long-guns")
    assert "buy ship frigate" in legal(g) and "buy ship frigate with mods" not in legal(g)
    give_gold(g, "Anja", 30)
    assert "buy ship frigate with mods" in legal(g)


def test_at_st_john_the_modifications_may_also_go_back():
    g = in_port("st-john", gold=40)
    p = captain(g, "Anja")
    give_mod(g, "Anja", "chasers")
    g.apply("buy ship frigate")
    assert p.mods == () and p.gold == 40 - (35 - 6)
    sound(g)


# --- the shipyard among the port's activities ------------------------------------------------------
def test_nothing_can_be_sold_after_a_shipyard_purchase():
    g = in_port("tortuga")
    give_goods(g, "Anja", "rum")
    assert "sell rum" in legal(g)
    g.apply("buy weapon grapeshot")
    assert not any(a.startswith("sell ") and "weapon" not in a for a in legal(g))


def test_the_shipyard_is_one_activity_closed_once_another_is_done():
    g = in_port("tortuga")
    loc(g, "Anja", hull=1, masts=1)
    g.apply("repair hull")
    assert "repair masts" in legal(g)                    # still at the shipyard
    g.apply("buy goods")
    g.apply("take nothing")
    assert not any(a.startswith(("repair", "buy ship", "buy weapon", "buy mod")) for a in legal(g))


def test_a_shipyard_visit_saves_and_loads():
    g = in_port("st-john", gold=40)
    give_mod(g, "Anja", "chasers")
    loc(g, "Anja", hull=1)
    g.apply("repair hull")
    g.apply("buy weapon grapeshot")
    d = g.state_dict()
    back = marauders.Game._from_state(d)
    assert back.state_dict() == d and back.legal_actions().notations() == g.legal_actions().notations()
    assert set(shipyard.STEPS) <= set(serialize.BASE_PORT_STEPS)


# --- repairs ------------------------------------------------------------------------------------------
def test_repairs_cost_2_gold_a_point_and_never_mend_the_crew():
    g = in_port("tortuga", gold=5)
    p = loc(g, "Anja", hull=1, crew=1)
    assert {a for a in legal(g) if a.startswith("repair")} == {"repair hull"}
    g.apply("repair hull")
    assert p.loc[0] == 2 and p.loc[3] == 1 and p.gold == 3
    assert not any(a.startswith("repair") for a in legal(g))           # the hull is whole again
    sound(g)


def test_a_repair_is_offered_only_when_it_can_be_paid():
    g = in_port("tortuga", gold=1)
    loc(g, "Anja", masts=1)
    assert not any(a.startswith("repair") for a in legal(g))


def test_a_shipwright_pays_1_gold_a_point():
    g = in_port("tortuga", gold=2, cap="edward-hale")
    p = loc(g, "Anja", hull=1, masts=1)
    g.apply("repair hull")
    g.apply("repair masts")
    assert p.gold == 0 and p.loc[0] == 2 and p.loc[2] == 2
    sound(g)


@pytest.mark.parametrize("pirate", [False, True])
def test_petite_goave_repairs_nothing_for_pirates_and_everything_free_for_others(pirate):
    g = in_port("petite-goave", gold=10 if pirate else 0)
    p = loc(g, "Anja", hull=1, cannons=0)
    p.bounty = (0, 0, 1, 0) if pirate else (0, 0, 0, 0)
    g._legal = None
    repairs = {a for a in legal(g) if a.startswith("repair")}
    assert repairs == (set() if pirate else {"repair hull", "repair cannons"})
    if not pirate:
        g.apply("repair hull")
        g.apply("repair cannons")
        assert p.loc == (2, 2, 2, 2, 1) and p.gold == 0
    sound(g)


@pytest.mark.parametrize("bounty, free", [((0, 0, 1, 0), True), ((0, 1, 0, 0), False)])
def test_old_providence_repairs_free_for_a_captain_with_a_spanish_bounty(bounty, free):
    g = in_port("old-providence", gold=2)
    p = loc(g, "Anja", hull=1)
    p.bounty = bounty
    g._legal = None
    g.apply("repair hull")
    assert p.gold == (2 if free else 0)
    sound(g)


def test_a_carpenter_repairs_one_point_free_in_each_port_action():
    g = in_port("tortuga", gold=2)
    hire_specialist(g, "Anja", "specialist-carpenter")
    p = loc(g, "Anja", hull=1, masts=1, cannons=0)
    g.apply("repair hull")
    assert p.gold == 2                                   # the carpenter's point
    g.apply("repair masts")
    assert p.gold == 0
    assert not any(a.startswith("repair") for a in legal(g))
    g.apply("done")
    turn_of(g, "Anja")
    g.apply("port")
    assert "repair cannons" in legal(g)                  # free again in the next port action
    g.apply("repair cannons")
    assert p.gold == 0 and p.loc[4] == 1
    sound(g)


def test_an_extra_cannon_port_is_repaired_up_to_the_raised_maximum():
    g = in_port("tortuga", gold=4)
    give_mod(g, "Anja", "extra-cannon-port")
    p = loc(g, "Anja", cannons=0)
    g.apply("repair cannons")
    g.apply("repair cannons")
    assert p.loc[4] == 2 and "repair cannons" not in legal(g)
    sound(g)


# --- modifications -------------------------------------------------------------------------------------
def test_the_ports_modification_costs_3_and_empties_the_ports_offer():
    g = in_port("tortuga", gold=3)
    p, m = captain(g, "Anja"), offer_mod(g, "tortuga", "reinforced-hull")
    g.apply("buy mod")
    assert p.mods == (m,) and g.port_mods[p.zone] == -1 and p.gold == 0
    assert p.loc[0] == 3 and maxima(g.comp, p.ship, p.mods)[0] == 3      # the maximum and the hull rise
    assert "buy mod" not in legal(g)
    sound(g)


def test_new_hammocks_raise_the_maximum_crew_but_not_the_crew():
    g = in_port("tortuga", gold=3)
    p = captain(g, "Anja")
    offer_mod(g, "tortuga", "extra-hammocks")
    g.apply("buy mod")
    assert p.loc[3] == 2 and maxima(g.comp, p.ship, p.mods)[3] == 3
    assert "recruit" in legal(g)
    sound(g)


def test_at_st_john_a_modification_costs_1():
    g = in_port("st-john", gold=1)
    offer_mod(g, "st-john", "chasers")
    g.apply("buy mod")
    assert captain(g, "Anja").gold == 0
    sound(g)


def test_a_ship_takes_one_modification_of_each_kind():
    g = in_port("tortuga")
    give_mod(g, "Anja", "chasers")
    offer_mod(g, "tortuga", "chasers")
    assert "buy mod" not in legal(g)
    offer_mod(g, "tortuga", "long-guns")
    assert "buy mod" in legal(g)


def test_a_modification_is_offered_only_when_it_can_be_paid():
    g = in_port("tortuga", gold=2)
    offer_mod(g, "tortuga", "chasers")
    assert "buy mod" not in legal(g)


# --- special weapons ---------------------------------------------------------------------------------
def test_a_special_weapon_costs_3_one_of_each_kind_and_sells_for_1():
    g = in_port("tortuga", gold=4)
    p, bank = captain(g, "Anja"), g.bank
    assert {a for a in legal(g) if a.startswith("buy weapon")} == \
        {"buy weapon chain-shot", "buy weapon grapeshot", "buy weapon grappling-hooks"}
    g.apply("buy weapon chain-shot")
    assert weapon_kinds(g, p) == ["chain-shot"] and p.gold == 1 and g.bank == bank + 3
    assert not any(a.startswith("buy weapon") for a in legal(g))          # 1 gold left
    assert g.why_not("buy weapon grapeshot").rule == "shipyard.gold"
    assert g.why_not("buy weapon grapeshot").message == "a special weapon costs 3 gold here and Anja has 1 gold"
    give_gold(g, "Anja", 10)
    assert "buy weapon chain-shot" not in legal(g) and "buy weapon grapeshot" in legal(g)
    why = g.why_not("buy weapon chain-shot")
    assert why.rule == "shipyard.one-weapon" and why.message == "Anja carries a chain shot already: one weapon of each kind"
    assert g.why_not("sell weapon grapeshot").rule == "shipyard.weapons"     # bought this port action: no selling
    sound(g)


def test_selling_a_weapon_pays_1_and_returns_it_to_the_supply():
    g = in_port("tortuga", gold=0)
    p = captain(g, "Anja")
    give_weapon(g, "Anja", "grapeshot")
    supply = len(g.weapon_supply)
    assert g.why_not("sell weapon chain-shot").message == "Anja has no chain shot token to sell"
    g.apply("sell weapon grapeshot")
    assert p.weapons == () and p.gold == 1 and len(g.weapon_supply) == supply + 1
    sound(g)


def test_weapons_are_bought_or_sold_in_a_port_action_not_both():
    g = in_port("tortuga", gold=10)
    give_weapon(g, "Anja", "grapeshot")
    g.apply("buy weapon chain-shot")
    assert not any(a.startswith("sell weapon") for a in legal(g))
    g = in_port("tortuga", gold=10)
    give_weapon(g, "Anja", "grapeshot")
    g.apply("sell weapon grapeshot")
    assert not any(a.startswith("buy weapon") for a in legal(g))


def test_no_weapon_of_a_kind_the_supply_has_run_out_of():
    g = in_port("tortuga", gold=10)
    give_weapon(g, "Jonah", "grappling-hooks")            # one token in Jonah's hands, the rest put aside
    rest = tuple(w for w in g.weapon_supply if g.comp.weapons[w].kind == "grappling-hooks")
    g.weapon_supply = tuple(w for w in g.weapon_supply if w not in rest)
    captain(g, "Jonah").weapons += rest
    g._legal = None
    assert "buy weapon grappling-hooks" not in legal(g)
    assert g.why_not("buy weapon grappling-hooks").message == "the supply has no grappling hooks left"


@pytest.mark.parametrize("bounty, price", [((0, 0, 1, 0), 1), ((0, 0, 0, 0), 3)])
def test_old_providence_sells_weapons_for_1_to_a_captain_with_a_spanish_bounty(bounty, price):
    g = in_port("old-providence", gold=3)
    p = captain(g, "Anja")
    p.bounty = bounty
    g._legal = None
    g.apply("buy weapon grapeshot")
    assert p.gold == 3 - price
    sound(g)


# --- the log ------------------------------------------------------------------------------------------
def test_the_shipyard_log_reads_in_the_second_person_for_you():
    g = marauders.new_game(players=["You", "Jonah"], seed=3)
    while g.sub == "first-ship":
        g.apply("ship sloop")
    set_captain(g, "You", "isabel-de-montoya")
    turn_of(g, "You")
    place(g, "You", "tortuga", in_port=True)
    give_gold(g, "You", 40)
    loc(g, "You", masts=1)
    g.apply("port")
    g.apply("repair masts")
    g.apply("buy ship frigate")
    log = g.log()
    assert "You repair 1 point of masts (2 gold): masts 2." in log
    assert "You buy a Frigate for 35 gold, the Sloop sold in part payment for 5 gold: you pay 30 gold." in log
    sound(g)


def st_john_with_mods(gold, *effects):
    """Anja's sloop in St John's port, her port action begun, with a modification of each of
    these kinds (the sloop then sells for 5 + 1 a modification); the tokens."""
    g = in_port("st-john", gold=gold)
    return g, [give_mod(g, "Anja", e) for e in effects]


def test_at_st_john_the_buyer_picks_the_modifications_that_move_for_1_gold_each():
    g, (chasers, long_guns, hull) = st_john_with_mods(40, "chasers", "long-guns", "reinforced-hull")
    p = captain(g, "Anja")
    g.apply("buy ship frigate with mods long-guns,chasers")
    assert p.ship == "frigate" and p.mods == (chasers, long_guns)
    assert p.gold == 40 - (35 - 8) - 2                  # the sloop sells for 5 + 3 modifications, 2 of them move
    assert p.loc[0] == 3                                # the reinforced hull stayed behind: the frigate's hull
    assert g.mods_to_place == ((p.seat, hull),)         # ... for Anja to place on the map
    assert g.sub == "place-mod" and g.cur == p.seat
    log = g.log()
    assert "Anja moves 2 modifications (chasers, long guns) to the new ship for 2 gold." in log
    assert "The old ship's modification (reinforced hull) goes back to the ports." in log
    sound(g)
    g.apply(sorted(a for a in legal(g) if a.startswith("place mod "))[0])
    assert hull in g.port_mods and g.mods_to_place == () and g.sub == "port"
    sound(g)


def test_at_st_john_every_set_of_modifications_the_captain_can_pay_for_is_offered():
    g, _ = st_john_with_mods(29, "chasers", "long-guns", "reinforced-hull")     # a frigate: 35 - 8 = 27
    ones = {"chasers", "long-guns", "reinforced-hull"}
    twos = {"chasers,long-guns", "chasers,reinforced-hull", "long-guns,reinforced-hull"}
    frigate = lambda: {a for a in legal(g) if a.startswith("buy ship frigate")}     # noqa: E731
    assert frigate() == {"buy ship frigate"} | {f"buy ship frigate with mods {m}" for m in ones | twos}
    give_gold(g, "Anja", 28)
    assert frigate() == {"buy ship frigate"} | {f"buy ship frigate with mods {m}" for m in ones}
    give_gold(g, "Anja", 27)
    assert frigate() == {"buy ship frigate"}
    give_gold(g, "Anja", 30)
    assert "buy ship frigate with mods" in frigate() and len(frigate()) == 8      # none, all, and the six others
    assert "buy ship sloop with mods chasers,long-guns" in legal(g)
    assert not any("chasers,long-guns,reinforced-hull" in a for a in legal(g))   # all of them: 'with mods'
    with pytest.raises(IllegalActionError) as err:
        g.apply("buy ship frigate with mods reinforced-hull,long-guns,chasers")
    assert err.value.rule == "shipyard.all-mods" and "'buy ship frigate with mods'" in str(err.value)
    with pytest.raises(IllegalActionError) as err:
        g.apply("buy ship frigate with mods swivel-guns")
    assert err.value.rule == "shipyard.mods"
    g = in_port("tortuga", gold=40)
    give_mod(g, "Anja", "chasers")
    give_mod(g, "Anja", "long-guns")
    assert not any("with mods" in a for a in legal(g))                          # only at St John
    with pytest.raises(IllegalActionError) as err:
        g.apply("buy ship frigate with mods chasers")
    assert err.value.rule == "shipyard.st-john"


def test_at_st_john_the_bare_with_mods_still_moves_them_all_and_old_records_replay():
    g = new(2, seed=3)
    with g.edit() as e:
        e.captain("Anja", "isabel-de-montoya").ship("Anja", "sloop").at("Anja", "st-john", in_port=True)
        e.gold("Anja", 40).mod("Anja", "chasers").mod("Anja", "long-guns").mod("Anja", "reinforced-hull").turn("Anja")
    g.apply("port")
    mods = captain(g, "Anja").mods
    g.apply("buy ship frigate with mods")
    p = captain(g, "Anja")
    assert p.ship == "frigate" and p.mods == mods and p.gold == 40 - (35 - 8) - 3 and g.mods_to_place == ()
    assert "Anja moves 3 modifications (chasers, long guns, reinforced hull) to the new ship for 3 gold." in g.log()
    again = type(g).from_json(g.to_json())
    assert [a.notation for a in again.history] == ["port", "buy ship frigate with mods"]
    assert captain(again, "Anja").mods == mods and captain(again, "Anja").gold == p.gold
    sound(g)


def test_the_modifications_moved_are_written_in_one_order():
    from nassau.marauders.rules.actions import Action
    a = Action("buy ship frigate with mods long-guns,chasers")
    assert a.notation == "buy ship frigate with mods chasers,long-guns" and a is Action(a.notation)
    assert (a.kind, a.arg) == ("buy-ship-with-mods", ("frigate", ("chasers", "long-guns")))
    assert a.describe() == "buy a frigate, moving the chasers and long guns to it (2 gold); the old ship's other " \
                           "modifications go back to the ports"
    for text in ("buy ship frigate with mods chasers,chasers", "buy ship frigate with mods guns",
                 "buy ship frigate with mods chasers long-guns"):
        with pytest.raises(ValueError):
            Action(text)


# --- notation --------------------------------------------------------------------------------------
def test_the_shipyard_notation_reads_and_half_written_notation_is_refused():
    from nassau.marauders.rules.actions import Action
    assert (Action("sell weapon chain-shot").kind, Action("sell weapon chain-shot").arg) == ("sell-weapon", "chain-shot")
    assert (Action("buy ship galleon with mods").kind, Action("buy ship galleon with mods").arg) == \
        ("buy-ship-with-mods", ("galleon", None))                 # all the modifications
    for text in ("sell", "buy", "buy ship", "buy ship frigate with", "buy ship frigate with mods now"):
        with pytest.raises(ValueError):
            Action(text)


def test_the_captain_in_port_sees_its_face_down_modification_and_a_resample_keeps_it():
    """He may look at the port's modification before he buys it (buy mod is offered only when
    his ship has none of its kind): it is in his observation, and his resampled games keep it,
    so they offer him what the game offers."""
    g = marauders.new_game(["Anja", "Jonah", "Jon", "Ewan"], seed=2)
    with g.edit() as e:
        e.at("Anja", "havana", in_port=True).turn("Anja").gold("Anja", 30)
    zone = g.comp.by_id["havana"].index
    kind = g.comp.mods[g.port_mods[zone]].effect
    other = next(t for t, m in enumerate(g.comp.mods) if m.effect == kind and t != g.port_mods[zone])
    g.port_mods = tuple(-1 if t == other else t for t in g.port_mods)       # the other token of its kind ...
    g.mod_supply = tuple(t for t in g.mod_supply if t != other)
    g.players[0].mods += (other,)                                            # ... aboard already: no buy mod
    g._legal = None
    assert g.problems() == []
    g.apply("port")
    assert "buy mod" not in g.legal_actions().notations()
    assert g.observation(0)["players"][0]["mod_here"] == kind and g.observation(1)["players"][0]["mod_here"] is None
    for seed in range(20):
        twin = g.resample(0, seed)
        assert twin.port_mods[zone] == g.port_mods[zone]
        assert twin.legal_actions().notations() == g.legal_actions().notations()
    assert any(g.resample(1, seed).port_mods[zone] != g.port_mods[zone] for seed in range(20))   # Jonah never saw it
