"""The 3D play scene's picks (play3d.arrow_at) kept while the view they were picked in
holds (s299): a lesson's bubble tries nine pointers a frame at rest (bubble_cross.turn_pointer),
each try picking the pixels of its pointer and leader, most of them the same pixels as the
try before and as the frame before (~1,000 picks a layout at 800x600, 107,524 in s283's 3D
step-2 zoom: 25 of its 38 CPU seconds). A pick is the controller's (`ctl.pick`): kept for
the pixel while everything it reads is the same, looked at on every pick: the camera's
matrices at the window size, the rows a pointer plays, the board and the arrows left on
it (their cells and a rotating arrow's phase), and the arrows flying (looked through). The
batched picks along a leader (bubble_cross.crossed: keyspread3d._batch's, which read the
same) are kept beside them, on the same view. A pick looks first at what that view is
computed from (`reads_of`: the camera's state, not its matrices), the view itself only
where that changed (s305: the matrices cost more than most picks kept)."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import Any

KEPT = 1 << 16  # picks kept for one view at most (a pointer roaming over a still view)


def _reads(ctl) -> tuple:
    """What a pick of `ctl` reads beside the pixel and the camera (the board and controller
    by identity: `PickMemo` holds them, so no id is reused while it keeps their picks)."""
    board = ctl.board
    return (
        id(ctl),
        id(board),
        id(board.puzzle),
        frozenset(board.alive),
        tuple(ctl.size),
        ctl.played,
        frozenset(ctl.animator.busy()),
    )


def view_with_matrices(ctl) -> tuple:
    """The view a pick of `ctl` sees, the camera's matrices made: what a pick reads beside
    the pixel (`_reads`) and the matrices at the window size (PickMemo keeps its picks for it)."""
    view, proj = ctl.camera.matrices(*ctl.size)
    return (*_reads(ctl), view.to_bytes(), proj.to_bytes())


def reads_of(ctl) -> tuple:
    """What `view_with_matrices` is computed from, cheap to make where the matrices are not
    (s305: 2 of 7 profiled CPU seconds of the Flat lesson's bounce tests went on making that
    view): the same reads, the same view. The camera's state holds its outline by id (`PickMemo`
    holds it)."""
    return (*_reads(ctl), ctl.camera.state())


class PickMemo:
    """The arrow under each pixel picked in the current view (None: none there)."""

    def __init__(self) -> None:
        self._view: tuple | None = None
        self._reads: tuple | None = None  # (what the view was last found from: reads_of)
        self._held: tuple = ()  # (the controller, board, puzzle, outline its keys name: ids kept unique)
        self._got: dict[tuple, int | None] = {}
        self._many: dict[tuple, Any] = {}  # (the batched picks: `many`)
        self._worked: dict[tuple, Any] = {}  # (what is worked out from the picks: `worked`)
        self.picked = 0  # picks made, not found kept (tests and measures)
        self._steady = 0  # inside `steady`: the view not looked at again

    @contextlib.contextmanager
    def steady(self, ctl) -> Iterator[None]:
        """Picks made inside it see the view of its start, looked at once there, not at each
        pick (s316: a lesson's layouts at rest, where nothing moves, made ~4,800 picks a
        layout, most of them kept, each looking at the view again: a fifth of its time)."""
        self._look(ctl)
        self._steady += 1
        try:
            yield
        finally:
            self._steady -= 1

    def _look(self, ctl) -> None:
        """The picks kept let go where the view is not the one they were picked in (the
        view computed again only where what it is computed from changed)."""
        full = len(self._got) + len(self._many) >= KEPT
        reads = reads_of(ctl)
        if reads == self._reads and not full:
            return
        view = view_with_matrices(ctl)
        self._reads, self._held = reads, (ctl, ctl.board, ctl.board.puzzle, ctl.camera.outline)
        if view != self._view or full:
            self._view = view
            self._got, self._many, self._worked = {}, {}, {}

    def _current(self, ctl) -> None:
        """The picks kept made this view's (`_look`), but inside `steady`, where it is already."""
        if not self._steady:
            self._look(ctl)

    def worked(self, ctl) -> dict[tuple, Any]:
        """What callers work out from this view's picks, by their own keys, let go with the
        picks (s316: lesson_edge's pointers, each found again by a layout's weighings)."""
        self._current(ctl)
        return self._worked

    def arrow_at(self, ctl, pos) -> int | None:
        if not self._steady:  # (`_current`, inline: ~6,300 calls in a Flat lesson's settle frame, s321)
            self._look(ctl)
        key: tuple[Any, Any] = (pos[0], pos[1])
        try:
            return self._got[key]
        except KeyError:  # (not picked in this view yet)
            self.picked += 1
            p = ctl.pick(pos)
            got = self._got[key] = None if p is None else p.arrow
            return got

    def fill(self, ctl, pixels: list, pick: Callable[[list], list | None]) -> None:
        """`arrow_at`'s picks of `pixels` not kept yet made at once: `pick(new)` the arrow
        (None: none) that `ctl.pick` gives each, or None where it cannot (kept as they come)."""
        self._current(ctl)
        new = [p for p in dict.fromkeys(pixels) if p not in self._got]
        got = pick(new) if new else None
        if got is not None:
            self.picked += len(new)
            self._got.update(zip(new, got, strict=True))

    def many(self, ctl, pixels: list, pick: Callable[[list], list | None]) -> list | None:
        """`pick(pixels)`'s picks (None where it picks none: the controller's kind), those
        of pixels picked before in this view kept."""
        self._current(ctl)
        new = [p for p in dict.fromkeys(pixels) if p not in self._many]
        if new:
            got = pick(new)
            if got is None:
                return None
            self.picked += len(new)
            self._many.update(zip(new, got, strict=True))
        return [self._many[p] for p in pixels]


def keeps_picks(play) -> bool:
    """Whether `play` is a real 3D play scene whose picks are kept (`memo_of`): its controller
    has an animator, as a test's fake one does not. Where it is not, what is worked out from
    the picks is worked out each time (bubble_cross.tried, lesson_edge's edges) and no picks
    are made ahead (lesson_edge._fill)."""
    return hasattr(getattr(play, "ctl", None), "animator")


def memo_of(play) -> PickMemo:
    """The 3D play scene's picks kept (made at its first pick)."""
    memo = play.__dict__.get("_picks")
    if memo is None:
        memo = play.__dict__["_picks"] = PickMemo()
    return memo
