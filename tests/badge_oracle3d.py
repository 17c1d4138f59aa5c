"""The 3D lock badges' placement as it was before s352 (lockmarks3d at 806dcfc9: every pass
asking each cell's projection again, the overlap passes building the others' list for each
badge, a nudge's picks one by one): the oracle a faster placement must agree with."""

from __future__ import annotations

import pygame

from quiver.scenes.lockpicks3d import BadgePicks
from quiver.scenes.lockspread3d import NUDGES, _apart, _small


def spread(board, ctl, size, jobs) -> list[tuple[pygame.Surface, pygame.Rect]]:
    rects: list[pygame.Rect | None] = []
    imgs = [img for _i, _o, img in jobs]
    ctl = BadgePicks(ctl, size)  # (the controller's own as ctl.ctl: its cell_point)
    ctl.pick_all(_candidates(board, ctl, size, jobs))
    for i, order, img in jobs:
        rects.append(_spot(board, ctl, size, i, order, img, [r for r in rects if r]))
    for again in (False, True):
        for k, r in enumerate(rects):
            others = [o for j, o in enumerate(rects) if o and j != k]
            if r is None or r.collidelist(others) < 0:
                continue
            img = _small(imgs[k]) if again else imgs[k]
            spot = _spot(board, ctl, size, jobs[k][0], jobs[k][1], img, others)
            if not again or (spot is not None and spot.collidelist(others) < 0):
                rects[k], imgs[k] = spot, img
    placed = []
    for (i, _o, _m), img, r in zip(jobs, imgs, rects, strict=True):
        if r is not None:
            on = r.collidelist([o for o in rects if o and o is not r]) >= 0
            placed.append((img, r, _nearest(ctl, size, board.arrows[i].cells) if on else 0.0))
    return _apart(placed)


def _candidates(board, ctl, size, jobs) -> list[tuple[float, float]]:
    w, h = size
    out = []
    for i, _o, _m in jobs:
        for c in board.arrows[i].cells:
            x, y, depth = ctl.camera.project(ctl.ctl.cell_point(c), w, h)
            if 0 <= x < w and 0 <= y < h and 0 < depth < 1:
                out.append((x, y))
    return out


def _spot(board, ctl, size, i, order, img, taken):
    w, h = size
    cells = board.arrows[i].cells
    shown: list[pygame.Rect] = []
    for k in order:
        x, y, depth = ctl.camera.project(ctl.ctl.cell_point(cells[k]), w, h)
        if not (0 <= x < w and 0 <= y < h and 0 < depth < 1):
            continue
        p = ctl.pick((x, y))
        if p is not None and p.arrow == i:
            rect = img.get_rect(center=(round(x), round(y)))
            if rect.collidelist(taken) < 0:
                return rect
            shown.append(rect)
    for rect in shown:
        moved = _nudged(ctl, size, i, rect, taken)
        if moved is not None:
            return moved
    return shown[0] if shown else None


def _nearest(ctl, size, cells) -> float:
    w, h = size
    return min(ctl.camera.project(ctl.ctl.cell_point(c), w, h)[2] for c in cells)


def _nudged(ctl, size, i, rect, taken):
    w, h = size
    hit = taken[rect.collidelist(taken)]
    away = (rect.centerx - hit.centerx, rect.centery - hit.centery)
    ways = sorted(
        ((dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy),
        key=lambda d: -(d[0] * away[0] + d[1] * away[1]) / (abs(d[0]) + abs(d[1])) ** 0.5,
    )
    for share in NUDGES:
        for dx, dy in ways:
            moved = rect.move(round(dx * share * rect.w), round(dy * share * rect.h))
            if moved.collidelist(taken) >= 0 or not (0 <= moved.centerx < w and 0 <= moved.centery < h):
                continue
            p = ctl.pick(moved.center)
            if p is not None and p.arrow == i:
                return moved
    return None
