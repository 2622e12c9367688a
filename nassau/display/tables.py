"""Tables that show themselves in a notebook, trusted or not: HTML with inline styles and
grouped headers, every label and value escaped (player names come from users and from
saved records). A pandas Styler of the same table is there for those who want one."""

from numbers import Integral, Real

from . import STYLES, esc

_NUMBER = "text-align:right"


class StyledTable:
    """A DataFrame with a styled HTML view: ``.data`` is the plain DataFrame, ``.styler`` a
    pandas Styler of it (made when asked for). A table may carry a ``.detail`` (another
    StyledTable), shown under it in a closed ``<details>`` element labelled ``summary``."""

    def __init__(self, data, caption: str = "", mask=None, fmt=None, uuid: str = "nassau-table",
                 detail=None, summary: str = ""):
        self.data, self.caption, self.mask, self.fmt, self.uuid = data, caption, mask, fmt, uuid
        self.detail, self.summary = detail, summary

    def __repr__(self):
        text = self.data.to_string()
        text = f"{self.caption}\n{text}" if self.caption else text
        return text if self.detail is None else f"{text}\n({self.summary}: .detail)"

    def _repr_html_(self):
        return table_html(self.data, self.caption, self.mask, self.fmt, self._details())

    def _details(self) -> str:
        # closed, so that the table above is what a cell shows; no caption, the summary says it
        if self.detail is None:
            return ""
        d = self.detail
        return (f'<details style="margin:2px 0 4px"><summary style="cursor:pointer">{esc(self.summary)}</summary>'
                f"{_table(d.data, '', d.mask, d.fmt)}</details>")

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


def summarised(full, keep, uuid: str, caption: str, summary: str, highlight=None) -> StyledTable:
    """The columns ``keep`` of ``full`` as the table, and the whole of ``full`` as its detail,
    turned so that each column of ``full`` is a row (one column per player: it fits a cell as
    well), bold where ``highlight(full)`` is True in both."""
    mask = None if highlight is None else highlight(full)
    detail = StyledTable(full.T, "", None if mask is None else mask.T, uuid=uuid + "-detail")
    return StyledTable(full[keep], caption, None if mask is None else mask[keep], uuid=uuid,
                       detail=detail, summary=summary)


def merge_repeats(df, label):
    """``df`` with each run of equal rows in a row kept once, labelled ``label(first, last)``
    (the labels of the run's first and last rows); a run of one keeps its own label."""
    rows = [(name, tuple(row)) for name, row in zip(df.index, df.itertuples(index=False))]
    kept, names, start = [], [], 0
    for values, span in _runs([values for _, values in rows]):
        first, last = rows[start][0], rows[start + span - 1][0]
        kept.append(start)
        names.append(first if span == 1 else label(first, last))
        start += span
    out = df.iloc[kept].copy()
    out.index, out.index.name = names, df.index.name
    return out


def table_html(df, caption="", mask=None, fmt=None, after="") -> str:
    """The DataFrame as an HTML table with inline styles, ``after`` (HTML) under it; labels with
    several levels get one header row (or column) per level, equal neighbours joined."""
    return f'<div class="nassau" style="{STYLES["nassau"]};overflow-x:auto">{_table(df, caption, mask, fmt)}{after}</div>'


def _table(df, caption, mask, fmt) -> str:
    levels = df.columns.nlevels
    head = []
    for level in range(levels):
        cells = [] if level else [_corner(df, levels)]
        for label, span in _runs([c if levels == 1 else c[: level + 1] for c in df.columns]):
            text = label if levels == 1 else label[-1]
            cells.append(_cell("th", text, f' colspan="{span}"' if span > 1 else ""))
        head.append(f"<tr>{''.join(cells)}</tr>")
    rows = []
    for i, (heads, (_, row)) in enumerate(zip(_row_heads(df.index), df.iterrows())):
        cells = list(heads)
        for j, (col, value) in enumerate(row.items()):
            bold = mask is not None and bool(mask.iloc[i, j])
            cells.append(_cell("td", _format(value, col, fmt), number=_is_number(value), bold=bold))
        rows.append(f"<tr>{''.join(cells)}</tr>")
    top = _caption(caption)
    return f"<table style=\"{STYLES['table']}\">{top}<thead>{''.join(head)}</thead><tbody>{''.join(rows)}</tbody></table>"


def rows_html(rows, index: str, columns, caption: str = "") -> str:
    """Dicts as an HTML table in the same styles, with no pandas: one row a dict, headed by its
    ``index`` value, one column for each of ``columns`` (its words with spaces for '_')."""
    head = _cell("th", "") + "".join(_cell("th", c.replace("_", " ")) for c in columns)
    body = "".join("<tr>" + _cell("th", r[index]) + "".join(
        _cell("td", _format(r[c], c, None), number=_is_number(r[c])) for c in columns) + "</tr>" for r in rows)
    top = _caption(caption)
    table = f"<table style=\"{STYLES['table']}\">{top}<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
    return f'<div class="nassau" style="{STYLES["nassau"]};overflow-x:auto">{table}</div>'


def _caption(caption: str) -> str:
    return (f'<caption style="caption-side:top;font-weight:600;text-align:left;padding:2px 0">{esc(caption)}'
            f"</caption>" if caption else "")


def _corner(df, levels) -> str:
    name = df.index.name or ""
    attrs = (f' rowspan="{levels}"' if levels > 1 else "") + (f' colspan="{df.index.nlevels}"' if df.index.nlevels > 1
                                                              else "")
    return _cell("th", name, attrs)


def _row_heads(index) -> list:
    """The header cells of each row: one per level of the index, a run of equal labels joined
    into one cell that spans its rows (so a row may start with fewer cells than the others)."""
    if index.nlevels == 1:
        return [[_cell("th", name)] for name in index]
    heads = [[] for _ in index]
    for level in range(index.nlevels):
        start = 0
        for label, span in _runs([name[: level + 1] for name in index]):
            attrs = f' rowspan="{span}"' if span > 1 else ""
            heads[start].append(_cell("th", label[-1], attrs, top=span > 1))
            start += span
    return heads


def _runs(labels):
    """(label, how many times in a row) for a sequence of header labels."""
    out = []
    for label in labels:
        if out and out[-1][0] == label:
            out[-1][1] += 1
        else:
            out.append([label, 1])
    return out


def _cell(tag, text, attrs="", number=False, bold=False, top=False) -> str:
    style = (STYLES[tag] + (";" + _NUMBER if number else "") + (";font-weight:700" if bold else "")
             + (";vertical-align:top" if top else ""))
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
