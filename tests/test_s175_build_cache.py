"""The test-only cache of the App's builds (tests/build_cache.py, installed by
tests/conftest.py): what it hands back is the board the real generator builds, a board of
its own each time, and it steps aside while a test has patched what a build reads."""

from __future__ import annotations

import pytest
from build_cache import patched
from puzzle_codes import code

from quiver.engine.codec import dump_board
from quiver.game import campaign, worker
from quiver.game.tasks import BuildStage

LEVEL_ONE = "level:2d:1"  # the App's most repeated build (campaign level 1 of 2D)


def stages_and_built(task: str) -> tuple[list[BuildStage], tuple]:
    said: list[BuildStage] = []
    return said, worker._build(task, said.append)


@pytest.mark.parametrize("task", [LEVEL_ONE, code("2d-heart-12x12-17-easy-3")])
def test_a_kept_build_is_the_real_build_and_says_the_same_stage(task):
    real = worker._build.real_build  # the generator itself, no cache in front of it
    real_said: list[BuildStage] = []
    spec, board = real(task, real_said.append)
    for _ in range(2):  # the first may build and keep, the second is a kept copy
        said, (kept_spec, kept_board) = stages_and_built(task)
        assert said == real_said == [BuildStage.BUILDING]
        assert kept_spec == spec and dump_board(kept_board) == dump_board(board)


def test_each_build_is_a_board_of_its_own():
    _, (_, first) = stages_and_built(LEVEL_ONE)
    first.remove(min(first.free_arrows()))  # played in one test...
    _, (_, second) = stages_and_built(LEVEL_ONE)
    assert second is not first and second.alive == set(range(len(second.arrows)))  # ...fresh in the next
    assert first.alive != second.alive


def test_a_patched_generation_module_gets_the_real_build(monkeypatch):
    """A test that swaps what a build reads (a search, a table, a spy on the generator)
    sees its own swap at work, never a board kept before it."""
    stages_and_built(LEVEL_ONE)  # kept, if it was not yet
    assert not patched()
    seen = []
    real = campaign.level_board

    def spy(mode, level):
        seen.append((mode, level))
        return real(mode, level)

    with monkeypatch.context() as m:
        m.setattr(campaign, "level_board", spy)
        assert patched()
        stages_and_built(LEVEL_ONE)
        assert seen == [("2d", 1)]
    assert not patched()
    stages_and_built(LEVEL_ONE)
    assert seen == [("2d", 1)]  # the patch gone, the kept copy again
