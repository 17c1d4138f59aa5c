"""bench/_common.pin_one_core: a bench pins itself to one core (its figures are quoted for
one), but to the least contended one. It pinned every bench to core 0, so two benches
run at once shared one core and both read slow."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

import _common  # bench/ is no package: on the path above
from _common import choose_core, cpu_ticks


def test_a_core_another_bench_is_pinned_to_is_left_to_it():
    assert choose_core([0, 1], {0: 0.0, 1: 0.0}, {0: 1}) == 1
    assert choose_core([0, 1, 2], {0: 0.0, 1: 0.0, 2: 0.0}, {0: 1, 1: 2}) == 2


def test_the_least_busy_core_is_taken():
    assert choose_core([0, 1], {0: 0.9, 1: 0.2}, {}) == 1
    assert choose_core([2, 5], {2: 0.1, 5: 0.7}, {}) == 2
    assert choose_core([0, 1], {0: 0.1, 1: 0.9}, {0: 1}) == 1  # a pinned bench weighs more


def test_two_benches_that_see_the_same_idle_machine_part_by_their_pid():
    picks = {choose_core([0, 1], {0: 0.0, 1: 0.0}, {}, pid) for pid in (100, 101)}
    assert picks == {0, 1}


def test_the_cores_busy_ticks_are_read_from_proc_stat():
    text = "cpu  10 0 10 80 0 0 0 0 0 0\ncpu0 5 1 4 30 10 0 0 0 0 0\ncpu1 5 0 5 50 0 0 0 0 0 0\nintr 1 2"
    assert cpu_ticks(text) == {0: (10, 50), 1: (10, 60)}


def test_the_bench_says_which_core_it_pinned_to():
    if not hasattr(os, "sched_getaffinity"):
        pytest.skip("this OS does not pin")
    was = os.sched_getaffinity(0)
    said: list[str] = []
    try:
        core = _common.pin_one_core(said.append)
        assert core in was and os.sched_getaffinity(0) == {core}
        assert said and f"core {core}" in said[0]
    finally:
        os.sched_setaffinity(0, was)


@pytest.mark.slow  # a process
@pytest.mark.skipif(
    not hasattr(os, "sched_getaffinity") or len(os.sched_getaffinity(0)) < 2, reason="one core"
)
def test_a_second_bench_keeps_off_the_core_the_first_is_pinned_to():
    allowed = sorted(os.sched_getaffinity(0))
    first = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        os.sched_setaffinity(first.pid, {allowed[0]})
        time.sleep(0.05)
        assert _common.pinned_alone(allowed).get(allowed[0], 0) >= 1
        assert choose_core(allowed, {}, _common.pinned_alone(allowed), 0) != allowed[0]
    finally:
        first.kill()
        first.wait()
