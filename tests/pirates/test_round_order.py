"""The round (rulebook §4.2): nine steps in order and who goes first in each."""

from .helpers import P, new, play_until, simple_choice


def recorded_round():
    """Round 1 from a position where every step needs decisions, played with simple choices.

    Infamy before the round: Anja 1, Jonah 2, Jon 3, Ewan 4. Anja captured a 7/7 merchant
    (counted at step 3: she jumps to 15), so the order changes between step 3 and step 4.
    Everyone holds a trade wind (a decision at step 3) and a peso (decisions when buying and burying).
    """
    g = new(seed=3)
    with g.edit() as e:
        for name, v in (("Anja", 1), ("Jonah", 2), ("Jon", 3), ("Ewan", 4)):
            e.infamy(name, v)
            e.wind(name)
            e.hold(name, pesos=1)
        e.deeds("Anja", captured=["M3-15"])
        e.navy_display("N1-01", "N1-02", "N1-03", "N1-04")     # four empty oceans
        e.start("pirate")
    rec = []
    play_until(g, lambda g: g.round == 2, record=rec)
    return g, rec


def names_in(rec, step, sub=None):
    return [r[3] for r in rec if r[1] == step and (sub is None or r[2] == sub)]


def test_steps_come_in_rulebook_order():
    g, rec = recorded_round()
    steps = []
    for r in rec:
        if not steps or steps[-1] != r[1]:
            steps.append(r[1])
    assert steps == ["pirate", "infamy", "navy", "buy", "bury"]
    log = g.log()

    def first(prefix):
        return next(i for i, s in enumerate(log) if s.startswith(prefix))

    marks = [first("Pirate phase"), first("Anja gains 14 infamy"), first("Jonah takes an empty-ocean"),
             first("Back in Nassau"), first("Anja buries 1"), first("Step 6"), first("Step 7"),
             first("Step 8"), first("Round 2: the dice are rolled")]
    assert marks == sorted(marks)
    assert g.round == 2 and g.step == "pirate" and g.sub == "move"


def test_pirate_phase_is_three_passes_lowest_infamy_first():
    _, rec = recorded_round()
    movers = names_in(rec, "pirate", "move")
    assert movers == ["Anja", "Jonah", "Jon", "Ewan"] * 3


def test_each_pass_is_one_move_then_at_most_one_action():
    _, rec = recorded_round()
    pirate = [r for r in rec if r[1] == "pirate"]
    # every decision that is not a move belongs to the player who just moved
    last_mover = None
    for r in pirate:
        if r[2] == "move":
            last_mover = r[3]
        else:
            assert r[3] == last_mover and r[2] == "act"
    # no pass has two "act" decisions in a row
    subs = [r[2] for r in pirate]
    assert "act,act" not in ",".join(subs)


def test_infamy_step_goes_highest_infamy_first():
    _, rec = recorded_round()
    assert names_in(rec, "infamy") == ["Ewan", "Jon", "Jonah", "Anja"]


def test_navy_step_goes_lowest_infamy_first_after_step_3():
    g, rec = recorded_round()
    # Anja was lowest before step 3 but 15 after it: she faces the Navy last
    assert names_in(rec, "navy") == ["Jonah", "Jon", "Ewan", "Anja"]


def test_buying_goes_highest_infamy_first():
    _, rec = recorded_round()
    assert names_in(rec, "buy") == ["Anja", "Ewan", "Jon", "Jonah"]


def test_burying_goes_highest_infamy_first():
    _, rec = recorded_round()
    assert names_in(rec, "bury") == ["Anja", "Ewan", "Jon", "Jonah"]


def test_round_2_begins_with_a_new_roll_of_three_dice_each():
    g = new(seed=5)
    play_until(g, lambda g: g.round == 2)
    assert all(len(p.dice) == 3 and all(1 <= d <= 6 for d in p.dice) for p in g.players)
    assert any("Round 2: the dice are rolled" in s for s in g.log())
    # the new round starts with the lowest infamy on the track
    lowest = min(g.players, key=lambda p: p.infamy)
    assert g.current_player == lowest.seat


def test_round_1_is_not_rolled_again():
    g = new(seed=5)
    assert not any(s.startswith("Round 1: the dice are rolled") for s in g.log())
    before = {p.name: p.dice for p in g.players}
    # the first mover plays one of the setup dice
    a = simple_choice(g)
    face = int(a.split(">")[0][0])
    assert face in before[g.players[g.current_player].name]


def test_ships_leave_the_board_and_dice_are_cleared_when_returning_to_nassau():
    g = new(seed=4)
    play_until(g, lambda g: g.step == "navy")
    assert all(p.pos > 0 and len(p.path) == 3 and p.dice == () for p in g.players)
    play_until(g, lambda g: g.step != "navy")
    assert g.step in ("buy", "bury") or g.round == 2
    assert all(p.pos == 0 and p.path == () for p in g.players)


def test_whole_game_reaches_the_end_with_simple_choices():
    g = new(seed=2)
    play_until(g, lambda g: g.is_over, limit=5000)
    assert g.is_over and g.current_player is None
    assert 4 <= g.round <= 6       # phase 1 = 4N cards covers rounds 1-4; Game End is among 2N+1 phase-2 cards
    assert P(g, "Anja").infamy >= 1
