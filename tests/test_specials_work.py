"""Special arrows on a large-ish board take work linear in the arrows per try (counted,
not timed), and boards too big for special arrows are refused with one line before
anything is built (docs/limits.md, "Special arrows")."""

from __future__ import annotations

import pytest

import quiver.engine.puzzle as engine_puzzle
import quiver.generator.build as build
import quiver.generator.specials as specials
from quiver.engine.rotating import RotatingRules
from quiver.engine.spec import PuzzleSpec, SpecError
from quiver.generator import GENERATOR_VERSION, generate

ALL_KINDS = ("locks", "two-headed", "rotating")


def _counting(monkeypatch, calls: dict[str, int]):
    """Count arrow checks and verifier freedom tests, only while add_specials runs."""
    active = [False]
    check_arrow, can_leave, add = engine_puzzle.check_arrow, RotatingRules.can_leave, specials.add_specials

    def counted_check(*a, **k):
        calls["check_arrow"] += active[0]
        return check_arrow(*a, **k)

    def counted_leave(self, *a):
        calls["can_leave"] += active[0]
        return can_leave(self, *a)

    def counted_add(*a, **k):
        active[0] = True
        try:
            return add(*a, **k)
        finally:
            active[0] = False

    monkeypatch.setattr(engine_puzzle, "check_arrow", counted_check)
    monkeypatch.setattr(RotatingRules, "can_leave", counted_leave)
    monkeypatch.setattr(build, "add_specials", counted_add)


def test_special_arrows_on_a_large_board_check_each_arrow_a_bounded_number_of_times(monkeypatch):
    calls = {"check_arrow": 0, "can_leave": 0}
    _counting(monkeypatch, calls)
    b = generate(PuzzleSpec("2d", "rect", (48, 48), None, "hard", 2, "many", ALL_KINDS))
    n = len(b.arrows)
    assert n > 400 and b.turns and any(a.lock is not None for a in b.arrows)
    assert any(a.dir2 is not None for a in b.arrows)
    # four whole-board builds (each checks every arrow) and one check per try, not a
    # whole-board build per lock, second
    # head or turn tried (a tenth of the arrows each: quadratic, 85 000 checks here before)
    assert calls["check_arrow"] <= 6 * n
    # the verifier carries the free arrows from a position to the next: each of its
    # searches and playouts tests a bounded number of arrows per move, not all of them
    # (1.5 million tests here before, over 3000 a arrow; about 200 an arrow now)
    assert calls["can_leave"] <= 300 * n


def test_a_board_too_big_for_special_arrows_is_refused_in_one_line_before_building(monkeypatch):
    def no_build(*a, **k):
        raise AssertionError("built a board that is refused anyway")

    monkeypatch.setattr(build, "_fair_board", no_build)
    size = 80  # 1280 arrows by default at hard
    with pytest.raises(SpecError) as e:
        generate(PuzzleSpec("2d", "rect", (size, size), None, "hard", 0, "some"))
    text = str(e.value)
    assert "\n" not in text and f"at most {specials.MAX_SPECIAL_ARROWS} arrows" in text and "1280" in text


class _Reached(Exception):
    """The build was reached (the test stops there: building the board is not needed)."""


def test_the_limit_counts_arrows_so_fewer_arrows_on_the_same_size_are_allowed(monkeypatch):
    spec = PuzzleSpec("2d", "rect", (80, 80), specials.MAX_SPECIAL_ARROWS, "hard", 0, "some")
    built = []

    def reached(space, count, *a, **k):
        built.append(count)
        raise _Reached

    monkeypatch.setattr(build, "_fair_board", reached)
    with pytest.raises(_Reached):
        generate(spec)
    assert built == [specials.MAX_SPECIAL_ARROWS]


def test_the_game_gets_the_refusal_as_one_line():
    # what the menu shows when the loading scene's build fails (flow.built -> menu_error)
    from quiver.game.worker import InlineJob

    version = int(GENERATOR_VERSION.rsplit("/", 1)[1])
    job = InlineJob(PuzzleSpec("2d", "rect", (96, 96), 1843, "hard", 0, "many", generator=version))
    assert job.poll()
    with pytest.raises(ValueError, match="special arrows need a board of at most 1000 arrows") as e:
        job.result()
    assert "\n" not in str(e.value) and "internal error" not in str(e.value)
