"""Seas of Glory variants 1, 2 and 4 (flexible turns, captain choice, hard times), rule by rule;
each with seeded random games that keep every invariant and positions that reload as themselves."""

import pytest

from nassau import marauders
from nassau.kernel.rng import Rng
from nassau.marauders.rules.state import NATION_INDEX
from nassau.marauders.rules.vocabulary import NPC_SLOTS

NAMES = ["Anja", "Jonah", "Jon", "Ewan"]


def started(variants, n=4, seed=1, **options):
    """A game with these variants whose setup decisions are made (the first legal each)."""
    g = marauders.new_game(NAMES[:n], seed=seed, variants=variants, options=options or None)
    while g.step == "setup":
        g.apply(g.legal_actions()[0])
    return g


def random_games(variants, games=50, rounds=8, check=None):
    for seed in range(games):
        g = marauders.new_game(players=2 + seed % 3, seed=seed, variants=variants, options={"round_limit": rounds})
        r = Rng(seed * 17 + 3)
        while not g.is_over:
            legal = g.legal_actions()
            assert len(legal) > 0, f"seed {seed}: nothing to do at {g.prompt()}"
            g.apply_unchecked(legal[r.below(len(legal))])
            assert g.problems() == [], f"seed {seed}, decision {g.ply}: {g.problems()}"
            if check:
                check(g)
        assert g.round <= rounds


def replayed_positions_reload(variants, seed=4):
    g = marauders.new_game(4, seed=seed, variants=variants, options={"round_limit": 3})
    r = Rng(seed)
    while not g.is_over:
        back = marauders.Game.from_json(g.to_json())
        assert back.state_dict() == g.state_dict()
        assert back.legal_actions().notations() == g.legal_actions().notations()
        legal = g.legal_actions()
        g.apply_unchecked(legal[r.below(len(legal))])


def deterministic(variants):
    def play(seed):
        g = marauders.new_game(4, seed=seed, variants=variants, options={"round_limit": 4})
        r = Rng(seed)
        while not g.is_over:
            legal = g.legal_actions()
            g.apply_unchecked(legal[r.below(len(legal))])
        return g
    assert play(5).to_json() == play(5).to_json() and play(5).log() != play(6).log()


# --- variant 4: Hard times --------------------------------------------------------------------------
def _out(g):
    return [NPC_SLOTS[i] for i, npc in enumerate(g.npcs) if npc is not None]


def _homes(g):
    return {g.comp.by_id[g.comp.captains[p.card].home].index for p in g.players}


@pytest.mark.parametrize("seed", range(20))
def test_hard_times_puts_two_navies_of_different_nations_and_one_pirate_out_before_round_1(seed):
    g = started({"hard-times"}, n=2 + seed % 3, seed=seed)
    start = next(i for i, line in enumerate(g.log()) if line.startswith("Hard times"))
    round_1 = next(i for i, line in enumerate(g.log()) if line.startswith("Round 1"))
    assert start < round_1                                # before the first event
    out = [line for line in g.log()[start:round_1] if "enters the sea" in line]
    assert len(out) == 3
    navies = [s for s in _out(g) if s in NATION_INDEX]
    # two navies of different nations and one pirate (round 1's event may have added an NPC card
    # waiting to enter at the end of the round, never yet on the board)
    assert len(navies) == 2 and len(set(navies)) == 2 and len(_out(g)) == 3
    assert g.problems() == []


