"""The rulebook's terms in English and Traditional Chinese (繁體中文), with what each means
in the engine and its notation.

The data lives in ``data/glossary.json``. The Chinese text the terms are quoted from is a
Traditional Chinese overview of the Seas of Glory expansion's rules, which also names most
things of the base game: every term with provenance ``rulebook`` is quoted from it, and its
``quote`` holds that text's words around it; ``also`` lists other spellings it uses for the
same thing. Terms it does not have (the sloop, the flute, chain shot, most goods and ship
modifications, the merchant tokens, nassau's own notions) have provenance ``nassau`` and
nassau's Chinese. Meanings and notation are nassau's. The loader, the checks and the search
are shared with the other games (:mod:`nassau.kernel.glossary`).

    >>> from nassau import marauders
    >>> marauders.glossary("偵查")          # search English or Chinese
    >>> marauders.glossary(category="combat")
"""

from ...kernel.glossary import COLUMNS, Glossary  # noqa: F401  (COLUMNS: part of this module's surface)

SCHEMA = "nassau.marauders.glossary/1"
CATEGORIES = ("skill", "ship", "component", "board", "round", "action", "combat", "rule", "scoring")

_GLOSSARY = Glossary(__package__.rpartition(".")[0], SCHEMA, CATEGORIES)
terms = _GLOSSARY.terms          # the checked records, in the file's order (loaded once)
glossary = _GLOSSARY.frame       # glossary(search=None, category=None): the terms as a DataFrame
_check = _GLOSSARY.check
