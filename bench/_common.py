"""Shared helpers for the benchmarks: pin to the least contended core, take medians, say
the load average, read a 3D-shape bench's command line, open the game for a frame bench."""

from __future__ import annotations

import argparse
import os
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # (a bench's stdout is its figures and usage)


def pin_one_core(say=print) -> int | None:
    """Benchmarks are quoted for one core (a figure must not depend on how many cores the
    machine has), so pin to one when the OS lets us: the one this process is least
    contended on (benches started together all took core 0 and read slow). Says which
    core in the bench's output; the core, or None where nothing was pinned."""
    if not hasattr(os, "sched_setaffinity"):
        return None
    try:
        allowed = sorted(os.sched_getaffinity(0))
        busy = busy_shares(allowed)
        core = choose_core(allowed, busy, _counts(pinned_alone(allowed)), os.getpid())
        os.sched_setaffinity(0, {core})
        # two benches started at once sampled the same machine: the later pid moves on
        time.sleep(0.05)
        moved = make_way(core, allowed, pinned_alone(allowed), os.getpid())
        if moved != core:
            core = moved
            os.sched_setaffinity(0, {core})
    except OSError:
        return None
    shares = ", ".join(f"{c}: {busy[c]:.0%}" for c in allowed if c in busy)
    say(f"pinned to core {core} of {len(allowed)} (the least contended; busy just now: {shares or '?'})")
    return core


def choose_core(allowed: list[int], busy: dict[int, float], pinned: dict[int, int], pid: int = 0) -> int:
    """The core to pin to: the fewest other processes pinned to it alone (another bench),
    then the least busy (to 10 %), then, among equals, one by `pid` (two benches that
    sample an idle machine at the same moment still part)."""
    n = len(allowed)
    return min(
        allowed,
        key=lambda c: (pinned.get(c, 0), round(busy.get(c, 0.0), 1), (allowed.index(c) - pid) % n),
    )


def make_way(core: int, allowed: list[int], pinned: dict[int, list[int]], pid: int) -> int:
    """The core to keep once pinned to `core`: another, with no bench on it, where a bench
    of a lower pid (started first, or the one that stays) is pinned to `core` too."""
    if not any(other < pid for other in pinned.get(core, [])):
        return core
    free = [c for c in allowed if c != core and not pinned.get(c)]
    return free[0] if free else core


def _counts(pinned: dict[int, list[int]]) -> dict[int, int]:
    return {core: len(pids) for core, pids in pinned.items()}


def cpu_ticks(stat_text: str) -> dict[int, tuple[int, int]]:
    """{core: (busy ticks, all ticks)} from the text of /proc/stat."""
    out = {}
    for line in stat_text.splitlines():
        name, *fields = line.split()
        if name.startswith("cpu") and name[3:].isdigit():
            ticks = [int(f) for f in fields[:8]]
            idle = ticks[3] + ticks[4]  # idle and iowait
            out[int(name[3:])] = (sum(ticks) - idle, sum(ticks))
    return out


def busy_shares(allowed: list[int], sample_s: float = 0.25) -> dict[int, float]:
    """How busy each core of `allowed` is now, 0..1, over `sample_s` seconds ({} where
    /proc/stat cannot be read)."""
    stat = Path("/proc/stat")
    try:
        before = cpu_ticks(stat.read_text())
        time.sleep(sample_s)
        after = cpu_ticks(stat.read_text())
    except (OSError, ValueError, IndexError):
        return {}
    out = {}
    for c in allowed:
        if c in before and c in after:
            busy, total = (a - b for a, b in zip(after[c], before[c], strict=True))
            out[c] = busy / total if total > 0 else 0.0
    return out


def pinned_alone(allowed: list[int]) -> dict[int, list[int]]:
    """{core: the pids of the other processes that may run on that core alone} (a bench
    pinned there already; not the kernel's per-core threads), read from /proc/*/status;
    {} where it cannot be read."""
    counts: dict[int, list[int]] = {}
    me = str(os.getpid())
    for status in Path("/proc").glob("[0-9]*/status"):
        if status.parent.name == me:
            continue
        try:
            text = status.read_text()
        except OSError:  # gone, or not ours to read
            continue
        if re.search(r"^(PPid:\s*2|Kthread:\s*1|State:\s*Z)\b", text, re.M):
            continue  # the kernel's own per-core threads, a process already ended
        found = re.search(r"^Cpus_allowed_list:\s*(\d+)\s*$", text, re.M)
        if found and int(found.group(1)) in allowed:
            counts.setdefault(int(found.group(1)), []).append(int(status.parent.name))
    return counts