def test_hard_times_never_puts_an_npc_in_a_home_port_and_discards_the_other_events():
    g = marauders.new_game(NAMES, seed=2, variants={"hard-times"})
    homes = {g.comp.by_id[g.comp.captains[p.card].home].index for p in g.players}
    # stack the deck: an NPC whose zone is a home port, an event, a navy twice, then what is needed
    ev = g.comp.events
    home_npc = next(e.index for e in ev if e.kind == "npc" and g.comp.by_id[e.npc.zone].index in homes)
    plain = next(e.index for e in ev if e.kind == "event")
    ok = [e.index for e in ev if e.kind == "npc" and g.comp.by_id[e.npc.zone].index not in homes]
    navy = next(c for c in ok if ev[c].npc.slot in NATION_INDEX)
    same = next(c for c in ok if c != navy and ev[c].npc.slot == ev[navy].npc.slot)
    other = next(c for c in ok if ev[c].npc.slot in NATION_INDEX and ev[c].npc.slot != ev[navy].npc.slot)
    pirate = next(c for c in ok if ev[c].npc.slot not in NATION_INDEX)
    pirate2 = next(c for c in ok if c != pirate and ev[c].npc.slot not in NATION_INDEX)
    top = (home_npc, plain, navy, same, pirate, pirate2, other)
    g.event_deck = top + tuple(c for c in g.event_deck if c not in top)
    while g.sub == "first-ship":
        g.apply("ship sloop")
    on_board = {npc[0] for npc in g.npcs if npc is not None}
    assert on_board == {navy, pirate, other}
    assert set(g.event_discard) >= {home_npc, plain, same, pirate2}
    assert all(npc[1] not in homes for npc in g.npcs if npc is not None and npc[0] in on_board)
    assert not g.wars and g.event_deck[-1] != top[-1] and g.problems() == []
    log = "\n".join(g.log())
    assert "is a captain's home port" in log and "(no NPC)" in log and "not wanted" in log


def test_hard_times_reshuffles_the_discard_when_the_deck_runs_out():
    g = marauders.new_game(NAMES[:2], seed=3, variants={"hard-times"})
    plain = [e.index for e in g.comp.events if e.kind == "event"]
    rest = [c for c in g.event_deck if c not in plain[:3]]
    g.event_deck, g.event_discard = tuple(plain[:3]), tuple(rest)
    assert g.problems() == []
    while g.sub == "first-ship":
        g.apply("ship sloop")
    assert len(_out(g)) >= 3 and g.problems() == []
    assert "shuffled into a new deck" in "\n".join(g.log())


def test_without_hard_times_no_npc_is_out_before_round_1():
    g = started(set())
    assert not any(line.startswith("Hard times") for line in g.log())
    assert all(npc is None for npc in g.npcs)


def test_hard_times_games_keep_every_invariant():
    random_games({"hard-times"})


def test_hard_times_is_deterministic_and_reloads():
    deterministic({"hard-times"})
    replayed_positions_reload({"hard-times"})


# --- variant 2: Captain choice -----------------------------------------------------------------------
from nassau import IllegalActionError, RecordError  # noqa: E402
from nassau.marauders.bots.heuristic import HeuristicBot  # noqa: E402


def choosing(n=4, seed=1, way="deal-two"):
    return marauders.new_game(NAMES[:n], seed=seed, variants={"captain-choice"}, options={"captain_choice": way})


def test_captain_choice_deals_two_and_the_players_keep_one_in_seat_order_before_the_ships():
    g = choosing(seed=2)
    order = [(g.first + i) % 4 for i in range(4)]
    assert all(len(p.dealt) == 2 and p.card < 0 for p in g.players) and g.problems() == []
    for seat in order:
        assert (g.sub, g.cur) == ("captain", seat)
        p = g.players[seat]
        dealt = p.dealt
        ids = [g.comp.captains[c].id for c in dealt]
        assert sorted(g.legal_actions().notations()) == sorted(f"keep captain {i}" for i in ids)
        deck = g.captain_deck
        g.apply(f"keep captain {ids[1]}")
        home = g.comp.by_id[g.comp.captains[dealt[1]].home]
        assert (p.card, p.dealt, p.zone, p.in_port) == (dealt[1], (), home.index, True)
        assert g.captain_deck == deck + (dealt[0],)               # the other under the deck
        assert g.problems() == []
    assert (g.sub, g.cur) == ("first-ship", g.first)
    assert sum(" keeps " in line for line in g.log()) == 4 and all(p.gold == 10 for p in g.players)


