"""Seas of Glory: the expansion's modules and variants, one module per switch and named after it
(``switches`` is the list of them). The base rules in ``rules/`` still call these modules by name."""
