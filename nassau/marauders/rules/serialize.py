"""Positions as JSON: ``state_dict`` writes one, ``from_state`` reads and validates one.

A position embeds its component data and options, so a record made with a user's own data
file replays anywhere. Loading checks every field's type and range, then the invariants
(every card and every gold piece accounted for), and refuses anything else with a
RecordError naming the field.
"""

from ...kernel.players import check_names
from ...kernel.validate import check, check_position, get, get_choice, get_int, get_ints, is_int, read_start
from . import extensions as ext, mod_returns, plugins, questions
from .components import load_components
from .invariants import problems
from .options import Options
from .vocabulary import NPC_SLOTS

STATE_VERSION = 1
STEPS = ("setup", "between", "turns", "over")
# the decisions: the base game's, and those the plug-ins add (rules.plugins.LEGAL), read when loading
BASE_SUBS = ("first-ship", "new-ship", "action", "port", "goods", "discard-glory", "declare", "skull", "claim",
             "raid-nation", "raid", "raid-keep", "hire", "question", "over", "place-mod")
DECLS = ("", "shoot", "board", "flee")
AFTER = ("", "next", "board", "end", "fire")
# the port steps: the base game's, and those the plug-ins add (rules.plugins.PORT_STEPS)
BASE_PORT_STEPS = ("sell", "buy-goods", "redraw", "stash", "withdraw", "recruit",      # port, recruiting
                   "shipyard", "buy-ship", "free-repair", "buy-weapon", "sell-weapon",   # shipyard.STEPS
                   "rumor", "take-mission", "deliver", "complete")                      # rumors, missions
DECKS = ("cargo_deck", "cargo_discard", "offer", "event_deck", "event_discard", "glory_deck", "glory_discard",
         "rumor_deck", "rumor_discard", "mission_deck", "mission_discard", "board_missions", "captain_deck",
         "captain_discard", "demand_pile", "mod_supply", "weapon_supply", "merchant_track")
DECK_OF = {"cargo": "cargo", "offer": "cargo", "event": "events", "glory": "glory", "rumor": "rumors",
           "mission": "missions", "board": "missions", "captain": "captains", "demand": "demand", "mod": "mods",
           "weapon": "weapons", "merchant": "merchants"}
GAME_FIELDS = ("round", "first", "turn_no", "turn_seat", "cur", "actions_left", "step", "sub", "after_discard",
               "after_cur", "bank", "event", "demand", "port_mods", "merchants", "npcs", "npc_pending", "wars",
               "port_steps", "claimable", "over") + DECKS       # with the plug-ins' (their state)
PLAYER_FIELDS = ("name", "card", "dead", "ship", "loc", "zone", "in_port", "gold", "stash", "glory", "hand",
                 "specialists", "goods", "weapons", "mods", "rumors", "missions", "bounty", "primed", "port_done",
                 "bought_at", "buying_at")      # then each plug-in's (its player_state, rules.plugins)
PRIMED = ("extra-die", "reroll")


def plain(v):
    """A value as a record writes it: named tuples as dicts, tuples as lists, all the way down."""
    if hasattr(v, "_asdict"):
        return {k: plain(x) for k, x in v._asdict().items()}
    if isinstance(v, (tuple, list)):
        return [plain(x) for x in v]
    return v


def state_dict(g) -> dict:
    return {
        "state_version": STATE_VERSION,
        "rng": g.rng.state,
        "options": g.opts.to_record(),
        "modules": list(g.modules),
        "variants": list(g.variants),
        "components": g.comp.doc,
        "game": {**plugins.merged("state", g, into={
                     **{f: plain(getattr(g, f)) for f in GAME_FIELDS + ("fight", "raid")},
                     # a question asked, saved under the name records have always used
                     "favor": None if g.question is None else g.question.record()}),
                 **mod_returns.state(g)},
        "players": [{**{f: plain(getattr(p, f)) for f in PLAYER_FIELDS}, **plugins.merged("player_state", g, p),
                     **_new_captain_of(p)} for p in g.players],
    }


