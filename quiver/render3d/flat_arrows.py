"""A Flat-3D board's arrows as ribbon instances (`FlatMesh`), built from the paths of
`flat_mesh`: every arrow's resting pieces, a two-headed arrow's second head
(RULES.md section 6) and a rotating arrow's head in each phase (ADR 0007), part way
through a quarter turn too. Pure numpy, no GL.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from quiver.engine.geometry import VEC3
from quiver.engine.turning import phase_dirs

from .flat_mesh import (
    FLAG_HEAD,
    HEAD_BASE,
    HEAD_HALF,
    HEAD_TIP,
    RIBBON_DTYPE,
    FlatPath,
    block_faces,
    cell_centres,
)
from .flat_paths import BoardPaths
from .flat_shades import arrow_shades, toned
from .mesh import PALETTE
from .turns import rotate

__all__ = ["FLAG_SECOND", "FlatMesh", "reversed_arrow", "second_head_resting"]


def _aimed(pieces: np.ndarray, d: int) -> np.ndarray:
    """Resting pieces whose arrowhead points `d` (a rotating arrow's head turned off its
    neck: `pieces` aims the head along the neck's segment, where its base sits)."""
    head = (pieces["flags"] & FLAG_HEAD) != 0
    t = np.array(VEC3[d], np.float32)
    pieces["c1"][head] = pieces["c0"][head] + (HEAD_TIP - HEAD_BASE) * t
    pieces["w0"][head] = np.cross(pieces["n0"][head], t) * HEAD_HALF
    return pieces


FLAG_SECOND = 1 << 30  # build-time only: the piece is a second head (cleared before drawing)


def reversed_arrow(a):
    """A two-headed arrow read from its second head: cells head first, flying `dir2`."""
    return type(a)(a.cells[::-1], a.dir2)


def second_head_resting(path: FlatPath, back: FlatPath, arrow: int) -> np.ndarray:
    """A two-headed arrow at rest: its body from the second head's base to the first
    head, then the second head (the last piece of `back`, the path from the other end)."""
    body = path.pieces(-HEAD_BASE, path.head_s + HEAD_BASE, (0.0, 0.0, 0.0), arrow, tail_cap=False)
    head = back.pieces(back.head_s + HEAD_BASE - 0.01, back.head_s + HEAD_BASE, (0.0, 0.0, 0.0), arrow)
    head = head[(head["flags"] & FLAG_HEAD) != 0].copy()
    head["flags"] |= FLAG_SECOND
    return np.concatenate([body, head])


class FlatMesh:
    """Static geometry of a Flat-3D board: the block's faces (fixed) and every arrow's
    ribbon pieces (computed once); `build(alive)` picks the pieces of the arrows still on
    the board with one numpy mask. `palette`: the direction colours (linear, (6, 3);
    None: `mesh.PALETTE`), see `set_palette`."""

    def __init__(self, board, palette: np.ndarray | None = None) -> None:
        space = board.space
        self.board = board
        self.size = tuple(space.size)
        self.faces = block_faces(space)
        self.dirs = np.array([a.dir for a in board.arrows], dtype=np.int64)
        self.shades = arrow_shades(board)  # same-direction neighbours told apart (flat_shades.py)
        centres = cell_centres(space)  # once for every path of the board
        # two-headed arrows: the path read from the second head (RULES.md section 6)
        self.paths2 = {
            i: FlatPath.of_arrow(space, reversed_arrow(a), centres=centres)
            for i, a in enumerate(board.arrows)
            if a.dir2 is not None
        }
        parts, piece_dirs = self._resting(board, centres)
        self.ribbons = np.concatenate(parts) if parts else np.zeros(0, RIBBON_DTYPE)
        self.ribbons["flags"] &= ~np.uint32(FLAG_SECOND)
        self._piece_arrow = self.ribbons["arrow"]
        self._piece_dir = np.concatenate(piece_dirs) if piece_dirs else np.zeros(0, np.int64)
        # rotating arrows (ADR 0007): a path and resting pieces for each phase's head
        self.phase_dirs = {i: phase_dirs(board.arrows[i].dir, ax) for i, ax in board.turns.items()}
        self.phase_paths = {
            i: [FlatPath.of_arrow(space, replace(board.arrows[i], dir=d), centres=centres) for d in ds]
            for i, ds in self.phase_dirs.items()
        }
        self.phase_pieces = {
            i: [_aimed(p.resting((0.0, 0.0, 0.0), i), d) for p, d in zip(ps, self.phase_dirs[i], strict=True)]
            for i, ps in self.phase_paths.items()
        }
        self._static = ~np.isin(self._piece_arrow, list(self.phase_dirs)) if self.phase_dirs else None
        self.set_palette(palette)

    def _resting(self, board, centres: np.ndarray) -> tuple[list[np.ndarray], list[np.ndarray]]:
        """Every arrow's path (self.paths) and its resting pieces with their directions,
        in arrow order: the whole board at once (flat_paths.py), a two-headed arrow's
        own way (its second head)."""
        arrows, space = board.arrows, board.space
        if not arrows or min(len(a.cells) for a in arrows) < 2:
            self.paths = [FlatPath.of_arrow(space, a, centres=centres) for a in arrows]
            each = [p.resting((0.0, 0.0, 0.0), i) for i, p in enumerate(self.paths)]
            ends = np.cumsum([0] + [len(r) for r in each])
            rest_all = np.concatenate(each) if each else np.zeros(0, RIBBON_DTYPE)
        else:
            bp = BoardPaths(space, arrows, centres)
            self.paths = bp.paths()
            rest_all, starts = bp.resting(self.paths[0])
            ends = np.append(starts, len(rest_all))
        parts, piece_dirs, prev = [], [], 0
        for i in [*sorted(self.paths2), len(arrows)]:
            if prev < i:  # the plain arrows before this two-headed one
                parts.append(rest_all[ends[prev] : ends[i]])
                piece_dirs.append(np.repeat(self.dirs[prev:i], np.diff(ends[prev : i + 1])))
            if i < len(arrows):
                two = second_head_resting(self.paths[i], self.paths2[i], i)
                parts.append(two)
                piece_dirs.append(np.where(two["flags"] & FLAG_SECOND, arrows[i].dir2, arrows[i].dir))
            prev = i + 1
        return parts, piece_dirs

    def set_palette(self, palette: np.ndarray | None = None) -> None:
        """Colour every ribbon by its arrow's direction from `palette` (linear RGB, row =
        direction; None: `mesh.PALETTE`), each arrow in its own shade of it (`shades`);
        the next `build` uses the new colours."""
        self.palette = PALETTE if palette is None else np.asarray(palette, dtype=np.float32)
        self.colors = toned(self.palette, self.dirs, self.shades)
        if len(self.ribbons):  # a second head wears its own direction's colour
            self.ribbons["color"] = toned(self.palette, self._piece_dir, self.shades[self._piece_arrow])
        for i, pieces in self.phase_pieces.items():
            for d, p in zip(self.phase_dirs[i], pieces, strict=True):
                p["color"] = toned(self.palette, d, self.shades[i])

    def build(self, alive, phase: int = 0, poses: dict | None = None) -> np.ndarray:
        """Ribbon instances of the arrows in `alive` (a set of arrow indices); rotating
        arrows with their head in `phase`, or per `poses` (arrow -> (direction before,
        axis, angle)) part way through a quarter turn."""
        mask = np.zeros(len(self.paths) + 1, dtype=bool)
        if alive:
            mask[np.fromiter(alive, dtype=np.int64, count=len(alive))] = True
        picked = mask[self._piece_arrow]
        if self._static is None:
            return self.ribbons[picked]
        parts = [self.ribbons[picked & self._static]]
        for i, pieces in self.phase_pieces.items():
            if i not in alive:
                continue
            pose = (poses or {}).get(i)
            if pose is None:
                parts.append(pieces[phase])
                continue
            before, axis, angle = pose
            p = pieces[self.phase_dirs[i].index(before)].copy()
            head = (p["flags"] & FLAG_HEAD) != 0
            p["c1"][head] = p["c0"][head] + rotate(p["c1"][head] - p["c0"][head], axis, angle)
            for key in ("w0", "w1"):
                p[key][head] = rotate(p[key][head], axis, angle)
            parts.append(p)
        return np.concatenate(parts)
