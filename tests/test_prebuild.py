"""The menu's background build (quiver/game/prebuild.py), with a fake worker and clock."""

from __future__ import annotations

from types import SimpleNamespace

from quiver.game.prebuild import SETTLE_S, Prebuild


class FakeJob:
    def __init__(self, code, arrows=None, error=None):
        self.code, self.arrows, self.error = code, arrows, error
        self.done = False
        self.cancelled = False
        self.finished = False  # the test says when the worker is done

    def poll(self):
        self.done = self.finished
        return self.done

    def result(self):
        if self.error:
            raise ValueError(self.error)
        return SimpleNamespace(arrows=[object()] * self.arrows)

    def cancel(self):
        self.cancelled = True


class Rig:
    def __init__(self, arrows=37, error=None):
        self.t = 0.0
        self.jobs: list[FakeJob] = []
        self.arrows, self.error = arrows, error
        self.pre = Prebuild(self.start, lambda: self.t)

    def start(self, code):
        self.jobs.append(FakeJob(code, self.arrows, self.error))
        return self.jobs[-1]


def test_the_build_starts_only_once_the_choice_settles():
    rig = Rig()
    rig.pre.want("a")
    rig.t += SETTLE_S / 2
    rig.pre.want("b")  # changed before it settled: nothing started
    rig.t += SETTLE_S * 0.9
    assert rig.pre.update() is False and rig.jobs == []
    rig.t += SETTLE_S * 0.2
    rig.pre.update()
    assert [j.code for j in rig.jobs] == ["b"]
    assert rig.pre.pending and rig.pre.arrows is None


def test_the_exact_count_is_known_when_the_worker_finishes():
    rig = Rig(arrows=1438)
    rig.pre.want("a")
    rig.t += SETTLE_S
    rig.pre.update()
    assert rig.pre.update() is False  # still building
    rig.jobs[0].finished = True
    assert rig.pre.update() is True  # the menu redraws once
    assert rig.pre.arrows == 1438 and not rig.pre.pending
    assert rig.pre.update() is False


def test_another_choice_cancels_the_build_under_way():
    rig = Rig()
    rig.pre.want("a")
    rig.t += SETTLE_S
    rig.pre.update()
    rig.pre.want("a")  # the same code again: nothing changes
    assert not rig.jobs[0].cancelled
    rig.pre.want("b")
    assert rig.jobs[0].cancelled and rig.pre.job is None and rig.pre.arrows is None


def test_play_takes_the_job_of_its_code_once():
    rig = Rig()
    rig.pre.want("a")
    rig.t += SETTLE_S
    rig.pre.update()
    assert rig.pre.take("b") is None  # not what is being built
    job = rig.pre.take("a")
    assert job is rig.jobs[0] and not job.cancelled
    assert rig.pre.take("a") is None  # a board is played once
    rig.pre.cancel()
    assert not job.cancelled  # handed over: no longer ours to stop


def test_a_failed_build_is_not_handed_over():
    rig = Rig(error="too many arrows")
    rig.pre.want("a")
    rig.t += SETTLE_S
    rig.pre.update()
    rig.jobs[0].finished = True
    assert rig.pre.update() is True
    assert rig.pre.error == "too many arrows" and rig.pre.arrows is None
    assert rig.pre.take("a") is None


def test_nothing_wanted_builds_nothing():
    rig = Rig()
    rig.pre.want(None)
    rig.t += 10
    assert rig.pre.update() is False and rig.jobs == [] and not rig.pre.pending
