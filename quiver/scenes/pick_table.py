"""The game's pick functions (a 3D and a Flat-3D controller's `pick_ray`) and pickbatch's,
which pick many rays at once as each of them picks one (s188): keyboard picking's walks
(keypick3d, keyspread3d._batch) and a click's (click_batch) batch only where a controller
picks so, not a test's (s352: keypick3d and keyspread3d each named the two)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from quiver.render3d.controller import BoardController
from quiver.render3d.flat_controller import FlatBoardController
from quiver.render3d.pickbatch import pick_cells, pick_faces

BATCHED: dict[Any, Callable[..., Any]] = {
    BoardController.pick_ray: pick_cells,
    FlatBoardController.pick_ray: pick_faces,
}


def batched_pick(ctl: Any) -> Callable[..., Any] | None:
    """pickbatch's pick that picks as `ctl.pick_ray` does; None: `ctl` picks otherwise."""
    return BATCHED.get(getattr(ctl.pick_ray, "__func__", None))
