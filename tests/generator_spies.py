"""Spies on a build's attempts and its re-threading mends (rethread.py), for the tests
that a large build mends its last cells instead of giving up (2D over 224, 3D over 48).
They patch module-level names: use them in `pure_only` tests."""

from __future__ import annotations

import pytest


def spy_runs_and_mends(monkeypatch: pytest.MonkeyPatch) -> tuple[list[bool], list[bool]]:
    """(runs, mends): each construction attempt's outcome (False: it gave up, `Stuck`)
    and each `finish.mend_pocket` answer, in order, from now on."""
    from quiver.generator import finish
    from quiver.generator.construct import Builder
    from quiver.generator.state import Stuck

    runs: list[bool] = []
    real_run = Builder.run

    def run(self, prefix=()):
        try:
            real_run(self, prefix)
        except Stuck:
            runs.append(False)
            raise
        runs.append(True)

    mends: list[bool] = []
    real_mend = finish.mend_pocket

    def mend(s, c):
        mends.append(real_mend(s, c))
        return mends[-1]

    monkeypatch.setattr(Builder, "run", run)
    monkeypatch.setattr(finish, "mend_pocket", mend)
    return runs, mends


TAIL_SWITCHES = ("RUN_FREE", "MEND_RUN", "EARLY_ABORT", "IN_REACH")


def tail_switches(monkeypatch: pytest.MonkeyPatch, **on: bool) -> None:
    """The cube 17 tail's switches of build.py (quiver-gen/7 has all four on): each off
    unless named True in `on` (build.py's globals: the compiled modules read them too)."""
    from quiver.generator import build

    for name in TAIL_SWITCHES:
        monkeypatch.setattr(build, name, on.get(name, False))
