"""The controls under a play table's board: bots playing on their own or a step at a time,
undo, and saving and loading the game to a file. Shared by the play tables whose rows are
the same (``pirates.play``, ``marauders.play``).

Imported only when a table is made (ipywidgets is needed).
"""

import ipywidgets as w


def add_controls(table, steps, auto: bool = True) -> None:
    """Give ``table`` (a ``display.seats.Seats`` widget with ``run_bots``, ``undo``, ``save``,
    ``load`` and ``_after_change``) its controls, wired to those methods: ``auto`` (the
    "bots play on their own" box), ``buttons`` (``steps``, [(key, label)] of ``run_bots(key)``,
    then undo, save and load), ``path`` (the file), and the two rows ``controls`` and ``files``."""
    fit = dict(width="auto")                  # labels that fit, never cut short
    table.auto = w.Checkbox(value=auto, description="bots play on their own", indent=False, layout=w.Layout(**fit))
    undo = "undo (practice mode)" if table.game.undo_free() else "undo"     # practice: anything is taken back
    labels = list(steps) + [("undo", undo), ("save", "save"), ("load", "load")]
    table.buttons = {key: w.Button(description=text, layout=w.Layout(**fit)) for key, text in labels}
    table.buttons["undo"].icon = "undo"
    table.path = w.Text(value="game.json", description="file", layout=w.Layout(width="260px"))
    for key, _ in steps:
        table.buttons[key].on_click(lambda _, until=key: table.run_bots(until))
    table.buttons["undo"].on_click(lambda _: table.undo())
    table.buttons["save"].on_click(lambda _: table.save(table.path.value))
    table.buttons["load"].on_click(lambda _: table.load(table.path.value))
    table.auto.observe(lambda change: table._after_change(), names="value")
    wrap = w.Layout(display="flex", flex_flow="row wrap", align_items="center")
    table.controls = w.Box([table.auto] + [table.buttons[key] for key, _ in steps] + [table.buttons["undo"]],
                           layout=wrap)
    table.files = w.Box([table.path, table.buttons["save"], table.buttons["load"]],
                        layout=w.Layout(display="flex", flex_flow="row wrap", align_items="center"))
