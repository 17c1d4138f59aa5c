"""The 3D and Flat-3D shapes on screen, for the toasts' places (play_toasts.py): the
outline's strips, the cells' box and the arrows' heads projected. numpy's own module,
imported when a 3D view first asks: 2D play never loads numpy (0.1 s on the frame its
first board showed, bench/hitches.py)."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pygame

ROW = 12  # px: the shape's outline on screen is a strip this tall a row


def _outer_cubes(play) -> np.ndarray:
    """The centres of the shape's cubes with a side no cube covers (the Flat block's
    cubes), once a board: the shape's outline on screen is theirs."""
    if getattr(play, "_outer", None) is None:
        raw = play.board.space.cells
        k = len(raw[0]) if raw else 3
        flat = np.fromiter(itertools.chain.from_iterable(raw), np.int64, len(raw) * k)
        cells = flat.reshape(len(raw), k)[:, :3]
        lo = cells.min(0) - 1 if len(cells) else np.zeros(3, np.int64)
        grid = np.zeros((cells.max(0) - lo + 2) if len(cells) else (1, 1, 1), bool)
        grid[tuple((cells - lo).T)] = True  # (a free layer all round: every neighbour in range)
        near = grid[:-2, 1:-1, 1:-1] & grid[2:, 1:-1, 1:-1] & grid[1:-1, :-2, 1:-1]
        near &= grid[1:-1, 2:, 1:-1] & grid[1:-1, 1:-1, :-2] & grid[1:-1, 1:-1, 2:]  # a cube each side
        inner = np.zeros_like(grid)
        inner[1:-1, 1:-1, 1:-1] = near
        play._outer = (np.argwhere(grid & ~inner) + lo).astype(np.float64) + 0.5
    return play._outer


def outline(play) -> list[pygame.Rect]:
    """The shape on screen as strips ROW px tall, each from the leftmost to the rightmost
    pixel of its cubes in that row (each cube's centre projected, grown by its half
    diagonal), kept until the view or the window changes, and while the view moves (a
    drag, a held key, an eased turn): the places beside it changed each frame of a drag,
    and a toast in a corner went back over the shape, to stay there."""
    cam, (w, h) = play.ctl.camera, play.size
    key = (play.where.view_key(), w, h)
    seen = getattr(play, "_outline", None)
    if seen is not None and (seen[0] == key or (seen[0][1:] == key[1:] and play._view_moving())):
        return seen[1]
    pts = _outer_cubes(play)
    view, proj = cam.matrices(w, h)
    clip = np.c_[pts, np.ones(len(pts))] @ np.array(proj * view, dtype=np.float64).T
    clip = clip[clip[:, 3] > 1e-6]
    xs = (clip[:, 0] / clip[:, 3] + 1) * (w / 2)
    ys = h - (clip[:, 1] / clip[:, 3] + 1) * (h / 2)
    t = cam.target
    x0, y0, _ = cam.project((t.x, t.y, t.z), w, h)
    x1, y1, _ = cam.project((t.x + cam.right.x, t.y + cam.right.y, t.z + cam.right.z), w, h)
    pad = 0.95 * math.hypot(x1 - x0, y1 - y0)  # (a cube's half diagonal, 0.87, and nearer ones' more)
    strips = []
    if len(xs):
        rows = np.floor(ys / ROW).astype(np.int64)
        first, n = int(rows.min()), int(rows.max() - rows.min()) + 1
        lo, hi = np.full(n, np.inf), np.full(n, -np.inf)
        np.minimum.at(lo, rows - first, xs)
        np.maximum.at(hi, rows - first, xs)
        k = math.ceil(pad / ROW)  # rows a cube's pixels reach above and below its centre's
        left, right = np.full(n + 2 * k, np.inf), np.full(n + 2 * k, -np.inf)
        for d in range(2 * k + 1):
            left[d : d + n] = np.minimum(left[d : d + n], lo)
            right[d : d + n] = np.maximum(right[d : d + n], hi)
        window = pygame.Rect(0, 0, w, h)
        for i in np.flatnonzero(np.isfinite(left)):
            x = int(left[i] - pad)
            r = pygame.Rect(x, (first - k + int(i)) * ROW, int(right[i] + pad) - x + 1, ROW).clip(window)
            if r.w and r.h:
                strips.append(r)
    play._outline = (key, strips)
    return strips


def voxel_box(cells) -> tuple[np.ndarray, np.ndarray]:
    """The box of the shape's cells (their first three coordinates): (low, high) corners."""
    c = np.asarray(cells, dtype=np.float32).reshape(len(cells), -1)
    return c[:, :3].min(0), c[:, :3].max(0) + 1.0


def head_points(play) -> np.ndarray:
    """The alive arrows' head points (play.head_point of each, a row with a 1 after it),
    kept until a tap changes the board (a turning view asks again each frame it moves).
    After a tap on a board with no rotating arrow the heads left stand where they stood:
    their rows are taken from the kept ones (52 000 head_point calls took 0.3 s)."""
    history, board = play.session.history, play.board
    key = (id(history), len(history), len(board.alive))
    kept = getattr(play, "_head_rows", None)
    if kept is not None and kept[0] == key:
        return kept[2]
    alive = list(board.alive)
    if kept is not None and kept[0][0] == key[0] and kept[0][1] <= key[1] and not board.turns:
        row = {a: k for k, a in enumerate(kept[1])}
        if all(a in row for a in alive):
            points = kept[2][[row[a] for a in alive]].reshape(-1, 4)
            play._head_rows = (key, alive, points)
            return points
    points = np.array([[*play.head_point(i), 1.0] for i in alive], dtype=np.float64).reshape(-1, 4)
    play._head_rows = (key, alive, points)
    return points


def projected(points: np.ndarray, matrix, w: int, h: int, aim: int) -> list[pygame.Rect]:
    """An `aim`-px square round each point on screen."""
    if not len(points):
        return []
    clip = points @ np.array(matrix, dtype=np.float64).T  # M p for each point (a row)
    ndc = clip[:, :2] / clip[:, 3:4]
    xs, ys = (ndc[:, 0] + 1) * (w / 2), h - (ndc[:, 1] + 1) * (h / 2)
    return [pygame.Rect(int(x) - aim // 2, int(y) - aim // 2, aim, aim) for x, y in zip(xs, ys, strict=True)]
