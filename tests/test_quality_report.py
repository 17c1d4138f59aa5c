"""The committed quality report must match what the generator makes now."""
import csv
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent.parent / "bench"
sys.path.insert(0, str(BENCH))

import quality  # noqa: E402


def test_committed_quality_report_matches_the_generator(tmp_path):
    committed = list(csv.DictReader(open(BENCH / "quality.csv")))
    seeds = 1 + max(int(r["seed"]) for r in committed)
    fresh = quality.write_report(tmp_path / "q.csv", seeds)
    keys = [c for c in quality.COLUMNS if c not in quality.TIMING_COLUMNS]
    strip = lambda rs: [{k: str(r[k]) for k in keys} for r in rs]  # noqa: E731
    assert strip(fresh) == strip(committed), (
        "the generator's output changed: rerun `python bench/quality.py`, commit the "
        "report and bump GENERATOR_VERSION")
