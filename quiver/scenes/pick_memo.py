"""The 3D play scene's picks (play3d.arrow_at) kept while the view they were picked in
holds (s299): a lesson's bubble tries nine pointers a frame at rest (bubble_cross.turn_pointer),
each try picking the pixels of its pointer and leader, most of them the same pixels as the
try before and as the frame before (~1,000 picks a layout at 800x600, 107,524 in s283's 3D
step-2 zoom: 25 of its 38 CPU seconds). A pick is the controller's (`ctl.pick`): kept for
the pixel while everything it reads is the same, looked at on every pick: the camera's
matrices at the window size, the rows a pointer plays, the board and the arrows left on
it (their cells and a rotating arrow's phase), and the arrows flying (looked through)."""

from __future__ import annotations

from typing import Any

KEPT = 1 << 16  # picks kept for one view at most (a pointer roaming over a still view)


def view_of(ctl) -> tuple:
    """What a pick of `ctl` reads beside the pixel (the board and controller by identity:
    `PickMemo` holds them, so no id is reused while it keeps their picks)."""
    board = ctl.board
    view, proj = ctl.camera.matrices(*ctl.size)
    return (
        id(ctl),
        id(board),
        id(board.puzzle),
        frozenset(board.alive),
        tuple(ctl.size),
        ctl.played,
        view.to_bytes(),
        proj.to_bytes(),
        frozenset(ctl.animator.busy()),
    )


class PickMemo:
    """The arrow under each pixel picked in the current view (None: none there)."""

    def __init__(self) -> None:
        self._view: tuple | None = None
        self._held: tuple = ()  # (the controller and board its view names: ids kept unique)
        self._got: dict[tuple, int | None] = {}
        self.picked = 0  # picks made, not found kept (tests and measures)

    def arrow_at(self, ctl, pos) -> int | None:
        view = view_of(ctl)
        if view != self._view or len(self._got) >= KEPT:
            self._view, self._held, self._got = view, (ctl, ctl.board, ctl.board.puzzle), {}
        key: tuple[Any, Any] = (pos[0], pos[1])
        if key not in self._got:
            self.picked += 1
            p = ctl.pick(pos)
            self._got[key] = None if p is None else p.arrow
        return self._got[key]
