"""Seas of Glory module 9: buying goods at a location (a Trade Station or a Town): how many
cards are drawn there, which the market asks through its extension points (kept apart from
:mod:`.locations`, which uses the market).

Cards drawn to buy: 6 at a Trade Station, 4 in a Town (the rulebook), 3 when the captain bought
at this tile in his last turn (the previous round's: a captain has one turn a round); a
smuggler captain one more, as anywhere. A purchase at a location is remembered in
``game.site_buys`` as ``(round, seat, tile)``, never as buying in the zone's port.
"""

TRADE_DRAW, TOWN_DRAW, AGAIN_DRAW = 6, 4, 3     # the rulebook's cards drawn to buy


def bought_here_last_turn(game, p, tile: int) -> bool:
    return (game.round - 1, p.seat, tile) in game.site_buys


def draw_count(game, p) -> int:
    """Cards drawn to buy at the location visited (market.draw_count's stand-in there)."""
    tile = game.visit.tile
    if bought_here_last_turn(game, p, tile):
        return AGAIN_DRAW
    count = TRADE_DRAW if game.comp.locations[tile].kind == "trade-station" else TOWN_DRAW
    return count + (1 if game.comp.captains[p.card].ability == "smuggler" else 0)


def bought(game, p) -> None:
    """The captain bought goods at the location visited (market.take's note)."""
    recent = tuple(x for x in game.site_buys if x[0] >= game.round - 1)
    game.site_buys = recent + ((game.round, p.seat, game.visit.tile),)
