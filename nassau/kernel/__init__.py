"""The small kernel shared by the games: actions, errors, RNG, base game."""

from .actions import Action, LegalActions
from .errors import IllegalActionError, NassauError, RecordError
from .game import BaseGame
from .rng import Rng

__all__ = ["Action", "BaseGame", "IllegalActionError", "LegalActions", "NassauError", "RecordError", "Rng"]
