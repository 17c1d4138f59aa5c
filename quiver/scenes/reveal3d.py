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
    """The model as shaded squares, projected through the scene's camera and turned by u x
    360 degrees about its vertical axis (no turn without motion: it fades in); `shown`: opacity."""
    if scene.board.space.mode == Mode.FLAT:
        return _draw_flat_faces(surface, scene, u, shown)
    cam = scene.ctl.camera
    w, h = scene.size
    cells = model_cells(scene.board)
    if not cells:
        return pygame.Rect(0, 0, 0, 0)
    turns = motion and scene.board.space.mode != Mode.FLAT  # the Flat block stays put, filling in
    pts = []
    view, proj = cam.matrices(w, h)
    project = projector(view, proj, w, h)  # the matrices once a frame, not twice a cell
    for p in turned(cells, u if turns else 0.0):
        sx, sy, depth = project(p)
        if 0.0 < depth < 1.0:
            up = project((p[0], p[1] + 1.0, p[2]))
            pts.append((depth, sx, sy, abs(up[1] - sy), p[1]))
    if not pts:
        return pygame.Rect(0, 0, 0, 0)
    pts.sort(reverse=True)  # far first
    xs, yy = [p[1] for p in pts], [p[2] for p in pts]
    m = int(max(p[3] for p in pts)) + 4  # every square lies within m of a centre
    bounds = pygame.Rect(
        int(min(xs)) - m, int(min(yy)) - m, int(max(xs) - min(xs)) + 2 * m, int(max(yy) - min(yy)) + 2 * m
    )
    # a layer over the squares only (a window-sized one was most of the frame's blending)
    box = bounds.clip(surface.get_rect())
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    ys = [p[4] for p in pts]
    lo, hi = min(ys), max(ys)
    near, far = pts[-1][0], pts[0][0]
    alpha = int((255 if turns else 255 * min(1.0, 1.5 * u)) * shown)
    for depth, sx, sy, size, y in pts:
        t = (y - lo) / max(1e-6, hi - lo)
        shade = 0.6 + 0.4 * (1 - (depth - near) / max(1e-9, far - near))
        col = tuple(int(v * shade) for v in sweep_colour(1 - t))
        s = max(3, int(size * 0.92))
        r = pygame.Rect(0, 0, s, s)
        r.center = (int(sx) - box.x, int(sy) - box.y)
        pygame.draw.rect(layer, (*col, 255), r, 0, max(0, s // 6))
        pygame.draw.rect(layer, (*(int(v * 0.7) for v in col), 255), r, max(1, s // 12), max(0, s // 6))
    layer.set_alpha(alpha)
    surface.blit(layer, box)
    return bounds


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
