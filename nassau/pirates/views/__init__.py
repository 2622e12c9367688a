"""How Pirates of Nassau shows itself: text, HTML and SVG, the reprs, the tables, the account and
the glossary. The rules never import them; reprs wires them on, and each loads on first display."""