def _new_captain_of(p) -> dict:
    """A dead captain's successor who may still redraw (death.redraw), saved only while he is one."""
    return {"new_captain": True} if p.new_captain else {}


def from_state(cls, d):
    """A validated Game of class ``cls`` from a position ``d``; RecordError names the bad field."""
    comp, opts, rng = read_start(d, STATE_VERSION, load_components, Options)
    players = get(d, "players", list, "start")
    check(2 <= len(players) <= 4 and all(isinstance(p, dict) for p in players), "start.players",
          "must list 2 to 4 players")
    names = [get(p, "name", str, f"start.players[{i}]") for i, p in enumerate(players)]
    check_names(names, "start.players")
    mods, vars_ = plugins.check_switches(d.get("modules", ()), d.get("variants", ()))   # (older records have none)
    g = cls.blank(comp, opts, names, rng, modules=mods, variants=vars_)
    _load_game(g, get(d, "game", dict, "start"))
    for i, (p, pd) in enumerate(zip(g.players, players)):
        _load_player(g, p, pd, f"start.players[{i}]")
    plugins.call("loaded", g, "start.game")         # what spans the NPCs, the fight and the captains
    check_position(g, problems)
    g._mark_root()
    return g


def _subs() -> tuple:
    return BASE_SUBS + tuple(s for s in plugins.LEGAL if s not in BASE_SUBS)


def _load_game(g, gd) -> None:
    f, n, comp = "start.game", g.n, g.comp
    subs = _subs()
    zones = len(comp.zones)
    g.round = get_int(gd, "round", 0, 100_000, f)
    g.first = get_int(gd, "first", 0, n - 1, f)
    g.turn_no = get_int(gd, "turn_no", 0, n, f)
    g.turn_seat = get_int(gd, "turn_seat", 0, n - 1, f)
    g.cur = get_int(gd, "cur", 0, n - 1, f)
    g.actions_left = get_int(gd, "actions_left", 0, 10, f)
    g.step = get_choice(gd, "step", STEPS, f)
    if gd.get("sub") == "favor":                # a favor's question, as records saved it before other questions
        gd = {**gd, "sub": "question"}
    g.sub = get_choice(gd, "sub", subs, f)
    g.after_discard = get_choice(gd, "after_discard", subs, f)
    g.after_cur = get_int(gd, "after_cur", 0, n - 1, f)
    g.bank = get_int(gd, "bank", 0, comp.rules.bank_gold, f)
    g.event = get_int(gd, "event", -1, len(comp.events) - 1, f)
    for key, deck in (("demand", comp.demand), ("port_mods", comp.mods), ("merchants", comp.merchants)):
        row = tuple(get_ints(gd, key, -1, len(deck) - 1, f))
        check(len(row) == zones, f"{f}.{key}", f"must have one entry per zone ({zones})")
        setattr(g, key, row)
    for key in DECKS:
        deck = getattr(comp, DECK_OF[key.split("_")[0]])
        setattr(g, key, tuple(get_ints(gd, key, 0, len(deck) - 1, f)))
    g.npcs = tuple(_npc(g, x, f"{f}.npcs[{i}]") for i, x in enumerate(_list(gd, "npcs", len(NPC_SLOTS), f)))
    g.npc_pending = tuple(get_ints(gd, "npc_pending", -1, len(comp.events) - 1, f))
    plugins.call("load_before_fight", g, gd, f)     # the expansion's pieces a fight may name
    check(len(g.npc_pending) == len(NPC_SLOTS), f + ".npc_pending", f"must have {len(NPC_SLOTS)} entries")
    wars = gd.get("wars")
    check(isinstance(wars, list) and all(isinstance(w, list) and len(w) == 2 and w[0] < w[1] and set(w) <= set(comp.nations)
                                         for w in wars), f + ".wars", "must list pairs of nations")
    g.wars = tuple(tuple(w) for w in wars)
    steps = gd.get("port_steps")
    known = BASE_PORT_STEPS + tuple(plugins.PORT_STEPS)
    check(isinstance(steps, list) and all(s in known for s in steps), f + ".port_steps", "unknown port step")
    g.port_steps = tuple(steps)
    g.claimable = _claimable(g, gd.get("claimable"), f + ".claimable")
    g.fight = _fight(g, gd.get("fight"), f + ".fight")
    g.raid = _raid(g, gd.get("raid"), f + ".raid")
    g.question = _question(g, gd.get("favor"), f + ".favor")
    check((g.question is not None) == (g.sub == "question"), f + ".favor", "must be set exactly when a question is asked")
    mod_returns.load(g, gd, f, check, subs)
    live = questions.live(g)[0]     # the decision a question, a discard or a modification to place interrupts
    check((g.fight is not None) == (live in ("declare", "skull")), f + ".fight", "must be set exactly in a fight")
    check((g.raid is not None) == live.startswith("raid"), f + ".raid", "must be set exactly in a raid")
    check(bool(g.claimable) == (live == "claim"), f + ".claimable", "must be set exactly when a ship is claimable")
    check(live != "hire" or "recruit" in g.port_steps, f + ".port_steps", "must hold recruit when crew is hired")
    over = gd.get("over")
    check(isinstance(over, bool) and over == (g.sub == "over"), f + ".over", "must be true exactly when sub is over")
    g.over = over
    plugins.call("load", g, gd, f, live)          # the expansion's fields (rules.plugins)


