"""Computer players and what they use: the heuristic and random bots, the search bot's hooks, exact
odds, and the integer encoding of actions and observations."""
