"""The 3D and Flat 3D lessons' CPU a frame: the whole frame and the lesson's share of it
(the coach's `update`, `looks` and `draw`: its bubble, pointer and picks), while the view
turns (the Right arrow key held) and at rest, with the count of picks asked for
(`play.arrow_at`), made (not found kept: pick_memo, batched too) and made one by one
(`ctl.pick`).

    PYTHONPATH=$PWD python bench/lesson_frames.py [--sizes 1280x800 1920x1080 3840x2160]
        [--frames 40] [--profile N [--callers PATTERN]] [--smoke]

Per case: the lesson of the mode at its "This one is blocked" step (coach.step, as
tests/test_stranger_s57.py puts it), zoomed three notches in, then `--frames` frames at rest
and `--frames` with Right held. Figures are medians of `time.process_time` a frame.
--profile N: cProfile's N costliest functions (by own time) in the lesson's calls as the view turns;
--callers: who calls the functions whose names match PATTERN there (pstats.print_callers).
--smoke: 6 frames at 640x480, 3D only (tests/test_bench_smoke.py: the bench still runs).
"""

from __future__ import annotations

import cProfile
import io
import os
import pstats
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))


def _at_blocked(app, mode: str) -> tuple:
    """The lesson of `mode` at its bounce step, zoomed three notches in: (play, coach)."""
    import pygame
    from _common import step_frames

    from quiver.game.lessons import Anchor

    app.flow.lesson(mode)
    step_frames(app, 3)
    play, coach = app.top, app.top.coach
    coach.step = next(k for k, s in enumerate(coach.stages[0].steps) if s.anchor == Anchor.BLOCKED)
    for _ in range(3):
        wheel = {"x": 0, "y": 1, "precise_x": 0.0, "precise_y": 1.0, "flipped": False}
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, **wheel))
        step_frames(app)
    step_frames(app, 30)
    return play, coach


def measure(app, mode: str, frames: int, profile: int, callers: str = "") -> dict:
    """Per-frame CPU (ms, medians) at rest and turning, the lesson's share, and picks."""
    import pygame
    from _common import step_frames

    from quiver.scenes import coach as coach_mod
    from quiver.scenes.pick_memo import memo_of

    play, coach = _at_blocked(app, mode)
    cls = coach_mod.Coach if hasattr(coach_mod, "Coach") else type(coach)
    spent = [0.0]
    asked, alone = [0], [0]  # (play.arrow_at's calls, and the picks made one by one: ctl.pick's)
    saved = {name: getattr(cls, name) for name in ("update", "looks", "draw")}
    arrow_at = type(play).arrow_at

    def timed(fn):
        def inner(self, *a, **k):
            t = time.process_time()
            if on[0]:
                on[0].enable()
            try:
                return fn(self, *a, **k)
            finally:
                if on[0]:
                    on[0].disable()
                spent[0] += time.process_time() - t

        return inner

    def counted(self, pos):
        asked[0] += 1
        return arrow_at(self, pos)

    ctl_pick = type(play.ctl).pick

    def single(self, *a, **k):
        alone[0] += 1
        return ctl_pick(self, *a, **k)

    for name, fn in saved.items():
        setattr(cls, name, timed(fn))
    type(play).arrow_at, type(play.ctl).pick = counted, single
    prof = cProfile.Profile() if profile else None
    on: list = [None]  # (the profile, on while the turn's frames run: the lesson's calls alone)
    got: dict = {}
    try:
        key = {"key": pygame.K_RIGHT, "mod": 0, "unicode": "", "scancode": 0}
        for case in ("rest", "turn"):
            if case == "turn":
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, **key))
                step_frames(app)
            whole, share = [], []
            asked[0], alone[0], picked0 = 0, 0, memo_of(play).picked
            on[0] = prof if case == "turn" else None
            for _ in range(frames):
                spent[0] = 0.0
                t = time.process_time()
                step_frames(app)
                whole.append(time.process_time() - t)
                share.append(spent[0])
            on[0] = None
            got[case] = {
                "frame ms": 1000 * statistics.median(whole),
                "lesson ms": 1000 * statistics.median(share),
                "asked": asked[0] / frames,
                "picked": (memo_of(play).picked - picked0) / frames,
                "alone": alone[0] / frames,
            }
        pygame.event.post(pygame.event.Event(pygame.KEYUP, **key))
        step_frames(app, 2)
    finally:
        for name, fn in saved.items():
            setattr(cls, name, fn)
        type(play).arrow_at, type(play.ctl).pick = arrow_at, ctl_pick
        app.pop()
    if prof:
        out = io.StringIO()
        st = pstats.Stats(prof, stream=out)
        st.sort_stats("tottime").print_stats(profile)
        if callers:
            st.print_callers(callers)
        got["profile"] = out.getvalue()
    return got


def main() -> None:
    from _common import frame_bench_args, frame_bench_parser, menu_apps

    ap = frame_bench_parser(__doc__, ["1280x800", "1920x1080", "3840x2160"], 40, smoke_frames=6)
    ap.add_argument("--profile", type=int, default=0, help="print cProfile's N costliest functions")
    ap.add_argument("--callers", default="", help="with --profile: who calls the functions matching this")
    args = frame_bench_args(ap)
    for size, app in menu_apps(args.sizes):
        for mode in args.modes:
            got = measure(app, mode, args.frames, args.profile, args.callers)
            for case in ("rest", "turn"):
                g = got[case]
                print(
                    f"{size:>9} {mode:>4} {case}: frame {g['frame ms']:7.2f} ms, lesson "
                    f"{g['lesson ms']:7.2f} ms CPU (medians); picks a frame {g['asked']:8.0f} asked, "
                    f"{g['picked']:7.0f} made, {g['alone']:6.0f} one by one"
                )
            if "profile" in got:
                print(got["profile"])
    if args.smoke:
        print(f"smoke run: figures from {args.frames} frames")
    os.sys.stdout.flush()


if __name__ == "__main__":
    main()
