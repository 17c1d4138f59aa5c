"""The 3D and Flat-3D win reveal (issue 23; the 2D one and what both share: reveal.py):
once the last arrow has left, the model (the shape's cubes) shows whole, turning once
about its vertical axis; Flat 3D: the block's faces that look at the eye, filling in.
With reduced motion: a quick fade in, no turn. The camera first eases back to its home
view (`ease_home`), and the model, whole there, gets bursts of confetti in the sweep's
colours round it from the top down (`celebrate`); it fades out as the win card pops in
over it (`under_card`).

`u` is the reveal's progress 0..1 (1: done, drawn still under the result card).
"""

from __future__ import annotations

import math
from collections.abc import Iterator

import numpy as np
import pygame

from quiver.engine.geometry import VEC3
from quiver.engine.modes import Mode
from quiver.render3d.flat_mesh import cell_centre
from quiver.render3d.framing import projector

from .reveal import celebrate, sweep_colour

REVEAL_OUT = 0.2  # seconds the 3D reveal takes to fade out as the win card pops in over it
HOME_TURN = 0.5  # seconds the 3D camera takes back home as its reveal starts (reduced motion: a jump)

__all__ = [
    "HOME_TURN",
    "draw_reveal_3d",
    "ease_home",
    "face_corners",
    "facing",
    "inset",
    "model_cells",
    "reveal_3d",
    "turned",
]


_MODEL: list = [None, []]  # the last board's model_cells (the reveal asks every frame)


def model_cells(board) -> list[tuple[float, float, float]]:
    """The model's unit cubes: the 3D shape's cells, or the Flat block's (x, y, z)."""
    if _MODEL[0] is not board.space:
        seen = {tuple(c[:3]) for c in board.space.cells}
        _MODEL[:] = [board.space, [(x + 0.5, y + 0.5, z + 0.5) for x, y, z in sorted(seen)]]
    return _MODEL[1]


def turned(cells: list[tuple[float, float, float]], u: float) -> Iterator[tuple[float, float, float]]:
    """`cells` turned by u x 360 degrees about the vertical axis through their middle."""
    cx = sum(p[0] for p in cells) / len(cells)
    cz = sum(p[2] for p in cells) / len(cells)
    ang = 2 * math.pi * u
    ca, sa = math.cos(ang), math.sin(ang)
    for x, y, z in cells:
        dx, dz = x - cx, z - cz
        yield (cx + dx * ca + dz * sa, y, cz - dx * sa + dz * ca)


def draw_reveal_3d(surface: pygame.Surface, scene, u: float, motion: bool, shown: float = 1.0) -> pygame.Rect:
    """The model as its cubes' outer faces that look at the eye, projected through the
    scene's camera and turned by u x 360 degrees about its vertical axis (no turn without
    motion: it fades in), far first, each shaded by the way it faces (the top lit) in the
    sweep's colour at its height and outlined inside its edges; `shown`: opacity. Squares at
    the cubes' centres, one a cube, made a cube of side 2 a plus sign (s167)."""
    if scene.board.space.mode == Mode.FLAT:
        return _draw_flat_faces(surface, scene, u, shown)
    cam = scene.ctl.camera
    w, h = scene.size
    faces = outer_faces(scene.board)
    if not len(faces):
        return pygame.Rect(0, 0, 0, 0)
    turns = motion
    ang = 2 * math.pi * (u if turns else 0.0)
    ca, sa = math.cos(ang), math.sin(ang)
    mid = faces[1]
    corners = faces[2] - mid  # (F, 4, 3): about the cells' middle, turned about the vertical
    normals = faces[3]
    spin = np.array([[ca, 0.0, -sa], [0.0, 1.0, 0.0], [sa, 0.0, ca]])  # (x, z) -> turned(): x' = x ca + z sa
    corners = corners @ spin + mid
    normals = normals @ spin
    centres = corners.mean(axis=1)
    eye = np.array(tuple(cam.eye(w / max(h, 1))), dtype=np.float64)
    looking = np.einsum("fk,fk->f", normals, eye - centres) > 0
    view, proj = cam.matrices(w, h)
    m = np.array(proj * view, dtype=np.float64)
    flat = np.concatenate([corners.reshape(-1, 3), np.ones((corners.shape[0] * 4, 1))], axis=1) @ m.T
    clip = flat.reshape(-1, 4, 4)
    ahead = looking & np.all(clip[:, :, 3] > 1e-6, axis=1)
    if not ahead.any():
        return pygame.Rect(0, 0, 0, 0)
    idx = np.flatnonzero(ahead)
    clip = clip[idx]
    sx = (clip[:, :, 0] / clip[:, :, 3] + 1) * (w / 2)
    sy = h - (clip[:, :, 1] / clip[:, :, 3] + 1) * (h / 2)
    bounds = pygame.Rect(
        int(sx.min()) - 2, int(sy.min()) - 2, int(sx.max() - sx.min()) + 5, int(sy.max() - sy.min()) + 5
    )
    box = bounds.clip(surface.get_rect())
    if not box.w or not box.h:
        return bounds
    layer = pygame.Surface(box.size, pygame.SRCALPHA)  # a layer over the model only
    depth = np.linalg.norm(centres[idx] - eye, axis=1)
    ys = faces[4][idx]
    lo, hi = float(faces[4].min()), float(faces[4].max())
    sides = np.hypot(sx[:, 1] - sx[:, 0], sy[:, 1] - sy[:, 0])
    line = max(1.0, OUTLINE * float(np.median(sides)))  # one width for every face
    for k in np.argsort(-depth, kind="stable"):  # far first
        n = int(faces[5][idx[k]])
        col = tuple(
            int(v * FACE_SHADE[n]) for v in sweep_colour(1 - (float(ys[k]) - lo) / max(1e-6, hi - lo))
        )
        pts = [(float(sx[k, j]) - box.x, float(sy[k, j]) - box.y) for j in range(4)]
        pygame.draw.polygon(layer, (*(int(v * 0.7) for v in col), 255), pts)
        if (inner := inset(pts, line)) is not None:
            pygame.draw.polygon(layer, (*col, 255), inner)
    layer.set_alpha(int((255 if turns else 255 * min(1.0, 1.5 * u)) * shown))
    surface.blit(layer, box)
    return bounds


