"""Every text colour the package's stylesheets and drawings use is readable on the background it
sits on, in the light and in the dark theme: a WCAG 2 contrast ratio (from relative luminance)
of at least 4.5:1, the AA level for normal text (3:1 for large text: 24 px, or 18.66 px bold).

The colours are read from the files, not listed here, so a new bad colour fails:

- the theme's ``--nassau-*`` variables from ``nassau.display.THEME_CSS``: the light values are
  the fallbacks of the ``.nassau`` block (``var(--jp-..., #fallback)`` gives the fallback: outside
  JupyterLab there is no JupyterLab variable), the dark values those of the dark-theme blocks;
- the stylesheets (THEME_CSS, widgets/board.css, widgets/piratoons.css): a rule's ``color`` is
  text; its background is the rule's own ``background``, or else the page and the panel of the
  theme, where such text can be; a rule with a background and no colour holds the file's
  inherited text colour;
- the SVG drawings (Piratoons' ship_svg and board_svg, Pirates' board_svg, the Merchants &
  Marauders map, at several moments of seeded games, with their stylesheets SHIP_CSS, BOARD_CSS,
  Pirates' SVG_CSS and the map's CSS): every ``<text>`` and ``<tspan>`` with words of its own, its fill as the browser
  resolves it (the drawing's stylesheet over presentation attributes, ``var()`` and
  ``color-mix()`` included, inherited from the parent text), against the topmost filled shape
  drawn before it under its first letters (rect, circle, ellipse, path, polygon), or the page;
  a third "plain" theme reads the presentation attributes alone, as a viewer without CSS does;
- inline ``color:`` styles in the HTML views.

Exempt, because they are not text: borders, strokes and shape fills (swatches, pips, bands,
hulls: they are the backgrounds here), and text made only of swatch glyphs (■ ● ◀), which
repeats in colour what the words next to it say.
"""

import re
import xml.etree.ElementTree as ET

import pytest

from nassau import marauders, pirates, piratoons
from nassau.display import THEME_CSS
from nassau.display.widgets import asset
from nassau.kernel.bots import RandomBot
from nassau.piratoons.views import render as toons_render
from nassau.piratoons.ui.controller import Table, players_html, public_view
from nassau.piratoons.views.position import position_html, score_row

AA, AA_LARGE = 4.5, 3.0
THEMES = ("light", "dark")
SWATCH = re.compile(r"^[\s■●◀▶]*$")
NAMED = {"white": "#ffffff", "black": "#000000", "transparent": None, "none": None,
         # CSS's own values of the colour words the component files use (tile and slot colours)
         "red": "#ff0000", "blue": "#0000ff", "green": "#008000", "yellow": "#ffff00", "purple": "#800080"}


# --- colours ------------------------------------------------------------------------------------
def rgb(text):
    """(r, g, b) from #rgb, #rrggbb (alpha ignored only when opaque), rgb() or a name; None for none."""
    text = text.strip().lower()
    text = NAMED.get(text, text)
    if text is None:
        return None
    if text.startswith("#"):
        h = text[1:]
        if len(h) in (3, 4):
            h = "".join(c * 2 for c in h)
        assert len(h) in (6, 8) and (len(h) == 6 or h[6:] == "ff"), f"a translucent colour: {text}"
        return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))
    m = re.fullmatch(r"rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)", text)
    assert m, f"cannot read the colour {text!r}"
    assert m.group(4) in (None, "1"), f"a translucent colour: {text}"
    return tuple(round(float(m.group(i))) for i in (1, 2, 3))


def luminance(c) -> float:
    def lin(v):
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])


def ratio(a, b) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_the_ratio_is_wcag_2s():
    assert ratio(rgb("#000"), rgb("#fff")) == pytest.approx(21)
    assert ratio(rgb("#777777"), rgb("#ffffff")) == pytest.approx(4.48, abs=0.01)
    assert ratio(rgb("#1f2328"), rgb("#1f2328")) == 1


