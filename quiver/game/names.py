"""Leaderboard names: what the game keeps from what a player typed, and why a name is
refused. The server's rules (quiver/server/rules.py, `clean_name`) use the same pieces, so
a name the settings keep is one the server takes: the name is fixed when the game first
registers, and a refused one used to become a random "Player 1a2b" without a word."""

from __future__ import annotations

import unicodedata
from typing import Any

NAME_MAX = 24  # characters, after NFKC (the server's limit too)

# Characters that draw nothing (or nothing of their own) yet make two names differ:
# zero-width and joiner characters, fillers, variation selectors, tag characters, the
# soft hyphen and the word joiner family (Unicode's default-ignorable code points).
INVISIBLE_RANGES = (
    (0x00AD, 0x00AD),
    (0x034F, 0x034F),
    (0x061C, 0x061C),
    (0x115F, 0x1160),
    (0x17B4, 0x17B5),
    (0x180B, 0x180F),
    (0x200B, 0x200F),
    (0x202A, 0x202E),
    (0x2060, 0x206F),
    (0x3164, 0x3164),
    (0xFE00, 0xFE0F),
    (0xFEFF, 0xFEFF),
    (0xFFA0, 0xFFA0),
    (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A),
    (0xE0000, 0xE0FFF),
)


def invisible(ch: str) -> bool:
    """A character that draws nothing of its own (format characters and the ranges above)."""
    o = ord(ch)
    return unicodedata.category(ch) == "Cf" or any(lo <= o <= hi for lo, hi in INVISIBLE_RANGES)


def name_problem(name: str) -> str | None:
    """Why the server would refuse `name` once cleaned (None: it takes it; an empty name
    is not a problem: the game then picks a random "Player 1a2b").

    >>> name_problem("!!!"), name_problem("Ann"), name_problem("")
    ('the name has no letter, digit or symbol', None, None)
    """
    text = " ".join(unicodedata.normalize("NFKC", name).split())
    if not text:
        return None
    if len(text) > NAME_MAX:
        return f"the name is longer than {NAME_MAX} characters"
    if not any(unicodedata.category(ch)[0] in "LNS" for ch in text):
        return "the name has no letter, digit or symbol"
    return None


def clean_player_name(value: Any) -> str:
    """A leaderboard name: printable, visible characters only, trimmed, at most NAME_MAX
    long; "" (a random name) for one the server would refuse (`name_problem`)."""
    if not isinstance(value, str):
        return ""
    kept = "".join(ch for ch in value if ch.isprintable() and not invisible(ch)).strip()
    kept = kept[:NAME_MAX].strip()
    while kept and len(unicodedata.normalize("NFKC", kept)) > NAME_MAX:  # wide ligatures
        kept = kept[:-1].strip()
    return "" if name_problem(kept) else kept
