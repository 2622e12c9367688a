"""Computer players and what they use: the heuristic and random bots, their yardstick (valuation),
the search bot's hooks, and the integer encoding of actions and observations."""
