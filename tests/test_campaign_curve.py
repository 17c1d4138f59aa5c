"""The campaign curve (issue 11): bench/campaign_curve.csv holds levels 1-300 of each mode
as the game builds them. This checks the committed file's gates and regenerates a sample
of its rows (after a generator change: rerun bench/campaign_curve.py and commit).

Gates: ramp levels never drop, level by level: no ramp level has fewer arrows, or fewer
rounds of depth, than any ramp level before it, beyond a noise of 10% or one (one arrow,
one round: below 10 rounds 10% is less than a round, and a ramp level that no candidate
board lands exactly on its whole-number depth takes the nearest one; ADR 0008); a spike
(every other 5th level from 15 on) is clearly above the ramp levels around it, a breather (every
10th) clearly below; level 1 has at least 2 free arrows and at most 10 arrows; after
level 3 no level lets every arrow go at once.
"""

from __future__ import annotations

import csv
import importlib.util
from pathlib import Path

import pytest

from quiver.engine.modes import MODES
from quiver.game.campaign_targets import level_role
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


def _ramp_levels(table) -> list[dict]:
    return [table[n] for n in sorted(table) if table[n]["role"] == "ramp"]


def _noise(peak: float) -> float:
    """How far below the best so far a ramp level may fall: 10%, at least one."""
    return max(1.0, 0.1 * peak)


def _drops(levels: list[dict], key: str) -> list[tuple]:
    """(level, value, best of the ramp levels before it) wherever the value falls more
    than the noise below that best."""
    out, peak = [], None
    for r in levels:
        value = _num(r, key)
        if peak is not None and value < peak - _noise(peak):
            out.append((r["level"], value, peak))
        peak = value if peak is None else max(peak, value)
    return out


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("key", ["arrows", "depth"])
def test_ramp_levels_never_drop(mode, key, rows):
    levels = _ramp_levels(rows[mode])
    assert _drops(levels, key) == [], (mode, key)


def test_the_drop_rule_catches_a_drop():
    levels = [{"level": str(n), "depth": str(d)} for n, d in enumerate([3, 4, 4, 3, 5, 3], 1)]
    assert _drops(levels, "depth") == [("6", 3.0, 5.0)]  # 4 -> 3 is noise, 5 -> 3 is not
    deep = [{"level": str(n), "depth": str(d)} for n, d in enumerate([20, 18, 17], 1)]
    assert _drops(deep, "depth") == [("3", 17.0, 20.0)]  # 10% of 20 is 2 rounds


@pytest.mark.parametrize("mode", MODES)
def test_ramps_climb(mode, rows):
    levels = _ramp_levels(rows[mode])
    first, last = levels[:8], levels[-8:]
    assert _mean(last, "arrows") >= 5 * _mean(first, "arrows")
    assert _mean(last, "depth") >= 3 * _mean(first, "depth")


def _mean(rows, key):
    return sum(_num(r, key) for r in rows) / len(rows)


@pytest.mark.parametrize("mode", MODES)
def test_spikes_stand_out_and_breathers_rest(mode, rows):
    table = rows[mode]
    for n in range(5, LEVELS + 1, 5):
        r, near = table[n], _near(table, n, "ramp")
        top = max(_num(x, "arrows") for x in near)
        low = min(_num(x, "arrows") for x in near)
        mean_depth = sum(_num(x, "depth") for x in near) / len(near)
        if r["role"] == "ramp":  # level 5: the first ten levels have no spike
            assert n < 10, (mode, n)
        elif r["role"] == "spike":
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
def test_the_first_ten_levels_climb_in_small_steps(mode, rows):
    """Issue 22: a newcomer's first levels never jump: each of levels 2-10 has at most 1.5x
    the arrows of the one before, none over 40, and no spike among them."""
    for n in range(2, 11):
        prev, cur = int(rows[mode][n - 1]["arrows"]), int(rows[mode][n]["arrows"])
        assert cur <= 1.5 * prev and cur <= 40, (mode, n, prev, cur)
        assert rows[mode][n]["role"] != "spike", (mode, n)


@pytest.mark.parametrize("mode", MODES)
def test_a_sample_of_rows_regenerates_exactly(mode, rows):
    bench = _bench()
    for n in SAMPLE:
        got = {k: str(v) for k, v in bench.row(mode, n).items()}
        assert got == rows[mode][n], (mode, n)
