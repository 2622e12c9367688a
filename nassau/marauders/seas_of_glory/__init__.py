"""Seas of Glory: the expansion's modules and variants, one module per switch and named after it
(``switches`` is the list of them). Each is a plug-in of the base rules (:mod:`..rules.plugins`),
registered by ``plugins``: the base rules in ``rules/`` never import one."""
