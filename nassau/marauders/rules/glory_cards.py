"""Playing glory cards (vocabulary.GLORY_EFFECTS; the deck is nassau's reconstruction).

A captain plays a card from his hand with ``play <card id>``; playing takes no action.

- In his turn (the action decision): an extra action, a windfall of gold, or a specialist
  hired onto his ship (at most one of each kind: a ruling, as for modifications and weapons).
- Before a skill check (in his turn, in a port action, when choosing a raid or declaring in a
  fight): ``extra-die`` adds 2 dice to his next check and ``reroll`` rolls his next check
  twice, the better roll counting. The cards are played ahead because the engine asks no
  question between a roll and its result (a ruling: an after-the-roll re-roll played by a
  player who keeps the better result is the same choice).
- Declaring in a naval battle: ``escape`` (where he may flee) ends the battle with his
  escape, whatever the other ship does; ``broadside`` declares shoot with 2 more hits.
- ``survivor`` is played by the engine when the captain would die (:mod:`.death`).
"""

from ...kernel.english import article, plural
from . import extensions as ext

IN_TURN = ("extra-action", "windfall")
BEFORE_CHECK = ("extra-die", "reroll")
IN_BATTLE = ("escape", "broadside")
CHECK_SUBS = ("action", "port", "raid-nation", "declare")


def effect(game, card: int) -> str:
    return game.comp.glory[card].effect


def playable(game, p, sub: str, may_flee: bool = False) -> list:
    """The cards ``p`` may play now, one of each name (the lowest index), sorted."""
    out, names = [], set()
    if not p.hand or ext.glory_barred(game, p):         # an expansion's unhappy crew refused a card this turn
        return out
    for card in sorted(p.hand):
        rec = game.comp.glory[card]
        if rec.name in names or not _now(game, p, rec.effect, sub, may_flee):
            continue
        names.add(rec.name)
        out.append(card)
    return out


def _now(game, p, kind: str, sub: str, may_flee: bool) -> bool:
    if kind in BEFORE_CHECK:
        return sub in CHECK_SUBS and kind not in p.primed
    if kind.startswith("specialist-"):      # in his turn; an expansion's crew loyalty may allow or forbid it
        return ext.may_hire_specialist(game, p, sub) and kind not in {effect(game, g) for g in p.specialists}
    if sub == "action":
        return kind in IN_TURN
    if sub == "declare":
        return kind == "broadside" or (kind == "escape" and may_flee)
    return False


def play(game, p, card: int) -> str:
    """Play ``card`` from ``p``'s hand; returns its effect for the fight's cards, which
    :mod:`.combat` carries out."""
    kind = effect(game, card)
    rec = game.comp.glory[card]
    p.hand = tuple(c for c in p.hand if c != card)
    if kind.startswith("specialist-"):
        ext.specialist_hired(game, p, game.sub)
        p.specialists += (card,)
        game._event("{} <hires> {} (a specialist).", p.name, article(rec.name))
        return kind
    game.glory_discard += (card,)
    game._event("{} <plays> {}.", p.name, rec.name)
    if kind == "extra-action":
        game.actions_left += 1
    elif kind == "windfall":
        paid = min(rec.amount, game.bank)
        game.bank -= paid
        p.gold += paid
        game._event("{} <takes> {} from the bank.", p.name, plural(paid, "gold"))
    elif kind in BEFORE_CHECK:
        p.primed = tuple(sorted(p.primed + (kind,)))
    return kind


def survivor(game, p):
    """The survivor card in ``p``'s hand, or None."""
    return next((c for c in p.hand if effect(game, c) == "survivor"), None)


def spend_survivor(game, p, card: int) -> None:
    p.hand = tuple(c for c in p.hand if c != card)
    game.glory_discard += (card,)
    game._event("{} <plays> {}.", p.name, game.comp.glory[card].name)
