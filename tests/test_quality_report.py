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


def test_every_committed_board_passes_the_fairness_gates():
    """Issue 12 item 1, per board: free arrows at the start, single-wave runs, forced
    moves and L/A, over the whole committed range (all modes and difficulties)."""
    with open(BENCH / "quality.csv") as f:
        rows = list(csv.DictReader(f))
    assert rows
    broken = {
        f"{r['mode']} {r['shape']} {r['difficulty']} seed {r['seed']}": f
        for r in rows
        if (f := quality.gates.failures(quality.as_metrics(r)))
    }
    assert not broken, broken


def test_the_gates_catch_an_unfair_board():
    chain = {"arrows": 50, "free_at_start": 1, "max_single_run": 9, "forced_moves": 0.4, "l_over_a": 0.8}
    assert len(quality.gates.failures(chain)) == 4
    fair = {"arrows": 50, "free_at_start": 3, "max_single_run": 3, "forced_moves": 0.1, "l_over_a": 0.6}
    assert quality.gates.failures(fair) == []
