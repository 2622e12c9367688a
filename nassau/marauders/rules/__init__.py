"""The base rules of Merchants & Marauders: plain Python that imports no view, widget or bot."""