def test_dealt_captains_are_seen_by_their_player_only():
    g = choosing()
    mine = g.observation(g.cur)["players"][g.cur]
    other = g.observation((g.cur + 1) % 4)["players"][g.cur]
    assert mine["captains_dealt"] == [g.comp.captains[c].id for c in g.players[g.cur].dealt]
    assert len(mine["captains_dealt"]) == 2 and other["captains_dealt"] == 2 and mine["captain"] is None
    twin = g.resample((g.cur + 1) % 4, seed=9)
    assert twin.problems() == [] and twin.players[(g.cur + 1) % 4].dealt == g.players[(g.cur + 1) % 4].dealt
    assert any(twin.players[s].dealt != g.players[s].dealt for s in range(4) if s != (g.cur + 1) % 4)
    assert g._repr_html_()                                          # the map draws with captains unchosen


def test_pay_to_draw_costs_two_gold_a_card_and_stops_at_three():
    g = choosing(way="pay-to-draw")
    p = g.players[g.cur]
    assert len(p.dealt) == 1 and "draw captain" in g.legal_actions().notations()
    bank, top = g.bank, g.captain_deck[:2]
    g.apply("draw captain")
    g.apply("draw captain")
    assert p.dealt[1:] == top and p.gold == 6 and g.bank == bank + 4 and g.problems() == []
    assert "draw captain" not in g.legal_actions().notations()
    with pytest.raises(IllegalActionError):
        g.apply("draw captain")
    assert len(p.dealt) == 3 and p.gold == 6                     # a refused decision changes nothing
    dealt, deck = p.dealt, g.captain_deck
    g.apply(f"keep captain {g.comp.captains[dealt[2]].id}")
    assert p.card == dealt[2] and g.captain_deck == deck + dealt[:2] and g.problems() == []


def test_deal_two_offers_no_paid_draw_and_refuses_a_captain_not_dealt():
    g = choosing()
    assert "draw captain" not in g.legal_actions().notations()
    stranger = next(c.id for c in g.comp.captains if c.index in g.captain_deck)
    with pytest.raises(IllegalActionError):
        g.apply(f"keep captain {stranger}")
    with pytest.raises(IllegalActionError):
        g.apply("ship sloop")
    assert g.sub == "captain" and g.players[g.cur].card < 0


def test_captain_choice_works_with_hard_times_home_ports():
    g = marauders.new_game(NAMES, seed=5, variants={"captain-choice", "hard-times"})
    while g.step == "setup":
        g.apply(g.legal_actions()[0])
    homes = {g.comp.by_id[g.comp.captains[p.card].home].index for p in g.players}
    placed = [line for line in g.log() if line.startswith("Hard times") and "enters" in line]
    assert len(placed) == 3 and g.problems() == []
    for line in placed:                                    # the zones the NPCs entered: no home port
        assert not any(line.endswith(f" in {g.comp.zones[h].phrase}.") for h in homes)


def test_a_bot_keeps_a_dealt_captain():
    g = choosing()
    bot = HeuristicBot(seed=1)
    while g.sub == "captain":
        g.apply(bot.choose(g))
    assert all(p.card >= 0 for p in g.players)


@pytest.mark.parametrize("way", ["deal-two", "pay-to-draw"])
def test_captain_choice_games_keep_every_invariant(way):
    for seed in range(50 if way == "deal-two" else 20):
        g = marauders.new_game(NAMES[:2 + seed % 3], seed=seed, variants={"captain-choice"},
                               options={"captain_choice": way, "round_limit": 8})
        r = Rng(seed)
        while not g.is_over:
            legal = g.legal_actions()
            g.apply_unchecked(legal[r.below(len(legal))])
            assert g.problems() == [], f"seed {seed}, decision {g.ply}: {g.problems()}"


