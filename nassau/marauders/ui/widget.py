"""The Merchants & Marauders map widget: the map as SVG that answers clicks, the deciding
captain's choices as a panel of grouped buttons, and "your position".

The browser shows what Python renders and sends what was clicked; Python finds the legal
actions a click stands for (nassau.marauders.ui.intents), applies one, narrows the panel to
the few it left open, or says in plain words why not (the rule's id in the tooltip). State
travels in traitlets, one message a redraw. The table around it (nassau.marauders.ui.controller)
decides whose position is shown and whether the choices are offered (hotseat, bots).
"""

import anywidget
import traitlets

from ...display import esc, panels
from ...display.widgets import StaticFallback, asset
from ...kernel.errors import IllegalActionError
from ...kernel.english import sentence
from . import intents
from ..views import fightview, lessons, stakes
from ..views.describe import in_game
from ..views.render import board_svg, game_html
from ..views.shipboard import status_line
from ..views.position import position_html
from ..rules import bounties, death, hits, turns
from ..seas_of_glory import loyalty
from ..rules.vocabulary import GLORY_EFFECTS


def _stylesheet() -> str:
    """The widget's CSS file, the theme and the map's own CSS, loaded once with the widget."""
    from ...display import THEME_CSS
    from ..views.render import CSS
    return asset("marauders.css").read_text(encoding="utf-8") + THEME_CSS + CSS


