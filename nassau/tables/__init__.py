"""Shared tables: one game played by several screens, each seeing only its own seat.

The game's record lives in a database (:mod:`.store`: SQLite by default, PostgreSQL the same
way), so every student's kernel reads the same table and a kernel that dies loses nothing.
:func:`create` sets a table and gives each person's seat a join code; :func:`join` opens a
seat from its code; a :class:`Seat` has ``view()``, ``act(notation, version)`` and
``wait(version)`` (see :mod:`.seats`). Needs SQLAlchemy: pip install -e ".[tables]" in the nassau
folder (and for PostgreSQL, pip install -e ".[postgresql]").
"""

from .seats import Created, Seat, create, forget, join, open_store, seat_view
from .store import SeatRefused, Store, TableError, TableMovedOn

__all__ = ["create", "join", "open_store", "forget", "seat_view", "Created", "Seat", "Store", "TableError",
           "TableMovedOn", "SeatRefused"]
