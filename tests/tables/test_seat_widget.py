"""The seat's widget: drawn from the seat's view alone, its buttons are the seat's legal
actions on its turn and none otherwise, a decision lands at the table, a refusal says why and
changes nothing, a decision that came too late shows the table as it is, and a waiting seat
redraws when another seat decides."""

import html
import time

import pytest

from nassau import tables

pytest.importorskip("ipywidgets")

from nassau.display.tableseat import MANY, SeatWidget  # noqa: E402


def _buttons(widget):
    if not widget.choices.children:
        return []
    row = widget.choices.children[1]
    return list(row.children)


@pytest.fixture
def piratoons(tmp_path):
    made = tables.create("piratoons", ["Ann", "Bo", "Cy"], bots={"Cy": "bot"}, seed=4,
                         store=f"sqlite:///{tmp_path}/t.sqlite")
    return made.join("Ann"), made.join("Bo")


def test_the_widget_offers_the_seats_choices_on_its_turn_only(piratoons):
    ann, bo = piratoons
    mine, theirs = SeatWidget(ann, follow=False), SeatWidget(bo, follow=False)
    view = ann.view()
    assert [b.tooltip for b in _buttons(mine)] == view["legal"]
    assert [b.description for b in _buttons(mine)] == [words for _, words in view["choices"]]
    assert _buttons(theirs) == [] and "Ann decides" in theirs.header.value and "your turn" in mine.header.value
    assert mine.panel.value == view["panel"] and mine.public.value == view["public"]
    assert view["log"] and all(html.escape(line) in mine.news.value for line in view["log"])
    _buttons(mine)[0].click()
    assert ann.view()["version"] == view["version"] + 1 == mine.view["version"]
    theirs.refresh()
    assert theirs.view["version"] == mine.view["version"]


def test_a_late_decision_shows_the_table_as_it_is_and_a_refusal_changes_nothing(piratoons):
    ann, _ = piratoons
    widget = SeatWidget(ann, follow=False)
    version = widget.view["version"]
    widget.decide("bid 99")                            # not a legal action now: refused with the rule's words
    assert "is-error" in widget.message.value and ann.view()["version"] == version
    ann.act(ann.view()["legal"][0], version)           # the same seat, from another screen
    widget.decide(widget.view["legal"][0])             # made on the old version
    assert "reached the table first" in widget.message.value and widget.view["version"] == version + 1
    assert ann.view()["version"] == version + 1        # nothing of the late decision landed


def test_a_waiting_seat_redraws_when_another_decides(piratoons):
    ann, bo = piratoons
    widget = SeatWidget(bo)                            # follows the table with its thread
    try:
        seen = widget.view["version"]
        while (view := ann.view())["your_turn"]:
            ann.act(view["legal"][0], view["version"])
        deadline = time.monotonic() + 10
        while widget.view["version"] == seen and time.monotonic() < deadline:
            time.sleep(0.05)
        assert widget.view["version"] > seen and widget.view["your_turn"] and _buttons(widget)
    finally:
        widget.close()


def test_a_long_list_of_choices_is_a_list_to_pick_from(tmp_path):
    made = tables.create("marauders", ["Ann", "Bo"], seed=2, store=f"sqlite:///{tmp_path}/t.sqlite")
    seats = [made.join(n) for n in ("Ann", "Bo")]
    for i in range(400):                               # play until a decision has many choices
        seat = next(s for s in seats if s.view()["your_turn"])
        view = seat.view()
        if len(view["legal"]) > MANY:
            break
        seat.act(view["legal"][i * 7 % len(view["legal"])], view["version"])
    assert len(view["legal"]) > MANY
    widget = SeatWidget(seat, follow=False)
    pick, go = widget.choices.children[1].children
    assert [v for _, v in pick.options] == view["legal"]
    pick.value = view["legal"][-1]
    go.click()
    assert seat.view()["version"] == view["version"] + 1