class MapWidget(StaticFallback, anywidget.AnyWidget):
    _esm = asset("marauders.js")
    _css = _stylesheet()

    svg = traitlets.Unicode("").tag(sync=True)
    revision = traitlets.Int(0).tag(sync=True)
    header = traitlets.Unicode("").tag(sync=True)            # the table's header line (HTML), drawn with the map
    position = traitlets.Unicode("").tag(sync=True)          # the "your position" panel (HTML)
    message_html = traitlets.Unicode("").tag(sync=True)      # the message as the players see it
    message_kind = traitlets.Unicode("info").tag(sync=True)  # info, error or result
    # the panel: [kind, title] and its groups [[group, [[notation, description], ...]], ...];
    # choices: the few actions a click left open, shown instead until one is taken or put away
    panel = traitlets.List(traitlets.Unicode()).tag(sync=True)
    groups = traitlets.List().tag(sync=True)
    choices = traitlets.List(traitlets.List(traitlets.Unicode())).tag(sync=True)
    # what must not scroll away (a sinking, a death, a mutiny, cargo overboard, a bounty), as HTML,
    # until it is dismissed or its captain's next turn begins
    banner = traitlets.Unicode("").tag(sync=True)
    # the port action's groups that closed since it began: [[group, why], ...] (the rule's words)
    closed = traitlets.List(traitlets.List(traitlets.Unicode())).tag(sync=True)
    # learn as you play: the rule behind a kind of decision, the first time it comes up (HTML)
    lesson = traitlets.Unicode("").tag(sync=True)

    def __init__(self, game, act=None, may=None, mine=None, learn: bool = True, **kwargs):
        """``act(notation)`` carries out a chosen action (default: ``game.apply`` and redraw);
        ``may()`` says why nobody at this screen may decide now (an IllegalActionError) or None.
        ``mine()`` names the seats whose news the banner keeps (default: every seat). A table
        that gives ``act`` draws the widget itself (nothing private is drawn before it has said
        whose screen it is). ``learn``: show the rule notes of "learn as you play"."""
        super().__init__(**kwargs)
        self.game = game
        self._act = act or self._apply
        self._may = may or (lambda: None)
        self.message = self.message_rule = ""
        self._opening = None                        # the port action's first groups: (whose, {group: notation})
        self._mine = mine or (lambda: range(game.n))
        self._alerts = []                           # [(seat, sentence, turns of that seat begun when it came)]
        self._told = panels.LogCursor(game)         # the log as far as a redraw has told it
        self.learn = learn
        self._taught = set()                        # (seat, the lesson's terms) already shown
        self._lesson = None                         # the one on screen, with the round and turn
        self.on_msg(self._on_msg)
        if act is None:
            self.refresh()

    # --- drawing --------------------------------------------------------------------------
    def refresh(self, message: str = "", kind: str = "info", rule: str = "", seat=..., offer: bool = True,
                private: bool = True, header=None) -> None:
        """Redraw the map, the position of ``seat`` (None: nobody's; left out: the captain to
        decide; its hand, rumors and stash too when ``private``) and the panel of choices (none
        when ``offer`` is false: a bot decides, or the screen waits at the gate), with a
        message and the table's ``header`` (HTML; None keeps it), in one message to the browser.
        Without a message, the sentences logged since the last redraw are the message."""
        game = self.game
        if seat is ...:
            seat = 0 if game.is_over else game.current_player
        told = self._fresh()          # (it also gathers the banner's news)
        if not message and told:
            message, kind = told, "result"
        offer = offer and not game.is_over
        with self.hold_sync():
            if header is not None:
                self.header = header
            self.svg = fight_now(game) + str(board_svg(game, interactive=offer,
                                                       marks=intents.targets(game) if offer else None))
            self.position = position_html(game, seat, private) if seat is not None else ""
            self.panel, self.groups = panel_of(game) if offer else (["", "", ""], [])
            self.closed = self._closed_groups(game) if offer else []
            self.banner = self._banner_html()
            self.lesson = self._lesson_html(game) if offer else ""
            self.choices = []
            self._say(message, kind, rule)
            self.revision += 1

    def _lesson_html(self, game) -> str:
        """The rule note for the decision on offer: shown the first time its kind comes up for
        a captain of this screen, and kept while decisions of that kind follow one another in
        the same turn."""
        seat, key = game.current_player, lessons.key(game)
        if not self.learn or seat not in self._mine() or not lessons.LESSONS.get(key):
            self._lesson = None
            return ""
        rule = (seat, lessons.LESSONS[key])         # decisions with the same rule share its note
        shown = (rule, game.round, game.turn_no)
        if shown != self._lesson and rule in self._taught:
            self._lesson = None
            return ""
        self._taught.add(rule)
        self._lesson = shown
        return lessons.note_html(key)

    def hide_lesson(self, stop: bool = False) -> None:
        """Put the rule note away; ``stop``: and show no more of them."""
        self._lesson = None
        self.lesson = ""
        if stop:
            self.learn = False

    def _closed_groups(self, game) -> list:
        """The groups of the port action's first panel that are gone now, each with the rule
        that closed it (the shipyard once another activity followed it, an activity done
        once, selling only first): a choice that vanished says why."""
        if game.sub != "port":
            self._opening = None
            return []
        whose = (game.round, game.cur)
        groups = self.groups
        if not game.port_steps:
            self._opening = (whose, {name: items[0][0] for name, items in groups})
        if self._opening is None or self._opening[0] != whose:
            return []
        now = {name for name, _ in groups}
        out = []
        for name, notation in self._opening[1].items():
            why = None if name in now else game.why_not(notation)
            if why is not None:
                out.append([name, panels.as_sentence(why.message)])
        return out

    def _fresh(self) -> str:
        """The sentences logged since the last redraw (the newest few), or "" after an undo or a load."""
        fresh = self._told.fresh(self.game)
        if fresh is None:
            self._alerts = []                       # another game (a load): its own news
        if not fresh:
            return ""
        self._gather(self.game.events, fresh)
        kept = sorted(set(grave_lines(fresh)) | set(own_result(fresh)))
        return panels.recent([sentence(parts[0], parts[1:]) for parts in fresh], kept)

    def _gather(self, events, fresh) -> None:
        """The banner's news among the fresh log entries, for the seats it is kept for; each
        stays until a turn of its captain begins after the one it was first shown in (news from
        the bots' turns is on screen through his whole next turn)."""
        names = {self.game.names[s]: s for s in self._mine()}
        starts = _turn_starts(events, names)
        for i in news_lines(fresh):
            parts = fresh[i]
            seat = names.get(parts[1]) if len(parts) > 1 else None
            if seat is not None:
                self._alerts.append((seat, sentence(parts[0], parts[1:]), starts.get(seat, 0)))
        self._alerts = [a for a in self._alerts if starts.get(a[0], 0) <= a[2]]

    def dismiss(self) -> None:
        """Put the banner away (the student has read it)."""
        self._alerts = []
        self.banner = ""

    def _banner_html(self) -> str:
        if not self._alerts:
            return ""
        items = "".join(f"<li>{esc(text)}</li>" for _, text, _ in self._alerts[-MAX_NEWS:])
        return f'<div class="marauders-banner-title">Do not miss</div><ul>{items}</ul>'

    def _say(self, text: str, kind: str = "info", rule: str = "") -> None:
        self.message, self.message_rule = text, rule
        self.message_kind = kind
        self.message_html = panels.message(text, kind, rule)

    def refuse(self, error: IllegalActionError) -> IllegalActionError:
        """Show a refusal in plain words (its rule in the tooltip); nothing else changes."""
        with self.hold_sync():
            self.choices = []
            self._say(panels.as_sentence(getattr(error, "message", str(error))), "error", getattr(error, "rule", ""))
        return error

    # --- clicks -------------------------------------------------------------------------------
    def click(self, intent: dict):
        """What the front end does on a click: act, narrow the choices, or explain the refusal.
        Returns the IllegalActionError when the click is refused (the game is unchanged)."""
        if isinstance(intent, dict) and intent.get("dismiss"):
            self.dismiss()
            return None
        if isinstance(intent, dict) and intent.get("lesson") in ("hide", "stop"):
            self.hide_lesson(stop=intent["lesson"] == "stop")
            return None
        if isinstance(intent, dict) and intent.get("cancel"):
            with self.hold_sync():
                self.choices = []
                self._say("")
            return None
        error = self._may()
        if error is not None:
            return self.refuse(error)
        try:
            found = intents.resolve(self.game, intent)
        except IllegalActionError as exc:
            return self.refuse(exc)
        if len(found) == 1 and not intents.asks(self.game, intent):
            return self._act(found[0].notation)
        with self.hold_sync():
            self.choices = [offer(self.game, a) for a in found]
            self._say(intents.choice_prompt(self.game, intent, found))
        return None

    def _apply(self, notation: str):
        try:
            self.game.apply(notation)
        except IllegalActionError as exc:
            return self.refuse(exc)
        self.refresh()
        return None

    def _on_msg(self, widget, content, buffers):
        if isinstance(content, dict) and isinstance(content.get("intent"), dict):
            self.click(content["intent"])

    def _static_html(self) -> str:
        return game_html(self.game)

    def __repr__(self):
        return f"<marauders.MapWidget: {self.game.prompt()}>"


