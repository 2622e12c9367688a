"""Tables that show themselves in a notebook, trusted or not: HTML with inline styles and
grouped headers, every label and value escaped (player names come from users and from
saved records). A pandas Styler of the same table is there for those who want one."""

from numbers import Integral, Real

from . import STYLES, esc

_NUMBER = "text-align:right"


class StyledTable:
    """A DataFrame with a styled HTML view: ``.data`` is the plain DataFrame, ``.styler`` a
    pandas Styler of it (made when asked for)."""

    def __init__(self, data, caption: str = "", mask=None, fmt=None, uuid: str = "nassau-table"):
        self.data, self.caption, self.mask, self.fmt, self.uuid = data, caption, mask, fmt, uuid

    def __repr__(self):
        text = self.data.to_string()
        return f"{self.caption}\n{text}" if self.caption else text

    def _repr_html_(self):
        return table_html(self.data, self.caption, self.mask, self.fmt)

    def to_html(self) -> str:
        return self._repr_html_()

    @property
    def styler(self):
        """The same table as a pandas Styler (fixed uuid; its <style> block needs a trusted notebook),
        its values and its row and column labels escaped (player names come from users)."""
        data = self.data.copy(deep=False)       # the names of the label levels are shown as they are: escaped here
        data.index.names = [None if n is None else esc(n) for n in data.index.names]
        data.columns.names = [None if n is None else esc(n) for n in data.columns.names]
        styler = data.style.set_uuid(self.uuid).format(escape="html")
        styler = styler.format_index(escape="html", axis=0).format_index(escape="html", axis=1)
        if self.caption:
            styler = styler.set_caption(esc(self.caption))
        if self.mask is not None:
            mask = self.mask
            styler = styler.apply(lambda _: mask.replace({True: "font-weight: bold", False: ""}), axis=None)
        return styler


def style(df, uuid: str, caption: str = "", highlight=None, fmt=None) -> StyledTable:
    """A StyledTable with an optional caption, bold cells where ``highlight(df)`` is True, and
    ``fmt`` (a format string or function, or a dict of them by column) for the values."""
    return StyledTable(df, caption, None if highlight is None else highlight(df), fmt, uuid)


def table_html(df, caption="", mask=None, fmt=None) -> str:
    """The DataFrame as an HTML table with inline styles; columns with several levels get one
    header row per level, equal neighbours joined."""
    levels = df.columns.nlevels
    head = []
    for level in range(levels):
        cells = [] if level else [_corner(df, levels)]
        for label, span in _runs([c if levels == 1 else c[: level + 1] for c in df.columns]):
            text = label if levels == 1 else label[-1]
            cells.append(_cell("th", text, f' colspan="{span}"' if span > 1 else ""))
        head.append(f"<tr>{''.join(cells)}</tr>")
    rows = []
    for i, (name, row) in enumerate(df.iterrows()):
        cells = [_cell("th", name)]
        for j, (col, value) in enumerate(row.items()):
            bold = mask is not None and bool(mask.iloc[i, j])
            cells.append(_cell("td", _format(value, col, fmt), number=_is_number(value), bold=bold))
        rows.append(f"<tr>{''.join(cells)}</tr>")
    top = (f'<caption style="caption-side:top;font-weight:600;text-align:left;padding:2px 0">{esc(caption)}'
           f"</caption>" if caption else "")
    return (f'<div class="nassau" style="{STYLES["nassau"]};overflow-x:auto"><table style="{STYLES["table"]}">{top}'
            f"<thead>{''.join(head)}</thead><tbody>{''.join(rows)}</tbody></table></div>")


def _corner(df, levels) -> str:
    name = df.index.name or ""
    return _cell("th", name, f' rowspan="{levels}"' if levels > 1 else "")


def _runs(labels):
    """(label, how many times in a row) for a sequence of header labels."""
    out = []
    for label in labels:
        if out and out[-1][0] == label:
            out[-1][1] += 1
        else:
            out.append([label, 1])
    return out


def _cell(tag, text, attrs="", number=False, bold=False) -> str:
    style = STYLES[tag] + (";" + _NUMBER if number else "") + (";font-weight:700" if bold else "")
    return f'<{tag}{attrs} style="{style}">{esc(text)}</{tag}>'


def _is_number(value) -> bool:
    return isinstance(value, Real) and not isinstance(value, bool)


def _format(value, col, fmt) -> str:
    f = fmt.get(col) if isinstance(fmt, dict) else fmt
    if f is not None:
        return f.format(value) if isinstance(f, str) else f(value)
    if isinstance(value, Real) and not isinstance(value, (bool, Integral)):
        return f"{value:.6g}"
    return "" if value is None else str(value)
