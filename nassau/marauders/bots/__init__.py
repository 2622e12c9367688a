"""Computer players and what they use: the random bot and the heuristic captain, the search bot's
hooks, exact odds, and the integer encoding of actions and observations."""