# --- CSS ------------------------------------------------------------------------------------------
def rules(css: str) -> list:
    """(context, selector, {property: value}) for every rule, @media and @supports blocks opened
    (their condition in ``context``)."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    out, stack, i = [], [], 0
    while i < len(css):
        j = css.find("{", i)
        k = css.find("}", i)
        if k >= 0 and (j < 0 or k < j):          # the end of an @ block
            stack.pop()
            i = k + 1
            continue
        if j < 0:
            break
        head = css[i:j].strip()
        if head.startswith("@"):
            stack.append(head)
            i = j + 1
            continue
        end = css.find("}", j)
        body = dict((p.strip().lower(), v.strip()) for p, v in
                    (d.split(":", 1) for d in css[j + 1:end].split(";") if ":" in d))
        for sel in head.split(","):
            out.append((" ".join(stack), " ".join(sel.split()), body))
        i = end + 1
    return out


def _split_args(text):
    """Top-level comma-separated arguments of a CSS function."""
    depth, part, out = 0, "", []
    for ch in text:
        if ch == "," and depth == 0:
            out.append(part.strip())
            part = ""
            continue
        depth += (ch == "(") - (ch == ")")
        part += ch
    return out + [part.strip()]


def resolve(value: str, variables: dict):
    """A CSS colour value with var() (a variable of ``variables``, else the fallback) and
    color-mix(in srgb, A P%, B) worked out; None for none/transparent, "inherit" as it is."""
    value = value.strip().removesuffix("!important").strip()
    if value in ("inherit", "currentcolor", "currentColor"):
        return "inherit"
    m = re.fullmatch(r"var\((--[\w-]+)(?:,\s*(.*))?\)", value, re.S)
    if m:
        if m.group(1) in variables:
            return resolve(variables[m.group(1)], variables)
        assert m.group(2), f"{m.group(1)} has no value and no fallback"
        return resolve(m.group(2), variables)
    m = re.fullmatch(r"color-mix\(in srgb,\s*(.*)\)", value, re.S)
    if m:
        (a, pa), (b, pb) = [(re.sub(r"\s+[\d.]+%$", "", x), re.search(r"\s([\d.]+)%$", x)) for x in _split_args(m.group(1))]
        share = float(pa.group(1)) / 100 if pa else (1 - float(pb.group(1)) / 100 if pb else 0.5)
        ca, cb = resolve(a, variables), resolve(b, variables)
        return tuple(round(x * share + y * (1 - share)) for x, y in zip(ca, cb))
    return rgb(value)


def theme_variables(theme: str) -> dict:
    """The --nassau-* variables of a theme, from THEME_CSS: outside JupyterLab, so every
    var(--jp-..., fallback) is its fallback."""
    light, dark_blocks = {}, []
    for context, selector, body in rules(THEME_CSS):
        own = {k: v for k, v in body.items() if k.startswith("--nassau-")}
        if not own:
            continue
        if "dark" in context or "dark" in selector or 'theme-light="false"' in selector:
            dark_blocks.append(own)
        elif selector == ".nassau":
            light.update(own)
    assert light and len(dark_blocks) >= 2, "the theme's light block and dark blocks were not found"
    if theme == "light":
        return light
    assert all(d == dark_blocks[0] for d in dark_blocks), "the dark-theme blocks disagree"
    return dict(light, **dark_blocks[0])


def test_the_dark_theme_changes_every_colour_a_text_sits_on():
    light, dark = theme_variables("light"), theme_variables("dark")
    for name in ("--nassau-fg", "--nassau-fg-soft", "--nassau-bg", "--nassau-panel", "--nassau-sea"):
        assert resolve(light[name], {}) != resolve(dark[name], {}), name


STYLESHEETS = {
    "THEME_CSS": THEME_CSS,
    "widgets/board.css": asset("board.css").read_text(encoding="utf-8"),
    "widgets/piratoons.css": asset("piratoons.css").read_text(encoding="utf-8"),
    "widgets/marauders.css": asset("marauders.css").read_text(encoding="utf-8"),
}
# the drawings' own stylesheets (SHIP_CSS, BOARD_CSS with MIX_CSS, Pirates' SVG_CSS) colour text with
# ``fill``: they are read with the drawings below, where it is known what each text sits on
BACKGROUND = ("background", "background-color")


def css_pairs(name, theme):
    """(where, text colour, background) for every text colour of a stylesheet."""
    variables = theme_variables(theme)
    page = [resolve(variables[v], variables) for v in ("--nassau-bg", "--nassau-panel")]
    out = []
    for css in [STYLESHEETS[name]]:
        found = rules(css)
        # the text colour a rule's elements inherit: the file's root rule's (one selector, no descendant), else the theme's
        base = [resolve(b["color"], variables) for _, sel, b in found if "color" in b and " " not in sel]
        base = [c for c in base if c != "inherit"][:1] or [resolve(variables["--nassau-fg"], variables)]
        for context, selector, body in found:
            if theme == "light" and _dark_only(context, selector):
                continue                     # a dark theme's rule does not apply in the light one
            colour = resolve(body["color"], variables) if "color" in body else None
            back = next((resolve(_colour_of_background(body[p]), variables) for p in BACKGROUND if p in body), None)
            if colour in (None, "inherit") and back is None:
                continue
            texts = base if colour in (None, "inherit") else [colour]
            for t in texts:
                for b in [back] if back is not None else page:
                    out.append((f"{name} {selector}", t, b))
    return out


def _dark_only(context: str, selector: str) -> bool:
    return "dark" in context or "dark" in selector or 'theme-light="false"' in selector


def _colour_of_background(value: str) -> str:
    """The colour of a ``background`` shorthand (a var(), a function or the first word)."""
    m = re.match(r"\s*((?:var|rgba?|color-mix)\(.*\)|#\w+|[a-z]+)", value)
    return m.group(1)


@pytest.mark.parametrize("name", STYLESHEETS)
@pytest.mark.parametrize("theme", THEMES)
def test_every_stylesheet_text_colour_is_readable_on_its_background(name, theme):
    pairs = css_pairs(name, theme)
    assert pairs
    bad = [f"{where}: {t} on {b} is {ratio(t, b):.2f}" for where, t, b in pairs if ratio(t, b) < AA]
    assert not bad, "\n".join(bad)


# --- SVG --------------------------------------------------------------------------------------------
SHAPES = {"rect", "circle", "ellipse", "path", "polygon"}
SVG_NS = "{http://www.w3.org/2000/svg}"


def _compound(selector: str):
    """The tag and classes the last compound of a selector asks of an element."""
    last = re.split(r"[\s>+~]+", selector.strip())[-1]
    tag = re.match(r"^[a-z]*", last).group(0) or None
    return tag, set(re.findall(r"\.([\w-]+)", last))


class Drawing:
    """An SVG as a browser (or, in the "plain" theme, a viewer without CSS) paints its text."""

    def __init__(self, svg: str, theme: str, css: str = ""):
        self.root = ET.fromstring(svg)
        self.theme = theme
        own = "".join(el.text or "" for el in self.root.iter(SVG_NS + "style"))
        self.rules = [] if theme == "plain" else [
            (_compound(sel), body, order) for order, (_, sel, body) in enumerate(rules(own + css))]
        self.vars = theme_variables("light" if theme == "plain" else theme)
        self.page = resolve(self.vars["--nassau-bg"], self.vars)

    def _matching(self, el):
        tag, classes = el.tag.replace(SVG_NS, ""), set(el.get("class", "").split())
        found = [(len(want) + (t is not None), order, body) for (t, want), body, order in self.rules
                 if (t is None or t == tag) and want <= classes and (t or want)]
        return [body for _, _, body in sorted(found, key=lambda f: (f[0], f[1]))]

    def fill(self, el, inherited):
        """The fill of ``el``: the stylesheet's, else the presentation attribute, else inherited."""
        variables, value = dict(self.vars), None
        for body in self._matching(el):
            variables.update({k: v for k, v in body.items() if k.startswith("--")})
            value = body.get("fill", value)
        if value is None:
            value = el.get("fill")
        if value is None:
            return inherited
        got = resolve(value, variables)
        return inherited if got == "inherit" else got

    def texts(self):
        """(text, fill, background, size, bold) of every text and tspan with words of its own."""
        out, shapes = [], []

        def walk(el, dx, dy, fill, size, bold):
            tag = el.tag.replace(SVG_NS, "")
            if tag in ("style", "title", "desc"):
                return
            m = re.search(r"translate\(\s*([-\d.]+)[\s,]+([-\d.]+)\s*\)", el.get("transform", ""))
            if m:
                dx, dy = dx + float(m.group(1)), dy + float(m.group(2))
            size = float(el.get("font-size", size))
            bold = bold or el.get("font-weight") == "bold"
            own = self.fill(el, fill) if tag in ("text", "tspan", "g", "svg") else None
            if tag in SHAPES:
                colour = self.fill(el, (0, 0, 0))
                box = _box(el)
                if colour is not None and box:
                    shapes.append((box[0] + dx, box[1] + dy, box[2] + dx, box[3] + dy, colour))
            if tag == "text":
                self._anchor = (float(el.get("x", 0)) + dx, float(el.get("y", 0)) + dy - 0.35 * size)
            if tag in ("text", "tspan") and (el.text or "").strip() and not SWATCH.match(el.text):
                x, y = self._anchor
                under = [s for s in shapes if s[0] <= x + 2 <= s[2] and s[1] <= y <= s[3]]
                back = under[-1][4] if under else self.page
                out.append((el.text.strip(), own, back, size, bold))
            for child in el:
                walk(child, dx, dy, own if own is not None else fill, size, bold)
                if tag in ("text", "tspan") and (child.tail or "").strip() and not SWATCH.match(child.tail):
                    x, y = self._anchor
                    under = [s for s in shapes if s[0] <= x + 2 <= s[2] and s[1] <= y <= s[3]]
                    out.append((child.tail.strip(), own, under[-1][4] if under else self.page, size, bold))

        self._anchor = (0, 0)
        walk(self.root, 0.0, 0.0, (0, 0, 0), 12.0, False)
        return out


