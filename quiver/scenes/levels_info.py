"""The lines beside Levels' paging (levels.py): the chapter, and the level in focus, each
in the biggest print that fits; a long level line less its last parts ("best 1:20", then
"a hard one"...) before it goes (s80: at 600x800 "Level 15: Light Bulb · 25 arrows · a
hard one · best 1:20" went away whole, and the keys moved the focus with nothing but
Play saying where it was)."""

from __future__ import annotations

from collections.abc import Iterator

from quiver.render2d import theme

from .modes import MODE_LABELS

APART = "  \u00b7  "  # between a line's parts

Line = tuple[str, int, bool, int]  # text, print at scale 1, bold, above -1 or under 1


def shortened(text: str) -> Iterator[str]:
    """`text`, then it less its last part, and so on down to its first."""
    parts = text.split(APART)
    for n in range(len(parts), 0, -1):
        yield APART.join(parts[:n])


def fitted(lines: tuple[Line, ...], room: int, scale: float) -> list[Line]:
    """Each of `lines` as it fits in `room` px, shortened before its print is under 14 (s136:
    at 480x360 both lines were print 13), then in print 12 at least."""
    out = []
    for whole, base, bold, side in lines:
        tries = ((text, least) for least in (14, 12) for text in shortened(whole))
        for text, least in tries:
            size = theme.fit_size(text, max(16, int(base * scale)), room, bold, least)
            if theme.text_size(text, size, bold)[0] <= room:
                out.append((text, size, bold, side))
                break
    return out


def play_sub(midend, mode: str) -> str:
    """What Levels' Play says under its label: its key, or that the mode's lesson comes
    first (s93: "Play 1" opened "Lesson: Little Tower", the menu's Play saying "3D lesson,
    then level 1" where Levels said nothing of it)."""
    if midend.lessons and mode not in midend.seen_lessons():
        return f"{MODE_LABELS[mode]} lesson first"
    return "Enter"
