"""A pandas Styler wrapper whose reprs are deterministic (fixed uuid, no memory address) and
escaped: the Styler writes the index, the columns and the values as raw HTML unless told
otherwise, and player names (from users and from saved records) are in them."""

from . import esc


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


def _escaped(f):
    """A formatter (a format string or a function) whose output is escaped: pandas escapes a
    function's input, not what it returns."""
    if isinstance(f, str):
        return lambda v: esc(f.format(v))
    return lambda v: esc(f(v))


def style(df, uuid: str, caption: str = "", highlight=None, fmt=None):
    """A StyledTable: fixed uuid, optional caption, optional bold cells where ``highlight(df)`` is True.

    Every string is HTML-escaped: values (also those ``fmt`` formats), the row and column
    labels at every level, the index and column names, and the caption."""
    shown = df
    if not hasattr(shown.style, "format_index_names"):          # pandas < 3: escape the names themselves
        shown = df.rename_axis(index=[None if n is None else esc(n) for n in df.index.names],
                               columns=[None if n is None else esc(n) for n in df.columns.names])
    styler = shown.style.set_uuid(uuid)
    if caption:
        styler = styler.set_caption(esc(caption))
    styler = styler.format(escape="html")
    if fmt:                                         # the formatted columns: their output escaped
        styler = styler.format({k: _escaped(f) for k, f in fmt.items()} if isinstance(fmt, dict) else _escaped(fmt))
    for axis in (0, 1):
        styler = styler.format_index(escape="html", axis=axis)
        if shown is df:
            styler = styler.format_index_names(escape="html", axis=axis)
    if highlight is not None:
        mask = highlight(df)
        styler = styler.apply(lambda _: mask.replace({True: "font-weight: bold", False: ""}), axis=None)
    styler = styler.set_table_styles([
        {"selector": "th, td", "props": "padding: 2px 8px; border-bottom: 1px solid var(--jp-border-color2, #d0d7de);"},
        {"selector": "caption", "props": "caption-side: top; font-weight: bold; text-align: left;"},
    ])
    return StyledTable(df, styler, caption)
