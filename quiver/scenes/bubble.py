"""Where the lesson's bubble sits (quiver/scenes/coach.py): next to the arrow its line
talks about, never over that arrow (stranger playtest: at 640x480 the Flat 3D bubble
"This arrow folds over the edge" hid the folded body it named)."""

from __future__ import annotations

import pygame


def place_bubble(
    size: tuple[int, int],
    target: tuple[int, int],
    side: str,
    gap: int,
    body: list[tuple[int, int]],
    room: tuple[int, int, int, int],
    clear: int = 14,
) -> tuple[pygame.Rect, str, int]:
    """Where a `size` bubble pointing at `target` sits, and on which side ("above" or
    "below"): `side` first, centred on the target, then the other side, then slid left or
    right of the target (then wholly beside it); then the same past the whole `body` (above
    its top or below its bottom). The first place that covers none of the `body` pixels
    (the arrow the line talks about, `clear` pixels round each) wins, else the one that
    covers fewest. `room` is (left, top, right, bottom): the bubble stays inside it.
    Returns the bubble, its side and how many body pixels it covers (0 at best)."""
    bw, bh = size
    ax, ay = target
    left, top, right, bottom = room
    other = "below" if side == "above" else "above"
    ys = [{"below": ay + gap, "above": ay - gap - bh}]
    if body:
        ys.append(
            {"below": max(p[1] for p in body) + clear + 1, "above": min(p[1] for p in body) - clear - bh - 1}
        )
    # centred; slid so the target sits near its right or left end; then wholly aside
    slides = (ax - bw // 2, ax - bw + 40, ax - 40, ax - bw - 2 * clear, ax + 2 * clear)
    best: tuple[int, pygame.Rect, str] | None = None
    for y_of in ys:
        for x0 in slides:
            for where in (side, other):
                x = max(left + 12, min(right - bw - 12, x0))
                y = max(top + 6, min(bottom - bh - 6, y_of[where]))
                rect = pygame.Rect(x, y, bw, bh)
                near = rect.inflate(2 * clear, 2 * clear)
                covered = sum(1 for p in body if near.collidepoint(p))
                if covered == 0:
                    return rect, where, 0
                if best is None or covered < best[0]:
                    best = (covered, rect, where)
    assert best is not None
    return best[1], best[2], best[0]


def body_pixels(play, i: int) -> list[tuple[int, int]]:
    """Window pixels of arrow i's cells: what the bubble about it must leave in view."""
    cells = play.board.arrows[i].cells
    if play.flat_view:
        return [play.cell_pixel(c) for c in cells]
    ctl = getattr(play, "ctl", None)
    if ctl is None:
        return [play.arrow_pixel(i)]
    out = []
    for c in cells:
        x, y, _z = ctl.camera.project(ctl.cell_point(c), *play.size)
        out.append((int(x), int(y)))
    return out


def aim(play, arrows: list[int]) -> tuple[int, tuple[int, int]] | None:
    """The arrow the bubble points at and the pixel it points at: the nearest arrow's head
    (play.facing) when a tap there hits it, else the first pixel of an arrow's head or
    cells that a tap hits, nearest arrow first (stranger playtest: after a turn the Flat
    3D "Tap it and see" pointed at a head hidden behind a free arrow, which a tap fired).
    The nearest head when no pixel of any of them is hit (all hidden: turn the view)."""
    first = play.facing(arrows)
    if first is None:
        return None
    order = [first] + [i for i in arrows if i != first]
    for i in order:
        head = play.arrow_pixel(i)
        for p in (head, *body_pixels(play, i)):
            if play.arrow_at(p) == i:
                return i, (int(p[0]), int(p[1]))
    x, y = play.arrow_pixel(first)
    return first, (int(x), int(y))
