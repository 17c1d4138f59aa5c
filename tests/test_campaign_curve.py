"""The campaign curve (issue 11): bench/campaign_curve.csv holds levels 1-300 of each mode
as the game builds them. This checks the committed file's gates and regenerates a sample
of its rows (after a generator change: rerun bench/campaign_curve.py and commit).

Gates: ramp levels never drop in arrows from one to the next (10% of noise allowed), and
the mean depth never drops from one ramp (a run of ramp levels between two spikes or
breathers) to the next (15% allowed); a spike (every other 5th level) is clearly above the ramp
levels around it, a breather (every 10th) clearly below; level 1 has at least 2 free
arrows and at most 10 arrows; after level 3 no level lets every arrow go at once.
"""

from __future__ import annotations

import csv
import importlib.util
import itertools
from pathlib import Path

import pytest

from quiver.game.campaign import MODES, level_role
from quiver.generator import GENERATOR_VERSION

ROOT = Path(__file__).resolve().parent.parent
CSV = ROOT / "bench" / "campaign_curve.csv"
LEVELS = 300
SAMPLE = (1, 2, 3, 4, 5, 10, 23, 40)  # regenerated on every run (a few seconds)


def _bench():
    spec = importlib.util.spec_from_file_location("campaign_curve", ROOT / "bench" / "campaign_curve.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture(scope="module")
def rows() -> dict:
    with open(CSV, newline="") as f:
        table = list(csv.DictReader(f))
    out: dict = {m: {} for m in MODES}
    for r in table:
        out[r["mode"]][int(r["level"])] = r
    return out


def _num(r, key):
    return float(r[key])


def _near(rows, n, role, reach=3):
    return [
        rows[k] for k in range(n - reach, n + reach + 1) if k in rows and k != n and rows[k]["role"] == role
    ]


def test_the_file_covers_levels_1_to_300_of_every_mode_with_this_generator(rows):
    for mode in MODES:
        assert sorted(rows[mode]) == list(range(1, LEVELS + 1)), mode
        for n, r in rows[mode].items():
            assert r["role"] == level_role(n)
            assert r["generator"] == GENERATOR_VERSION, (
                "the curve is stale: rerun python bench/campaign_curve.py and commit it"
            )


def _ramps(table) -> list[list[dict]]:
    """The ramps: the runs of ramp levels between two spikes or breathers (1-4, 6-9, ...)."""
    runs, run = [], []
    for n in sorted(table):
        if table[n]["role"] == "ramp":
            run.append(table[n])
        elif run:
            runs.append(run)
            run = []
    return runs + ([run] if run else [])


def _mean(rows, key):
    return sum(_num(r, key) for r in rows) / len(rows)


@pytest.mark.parametrize("mode", MODES)
def test_ramps_never_drop(mode, rows):
    ramps = _ramps(rows[mode])
    levels = [r for run in ramps for r in run]
    # the arrows, ramp level by ramp level (10%, at least one, of noise allowed)
    for a, b in itertools.pairwise(levels):
        assert _num(b, "arrows") >= _num(a, "arrows") - max(1.0, 0.1 * _num(a, "arrows")), (
            mode,
            a["level"],
            b["level"],
        )
    # the depth, from one ramp to the next (15% of noise allowed: a ramp level's depth
    # varies by a round or two with its shape)
    for a, b in itertools.pairwise(ramps):
        assert _mean(b, "depth") >= 0.85 * _mean(a, "depth"), (mode, a[0]["level"], b[0]["level"])
    # and they climb: the last ramps are far above the first ones
    assert _mean(ramps[-1], "arrows") >= 5 * _mean(ramps[0], "arrows")
    assert _mean(ramps[-1], "depth") >= 3 * _mean(ramps[0], "depth")


@pytest.mark.parametrize("mode", MODES)
def test_spikes_stand_out_and_breathers_rest(mode, rows):
    table = rows[mode]
    for n in range(5, LEVELS + 1, 5):
        r, near = table[n], _near(table, n, "ramp")
        top = max(_num(x, "arrows") for x in near)
        low = min(_num(x, "arrows") for x in near)
        mean_depth = sum(_num(x, "depth") for x in near) / len(near)
        if r["role"] == "spike":
            assert _num(r, "arrows") >= 1.15 * top, (mode, n)
            assert _num(r, "depth") >= 1.15 * mean_depth, (mode, n)
        else:
            assert r["role"] == "breather"
            assert _num(r, "arrows") <= 0.85 * low, (mode, n)
            assert _num(r, "depth") <= 0.85 * mean_depth, (mode, n)


@pytest.mark.parametrize("mode", MODES)
def test_gentle_start_and_never_all_at_once_later(mode, rows):
    first = rows[mode][1]
    assert int(first["free_at_start"]) >= 2 and int(first["arrows"]) <= 10
    for n in range(4, LEVELS + 1):
        assert int(rows[mode][n]["depth"]) >= 2, (mode, n)


@pytest.mark.parametrize("mode", MODES)
def test_a_sample_of_rows_regenerates_exactly(mode, rows):
    bench = _bench()
    for n in SAMPLE:
        got = {k: str(v) for k, v in bench.row(mode, n).items()}
        assert got == rows[mode][n], (mode, n)
