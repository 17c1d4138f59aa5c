"""Every script in bench/ runs: each is started as the README starts it, with `--smoke`
(tiny boards, a few seconds, targets not judged), and must exit 0 without a traceback,
print its report and leave the committed CSVs alone. A bench is not run by anything
else, so without this one breaks unseen (bench/render2d.py did, when `center_on` moved
to the scene's controls). A new bench gets a `--smoke` mode or this test fails for it."""

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench"
SCRIPTS = sorted(p.stem for p in BENCH.glob("*.py") if not p.name.startswith("_"))
# What a run needs beyond the core install: "gl" an OpenGL 3.3 context (the `ctx`
# fixture skips without one), "x" a display or Xvfb, "server" the server extra.
NEEDS = {
    "render3d": {"gl"},
    "render_flat": {"gl"},
    "hint_outline": {"gl"},
    "leftovers": {"gl"},
    "toasts_turning": {"gl"},
    "big_taps": {"gl"},
    "first_hover": {"gl"},
    "hud_turn": {"gl"},
    "lesson_frames": {"gl"},
    "lesson_aim": {"gl"},
    "frame_upload": {"gl"},
    "key_pan2d": {"gl"},
    "live3d": {"gl", "x"},
    "server_load": {"server"},
}
# Runs beside the plain `--smoke` one: (script, extra arguments, what they need).
EXTRA = [
    ("render2d", ["--gl"], {"gl"}),
    ("render2d", ["--loop"], {"gl"}),
    ("lock_badges3d", ["--whole"], {"gl"}),
    ("local_moves", ["--turn-oracle"], set()),
    ("local_moves", ["--dead-ends", "0,1,10,2"], set()),
    ("local_tunnels", ["--gap", "1", "--sides", "--levelled"], set()),
    ("local_easy", ["--shapes", "1"], set()),
    ("tails", ["--switches", "off,mend,all,run,runall"], set()),
]
# What a smoke run's report must say beyond a line: (pattern, why).
SAYS = {
    # a drag presents frames: its events are posted just before a step, and an idle wait
    # slept up to a second past them (0.0 fps, 15 s a scene while holding the xvfb lock)
    "live3d": (r"(?m)^(torus|stairs) +(?!0\.0 )\d", "a drag that presented no frame"),
}
CASES = [
    # one that may start an Xvfb (tools/xvfb_run.py) takes the Xvfb tests' lock (conftest.py)
    pytest.param(name, extra, needs, marks=[pytest.mark.one_at_a_time("xvfb")] if "x" in needs else [])
    for name, extra, needs in [(name, [], NEEDS.get(name, set())) for name in SCRIPTS] + EXTRA
]


def _committed_reports() -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in BENCH.glob("*.csv")}


@pytest.mark.slow  # a process per bench: the slow tier (README, tests)
@pytest.mark.parametrize(
    ("name", "extra", "needs"), CASES, ids=[" ".join([c.values[0], *c.values[1]]) for c in CASES]
)
def test_every_bench_runs_its_smoke_mode(name, extra, needs, request, tmp_path):
    if "gl" in needs:
        request.getfixturevalue("ctx")  # skips on a machine with no OpenGL 3.3
    if "x" in needs and not os.environ.get("DISPLAY") and shutil.which("Xvfb") is None:
        pytest.skip("no display and no Xvfb")
    if "server" in needs:
        pytest.importorskip("starlette")
        pytest.importorskip("sqlalchemy")
    before = _committed_reports()
    env = dict(os.environ, QUIVER_HOME=str(tmp_path / "home"))
    done = subprocess.run(
        [sys.executable, str(BENCH / f"{name}.py"), "--smoke", *extra],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,  # seconds on an idle machine; minutes on a loaded one
    )
    said = f"stdout:\n{done.stdout[-2000:]}\nstderr:\n{done.stderr[-2000:]}"
    assert done.returncode == 0, f"bench/{name}.py --smoke exited {done.returncode}\n{said}"
    assert "Traceback" not in done.stderr, said
    assert done.stdout.strip(), f"bench/{name}.py --smoke printed no report\n{said}"
    assert _committed_reports() == before, f"bench/{name}.py --smoke rewrote a committed CSV"
    assert not (bad := tails_under_medians(done.stdout)), f"bench/{name}.py: a tail under its median: {bad}"
    if name in SAYS and not extra:
        pattern, why = SAYS[name]
        assert re.search(pattern, done.stdout), f"bench/{name}.py --smoke: {why}\n{said}"


# "p50 5.2 p90 4.1", "median 0.17 ms, p90 0.55 ms": a median and a tail after it on one line
_TAIL = re.compile(r"(?:p50|median)\s+([\d.]+)(?:\s*ms)?,?\s+(?:p90|p95)\s+([\d.]+)")


def tails_under_medians(report: str) -> list[str]:
    """The lines of a report whose p90/p95 is under the median just before it (s178:
    tails.py printed "p50 5.2 p90 4.1" from a rank below the median's)."""
    return [m.group(0) for m in _TAIL.finditer(report) if float(m.group(2)) < float(m.group(1))]


def test_a_tail_under_its_median_is_seen():
    assert tails_under_medians("2d rect 16x20  p50      5.2  p90      4.1  max 6.4") == [
        "p50      5.2  p90      4.1"
    ]
    assert tails_under_medians("hover 23 frames  median   0.17 ms  p95   0.54 ms") == []
    assert tails_under_medians("scene frame: median 0.15 ms, p90 0.21 ms, max 1.48 ms") == []


def test_the_smoke_test_sees_every_bench():
    """The list is read from the folder, so a new script is covered without an edit here;
    the names in NEEDS and EXTRA must still be scripts (a rename would drop a skip). Pure
    logic, in the fast tier, like every test here but the runs themselves."""
    assert {"engine", "generate", "render2d", "server_load"} <= set(SCRIPTS)
    assert set(NEEDS) | set(SAYS) | {name for name, _, _ in EXTRA} <= set(SCRIPTS)