def _claimable(g, v, where) -> tuple:
    check(isinstance(v, list) and (not v or (len(v) == 6 and v[0] in g.comp.ships and all(
        is_int(x) and 0 <= x <= 20 for x in v[1:]))), where, "must be [] or [ship, five locations]")
    return tuple(v)


def _side(g, v, where) -> int:
    from .sides import NPC, OTHER, afloat
    ok = is_int(v) and (0 <= v < g.n or (NPC <= v < NPC + len(NPC_SLOTS) and g.npcs[v - NPC] is not None)
                        or (v >= OTHER and afloat(g, v)))
    check(ok, where, "must be a seat, 10 + the slot of an NPC on the board, or 20 for the Treasure Galleon")
    return v


def _fight(g, v, where):
    from .combat import Fight
    if v is None:
        return None
    check(isinstance(v, dict) and set(Fight._fields[:10]) <= set(v) <= set(Fight._fields), where,
          f"must have the fields {', '.join(Fight._fields)}")
    a, d = _side(g, v["a"], where + ".a"), _side(g, v["d"], where + ".d")
    check(a != d, where, "needs two different sides")
    kinds = ("", "broadside") + tuple(sorted({w.kind for w in g.comp.weapons}))
    pairs = lambda key, allowed: isinstance(v[key], list) and len(v[key]) == 2 and all(x in allowed for x in v[key])  # noqa: E731
    check(pairs("decl", DECLS), where + ".decl", "must be two declarations")
    check(pairs("shot", kinds), where + ".shot", "must be two special weapons or ''")
    check(is_int(v["round"]) and 1 <= v["round"] <= 10_000, where + ".round", "must be a round number")
    check(isinstance(v["skulls"], list) and all(x in (a, d) for x in v["skulls"]), where + ".skulls", "must name sides")
    check(v["after"] in AFTER, where + ".after", "unknown")
    check(v["boarder"] in (-1, 0, 1), where + ".boarder", "must be -1, 0 or 1")
    check(isinstance(v["crew"], bool), where + ".crew", "must be true or false")
    check(isinstance(v["used"], list) and all(is_int(x) and 0 <= x < g.n for x in v["used"]), where + ".used", "must be seats")
    sides = lambda key: isinstance(v.get(key, []), list) and all(x in (a, d) for x in v.get(key, []))  # noqa: E731
    for key in ("caltrops", "fire", "slowed"):
        check(sides(key), f"{where}.{key}", "must name sides")
    spread = v.get("spread", [])
    check(isinstance(spread, list) and (not spread or (len(spread) == 6 and spread[0] in (a, d) and all(
        is_int(x) and 0 <= x <= 50 for x in spread[1:]))), where + ".spread", "must be [] or [side, five counts]")
    return Fight(a, d, v["round"], tuple(v["decl"]), tuple(v["shot"]), tuple(v["skulls"]), v["after"], v["boarder"],
                 v["crew"], tuple(v["used"]), *(tuple(v.get(k, [])) for k in ("fire", "slowed", "spread")))


