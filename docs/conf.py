"""Sphinx configuration of nassau's documentation site (see docs/README.md)."""

import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE / "_ext"))
sys.path.insert(0, str(ROOT))


def _copy_tutorials() -> None:
    """The tutorials live in notebooks/, where JupyterLab and nbval find them; the site renders
    a copy of them (and the pictures they link) from docs/tutorials/, written here before
    Sphinx looks for its sources. Only changed files are copied, so rebuilds stay incremental."""
    target = HERE / "tutorials"
    for source in sorted((ROOT / "notebooks").glob("*.ipynb")) + sorted((ROOT / "notebooks" / "images").glob("*")):
        copy = target / source.relative_to(ROOT / "notebooks")
        if not copy.exists() or copy.read_bytes() != source.read_bytes():
            copy.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, copy)


_copy_tutorials()

project = "nassau"
author = "the nassau authors"
copyright = "the nassau authors, MIT licence"
release = version = __import__("nassau").__version__

extensions = [
    "myst_nb",
    "sphinx.ext.autodoc",
    "sphinx.ext.viewcode",
    "nassau_docs",
]
exclude_patterns = ["_build", "README.md", "tutorials/images"]
root_doc = "index"

# MyST: Markdown pages, ``:::`` fences for directives, definition lists for the glossaries' prose.
myst_enable_extensions = ["colon_fence", "deflist"]
myst_heading_anchors = 3

# The tutorials are rendered from their stored outputs (nbval keeps those true): never executed here.
nb_execution_mode = "off"
nb_merge_streams = True
# No widget manager from a CDN: the site is self-contained, and every widget carries a static view.
nb_ipywidgets_js = {}

autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_default_options = {"undoc-members": False, "show-inheritance": False}

html_theme = "furo"
html_title = f"nassau {release}"
html_static_path = ["_static"]
html_css_files = ["nassau.css"]
html_show_sphinx = False
html_last_updated_fmt = None          # byte-stable pages: no build date
