"""Each seat's public log (``game.public_log(seat)``) tells nobody else's hidden information.

Bot games of every game, read at every ply by every seat: nothing of another seat's stash
amounts, glory cards in hand or sealed claims and bids reaches a seat, a seat reads its own
private sentences as they are, and once the game is over everyone reads the whole log. The
checks look at what the sentences say (amounts, titles, card ids, whole logs compared), not
at the games' tables of private templates, so that a template left out of a table fails here.
"""

import re
from collections import Counter

import pytest

from nassau import games
from nassau.kernel.adapter import make_bots

NAMES = ("Ann", "Bo", "Cy")


BOTS = {"marauders": "bot"}      # random captains seldom win glory: no glory card would be there to leak


def _game(name, seed):
    ad = games.adapter(name)
    return ad.new_game(NAMES, seed, ad.random_play_options, None), make_bots(ad, BOTS.get(name, "random"), 3, seed)


def _plies(name, seed):
    """Each position of a bot game before its end, with the sentences every seat read new in the
    last decision (its position before it too)."""
    game, bots = _game(name, seed)
    read = [[] for _ in NAMES]
    while True:
        before = game.clone()
        game.apply(bots[game.current_player].choose(game))
        if game.is_over:
            return
        now = [game.public_log(s) for s in range(3)]
        assert all(now[s][:len(read[s])] == read[s] for s in range(3))     # a public log only grows
        yield before, game, [now[s][len(read[s]):] for s in range(3)]
        read = now


@pytest.mark.parametrize("name", ["marauders", "pirates", "piratoons"])
def test_once_the_game_is_over_every_seat_reads_the_whole_log(name):
    game, bots = _game(name, 5)
    while not game.is_over:
        game.apply(bots[game.current_player].choose(game))
    assert all(game.public_log(s) == game.log() for s in range(3))
    assert game.public_log("Bo") == game.log()


# --- Merchants & Marauders ------------------------------------------------------------------------
STASH_AMOUNT = r"^{} (stashes \d+ gold|takes \d+ gold from the stash|'s stash holds)"


def _stashes_read(seed) -> tuple:
    """Play a game, checking each decision's new sentences: a captain reads his own stash
    amounts as the log says them, and no other captain's; returns how many of the others'
    stashes (without amounts) and of his own were read."""
    others = own = 0
    for before, game, new in _plies("marauders", seed):
        said = game.log()[len(before.log()):]
        for s in range(3):
            for q in range(3):
                amount = re.compile(STASH_AMOUNT.format(NAMES[q]))
                if q == s:
                    assert [x for x in said if amount.match(x)] == [x for x in new[s] if amount.match(x)]
                    own += sum(1 for x in new[s] if amount.match(x))
                else:
                    assert not [x for x in new[s] if amount.match(x)], (NAMES[s], new[s])
                    others += sum(1 for x in new[s] if re.match(rf"{NAMES[q]} (stashes|takes) gold", x))
    return others, own


@pytest.mark.parametrize("seed", [3, 11])
def test_a_captain_reads_no_other_stash_amount_and_his_own_in_full(seed):
    others, own = _stashes_read(seed)
    assert others >= 2 and own >= 1       # stashes were made: there was something to leak


def test_the_stash_check_sees_a_leak(monkeypatch):
    from nassau.marauders.rules import public_log
    monkeypatch.setattr(public_log, "PRIVATE", {})          # the amounts read by everyone
    with pytest.raises(AssertionError):
        _stashes_read(3)


def _titles(game, cards) -> Counter:
    return Counter(game.comp.glory[c].name for c in cards)


def _shown(game) -> Counter:
    """The glory cards face up: the discards and the specialists hired."""
    return _titles(game, game.glory_discard + tuple(c for p in game.players for c in p.specialists))


@pytest.mark.parametrize("seed", [3, 11])
def test_a_captain_reads_no_title_of_a_glory_card_in_another_hand(seed):
    held = 0
    for before, game, new in _plies("marauders", seed):
        played = _shown(game) - _shown(before)        # a title shown in this decision may be read
        for s in range(3):
            for p in game.players:
                if p.seat == s:
                    continue
                for title in _titles(game, p.hand):
                    held += 1
                    if title not in played:
                        assert not any(re.search(rf"\b{re.escape(title)}\b", x) for x in new[s]), (title, new[s])
    assert held > 100


