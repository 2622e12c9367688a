"""A captain's position, as the panel beside the map shows it: the public ship board and what
only that captain may see (glory cards in hand, rumors, stash). Plain HTML, no widget: the play
widget and a shared table's seat both show it."""

from ...display import esc, panels
from ...kernel.english import is_you, plural
from ..rules.scoring import stash_glory
from ..rules.vocabulary import GLORY_EFFECTS
from .describe import proving_words
from .render import where

def position_html(game, seat: int, private: bool = True) -> str:
    """One captain's position: the public board (captain card, ship, cargo, bounties, glory)
    and, when ``private``, what only that player may see: the glory cards in hand, the
    rumors and the stash (from ``game.observation(seat)``; every hand shows at the end)."""
    p = game.players[seat]
    if game.is_over:
        state = "final position"
    elif game.current_player == seat:
        state = "to decide"
    else:
        state = f"waiting; {game.names[game.current_player]} decides"
    head = (f'<div class="marauders-pos-title">{"Your position" if private else "Position"}</div>'
            f'<div class="marauders-pos-head"><b>{esc(p.name)}</b> <span class="nassau-soft">'
            f"{esc(where(game, p))} · {esc(state)}</span></div>")
    body = game.board(seat)._repr_html_()
    secret = _secret_html(game, seat) if private else ""
    return f'<div class="marauders-pos" data-seat="{seat}">{head}{body}{secret}</div>'


def _secret_html(game, seat: int) -> str:
    me = game.observation(seat)["players"][seat]
    comp = game.comp
    glory = {c.id: c for c in comp.glory}
    rumors = {r.id: r for r in comp.rumors}
    cards = "".join(_chip(glory[c].name, glory[c].text or GLORY_EFFECTS.get(glory[c].effect, "")) for c in me["hand"])
    tales = "".join(_chip(rumors[r].name, f"{rumors[r].text} {panels.as_sentence(proving_words(rumors[r], comp))}"
                          .lstrip()) for r in me["rumors"])
    whose = "your" if is_you(me["name"]) else f"{me['name']}'s"
    rows = [("Glory cards in hand", cards or _soft("none")), ("Rumors", tales or _soft("none")),
            ("Stash", esc(f"{plural(me['stash'], 'gold')} ({stash_glory(game, me['stash'])} hidden glory)"))]
    cells = "".join(f'<div class="marauders-pos-row"><span class="marauders-pos-label">{esc(k)}</span>'
                    f"<span>{v}</span></div>" for k, v in rows)
    return (f'<div class="marauders-secret"><div class="marauders-pos-title">Only on {esc(whose)} screen</div>'
            f"{cells}</div>")


def _chip(text: str, title: str = "") -> str:
    tip = f' title="{esc(title)}"' if title else ""
    return f'<span class="marauders-chip"{tip}>{esc(text)}</span>'


def _soft(text: str) -> str:
    return f'<span class="nassau-soft">{esc(text)}</span>'
