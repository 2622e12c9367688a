"""The rulebook's terms in English and Traditional Chinese (繁體中文), with what each means
in the engine and its notation.

The data lives in ``data/glossary.json``. Every Chinese term with provenance ``rulebook``
is quoted from the Traditional Chinese translation of the rulebook, and its ``quote`` holds
the rulebook's words around it; ``also`` lists other spellings that translation uses for
the same thing. Terms with provenance ``nassau`` name nassau's own things (the chest
places, referee mode). Meanings and notation are nassau's. The loader, the checks and the
search are shared with the other games (:mod:`nassau.kernel.glossary`).

    >>> from nassau import piratoons
    >>> piratoons.glossary("競標")         # search English or Chinese
"""

from ...kernel.glossary import COLUMNS, Glossary  # noqa: F401  (COLUMNS: part of this module's surface)

SCHEMA = "nassau.piratoons.glossary/1"
CATEGORIES = ("component", "tile", "ship", "round", "action", "rule", "scoring")

_GLOSSARY = Glossary(__package__.rpartition(".")[0], SCHEMA, CATEGORIES)
terms = _GLOSSARY.terms          # the checked records, in the file's order (loaded once)
glossary = _GLOSSARY.frame       # glossary(search=None, category=None): the terms as a DataFrame
_check = _GLOSSARY.check
