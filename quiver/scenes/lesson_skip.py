"""Where the lesson's "Skip lesson" button sits (quiver/scenes/coach.py): a corner of
the board area, clear of what the lesson asks the player to tap; and what its key, Esc,
does: it asks first (`ask_skip`); a click skips at once, then says so (`skip_clicked`)."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import pygame

from quiver.render2d.tiles import VEC

__all__ = [
    "COMPACT_W",
    "SKIPPED",
    "SKIP_NOTE",
    "ask_skip",
    "skip_clicked",
    "skip_kept",
    "skip_placed",
    "skip_rect",
]

COMPACT_W = 860  # below this width "Skip lesson" is the compact button
SKIP_NOTE = "How to play can show it again."  # (the keys: on the buttons, where the ring is)
SKIPPED = f"Lesson skipped. {SKIP_NOTE}"  # said after a click on Skip lesson
SKIP_CLEAR = 8  # px (at the HUD's scale) Skip lesson keeps off a 3D lesson's shape (s396)


def skip_rect(
    size: tuple[int, int],
    top: int,
    bottom: int,
    target: tuple[int, int],
    margin: int = 48,
    u: float = 1.0,
    arrows: Sequence[pygame.Rect] = (),
    kept: pygame.Rect | None = None,
    left_first: bool = False,
) -> pygame.Rect:
    """Where "Skip lesson" sits: a corner of the board area (between the HUD's bars `top`
    and `bottom`), top right first, never over the `target` pixel the bubble points at
    (the arrow the step asks to tap: a click there must tap it, not skip the lesson).
    `u`: the HUD's scale (a big window draws the button as much bigger as the HUD).
    `arrows`: cells of the board's arrows (2D): a corner clear of them wins, with a third
    of the margin if need be (round five: at 640x480 the button lay over the first
    board's top-left arrow, and a tap on its tail skipped the whole lesson). In 3D the
    boxes round the shape's seen cells: s133, at 600x900 a zoom ran the tower under it.
    `kept`: where it stood last frame, kept while that corner still does (it does not hop
    between corners as the view turns). `left_first`: the top left corner first (a bubble
    in its column beside a 3D shape: the top right is the toasts', above the bubble)."""
    w = size[0]
    # A narrow window keeps more of the board: a smaller button, nearer the edge (its Esc
    # line still under the label, as the HUD's keys go under theirs below the same width).
    dims = (200, 54, 30) if w >= COMPACT_W * u else (140, 40, 14)
    bw, bh, inset = (int(v * u) for v in dims)
    margin = int(margin * u)
    corners = [
        (w - bw - inset, top + 10),
        (inset, top + 10),
        (w - bw - inset, bottom - bh - 10),
        (inset, bottom - bh - 10),
    ]
    if left_first:  # (snug under the bar: s245, Flat's step 2 at 480x360 kept the top right over
        corners[:2] = [(inset, top + 2), corners[1], corners[0]]  # a leader along its foot, and a toast
        # above the bubble got a column less its width; s396: 10 px between it and the shape's
        # room under its row, bubble_fit.BESIDE_ROW, where at +10 the block zoomed in came 4 px under)
    if kept is not None and kept.size == (bw, bh) and not (left_first and kept.x > inset):  # (its corner
        # first, while it does; a right one beside the bubble's column, once a left one does: s385)
        corners.sort(key=lambda c: c != kept.topleft)
    for m, clear in ((margin, True), (margin // 3, True), (margin, False)):
        for x, y in corners:
            rect = pygame.Rect(x, y, bw, bh)
            if not rect.inflate(2 * m, 2 * m).collidepoint(target) and (
                not clear or rect.collidelist(arrows) < 0
            ):
                return rect
    return pygame.Rect(*corners[0], bw, bh)


def skip_placed(play, target: tuple[int, int], kept: pygame.Rect) -> pygame.Rect:
    """skip_rect in `play`'s window, off its board's arrows (2D: their cells; 3D and Flat:
    the boxes round the shape's seen cells, SKIP_CLEAR round), off the `target` the bubble
    points at, in the corner it was `kept` in while that does."""
    from .bubble import other_cells  # (the coach's modules: this one lies below them)
    from .bubble_fit import bubble_left
    from .footprint import other_footprints

    g = 2 * int(SKIP_CLEAR * play.hud.u)  # (3D: a corner SKIP_CLEAR off the shape, s396)
    shape = (
        other_cells(play, -1) if play.flat_view else [b.inflate(g, g) for b in other_footprints(play, None)]
    )
    aimed = getattr(getattr(play, "coach", None), "aimed", None)
    if play.flat_view and aimed is not None and aimed in play.board.alive:
        shape = [*shape, *_flight(play, aimed)]
    bars, beside = (play.hud.top_rect.bottom, play.hud.bottom_rect.y), bubble_left(play) > 0
    if beside:  # (top left first: off the leader drawn last frame, s231: at 480x360 Flat's
        shape = [*shape, *_route_boxes(getattr(play.coach, "route", []))]  # ran under it)
    return skip_rect(play.size, *bars, target, u=play.hud.u, arrows=shape, kept=kept, left_first=beside)


def _route_boxes(route: list[tuple[int, int]]) -> list[pygame.Rect]:
    """Boxes round each stretch of a lesson's dashed leader (coach.route)."""
    return [
        pygame.Rect(min(a[0], b[0]), min(a[1], b[1]), abs(a[0] - b[0]), abs(a[1] - b[1])).inflate(8, 8)
        for a, b in itertools.pairwise(route)
    ]


def _flight(play, i: int) -> list[pygame.Rect]:
    """2D: the cells arrow `i` flies over, to a cell past the board's edge, where its ray
    shows as it is lit (s166: at 800x600 Skip lesson stood on the ray of the arrow the
    bubble asked to fire, by the board's top right)."""
    r, view = play.renderer, play.view
    (x, y), (vx, vy), c = r.arrow_coords[i][-1], VEC[r.head_dir(i)], view.cell
    out = []
    for k in range(1, max(view.cols, view.rows) + 2):
        px, py = x + vx * k, y + vy * k
        if not (-1 <= px <= view.cols and -1 <= py <= view.rows):
            break
        cx, cy = view.cell_center(px, py)
        out.append(pygame.Rect(round(cx - c / 2), round(cy - c / 2), c, c))
    return out


def skip_kept(rect: pygame.Rect, play) -> pygame.Rect:
    """Skip lesson's place by a lesson's "Well done" card (its board cleared): where it
    stood while that is as big as its place in `play`'s window now and lies between the
    HUD's bars, else a corner (s72: after a resize mid-card it stood off the window)."""
    top, bottom = play.hud.top_rect.bottom, play.hud.bottom_rect.y
    new = skip_rect(play.size, top, bottom, (-1, -1), u=play.hud.u)
    area = pygame.Rect(0, top, play.size[0], bottom - top)
    return pygame.Rect(rect) if rect.size == new.size and area.contains(rect) else new


def ask_skip(coach) -> None:
    """Esc in a lesson: "Skip the lesson?" over it (Skip skips; Esc or Stay stays), as R
    asks before a restart and Menu before leaving a puzzle (confirm.py). Esc skipped the
    whole lesson at once, and a second Esc after the one that closed the pause card skipped
    it unasked (s104). Stay is ringed, as on "Quit Quiver?" that Esc asks on the menu (s176:
    Esc or a pad's B, then Enter or A, skipped a stranger's lesson; its line says the way
    on: Right, Enter). On a last board's "Well done" card the lesson is over anyway: on at
    once (a board's beat before another waits under the question)."""
    if coach.beat is not None and coach.stage + 1 >= len(coach.stages):
        coach.end_beat()
        return
    from .confirm import ConfirmScene  # (the card's module draws; this one places)

    coach.ports.feedback.sound("click")
    ask = ConfirmScene(coach.ports, "Skip the lesson?", "Skip", coach.skip, note=SKIP_NOTE, stay_first=True)
    coach.ports.stack.push(ask)


def skip_clicked(coach) -> None:
    """A click on "Skip lesson": skipped at once (a button so named is asked for; Esc,
    the key that pauses every other puzzle, asks), then said where it plays again, as
    Esc's question says (s133: the click said nothing, and a stranger who clicked it did
    not know the lesson could come back). On a last board's "Well done" card the lesson
    is over anyway: nothing was skipped, nothing said."""
    done = coach.beat is not None and coach.stage + 1 >= len(coach.stages)
    coach.skip()
    if not done:
        coach.ports.journeys.say_when_open(SKIPPED)  # (over the puzzle that follows)
