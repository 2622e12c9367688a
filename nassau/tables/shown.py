"""How a seat shows itself in a notebook: as its play widget, imported only then."""


class ShownAsWidget:
    """A seat (here or on a server) shows itself in a notebook as its play widget."""

    def widget(self, follow: bool = True):
        """This seat's play widget (:class:`nassau.display.tableseat.SeatWidget`): what the
        seat sees, its choices on its turn, redrawn when the table moves."""
        from ..display.tableseat import SeatWidget
        return SeatWidget(self, follow=follow)

    def _repr_mimebundle_(self, **kwargs):          # a seat shows itself as its widget in a notebook
        return self.widget()._repr_mimebundle_(**kwargs)
