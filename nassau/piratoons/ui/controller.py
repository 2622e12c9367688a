"""Play Piratoons in a notebook: ipywidgets controls around the chest, the auction and the ships.

    from nassau import piratoons
    piratoons.play(players=["You", "bot", "bot", "bot"], seed=1)

Seats named "bot" or "heuristic" (a :class:`HeuristicBot`), "random" (a :class:`RandomBot`) or
"strong" (the search bot, :mod:`.search`) are bots; any other name is a human seat. Bots play
on their own until a human must decide (or one decision at a time with the buttons); undo
takes back decisions up to and including the last human one; the final scoring table
appears at the end.

Hidden information. The shared board (the players, the chest, the auction, the ships, the
round's log) is drawn from what everyone at the table may see: sailors left read "hidden"
while claims are sealed, and bids made read "sealed" until all are revealed. Each human seat
has its own controls, filled from ``game.observation(seat)`` only, and from that seat's legal
actions only when it is that seat's decision. Humans at one screen take turns (hotseat): only one seat's controls are on
screen at a time, and when a sealed step passes to another human seat, the previous seat's
controls are blanked and hidden behind a "pass the screen" gate that the next player opens.
Undo never says how many decisions it took back (that would count sealed sailors), and with
several humans it refuses to reopen another seat's sealed step.

Each seat's controls end with "your position" (its coins, sailors left, its own sealed claim
and bid, its tiles won and waiting, its ship's score as it stands and what it can afford),
filled from its observation and the public scoring only, and blanked with the controls. A
refused decision shows the rule's plain words (the rule's id in the tooltip) and changes
nothing: a bid out of range is refused, never clamped. The log pane holds the whole game and
the end of the game shows the shared end-of-game panel (``nassau.display.panels``).

Why ipywidgets and not an anywidget like the Pirates of Nassau board: every decision here is
a button or a number (a chest place, seal, a bid, a tile to take or throw), so nothing on the
drawings needs to answer clicks. The views are the package's own HTML and SVG with their
<style> removed; the stylesheet (the theme and widgets/piratoons.css) is one HTML widget,
set once when the table is made.
"""

import re

import ipywidgets as w

from ...display import THEME_CSS, esc, panels
from ...display.gate import Gate
from ...display.widgets import StaticFallback, asset
from ...kernel.errors import IllegalActionError, RecordError
from ...kernel.adapter import bot_words, make_bot
from ...kernel.english import is_you, plural, sentence
from ...display.seats import Seats, seat_list as kernel_seat_list
from ..adapter import ADAPTER
from ..rules.actions import PLACES
from ..views.render import SHIP_CSS, auction_html, chest_html, colour_of, game_html, ship_svg
from ..views.position import position_html, score_row
from ..rules.setup import new_game
from ..rules.ship import Ship

_STYLE = re.compile(r"<style\b.*?</style>", re.S)


def seat_list(players) -> tuple:
    """(names, kinds): bot seats get the names "Bot 2", "Bot 3", ... by seat number."""
    return kernel_seat_list(players, bot_words(ADAPTER))


def play(players=("You", "bot", "bot", "bot"), seed: int = 0, options=None, components=None,
         undo: str = "seen") -> "Table":
    """A new game (digital play, sealed claims) with human and bot seats, ready to play.
    ``undo="free"`` is practice mode (for teaching): every decision may be taken back, dice and
    cards seen included; by default undo stops at a decision that showed something new."""
    names, kinds = seat_list(players)
    game = new_game(players=names, seed=seed, options=options, components=components)
    game.set_undo(undo)
    return Table(game, kinds, seed=seed)


def sealed_step(game) -> bool:
    """Whether a sealed step is open: the digital grab or the digital auction's bids."""
    return game.mode == "digital" and not game.is_over and game.phase in ("claim", "bid")


def bare(html) -> str:
    """A view's HTML without its <style>: the table loads the stylesheet once."""
    return _STYLE.sub("", str(html))


def public_view(game) -> dict:
    """What everyone at the table may see: an observation in which every sealed field is blank."""
    obs = game.observation(0)
    me = dict(obs["players"][0])
    if game.mode == "digital" and game.phase == "claim":
        me["sealed_claims"] = me["sailors_left"] = None
    if game.mode == "digital" and game.phase == "bid":
        me["bid"] = None
    return dict(obs, you=None, players=[me] + obs["players"][1:])


