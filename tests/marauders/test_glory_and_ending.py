"""Glory cards and their hand limit, the win at 10 glory, the round limit (fact sheet §8.3)."""

from nassau.marauders.rules import glory

from .helpers import captain, new, sound, turn_of


def test_each_glory_point_draws_a_card_and_a_fifth_card_must_be_discarded():
    g = new(seed=4)
    p = turn_of(g, "Anja")
    assert len(p.hand) == 1
    glory.gain(g, p, 4, "a test")
    assert p.glory == 4 and len(p.hand) == 5
    g._settle()
    assert g.sub == "discard-glory" and g.current_player == p.seat
    assert all(a.startswith("discard glory ") for a in g.legal_actions().notations())
    g.apply(g.legal_actions()[0])
    assert len(p.hand) == 4 and g.sub == "action"
    sound(g)


def test_ten_glory_wins_at_once():
    g = new(seed=4)
    p = turn_of(g, "Jon")
    p.glory = 9
    glory.gain(g, p, 1, "a test")
    assert g.is_over and g.winner() == "Jon" and g.legal_actions().notations() == []


def test_without_win_at_once_the_round_is_played_out():
    g = new(seed=4, win_at_once=False)
    p = captain(g, "Jon")
    p.glory = 10
    g._legal = None
    assert not g.is_over
    while not g.is_over:
        g.apply("end turn")
    assert g.winner() == "Jon" and g.round == 1


def test_the_round_limit_ends_the_game_and_breaks_ties_by_gold():
    g = new(seed=4, round_limit=2)
    captain(g, "Ewan").gold += 5
    g.bank -= 5
    while not g.is_over:
        g.apply("end turn")
    assert g.round == 2 and g.winner() == "Ewan"
    assert any("round limit (2)" in s for s in g.log())
    df = g.scores()
    assert {"points", "rank"} <= set(df.columns) and df.loc["Ewan", "rank"] == 1


def test_the_end_reveals_the_hidden_hands_rumors_and_stashes():
    g = new(seed=4)
    anja, jon = captain(g, "Anja"), turn_of(g, "Jon")
    names = sorted(g.comp.glory[c].name for c in anja.hand)
    g.bank -= 20
    anja.stash = 20
    g.rumor_deck, anja.rumors = g.rumor_deck[1:], (g.rumor_deck[0],)
    jon.glory = 9
    glory.gain(g, jon, 1, "a test")
    log = g.log()
    assert "Anja's stash holds 20 gold: 2 hidden glory points." in log
    rumor = g.comp.rumors[anja.rumors[0]].name
    cards = [f"the glory card {n}" for n in names] + [f"the rumor {rumor}"]
    assert f"Anja holds unplayed, worth no glory: {', '.join(cards)}." in log
    sound(g)
