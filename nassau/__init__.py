"""nassau: pirate board games for Jupyter, with real rules engines.

``from nassau import pirates`` gives Pirates of Nassau; ``piratoons`` and ``marauders`` give
Piratoons and Merchants & Marauders. The rules are plain Python;
rendering and widgets are imported only when used.
"""

from .kernel.errors import IllegalActionError, NassauError, RecordError

__version__ = "0.1.0"
__all__ = ["IllegalActionError", "NassauError", "RecordError", "__version__"]


def __getattr__(name):
    from .games import GAMES              # the one list of the games
    if name in GAMES:
        import importlib
        return importlib.import_module("." + name, __name__)
    raise AttributeError(f"module 'nassau' has no attribute {name!r}")
