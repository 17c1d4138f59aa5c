"""A tap's frame, and a still frame, on the biggest boards and shapes with a toast up
(s178): the game's loop (App.step) in an offscreen GL window at 1920x1080, CPU of the
main thread a frame (time.thread_time: llvmpipe's own threads left out, so the figures
are our Python and the driver's calls, not the software renderer's pixels). A toast's
place is weighed against every arrow's head on screen (play_toasts._heads, counted by
toast_hide), several times a frame, every frame it shows. Before s178 each weighing
projected and counted every head afresh: on the 3D cube 64's 52 000 arrows a still view
with a toast up took 940 ms a frame and a tap's 2.5 s. Now what is weighed is kept while
the board and the view stay. On the 2D board (64x64, 1500 arrows asked for) a combo
count's place asked for every live head at each side it tried; now once. Both ways are
timed in turns: "before" keeps nothing between two weighings and places a combo count as
before (`old_place` of tests/test_s178_combo_heads.py, which holds it to the game's).

    python bench/big_taps.py [--taps 6] [--window 1920x1080] [--smoke]
        [--shapes 2d:rect:64x64/1500,3d:cube:64,flat:cube:48]

Prints per shape the median and the 95th percentile of the tap frames and of the still
frames (ms of the main thread), before and now, and the toast's placement in a tap's frame.
--smoke: a 10x10 board, a cube 6 and a Flat cube 4 at 480x360, 2 taps (tests/test_bench_smoke.py).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from _common import gl_app, load_average, percentile, play_scene, step_frames

TOAST = "Level 1: clear the board. Stuck? Hint shows a free arrow"
NOW: dict = {}  # this tree's ways, kept while "before" stands in for them


def _before(app, on: bool) -> None:
    """s178's "before" (on) or now: before, nothing of a toast's weighing is kept between
    two weighings (the heads' points and squares, the aims counted), and a 2D combo count
    asks for the live heads at each side it tries (old_place)."""
    from test_s178_combo_heads import old_place  # (tests/ is on the path: gl_app)

    import quiver.scenes.toast_hide as th
    from quiver.render2d.comboplace import ComboPlacing

    NOW.setdefault("counted", th._counted)
    NOW.setdefault("place", ComboPlacing._place)
    counted = NOW["counted"]

    def afresh(layer):
        layer._aims_counted = layer._aims_small = None
        top = layer.top_scene
        if top is not None:
            top._shape_aims = top._aimed = top._head_rows = None
        return counted(layer)

    th._counted = afresh if on else counted
    ComboPlacing._place = old_place if on else NOW["place"]


def _timed_placement(app, spent: list[float]):
    """Time the toast layer's placement into spent[0]; returns the way to undo it."""
    layer = app.toasts
    place = type(layer)._placement

    def timed(self):
        t = time.thread_time()
        try:
            return place(self)
        finally:
            spent[0] += time.thread_time() - t

    type(layer)._placement = timed
    return lambda: setattr(type(layer), "_placement", place)


def tap_frames(app, scene, board, before: bool) -> tuple[float, float] | None:
    """ms of the main thread for a tap's frame, and of the toasts' placement in it (None:
    no free arrow in reach)."""
    layer, spent = app.toasts, [0.0]
    free = [i for i in board.free_arrows() if _on_screen(scene, i)]
    if not free:
        return None
    layer.toasts.clear()
    layer.show(TOAST, seconds=600)
    step_frames(app, 2)
    _before(app, before)
    undo = _timed_placement(app, spent)
    try:
        scene.fire(free[0])
        t = time.thread_time()
        step_frames(app)
        out = (time.thread_time() - t) * 1000, spent[0] * 1000
    finally:
        undo()
        _before(app, False)
    for _ in range(300):  # (the flight, not timed)
        if not scene.busy():
            break
        step_frames(app)
    return out


def still_frames(app, frames: int, before: bool) -> list[float]:
    """ms of the main thread for each frame of a still view with a toast up."""
    layer = app.toasts
    layer.toasts.clear()
    layer.show(TOAST, seconds=600)
    step_frames(app, 3)
    _before(app, before)
    out = []
    try:
        for _ in range(frames):
            t = time.thread_time()
            step_frames(app)
            out.append((time.thread_time() - t) * 1000)
    finally:
        _before(app, False)
    return out


def _on_screen(scene, i: int) -> bool:
    """Whether a tap reaches arrow i now (2D: its head in the window; 3D: always)."""
    if getattr(scene, "ctl", None) is not None:
        return True
    x, y = scene.arrow_pixel(i)
    return 0 <= x < scene.size[0] and 0 <= y < scene.size[1] and scene.arrow_at((x, y)) == i


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--taps", type=int, default=6, help="taps each way (in turns)")
    ap.add_argument("--window", default="1920x1080")
    ap.add_argument(
        "--shapes", default="2d:rect:64x64/1500,3d:cube:64,flat:cube:48", help="mode:shape:size,..."
    )
    ap.add_argument("--smoke", action="store_true", help="small shapes, 2 taps: figures meaningless")
    args = ap.parse_args(argv)
    if args.smoke:
        args.taps, args.window, args.shapes = 2, "480x360", "2d:rect:10x10/20,3d:cube:6,flat:cube:4"
    app = gl_app(args.window)
    w, h = app.size
    print(f"a tap's frame with a toast up, {w}x{h}, ms of the main thread (load {load_average()})")
    print(f"{args.taps} taps and {3 * args.taps} still frames each way, in turns; ms of the main thread")
    for spec in args.shapes.split(","):
        mode, shape, n = spec.split(":")
        scene, board, built = play_scene(app, mode, shape, n)
        step_frames(app, 10)
        tap_frames(app, scene, board, before=False)  # (warm: the first toast, the first flight)
        taps: dict[bool, list[tuple[float, float]]] = {True: [], False: []}
        still: dict[bool, list[float]] = {True: [], False: []}
        for k in range(2 * args.taps):  # in turns: before, now, before...
            got = tap_frames(app, scene, board, before=k % 2 == 0)
            if got is not None:
                taps[k % 2 == 0].append(got)
            still[k % 2 == 0] += still_frames(app, 3, before=k % 2 == 0)
        label = f"{mode} {shape} {n}"
        if taps[True] and taps[False]:
            (bf, bp), (nf, np_) = (list(zip(*taps[b], strict=True)) for b in (True, False))
            print(
                f"  {label:18s} {len(board.arrows):6d} arrows  a tap's frame: "
                f"before median {statistics.median(bf):7.1f} p95 {percentile(bf, 0.95):7.1f}, "
                f"now median {statistics.median(nf):7.1f} p95 {percentile(nf, 0.95):7.1f} "
                f"({statistics.median(nf) / statistics.median(bf):.2f}x); the toast's placement in it "
                f"{statistics.median(bp):.1f} -> {statistics.median(np_):.1f}"
            )
        sb, sn = still[True], still[False]
        print(
            f"  {label:18s} {len(board.arrows):6d} arrows  a still frame: "
            f"before median {statistics.median(sb):7.1f} p95 {percentile(sb, 0.95):7.1f}, "
            f"now median {statistics.median(sn):7.1f} p95 {percentile(sn, 0.95):7.1f} "
            f"({statistics.median(sn) / statistics.median(sb):.2f}x)  (built in {built:.1f} s)"
        )
        app.pop()
        step_frames(app, 2)
    app.close()
    if args.smoke:
        print("smoke run: figures meaningless")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
