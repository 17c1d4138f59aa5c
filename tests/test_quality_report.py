"""The committed quality report must match what the generator makes now."""

import csv
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent.parent / "bench"
sys.path.insert(0, str(BENCH))

import quality  # noqa: E402


def test_committed_quality_report_matches_the_generator(tmp_path):
    with open(BENCH / "quality.csv") as f:
        committed = list(csv.DictReader(f))
    seeds = 1 + max(int(r["seed"]) for r in committed)
    fresh = quality.write_report(tmp_path / "q.csv", seeds)
    keys = [c for c in quality.COLUMNS if c not in quality.TIMING_COLUMNS]
    strip = lambda rs: [{k: str(r[k]) for k in keys} for r in rs]
    assert strip(fresh) == strip(committed), (
        "the generator's output changed: rerun `python bench/quality.py`, commit the "
        "report and bump GENERATOR_VERSION"
    )


# Boards the generator cannot make fair, with what they miss by (ADR 0006; gen/6 and 7 alike):
# the arrow picture at its default 20x15 has 124 cells in a narrow shaft; none of its
# hard candidates for seed 0 (36 builds, each with up to 4 repairs) passes the
# sequential forced-move test, and the least unfair reads 9.3% forced moves on the
# converged playouts (over the 8.9% limit there; 9.45% on a fresh 400-playout estimate,
# within the 10% promise).
KNOWN_SHORT = {"2d arrow hard seed 0": 0.094}


def test_every_committed_board_passes_the_fairness_gates():
    """Issue 12 item 1, per board: free arrows at the start, single-wave runs, forced
    moves (converged, with the margin) and L/A, and on 3D boards the free arrows seen
    from the home view, over the whole committed range (all modes and difficulties);
    a board in KNOWN_SHORT misses only the forced-move margin, by no more than listed."""
    with open(BENCH / "quality.csv") as f:
        rows = list(csv.DictReader(f))
    assert rows
    broken = {
        f"{r['mode']} {r['shape']} {r['difficulty']} seed {r['seed']}": (f, float(r["forced_moves"]))
        for r in rows
        if (f := quality.gates.failures(quality.as_metrics(r)))
    }
    for name, limit in KNOWN_SHORT.items():
        if name in broken:
            failures, forced = broken.pop(name)
            assert len(failures) == 1 and failures[0].startswith("forced moves") and forced <= limit
    assert not broken, broken


def test_an_independent_estimate_keeps_the_forced_move_promise():
    """Issue 24 item 1: the generator's gate reads its own sequential playouts; 400
    playouts from a seed stream it never used read at most the promised share on
    every committed board, and the gate's own figure came from the playouts recorded."""
    with open(BENCH / "quality.csv") as f:
        rows = list(csv.DictReader(f))
    over = {
        f"{r['mode']} {r['shape']} {r['difficulty']} seed {r['seed']}": r["forced_fresh"]
        for r in rows
        if float(r["forced_fresh"]) > quality.gates.MAX_FORCED
    }
    assert not over, over
    assert all(int(r["playout_runs"]) >= quality.gates.LOOKS[0] for r in rows)


def test_the_gates_catch_an_unfair_board():
    chain = {"arrows": 50, "free_at_start": 1, "max_single_run": 9, "forced_moves": 0.4, "l_over_a": 0.8}
    assert len(quality.gates.failures(chain)) == 4
    fair = {"arrows": 50, "free_at_start": 3, "max_single_run": 3, "forced_moves": 0.085, "l_over_a": 0.6}
    assert quality.gates.failures(fair) == []
    # the forced-move gate keeps a margin below the promise for what noise is left, more
    # on small boards (a playout's share spreads more, and a check of 400 playouts has
    # fewer moves)
    assert quality.gates.failures({**fair, "forced_moves": 0.095})
    limits = [quality.gates.forced_limit(n) for n in (20, 30, 65, 300)]
    assert limits == sorted(limits) and all(quality.gates.MAX_FORCED - x >= 0.01 - 1e-9 for x in limits)
    # a 3D board needs free arrows a player can see from the home view
    assert quality.gates.failures({**fair, "visible_free": 1})
    assert not quality.gates.failures({**fair, "visible_free": 2})