def _box(el):
    """(x0, y0, x1, y1) of a shape (a path's and a polygon's from their coordinates)."""
    tag = el.tag.replace(SVG_NS, "")
    f = lambda k: float(el.get(k, 0))     # noqa: E731
    if tag == "rect":
        return f("x"), f("y"), f("x") + f("width"), f("y") + f("height")
    if tag == "circle":
        return f("cx") - f("r"), f("cy") - f("r"), f("cx") + f("r"), f("cy") + f("r")
    if tag == "ellipse":
        return f("cx") - f("rx"), f("cy") - f("ry"), f("cx") + f("rx"), f("cy") + f("ry")
    numbers = [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?", el.get("d", "") or el.get("points", ""))]
    if tag == "path" and re.search(r"[hvlcsqta]", el.get("d", "")):
        return None                      # relative steps: no box without drawing it (only the pirates' markers)
    xs, ys = numbers[0::2], numbers[1::2]
    return (min(xs), min(ys), max(xs), max(ys)) if xs and ys else None


def _games():
    """Seeded games of both kinds at several moments (random bots), for their drawings."""
    for seed in (1, 5):
        g = piratoons.new_game(players=["Anja", "Jonah", "Jon", "Ewan"], seed=seed)
        bots = [RandomBot(seed * 10 + s) for s in range(4)]
        marks = {("claim", 1), ("bid", 2), ("build", 3), ("pick", 4), ("claim", 6)}
        yield "piratoons start", g.clone()
        while not g.is_over:
            if (g.phase, g.round) in marks:
                marks.discard((g.phase, g.round))
                yield f"piratoons seed {seed} round {g.round} {g.phase}", g.clone()
            g.apply(bots[g.current_player].choose(g))
        yield f"piratoons seed {seed} over", g


def _drawings():
    for name, g in _games():
        yield name + " board", str(toons_render.board_svg(g))
        for s in range(g.n):
            yield f"{name} ship {s}", str(toons_render.ship_svg(g.board(s)))


def _pirates_drawings():
    from nassau.pirates.views.render import SVG_CSS, board_svg
    g = pirates.new_game(players=["Anja", "Jonah", "Jon", "Ewan"], seed=3)
    bots = [RandomBot(s) for s in range(4)]
    for _ in range(6):
        yield f"pirates round {g.round}", str(board_svg(g)), ""
        yield f"pirates round {g.round} (widget)", str(board_svg(g, interactive=True)), THEME_CSS + SVG_CSS
        start = g.round
        while not g.is_over and g.round == start:
            g.apply(bots[g.current_player].choose(g))


def _unreadable(svg, theme, css=""):
    bad = []
    for text, fill, back, size, bold in Drawing(svg, theme, css).texts():
        need = AA_LARGE if size >= 24 or (size >= 18.66 and bold) else AA
        if fill is None or ratio(fill, back) < need:
            bad.append(f"{text[:30]!r}: {fill} on {back}: {ratio(fill, back) if fill else 0:.2f}")
    return bad


@pytest.mark.parametrize("theme", THEMES + ("plain",))
def test_the_piratoons_drawings_text_is_readable(theme):
    checked, bad = 0, {}
    for name, svg in _drawings():
        checked += 1
        found = _unreadable(svg, theme)
        if found:
            bad[name] = sorted(set(found))[:6]
    assert checked > 20
    assert not bad, "\n".join(f"{k}: {v}" for k, v in list(bad.items())[:8])


def test_the_drawing_reader_sees_a_bad_colour():
    """The check itself: dark text straight on the page (the teacher's ship titles) fails in the dark."""
    svg = ('<svg xmlns="http://www.w3.org/2000/svg" class="nassau"><rect x="0" y="0" width="50" height="50" '
           'fill="#ffffff"/><text x="10" y="20" fill="#1f2328">on a white card</text>'
           '<text x="100" y="20" fill="#1f2328">on the page</text></svg>')
    assert _unreadable(svg, "light") == []
    assert _unreadable(svg, "dark") == ["'on the page': (31, 35, 40) on (13, 17, 23): 1.20"]
    yellow = svg.replace('fill="#1f2328">on the page', 'fill="#e3b505">on the page')
    assert _unreadable(yellow, "light") and not _unreadable(yellow, "dark")


@pytest.mark.parametrize("theme", THEMES + ("plain",))
def test_the_pirates_board_text_is_readable(theme):
    bad = {}
    for name, svg, css in _pirates_drawings():
        found = _unreadable(svg, theme, css)
        if found:
            bad[name] = sorted(set(found))[:6]
    assert not bad, "\n".join(f"{k}: {v}" for k, v in list(bad.items())[:8])


def _marauders_games():
    """Merchants & Marauders at several moments of a seeded game (random legal decisions), and
    a zone crowded with every captain and NPC, in port and at sea, a fight on."""
    from nassau.kernel.rng import Rng
    from nassau.marauders.rules.combat import Fight
    g = marauders.new_game(players=["Anja", "Jonah", "Jon", "Ewan"], seed=3)
    pick = Rng(17)
    yield "marauders setup", g.clone()
    for _ in range(6):
        for _ in range(60):
            if not g.is_over:
                options = g.legal_actions()
                g.apply(options[pick.below(len(options))])
        yield f"marauders round {g.round}", g.clone()
    crowd = g.clone()
    for k, p in enumerate(crowd.players):
        p.zone, p.in_port = crowd.comp.by_id["tortuga"].index, k < 2
    crowd.npcs = tuple(None if n is None else (n[0], p.zone, n[2], n[3]) for n in crowd.npcs)
    a, d = [p.seat for p in crowd.players if p.ship][:2]      # (a new captain has no ship yet to fight in)
    crowd.fight = Fight(a, d, round=2, decl=("shoot", ""))
    yield "marauders crowded", crowd


@pytest.mark.parametrize("theme", THEMES + ("plain",))
def test_the_marauders_map_text_is_readable(theme):
    """The map as a picture, and as the map widget draws it (its targets marked, the widget's
    stylesheet loaded with the map's)."""
    from nassau.marauders.ui.intents import targets
    from nassau.marauders.views.render import CSS, board_svg
    widget_css = THEME_CSS + CSS + STYLESHEETS["widgets/marauders.css"]
    bad, checked = {}, 0
    for name, g in _marauders_games():
        checked += 1
        found = _unreadable(str(g.to_svg()), theme)
        found += _unreadable(str(board_svg(g, interactive=True, marks=targets(g))), theme, widget_css)
        if found:
            bad[name] = sorted(set(found))[:6]
    assert checked >= 7
    assert not bad, "\n".join(f"{k}: {v}" for k, v in list(bad.items())[:8])


def _marauders_drawings():
    """Every captain's ship board at those moments, and the fights and raids of the scenes."""
    from .marauders.scenes import all_scenes
    for name, g in _marauders_games():
        for s in range(g.n):
            yield f"{name} ship {s}", str(g.board(s).to_svg())
    for name, g in all_scenes().items():
        yield f"marauders {name}", str(g.fight_view().to_svg())


@pytest.mark.parametrize("theme", THEMES + ("plain",))
def test_the_marauders_ship_boards_and_fights_are_readable(theme):
    bad, checked = {}, 0
    for name, svg in _marauders_drawings():
        checked += 1
        found = _unreadable(svg, theme)
        if found:
            bad[name] = sorted(set(found))[:6]
    assert checked >= 30
    assert not bad, "\n".join(f"{k}: {v}" for k, v in list(bad.items())[:8])


# --- inline colours in the HTML views ---------------------------------------------------------------
INLINE = re.compile(r'<(\w+)[^>]*style="[^"]*(?<![-\w])color:\s*([^;"]+)[^"]*"[^>]*>(.*?)</\1>', re.S)


def _html_views():
    for name, g in _games():
        yield name, g._repr_html_()
        yield name + " chest", str(toons_render.chest_html(g))
        yield name + " auction", str(toons_render.auction_html(g, compact=True))
        yield name + " players", players_html(g, public_view(g))
        if not g.is_over:
            s = g.current_player
            yield name + " position", position_html(g.observation(s), score_row(g, s))
    for name, g in _marauders_games():
        yield name, g._repr_html_()
        for s in range(g.n):
            yield f"{name} board {s}", g.board(s)._repr_html_()
            yield f"{name} own board {s}", g.board(s, private=True)._repr_html_()
        yield name + " glory", g.glory_table()._repr_html_()
    from .marauders.scenes import all_scenes
    for name, g in all_scenes().items():
        yield f"marauders {name}", g._repr_html_()
    comp = marauders.default_components()
    for rec in (comp.captains[0], comp.ships["sloop"], comp.events[0], comp.cargo[0], comp.glory[0], comp.rumors[0],
                comp.missions[0], comp.mods[0], comp.weapons[0], comp.demand[0], comp.merchants[0], comp.zones[0]):
        yield f"marauders {type(rec).__name__}", rec._repr_html_()
    t = Table(piratoons.new_game(players=["Ann", "Bo", "Cy"], seed=2), [None, None, "bot"])
    for widget in (t.header, t.players, t.gate_text, t.message, t.log_pane):
        yield "table", widget.value


@pytest.mark.parametrize("theme", THEMES)
def test_inline_text_colours_in_the_html_views_are_readable(theme):
    variables = theme_variables(theme)
    page = [resolve(variables[v], variables) for v in ("--nassau-bg", "--nassau-panel")]
    bad, seen = [], 0
    for name, html in _html_views():
        for tag, colour, inner in INLINE.findall(html):
            text = re.sub(r"<[^>]*>", "", inner)
            if SWATCH.match(text):
                continue                                  # a swatch of a player's colour beside the name
            seen += 1
            c = resolve(colour, variables)
            bad += [f"{name}: <{tag}> {text[:30]!r} {c} on {b}: {ratio(c, b):.2f}" for b in page if ratio(c, b) < AA]
    assert not bad, "\n".join(sorted(set(bad))[:10])