_FACES: list = [None, None]  # the last board's outer_faces (the reveal asks every frame)


def outer_faces(board) -> tuple:
    """The model's outer faces, once a board: (count, the cells' middle (3,), corners (F, 4,
    3), normals (F, 3), each face's cell's height (F,), its direction (F,), an index of VEC3)."""
    if _FACES[0] is not board.space:
        cells = {tuple(int(v) for v in c[:3]) for c in board.space.cells}
        corners, normals, heights, dirs = [], [], [], []
        for x, y, z in sorted(cells):
            for n, d in enumerate(VEC3):
                if (x + d[0], y + d[1], z + d[2]) in cells:
                    continue  # (inside: another cube covers it)
                _, quad = face_corners((x, y, z, n), 0.5)
                corners.append(quad)
                normals.append(d)
                heights.append(y + 0.5)
                dirs.append(n)
        pts = np.array([(x + 0.5, y + 0.5, z + 0.5) for x, y, z in cells] or [(0.0, 0.0, 0.0)])
        mid = np.array([pts[:, 0].mean(), 0.0, pts[:, 2].mean()])
        _FACES[:] = [
            board.space,
            (
                len(corners),
                mid,
                np.array(corners, dtype=np.float64).reshape(-1, 4, 3),
                np.array(normals, dtype=np.float64).reshape(-1, 3),
                np.array(heights, dtype=np.float64),
                np.array(dirs, dtype=np.int64),
            ),
        ]
    return _FACES[1]


FACE_SHADE = (0.82, 0.82, 1.0, 0.7, 0.9, 0.9)  # by the face's normal (VEC3): the top lit
OUTLINE = 0.05  # a Flat reveal tile's outline, inside its edges: this share of a tile's side on screen


def face_corners(cell, half: float) -> tuple[list[float], list[list[float]]]:
    """A Flat cell's face (x, y, z, n): its centre (the Flat mesh's `cell_centre`) and the
    four corners of the square `half` each side of it."""
    nv = VEC3[cell[3]]
    c = [float(v) for v in cell_centre(cell)]
    a, b = [k for k in range(3) if not nv[k]]
    corners = []
    for da, db in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
        p = list(c)
        p[a] += half * da
        p[b] += half * db
        corners.append(p)
    return c, corners


def facing(n: int, centre, eye) -> bool:
    """Whether the face with normal VEC3[n] at `centre` looks at the eye."""
    return sum(VEC3[n][k] * (eye[k] - centre[k]) for k in range(3)) > 0


def inset(corners: list[tuple[float, float]], d: float) -> list[tuple[float, float]] | None:
    """The convex polygon `corners` (on screen) with every edge moved `d` pixels inwards,
    or None where it is no thicker than that (all outline)."""
    n = len(corners)
    cx, cy = sum(p[0] for p in corners) / n, sum(p[1] for p in corners) / n
    lines = []
    for k in range(n):
        (ax, ay), (bx, by) = corners[k], corners[(k + 1) % n]
        ex, ey = bx - ax, by - ay
        length = math.hypot(ex, ey)
        if length < 1e-9:
            return None
        nx, ny = -ey / length, ex / length
        if (cx - ax) * nx + (cy - ay) * ny < 0:  # the normal that points inwards
            nx, ny = -nx, -ny
        if (cx - ax) * nx + (cy - ay) * ny <= d:
            return None
        lines.append((ax + nx * d, ay + ny * d, ex, ey))
    out = []
    for k in range(n):  # each corner where its two edges' moved lines cross
        (px, py, ex, ey), (qx, qy, fx, fy) = lines[k - 1], lines[k]
        cross = ex * fy - ey * fx
        if abs(cross) < 1e-9:
            return None
        t = ((qx - px) * fy - (qy - py) * fx) / cross
        out.append((px + t * ex, py + t * ey))
    return out


