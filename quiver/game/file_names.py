"""File names made from player text (a picture's name, a board label): letters and digits
of any script kept, only what a file system refuses or finds awkward replaced (s337)."""

from __future__ import annotations

import re
import unicodedata

# Path separators, what Windows refuses (`:*?"<>|`), and whitespace runs become one "_".
_AWKWARD = re.compile(r'[\\/:*?"<>|\s]+')


def _keep(ch: str) -> str:
    """`ch` if a file name can hold it, else "_": letters and digits of any script and
    ``-_.`` kept; control, format, unassigned and private characters and symbols dropped."""
    if ch.isalnum() or ch in "-_.":
        return ch
    cat = unicodedata.category(ch)
    if cat[0] in "CZ":  # control, format, surrogate, private use, unassigned; separators
        return "_"
    return "_" if cat[0] == "S" or cat[0] == "P" else ch  # marks (M*) stay with their letter


def cap_utf8(text: str, max_bytes: int) -> str:
    """`text` cut to at most `max_bytes` bytes of UTF-8, never inside a character."""
    raw = text.encode("utf-8")
    if len(raw) <= max_bytes:
        return text
    return raw[:max_bytes].decode("utf-8", errors="ignore")


def safe_stem(text: str, max_bytes: int = 120, fallback: str = "board") -> str:
    """A file stem made of `text`: NFC, letters/digits of any script kept, runs of anything
    else one "_", no leading dots or trailing dots/spaces/underscores, at most `max_bytes`
    bytes of UTF-8 (so "quiver-" + stem + "-99.json" stays far below 255), `fallback` when
    nothing readable is left."""
    text = unicodedata.normalize("NFC", text)
    stem = "".join(_keep(ch) for ch in _AWKWARD.sub("_", text))
    stem = re.sub(r"_+", "_", stem).lstrip("._ -").rstrip("._ -")
    stem = cap_utf8(stem, max_bytes).rstrip("._ -")
    # a cut may leave a combining mark alone at the end: NFC again keeps it whole or drops it
    stem = unicodedata.normalize("NFC", stem)
    return stem or fallback
