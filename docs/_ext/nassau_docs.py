"""A Sphinx directive that draws a table from the package itself, so that the site's rulings,
provenance and glossary pages can never disagree with the engine:

    :::{nassau-table} nassau.pirates.options_table
    :index: option
    :code: option, default
    :::

The argument names a function that returns a pandas DataFrame (or a Styler, whose ``.data``
is used). Options: ``index`` (show the DataFrame's index first, under this heading),
``columns`` (which columns, in order), ``code`` (columns shown as code), and ``count`` (two
column names: a table of how many rows have each pair, e.g. ``component, provenance``).
"""

import importlib

from docutils import nodes
from docutils.parsers.rst import Directive, directives


def _names(text: str) -> list:
    return [part.strip() for part in text.split(",") if part.strip()]


def _call(path: str):
    module, _, name = path.rpartition(".")
    found = getattr(importlib.import_module(module), name)()
    return getattr(found, "data", found)


def _frame(path: str, options: dict):
    df = _call(path)
    if "index" in options:
        df = df.rename_axis(options["index"]).reset_index()
    if "count" in options:
        rows, cols = _names(options["count"])
        counted = df.groupby([rows, cols]).size().unstack(fill_value=0)
        counted = counted.astype(int).astype(str).replace("0", "")
        df = counted.rename_axis(None, axis=1).reset_index()
    if "columns" in options:
        df = df[_names(options["columns"])]
    return df


def _text(value) -> str:
    """A cell's words: a run of whole numbers as "0 to 1000", any other list joined by commas."""
    if value is None:
        return ""
    if isinstance(value, (tuple, list, range)):
        items = list(value)
        if len(items) > 4 and all(type(v) is int for v in items) and items == list(range(items[0], items[-1] + 1)):
            return f"{items[0]} to {items[-1]}"
        return ", ".join(map(str, items))
    return str(value)


def _cell(value, code: bool):
    entry = nodes.entry()
    text = _text(value)
    if text:
        entry += nodes.paragraph("", "", nodes.literal(text, text) if code else nodes.Text(text))
    return entry


def table_node(df, code=()) -> nodes.table:
    """A docutils table of ``df``'s columns and rows, as text."""
    table = nodes.table(classes=["nassau-table"])
    group = nodes.tgroup(cols=len(df.columns))
    table += group
    group.extend(nodes.colspec(colwidth=1) for _ in df.columns)
    head = nodes.thead()
    group += head
    row = nodes.row()
    row.extend(_cell(name, False) for name in df.columns)
    head += row
    body = nodes.tbody()
    group += body
    for values in df.itertuples(index=False):
        row = nodes.row()
        row.extend(_cell(v, name in code) for name, v in zip(df.columns, values))
        body += row
    return table


class NassauTable(Directive):
    required_arguments = 1
    option_spec = {"index": directives.unchanged, "columns": directives.unchanged,
                   "code": directives.unchanged, "count": directives.unchanged}

    def run(self):
        try:
            df = _frame(self.arguments[0], self.options)
        except Exception as exc:                      # a wrong name is the page's error, told where it is
            raise self.error(f"nassau-table {self.arguments[0]}: {type(exc).__name__}: {exc}")
        return [table_node(df, set(_names(self.options.get("code", ""))))]


def setup(app):
    app.add_directive("nassau-table", NassauTable)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
