"""Serving the games to a class with nothing installed: the "Play" notebooks of each game, a
JupyterLite site that runs in the browser, and a teacher's Voilà app (one kernel a visitor).

Nothing here is imported by the rules or the views; the command line loads it for its
``lite`` and ``serve`` commands.
"""
