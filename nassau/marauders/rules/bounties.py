"""Bounties (fact sheet §8.4): tokens per nation (5 each). A captain with any bounty is a
pirate; a nation's ports are closed to a captain with its bounty (Port Royal lets a pirate
with an English bounty in for 2 gold or an Influence roll); its navy hunts him."""

from ...kernel.english import article, plural
from .state import NATION_INDEX


def left(game, nation: str) -> int:
    """Bounty tokens of a nation still in the supply."""
    i = NATION_INDEX[nation]
    return game.comp.rules.bounty_tokens - sum(p.bounty[i] for p in game.players)


TAKEN = "{} <takes> {} bounty for {} ({})."     # (the play widget keeps it on screen)


def add(game, p, nation: str, why: str) -> None:
    """+1 bounty of ``nation`` (none when the nation's tokens have run out)."""
    if not nation or left(game, nation) <= 0:
        return
    i = NATION_INDEX[nation]
    p.bounty = p.bounty[:i] + (p.bounty[i] + 1,) + p.bounty[i + 1:]
    game._event(TAKEN, p.name, article(nation.title()), why, plural(p.bounty[i], "bounty"))


def closed(game, p, zone: int) -> bool:
    """Whether the port of ``zone`` is closed to ``p`` (its nation has a bounty on him)."""
    nation = game.comp.zones[zone].nation
    if nation is None:
        return True
    on_me = p.bounty[NATION_INDEX[nation]]
    if game.comp.captains[p.card].ability == "diplomat":
        return on_me >= 2
    return on_me >= 1


def bribe_needed(game, p, zone: int) -> bool:
    """Port Royal's text: a pirate with an English bounty may still come in (for 2 gold or an
    Influence roll)."""
    return game.comp.zones[zone].id == "port-royal" and closed(game, p, zone)
