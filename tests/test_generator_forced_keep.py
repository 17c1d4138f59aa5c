"""quiver-gen/8 (issue 26, the 16x20/65 tail): a 2D build of 40 arrows or more that breaks
the forced-move gate alone gets one repair, and the next build keeps the failed build's
outer part instead of starting afresh. 16x20/65 hard seed 9 built three times under
quiver-gen/7 (its first build through four repairs, its second rebuilt whole); boards
under 40 arrows keep every repair."""

from __future__ import annotations

import pytest

from quiver.generator import PuzzleSpec, build, generate

BUILD_ARROWS = build.build_arrows


def _builds(monkeypatch: pytest.MonkeyPatch, spec: PuzzleSpec) -> list[int]:
    """How many arrows each build of `spec` started from (kept from the build before)."""
    kept: list[int] = []
    real = BUILD_ARROWS

    def spy(space, count, difficulty, rng, wide, keep=(), *args, **kw):
        kept.append(len(keep))
        return real(space, count, difficulty, rng, wide, keep, *args, **kw)

    monkeypatch.setattr(build, "build_arrows", spy)
    generate(spec)
    return kept


def _gen7(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(build, "REPAIRS_FORCED", build.FREE_REPAIRS)
    monkeypatch.setattr(build, "REPAIR_OVER", 0)
    monkeypatch.setattr(build, "FORCED_KEEP", 0)
    monkeypatch.setattr(build, "SPLIT_FREE", False)


@pytest.mark.pure_only
def test_a_forced_move_failure_is_rebuilt_from_its_outer_part(monkeypatch):
    spec = PuzzleSpec("2d", "rect", (16, 20), 65, "hard", 9)
    now = _builds(monkeypatch, spec)
    assert len(now) == 2 and now[0] == 0 and now[1] > 0
    _gen7(monkeypatch)
    assert _builds(monkeypatch, spec) == [0, 0, 0]  # quiver-gen/7: three whole builds


@pytest.mark.pure_only
def test_small_boards_keep_every_repair(monkeypatch):
    # seed 1's first build reads 10.1% forced moves, and its fourth repair passes
    spec = PuzzleSpec("2d", "rect", (11, 13), 30, "hard", 1)
    assert _builds(monkeypatch, spec) == [0]
    _gen7(monkeypatch)
    assert _builds(monkeypatch, spec) == [0]
