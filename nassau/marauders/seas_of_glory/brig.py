"""Seas of Glory module 5: the Brig and the low-maneuverability Galleon (fact sheet §5.2, §9.5;
the rulebook's module 5).

- The Brig joins the shipyard: it costs 20 and sells for 5, and buying it earns no glory (all
  the rulebook's numbers, kept on its ``ships`` record, whose ``expansion`` is "sog": a base
  game never offers it).
- The module's replacement Galleon card has maneuverability 1. The rulebook recommends the
  card with the Brig rather than requiring it; nassau plays the module as the pair its title
  names, so with "brig" on every galleon (a captain's, and a Treasure Galleon's, which the
  rulebook gives the same card) has maneuverability 1.
- The option ``galleon_maneuverability`` is the *base* card's value, which no source prints.
  The module replaces that card, so with the module on the module wins and the option is not
  read; without it the option decides as before. The variant cutthroat plays the same card
  (option ``cutthroat_galleons``, :mod:`.cutthroat`).
"""

MODULE = "brig"
LOW_GALLEON = 1          # the rulebook: the new Galleon card lowers maneuverability to 1


def on(game) -> bool:
    return MODULE in game.modules


def for_sale(game, ship) -> bool:
    """The Brig is for sale with the module (the base ships as ever)."""
    return on(game) and ship.id == "brig" and ship.buy is not None


# --- plugged into the base rules (rules.plugins, rules.extensions) ----------------------------------
SWITCHES = (MODULE,)


def ship_refusal(game, p, ship: str):
    if ship != "brig" or on(game):
        return None
    from ...kernel.errors import IllegalActionError as E
    return E("shipyard.brig-module", "the Brig is sold only with Seas of Glory's module 5 (modules={'brig'})")


def galleon_maneuverability(game):
    """The Galleon card in play: the module's low one (else the base card, an option)."""
    return LOW_GALLEON
