"""The test-only cache in front of the generator (tests/build_cache.py, `install_generate`,
s221): a kept board is the board the real generator builds, a board of its own each time,
its notes said again; a patch, a picture, or a test of the generator's own gets the real
build. (This module's name must hold none of `REAL_BUILDS`: it reads the cache.)"""

from __future__ import annotations

import build_cache
from puzzle_codes import code

import quiver.generator as generator
from quiver.engine.codec import dump_board
from quiver.generator import build
from quiver.generator.build import PuzzleSpec

SPEC = PuzzleSpec("2d", "rect", (6, 6), None, "hard", 3)
# asks for more arrows than a 5x5 takes: the count is clamped, and the build says so
NOTED = PuzzleSpec("2d", "rect", (5, 5), 999, "easy", 1)


def test_a_kept_board_is_the_real_board_and_a_board_of_its_own():
    real = dump_board(build.generate.real_build(SPEC))
    first = generator.generate(SPEC)
    before = build_cache.stats["generate_copied"]
    second = generator.generate(SPEC)
    assert build_cache.stats["generate_copied"] == before + 1  # (a copy, not a build)
    assert dump_board(first) == dump_board(second) == real
    first.remove(min(first.free_arrows()))
    assert second is not first and second.alive == set(range(len(second.arrows)))


def test_a_kept_board_says_its_notes_again():
    real: list[str] = []
    build.generate.real_build(NOTED, real.append)
    assert real  # (else this spec no longer has a note to say)
    for _ in range(2):  # a build that keeps, then a copy
        said: list[str] = []
        generator.generate(NOTED, said.append)
        assert said == real


def test_a_patch_or_the_generators_own_tests_get_the_real_build(monkeypatch):
    generator.generate(SPEC)  # kept, if it was not yet
    calls = []
    real = build._fair_board

    def spy(*a, **k):
        calls.append(1)
        return real(*a, **k)

    with monkeypatch.context() as m:
        m.setattr(build, "_fair_board", spy)
        generator.generate(SPEC)
    assert calls == [1]
    # called from a module of the generator's own tests (a name holding "generat")
    asked = {}
    exec(compile("def ask(g, s):\n    return g(s)\n", "/x/tests/test_generator_z.py", "exec"), asked)
    before = build_cache.stats["generate_copied"]
    assert dump_board(asked["ask"](generator.generate, SPEC)) == dump_board(generator.generate(SPEC))
    assert build_cache.stats["generate_copied"] == before + 1  # the second only


def test_the_app_and_the_generator_share_one_code_path():
    """A code's build through the game (`generate_board`) reads the same cache."""
    from quiver.game.code import generate_board

    spec = PuzzleSpec.parse(code("2d-heart-12x12-17-easy-3"))
    generate_board(spec)
    before = build_cache.stats["generate_copied"]
    generate_board(spec)
    assert build_cache.stats["generate_copied"] == before + 1
