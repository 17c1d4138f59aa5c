"""Special arrows on a large-ish board take work linear in the arrows per try (counted,
not timed), and boards too big for special arrows are refused with one line before
anything is built (docs/limits.md, "Special arrows").

Every test here holds with the mypyc-compiled modules (tools/build_compiled.py) as well
as without: a compiled module calls its own functions and native classes directly, so a
patch of one of their names is not seen; the tests patch only the pure `engine/puzzle.py`
(never compiled) and check that the patch saw calls, and count the compiled verifier in a
pure child process (`QUIVER_PURE=1`: the same source)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import quiver.engine.puzzle as engine_puzzle
import quiver.generator.specials as specials
from quiver.engine.board import Puzzle
from quiver.engine.modes import Difficulty, Specials
from quiver.engine.rng import Rng
from quiver.engine.spec import PuzzleSpec, SpecError
from quiver.generator import GENERATOR_VERSION, generate
from quiver.generator.counts import count_tolerance, default_count

ROOT = Path(__file__).resolve().parent.parent
ALL_KINDS = ("locks", "two-headed", "rotating")
LARGE = PuzzleSpec("2d", "rect", (48, 48), None, "hard", 2)


def _with_specials(plain):
    """add_specials as generate calls it on LARGE (its sub-stream), on the plain board."""
    count = plain.params["arrows"]
    return specials.add_specials(plain, ALL_KINDS, Specials.MANY, Rng(2).stream(f"specials/2d/rect/{count}"))


def test_special_arrows_on_a_large_board_check_each_arrow_a_bounded_number_of_times(monkeypatch):
    plain = generate(LARGE)
    calls = [0]
    check_arrow = engine_puzzle.check_arrow

    def counted(*a, **k):
        calls[0] += 1
        return check_arrow(*a, **k)

    monkeypatch.setattr(engine_puzzle, "check_arrow", counted)  # the puzzle's checks
    b = _with_specials(plain)
    monkeypatch.undo()
    n = len(b.arrows)
    assert n > 400 and b.turns and any(a.lock is not None for a in b.arrows)
    assert any(a.dir2 is not None for a in b.arrows)
    # four whole-board builds (each checks every arrow) and one check per try, not a
    # whole-board build per lock, second head or turn tried (a tenth of the arrows
    # each: quadratic, 85 000 checks here before); and at least the builds' (else the
    # count did not see the checks)
    assert 4 * n <= calls[0] <= 6 * n


# The verifier (engine/rotating.py) is compiled where the modules are built: its calls
# are counted in a pure process, which runs the same source.
_COUNT_VERIFIER = """
import json, sys
sys.path.insert(0, "tests")
from quiver import _native
from quiver.engine.rotating import RotatingRules
import test_specials_work as t
calls = [0]
can_leave = RotatingRules.can_leave
def counted(self, *a):
    calls[0] += 1
    return can_leave(self, *a)
plain = t.generate(t.LARGE)
RotatingRules.can_leave = counted
b = t._with_specials(plain)
print(json.dumps([_native.active(), len(b.arrows), len(b.turns), calls[0]]))
"""


def test_the_verifier_tests_a_bounded_number_of_arrows_per_move():
    env = {**os.environ, "QUIVER_PURE": "1"}
    out = subprocess.run(
        [sys.executable, "-c", _COUNT_VERIFIER],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    compiled, n, turns, calls = json.loads(out.stdout.splitlines()[-1])
    assert not compiled and n > 400 and turns
    # the verifier carries the free arrows from a position to the next: each of its
    # searches and playouts tests a bounded number of arrows per move, not all of them
    # (1.5 million tests here before, over 3000 an arrow; about 200 an arrow now)
    assert 0 < calls <= 300 * n


def test_a_board_too_big_for_special_arrows_is_refused_in_one_line_before_building(monkeypatch):
    def no_board(*a, **k):
        raise AssertionError("made a board that is refused anyway")

    # every build ends in Puzzle.proven (pure, so a compiled builder calls this too)
    monkeypatch.setattr(Puzzle, "proven", no_board)
    size = 80
    default = default_count(size * size, Difficulty.HARD)  # 1280 arrows at quiver-gen/8
    assert default > specials.MAX_SPECIAL_ARROWS
    with pytest.raises(SpecError) as e:
        generate(PuzzleSpec("2d", "rect", (size, size), None, "hard", 0, "some"))
    text = str(e.value)
    assert "\n" not in text and f"at most {specials.MAX_SPECIAL_ARROWS} arrows" in text
    assert f"this one has {default}:" in text


def test_the_limit_counts_arrows_so_fewer_arrows_on_the_same_size_are_allowed():
    limit = specials.MAX_SPECIAL_ARROWS
    specials.check_special_count(limit)
    with pytest.raises(SpecError, match=f"has {limit + 1}"):  # the count asked, not the size's default
        generate(PuzzleSpec("2d", "rect", (80, 80), limit + 1, "hard", 0, "some"))
    # the most arrows that can never land over the limit (a build lands within the count's
    # tolerance), on the same size: built, whatever the generator version (at the limit
    # itself, the board the generator builds decides: test_specials_limit.py)
    fewer = max(k for k in range(limit + 1) if k + count_tolerance(k) <= limit)
    b = generate(PuzzleSpec("2d", "rect", (80, 80), fewer, "hard", 0, "some"))  # about 1 s
    assert abs(len(b.arrows) - fewer) <= count_tolerance(fewer) and any(a.lock is not None for a in b.arrows)


def test_the_game_gets_the_refusal_as_one_line():
    # what the menu shows when the loading scene's build fails (flow.built -> menu_error)
    from quiver.game.worker import InlineJob

    version = int(GENERATOR_VERSION.rsplit("/", 1)[1])
    job = InlineJob(PuzzleSpec("2d", "rect", (96, 96), 1843, "hard", 0, "many", generator=version))
    assert job.poll()
    with pytest.raises(
        ValueError, match=f"at most {specials.MAX_SPECIAL_ARROWS} arrows, and this one has 1843"
    ) as e:
        job.result()
    assert "\n" not in str(e.value) and "internal error" not in str(e.value)
