"""Every action kind of Merchants & Marauders, declared once as a :class:`~nassau.kernel.actions.Kind`:
what carries it out, which decisions it answers, why it is refused, what it does in plain words
and where the widget's panel shows it.

The base game declares its kinds in :mod:`.action_kinds`, and each plug-in declares its own in
a ``KINDS`` tuple that :func:`.plugins.register` adds. The rest of the package reads this one
registry: the dispatch (``Game.apply``), the refusals (:mod:`.explain`), the descriptions
(``views.describe``), the panel (``ui.intents``) and the notation (:class:`.actions.Action`,
from each kind's declared forms). Two orders are kept apart on purpose, because stored observations and
trained models number by them: the adapter's ``ACTION_KINDS`` and the bots' integer catalog
(``bots.encoding``); tests hold both to this registry.
"""

from ...kernel.actions import Kind, Kinds

__all__ = ["KINDS", "Kind", "declare", "withdraw"]

KINDS = Kinds()             # kind -> Kind: the base game's, then the plug-ins', as registered
declare, withdraw = KINDS.declare, KINDS.withdraw
