"""Re-execute the tutorial notebooks and keep their stored outputs deterministic.

    .venv/bin/python notebooks/refresh.py [NOTEBOOK ...]

Run it after any change to what the package displays: nbval (strict) compares the stored
outputs with a fresh run. Widget outputs keep their static text/plain and text/html views;
the widget model reference (a random id) and the saved widget state are removed, and
neighbouring chunks of one printed stream are stored as one output.
"""

import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def execute(path: Path) -> None:
    subprocess.run([sys.executable, "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute", "--inplace",
                    "--ExecutePreprocessor.record_timing=False", str(path)], check=True)


def strip_widget_ids(path: Path) -> None:
    nb = json.loads(path.read_text(encoding="utf-8"))
    nb["metadata"].pop("widgets", None)
    for cell in nb["cells"]:
        for out in cell.get("outputs", []):
            out.get("data", {}).pop(WIDGET_VIEW, None)
        if "outputs" in cell:
            cell["outputs"] = joined_streams(cell["outputs"])
    path.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def joined_streams(outputs: list) -> list:
    """Neighbouring outputs of one stream as one: the kernel flushes printed text in chunks
    whose edges depend on timing, so a line could be stored split over two outputs."""
    out = []
    for o in outputs:
        last = out[-1] if out else None
        if o.get("output_type") == "stream" and last and last.get("output_type") == "stream" \
                and last["name"] == o["name"]:
            last["text"] = "".join(last["text"]) + "".join(o["text"])
            last["text"] = last["text"].splitlines(keepends=True)
        else:
            out.append(o)
    return out


def main(names) -> None:
    paths = [Path(n) for n in names] or sorted(HERE.glob("[0-9]*.ipynb"))
    for path in paths:
        execute(path)
        strip_widget_ids(path)
        print(f"refreshed {path}")


if __name__ == "__main__":
    main(sys.argv[1:])
