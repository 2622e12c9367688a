"""A play table's file box on a server (``nassau serve`` sets NASSAU_SAVE_DIR): a visitor
saves and loads by a plain file name in the server's folder, never a path to the server's
own files; on one's own machine, any path as before."""

import json

import pytest

from nassau import marauders, piratoons, pirates
from nassau.display import seats


@pytest.mark.parametrize("module", [pirates, piratoons, marauders], ids=["pirates", "piratoons", "marauders"])
def test_a_server_keeps_saves_to_file_names_in_its_folder(module, tmp_path, monkeypatch):
    folder, outside = tmp_path / "saves", tmp_path / "outside.json"
    monkeypatch.setenv(seats.SAVE_DIR, str(folder))
    table = module.play(["You", "bot", "bot"], seed=3)
    record = table.game.to_json()
    assert table.save("mine.json") == folder / "mine.json"
    assert json.loads((folder / "mine.json").read_text()) == json.loads(record)
    for bad in (str(outside), "../outside.json", "sub/dir.json", ".hidden", ""):
        assert table.save(bad) is None and not outside.exists()
        if module is marauders:                                    # the refusal in the table's message
            assert "plain file name" in table.board.message
        assert table.load(bad) is False
    outside.write_text(record)
    assert table.load(str(outside)) is False                      # not even a good record outside
    assert table.load("mine.json") is True and table.game.to_json() == record


def test_on_ones_own_machine_any_path_is_kept(tmp_path, monkeypatch):
    monkeypatch.delenv(seats.SAVE_DIR, raising=False)
    table = pirates.play(["You", "bot", "bot"], seed=3)
    path = tmp_path / "deep" / "game.json"
    assert table.save(str(path)) == path and table.load(str(path)) is True
