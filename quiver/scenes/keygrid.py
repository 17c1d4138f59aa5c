"""The on-screen keyboard's keys and where its focus is (onscreen_keys.py draws it): pure
logic, no window, so the grid is tested alone.

A grid is rows of keys on COLS columns; a key is a character or an action (Delete, Space,
Shift, Done, Close) and may span columns. Each field gets the keys it accepts (`grid_for`:
the seed box the code alphabet with '-', a name letters, digits and space...). The focus
moves as a pad's D-pad moves it: a press wraps round the ends, a held key's repeat stops
at them (as the menus' focus does: input.step_focus), and Up / Down keep to the column
the focus was aimed at (a wide key crossed on the way does not pull it aside).
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["ACTIONS", "COLS", "KINDS", "Key", "KeyGrid", "grid_for"]

COLS = 10
DELETE, SPACE, SHIFT, DONE, CLOSE = "delete", "space", "shift", "done", "close"
ACTIONS = (DELETE, SPACE, SHIFT, DONE, CLOSE)


@dataclass(frozen=True)
class Key:
    char: str = ""  # the character typed (lower case; Shift types its capital)
    action: str = ""  # or one of ACTIONS
    span: int = 1  # columns wide


def _chars(s: str) -> list[Key]:
    return [Key(ch) for ch in s]


def _act(action: str, span: int) -> Key:
    return Key(action=action, span=span)


_DIGITS, _TOP, _MIDDLE, _BOTTOM = "1234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm"
# each field's rows, COLS columns each (a row its field takes fewer keys of is centred)
KINDS: dict[str, list[list[Key]]] = {
    # the seed box: a seed (digits first) or a puzzle code (2d-heart-16x14-34-hard-7-g9)
    "code": [
        _chars(_DIGITS),
        _chars(_TOP),
        _chars(_MIDDLE + "-"),
        [*_chars(_BOTTOM + "_"), _act(DELETE, 2)],
        [_act(CLOSE, 5), _act(DONE, 5)],
    ],
    # a leaderboard name: letters in either case, digits, space
    "name": [
        _chars(_DIGITS),
        _chars(_TOP),
        _chars(_MIDDLE + "-"),
        [_act(SHIFT, 1), *_chars(_BOTTOM), _act(DELETE, 2)],
        [_act(CLOSE, 3), _act(SPACE, 4), _act(DONE, 3)],
    ],
    # the shape search: a name's keys less Shift (a search reads either case alike)
    "search": [
        _chars(_DIGITS),
        _chars(_TOP),
        _chars(_MIDDLE + "-"),
        [*_chars(_BOTTOM), _act(DELETE, 2)],
        [_act(CLOSE, 3), _act(SPACE, 4), _act(DONE, 3)],
    ],
    # a server's address (192.168.1.5:8765, a host name)
    "address": [
        _chars(_DIGITS),
        _chars(_TOP),
        _chars(_MIDDLE + ":"),
        [*_chars(_BOTTOM + ".-"), _act(DELETE, 1)],
        [_act(CLOSE, 5), _act(DONE, 5)],
    ],
    # anything else (a picture's path): the name's keys and a row of path signs
    "text": [
        _chars(_DIGITS),
        _chars(_TOP),
        _chars(_MIDDLE + "-"),
        [_act(SHIFT, 1), *_chars(_BOTTOM), _act(DELETE, 2)],
        _chars("./\\~_:'(),"),
        [_act(CLOSE, 3), _act(SPACE, 4), _act(DONE, 3)],
    ],
}


def grid_for(kind: str, allowed: str | None = None) -> list[list[Key]]:
    """The rows of `kind`, less the characters a field's `allowed` (TextBox.allowed, lower
    case) leaves out, and less the rows left with no key."""
    rows = []
    for row in KINDS[kind]:
        kept = [k for k in row if k.action or allowed is None or k.char in allowed]
        if kept:
            rows.append(kept)
    return rows


class KeyGrid:
    """The keys of one field and the focused key (row, index in the row)."""

    def __init__(self, kind: str, allowed: str | None = None) -> None:
        self.rows = grid_for(kind, allowed)
        self.row, self.index = 0, 0
        self.aim = 0.5  # the column Up / Down aim at (the middle of the key they left)
        self.shift = False  # the next letter is a capital

    # -- where keys are ------------------------------------------------------------------
    def starts(self, r: int) -> list[float]:
        """The column each key of row `r` starts at (a short row centred)."""
        row = self.rows[r]
        x = (COLS - sum(k.span for k in row)) / 2
        out = []
        for k in row:
            out.append(x)
            x += k.span
        return out

    @property
    def key(self) -> Key:
        return self.rows[self.row][self.index]

    def has(self, action: str) -> bool:
        return any(k.action == action for row in self.rows for k in row)

    def label(self, k: Key) -> str:
        """What a character key shows (its capital under Shift)."""
        return k.char.upper() if self.shift and k.char.isalpha() else k.char

    def focus_on(self, r: int, i: int) -> None:
        """Focus row `r`'s key `i` (a click on it)."""
        self.row, self.index = r, i
        self.aim = self.starts(r)[i] + self.rows[r][i].span / 2

    def focus_action(self, action: str) -> None:
        for r, row in enumerate(self.rows):
            for i, k in enumerate(row):
                if k.action == action:
                    self.focus_on(r, i)
                    return

    # -- moving ----------------------------------------------------------------------------
    def move(self, dx: int, dy: int, held: bool = False) -> None:
        """One step of the D-pad: a press wraps round, a held key's repeat stops at the end."""
        if dx:
            n = len(self.rows[self.row])
            i = self.index + dx
            i = max(0, min(n - 1, i)) if held else i % n
            self.focus_on(self.row, i)
        if dy:
            r = self.row + dy
            r = max(0, min(len(self.rows) - 1, r)) if held else r % len(self.rows)
            aim = self.aim
            self.row, self.index = r, self._under(r, aim)
            self.aim = aim  # (kept: Down, Down, Up over a wide key comes back to the same column)

    def _under(self, r: int, aim: float) -> int:
        """The key of row `r` under column `aim` (the nearest where none is)."""
        starts, row = self.starts(r), self.rows[r]
        for i, (x, k) in enumerate(zip(starts, row, strict=True)):
            if x <= aim < x + k.span:
                return i
        return min(range(len(row)), key=lambda i: abs(starts[i] + row[i].span / 2 - aim))

    # -- pressing ---------------------------------------------------------------------------
    def press(self, k: Key | None = None) -> tuple[str, str]:
        """Press `k` (the focused key): ("type", text), or (action, "") for Delete, Done and
        Close; Space types " "; Shift turns capitals on or off here ("shift", "")."""
        k = k or self.key
        if k.char:
            text = self.label(k)
            if self.shift and k.char.isalpha():
                self.shift = False  # one capital, as a phone's Shift (a name's first letter)
            return "type", text
        if k.action == SPACE:
            return "type", " "
        if k.action == SHIFT:
            self.shift = not self.shift
        return k.action, ""