def fight_now(game) -> str:
    """Both ships of the fight or raid in progress, drawn above the map: their damage, the
    declarations and the dice, the enemy's as well as the captain's own ("" when none is on)."""
    if not fightview.busy(game):
        return ""
    return f'<div class="marauders-widget-fight">{fightview.view_svg(game)}</div>'


MAX_NEWS = 6              # the banner's newest news at most
OWN_LINES = 3             # lines of a decision's own result kept in the message over the bots' turns


def _turn_starts(events, names: dict) -> dict:
    """{seat: how many of its turns have begun} in the log (``names``: {name: seat})."""
    out = {}
    for parts in events:
        if parts[0] == turns.TURN_START and parts[1] in names:
            seat = names[parts[1]]
            out[seat] = out.get(seat, 0) + 1
    return out


def news_lines(events) -> list:
    """Where ``events`` tell what must not scroll away: a captain's end (:func:`grave_lines`), a
    crew rising in mutiny, cargo thrown overboard, a bounty taken."""
    keep = {hits.OVERBOARD, bounties.TAKEN, loyalty.MUTINY_RISES}
    return sorted(set(grave_lines(events)) | {i for i, parts in enumerate(events) if parts[0] in keep})


def own_result(events, most: int = OWN_LINES) -> list:
    """Where ``events`` tell the result of the decision just made, when other turns followed
    it: its last ``most`` lines before the next turn begins (a scouting's find, a sale), which
    the bots' turns would otherwise push out of the message."""
    start = next((i for i, parts in enumerate(events) if parts[0] == turns.TURN_START), 0)
    return list(range(max(0, start - most), start))


def grave_lines(events) -> list:
    """Where ``events`` (the log's entries) tell a captain's end: a ship sinking, the fate
    (drowned, killed, killed by mutineers, fallen ashore) and the new captain, or the
    survivor washed up. A redraw keeps these on screen, however many lines followed."""
    out = []
    for i, parts in enumerate(events):
        if parts[0] in (death.SINKS, death.SURVIVES):
            out.append(i)
        elif parts[0] in death.NEW_CAPTAIN:
            out += [j for j in (i - 1, i) if j >= 0 and j not in out]      # the fate is the line before
    return sorted(out)