def players_html(game, view) -> str:
    """The players' table of the shared board, from :func:`public_view`. It counts the tiles
    each player won and has not placed yet, as the ships show them, and says what they wait for."""
    rows = []
    for s, p in enumerate(view["players"]):
        marks = " (captain)" if p["name"] == view["captain"] else ""
        if p["name"] == view["to_decide"]:
            marks += " ◀"
        sailors = "hidden" if p["sailors_left"] is None else p["sailors_left"]
        if view["phase"] == "bid":
            bid = "sealed" if p["has_bid"] else "waiting"
        elif p["bid"] is not None:
            bid = p["bid"]
        else:
            bid = "-"
        boats, equipment, waiting = holding(game, s)
        rows.append(f'<tr><td><b style="color:{colour_of(game, s)}">■</b> {esc(p["name"])}{esc(marks)}</td>'
                    f'<td>{p["coins"]}</td><td>{esc(sailors)}</td><td>{esc(bid)}</td><td>{esc(boats)}</td>'
                    f'<td>{esc(equipment)}</td><td>{esc(waiting or "-")}</td></tr>')
    return (f'<div><b>Round {view["round"]}</b> · bank {plural(view["bank"], "coin")}</div>'
            '<table><tr><th>player</th><th>coins</th><th>sailors left</th><th>bid</th><th>boat tiles</th>'
            '<th>equipment</th><th>won, not placed yet</th></tr>' + "".join(rows) + "</table>")


def holding(game, s) -> tuple:
    """(boat tiles, equipment, what waits) of seat ``s`` as the players' table says them: the
    counts include the tiles won and not placed yet ("2 +1 won"), and the last names those
    tiles as the ship does ("does not fit: sail-03, quarters-a"). All of it is public."""
    tiles = game.comp.tiles
    won = game.won[s]
    boats = [t for t in won if tiles[t].is_boat]
    equipment = [t for t in won if not tiles[t].is_boat]
    count = lambda have, new: f"{have}" + (f" +{len(new)} won" if new else "")   # noqa: E731
    spill = list(Ship.of(game, s).arrangement().overboard) if equipment else []
    parts = []
    if boats:
        parts.append(", ".join(tiles[t].code for t in boats) + " to attach when building")
    fitting = [t for t in equipment if t not in spill]
    if fitting:
        parts.append(", ".join(tiles[t].code for t in fitting) + " to place when building")
    if spill:
        deciding = game.phase == "build" and game.current_player == s
        then = "choose what goes overboard" if deciding else (
            "the boat tiles may make room" if boats else
            f"{len(spill)} must go overboard when building")
        parts.append(f"does not fit{' yet' if boats else ''}: {', '.join(tiles[t].code for t in spill)} ({then})")
    return count(len(game.boats[s]), boats), count(len(game.aboard[s]), equipment), "; ".join(parts)


def _address(name: str, text: str) -> str:
    """``text`` said to the player ``name`` at a shared screen: 'Anja, bid in secret...', or
    'Bid in secret...' when the seat is called You."""
    return text[:1].upper() + text[1:] if is_you(name) else f"{name}, {text}"


