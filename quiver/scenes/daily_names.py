"""The Daily board's names and lines fitted to their room: a player's name shown as the
game's font can draw it (quiver/game/names.py `shown_name`) and cut with an ellipsis at
its row's print; a server's long line broken into the lines the card holds."""

from __future__ import annotations

from quiver.game import names
from quiver.game.names import shown_name
from quiver.render2d import theme

MAX_FIT = 400  # characters considered when fitting: no line of the card holds more


def fit_lines(text: str, size: int, width: int, most: int) -> list[str]:
    """`text` broken at spaces into lines of `width` pixels, at most `most` of them; the
    last one cut with an ellipsis when the rest does not fit (a hostile server's line)."""
    words = text[:MAX_FIT].split(" ")
    lines: list[str] = []
    while words and len(lines) < most - 1:
        k = 1
        while k < len(words) and theme.text_size(" ".join(words[: k + 1]), size)[0] <= width:
            k += 1
        if k == 1 and theme.text_size(words[0], size)[0] > width:
            break  # one word wider than a line: the last line cuts it
        lines.append(" ".join(words[:k]))
        words = words[k:]
    if words:
        lines.append(fit(" ".join(words), size, width))
    return lines


def fit(text: str, size: int, width: int, bold: bool = False) -> str:
    """`text`, cut with an ellipsis to fit `width` pixels: a binary search over its
    length, so a server's 60,000-character line costs about 10 measurements, not 60,000."""
    if len(text) <= MAX_FIT and theme.text_size(text, size, bold)[0] <= width:
        return text
    text = text[:MAX_FIT]
    lo, hi = 1, len(text)  # the longest prefix that fits is in [lo, hi]; 1 always "fits"
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if theme.text_size(text[:mid] + "\u2026", size, bold)[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo] + "\u2026"


def as_kept(text: str) -> str:
    """`text` as the server keeps a name (quiver/server/rules.py `clean_name`: NFKC, runs
    of spaces one), whatever a server sent: "e" + U+0301 is the "\u00e9" a text field shows,
    not an "e" whose accent the font cannot draw alone. Cut again: NFKC may lengthen it."""
    return names.as_kept(text)[:MAX_FIT]


def row_name(e: dict, size: int, width: int, bold: bool) -> str:
    """Board entry `e`'s name in `width` pixels at its row's print `size`: its characters
    no font on the machine draws as "?" (theme.shows: the UI font's or a system font's,
    s373), the server's tag for a look-alike name after it (or the
    player's, for a name shown with "?": two names of Chinese letters both read "??"), cut
    with an ellipsis, its tag kept whole where the name keeps half the room (s189: a
    24-letter name shrank to print 12 beside the row's 22 before it was cut); the name as
    the server keeps it (`as_kept`), as the player's own text field shows it, and its tag
    the same way (s214: "ab12" in full-width letters was shown as another tag than "ab12")."""
    raw = as_kept(str(e["name"])[:MAX_FIT])  # (no row holds more: a hostile server's endless name)
    name = shown_name(raw, theme.shows)
    tag = as_kept(str(e.get("tag") or (str(e.get("player", ""))[:4] if name != raw else "")))
    tag = f" \u00b7{shown_name(tag[:8], theme.shows)}" if tag else ""
    if theme.text_size(name + tag, size, bold)[0] <= width:
        return name + tag
    room = width - theme.text_size(tag, size, bold)[0]
    return fit(name, size, room, bold) + tag if room >= width // 2 else fit(name + tag, size, width, bold)
