"""The Custom panel at a bigger "Size of menus" (menu_draw.layout_menu; theme.chosen above 1):
where its rows keep Auto's proportions their words shrink as the controls grow (s400: at
800x600 and 150% Special arrows' None / Some / Many printed 7 px in parts grown 1.9 times,
and at 1280x800 and 200% the title 25 px, Auto's 36, beside How to play and Settings
buttons far wider than their words). There Special arrows takes a row of its own under
Size where the two share theirs only in print under 14 times the choice, and the top
buttons are no wider than their words ask, leaving the title its room. At Auto: as ever."""

from __future__ import annotations

from collections.abc import Sequence

from quiver.render2d import theme
from quiver.render2d.widgets import Button

LEAST = 14  # the print a choice's words keep at Auto (menu_draw._specials_need's, s131)


def choices_need(words: Sequence[str], seg_h: int, size: int = LEAST) -> int:
    """The width a Segmented of `words` takes with each in print `size`: its widest word,
    each part's inset and its words' air (as Segmented draws them)."""
    word = max(theme.text_size(t, size, True)[0] for t in words)
    return len(words) * (word + 8 + max(8, (seg_h - 8) // 4))


def own_row(
    chosen: float, sizes: Sequence[str], specials: Sequence[str], col_w: int, seg_h: int, apart: int
) -> bool:
    """Whether Special arrows takes a row of its own: at a bigger Size of menus (`chosen` > 1),
    where Size's choices and its own share the column's width `col_w` only in print under
    the one their height asks (Segmented's: 0.62 of its inner height)."""
    if chosen <= 1:
        return False
    size = max(16, int((seg_h - 8) * 0.62))
    return choices_need(sizes, seg_h, size) + apart + choices_need(specials, seg_h, size) > col_w


def fitted_width(button: Button, chosen: float) -> None:
    """A top button (How to play, Settings) at a bigger Size of menus no wider than its
    label asks in its print (Button.draw's: 0.46 of its height), with its round ends' air;
    at Auto as placed."""
    if chosen <= 1:
        return
    r = button.rect
    words = theme.text_size(button.label, max(16, int(r.h * 0.46)), True)[0]
    right, r.w = r.right, min(r.w, max(words + max(20, r.h // 3) + r.h // 2, 100))
    r.right = right


def row_height(label_h: int, seg_h: int, s: float) -> int:
    """The height a row of its own adds to the panel (its label, its choices, the gap under)."""
    return label_h + seg_h + int(18 * s)
