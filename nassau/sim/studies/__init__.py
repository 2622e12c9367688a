"""Each game's standard balance study, one module named after the game (``python -m nassau
balance --game NAME``): ``DEFAULT_GAMES``, ``TITLES`` and ``study(games, seed, workers,
options)``, returning the rows of :func:`nassau.sim.balance.balance`'s long table."""
