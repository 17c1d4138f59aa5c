"""Leaderboard names: what the game keeps from what a player typed, and why a name is
refused. The server's rules (quiver/server/rules.py, `clean_name`) use the same pieces, so
a name the settings keep is one the server takes: the name is fixed when the game first
registers, and a refused one used to become a random "Player 1a2b" without a word."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
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


def as_kept(name: str) -> str:
    """`name` as the server keeps it (quiver/server/rules.py `clean_name`): NFKC, so full-width
    forms and "e" + U+0301 become the plain letters they look like, runs of spaces one."""
    return " ".join(unicodedata.normalize("NFKC", name).split())


def name_problem(name: str) -> str | None:
    """Why the server would refuse `name` once cleaned (None: it takes it; an empty name
    is not a problem: the game then picks a random "Player 1a2b").

    >>> name_problem("!!!"), name_problem("Ann"), name_problem("")
    ('the name has no letter, digit or symbol', None, None)
    """
    text = as_kept(name)
    if not text:
        return None
    if len(text) > NAME_MAX:
        return f"the name is longer than {NAME_MAX} characters"
    if not any(unicodedata.category(ch)[0] in "LNS" for ch in text):
        return "the name has no letter, digit or symbol"
    return None


def clean_player_name(value: Any) -> str:
    """A leaderboard name: printable, visible characters only, any space (an ideographic
    or no-break one, a tab) one plain space as the server makes it, trimmed, at most
    NAME_MAX long; "" (a random name) for one the server would refuse (`name_problem`)."""
    if not isinstance(value, str):
        return ""
    seen = (" " if ch.isspace() else ch for ch in value if ch.isspace() or ch.isprintable())
    kept = " ".join("".join(ch for ch in seen if not invisible(ch)).split())  # (s189: a CJK space went)
    kept = kept[:NAME_MAX].strip()
    while kept and len(unicodedata.normalize("NFKC", kept)) > NAME_MAX:  # wide ligatures
        kept = kept[:-1].strip()
    return "" if name_problem(kept) else kept


STAND_IN = "?"  # what the game shows for a character its font cannot draw (see shown_name)


def shown_name(name: str, draws: Callable[[str], bool]) -> str:
    """`name` as the game can show it: each character `draws` refuses (render2d's
    theme.draws: the font has no glyph, or a right-to-left letter it cannot order or join)
    as one "?"; a mark or emoji skin tone it cannot draw rides on the character before it
    ("👍🏽" is one "?", not two; a dot over a drawn letter is left off). "?" because every
    font has it, it reads as "a character not shown here" and keeps a name about its
    length (two players' "????" are told apart by their tags: daily_names.row_name); the
    box the font draws for a glyph it lacks reads as a broken game.

    >>> shown_name("Dan \u05e9\u05dc\u05d5\u05dd", lambda ch: ch.isascii())
    'Dan ????'
    """
    out: list[str] = []
    for ch in name:
        if draws(ch) or ch.isspace():
            out.append(ch)
        elif not (out and not out[-1].isspace() and rides(ch)):
            out.append(STAND_IN)
    return "".join(out)


def rides(ch: str) -> bool:
    """A character drawn on the one before it: a combining mark, or an emoji skin tone
    (render2d's text fields step over them with the letter they ride on)."""
    return unicodedata.category(ch)[0] == "M" or 0x1F3FB <= ord(ch) <= 0x1F3FF


def unshown_line(name: str, draws: Callable[[str], bool]) -> str | None:
    """The one line Settings says when a kept name has characters the game cannot draw
    (None: it draws them all): the name stays as typed (the server and its web page show
    it whole), and the player reads what the game's boards will show instead. Asked of
    the name as the server keeps it (NFKC: full-width "Ａ" is an "A" the font has)."""
    name = " ".join(unicodedata.normalize("NFKC", name).split())
    shown = shown_name(name, draws)
    if shown == name:
        return None
    # as many as the "?" it shows (an emoji's skin tone rides on it: "Dan 👍🏽" is one, not
    # two beside "Dan ?"), or the marks left off where it shows none
    n = shown.count(STAND_IN) - name.count(STAND_IN) or sum(1 for ch in name if not draws(ch))
    some = f"{n} of its characters" if n > 1 else "one of its characters"
    return f'Name kept; the game cannot draw {some}, shown "{shown}"'
