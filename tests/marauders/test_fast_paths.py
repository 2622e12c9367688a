"""The shortcuts random play takes through the rules give what the long way gives.

The seeded games of ``tests/conformance/test_same_games.py`` hold whole games to their digests;
these tests hold each shortcut on its own, over more cases than a game meets.
"""

import itertools

import pytest

from nassau.kernel.rng import Rng
from nassau.marauders.rules import extensions as ext
from nassau.marauders.rules import npcs
from nassau.marauders.rules.checks import Roll
from nassau.marauders.rules.combat import Fight
from nassau.marauders.rules.state import _maxima, maxima, maneuverability

from .helpers import new


def test_a_fight_replaced_field_by_field_is_the_fight_built_anew():
    f = Fight(1, 12, round=2, decl=("shoot", "flee"), skulls=(1, 12), used=(1,))
    values = {"a": 3, "d": 11, "round": 4, "decl": ("board", ""), "shot": ("chain-shot", ""), "skulls": (3,),
              "after": "board", "boarder": 1, "crew": True, "used": (3,), "fire": (3,),
              "slowed": (11,), "spread": (3, (0, 1, 0, 0, 0))}
    assert set(values) == set(Fight._fields)
    for field, value in values.items():
        got = f._replace(**{field: value})
        assert type(got) is Fight and got == Fight(**{**f._asdict(), field: value}), field
    with pytest.raises(ValueError, match="unexpected field names"):
        f._replace(rounds=3)
    both = f._replace(round=3, crew=True)
    assert both == Fight(**{**f._asdict(), "round": 3, "crew": True}) and f.round == 2 and not f.crew


def test_a_rolls_successes_and_text_are_its_fives_and_sixes_and_its_faces():
    for n in range(5):
        for faces in itertools.combinations_with_replacement(range(6, 0, -1), n):
            r = Roll(faces)
            assert r.successes == sum(1 for x in faces if x >= 5)
            assert str(r) == (" ".join(str(x) for x in faces) or "no dice")
            assert str(r) == str(Roll(tuple(faces)))        # the kept text, asked again


def test_kept_ship_maxima_are_the_ones_worked_out_for_every_ship_and_modification():
    g = new(2, seed=1)
    comp = g.comp
    mods = tuple(range(len(comp.mods)))
    for ship in comp.ships:
        for k in range(3):
            for chosen in itertools.combinations(mods, k):
                more = ("extra-hammocks",) if k == 1 else ()
                assert maxima(comp, ship, chosen, more) == _maxima(comp, ship, chosen, more) \
                    == maxima(comp, ship, list(chosen), list(more))
                assert maneuverability(comp, ship, chosen, 2, more) == \
                    comp.ships[ship].maneuverability * (ship != "galleon") + 2 * (ship == "galleon") + \
                    sum(comp.mods[m].effect == "advanced-rigs" for m in chosen) + more.count("advanced-rigs")


def test_an_npcs_name_and_neighbours_are_those_of_its_card_and_zone():
    g = new(3, seed=4)
    rng = Rng(9)
    while not g.is_over and g.round < 4:
        g.apply(rng.choice(g.legal_actions()))
    seen = 0
    for i, npc in enumerate(g.npcs):
        if npc is None:
            continue
        card, zone, ship, _ = npc
        seen += 1
        assert npcs.name(g, i) == f"{npcs._kind(npcs.NPC_SLOTS[i], ship)} ({g.comp.events[card].npc.name})"
        assert npcs._near(g.comp, zone) == {g.comp.by_id[z].index for z in g.comp.links[zone].values()}
    assert seen


def test_without_seas_of_glory_the_extension_points_of_the_action_decision_offer_nothing():
    """With every switch off, the expansion's plug-ins answer the action decision's points with nothing."""
    g = new(4, seed=8)
    rng, asked = Rng(3), 0
    while not g.is_over and asked < 300:
        if g.sub == "action":
            p = g.players[g.cur]
            assert ext.scouting_actions.fs() and ext.action_choices.fs() and ext.free_moves.fs()
            assert ext.scouting_actions(g, p) == ()
            assert ext.action_choices(g, p) == ()
            assert ext.free_moves(g, p) == ()
            asked += 1
        g.apply(rng.choice(g.legal_actions()))
    assert asked >= 100


def test_a_question_in_checked_play_leaves_the_position_unchecked_play_leaves():
    """In checked play a decision that may ask takes the position before it from the undo
    stack, rebuilt only when a captain is asked; unchecked play clones it. Both end every
    decision in the same position, questions and all."""
    from nassau import marauders
    asked = 0
    for seed in range(2):
        checked = marauders.new_game(players=4, seed=seed, modules={"favors"})
        unchecked, chooser = checked.clone(), Rng(seed)
        while not checked.is_over and checked.ply < 600:
            legal = checked.legal_actions()
            a = legal[chooser.below(len(legal))]
            checked.apply(a)
            unchecked.apply_unchecked(a)
            if checked.sub == "question" or checked.ply % 100 == 0:
                asked += checked.sub == "question"
                assert checked.state_dict() == unchecked.state_dict()
        assert checked.state_dict() == unchecked.state_dict() and checked.log() == unchecked.log()
    assert asked > 10
