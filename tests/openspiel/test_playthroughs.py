"""The golden playthroughs (see :mod:`tests.openspiel.golden`) replayed by OpenSpiel's
generate_playthrough: the same game strings and actions must give the same text, every
observation, information state, legal action and return along the way."""

import difflib

import pytest

pytest.importorskip("pyspiel")

from tests.openspiel import golden  # noqa: E402


@pytest.mark.parametrize("name", sorted(golden.PLAYTHROUGHS))
def test_a_playthrough_replays_as_recorded(name, tmp_path):
    path = tmp_path / name.removesuffix(".gz")
    path.write_text(golden.text(name), encoding="utf-8")
    game_string, seed = golden.PLAYTHROUGHS[name]
    original, new = golden.generator().replay(str(path))
    assert original.startswith(f"game: {game_string}\n")
    if original != new:
        diff = difflib.unified_diff(original.splitlines(), new.splitlines(), "recorded", "now", n=1, lineterm="")
        lines = [line[:300] for line in diff]
        pytest.fail(f"{name} has changed (regenerate deliberately: python -m tests.openspiel.golden):\n"
                    + "\n".join(lines[:40]))
