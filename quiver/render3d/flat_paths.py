"""Every arrow's `FlatPath` on a Flat-3D board, and their resting ribbons, built for the
whole board at once: the same arrays, byte for byte, as `FlatPath.of_arrow` and
`FlatPath.resting` one arrow at a time (tests/test_flat_mesh_build.py), without a few
dozen small numpy calls per arrow (a Flat cube 48 has 2,765 arrows).

The board's paths lie end to end in a few big arrays (an arrow of L cells has 2L + 1
points and 2L segments; layout in flat_mesh.py) and each FlatPath is a view of its
stretch. The one step taken cell by cell in `of_arrow` (`_tangent_to`: which way a path
leaves a cell and which way it travels after) is read from the two cells here: the same
voxel is a convex fold, the same face a flat step, anything else a concave one. A pair
that fits none is asked of the space as before.
"""

from __future__ import annotations

import itertools

import numpy as np

from .flat_mesh import (
    _CROSS,
    _V,
    CAP0,
    FLAG_HEAD,
    GLYPH_SHIFT,
    HALF_WIDTH,
    HEAD_BASE,
    HEAD_HALF,
    HEAD_TIP,
    RIBBON_DTYPE,
    TAIL,
    FlatPath,
    _tangent_to,
)

__all__ = ["BoardPaths"]


