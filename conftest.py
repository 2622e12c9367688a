"""How the test run is shared between pytest-xdist's workers (`-n auto` in pyproject.toml).

Each test goes to whichever worker is free, except three kinds that must stay together on one
worker:
- a tutorial's cells, which nbval runs in order in one kernel;
- the documentation tests, which share one Sphinx build of the site;
- the browser tests, which share one JupyterLab server (but the JupyterLite site's test, which
  builds and serves its own site, goes to any free worker).
"""

import os

# The folders whose tests share one session fixture, by the start of their node ids.
SHARED = ("tests/docs/", "tests/browser/")
# tests in a shared folder that need none of its fixtures: a unit of their own, by file
ALONE = ("tests/browser/test_lite_in_browser.py",)


def together(nodeid: str) -> str:
    """The unit of work a test belongs to: its notebook, its shared folder, or itself."""
    path = nodeid.split("::", 1)[0]
    if path.endswith(".ipynb") or path in ALONE:
        return path
    for folder in SHARED:
        if path.startswith(folder):
            return folder
    return nodeid


def pytest_xdist_make_scheduler(config, log):
    # Imported here: xdist is a test dependency, and `-n 0` runs without a scheduler.
    from xdist.scheduler import LoadScopeScheduling

    class Together(LoadScopeScheduling):
        def _split_scope(self, nodeid):
            return together(nodeid)

    return Together(config, log)


def pytest_xdist_auto_num_workers(config):
    """One worker per core, at most four: each browser or docs worker starts its own server or
    build, and more workers than that only contend for the cores."""
    return max(1, min(os.cpu_count() or 1, 4))
