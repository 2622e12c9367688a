"""The "Play" notebook of each game: a page with one table against bots, for the JupyterLite
site and the Voilà app. They are written from here (not shipped as files) so that the one
list of games, :data:`nassau.games.GAMES`, decides which pages exist.
"""

import json
from pathlib import Path

from .. import games
from ..kernel.english import plural

# the human seat and the bots of each game's page: a table a student can finish in a lesson
SEATS = {"pirates": ["You", "bot", "bot"], "piratoons": ["You", "bot", "bot"], "marauders": ["You", "bot", "bot"]}


def file_name(game: str) -> str:
    return f"play-{game}.ipynb"


# a table for two humans taking turns at one screen, and a bot
HOTSEAT = ["Player 1", "Player 2", "bot"]


def play_notebook(game: str, seed: int = 0, seats=None) -> dict:
    """A notebook (nbformat 4, as a dict) whose one code cell starts ``game``'s play widget;
    ``seats`` as ``play(players=...)`` takes them ("bot" for a bot seat), by default the
    game's one human and bots of :data:`SEATS`."""
    adapter = games.adapter(game)
    seats = list(seats or SEATS.get(adapter.name, ["You", "bot"]))
    humans = [s for s in seats if s.lower() != "bot"]
    bots = plural(len(seats) - len(humans), "bot")
    who = (f"You play the first seat against {bots}." if len(humans) < 2 else
           f"{' and '.join(humans)} take turns at this screen against {bots}.")
    intro = (f"# Play {adapter.title}\n\n"
             f"{who} Click on the board or on a "
             "choice; every refusal says which rule stops it. Run the cell again with another "
             "`seed` for another game; `undo=\"free\"` lets you take back any decision.")
    code = f"from nassau import {adapter.name}\n\n{adapter.name}.play({seats!r}, seed={seed})"
    return {
        "cells": [_cell("intro", "markdown", intro), _cell("play", "code", code)],
        "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
                     "language_info": {"name": "python"}},
        "nbformat": 4, "nbformat_minor": 5,
    }


def _cell(ident: str, kind: str, source: str) -> dict:
    cell = {"cell_type": kind, "id": ident, "metadata": {}, "source": source}
    if kind == "code":
        cell.update(execution_count=None, outputs=[])
    return cell


def write_play_notebooks(folder, seed: int = 0) -> list:
    """Write every game's "Play" notebook into ``folder``; returns their paths."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for name in games.names():
        path = folder / file_name(name)
        path.write_text(json.dumps(play_notebook(name, seed), indent=1) + "\n", encoding="utf-8")
        out.append(path)
    return out
