"""The first hover over a big 3D or Flat-3D shape (s183): the game's loop (App.step) in
an offscreen GL window, CPU of the main thread in the frame where the pointer first comes
onto the shape, and in the frames of the moves after it (time.thread_time: llvmpipe's own
threads left out). Before s183 picking built what it keeps for a board (the shape's box;
in 3D the head cells and a set of the voxels next to one) on the first pick: the first
hover over a cube 64 (52 429 arrows) froze its frame half a second. Now the controller
builds them when the puzzle opens (behind the loading screen), with numpy.

"before": what picking keeps is dropped and nothing is built at open, and the first
hover's pick builds it the old way (the box by generator, the near voxels as a set of
tuples: headcells.py's grid is then made from the same heads, a few ms more than
before's). "now": dropped, then built as the controller builds it at open (timed apart:
"built at open"). In turns, each way `--reps` times.

    python bench/first_hover.py [--reps 3] [--window 1920x1080] [--tabs 2] [--smoke]
        [--shapes 3d:cube:64,flat:cube:48,3d:sphere:40]

Prints per shape the medians of the first hover's frame and of the later hovers' frames
(ms of the main thread), before and now, what is built at open, and the frames of Tab
presses from one view (keyboard picking: the first looks for the heads that show,
`--reps` times each way: "before s187" pick-testing every head that faces the eye,
"before s188" each ray of the heads culled picked on its own in Python, "now" all at
once with numpy, see `_way`; since s183 the later ones reuse them while the view and board stay,
"before s183" looks afresh at each press).
--smoke: a cube 5, a Flat cube 4 and a sphere 8 at 480x360, 1 rep (tests/test_bench_smoke.py).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from _common import gl_app, load_average, play_scene, step_frames


def _old_box(space):
    """picking.occupied_box before s183: min and max by generator."""
    from quiver.render3d import picking

    if space in picking._BOXES:
        return picking._BOXES[space]
    points = getattr(space, "voxels", None) or space.cells
    lo = tuple(min(p[a] for p in points) for a in range(3))
    hi = tuple(max(p[a] for p in points) for a in range(3))
    box = picking._BOXES[space] = (lo, tuple(hi[a] - lo[a] + 1 for a in range(3)))
    return box


def _old_heads(board, box):
    """The head cells and the voxels next to one as picking built them before s183 (a
    set of tuples), then the grid the walk reads now from the same heads."""
    from quiver.render3d import headcells

    arrows, space = board.arrows, board.space
    if space in _OLD_HEADS:
        return _OLD_HEADS[space]
    cells = {a.head for a in arrows} | {a.cells[0] for a in arrows if a.dir2 is not None}
    heads = {tuple(space.coord(c)): c for c in cells}
    old = {(x + dx, y + dy, z + dz) for x, y, z in heads for dx, dy, dz in headcells.NEAR}
    near = headcells.near_grid(heads, *box)
    assert sum(near) == len(old)  # (the same voxels)
    _OLD_HEADS[space] = (heads, near)
    return heads, near


_OLD_HEADS: dict = {}


def _forget(space) -> None:
    from quiver.render3d import headcells, picking

    picking._BOXES.pop(space, None)
    headcells._TABLES.pop(space, None)
    _OLD_HEADS.pop(space, None)


def _ways(before: bool) -> None:
    from quiver.render3d import flat_controller, headcells, picking

    picking.occupied_box = flat_controller.occupied_box = _old_box if before else NOW["box"]
    picking.head_cells = _old_heads if before else headcells.head_cells


NOW: dict = {}


def _move(pos) -> None:
    import pygame

    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(3, 0), buttons=(0, 0, 0)))


def _timed(app) -> float:
    t = time.thread_time()
    step_frames(app)
    return (time.thread_time() - t) * 1000


def hovers(app, scene, before: bool, moves: int = 3) -> tuple[float, list[float], float]:
    """ms of the main thread: the first hover's frame, the later moves' frames, and (now)
    what the controller builds at open."""
    w, h = scene.size
    _move((2, 2))  # (off the shape: a pick here would build what the first hover builds)
    step_frames(app, 2)
    _forget(scene.ctl.board.space)
    opened = 0.0
    _ways(before)
    try:
        if not before:
            t = time.thread_time()
            scene.ctl.prepare_pick()  # (as the controller does when the puzzle opens)
            opened = (time.thread_time() - t) * 1000
        _move((w // 2, h // 2))
        first = _timed(app)
        assert scene.ctl.hover is not None, "the pointer missed the shape"
        later = []
        for k in range(moves):
            _move((w // 2 + 9 * (k + 1), h // 2 - 5 * (k + 1)))
            later.append(_timed(app))
    finally:
        _ways(False)
    return first, later, opened


def tab_frames(app, tabs: int, before: bool) -> list[float]:
    """ms of the main thread for `tabs` Tab presses from the view as it is ("before": each
    press looks through the heads afresh, as before s183)."""
    import pygame

    from quiver.scenes.keypick3d import KeyPick3D, shown_heads

    kept = KeyPick3D._heads
    if before:
        KeyPick3D._heads = lambda self: shown_heads(self.ctl)
    out = []
    try:
        for _ in range(tabs):
            tab = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=43)
            pygame.event.post(tab)
            out.append(_timed(app))
            step_frames(app, 2)
    finally:
        KeyPick3D._heads = kept
    return out


def _way(way: str) -> None:
    """Keyboard picking as before s187 (every head that faces the eye pick-tested, every
    pyramid's triangles tried), before s188 (the heads culled, but each ray picked on its
    own in Python, every face of a head tried), or as now ("now": as it is)."""
    from quiver.render3d import headcull, picking, pyramidbox
    from quiver.scenes import keypick3d

    keypick3d.may_show, picking._near_pyramid = headcull.may_show, pyramidbox.near_pyramid
    keypick3d.first_hits = FIRST_HITS[0]
    if way != "now":
        keypick3d.first_hits = lambda *a: None
    if way == "before s188":
        keypick3d.may_show = lambda ctl, view, facing: (
            [(i, e, 63) for i, e, _f in headcull.may_show(ctl, view, facing) or []] or None
        )
    if way == "before s187":
        keypick3d.may_show, picking._near_pyramid = (lambda ctl, view, facing: None), (lambda *a: True)


FIRST_HITS: list = []
WAYS = ("before s187", "before s188", "now")


def first_tabs(app, scene, reps: int) -> dict[str, list[float]]:
    """ms of the main thread of a first Tab from the view as it is (the heads kept for it
    dropped before each press), `reps` times each way (`_way`), in turns."""
    from quiver.scenes import keypick3d

    FIRST_HITS[:] = [keypick3d.first_hits]
    out: dict[str, list[float]] = {way: [] for way in WAYS}
    try:
        for _ in range(reps):
            for way in WAYS:
                _way(way)
                scene.keys._shown = None  # (a new view's first Tab)
                out[way] += tab_frames(app, 1, before=False)
    finally:
        _way("now")
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reps", type=int, default=3, help="first hovers each way (in turns)")
    ap.add_argument("--tabs", type=int, default=3, help="Tab presses timed per shape")
    ap.add_argument("--window", default="1920x1080")
    ap.add_argument("--shapes", default="3d:cube:64,flat:cube:48,3d:sphere:40", help="mode:shape:size,...")
    ap.add_argument("--smoke", action="store_true", help="small shapes, 1 rep: figures meaningless")
    args = ap.parse_args(argv)
    if args.smoke:
        args.reps, args.tabs, args.window = 1, 2, "480x360"
        args.shapes = "3d:cube:5,flat:cube:4,3d:sphere:8"
    app = gl_app(args.window)
    w, h = app.size
    from quiver.render3d import picking

    NOW["box"] = picking.occupied_box
    print(f"the first hover over a shape, {w}x{h}, ms of the main thread (load {load_average()})")
    print(f"{args.reps} first hovers each way, in turns, 3 later moves after each")
    for spec in args.shapes.split(","):
        mode, shape, n = spec.split(":")
        scene, board, _built = play_scene(app, mode, shape, n)
        step_frames(app, 10)
        runs: dict[bool, list] = {True: [], False: []}
        for k in range(2 * args.reps):  # in turns: before, now, before...
            runs[k % 2 == 0].append(hovers(app, scene, before=k % 2 == 0))
        (bf, bl, _), (nf, nl, no) = (
            ([r[0] for r in runs[b]], [x for r in runs[b] for x in r[1]], [r[2] for r in runs[b]])
            for b in (True, False)
        )
        label = f"{mode} {shape} {n}"
        print(
            f"  {label:15s} {len(board.arrows):6d} arrows  the first hover's frame: before median "
            f"{statistics.median(bf):6.1f}, now {statistics.median(nf):6.1f}; later hovers' frames: "
            f"before {statistics.median(bl):6.1f}, now {statistics.median(nl):6.1f}; "
            f"built at open now {statistics.median(no):5.1f}"
        )
        if args.tabs:
            first = first_tabs(app, scene, args.reps)
            now = tab_frames(app, args.tabs, before=False)  # (first: the view's first Tab)
            old = tab_frames(app, args.tabs, before=True)
            print(
                f"  {label:15s} {len(board.arrows):6d} arrows  the first Tab's frame: medians before s187 "
                f"{statistics.median(first['before s187']):7.1f}, before s188 "
                f"{statistics.median(first['before s188']):6.1f}, "
                f"now {statistics.median(first['now']):6.1f}; "
                f"later Tabs' frames: before s183 median {statistics.median(old):7.1f}, "
                f"now {statistics.median(now[1:] or now):6.1f}"
            )
        app.pop()
        step_frames(app, 2)
    app.close()
    if args.smoke:
        print("smoke run: figures meaningless")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