def test_captain_choice_is_deterministic_and_reloads():
    deterministic({"captain-choice"})
    replayed_positions_reload({"captain-choice"})
    g = choosing(way="pay-to-draw")
    g.apply("draw captain")
    back = marauders.Game.from_json(g.to_json())
    assert back.state_dict() == g.state_dict() and back.players[g.cur].dealt == g.players[g.cur].dealt
    d = g.state_dict()
    d["players"][g.cur]["dealt"] = []
    with pytest.raises(RecordError, match="dealt"):
        marauders.Game._from_state(d)


# --- variant 1: Flexible turn order ------------------------------------------------------------------
def _orders(g):
    """Each round's turn order, read from the log."""
    out = []
    for line in g.log():
        if line.startswith("Round "):
            out.append([])
        elif line.endswith("'s turn.") and out:
            out[-1].append(line[:-len("'s turn.")])
    return out


def _end_turns(g):
    while not g.is_over:
        notations = g.legal_actions().notations()
        g.apply("end turn" if "end turn" in notations else notations[0])
        assert g.problems() == []


def test_flexible_turns_draws_each_round_a_new_order_of_every_player_from_the_bag():
    g = started({"flexible-turns"}, seed=3, round_limit=12)
    _end_turns(g)
    orders = _orders(g)
    assert len(orders) == 12 and all(sorted(o) == sorted(NAMES) for o in orders)   # each plays once a round
    assert len({tuple(o) for o in orders}) > 3                                        # not a fixed rotation
    firsts = {o[0] for o in orders}
    assert len(firsts) > 1                                     # the first player does not always start
    drawn = [line for line in g.log() if "cube is drawn" in line]
    assert len(drawn) == 12 * 4


def test_a_plain_game_keeps_the_clockwise_order_from_the_first_player():
    g = started(set(), seed=3, round_limit=3)
    _end_turns(g)
    clockwise = [g.names[(g.first + i) % 4] for i in range(4)]
    assert _orders(g) == [clockwise] * 3 and g.bag_out == ()


def test_the_cube_drawn_is_the_seat_in_turn_and_the_round_ends_when_the_bag_is_empty():
    g = started({"flexible-turns"}, seed=6, round_limit=2)
    seen = []
    while g.round == 1 and not g.is_over:
        if g.sub == "action" and g.turn_seat not in seen:
            seen.append(g.turn_seat)
            assert g.bag_out == tuple(seen) and g.observation(0)["cubes_drawn"] == [g.names[s] for s in seen]
        notations = g.legal_actions().notations()
        g.apply("end turn" if "end turn" in notations else notations[0])
    assert sorted(seen) == [0, 1, 2, 3] and g.round == 2 and len(g.bag_out) == 1


def test_a_position_with_a_bad_bag_is_refused():
    g = started({"flexible-turns"}, seed=6)
    d = g.state_dict()
    d["game"]["bag_out"] = [g.turn_seat, g.turn_seat]
    with pytest.raises(RecordError, match="bag_out"):
        marauders.Game._from_state(d)
    d["game"]["bag_out"] = [(g.turn_seat + 1) % 4]
    with pytest.raises(RecordError, match="bag_out"):
        marauders.Game._from_state(d)
    plain = started(set(), seed=6).state_dict()
    plain["game"]["bag_out"] = [0]
    with pytest.raises(RecordError, match="bag_out"):
        marauders.Game._from_state(plain)


def test_flexible_turns_games_keep_every_invariant():
    def one_turn_each_round(g):
        assert len(set(g.bag_out)) == len(g.bag_out) <= g.n
    random_games({"flexible-turns"}, check=one_turn_each_round)


def test_flexible_turns_is_deterministic_and_reloads():
    deterministic({"flexible-turns"})
    replayed_positions_reload({"flexible-turns"})


def test_all_three_variants_together_keep_every_invariant():
    random_games({"flexible-turns", "captain-choice", "hard-times"}, games=10)
