"""The search bot (nassau.kernel.search and each game's hooks): it decides legally, replays
exactly, keeps to its budget, never learns what its seat cannot see, beats random play, and
sits at a play table as "strong"."""

import dataclasses
import math

import pytest

from nassau import games
from nassau.kernel.adapter import bot_words, make_bot, make_bots
from nassau.kernel.search import SearchBot, SearchReport, standing

GAMES = games.names()
SMALL = 6          # iterations: enough to build a tree, cheap enough for the suite
RANDOM_PLAY = {"marauders": {"round_limit": 25}}     # random captains rarely end a game by glory


def position(name, seed, decisions):
    """A game after ``decisions`` heuristic decisions, at a decision with a choice."""
    a = games.adapter(name)
    game = a.new_game(4, seed, None, None)
    bot = a.bots["heuristic"](seed)
    made = 0
    while made < decisions or len(game.legal_actions()) < 2:
        game.apply_unchecked(bot.choose(game))
        made += 1
    assert not game.is_over
    return game


def search(name, seed=1, **budget):
    return games.adapter(name).bots["search"](seed, **(budget or {"iterations": SMALL}))


@pytest.mark.parametrize("name", GAMES)
def test_the_same_seed_and_budget_give_the_same_choice(name):
    for decisions in (5, 60):
        game = position(name, 3, decisions)
        before = game.state_dict()
        first, again = search(name, 7), search(name, 7)
        assert first.choose(game) is again.choose(game)
        assert first.last.actions == again.last.actions          # the very same search
        assert game.state_dict() == before                       # and the game untouched
    others = {search(name, seed).choose(position(name, 3, 60)).notation for seed in range(8)}
    assert others <= set(position(name, 3, 60).legal_actions().notations())


@pytest.mark.parametrize("name", GAMES)
def test_it_plays_only_legal_actions(name):
    a = games.adapter(name)
    game = a.new_game(4, 5, None, None)
    bots = [search(name, seat, iterations=3) for seat in range(4)]
    for _ in range(40):
        game.apply(bots[game.current_player].choose(game))      # checked: an illegal one raises
    assert game.problems() == []


@pytest.mark.parametrize("name", GAMES)
def test_its_choice_depends_only_on_what_its_seat_sees(name):
    """Two games with the same view for the deciding seat but other hidden cards (and other
    dice to come) get the same search, move for move."""
    compared = 0
    for decisions in (3, 40, 90):
        game = position(name, 11, decisions)
        seat = game.current_player
        twin = game.resample(seat, seed=decisions)
        assert twin.observation(seat) == game.observation(seat)
        if twin.state_dict() == game.state_dict():
            continue
        compared += 1
        bot, twin_bot = search(name, 5), search(name, 5)
        assert bot.choose(game) is twin_bot.choose(twin)
        assert bot.last.actions == twin_bot.last.actions
    assert compared >= 2, "the twins never differed: the check above proves nothing"


@pytest.mark.parametrize("name", GAMES)
def test_the_budget_is_kept(name):
    game = position(name, 2, 20)
    bot = search(name, 1, iterations=9, settle=False, method="ismcts")
    bot.choose(game)
    assert isinstance(bot.last, SearchReport) and bot.last.iterations == 9
    assert sum(visits for visits, _ in bot.last.actions.values()) == 9     # one root decision an iteration
    timed = search(name, 1, seconds=0.05, method="ismcts")
    timed.choose(game)
    assert timed.last.iterations >= 1 and timed.last.seconds >= 0.05
    default = games.adapter(name).bots["search"](1)
    assert default.iterations == default.hooks.iterations and default.seconds is None


@pytest.mark.parametrize("name", GAMES)
def test_a_search_stops_once_its_choice_is_settled(name):
    """Stopping when the iterations left could not overtake the most visited action changes no
    choice, and it does stop early somewhere (else this test would prove nothing)."""
    stopped = 0
    for seed, decisions in ((3, 4), (5, 30), (7, 60), (1, 79), (3, 87)):     # the last two: Piratoons' narrow
        game = position(name, seed, decisions)                                # bid and overboard choices
        quick = search(name, seed, iterations=30, method="ismcts")
        full = search(name, seed, iterations=30, settle=False, method="ismcts")
        assert quick.choose(game) is full.choose(game)
        assert full.last.iterations == 30 and quick.last.iterations <= 30
        visits = sorted((v for v, _ in quick.last.actions.values()), reverse=True) + [0]
        if quick.last.iterations < 30:
            stopped += 1
            assert visits[0] > visits[1] + 30 - quick.last.iterations      # no other action could catch up
    assert stopped >= 1


