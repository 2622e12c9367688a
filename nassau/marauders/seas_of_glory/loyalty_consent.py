"""Seas of Glory crew loyalty: an Unhappy crew's consent to a glory card (a Leadership check;
apart from :mod:`.loyalty` so that :mod:`.death` may ask it for the survivor card)."""

from ..rules.checks import check
from .loyalty_mood import UNHAPPY, _crewed, _use, level


def may_play(game, p, what: str) -> bool:
    """Unhappy or worse: a Leadership check before a glory card; without a success the card
    is not played and glory cards are barred until the captain's next turn."""
    if not _crewed(game, p) or level(game, p) < UNHAPPY:
        return True
    if check(game, p, "leadership", why=f"the crew to let {what} be played").successes:
        return True
    _use(game, p, "barred")
    game._event("{}<'s> crew <refuses>: {} is not played.", p.name, what)
    return False
