"""The sweeps of tests/tier_sweeps.py keep their first case in the fast tier and run the
others in the slow one (tests/conftest.py): the fast tier meets every behaviour once, the
whole suite every case, and no case is lost on the way."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import SLOW_MODULES, SLOW_TESTS
from tier_sweeps import SWEEPS

TESTS = Path(__file__).resolve().parent
# two families of six and eleven cases (window sizes; shapes at two sizes each)
FILES = ("test_toast_controls.py", "test_s108_turned_cost.py")


def test_every_sweep_names_a_test_of_the_fast_tier():
    """A renamed test would drop out of the list without a word; a slow one needs no entry."""
    wrong = []
    for module, names in SWEEPS.items():
        path = TESTS / f"{module}.py"
        source = path.read_text() if path.exists() else ""
        for name in names:
            found = re.search(rf"^def {name}\(", source, re.M)
            if module in SLOW_MODULES or f"{module}::{name}" in SLOW_TESTS or not found:
                wrong.append(f"{module}::{name}")
    assert wrong == []
    assert all(len(set(names)) == len(names) for names in SWEEPS.values())


def _collected(tier: str) -> list[str]:
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", "-m", tier]
        + [str(TESTS / f) for f in FILES],
        capture_output=True,
        text=True,
        cwd=TESTS.parent,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return [line.partition("::")[2] for line in done.stdout.splitlines() if "::" in line]


@pytest.mark.slow
def test_the_fast_tier_takes_each_sweeps_first_case_and_the_slow_tier_the_rest():
    fast, slow = _collected("not slow"), _collected("slow")
    everything = _collected("slow or not slow")
    assert sorted(fast + slow) == sorted(everything)  # each case in one tier, none lost
    for module, names in SWEEPS.items():
        if f"{module}.py" not in FILES:
            continue
        for name in names:
            cases = [c for c in everything if c.partition("[")[0] == name]
            assert len(cases) > 1, name
            assert [c for c in fast if c.partition("[")[0] == name] == cases[:1]
            assert [c for c in slow if c.partition("[")[0] == name] == cases[1:]
