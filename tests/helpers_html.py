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


def survives_the_sanitiser(text):
    """Assert HTML that JupyterLab and Notebook 7 show the same trusted or not (their
    sanitiser drops <style>, inline <svg>, scripts, CSS variables and currentColor in style
    attributes; a picture is an <img> with a data URI). Return the text."""
    well_formed(text)
    without_scripts = re.sub(r"<script>.*?</script>", "", text, flags=re.S)
    assert "<style" not in without_scripts, "a <style> block is dropped in an untrusted notebook"
    assert "<svg" not in without_scripts, "inline <svg> becomes a wall of text in an untrusted notebook"
    for style in re.findall(r'style="([^"]*)"', without_scripts):
        assert "var(" not in style and "currentColor" not in style, style
    return text


def pictures(text) -> list:
    """The SVG documents shown as <img> pictures in an HTML output."""
    import base64
    return [base64.b64decode(b).decode("utf-8") for b in re.findall(r'src="data:image/svg\+xml;base64,([^"]+)"', text)]
