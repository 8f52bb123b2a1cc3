"""What a person reads on a page, for the tests that read the page as a player does."""

from __future__ import annotations

import html
import re


def text(page: str) -> str:
    """What a person reads: the page without its tags, whitespace collapsed."""
    body = re.sub(r"<(script|style)\b.*?</\1>", " ", page, flags=re.S)
    said = re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", body))).strip()
    return re.sub(r" ([:;,.])", r"\1", said)


def answer(page: str) -> str:
    """The ruling's section as a person reads it."""
    found = re.search(r'<section class="answer".*?</section>', page, flags=re.S)
    assert found, "no answer on the page"
    return text(found.group(0))