def _draw_flat_faces(surface: pygame.Surface, scene, u: float, shown: float) -> pygame.Rect:
    """The Flat block's faces that look at the eye filled in, each on its own cell of the
    block, fading in (the block stays put). Squares at the cubes' centres (the 3D
    reveal's) sat half a cube inside the faces, the hidden back cubes' peeking round the
    edges: ghost tiles askew over the block. Each tile fills its whole face, its outline
    inside its edges the same width on every side (s39: tiles 0.9 of a face, outlined
    2 px by pygame's thick polygon lines, grown right and down, showed the block's grey
    between them one way and dark lines the other)."""
    w, h = scene.size
    view, proj = scene.ctl.camera.matrices(w, h)
    eye = scene.ctl.camera.eye(w / max(h, 1))
    project = projector(view, proj, w, h)
    faces = []
    for x, y, z, n in scene.board.space.cells:
        c, corners = face_corners((x, y, z, n), 0.5)
        depth = project(c)[2]
        if facing(n, c, eye) and 0.0 < depth < 1.0:
            faces.append((depth, y, n, [project(p)[:2] for p in corners]))
    if not faces:
        return pygame.Rect(0, 0, 0, 0)
    faces.sort(key=lambda f: -f[0])  # far first
    xs = [p[0] for f in faces for p in f[3]]
    ys = [p[1] for f in faces for p in f[3]]
    bounds = pygame.Rect(
        int(min(xs)) - 2, int(min(ys)) - 2, int(max(xs) - min(xs)) + 5, int(max(ys) - min(ys)) + 5
    )
    box = bounds.clip(surface.get_rect())
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    lo, hi = min(f[1] for f in faces), max(f[1] for f in faces)
    sides = sorted(math.dist(f[3][k], f[3][k + 1]) for f in faces for k in (0, 1))
    line = max(1.0, OUTLINE * sides[len(sides) // 2])  # one width for every tile, every edge
    for _depth, y, n, corners in faces:
        col = tuple(int(v * FACE_SHADE[n]) for v in sweep_colour(1 - (y - lo) / max(1, hi - lo)))
        pts = [(px - box.x, py - box.y) for px, py in corners]
        pygame.draw.polygon(layer, (*(int(v * 0.7) for v in col), 255), pts)
        if (inner := inset(pts, line)) is not None:
            pygame.draw.polygon(layer, (*col, 255), inner)
    layer.set_alpha(int(255 * min(1.0, 1.5 * u) * shown))
    surface.blit(layer, box)
    return bounds


def ease_home(camera) -> None:
    """As a 3D or Flat-3D reveal starts, the camera eases back to its home view and zoom
    (where the player left it could show the finished model cut by a zoom, or edge-on)."""
    r, h = camera.rot, camera.home
    if camera.zoom != 1.0 or abs(r.w * h.w + r.x * h.x + r.y * h.y + r.z * h.z) < 1.0 - 1e-6:  # (float32)
        camera.reset(HOME_TURN)


def under_card(scene) -> float:
    """How much of the 3D / Flat-3D reveal shows (1..0): it fades out as the win card pops in
    (at once with reduced motion); the model, about the card's size, peeked out round it."""
    if not scene.result_shown:
        scene.card_at = None
        return 1.0
    scene.card_at = getattr(scene, "card_at", None) or scene.clock()
    return max(0.0, 1.0 - (scene.clock() - scene.card_at) / REVEAL_OUT) if scene.fx.motion else 0.0


def reveal_3d(surface: pygame.Surface, scene, u: float) -> pygame.Rect:
    """The 3D / Flat-3D reveal at `u` (draw_reveal_3d), its confetti started round the
    model once the camera is home (`ease_home`), faded out under the win card (under_card)."""
    if (shown := under_card(scene)) <= 0.0:
        return pygame.Rect(0, 0, 0, 0)
    rect = draw_reveal_3d(surface, scene, u, scene.fx.motion, shown)
    if not scene.fx.cheered:
        scene.fx.drop("combo")  # the last clear's count goes at once, not left over the model
        if rect.w and rect.h and not scene.ctl.camera.turning:
            celebrate(scene.fx, rect)
    return rect
