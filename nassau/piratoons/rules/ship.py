"""A player's ship as a value: boat tiles bow to stern and the equipment aboard, with its
best arrangement (see :mod:`.arrange`) and the placement rules of :mod:`.placement`.
It shows itself in a notebook (the views are wired on in :mod:`.reprs`)."""

from ...kernel.errors import RecordError
from . import arrange as arranger
from .components import load_components
from .options import Options
from .placement import fits


class Ship:
    """A ship: bow, boat tiles (bow to stern), stern, and the equipment aboard.

    ``Ship(["b1-1", "b3-2"], ["sail-01", "deck-a", "deck-a"])`` takes tile codes (an
    equipment code may repeat for identical copies) or tile indices. ``colour`` picks the
    bow and stern. Display it in a notebook to see it drawn.
    """

    def __init__(self, boats=(), equipment=(), colour=None, components=None, options=None, name=""):
        self.comp = load_components(components)
        self.options = Options.coerce(options)
        self.colour = self._colour(colour)
        self.name = name
        self.boats = tuple(self._tiles(boats, boat=True))
        self.equipment = tuple(self._tiles(equipment, boat=False))

    def _colour(self, colour):
        if colour is None:
            return self.comp.colours[0]
        for c in self.comp.colours:
            if c is colour or c.name == colour:
                return c
        raise RecordError("colour", f"there is no colour {colour!r}")

    def _tiles(self, items, boat):
        what = "boat tiles" if boat else "equipment"
        if isinstance(items, (str, bytes)) or not isinstance(items, (list, tuple)):
            raise RecordError("ship", f"{what} must be a list of tile codes or indices, not {type(items).__name__}")
        used, out = set(), []
        for item in items:
            if isinstance(item, int) and not isinstance(item, bool):
                choices = [item] if 0 <= item < len(self.comp.tiles) else []
            elif isinstance(item, str):
                choices = self.comp.by_code.get(item, [])
            else:
                choices = []
            free = [t for t in choices if t not in used and self.comp.tiles[t].is_boat == boat]
            if not free:
                what = "boat tile" if boat else "equipment tile"
                raise RecordError("ship", f"no {what} {item!r} left (check the code and the number of copies)")
            used.add(free[0])
            out.append(free[0])
        return out

    @classmethod
    def of(cls, game, seat):
        ship = object.__new__(cls)
        ship.comp, ship.options = game.comp, game.opts
        ship.colour = game.comp.colours[seat]
        ship.name = game.names[seat]
        ship.boats, ship.equipment = game.boats[seat], game.aboard[seat] + game.won_equipment(seat)
        ship.won_boats = tuple(t for t in game.won[seat] if game.comp.tiles[t].is_boat)   # to attach when building
        return ship

    def fits(self) -> bool:
        return fits(self.comp, self.boats, self.equipment, self.options.mast_stacking)

    def arrangement(self):
        """This ship with its boat tiles in their current order and the best placement."""
        return arranger.arrange(self, self.boats)

    def best(self):
        """The arrangement with the highest score (see :func:`arrange_best`)."""
        return arranger.arrange_best(self)
