"""The OpenSpiel playthroughs of nassau's games: golden files in ``playthroughs/``, made by
OpenSpiel's own ``generate_playthrough`` (random actions and chance from a seed, every
observation and information state along the way) and gzipped (the text runs to 0.5-1 MB).

Regenerate them deliberately, after a change to a game, its encoding or the adapter, and
review the change (``zdiff`` old and new) before committing::

    python -m tests.openspiel.golden            # from the repository's root
"""

import gzip
import importlib
from pathlib import Path

FOLDER = Path(__file__).parent / "playthroughs"

# file -> (game string, seed): the shortest games each rulebook allows
PLAYTHROUGHS = {
    "nassau_pirates.txt.gz": ("nassau_pirates(players=3)", 1),
    "nassau_piratoons.txt.gz": ("nassau_piratoons(players=2)", 1),
    "nassau_marauders.txt.gz": ("nassau_marauders(players=2,round_limit=1)", 1),
}


def generator():
    """OpenSpiel's generate_playthrough, its flags parsed, with nassau's games registered."""
    from absl import flags
    if not flags.FLAGS.is_parsed():
        flags.FLAGS.mark_as_parsed()
    importlib.import_module("nassau.openspiel")         # registers the games
    from open_spiel.python.algorithms import generate_playthrough
    return generate_playthrough


def text(name: str) -> str:
    """A golden file's text."""
    return gzip.decompress((FOLDER / name).read_bytes()).decode("utf-8")


def regenerate() -> None:
    gp = generator()
    FOLDER.mkdir(exist_ok=True)
    for name, (game_string, seed) in PLAYTHROUGHS.items():
        new = gp.playthrough(game_string, None, seed=seed)
        path = FOLDER / name
        if path.exists() and text(name) == new:
            print(f"unchanged {name}")
            continue
        path.write_bytes(gzip.compress(new.encode("utf-8"), mtime=0))
        print(f"wrote     {name} ({len(new) // 1000} kB of text)")


if __name__ == "__main__":
    regenerate()
