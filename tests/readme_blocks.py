"""The fenced code blocks of a Markdown file, for the tests that run the README's code."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
FENCE = re.compile(r"^```(\w*)\n(.*?)^```", re.S | re.M)


def blocks(path: Path = README) -> list:
    """``[(language, code), ...]`` in the order they appear."""
    return [(m.group(1), m.group(2)) for m in FENCE.finditer(path.read_text(encoding="utf-8"))]


def shell_lines(path: Path = README) -> list:
    """Every command line of the ``sh`` blocks."""
    return [line.strip() for lang, code in blocks(path) if lang == "sh" for line in code.splitlines()
            if line.strip() and not line.lstrip().startswith("#")]


def command(prefix: str, path: Path = README) -> str:
    """The one shell line that starts with ``prefix``."""
    found = [line for line in shell_lines(path) if line.startswith(prefix)]
    assert len(found) == 1, f"{path.name} should have one command starting {prefix!r}: {found}"
    return found[0]
