"""Copy the README's gallery pictures from the browser tests' screenshots, made smaller.

    .venv/bin/python -m pytest tests/browser        # writes test-artifacts/*.png
    .venv/bin/python examples/refresh_gallery.py    # writes notebooks/images/*.jpg
    .venv/bin/python examples/refresh_gallery.py marauders-storm.jpg   # only this one
"""

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PICTURES = {   # gallery name: the browser test's screenshot, and how much of its top to keep (px, None: all)
    "pirates-odds.jpg": ("pirates-fight-odds-lab-light.png", None),
    "pirates-nassau-dark.jpg": ("pirates-nassau-buying-lab-dark.png", None),
    "piratoons-auction.jpg": ("piratoons-auction-lab-light.png", None),
    "unrun-notebook.jpg": ("unrun-notebooks-02-a-round-step-by-step.png", None),
    "marauders-port.jpg": ("marauders-widget-port-panel-notebooks.png", None),
    "marauders-graph-unrun.jpg": ("unrun-lab-08-the-caribbean-as-a-graph.png", None),
    "marauders-lesson-dark.jpg": ("marauders-widget-lesson-lab-dark.png", 620),
    "marauders-storm.jpg": ("marauders-storm-warning-lab.png", 560),
    "marauders-death-dark.jpg": ("marauders-death-banner-lab-dark.png", 560),
    "marauders-game-over.jpg": ("marauders-game-over-lab.png", None),
}
WIDTH = 760


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", metavar="NAME", help="gallery pictures to write (default: all)")
    names = parser.parse_args(argv).names or list(PICTURES)
    unknown = [n for n in names if n not in PICTURES]
    if unknown:
        parser.exit(2, f"refresh_gallery: no gallery picture {unknown[0]!r}; they are {', '.join(PICTURES)}\n")
    from PIL import Image
    missing = [PICTURES[n][0] for n in names if not (ROOT / "test-artifacts" / PICTURES[n][0]).is_file()]
    if missing:
        print(f"refresh_gallery: run the browser tests first; missing {', '.join(missing)}", file=sys.stderr)
        return 2
    out = ROOT / "notebooks" / "images"
    out.mkdir(parents=True, exist_ok=True)
    for name in names:
        src, top = PICTURES[name]
        image = Image.open(ROOT / "test-artifacts" / src).convert("RGB")
        if top is not None:                         # the part that shows the thing, not the whole table
            image = image.crop((0, 0, image.width, min(top, image.height)))
        height = round(image.height * WIDTH / image.width)
        image.resize((WIDTH, height), Image.LANCZOS).save(out / name, quality=88, optimize=True)
        print(f"wrote notebooks/images/{name} ({(out / name).stat().st_size // 1024:,} KB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