def test_the_smuggler_s_hold_keeps_its_card_from_the_others():
    """A plug-in's private sentence (its ``PRIVATE_EVENTS``): the others read that a card went in."""
    from nassau.marauders.seas_of_glory.smugglers_hold import HOLD_KEEPS
    game, _ = _game("marauders", 3)
    game._event(HOLD_KEEPS, "Bo", "Havana")
    assert game.public_log("Bo")[-1] == "Bo puts the contraband for Havana in the Smuggler's Hold."
    assert game.public_log("Ann")[-1] == game.public_log("Cy")[-1] == "Bo puts a contraband card in the Smuggler's Hold."


# --- Pirates of Nassau ------------------------------------------------------------------------------
MERCHANT = re.compile(r"\bM\d-\d\d\b")


def _merchants_seen(game) -> set:
    obs = game.observation(0)
    return set(obs["routes"].values()) | set(obs["departed"]) | {m for p in obs["players"] for m in p["captured"]}


def test_a_pirates_log_is_everyone_s_and_names_no_merchant_still_face_down():
    seen, checked = set(), 0
    for before, game, new in _plies("pirates", 4):
        seen |= _merchants_seen(before) | _merchants_seen(game)
        face_down = {game.comp.merchants[m].id for deck in game.decks for m in deck} - seen
        for s in range(3):
            assert game.public_log(s) == game.log()
            named = {m for x in new[s] for m in MERCHANT.findall(x)}
            assert not named & face_down
            checked += len(named)
    assert checked > 5


# --- Piratoons: sealed claims and bids ----------------------------------------------------------------
def _to(phase, seed):
    """A digital game at a sealed ``phase`` with the second seat of the queue to commit (the
    first has committed, so its choice is already sealed when the others go on), and a choice
    for it to make."""
    game, bots = _game("piratoons", seed)
    while not (game.phase == phase and len(game.queue) == 2 and len(game.legal_actions()) > 2):
        game.apply(bots[game.current_player].choose(game))
        assert not game.is_over
    return game


def _twins(game, picks):
    """Copies of ``game`` in which the seat to decide commits differently: each of ``picks``
    says which of its legal actions it takes (by their count), until another seat decides."""
    seat, out = game.current_player, []
    for pick in picks:
        twin = game.clone()
        while twin.current_player == seat:
            legal = twin.legal_actions()
            twin.apply(legal[pick(len(legal))])
        out.append(twin)
    return seat, out


def _same_until_revealed(seat, twins, word):
    """The other seats commit the same in both twins: until the reveal every seat's public log
    is the same in both; the reveal then shows the twins differ (the check could see it)."""
    a, b = twins
    start = len(a.log())
    while not any(x.startswith(word) for x in a.log()[start:]):
        assert a.current_player == b.current_player != seat
        for s in range(3):
            assert a.public_log(s) == b.public_log(s), (s, a.public_log(s)[-3:], b.public_log(s)[-3:])
        action = a.legal_actions()[0]
        a.apply(action)
        b.apply(action)
    assert all(a.public_log(s) != b.public_log(s) for s in range(3))


@pytest.mark.parametrize("seed", [2, 9])
def test_a_sealed_claim_reaches_no_other_seat_s_log_before_the_reveal(seed):
    game = _to("claim", seed)
    # the seat seals at once in one twin (the seal is its last choice), and puts every sailor it
    # has on the first place in the other: its claims and its sailors left differ
    seat, twins = _twins(game, [lambda n: n - 1, lambda n: 0])
    assert twins[0].observation(seat)["players"][seat] != twins[1].observation(seat)["players"][seat]
    _same_until_revealed(seat, twins, "Claims revealed")


@pytest.mark.parametrize("seed", [2, 9])
def test_a_sealed_bid_reaches_no_other_seat_s_log_before_the_reveal(seed):
    game = _to("bid", seed)
    seat, twins = _twins(game, [lambda n: 0, lambda n: n - 1])      # no coin, or every coin
    assert twins[0].bids[seat] != twins[1].bids[seat]
    _same_until_revealed(seat, twins, "Bids revealed")


def test_the_sealed_claim_check_sees_a_leak(monkeypatch):
    from nassau.piratoons.rules import grab
    from nassau.piratoons.rules.action_kinds import KINDS

    def told(g, a):                 # a claim that the log tells everyone as it is sealed
        grab.claim(g, a)
        g._event("{} <claims> a tile.", g.names[g.queue[0]])
    monkeypatch.setattr(KINDS["claim"], "handler", told)
    with pytest.raises(AssertionError):
        test_a_sealed_claim_reaches_no_other_seat_s_log_before_the_reveal(2)
