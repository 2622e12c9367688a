"""The hotseat gate every play table shows when the screen must pass to another player:
"Pass the screen to Anja." and a button only she should press (see ``Seats.who_sees``).

Imported only when a table is made (ipywidgets is needed).
"""

import ipywidgets as w

from ..kernel.english import is_you, sentence
from . import esc


class Gate(w.VBox):
    """The words and the button; hidden until :meth:`show_for` names a player. ``text``
    and ``button`` are the two widgets (tests press the button). (Not ``open``/``close``:
    those are every widget's own.)"""

    def __init__(self, on_open):
        self.text = w.HTML()
        self.button = w.Button(button_style="primary", icon="eye",
                               layout=w.Layout(width="auto", align_self="flex-start"))
        self.button.on_click(lambda _: on_open())
        super().__init__([self.text, self.button], layout=w.Layout(display="none"))

    def show_for(self, name: str, why: str) -> None:
        """Show the gate for ``name``; ``why`` is a template whose ``{}`` is that name ("It is
        a sealed step: everyone else looks away while {} <decides>.")."""
        self.text.value = esc(sentence("Pass the screen to {}.", [name])).join(("<b>", "</b> ")) + esc(
            sentence(why, [name]))
        self.button.description = "Show my controls" if is_you(name) else f"I am {name}: show my controls"
        self.button.tooltip = "only the player named here should look at the screen now"
        self.layout.display = ""

    def hide(self) -> None:
        """Hide the gate and wipe its words."""
        self.text.value, self.button.description = "", ""
        self.layout.display = "none"

    @property
    def is_up(self) -> bool:
        return self.layout.display != "none"
