"""Seas of Glory crew loyalty: the track's state and its passive effects (read by the rules
modules; they import nothing, so every module may ask them). The rules are told in
:mod:`.loyalty`, which moves the track and rolls its checks."""

MODULE = "loyalty"
LEVELS = ("Fierce Loyalty", "Happy", "Pleased", "Content", "Restless", "Unhappy", "Angry", "Mutiny")
FIERCE, HAPPY, PLEASED, CONTENT, RESTLESS, UNHAPPY, ANGRY, MUTINY = range(8)
START = CONTENT
FLAGS = ("rally", "hire", "barred")


def on(game) -> bool:
    return MODULE in game.modules


def reset(game) -> None:
    """A blank game: every crew Content, nothing used, no turn begun in port."""
    game.loyalty = (START,) * game.n
    game.loyalty_used = ((),) * game.n
    game.loyalty_start = -1


def level(game, p) -> int:
    return game.loyalty[p.seat] if on(game) else START


def name(game, p) -> str:
    return LEVELS[level(game, p)]


def _set(game, p, value: int) -> None:
    game.loyalty = game.loyalty[:p.seat] + (value,) + game.loyalty[p.seat + 1:]


def _use(game, p, flag: str) -> None:
    game.loyalty_used = game.loyalty_used[:p.seat] + (game.loyalty_used[p.seat] + (flag,),) + \
        game.loyalty_used[p.seat + 1:]


def used(game, p, flag: str) -> bool:
    return flag in game.loyalty_used[p.seat]


def _crewed(game, p) -> bool:
    return on(game) and not p.dead and bool(p.ship)


def new_crew(game, p) -> None:
    """Death or shipwreck: a new crew, Content."""
    if on(game) and level(game, p) != START:
        _set(game, p, START)
        game._event("{}<'s> new crew is content.", p.name)


def crew_combat_bonus(game, p) -> int:
    """Leadership dice in crew combat: +1 Happy or better, −1 Angry or worse."""
    lv = level(game, p)
    return 1 if lv <= HAPPY else -1 if lv >= ANGRY else 0


def specialists(game, p) -> tuple:
    """The specialists whose abilities work (none from Restless down)."""
    return () if level(game, p) >= RESTLESS else p.specialists


def free_recruiting(game, p) -> str:
    """"off" (Restless or worse), "loyal" (Pleased or better) or "" (the port's own rules)."""
    lv = level(game, p)
    return "off" if lv >= RESTLESS else "loyal" if lv <= PLEASED else ""


def may_hire(game, p, sub: str) -> bool:
    """Whether a specialist card may be hired in decision ``sub``: in the action decision, as
    ever (not from Restless down); in a port action, once a turn when Pleased or better."""
    lv = level(game, p)
    if lv >= RESTLESS:
        return False
    if sub == "action":
        return True
    return sub == "port" and lv <= PLEASED and not used(game, p, "hire")


def hired(game, p, sub: str) -> None:
    if on(game) and sub == "port":
        _use(game, p, "hire")


def barred(game, p) -> bool:
    """Unhappy or worse, after a failed check: no glory card until his next turn."""
    return on(game) and used(game, p, "barred")


def state(game) -> dict:
    if not on(game):
        return {}
    return {"loyalty": list(game.loyalty), "loyalty_used": [list(u) for u in game.loyalty_used],
            "loyalty_start": game.loyalty_start}


def load(game, gd, where: str, live: str) -> None:
    from ...kernel.validate import check as ok, get_int, get_ints
    if not on(game):
        ok(not any(k in gd for k in ("loyalty", "loyalty_used", "loyalty_start")), where + ".loyalty",
           "is saved only with the loyalty module")
        return
    levels = tuple(get_ints(gd, "loyalty", FIERCE, ANGRY, where))
    ok(len(levels) == game.n, where + ".loyalty", f"must have a level per seat ({game.n}), 0 to {ANGRY}")
    u = gd.get("loyalty_used")
    ok(isinstance(u, list) and len(u) == game.n and all(
        isinstance(x, list) and all(f in FLAGS for f in x) and len(set(x)) == len(x) for x in u),
       where + ".loyalty_used", "must list per seat the flags used: " + ", ".join(FLAGS))
    game.loyalty, game.loyalty_used = levels, tuple(tuple(x) for x in u)
    game.loyalty_start = get_int(gd, "loyalty_start", -1, len(game.comp.zones) - 1, where)


def observed(game) -> dict:
    return {"loyalty": [LEVELS[x] for x in game.loyalty]} if on(game) else {}


def problems(game) -> list:
    if not on(game):
        return []
    if len(game.loyalty) != game.n or any(not FIERCE <= x <= ANGRY for x in game.loyalty):
        return ["a crew's loyalty is off the track (or left at Mutiny)"]
    if any(p.dead and game.loyalty[p.seat] != START for p in game.players):
        return ["a captain without a ship has a crew's loyalty other than Content"]
    return []


def board_words(game, p) -> str:
    """The track as the captain's board shows it: every step, the crew's marked."""
    lv = level(game, p)
    return " · ".join(f"[{n}]" if i == lv else n for i, n in enumerate(LEVELS))