# --- the panel of choices ----------------------------------------------------------------------
def offer(game, action) -> list:
    """[notation, description, note] of a legal action; a glory card's says what the card
    does, in full and in short on its button. The note, shown on the button, is what the choice costs, pays or risks (its gold,
    its actions with the wind, the storm ahead), and for a declaration in a naval battle its
    exact chance to win the contest."""
    if action.kind in ("play", "discard-glory"):
        card = next((c for c in game.comp.glory if c.id == action.arg), None)
        if card is not None:
            verb = "play" if action.kind == "play" else "discard"
            text = card.text or GLORY_EFFECTS.get(card.effect, card.effect)
            return [action.notation, f"{verb} {card.name}: {text}", glory_note(text)]
    note = contest_note(game, action) or stakes.note(game, action)
    return [action.notation, in_game(game, action), note]   # draw captain: which of its uses


def glory_note(text: str) -> str:
    """What a glory card does, short enough for its button ('hire: +1 Leadership', 'roll 2
    more dice'): the card's text less its timing, which the button's being offered says."""
    effect = text.split(": ", 1)[1] if ": " in text else text
    if effect.startswith("hire onto your ship. "):
        effect = "hire: " + effect.removeprefix("hire onto your ship. ")
    return effect.rstrip(".")


def contest_note(game, action) -> str:
    """'wins the contest 75 %' for a declaration (a range when it hangs on the other side's
    declaration still to come); nothing where the odds would not be exact: a re-roll card
    played ahead, or grappling hooks, which re-roll after the contest."""
    from ..rules.combat import _contest_dice, deciding_side, legal_declarations
    from ..bots.odds import contest
    from ..rules.sides import ship_of
    f = game.fight
    if f is None or f.crew or action.kind not in ("shoot", "board", "flee") or action.arg == "grappling-hooks":
        return ""
    k = deciding_side(game)                 # 0 the aggressor, 1 the defender: a side, not a seat
    me, other = (f.a, f.d)[k], (f.d, f.a)[k]
    if not (ship_of(game, me) and ship_of(game, other)):
        return ""
    if any("reroll" in _primed(game, side) for side in (me, other)):
        return ""
    mine = _contest_dice(game, me, other, action.kind) + 2 * ("extra-die" in _primed(game, me))
    known = f.decl[1 - k]
    theirs = {_contest_dice(game, other, me, decl) + 2 * ("extra-die" in _primed(game, other))
              for decl in ((known,) if known else legal_declarations(game, other))}
    wins = sorted(contest(mine, n)["attacker"] for n in theirs)
    low, high = (f"{100 * float(w):.0f} %" for w in (wins[0], wins[-1]))
    odds = f"wins the contest {low}" if low == high else f"wins the contest {low}–{high}"
    return odds + _won(game, action.kind, me, other)


def _won(game, kind: str, me: int, other: int) -> str:
    """What winning the contest with this declaration leads to, when the odds alone would
    leave shoot, board and flee looking alike."""
    from ..rules.sides import loc_of
    from ..rules.state import CANNONS, CREW
    mine, theirs = loc_of(game, me), loc_of(game, other)
    if kind == "board":
        return f", then a crew combat: your {mine[CREW]} crew against {theirs[CREW]}"
    if kind == "flee":
        return ", then you escape"
    return "; no cannon left to fire" if mine[CANNONS] == 0 else ""


def _primed(game, side) -> tuple:
    from ..rules.sides import is_npc
    return () if is_npc(side) else game.players[side].primed


def panel_of(game) -> tuple:
    """([kind, title, the deciding captain's ship in a line], [[group, [offer, ...]], ...]) for
    the widget's traitlets. The ship's line sits above the choices, where the map below
    would push the position panel out of sight."""
    kind, title, groups = intents.panel(game)
    status = status_line(game, game.players[game.current_player])
    return [kind, title, status], [[name, [offer(game, a) for a in actions]] for name, actions in groups]


# --- the position panel -------------------------------------------------------------------------


