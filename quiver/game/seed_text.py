"""What the Enter-seed box and `quiver --seed` take as a seed or a puzzle code, and the
one line that says what they refuse: a character no seed or code has is never dropped
without a word (s220: "7.0" typed or pasted played seed 70, "7 8" seed 78, and "abc!"
pasted left the box empty); a typed one still said when Play is pressed is asked about
once (left_out, s222). One rule for a seed's number (number): "７" is 7 in both."""

from __future__ import annotations

import re
import unicodedata

from quiver.engine.modes import MAX_SEED, bad_seed
from quiver.engine.spec import SpecError

ALLOWED = "0123456789abcdefghijklmnopqrstuvwxyz-_x"
# a puzzle code inside pasted text (a chat's "Puzzle code: 2d-heart-...-g9!"): mode, the
# parts, the generator, the special arrows' part
CODE_IN = re.compile(r"(?<![a-z0-9_])(?:2d|3d|flat)-[a-z0-9_-]+?-g\d+(?:-[sm][a-z]+)?(?![a-z0-9_])", re.I)
_NAMES = {" ": "A space", "\t": "A tab", "\u00a0": "A space"}


def plain(text: str) -> str:
    """Typed or pasted text as the box keeps it: full width ("７") and the times sign of a
    size ("16×14") as the plain characters."""
    return unicodedata.normalize("NFKC", text).replace("\u00d7", "x")


def number(text: str) -> int | None:
    """The seed `text` writes, the box's and `--seed`'s one rule: once plain (an input
    method's "７" is 7: the box took it where --seed refused it, s222) and the spaces round
    it dropped, ASCII digits alone ("1_000", "+5" and "٣" are none, though Python's int()
    reads them); None where it is no whole number. SpecError, saying the range, for a whole
    number out of it: one past MAX_SEED, or "-5" (a whole number, not "no seed": s46)."""
    word = plain(text).strip()
    below = word[:1] == "-"
    digits = word[1:] if below else word
    if not (digits.isascii() and digits.isdigit()):
        return None
    if below or len(word) > len(str(MAX_SEED)) or int(word) > MAX_SEED:  # (no 4300-digit int())
        raise SpecError(bad_seed(text.strip()))
    return int(word)


def takes(ch: str, allowed: str = ALLOWED) -> bool:
    """`ch` is one of `allowed` (a seed's or a code's), or the capital of a letter that is:
    not a sign whose lower case is one (the Kelvin sign's is "k": it went in as a seed's
    "k", as it did in the search, s163). A text field's filter too (widgets.TextBox)."""
    low = ch.lower()
    return ch in allowed or (low in allowed and low.upper() == ch)


def name(ch: str) -> str:
    """A character as a line names it: "'.'", "A space"."""
    return _NAMES.get(ch) or ("A line break" if ch in "\r\n" else f"'{ch}'")


def refused(ch: str) -> str:
    """The line for a character typed that no seed or code has."""
    said = f"{name(ch)} is not part of a seed or code"
    if ch.isdigit():  # (another script's digit: "٣")
        return f"{said}: a seed is written with the digits 0 to 9"
    return said


def left_out(ch: str, text: str, enter: str = "Enter") -> str:
    """The question Play asks once where `ch` typed was refused, the field reading `text`:
    typed "7.0" reads "70", another seed than the one meant (s222)."""
    what = name(ch)
    what = f"the {what[2:]}" if what.startswith("A ") else f"the {what}"  # "the '.'", "the space"
    return f"Play {_short(text)} without {what}? {enter} again plays it"


def _short(text: str) -> str:
    """Typed text, short enough to quote in one line."""
    return text if len(text) <= 24 else text[:21] + "..."


def pasted(text: str) -> str:
    """The seed or code in pasted text: a code found among words or broken over lines,
    else the text less the spaces round it. Raises SpecError, naming the character, where
    the rest holds one no seed or code has: pasted as typed, "7 8" or "7.0" would have
    been another seed."""
    text = plain(text)
    found = CODE_IN.search(text) or CODE_IN.search("".join(text.split()))  # (broken over lines)
    if found:
        return found.group(0)
    word = text.strip()
    bad = next((ch for ch in word if not takes(ch)), None)
    if bad is None:
        return word
    raise SpecError(f"{refused(bad)}; {_short(word)!r} was not pasted")
