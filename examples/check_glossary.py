"""Check a game's glossary quotes against the rulebook they were taken from.

    python examples/check_glossary.py RULEBOOK GAME

RULEBOOK is the Traditional Chinese rulebook as a UTF-8 text file (the rulebooks are not
part of nassau); GAME is a package with a glossary (pirates, piratoons, marauders: every
package with a ``data/glossary.json``). Every excerpt of every ``quote`` of a ``rulebook``
record must appear word for word in the rulebook; the text file's line breaks do not
count, since they fall where the printed page broke its lines, sometimes in the middle of
a term.

Prints one line per problem and exits with 1 if there are any, 0 (silently) if not, and
2 with a one-line error for bad arguments or a glossary file that does not load.
"""

import argparse
import importlib
import sys
from importlib import resources
from pathlib import Path


def games() -> list:
    """The nassau games that have a glossary, in the order of ``nassau.games.names()``."""
    from nassau import games as registry
    root = resources.files("nassau")
    return [name for name in registry.names() if root.joinpath(name, "data", "glossary.json").is_file()]


class _Parser(argparse.ArgumentParser):
    def error(self, message):       # one line, not the usage block
        self.exit(2, f"{self.prog}: {message} (usage: {self.prog} RULEBOOK GAME)\n")


def main(argv=None) -> int:
    parser = _Parser(prog="check_glossary.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("rulebook", type=Path, help="the rulebook as a UTF-8 text file")
    parser.add_argument("game", help="a game with a glossary: " + ", ".join(games()))
    args = parser.parse_args(argv)
    if args.game not in games():
        parser.error(f"no glossary for game {args.game!r}; choose from {', '.join(games())}")
    try:
        text = args.rulebook.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        parser.error(f"cannot read the rulebook {str(args.rulebook)!r}: {e}")
    from nassau.kernel.glossary import quote_problems
    try:
        records = importlib.import_module(f"nassau.{args.game}.views.glossary").terms()
    except ValueError as e:
        parser.error(f"the {args.game} glossary does not load: {e}")
    problems = quote_problems(records, text)
    for line in problems:
        print(f"{args.game}: {line}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
