"""What a seat receives never depends on another seat's hidden information: two tables whose
positions differ only in what seat A cannot see give seat A the same view, through the store.
Merchants & Marauders and Pirates of Nassau: the game's position drawn again where A cannot see
(``resample``), both set as tables. Piratoons: two tables where another seat seals other claims.
On SQLite, and on PostgreSQL when a server is given (the ``url`` fixture)."""

import pytest

from nassau import games, tables
from nassau.kernel.adapter import make_bots
from nassau.kernel.errors import RecordError

NAMES = ("Ann", "Bo", "Cy")


def _same_but_table(a: dict, b: dict):
    assert {**a, "table": None} == {**b, "table": None}


def _set(game, store):
    """A table of ``game`` (every seat a person's) and each seat opened."""
    created = tables.create(game, None, store=store)
    return [created.join(name) for name in game.names]


def _positions(name, store, stops):
    ad = games.adapter(name)
    game = ad.new_game(NAMES, 11, ad.random_play_options, None)
    bots = make_bots(ad, "bot", len(NAMES), 11)
    for stop in stops:
        while game.ply < stop and not game.is_over:
            game.apply(bots[game.current_player].choose(game))
        yield game


@pytest.mark.parametrize("name", ["marauders", "pirates"])
def test_what_a_seat_sees_does_not_depend_on_what_it_cannot_see(name, url):
    store = tables.open_store(url)
    compared = others_differed = 0
    for game in _positions(name, store, [0, 7, 25, 60, 120]):
        for watcher in range(len(NAMES)):
            here, twin = game.clone(), game.resample(watcher, seed=watcher + 5)
            try:
                with here.edit():
                    pass
                with twin.edit():
                    pass
            except RecordError:
                continue            # a position the editor does not take as a start (mid-decision)
            if here.observation(watcher) != game.observation(watcher):
                continue            # the editor finished the setup first, drawing: no longer the same position
            assert here.to_json() != twin.to_json()             # the twin truly differs somewhere
            seats, twin_seats = _set(here, store), _set(twin, store)
            _same_but_table(seats[watcher].view(), twin_seats[watcher].view())
            compared += 1
            others_differed += any(seats[s].view()["observation"] != twin_seats[s].view()["observation"]
                                   for s in range(len(NAMES)) if s != watcher)
    assert compared >= 5
    if name == "marauders":          # hands, stashes, captains dealt: others' hidden information was there to leak
        assert others_differed >= 3


def test_a_sealed_claim_reaches_no_other_seat(url):
    store = url
    views = []
    for pick in (0, 1):          # Ann seals claims on the first place in one table, on the second in the other
        created = tables.create("piratoons", list(NAMES), seed=4, store=store)
        ann, bo, cy = (created.join(n) for n in NAMES)
        while ann.view()["your_turn"]:
            view = ann.view()
            ann.act(view["legal"][min(pick, len(view["legal"]) - 1)], view["version"])
        seen = [bo.view(), cy.view()]
        view = bo.view()
        assert view["your_turn"] and view["legal"]
        bo.act(view["legal"][0], view["version"])
        seen += [bo.view(), cy.view()]
        views.append((ann.view(), seen))
    (ann0, seen0), (ann1, seen1) = views
    assert ann0["observation"] != ann1["observation"]        # Ann sees her own claims, which differ
    for a, b in zip(seen0, seen1):
        _same_but_table(a, b)


def test_a_view_holds_the_seats_own_things_only(url):
    """Not the record, not the whole log, not another seat's legal actions."""
    created = tables.create("marauders", list(NAMES), seed=2, store=url)
    seats = [created.join(n) for n in NAMES]
    views = [s.view() for s in seats]
    assert set(views[0]) == {"table", "game", "title", "seat", "you", "names", "version", "to_decide", "your_turn",
                             "legal", "choices", "prompt", "observation", "over", "result", "public", "panel", "log"}
    turn = [v["your_turn"] for v in views]
    assert turn.count(True) == 1
    for v in views:
        assert bool(v["legal"]) == v["your_turn"] and (v["prompt"] is None) != v["your_turn"]
        assert '"actions"' not in str(v) and "start_hash" not in str(v)
        assert [c[0] for c in v["choices"]] == v["legal"] and all(words for _, words in v["choices"])
        assert "hidden cards</th>" in v["public"] and f"<b>{v['you']}</b>" in v["panel"]
    # each seat's panel holds its own hand, and only its own: the hands were dealt apart
    hands = [{c for c in v["observation"]["players"][v["seat"]]["hand"]} for v in views]
    assert len({frozenset(h) for h in hands}) == len(NAMES)
    for v in views:
        others = set().union(*(h for s, h in enumerate(hands) if s != v["seat"])) - hands[v["seat"]]
        names = {c.id: c.name for c in tables.seats.game_of("marauders", v["table"],
                                                             seats[0].store.table(v["table"]).record).comp.glory}
        assert all(names[c] in v["panel"] for c in hands[v["seat"]])
        assert not any(names[c] in v["panel"] for c in others)


def test_the_tables_import_nothing_of_jupyter_and_no_game_imports_them():
    """The tables run in a server's plain Python: no Jupyter, and the seat's widget only when a
    notebook shows a seat; the rules never reach up to them (the import graph's test holds that
    for every game)."""
    from pathlib import Path

    from tests.conformance.test_import_graph import JUPYTER, imports
    folder = Path(tables.__file__).parent
    found = [(name, top) for path in folder.glob("*.py") for name, top in imports(path, "nassau.tables")]
    assert [name for name, _ in found if name.split(".")[0] in JUPYTER] == []
    assert [name for name, top in found if top and name.startswith("nassau.display")] == []
    # a seat shows itself as its widget: the one view, imported when a notebook asks for it
    assert {name for name, top in found if name.startswith("nassau.display")} == {
        "nassau.display.tableseat", "nassau.display.tableseat.SeatWidget"}