def test_a_decision_without_a_choice_is_not_searched():
    game = position("pirates", 1, 0)
    while len(game.legal_actions()) > 1:
        game.apply_unchecked(game.legal_actions()[0])
    bot = search("pirates")
    assert bot.choose(game) is game.legal_actions()[0] and bot.last is None


SMALL_BUDGET = {"marauders": 16}   # a wide field: at 4, the last round's few samples still weighed luck (won 2 of 6)


@pytest.mark.parametrize("name", GAMES)
def test_it_beats_random_play(name):
    """A cheap real check: a search bot on a small budget against three random bots."""
    a = games.adapter(name)
    won = 0.0
    for i in range(3):
        game = a.new_game(4, 40 + i, RANDOM_PLAY.get(name), None)
        bots = make_bots(a, "random", 4, 40 + i)
        me = i % 4
        bots[me] = search(name, i, iterations=SMALL_BUDGET.get(name, 4))
        while not game.is_over:
            game.apply_unchecked(bots[game.current_player].choose(game))
        rows = a.final_rows(game)
        firsts = [s for s, r in enumerate(rows) if r["rank"] == 1]
        won += me in firsts and 1 / len(firsts)
    assert won >= 2          # a bot no better than random wins 2 of 3 about one time in six


def test_bad_budgets_are_refused():
    hooks = games.adapter("pirates").bots["search"](0).hooks
    with pytest.raises(ValueError, match="not both"):
        SearchBot(0, hooks, iterations=5, seconds=1.0)
    with pytest.raises(ValueError, match="at least 1"):
        SearchBot(0, hooks, iterations=0)
    with pytest.raises(ValueError, match="positive"):
        SearchBot(0, hooks, seconds=0)
    with pytest.raises(ValueError, match="SearchHooks"):
        SearchBot(0)


def test_standing_rewards_the_leader_and_the_margin():
    first, second, third = standing([10, 8, 2], scale=4.0)
    assert first > 0.5 > second > third >= 0 and first <= 1
    tied = standing([5, 5, 1], scale=4.0)
    assert tied[0] == tied[1] and 0.25 < tied[0] < 0.75


@pytest.mark.parametrize("name", GAMES)
def test_a_strong_seat_is_the_search_bot(name):
    a = games.adapter(name)
    assert {"strong", "search"} <= bot_words(a)
    assert isinstance(make_bot(a, "strong", 3), SearchBot) and isinstance(make_bot(a, "Strong ", 3), SearchBot)
    assert not isinstance(make_bot(a, "bot", 3), SearchBot)


def test_a_play_table_seats_a_strong_bot():
    pytest.importorskip("ipywidgets")
    from nassau import pirates
    table = pirates.play(players=["strong", "You", "bot", "bot"], seed=4)
    assert table.kinds == ["strong", None, "bot", "bot"] and isinstance(table.bots[0], SearchBot)
    assert "Bot 1 (strong)" in table.seats_text()
    assert table.game.current_player == 1 and table.game.ply > 0          # the bots played up to You
    assert any(seat == 0 for seat in (s.current_player for s in table.game._undo))


def test_the_tree_is_kept_for_the_seats_next_decision():
    """What the last search learnt below its choice is the start of the next one, when the
    game went that way; the same play replays exactly, and another game starts afresh."""
    def play(bot, seed):
        a = games.adapter("pirates")
        game = a.new_game(4, seed, None, None)
        others = [a.bots["heuristic"](s) for s in range(4)]
        choices, carried = [], []
        while game.ply < 120:
            seat = game.current_player
            if seat == 0 and len(game.legal_actions()) > 1:
                choices.append(bot.choose(game).notation)
                carried.append(bot.last.carried)
                assert sum(v for v, _ in bot.last.actions.values()) <= bot.last.carried + bot.last.iterations
                game.apply(choices[-1])
            else:
                game.apply(others[seat].choose(game))
        return choices, carried
    bot = search("pirates", 4, iterations=12, method="ismcts")
    choices, carried = play(bot, 8)
    assert carried[0] == 0 and sum(c > 0 for c in carried) >= 3
    assert play(search("pirates", 4, iterations=12, method="ismcts"), 8) == (choices, carried)
    again = play(bot, 9)[1]                       # the same bot in a new game: nothing to keep at first
    assert again[0] == 0


