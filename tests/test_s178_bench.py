"""bench/_common.percentile: a bench's p90/p95 is never under its median (s178: tails.py,
quality.py and render2d.py took the rank below 0.9 * (n - 1) and printed "p50 5.2 p90 4.1"
for two seeds)."""

import statistics
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

from _common import percentile


@pytest.mark.parametrize(
    "values", [[5.2, 4.1], [1.0], [3.0, 1.0, 2.0], [0.1, 9.0, 9.0, 0.2, 4.0], list(range(20))]
)
def test_a_tail_is_at_least_the_median(values):
    assert percentile(values, 0.9) >= statistics.median(values)
    assert percentile(values, 0.95) >= percentile(values, 0.9)
    assert percentile(values, 0.5) == statistics.median(values)
    assert percentile(values, 0.0) == min(values) and percentile(values, 1.0) == max(values)


def test_it_is_the_inclusive_quantile():
    values = [7.0, 1.0, 4.0, 10.0, 2.5, 6.0]
    deciles = statistics.quantiles(values, n=10, method="inclusive")
    assert percentile(values, 0.9) == pytest.approx(deciles[8])
    assert percentile(values, 0.3) == pytest.approx(deciles[2])


def test_no_values_is_an_error():
    with pytest.raises(ValueError):
        percentile([], 0.9)