def percentile(values, q: float) -> float:
    """The q-quantile (0..1) of `values`, linear between the two nearest ranks (numpy's
    default). s178: three benches took `sorted(v)[int(0.9 * (n - 1))]`, the rank below,
    and printed a p90 under the median for a few values (tails.py: p50 5.2, p90 4.1)."""
    s = sorted(values)
    if not s:
        raise ValueError("percentile of no values")
    at = q * (len(s) - 1)
    lo = int(at)
    hi = min(lo + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (at - lo)


def median_time(fn, runs: int, clock=time.perf_counter) -> float:
    """Median time of `fn()` in seconds over `runs` runs (wall time unless a clock is given)."""
    times = []
    for _ in range(runs):
        t = clock()
        fn()
        times.append(clock() - t)
    return statistics.median(times)


def shape_runs(doc: str | None, sizes: list[int]) -> tuple[str, list[int], int]:
    """A bench over 3D shapes of several sizes: its --shape, --size (again for more) and
    --runs; --smoke: one small shape, two runs (the bench smoke test's: figures
    meaningless). Returns the shape, the sizes (`sizes` by default) and the runs."""
    parser = argparse.ArgumentParser(description=doc)
    parser.add_argument("--shape", default="sphere")
    parser.add_argument("--size", type=int, action="append")
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--smoke", action="store_true", help="one small shape, two runs: figures meaningless")
    args = parser.parse_args()
    if args.smoke:
        return args.shape, [8], 2
    return args.shape, args.size or sizes, args.runs


def cpu_seconds() -> float:
    """User + system CPU time of this process (from /proc/self/stat; else os.times)."""
    try:
        fields = Path("/proc/self/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        t = os.times()
        return t.user + t.system


def load_average(digits: int = 2) -> str:
    """The 1, 5 and 15 minute load averages, for a bench's report ("3.91 1.51 0.67")."""
    return " ".join(f"{x:.{digits}f}" for x in os.getloadavg())


def gl_app(window: str):
    """The real game in a headless GL window of `window` ("WxH") for a frame bench: a fake
    clock, no sound, no lessons, a fresh data folder unless one is set; exits with why when
    no GL window opens."""
    os.environ["SDL_VIDEODRIVER"] = "offscreen"  # (a GL window, headless)
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("QUIVER_HOME", tempfile.mkdtemp(prefix="quiver-bench-"))
    os.environ["QUIVER_LESSONS"] = "0"
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests"))
    from app_helpers import FakeClock

    from quiver.app import App

    w, h = (int(v) for v in window.lower().split("x"))
    app = App(clock=FakeClock(), sound=False, realtime=False, window=True, size=(w, h), lessons=False)
    app.open_window()
    if app.gl is None:
        raise SystemExit(f"no GL window: {app.gl_error}")
    return app


def play_scene(app, mode: str, shape: str, n: str):
    """(scene, board, CPU s to build) of a hard seed-1 puzzle pushed on `app`: `n` is a 3D or
    Flat size ("64") or a 2D "WxH/arrows"."""
    from quiver.game.code import complete, generate_board

    if mode == "2d":
        (w, h), count = map(int, n.split("/")[0].split("x")), int(n.split("/")[1])
        code = complete(mode, shape, (w, h), count, "hard", 1)
    else:
        code = complete(mode, shape, (int(n),), None, "hard", 1)
    t = time.process_time()
    board = generate_board(code)
    built = time.process_time() - t
    if mode == "flat":
        from quiver.scenes.playflat import PlayFlatScene as Scene
    elif mode == "2d":
        from quiver.scenes.play2d import Play2DScene as Scene
    else:
        from quiver.scenes.play3d import Play3DScene as Scene
    scene = Scene(app.ports, board, code, hearts=None)
    app.push(scene)
    return scene, board, built


def step_frames(app, frames: int = 1) -> None:
    """`frames` frames of a fake-clock app at 60 a second, each finished on the GPU."""
    for _ in range(frames):
        app.clock.t += 1 / 60
        app.step()
        app.gl.finish()


def frame_bench_parser(
    doc: str | None, sizes: list[str], frames: int, smoke_frames: int
) -> argparse.ArgumentParser:
    """A frame bench's own arguments (more may be added): --sizes, --modes (3D and Flat),
    --frames and --smoke (`smoke_frames` frames at 640x480, 3D: tests/test_bench_smoke.py);
    read by `frame_bench_args`."""
    ap = argparse.ArgumentParser(description=(doc or "").split("\n\n")[0])
    ap.add_argument("--sizes", nargs="*", default=sizes)
    ap.add_argument("--modes", nargs="*", default=["3d", "flat"])
    ap.add_argument("--frames", type=int, default=frames)
    ap.add_argument(
        "--smoke", action="store_true", help=f"{smoke_frames} frames at 640x480, 3D (for the tests)"
    )
    ap.set_defaults(smoke_frames=smoke_frames)
    return ap


def frame_bench_args(ap: argparse.ArgumentParser) -> argparse.Namespace:
    """`frame_bench_parser`'s arguments read, a smoke run's sizes, modes and frames set."""
    args = ap.parse_args()
    if args.smoke:
        args.sizes, args.modes, args.frames = ["640x480"], ["3d"], args.smoke_frames
    return args


def menu_apps(sizes: list[str]):
    """(size, app) for each of `sizes` ("WxH"): the game at its menu in a headless GL window
    (`gl_app`), the bench pinned to one core and the quiver it runs said first; each app
    closed after its turn."""
    pin_one_core()
    import quiver

    print(f"quiver from {Path(quiver.__file__).parent}")
    for size in sizes:
        app = gl_app(size)
        try:
            app.to_menu()
            yield size, app
        finally:
            app.close()
