"""How Merchants & Marauders shows itself: text, HTML and SVG, every card and token, the captain's
board, a fight, the charts, the tables, the account and the glossary. The rules never import them;
reprs wires them on, and each loads on first display."""
