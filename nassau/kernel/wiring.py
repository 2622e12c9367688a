"""Views attached to the rules' objects from the display side.

The rules modules never import a view. Each game's ``reprs`` module (imported by the
game package) gives its cards, tiles, actions and players their notebook reprs with
:func:`lazy`: a method that imports the view module on its first call, so importing a
game costs nothing for rendering. This module itself imports nothing.
"""


def lazy(load, name: str, doc: str = ""):
    """A method that calls ``load().<name>(self, ...)``; ``load`` imports the view module."""
    def method(self, *args, **kwargs):
        return getattr(load(), name)(self, *args, **kwargs)
    method.__name__ = name
    method.__doc__ = doc or f"Shown by the view {name}()."
    return method
