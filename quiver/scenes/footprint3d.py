"""The 3D and Flat 3D half of footprint.py: window boxes round each arrow cell's projected
footprint, through numpy (kept apart so that the menu and 2D never import numpy:
tests/test_imports.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, NamedTuple

import numpy as np
import pygame

from quiver.engine.geometry import VEC3

HEAD_OUT = 0.3  # how far a 3D arrowhead stands out of its cell, the way it points (mesh.HEAD_REACH)
HEAD_WIDE = 0.1  # ... and past the cube's sides (its flare: mesh.HEAD_FLARE 0.6 against 0.5)
HEAD_BASE = 0.3  # ... its base that far from the cell's back face (mesh.COLLAR), its tip a point
POINTS = 9  # the points round a cell: a cube's eight corners (and one again); a head's nine
FLAT_LIFT = 0.05  # a Flat 3D ribbon's height over its face (flat_mesh.TOP), rounded up


class _Cells(NamedTuple):
    """The board's arrow cells as the footprints need them (`_cells`)."""

    arrow: np.ndarray  # (N,) each cell's arrow
    corners: np.ndarray  # (N, POINTS, 3) world points round it (`cell_corners`)
    faces: np.ndarray  # (M, 3) the middle of each face of a cell that may show
    normals: np.ndarray  # (M, 3) ... its outward normal
    face_cell: np.ndarray  # (M,) ... and its cell


_made: dict[str, Any] = {}  # the last board's _Cells, and the last frame's boxes, by their keys


def arrow_boxes(play) -> dict[int, list[pygame.Rect]]:
    """3D and Flat 3D: window boxes round the projected footprint of each cell the eye
    may see, by arrow (`_cells` through the camera: `project_boxes`); the same frame's
    boxes again for the same view (the bubble asks for them twice a redraw)."""
    board, camera, (w, h) = play.board, play.ctl.camera, play.size
    cells = _cells(board)
    view, proj = camera.matrices(w, h)
    key = (id(cells), w, h, tuple(view.to_tuple()), tuple(proj.to_tuple()))
    if _made.get("boxes_key") != key:
        eye = np.array(tuple(camera.eye(w / max(h, 1))), dtype=np.float64)
        seen = _seen(cells, eye)
        out: dict[int, list[pygame.Rect]] = {}
        for i, box in zip(
            cells.arrow[seen].tolist(), project_boxes(camera, (w, h), cells.corners[seen]), strict=True
        ):
            out.setdefault(i, []).append(box)
        _made["boxes_key"], _made["boxes"] = key, out
    return _made["boxes"]


def cell_corners(board, arrows: Iterable[int], eye=None) -> np.ndarray:
    """(cells, POINTS, 3) world points round each of the `arrows`' cells: a 3D cell's cube
    (a head cell's collar, its arrowhead's base and tip), a Flat 3D face cell's square and the same
    square a ribbon's height over it. With the `eye` (a world point): only the cells it
    may see, a face cell on a face toward it, a cube with a face toward it that no
    arrow's cube lies on (a hidden one's footprint is not on screen: s57, the bubble
    kept off the block's back)."""
    cells = _cells(board)
    pick = np.isin(cells.arrow, list(arrows))
    if eye is not None:
        pick &= _seen(cells, np.array(tuple(eye), dtype=np.float64))
    return cells.corners[pick]


def _seen(cells: _Cells, eye: np.ndarray) -> np.ndarray:
    """(N,) whether each cell may show from the `eye`: a face of it turned toward it."""
    toward = np.einsum("ij,ij->i", cells.normals, eye - cells.faces) > 0
    seen = np.zeros(len(cells.arrow), dtype=bool)
    seen[cells.face_cell[toward]] = True
    return seen


def _cells(board) -> _Cells:
    """The alive arrows' cells (kept while the board's arrows, their cells and ways stay):
    a Flat face cell's one face, a 3D cube's faces with no arrow's cube beyond them."""
    alive = sorted(board.alive)
    key = [(i, tuple(board.arrows[i].cells), board.direction(i)) for i in alive]
    if _made.get("board") is board and _made.get("cells_key") == key:  # (held: its id not reused)
        return _made["cells"]
    space = board.space
    full = {space.coord(c) for j in board.alive for c in board.arrows[j].cells}
    arrow: list[int] = []
    corners: list[np.ndarray] = []
    faces: list[tuple[float, ...]] = []
    normals: list[tuple[int, ...]] = []
    face_cell: list[int] = []
    for i in alive:
        a = board.arrows[i]
        heads = {a.head: board.direction(i)}
        if a.dir2 is not None:
            heads[a.cells[0]] = a.dir2
        for c in a.cells:
            coord = space.coord(c)
            flat = len(coord) == 4  # Flat 3D: (x, y, z, face)
            centre = tuple(k + 0.5 for k in coord[:3])
            ways = [VEC3[coord[3]]] if flat else [d for d in VEC3 if _step(coord, d) not in full]
            for d in ways:
                faces.append(tuple(k + 0.5 * e for k, e in zip(centre, d, strict=True)))
                normals.append(d)
                face_cell.append(len(arrow))
            arrow.append(i)
            corners.append(_face_corners(coord) if flat else _cube_corners(coord, heads.get(c)))
    made = _Cells(
        np.array(arrow, dtype=np.int64),
        np.array(corners, dtype=np.float64).reshape(-1, POINTS, 3),
        np.array(faces, dtype=np.float64).reshape(-1, 3),
        np.array(normals, dtype=np.float64).reshape(-1, 3),
        np.array(face_cell, dtype=np.int64),
    )
    _made["board"], _made["cells_key"], _made["cells"] = board, key, made
    return made


