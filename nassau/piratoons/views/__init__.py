"""How Piratoons shows itself: text, HTML and SVG, the reprs, the chest and auction views, the
tables, the account and the glossary. The rules never import them; reprs wires them on, and each
loads on first display."""