def _raid(g, v, where):
    from .raids import Raid
    if v is None:
        return None
    check(isinstance(v, dict) and set(v) == set(Raid._fields), where, f"must have the fields {', '.join(Raid._fields)}")
    comp = g.comp
    check(is_int(v["token"]) and 0 <= v["token"] < len(comp.merchants), where + ".token", "must be a merchant token")
    check(isinstance(v["choices"], list) and all(x in comp.nations for x in v["choices"]), where + ".choices",
          "must list nations")
    check(v["nation"] == "" or v["nation"] in v["choices"], where + ".nation", "must be one of the choices")
    check(is_int(v["successes"]) and 0 <= v["successes"] <= 100, where + ".successes", "must be 0 to 100")
    check(isinstance(v["cards"], list) and all(is_int(c) and 0 <= c < len(comp.cargo) for c in v["cards"]),
          where + ".cards", "must be cargo cards")
    return Raid(v["token"], tuple(v["choices"]), v["nation"], v["successes"], tuple(v["cards"]))


def _list(gd, key, count, where):
    v = gd.get(key)
    check(isinstance(v, list) and len(v) == count, f"{where}.{key}", f"must have {count} entries")
    return v


def _npc(g, x, where):
    if x is None:
        return None
    comp = g.comp
    check(isinstance(x, list) and len(x) == 4, where, "must be [card, zone, ship, locations] or null")
    card, zone, ship, loc = x
    check(is_int(card) and 0 <= card < len(comp.events) and comp.events[card].kind == "npc", where, "needs an NPC card")
    check(is_int(zone) and 0 <= zone < len(comp.zones), where, "needs a zone")
    check(isinstance(ship, str) and ship in comp.ships, where, "needs a ship")
    check(isinstance(loc, list) and len(loc) == 5 and all(is_int(v) and 0 <= v <= 20 for v in loc), where,
          "needs five locations")
    return (card, zone, ship, tuple(loc))


def _load_player(g, p, pd, f) -> None:
    comp = g.comp
    choosing = ext.choosing_captains(g)           # an expansion's setup: some have no captain yet
    p.card = get_int(pd, "card", -1 if choosing else 0, len(comp.captains) - 1, f)
    p.dead = _flag(pd, "dead", f)
    ship = pd.get("ship")
    check(isinstance(ship, str) and (ship == "" or ship in comp.ships), f + ".ship", "must be a ship id or empty")
    p.ship = ship
    p.new_captain = _flag(pd, "new_captain", f) if "new_captain" in pd else False   # records before it have none
    check(not p.new_captain or (p.dead and not p.ship), f + ".new_captain",
          "only a dead captain's successor without a ship yet is a new captain")
    p.loc = tuple(get_ints(pd, "loc", 0, 20, f))
    check(len(p.loc) == 5, f + ".loc", "must have five locations")
    p.zone = get_int(pd, "zone", 0, len(comp.zones) - 1, f)
    p.in_port = _flag(pd, "in_port", f)
    p.gold = get_int(pd, "gold", 0, comp.rules.bank_gold, f)
    p.stash = get_int(pd, "stash", 0, comp.rules.bank_gold, f)
    p.glory = get_int(pd, "glory", 0, 1000, f)
    for key, deck in (("hand", comp.glory), ("specialists", comp.glory), ("goods", comp.cargo),
                      ("weapons", comp.weapons), ("mods", comp.mods), ("rumors", comp.rumors),
                      ("missions", comp.missions)):
        setattr(p, key, tuple(get_ints(pd, key, 0, len(deck) - 1, f)))
    p.bounty = tuple(get_ints(pd, "bounty", 0, comp.rules.bounty_tokens, f))
    check(len(p.bounty) == 4, f + ".bounty", "must have 4 counts")
    primed = pd.get("primed")
    check(isinstance(primed, list) and all(x in PRIMED for x in primed) and len(set(primed)) == len(primed),
          f + ".primed", "must list glory effects played ahead: " + ", ".join(PRIMED))
    p.primed = tuple(primed)
    p.port_done = _flag(pd, "port_done", f)
    p.bought_at = get_int(pd, "bought_at", -1, len(comp.zones) - 1, f)
    p.buying_at = get_int(pd, "buying_at", -1, len(comp.zones) - 1, f)
    plugins.call("load_player", g, p, pd, f)


