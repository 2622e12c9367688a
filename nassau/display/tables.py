"""A pandas Styler wrapper whose reprs are deterministic (fixed uuid, no memory address)."""


class StyledTable:
    """A DataFrame with a styled HTML view: ``.data`` is the plain DataFrame, ``.styler`` the Styler."""

    def __init__(self, data, styler, caption: str = ""):
        self.data, self.styler, self.caption = data, styler, caption

    def __repr__(self):
        text = self.data.to_string()
        return f"{self.caption}\n{text}" if self.caption else text

    def _repr_html_(self):
        return self.styler.to_html()

    def to_html(self) -> str:
        return self._repr_html_()


def style(df, uuid: str, caption: str = "", highlight=None, fmt=None):
    """A StyledTable: fixed uuid, optional caption, optional bold cells where ``highlight(df)`` is True."""
    styler = df.style.set_uuid(uuid)
    if caption:
        styler = styler.set_caption(caption)
    if fmt:
        styler = styler.format(fmt)
    if highlight is not None:
        mask = highlight(df)
        styler = styler.apply(lambda _: mask.replace({True: "font-weight: bold", False: ""}), axis=None)
    styler = styler.set_table_styles([
        {"selector": "th, td", "props": "padding: 2px 8px; border-bottom: 1px solid var(--jp-border-color2, #d0d7de);"},
        {"selector": "caption", "props": "caption-side: top; font-weight: bold; text-align: left;"},
    ])
    return StyledTable(df, styler, caption)
