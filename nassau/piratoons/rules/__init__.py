"""The rules of Piratoons: plain Python that imports no view, widget or bot."""
