"""The packages nassau uses only for some tables and tools, imported when first asked for.

pandas builds the DataFrames of ``scores()``, ``scoring_table()``, the odds and option
tables and the balance lab. Everything else (the rules, the bots, the views, the play
widgets) runs without it, as in a browser's Python where pandas may be missing.
"""

from .errors import MissingDependency


def pandas(what: str):
    """The pandas module, or a MissingDependency that names ``what`` needed it."""
    try:
        import pandas as pd
    except ImportError:
        raise MissingDependency("pandas", what) from None
    return pd


class Rows(list):
    """Records as a table, where pandas is missing: a list of dicts with named ``columns``
    that shows itself as text and as an HTML table (a glossary search in a browser's Python)."""

    def __init__(self, rows, columns):
        super().__init__(rows)
        self.columns = list(columns)

    def __repr__(self):
        cells = [self.columns] + [[str(r.get(c, "")) for c in self.columns] for r in self]
        widths = [max(len(row[i]) for row in cells) for i in range(len(self.columns))]
        return "\n".join("  ".join(v.ljust(w) for v, w in zip(row, widths)).rstrip() for row in cells)

    def _repr_html_(self):
        from html import escape
        head = "".join(f"<th>{escape(c)}</th>" for c in self.columns)
        body = "".join("<tr>" + "".join(f"<td>{escape(str(r.get(c, '')))}</td>" for c in self.columns) + "</tr>"
                       for r in self)
        return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def frame(rows, columns):
    """A pandas DataFrame of ``rows`` (dicts) with ``columns``, or :class:`Rows` without pandas."""
    try:
        pd = pandas("a table")
    except MissingDependency:
        return Rows(rows, columns)
    return pd.DataFrame(rows, columns=list(columns))