def _question(g, v, where):
    """A question asked inside a decision (:mod:`.questions`), or None. A question saved before
    questions listed their answers reads with the answers its kind declares for it (a favor's)."""
    from .actions import Action
    from .questions import KINDS, Question
    if v is None:
        return None
    fields = set(Question._fields)
    check(isinstance(v, dict) and set(v) - {"facts"} in (fields - {"facts"}, fields - {"choices", "facts"}), where,
          f"must have the fields {', '.join(Question._fields)}")
    check(isinstance(v["kind"], str) and v["kind"] in KINDS, where + ".kind", f"must be one of {', '.join(KINDS)}")
    v = dict(v)
    if "choices" not in v:
        v["choices"], v["answers"] = _unlisted(KINDS[v["kind"]].unlisted, v["answers"], where)
    try:
        Action(v["action"])
    except (ValueError, TypeError):
        check(False, where + ".action", "must be a decision in notation")
    for key in ("answers", "choices"):
        check(isinstance(v[key], list) and all(isinstance(x, str) for x in v[key]), f"{where}.{key}",
              "must list decisions in notation")
        for x in v[key]:
            try:
                Action(x)
            except ValueError:
                check(False, f"{where}.{key}", f"{x!r} is not a decision in notation")
    check(bool(v["choices"]), where + ".choices", "must offer an answer")
    for key in ("actor", "cur", "seat"):
        check(is_int(v[key]) and 0 <= v[key] < g.n, f"{where}.{key}", "must be a seat")
    check(v["sub"] in _subs() and v["sub"] not in ("question", "over"), where + ".sub", "must be a decision")
    check(isinstance(v["what"], str) and isinstance(v["card"], str), where + ".what", "must be a text")
    facts = v.get("facts", [])          # questions saved before they carried facts have none
    check(isinstance(facts, list) and len(facts) <= 8 and
          all(isinstance(x, str) and len(x) <= 40 or is_int(x) and abs(x) < 1000 for x in facts), where + ".facts",
          "must list at most 8 short words or numbers")
    return Question(v["action"], v["actor"], v["sub"], v["cur"], tuple(v["answers"]), v["seat"], v["kind"], v["what"],
                    tuple(Action(x) for x in v["choices"]), v["card"], tuple(facts))


def _unlisted(answers: tuple, given, where) -> tuple:
    """(choices, answers) of a question saved without its choices: those its kind declares, yes
    then no, for which it kept the answers given as true or false."""
    check(bool(answers), where + ".choices", "is missing")
    if isinstance(given, list) and all(isinstance(x, bool) for x in given):
        given = [answers[0] if x else answers[1] for x in given]
    return list(answers), given


def _flag(d, key, where) -> bool:
    v = d.get(key) if isinstance(d, dict) else None
    check(isinstance(v, bool), f"{where}.{key}", "must be true or false")
    return v
