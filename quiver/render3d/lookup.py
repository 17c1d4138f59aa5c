"""Which cell sits at a voxel, for many voxels at once, in memory proportional to the
cells (not the bounding box: a board file may declare a huge, nearly empty box)."""

from __future__ import annotations

import numpy as np


class VoxelLookup:
    """Sorted integer keys of the cells' voxels; `ids(points)` finds many in one go.

    coords: (n, 3) voxel coordinates inside [0, size); pad: how far outside the box the
    queried points may reach (their keys must stay distinct and non-negative).
    """

    def __init__(self, coords, size, pad: int = 2) -> None:
        self.pad = int(pad)
        self.dims = np.asarray(size, dtype=np.int64) + 2 * self.pad
        coords = np.asarray(coords, dtype=np.int64).reshape(-1, 3)
        keys = self._keys(coords)
        self.order = np.argsort(keys, kind="stable")
        self.sorted = keys[self.order]
        self.n = len(coords)

    def _keys(self, points: np.ndarray) -> np.ndarray:
        p = np.asarray(points, dtype=np.int64) + self.pad
        return (p[:, 0] * self.dims[1] + p[:, 1]) * self.dims[2] + p[:, 2]

    def ids(self, points, missing: int = -1) -> np.ndarray:
        """The index (into coords) of the cell at each point, or `missing`."""
        points = np.asarray(points, dtype=np.int64).reshape(-1, 3)
        if self.n == 0:
            return np.full(len(points), missing, dtype=np.int32)
        q = self._keys(points)
        at = np.minimum(np.searchsorted(self.sorted, q), self.n - 1)
        found = self.sorted[at] == q
        return np.where(found, self.order[at], missing).astype(np.int32)

    def contains(self, points) -> np.ndarray:
        return self.ids(points) >= 0
