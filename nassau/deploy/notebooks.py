"""The "Play" notebook of each game: a page with one table against bots, for the JupyterLite
site and the Voilà app. They are written from here (not shipped as files) so that the one
list of games, :data:`nassau.games.GAMES`, decides which pages exist.
"""

import json
import os
import secrets
from pathlib import Path
from urllib.parse import parse_qs

from .. import games
from ..kernel.english import plural

# the human seat and the bots of each game's page: a table a student can finish in a lesson
SEATS = ["You", "bot", "bot"]


def file_name(game: str) -> str:
    return f"play-{game}.ipynb"


# a table for two humans taking turns at one screen, and a bot
HOTSEAT = ["Player 1", "Player 2", "bot"]


def play_notebook(game: str, seed: int = 0, seats=None, app: bool = False) -> dict:
    """A notebook (nbformat 4, as a dict) whose one code cell starts ``game``'s play widget;
    ``seats`` as ``play(players=...)`` takes them ("bot" for a bot seat), by default the
    one human and the bots of :data:`SEATS`. ``app``: a page of the Voilà app, where the
    visitor sees no cell: each visit deals a new game (:func:`visitor_seed`) and the words
    say how to play one again."""
    adapter = games.adapter(game)
    seats = list(seats or SEATS)
    humans = [s for s in seats if s.lower() != "bot"]
    bots = plural(len(seats) - len(humans), "bot")
    who = (f"You play the first seat against {bots}." if len(humans) < 2 else
           f"{' and '.join(humans)} take turns at this screen against {bots}.")
    again = ("Each visit deals a new game, and its number shows above the table." if app else
             "Run the cell again with another `seed` for another game; `undo=\"free\"` lets you take back "
             "any decision.")
    intro = f"# Play {adapter.title}\n\n{who} Click on the board or on a choice; every refusal says which " \
            f"rule stops it. {again}"
    if app:
        code = (f"from nassau import {adapter.name}\nfrom nassau.deploy.notebooks import visitor_seed\n\n"
                "seed = visitor_seed()\n"
                'print(f"Game {seed}: add ?seed={seed} to this page\'s address to deal it again.")\n'
                f"{adapter.name}.play({seats!r}, seed=seed)")
    else:
        code = f"from nassau import {adapter.name}\n\n{adapter.name}.play({seats!r}, seed={seed})"
    return notebook(intro, "play", code)


def notebook(intro: str, ident: str, code: str) -> dict:
    """A notebook (nbformat 4, as a dict) of a Markdown cell ``intro`` and one code cell."""
    return {
        "cells": [_cell("intro", "markdown", intro), _cell(ident, "code", code)],
        "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
                     "language_info": {"name": "python"}},
        "nbformat": 4, "nbformat_minor": 5,
    }


def visitor_seed() -> int:
    """The seed of a visitor's game in the Voilà app: ``?seed=N`` of the page's address (Voilà
    hands the kernel the address's query as ``QUERY_STRING``), else a fresh one from the
    operating system, never the global ``random``."""
    query = parse_qs(os.environ.get("QUERY_STRING", ""))
    given = (query.get("seed") or [""])[0]
    if given.isdigit() and len(given) <= 9:
        return int(given)
    return secrets.randbelow(1_000_000_000)


def _cell(ident: str, kind: str, source: str) -> dict:
    cell = {"cell_type": kind, "id": ident, "metadata": {}, "source": source}
    if kind == "code":
        cell.update(execution_count=None, outputs=[])
    return cell


def write_play_notebooks(folder, seed: int = 0, app: bool = False) -> list:
    """Write every game's "Play" notebook into ``folder`` (``app``: the Voilà app's pages);
    returns their paths."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for name in games.names():
        out.append(write_notebook(folder / file_name(name), play_notebook(name, seed, app=app)))
    return out


def write_notebook(path, notebook: dict) -> Path:
    """Write a notebook (as :func:`play_notebook` makes it) to ``path``; returns the path."""
    path = Path(path)
    path.write_text(json.dumps(notebook, indent=1) + "\n", encoding="utf-8")
    return path