def _steps(space, cells: np.ndarray, a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(t, t2) of each step from cell a[k] to b[k], as `_tangent_to` gives them."""
    pa, pb = cells[a], cells[b]
    na, nb = pa[:, 3], pb[:, 3]
    delta = pb[:, :3] - pa[:, :3]
    t, t2 = np.full(len(a), -1, np.int64), np.full(len(a), -1, np.int64)
    same_voxel = ~delta.any(axis=1)
    convex = same_voxel & ((na >> 1) != (nb >> 1))  # over the edge onto face t
    t[convex], t2[convex] = nb[convex], na[convex] ^ 1
    axis = np.abs(delta).argmax(axis=1)
    unit = np.abs(delta).sum(axis=1) == 1
    d = 2 * axis + (delta[np.arange(len(a)), axis] < 0)
    flat = (na == nb) & unit & ((d >> 1) != (na >> 1))  # one step within the plane
    t[flat], t2[flat] = d[flat], d[flat]
    tc = nb ^ 1  # concave: climbed the wall, whose face looks back along t
    concave = ~convex & ~flat & ((tc >> 1) != (na >> 1))
    concave &= (delta == _V[na].astype(np.int64) + _V[tc].astype(np.int64)).all(axis=1)
    t[concave], t2[concave] = tc[concave], na[concave]
    for k in np.flatnonzero(t < 0):  # not one of the three: as of_arrow asks
        t[k], t2[k] = _tangent_to(space, int(a[k]), int(b[k]))
    return t, t2


class BoardPaths:
    """The paths of `arrows` on a FlatSpace (`centres`: flat_mesh.cell_centres)."""

    def __init__(self, space, arrows, centres: np.ndarray, far: float = 64.0) -> None:
        n = len(arrows)
        self.lens = L = np.array([len(a.cells) for a in arrows], np.int64)
        self.dirs = np.array([a.dir for a in arrows], np.int64)
        cells = np.fromiter(itertools.chain.from_iterable(a.cells for a in arrows), np.int64, int(L.sum()))
        first = np.concatenate([[0], np.cumsum(L)[:-1]]).astype(np.int64)
        last = first + L - 1
        table = np.array(space.cells, np.int64).reshape(-1, 4)
        face = table[cells, 3]
        # the steps between neighbouring cells of each arrow, in order
        q_arrow = np.repeat(np.arange(n), L - 1)
        q = np.flatnonzero(np.isin(np.arange(len(cells)), last, invert=True))
        t, t2 = _steps(space, table, cells[q], cells[q + 1])
        k = q - first[q_arrow]  # the step's place in its arrow
        seg0 = np.concatenate([[0], np.cumsum(2 * L)[:-1]]).astype(np.int64)  # 2L segments
        pt0 = seg0 + np.arange(n)  # 2L + 1 points (and joints)
        self.seg0, self.pt0 = seg0, pt0
        m = int((2 * L).sum())
        T, N = np.empty(m, np.int64), np.empty(m, np.int64)
        first_q = np.concatenate([[0], np.cumsum(L - 1)[:-1]]).astype(np.int64)
        T[seg0], N[seg0] = t[first_q], face[first]
        at = seg0[q_arrow] + 1 + 2 * k
        T[at], N[at] = t, face[q]
        T[at + 1], N[at + 1] = t2, face[q + 1]
        T[seg0 + 2 * L - 1], N[seg0 + 2 * L - 1] = self.dirs, face[last]
        centre = centres[cells]
        P = np.empty((m + n, 3), np.float32)
        P[pt0] = centre[first] - 0.5 * _V[t[first_q]]
        P[pt0[q_arrow] + 1 + 2 * k] = centre[q]
        P[pt0[q_arrow] + 2 + 2 * k] = centre[q] + 0.5 * _V[t]  # the shared edges' midpoints
        P[pt0 + 2 * L - 1] = centre[last]
        P[pt0 + 2 * L] = centre[last] + far * _V[self.dirs]
        local = np.arange(m + n) - np.repeat(pt0, 2 * L + 1)
        S = local.astype(np.float32) * 0.5 - 0.5
        S[pt0 + 2 * L] = S[pt0 + 2 * L - 1] + far
        tang, norm, wid = _V[T], _V[N], _CROSS[N, T]
        JW, JN = np.empty((m + n, 3), np.float32), np.empty((m + n, 3), np.float32)
        JW[pt0], JN[pt0] = wid[seg0], norm[seg0]
        end = seg0 + 2 * L - 1
        JW[pt0 + 2 * L], JN[pt0 + 2 * L] = wid[end], norm[end]
        g = np.flatnonzero(np.isin(np.arange(m), end, invert=True))  # joint between g, g + 1
        j = g + np.repeat(np.arange(n), 2 * L - 1) + 1
        same_w = (wid[g] == wid[g + 1]).all(axis=1)[:, None]
        same_n = (norm[g] == norm[g + 1]).all(axis=1)[:, None]
        JW[j] = np.where(same_w, wid[g + 1], wid[g] + wid[g + 1])
        JN[j] = np.where(same_n, norm[g + 1], norm[g] + norm[g + 1])
        self.P, self.S, self.T, self.tang, self.norm, self.wid, self.JW, self.JN = (
            P,
            S,
            T,
            tang,
            norm,
            wid,
            JW,
            JN,
        )

    def paths(self) -> list[FlatPath]:
        out = []
        for i, (L, s0, p0) in enumerate(
            zip(self.lens.tolist(), self.seg0.tolist(), self.pt0.tolist(), strict=True)
        ):
            seg, pts = slice(s0, s0 + 2 * L), slice(p0, p0 + 2 * L + 1)
            out.append(
                FlatPath(
                    self.P[pts],
                    self.S[pts],
                    self.tang[seg],
                    self.norm[seg],
                    self.wid[seg],
                    self.JW[pts],
                    self.JN[pts],
                    L,
                    int(self.dirs[i]),
                )
            )
        return out

    def resting(self, path: FlatPath) -> tuple[np.ndarray, np.ndarray]:
        """Every arrow's `path.resting((0, 0, 0), i)` end to end (2L pieces an arrow: the
        body, then the head), and where each arrow's start. `path`: any one of them, for
        the tail's offset (every path's s starts at -0.5)."""
        L, n = self.lens, len(self.lens)
        a = -TAIL
        d0 = a - path.s[0]  # as `stations` computes it, for whichever numpy is here
        b = {v: float(v - 1) + HEAD_BASE for v in set(L.tolist())}
        db = {v: b[v] - path.s[0].dtype.type(v - 1.5) for v in b}  # b - s[2L - 2]
        tip = {v: (b[v] + (HEAD_TIP - HEAD_BASE)) - b[v] for v in b}
        Lb = L.tolist()
        B = np.array([b[v] for v in Lb], np.float64)
        DB = np.array([db[v] for v in Lb], np.float32)
        TIP = np.array([tip[v] for v in Lb], np.float32)
        # each arrow's stations: the tail's point, points 1 .. 2L - 2, the head's base
        st0 = np.concatenate([[0], np.cumsum(2 * L)[:-1]]).astype(np.int64)  # 2L stations
        local = np.arange(int((2 * L).sum())) - np.repeat(st0, 2 * L)
        pt = np.repeat(self.pt0, 2 * L) + local  # station j of an arrow is its point j ...
        head = st0 + 2 * L - 1  # ... but the last is on segment 2L - 2
        kk = self.seg0 + 2 * L - 2
        C, W, N = self.P[pt], self.JW[pt], self.JN[pt]
        C[st0] = self.P[self.pt0] + d0 * self.tang[self.seg0]
        W[st0], N[st0] = self.wid[self.seg0], self.norm[self.seg0]
        C[head] = self.P[self.pt0 + 2 * L - 2] + DB[:, None] * self.tang[kk]
        W[head], N[head] = self.wid[kk], self.norm[kk]
        out = np.zeros(len(C), RIBBON_DTYPE)
        body = np.isin(np.arange(len(C)), head, invert=True)
        nxt = np.flatnonzero(body) + 1
        hw = HALF_WIDTH * 1.0
        out["c0"][body], out["c1"][body] = C[body], C[nxt]
        out["w0"][body], out["w1"][body] = W[body] * hw, W[nxt] * hw
        out["n0"][body], out["n1"][body] = N[body], N[nxt]
        along = self.S[pt].astype(np.float64)
        along[st0] = a
        out["along"][body] = along[body].astype(np.float32) - (a + TAIL)
        glyph = ((self.dirs + 1) << GLYPH_SHIFT).astype(np.uint32)
        out["flags"] = np.repeat(glyph, 2 * L)
        out["flags"][st0] |= np.uint32(CAP0)
        out["c0"][head] = C[head]
        out["c1"][head] = C[head] + TIP[:, None] * self.tang[kk]
        out["w0"][head] = self.wid[kk] * HEAD_HALF * 1.0
        out["n0"][head], out["n1"][head] = self.norm[kk], self.norm[kk]
        out["flags"][head] = glyph | np.uint32(CAP0 | FLAG_HEAD)
        out["along"][head] = B - (a + TAIL)
        out["arrow"] = np.repeat(np.arange(n), 2 * L)
        return out, st0
