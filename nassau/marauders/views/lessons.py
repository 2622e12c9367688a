"""The rule notes of "learn as you play": the first time a kind of decision comes up for a
human captain, the play widget shows the rule behind it in two or three lines, in the
glossary's words (each term's meaning, with the rulebook's Chinese).

The notes are chosen here by the decision (``game.sub``, and a question's kind) and worded
in ``data/glossary.json``: a rule is explained once, in the glossary, and both the glossary
table and the widget read it from there.
"""

from ...display import esc
from .glossary import terms

# Each kind of decision and the glossary's terms behind it, at most three. Decisions that
# share their rule share their terms (the four steps of an adventure location), so their note
# is shown once.
LESSONS = {
    "captain": ("captain", "ability"),
    "first-ship": ("glory", "ship"),       # the first note says how the game is won
    "new-ship": ("captain death", "ship"),
    "action": ("turn", "action"),
    "port": ("port action", "sell goods"),
    "goods": ("buy goods", "in-demand good"),
    "hire": ("recruit", "crew"),
    "discard-glory": ("glory card", "hand limit"),
    "declare": ("naval round", "Seamanship contest"),
    "skull": ("hit-location roll", "skull"),
    "claim": ("claim a ship", "defeat"),
    "raid-nation": ("merchant raid", "bounty"),
    "raid": ("hit icon", "escape icon"),
    "raid-keep": ("cargo", "plunder"),
    "ambush": ("ambush",),
    "searched": ("contraband", "navy"),
    "visit": ("adventure location",),
    "site-raid": ("adventure location",),
    "site-ashore": ("adventure location",),
    "site-loot": ("adventure location",),
    "place-mod": ("ship modification",),
    # the questions asked inside a decision (questions.KINDS)
    "question:reroll": ("favor", "skill check"),
    "question:npc-reroll": ("favor", "Scouting"),
    "question:redraw": ("favor", "redraw"),
    "question:plank": ("the plank",),
    "question:save-crew": ("Donatus van 't Hof",),
    "question:move-hit": ("ability", "hit-location roll"),
    "question:shot": ("special weapon", "skull"),
    "question:caltrops": ("caltrops",),
    "question:stow": ("contraband",),
    "question:lose-cargo": ("contraband", "cargo"),
    "question:hide": ("smugglers hold",),
}


def key(game):
    """The LESSONS key of the decision the game waits for, or None (the game is over)."""
    if game.over:
        return None
    if game.sub == "question":
        return "question:" + game.question.kind
    return game.sub


def note_terms(lesson_key) -> list:
    """The glossary records of a lesson, in its order ([] for a decision without one)."""
    wanted = LESSONS.get(lesson_key, ())
    found = {t["english"]: t for t in terms() if t["english"] in wanted}
    return [found[name] for name in wanted]


def note_html(lesson_key) -> str:
    """A lesson as the widget shows it: one line a term, its name, the rulebook's Chinese and
    its meaning ("" for a decision without one)."""
    lines = "".join(f'<li><b>{esc(t["english"])}</b> <span lang="zh-Hant">{esc(t["chinese"])}</span>: '
                    f'{esc(t["meaning"])}</li>' for t in note_terms(lesson_key))
    return f'<div class="marauders-lesson-title">The rule behind this choice</div><ul>{lines}</ul>' if lines else ""
