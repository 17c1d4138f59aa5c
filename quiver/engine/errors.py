"""Errors the engine raises for bad boards and blocks: always one clear line; and how a
value or a file name is quoted in any one-line message (a board file's, a save file's)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any


class BoardError(ValueError):
    """A board, block or arrow that breaks the rules; the message says what and where."""


def count_of(n: int, noun: str) -> str:
    """'1 arrow', '2 arrows': a count and its noun, agreeing, for one-line messages."""
    return f"{n} {noun}{'' if n == 1 else 's'}"


def shown(value: Any, limit: int = 40) -> str:
    """A value from a board file quoted in an error as the file writes it, in JSON (a board
    file is JSON: `"cw2"`, `[1, 2]`, `{"a": 1}`, `null`), one line of at most `limit`
    characters. Every quoted value and key of a board error takes this one form (the
    codec used to quote lists and objects with Python's repr, `{'a': 1}`, and the rest as
    JSON). Built piece by piece, so a huge value costs only what is shown. A save file's
    bad value is quoted the same way (quiver.game.storage, progress).

    >>> shown({"a": [1, None, True]}), shown("cw2"), shown(list(range(30)))
    ('{"a": [1, null, true]}', '"cw2"', '[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11...')
    """
    out: list[str] = []
    length = 0
    for piece in _pieces(value, limit):
        out.append(piece)
        length += len(piece)
        if length > limit:
            break
    text = "".join(out)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def quoted_key(name: str) -> str:
    """A key of the board file in an error, quoted as JSON quotes it: `"cells"`."""
    return json.dumps(name)


_UNSHOWABLE = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")


def readable(text: str) -> str:
    """`text` fit to print on one line: each lone surrogate (a file name's byte that is
    not UTF-8, as Python reads it) and each control character or line break as U+FFFD,
    as `bytes.decode(errors="replace")` shows a bad byte (a terminal showed Python's
    escape, `bad\\udcff.json`, or the line broke in two).

    >>> readable("bad\\udcff.json") == readable("bad\\x1b.json") == "bad\\ufffd.json"
    True
    """
    return _UNSHOWABLE.sub("\ufffd", text)


def _pieces(value: Any, limit: int) -> Iterator[str]:
    if isinstance(value, dict):
        yield "{"
        for n, (k, v) in enumerate(value.items()):
            yield ", " if n else ""
            yield from _pieces(str(k), limit)
            yield ": "
            yield from _pieces(v, limit)
        yield "}"
    elif isinstance(value, (list, tuple)):
        yield "["
        for n, v in enumerate(value):
            yield ", " if n else ""
            yield from _pieces(v, limit)
        yield "]"
    elif isinstance(value, str):
        yield json.dumps(value[: limit + 1])  # longer is cut anyway; \n, \u2028 escaped: one line
    elif isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10 ** (limit + 1):
        yield "(a huge number)"  # its digits are cut anyway (and str() refuses over 4300 of them)
    elif value is None or isinstance(value, (bool, int, float)):
        yield json.dumps(value)
    else:  # not from a JSON file: its own words, quoted as a string
        yield json.dumps(str(value)[: limit + 1])