class SeatControls(w.VBox):
    """One human seat's controls: claim buttons for the chest places A-I with that seat's
    sailors on each, seal, a bid box and button, and take or overboard buttons.

    Filled only from ``game.observation(seat)`` (and the seat's legal actions when it is its
    decision); :meth:`blank` wipes every trace of the seat's choices."""

    def __init__(self, table, seat: int, name: str):
        self.table, self.seat, self.name = table, seat, name
        self.state = "hidden"
        self.title = w.HTML()
        self.status = w.HTML()
        self.position = w.HTML()             # "your position": this seat's own view, never another's
        self.claims = []
        for place in PLACES:
            b = w.Button(description=place, disabled=True, layout=w.Layout(width="auto"))
            b.on_click(lambda _, place=place: self.send(f"claim {place}"))
            self.claims.append(b)
        auto = w.Layout(width="auto")
        self.seal = w.Button(description="seal my claim", button_style="primary", disabled=True, icon="lock",
                             layout=auto)
        self.seal.on_click(lambda _: self.send("seal"))
        # not bounded: a bid out of range is refused with the rule's words, never clamped
        self.amount = w.IntText(value=0, description="bid", layout=w.Layout(width="150px"))
        self.bid = w.Button(description="seal my bid", button_style="primary", disabled=True, icon="lock",
                            layout=w.Layout(width="auto"))
        self.bid.on_click(lambda _: self.send_bid(self.amount.value))
        self._pool = []
        self.choices = w.Box(layout=w.Layout(display="flex", flex_flow="row wrap"))
        self.rows = {"claim": w.HBox(self.claims + [self.seal], layout=w.Layout(flex_flow="row wrap")),
                     "bid": w.HBox([self.amount, self.bid]), "choices": self.choices}
        super().__init__([self.title, self.status] + list(self.rows.values()) + [self.position],
                         layout=w.Layout(display="none"))
        self.add_class("nassau-piratoons-seat")
        self.position.add_class("nassau-piratoons-position")

    def send(self, notation: str):
        return self.table.act(notation, seat=self.seat)

    def send_bid(self, coins: int):
        """The bid box's number as a bid; below 0 is refused in words, not in notation."""
        if coins < 0:
            return self.table._refuse(IllegalActionError(
                "auction.bid", f"a bid is a whole number of coins from 0 (an empty fist), not {coins}"))
        return self.send(f"bid {coins}")

    def show(self, obs: dict, legal=(), score=None) -> None:
        """Fill the controls from ``obs`` (``game.observation(seat)``), ``legal`` (the seat's
        legal notations, given only when it is the seat's decision) and ``score`` (the seat's
        public scoring row, :func:`score_row`)."""
        me = next(p for p in obs["players"] if p["name"] == obs["you"])
        phase, mine = obs["phase"], obs["to_decide"] == obs["you"]
        legal = set(legal) if mine else set()
        self.state = "deciding" if mine else "waiting"
        sealed = me["sealed_claims"] or {}
        for b, place in zip(self.claims, PLACES):
            code = obs["chest"].get(place)
            n = me["claims"].get(place, 0) + sealed.get(place, 0)
            with b.hold_sync():
                b.description = f"{place} {code}" + (f" · {n}" if n else "") if code else place
                b.tooltip = f"put one more sailor on {code} (chest place {place})" if code else ""
                b.disabled = f"claim {place}" not in legal
        self.seal.disabled = "seal" not in legal
        self.bid.disabled = not any(a.startswith("bid ") for a in legal)
        if phase != "bid" or not mine:
            self.amount.value = 0
        offers = sorted(a for a in legal if a.startswith(("take ", "overboard ")))
        self._offer(offers)
        whose = "Your controls" if is_you(self.name) else f"Controls for <b>{esc(self.name)}</b>"
        self.title.value = f"{whose} · {plural(me['coins'], 'coin')}"
        self.status.value = esc(self._status(obs, me, mine))
        self.position.value = position_html(obs, score)
        for key, row in self.rows.items():
            on = (key == "claim" and phase == "claim") or (key == "bid" and phase == "bid") or \
                 (key == "choices" and bool(offers))
            # shown with "" (the style cleared), not None: JupyterLite's front end keeps "none" on a null
            row.layout.display = "" if on else "none"
        self.layout.display = ""

    def blank(self) -> None:
        """Hide the controls and wipe the seat's choices from them."""
        self.state = "hidden"
        for b, place in zip(self.claims, PLACES):
            with b.hold_sync():
                b.description, b.tooltip, b.disabled = place, "", True
        self.seal.disabled = self.bid.disabled = True
        self.amount.value = 0
        self._offer([])
        self.title.value = self.status.value = self.position.value = ""
        self.layout.display = "none"

    def _status(self, obs, me, mine) -> str:
        phase, you = obs["phase"], obs["you"]
        waiting = obs["to_decide"]
        if phase == "claim":
            if not mine:
                return sentence("Waiting for {} to place sailors in secret.", [waiting])
            extra = f" (sealed round {obs['sealed_round']})" if obs["sealed_round"] > 1 else ""
            left = me["sailors_left"]
            if left == 0:
                return _address(you, f"every sailor is placed{extra}. Press \"seal my claim\" to commit your claim: "
                                     f"until then it is yours to change (undo), and nobody sees it.")
            return _address(you, f"place your sailors{extra}: {plural(left, 'sailor')} left. Nobody "
                                 f"sees them until everyone has sealed. Each sailor you keep earns 1 coin.")
        if phase == "bid":
            if me["bid"] is not None:
                return f"Your sealed bid: {me['bid']}. Waiting for the others."
            if not mine:
                return sentence("Waiting for {} to bid in secret.", [waiting])
            return _address(you, f"bid in secret for a tile overboard ({', '.join(obs['overboard'])}): 0 to "
                                 f"{plural(me['coins'], 'coin')}. 0 is an empty fist and cannot win; tied bids drop out.")
        if phase == "pick" and mine:
            return _address(you, f"you won a bid of {me['bid']}: pay it and take one tile.")
        if phase == "build" and mine:
            return _address(you, "your ship cannot hold everything: choose what goes overboard.")
        return sentence("Waiting for {}.", [waiting]) if waiting else ""

    def _offer(self, notations) -> None:
        """One button per notation; buttons are reused (hidden when not needed)."""
        while len(self._pool) < len(notations):
            b = w.Button(layout=w.Layout(width="auto"))
            b.on_click(lambda button: self.send(button.description))
            self._pool.append(b)
        for i, b in enumerate(self._pool):
            with b.hold_sync():
                if i < len(notations):
                    b.description, b.disabled, b.layout.display = notations[i], False, ""
                else:
                    b.description, b.disabled, b.layout.display = "", True, "none"
        if len(self.choices.children) != len(self._pool):
            self.choices.children = tuple(self._pool)

    def __repr__(self):
        return f"<piratoons.SeatControls {self.name}: {self.state}>"


