"""Where a text field's caret stands in text drawn in runs (s383): after the letter it
follows, as drawn. In a left-to-right line that is the width of the text before it; a
right-to-left run (runs.py: "Dan שלום") is drawn from its right end, so a caret after its
first letter stands that letter's width in from the run's right edge, not from its left
(the count from the left put it after the run's last drawn letter instead).

    x = caret_offset(text, k, size, bold)  # pixels from the line's start, text as shown
"""

from __future__ import annotations

import functools

from . import mixed, textdraw

__all__ = ["caret_offset"]


@functools.lru_cache(maxsize=1024)  # (a field is drawn each frame; a click tries every place)
def caret_offset(s: str, k: int, size: int, bold: bool = False) -> int:
    """Pixels from the start of `s` (as fonts.showable gives it, drawn as textdraw.render
    draws it) to a caret after its first `k` characters; text without a right-to-left run
    is measured as before, the width of those `k` characters."""
    if k <= 0:
        return 0
    placed = mixed.placed(s) if mixed.needs(s) else []
    if not any(r.rtl for r in placed):
        return textdraw.text_size(s[:k], size, bold)[0]
    parts, _top, _bottom = mixed.laid(s, size, bold)
    x = 0
    for r, p in zip(placed, parts, strict=True):
        w = mixed.width(p, p.text)
        if r.start < k <= r.start + len(r.text):
            inner = mixed.width(p, r.text[: k - r.start])
            return x + (w - inner if r.rtl else inner)
        x += w
    return x