class _Pick:
    """A toy decision: its notation is all the search reads."""

    def __init__(self, notation):
        self.notation = notation


class _Toy:
    """Two seats take turns, three decisions each, between 'x' and 'y' tagged with the seat;
    a seat scores a point for each 'y'. Just enough of a game for the search kernel."""

    n = 2

    def __init__(self, moves=()):
        self.moves = list(moves)
        self._history = None
        for m in self.moves:
            self._history = (_Pick(m), self._history)

    @property
    def is_over(self):
        return len(self.moves) == 6

    @property
    def current_player(self):
        return len(self.moves) % 2

    def legal_actions(self):
        return [_Pick(f"x{self.current_player}"), _Pick(f"y{self.current_player}")]

    def apply_unchecked(self, action):
        self.moves.append(action.notation)
        self._history = (action, self._history)

    def resample(self, seat, seed):
        return _Toy(self.moves)


def _toy_hooks(opponents):
    from nassau.kernel.search import SearchHooks

    class First:
        def __init__(self, seed):
            pass

        def choose(self, game):
            return game.legal_actions()[0]

    def evaluate(game):
        return tuple(sum(m == f"y{s}" for m in game.moves) / 3 for s in range(2))
    return SearchHooks(policy=First, evaluate=evaluate, iterations=40, opponents=opponents)


def _tree_keys(node):
    keys = set()
    for key, kid in node.children.items():
        keys |= {key} | _tree_keys(kid)
    return keys


@pytest.mark.parametrize("opponents", ["tree", "policy"])
def test_with_policy_opponents_the_tree_holds_only_the_seats_own_decisions(opponents):
    bot = SearchBot(1, _toy_hooks(opponents), iterations=40, settle=False)
    game = _Toy()
    assert bot.choose(game).notation == "y0"
    keys = _tree_keys(bot._kept[0])
    if opponents == "policy":
        assert keys == {"x0", "y0"}          # seat 1 played the policy's 'x1' in the tree, and made no node
    else:
        assert {"x1", "y1"} <= keys          # plain SO-ISMCTS: seat 1 chose by its own UCB
    game.apply_unchecked(_Pick("y0"))
    game.apply_unchecked(_Pick("x1"))
    bot.choose(game)
    assert bot.last.carried > 0                # the subtree below 'y0' was kept for the next decision


def test_bad_opponent_models_are_refused():
    with pytest.raises(ValueError, match="opponents must be one of 'tree', 'policy'"):
        _toy_hooks("greedy")
    with pytest.raises(ValueError, match="opponents"):
        SearchBot(0, _toy_hooks("tree"), opponents="nobody")


# --- method="halving": sequential halving over common determinisations ---------------------------
class _Luck:
    """One decision among eight actions 'a0' to 'a7', then the end. What seat 0 scores is mostly
    luck (a number the determinisation draws from its seed, up to 1) and a little skill (0.01
    for each step up from 'a0'): only samples that share their luck can tell the actions apart."""

    n = 2
    current_player = 0

    def __init__(self, luck=0.0, moves=()):
        self.luck, self.moves = luck, list(moves)
        self._history = None

    @property
    def is_over(self):
        return bool(self.moves)

    def legal_actions(self):
        return [_Pick(f"a{i}") for i in range(8)]

    def apply_unchecked(self, action):
        self.moves.append(action.notation)

    def resample(self, seat, seed):
        from nassau.kernel.rng import Rng
        return _Luck(Rng(seed).below(1000) / 1000)

    def clone(self):
        return _Luck(self.luck, self.moves)


def _luck_hooks(pick="a0"):
    from nassau.kernel.search import SearchHooks

    class Pick:
        def __init__(self, seed):
            pass

        def choose(self, game):
            return _Pick(pick)

    def evaluate(game):
        mine = game.luck + 0.01 * int(game.moves[0][1])
        return (mine / 1.1, 1 - mine / 1.1)
    return SearchHooks(policy=Pick, evaluate=evaluate, iterations=24, method="halving")


