"""Room for a lesson's bubble (quiver/scenes/coach.py): the band a 2D board leaves under
it, and where a 3D board is fitted (above the bubble, or beside it in a small window);
the lit hint ring's line, which the bubble keeps off (hint_marks)."""

from __future__ import annotations

import math

import pygame

from quiver.game.lessons import Anchor, step_forms
from quiver.render2d import theme

from .bubble_place import BUBBLE_PAD, CLEAR
from .bubble_words import said_lines

__all__ = [
    "BOARD_LIFT",
    "beside_width",
    "board_bottom",
    "bubble_avoid",
    "bubble_left",
    "fit_board",
    "hint_marks",
    "lesson_band",
    "tallest_bubble",
]

BOARD_LIFT = 24  # a step about no arrow: its bubble's bottom, this far above the bottom bar
BESIDE_TEXT = 176  # a bubble beside the shape: its text's width (at the HUD's scale) ...
BESIDE_GAIN = 1.25  # ... where the shape comes out this many times as big as above it,
BESIDE_LINES = 5  # ... where each line of the stage wraps in this many lines there
BESIDE_ROW = 52  # ... under the row below the top bar the toasts and Skip lesson stand in


def tallest_bubble(play, lines: list[str]) -> int:
    """The height of the tallest bubble the coach draws for any of `lines` in `play`'s
    window (as Coach._place words and sizes it: 26 at the HUD's scale, at most three
    lines across the window's width); 0 for no lines."""
    size = int(26 * play.hud.u)
    th = theme.text_size("Ag", size, True)[1]
    pad = BUBBLE_PAD * size // 26
    width = max(200, play.size[0] - 2 * pad - 80 * size // 26)
    tallest = max(
        (said_lines(line, size, width, th, 3) for line in lines),
        default=0,
    )
    return th * tallest + 2 * pad - 4 if tallest else 0


def lesson_band(play) -> int:
    """2D: the pixels a lesson keeps free under its board, for the bubble (stranger
    playtest: at 640x480 the board filled the window and every bubble hid an arrow, once
    the free arrow the step asked to tap): as tall as the stage's tallest bubble, over
    the lift a step about no arrow keeps. 0 outside a lesson."""
    coach = play.coach
    if coach is None:
        return 0
    lines = [line for s in coach.stages[coach.stage].steps for line in step_forms(s)]
    return tallest_bubble(play, lines) + int(BOARD_LIFT * play.hud.u)


def fit_board(play) -> None:
    """A 3D board fitted between the HUD's bars (above a lesson's bubble), and played
    only between them; where a lesson's bubble beside the shape leaves it a good deal
    bigger than over it (s217: at 480x360 the first 3D lesson's tower was 78x114 px
    between the top bar and the bubble), fitted left of a column kept for the bubble
    (fit_bubble then finds it room there, clear of the shape), where every line of the
    stage wraps in BESIDE_LINES there (s217: at 640x480 the turning lesson's line of eight
    lines found no room beside the shape and lay over it)."""
    ctl, top, bottom = play.ctl, play.hud.top_rect.bottom, play.hud.bottom_rect.y
    low = board_bottom(play)
    ctl.fit_between(top, low)
    right = play.size[0] - beside_width(play)
    if low < bottom and right > play.size[0] // 3 and _fits_beside(play):
        aspect = play.size[0] / max(1, play.size[1])
        above = ctl.camera.fit_distance(aspect)
        ctl.fit_between(top + int(BESIDE_ROW * play.hud.u), bottom, right)
        if ctl.camera.fit_distance(aspect) * BESIDE_GAIN > above:  # (the nearer, the bigger)
            ctl.fit_between(top, low)
        else:  # (its outline's middle in the middle of its room, not its centre's: s224)
            x0, _y0, x1, _y1 = ctl.camera.home_box(*play.size)
            ctl.camera.set_side(*ctl.camera.side, nudge=(right - x0 - x1) / 2 / play.size[0])
    ctl.play_between(top, bottom)


def beside_width(play) -> int:
    """The width of a column at the window's right a lesson's bubble fits in beside the
    shape: a text BESIDE_TEXT wide, its padding and the clear margins fit_bubble keeps."""
    size = int(26 * play.hud.u)
    pad = BUBBLE_PAD * size // 26
    return (BESIDE_TEXT + 40) * size // 26 + 2 * pad + 2 * (CLEAR + 14)


def bubble_left(play) -> int:
    """The left of a lesson bubble's room: 12 px left of the column `fit_board` keeps for
    it beside the 3D shape (bubble_spot keeps a bubble 12 px inside its room: s229, at
    480x360 the step-3 bubble, placed across the whole window, began 19 px left of the
    column, over the shape's edge), else the window's left (0)."""
    ctl = getattr(play, "ctl", None)  # (2D: none)
    return play.size[0] - beside_width(play) - 12 if ctl is not None and any(ctl.camera.side) else 0


def _fits_beside(play) -> bool:
    """Every line of the lesson's stage (but the hearts') wraps in BESIDE_LINES or fewer
    in a bubble beside the shape (`beside_width`)."""
    size = int(26 * play.hud.u)
    th = theme.text_size("Ag", size, True)[1]
    wide = BESIDE_TEXT * size // 26
    return all(said_lines(line, size, wide, th) <= BESIDE_LINES for line in _stage_lines(play))


def _stage_lines(play) -> list[str]:
    """The lines of the lesson's stage a bubble over the bottom bar or beside the shape
    says: all but the hearts' (theirs sits at the top left)."""
    coach = play.coach
    if coach is None or not hasattr(coach, "stages"):
        return []
    return [s.line for s in coach.stages[coach.stage].steps if s.anchor != Anchor.HEARTS]


def board_bottom(play) -> int:
    """The lowest window row a lesson's 3D board is fitted above: clear of the bubble its
    steps put over the bottom bar, those about no arrow ("Clear the block": at 640x480 it
    hid the block's lower arrows) and those about one that has no room beside it (round
    five: the padlock lesson's three lines hid the key it asks to clear first). Else the
    bottom bar's top."""
    bottom, lines = play.hud.bottom_rect.y, _stage_lines(play)
    tallest = tallest_bubble(play, lines) if lines else 0
    return bottom if not tallest else bottom - BOARD_LIFT - tallest - 8


def bubble_avoid(play, keep_off: list[pygame.Rect]) -> list[pygame.Rect]:
    """The boxes a lesson's bubble keeps off (bubble_spot's `avoid`): in 3D `keep_off` (Skip
    lesson, the minimap); in 2D (where Skip weighed in put the bubble over arrows at 640x480,
    s20, s75: its room is cut beside it instead) the line of a hint ring lit (hint_marks)."""
    return hint_marks(play) if play.flat_view else keep_off


def hint_marks(play, marks: int = 24) -> list[pygame.Rect]:
    """Boxes along the line of the 2D hint ring lit round an arrow (none: no ring lit), for
    the lesson's bubble to keep off (s334: at 1280x800 and 1920x1080 the bubble pointing at
    the arrow the hint lit was drawn over the top of its ring). The line only: a bubble by
    the arrow that grazes the ring's box keeps its place."""
    i, moving = getattr(play, "hint_arrow", None), getattr(play, "moving", None)
    ring = getattr(moving, "hint_ring", None)
    if i is None or ring is None or i not in play.board.alive:
        return []
    box = ring(None, i, True)
    (cx, cy), side = box.center, 10  # (the ring's ink: 9 px wide, out to 2 px past its radii)
    rx, ry = (box.w - 9) / 2 - 2.5, (box.h - 9) / 2 - 2.5
    return [
        pygame.Rect(
            round(cx + rx * math.cos(a) - side / 2), round(cy + ry * math.sin(a) - side / 2), side, side
        )
        for a in (2 * math.pi * k / marks for k in range(marks))
    ]
