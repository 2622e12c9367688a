"""The rules of Pirates of Nassau: plain Python that imports no view, widget or bot."""