class Table(Seats, StaticFallback, w.VBox):
    """The play table: turn banner, shared board, the hotseat gate, each human seat's
    controls, bot buttons, undo, the round's log and the final scores."""

    def __init__(self, game, kinds, seed: int = 0, auto: bool = True):
        if len(kinds) != game.n:
            raise RecordError("players", f"need one seat kind per player ({game.n})")
        self.game = game
        self.kinds = list(kinds)
        self.bots = [None if k is None else make_bot(ADAPTER, k, seed * 31 + i) for i, k in enumerate(self.kinds)]
        self.start_screen()                              # whose controls are on screen (display.seats)
        css = THEME_CSS + SHIP_CSS + asset("piratoons.css").read_text(encoding="utf-8")
        self.stylesheet = w.HTML(f"<style>{css}</style>")                # set once, never redrawn
        self.header = w.HTML()
        self.players = w.HTML()
        self.chest = w.HTML()
        self.auction = w.HTML()
        self.board = w.HBox([self.players, self.chest, self.auction])
        self.gate = Gate(self.open_gate)
        self.gate_text, self.gate_button = self.gate.text, self.gate.button
        self.seats = {s: SeatControls(self, s, game.names[s]) for s in self.humans}
        self.message = w.HTML()
        self.auto = w.Checkbox(value=auto, description="bots play on their own", indent=False)
        labels = (("one", "bot: one decision", ""), ("round", "bots: to end of round", ""),
                  ("game", "bots: to end of game", ""),
                  ("undo", "undo (practice mode)" if game.undo_free() and game.mode != "referee" else "undo", "undo"))
        self.buttons = {key: w.Button(description=text, icon=icon, layout=w.Layout(width="auto"))
                        for key, text, icon in labels}
        for key in ("one", "round", "game"):
            self.buttons[key].on_click(lambda _, until=key: self.run_bots(until))
        self.buttons["undo"].on_click(lambda _: self.undo())
        self.auto.observe(lambda change: self._after_change(), names="value")
        controls = w.HBox([self.auto] + list(self.buttons.values()))
        self.path = w.Text(value="game.json", description="file")
        self.files = {key: w.Button(description=key, layout=w.Layout(width="auto")) for key in ("save", "load")}
        self.files["save"].on_click(lambda _: self.save(self.path.value))
        self.files["load"].on_click(lambda _: self.load(self.path.value))
        files = w.HBox([self.path, self.files["save"], self.files["load"]])
        self.ships = [w.HTML() for _ in range(game.n)]
        self.ship_box = w.Box(self.ships, layout=w.Layout(display="flex", flex_flow="row wrap"))
        self.log_pane = w.HTML()
        self.scores = w.HTML()
        super().__init__([self.stylesheet, self.header, self.board, self.gate] + list(self.seats.values())
                         + [self.message, controls, files, self.ship_box, self.log_pane, self.scores])
        for part, name in ((self, "piratoons"), (self.header, "piratoons-turn"), (self.board, "piratoons-board"),
                           (self.gate, "piratoons-gate"), (self.message, "piratoons-message"),
                           (self.ship_box, "piratoons-ships"), (self.log_pane, "piratoons-log"),
                           (self.scores, "piratoons-scores")):
            part.add_class(f"nassau-{name}")      # stable hooks for styling and tests
        self.add_class("nassau")
        self._after_change()

    # --- decisions (act, is_human and undo's loop come from Seats) ------------------------
    def run_bots(self, until: str = "game") -> int:
        """Let bots decide: one decision, or to the end of the round or of the game, stopping
        whenever a human must decide. Returns the number of decisions made."""
        start = self.game.round
        made = self.step_bots(lambda g: until == "one" or (until == "round" and g.round != start))
        self._refresh()
        return made

    def undo(self) -> int:
        """Take back decisions up to and including the last human one; returns how many.

        The message does not say how many: that would count sealed decisions (sailors placed).
        With several humans at one screen, undo refuses to reopen another seat's sealed step
        (its claim or bid would be on screen for whoever pressed undo). Nor does it take back a
        sealed claim or bid once revealed: everyone has seen the others' by then, bots' too."""
        game = self.game
        count, seat = self.last_human_decision()
        back_to = game._undo[-count] if count else None
        if seat is not None and len(self.humans) > 1 and sealed_step(back_to) and seat != self.shown:
            self._refresh(sentence("Undo would reopen {}<'s> sealed decision while {} <is> not at the screen: only {} "
                                   "<may> take it back, during <their> turn.", [game.names[seat]] * 3), "error",
                          "undo.hotseat")
            return 0
        taken, decider, refusal = self.take_back()
        if refusal is not None:
            self._refresh("The sealed claims or bids are revealed: once everyone has seen them, a sealed "
                          "decision cannot be taken back.", "error", refusal.rule)
            return 0
        if not taken:
            message = "There is nothing to undo."
        elif self.is_human(decider):
            message = sentence("Took back {}<'s> last decision and everything after it.", [game.names[decider]])
        else:
            message = "Took back every decision: this is the start of the game."
        self._refresh(message)
        return taken

    def _loaded(self) -> None:
        """A loaded game starts behind the gate when several people share the screen."""
        self.start_screen()

    # --- display ---------------------------------------------------------------------
    def _refuse(self, exc):
        """A refused decision: its plain words on screen, the rule in the tooltip; nothing changed."""
        self.message.value = panels.refusal(exc)
        return exc

    def _say(self, text: str, kind: str = "info", rule: str = "") -> None:
        self.message.value = panels.message(text, kind, rule)

    def _refresh(self, message: str = "", kind: str = "info", rule: str = ""):
        game = self.game
        seen = self.who_sees(private=sealed_step(game))      # a sealed step passes behind the gate
        cur = game.current_player
        for s, panel in self.seats.items():      # blank first: no seat's choices outlive its turn
            if s != seen:
                panel.blank()
        if seen is not None:
            legal = game.legal_actions().notations() if cur == seen else ()
            self.seats[seen].show(game.observation(seen), legal, score_row(game, seen))
        view = public_view(game)
        self.players.value = players_html(game, view)
        self.chest.value = bare(chest_html(game))
        self.auction.value = bare(auction_html(game, compact=True))
        for s, pane in enumerate(self.ships):
            pane.value = bare(ship_svg(Ship.of(game, s)))
        if self.waiting is not None:
            self.gate.show_for(game.names[self.waiting], "It is a sealed step: everyone else looks away while {} "
                                                         "<decides>.")
        else:
            self.gate.hide()
        human = self.is_human(cur)
        for key in ("one", "round", "game"):
            self.buttons[key].disabled = game.is_over or human
        self.show_undo(self.buttons["undo"])
        self.log_pane.value = panels.log_pane(game.events)
        self.scores.value = panels.game_over(game) if game.is_over else ""
        self._say(message, kind, rule)
        # last: each HTML widget is a message of its own, and they arrive in order, so a header
        # that names a state comes after the board, the seats and the log that show it
        self.header.value = self._banner()

    def _banner(self) -> str:
        game = self.game
        if game.is_over:
            winner = game.winner()
            text = sentence("The game is over: {} <wins>.", [winner]) if winner else \
                "The game is over: a shared victory."
            return f'<span class="who">{esc(text)}</span> The final scoring is below.'
        cur = game.current_player
        if self.waiting is not None:
            lead = sentence("Pass the screen to {}.", [game.names[cur]])
        elif self.is_human(cur):
            lead = sentence("To decide: {}.", [game.names[cur]])
        else:
            lead = f"{game.names[cur]} (bot) decides" + ("." if self.auto.value else ": press a bot button.")
        return f'<span class="who">{esc(lead)}</span> {esc(game.prompt())} <span class="soft">Seats: ' \
               f'{esc(self.seats_text())}</span>'

    def _static_html(self) -> str:
        return game_html(self.game)

    def __repr__(self):
        return f"<piratoons.Table: {self.game.prompt()} Seats: {self.seats_text()}.>"