def test_halving_tells_actions_apart_through_the_luck_of_their_samples():
    """Every action is rolled out on the same determinisations, so a skill of 0.01 shows through
    a luck of up to 1; the field halves 8, 4, 2 and the budget is kept."""
    for seed in range(10):
        bot = SearchBot(seed, _luck_hooks())
        assert bot.choose(_Luck()).notation == "a7"
        visits = {k: n for k, (n, _) in bot.last.actions.items()}
        assert visits["a7"] == visits["a6"] > visits["a5"] == visits["a4"] > visits["a3"] == visits["a0"] == 1
        assert bot.last.iterations == sum(visits.values()) <= 24


def test_halving_keeps_the_policys_move_when_actions_tie():
    hooks = _luck_hooks(pick="a3")
    flat = dataclasses.replace(hooks, evaluate=lambda game: (game.luck, 1 - game.luck))
    for seed in range(5):
        assert SearchBot(seed, flat).choose(_Luck()).notation == "a3"


def _noisy_hooks(guard):
    """The policy picks 'a3', the one action worth more (0.3); each action's reward also has its
    own noise of up to 1, not shared between actions, so a round of one or two samples often
    halves the best action out."""
    from nassau.kernel.rng import Rng

    def evaluate(game):
        k = int(game.moves[0][1])
        mine = Rng(int(game.luck * 1000) * 8 + k).below(1000) / 1000 + (0.3 if k == 3 else 0.0)
        return (mine / 1.3, 1 - mine / 1.3)
    return dataclasses.replace(_luck_hooks(pick="a3"), evaluate=evaluate, guard=guard)


def test_halving_guard_keeps_the_policys_choice_to_the_last_round():
    """With ``guard`` the policy's choice is sampled in every round, so it meets the best of the
    rest on the most samples, and loses only to an action that beats it there."""
    kept = {False: 0, True: 0}
    for guard in (False, True):
        for seed in range(40):
            bot = SearchBot(seed, _noisy_hooks(guard))
            kept[guard] += bot.choose(_Luck()).notation == "a3"
            visits = {k: n for k, (n, _) in bot.last.actions.items()}
            if guard:
                assert visits["a3"] == max(visits.values()) == 7
                assert sum(n == 7 for n in visits.values()) == 2 and bot.last.iterations <= 24
    assert kept[True] >= 32 and kept[True] >= kept[False] + 10      # 35 and 21 of 40 when written
    assert repr(SearchBot(0, _noisy_hooks(True))).endswith("method='halving', guard=True)")


def test_halving_on_a_time_budget():
    bot = SearchBot(3, _luck_hooks(), seconds=0.02)
    assert bot.choose(_Luck()).notation == "a7"
    assert bot.last.iterations >= 8 and bot.last.seconds >= 0


@pytest.mark.parametrize("name", GAMES)
def test_halving_plays_each_game_legally_and_replays_exactly(name):
    """The halving bot reads only what its seat sees, leaves the game untouched and makes the
    same choice from the same seed, in every game."""
    compared = 0
    for decisions in (3, 40):
        game = position(name, 11, decisions)
        seat = game.current_player
        before = game.state_dict()
        bot = search(name, 5, iterations=12, method="halving")
        choice = bot.choose(game)
        assert choice in list(game.legal_actions()) and game.state_dict() == before
        rollouts = sum(n for n, _ in bot.last.actions.values())
        assert bot.last.iterations == rollouts and min(n for n, _ in bot.last.actions.values()) >= 1
        assert rollouts <= max(12, 2 * len(game.legal_actions()) + 2 * math.log2(len(game.legal_actions())))
        assert search(name, 5, iterations=12, method="halving").choose(game) is choice
        twin = game.resample(seat, seed=decisions)
        if twin.state_dict() != game.state_dict():
            compared += 1
            twin_bot = search(name, 5, iterations=12, method="halving")
            assert twin_bot.choose(twin).notation == choice.notation
            assert twin_bot.last.actions == bot.last.actions
    assert compared >= 1


def test_bad_methods_are_refused():
    with pytest.raises(ValueError, match="method must be one of 'ismcts', 'halving'"):
        dataclasses.replace(_luck_hooks(), method="greedy")
    with pytest.raises(ValueError, match="method"):
        SearchBot(0, _luck_hooks(), method="flat")
    with pytest.raises(ValueError, match="guard must be one of False, True, not 'yes'"):
        SearchBot(0, _luck_hooks(), guard="yes")
