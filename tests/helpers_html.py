"""Checks on rendered HTML shared by the games' render tests."""

import re
from html.parser import HTMLParser

VOID = {"br", "hr", "img", "input", "meta", "link", "col", "area", "base", "wbr", "source"}


class _Balance(HTMLParser):
    def __init__(self):
        super().__init__()
        self.stack, self.errors = [], []

    def handle_starttag(self, tag, attrs):
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if not self.stack or self.stack.pop() != tag:
            self.errors.append(tag)


def well_formed(text):
    """Assert every tag is closed in order and no memory address leaked; return the text."""
    parser = _Balance()
    parser.feed(text)
    parser.close()
    assert not parser.errors and not parser.stack, (parser.errors, parser.stack)
    assert not re.search(r"0x[0-9a-f]{6,}", text), "a memory address leaked into the output"
    return text