def _step(coord, d) -> tuple[int, ...]:
    return tuple(k + e for k, e in zip(coord, d, strict=True))


_UNIT = np.array([(x, y, z) for x in (0, 1) for y in (0, 1) for z in (0, 1)], dtype=np.float64)


def _cube_corners(coord, head: int | None) -> np.ndarray:
    """A cube's eight corners (the first again); a head cell's hull: its collar's back
    corners, its pyramid's base corners and its tip (s76: the box of a cube grown round
    the head reached 50 px under a zoomed tower's lowest arrowhead at 800x600, and the
    lesson's bubble took a narrow column beside the shape, the strip under it free)."""
    lo = np.array(coord, dtype=np.float64)
    if head is None:
        cube = lo + _UNIT
        return np.concatenate([cube, cube[:1]])
    d = np.array(VEC3[head], dtype=np.float64)
    u, v = (np.eye(3)[k] for k in range(3) if d[k] == 0)
    centre = lo + 0.5
    square = np.array([su * u + sv * v for su in (-0.5, 0.5) for sv in (-0.5, 0.5)])
    back = centre - 0.5 * d + square
    base = centre + (HEAD_BASE - 0.5) * d + square * (1 + 2 * HEAD_WIDE)  # (0.6 of 0.5 wide)
    return np.concatenate([back, base, [centre + (0.5 + HEAD_OUT) * d]])


def _face_corners(coord) -> np.ndarray:
    x, y, z, n = coord
    d = np.array(VEC3[n], dtype=np.float64)
    centre = np.array((x, y, z), dtype=np.float64) + 0.5 + 0.5 * d
    u, v = (np.eye(3)[k] for k in range(3) if d[k] == 0)
    square = [
        centre + su * 0.5 * u + sv * 0.5 * v + lift * d
        for su in (-1, 1)
        for sv in (-1, 1)
        for lift in (0, FLAT_LIFT)
    ]
    return np.array([*square, square[0]])


def project_boxes(camera, size: tuple[int, int], corners: np.ndarray) -> list[pygame.Rect]:
    """The window box round each cell's projected `corners` ((cells, 8, 3)), through the
    camera's matrices once; a cell with a corner at or behind the eye: the whole window."""
    w, h = size
    if not len(corners):
        return []
    view, proj = camera.matrices(w, h)
    m = np.array((proj * view).to_list(), dtype=np.float64).T  # (PyGLM lists columns first)
    pts = np.concatenate([corners, np.ones((*corners.shape[:2], 1))], axis=2) @ m.T
    depth = pts[..., 3]
    behind = np.any(depth <= 1e-6, axis=1).tolist()
    depth = np.where(depth <= 1e-6, 1.0, depth)
    xs = (pts[..., 0] / depth + 1) * (w / 2)
    ys = h - (pts[..., 1] / depth + 1) * (h / 2)
    x0, x1 = np.floor(xs.min(axis=1)), np.ceil(xs.max(axis=1))
    y0, y1 = np.floor(ys.min(axis=1)), np.ceil(ys.max(axis=1))
    return [
        pygame.Rect(0, 0, w, h) if far else pygame.Rect(int(a), int(b), int(c - a) + 1, int(d - b) + 1)
        for far, a, b, c, d in zip(behind, x0.tolist(), y0.tolist(), x1.tolist(), y1.tolist(), strict=True)
    ]


def swept_boxes(play, arrows: list[int]) -> Callable[[float], list[pygame.Rect]]:
    """For a zoom: window boxes round where each of the `arrows`' cells the eye sees lies now
    and will lie with the camera at that zoom (the rest of the view as it is): the ground a
    zoom sweeps it over (lesson_settle.Settle.ahead: a place for the lesson's bubble clear of
    it all the way). The cells and their boxes now are found once, for every zoom asked."""
    camera, (w, h) = play.ctl.camera, play.size
    corners = cell_corners(play.board, arrows, camera.eye(w / max(h, 1)))
    now = project_boxes(camera, (w, h), corners)

    def at(zoom: float) -> list[pygame.Rect]:
        kept = camera.zoom
        try:
            camera.zoom = zoom
            then = project_boxes(camera, (w, h), corners)
        finally:
            camera.zoom = kept
        return [a.union(b) for a, b in zip(now, then, strict=True)]

    return at


def head_boxes(play, mine: int | None) -> list[pygame.Rect]:
    """3D and Flat 3D: window boxes round the head cell (a two-headed arrow's tail cell
    too) of every arrow but `mine` that the eye may see: what a far pointer's leader keeps
    off, as 2D's head cells (bubble.other_heads; s296: its `reject` had none in 3D, and
    turning Flat 3D's edge step at 1280x800 led the line across another arrow)."""
    board, camera, (w, h) = play.board, play.ctl.camera, play.size
    cells = _cells(board)
    seen = _seen(cells, np.array(tuple(camera.eye(w / max(h, 1))), dtype=np.float64))
    at, picked = 0, []
    for i in sorted(board.alive):
        a = board.arrows[i]
        if i != mine:
            ends = {len(a.cells) - 1, *((0,) if a.dir2 is not None else ())}
            picked += [at + k for k in ends if seen[at + k]]
        at += len(a.cells)
    return project_boxes(camera, (w, h), cells.corners[picked])
