"""Puzzle codes round-trip; malformed codes fail with one clear line; the daily is stable."""

import datetime

import pytest

from quiver.game import code as codes
from quiver.game.code import PuzzleSpec, SpecError
from quiver.game.daily import daily_code, daily_key, today_utc


@pytest.mark.parametrize(
    "text",
    [
        "2d-heart-16x14-40-hard-7-g5",
        "3d-sphere-9x9x9-80-easy-0-g5",
        "flat-stairs-4x3x4-30-medium-9223372036854775807-g5",
        "2d-big-heart-30x26-150-medium-12345-g5",
    ],
)
def test_round_trip(text):
    c = PuzzleSpec.parse(text)
    assert str(c) == text
    assert PuzzleSpec.parse(str(c)) == c


def test_parse_is_lenient_about_case_and_spaces():
    c = PuzzleSpec.parse("  2D-Heart-16X14-40-HARD-7-G5\n")
    assert str(c) == "2d-heart-16x14-40-hard-7-g5"


@pytest.mark.parametrize(
    "text, words",
    [
        ("", "empty"),
        ("2d-heart-16x14", "7"),
        ("4d-heart-16x14-40-hard-7-g5", "mode"),
        ("2d-heart-16x14x3-40-hard-7-g5", "size"),
        ("2d-heart-16xa-40-hard-7-g5", "size"),
        ("2d-heart-16x14-0-hard-7-g5", "arrow count"),
        ("2d-heart-16x14-x-hard-7-g5", "arrow count"),
        ("2d-heart-16x14-40-brutal-7-g5", "difficulty"),
        ("2d-heart-16x14-40-hard--7-g5", "empty part"),
        ("2d-heart-16x14-40-hard-7x-g1", "seed"),
        ("2d-heart-16x14-40-hard-99999999999999999999-g5", "seed"),
        ("2d-heart-16x14-40-hard-7-v1", "generator"),
        ("2d-he@rt-16x14-40-hard-7-g5", "shape"),
    ],
)
def test_malformed_codes(text, words):
    with pytest.raises(SpecError) as e:
        PuzzleSpec.parse(text)
    assert isinstance(e.value, ValueError)
    msg = str(e.value)
    assert "\n" not in msg and words in msg


def test_generator_version_number():
    from quiver.generator import GENERATOR_VERSION

    assert codes.generator_number(GENERATOR_VERSION) == codes.current_generator()
    c = PuzzleSpec("2d", "heart", (16, 14), 40, "hard", 7, generator=codes.current_generator() + 1)
    with pytest.raises(SpecError, match="generator"):
        codes.check_generator(c)


def test_an_older_code_says_so_and_names_the_code_to_play_here():
    have = codes.current_generator()
    old = PuzzleSpec.parse(f"2d-heart-16x14-40-hard-7-g{have - 1}")
    with pytest.raises(SpecError) as e:
        codes.check_generator(old)
    msg = str(e.value)
    assert "older Quiver" in msg and "\n" not in msg
    assert msg.endswith(f"2d-heart-16x14-40-hard-7-g{have}")
    codes.check_generator(PuzzleSpec.parse(msg.split()[-1]))  # the named code plays here


def test_arrow_bounds_follow_the_generator():
    from quiver.generator.counts import count_limits, default_count

    for cells in (7, 90, 180, 1600):
        assert codes.arrow_bounds(cells) == count_limits(cells)
        lo, hi = codes.arrow_bounds(cells)
        assert 1 <= lo <= hi <= max(1, cells // 3)
        for d in codes.DIFFICULTIES:
            assert codes.default_arrows(cells, d) == default_count(cells, d)
            assert lo <= codes.default_arrows(cells, d) <= hi


def test_from_seed_is_deterministic_and_documented():
    names = codes.shape_names("2d")
    if not names:
        pytest.skip("the shape library is not available yet")
    a, b = codes.from_seed(7), codes.from_seed(7)
    assert a == b and a.mode == "2d" and a.seed == 7 and a.shape in names
    c = codes.from_seed(7, shape="heart", difficulty="easy", arrows=30)
    assert (c.shape, c.difficulty, c.arrows, c.seed) == ("heart", "easy", 30, 7)
    with pytest.raises(SpecError):
        codes.from_seed(-1)


def test_daily_depends_only_on_the_utc_date():
    if not codes.shape_names("2d"):
        pytest.skip("the shape library is not available yet")
    d = datetime.date(2026, 5, 9)
    assert daily_key(d) == "quiver-daily/2026-05-09"
    assert daily_code(d) == daily_code("2026-05-09") == daily_code(d)
    assert daily_code(d).seed != daily_code(d + datetime.timedelta(days=1)).seed
    # a datetime in another zone counts by its UTC date
    tz = datetime.timezone(datetime.timedelta(hours=-5))
    late = datetime.datetime(2026, 5, 8, 22, 0, tzinfo=tz)  # 03:00 UTC on the 9th
    assert today_utc(late) == d
    assert daily_code(late) == daily_code(d)
    assert daily_code(d).mode == "2d"
    # Saturday is hard
    assert daily_code(d).difficulty == "hard"


def board_bytes(b):
    return [(a.cells, a.dir) for a in b.arrows], b.space.cells


def test_code_replays_the_generated_board():
    c = codes.from_seed(7, shape="heart", difficulty="hard")
    b1 = codes.generate_board(c)
    assert codes.board_code(b1) == c
    again = PuzzleSpec.parse(str(codes.board_code(b1)))
    b2 = codes.generate_board(again)
    assert board_bytes(b1) == board_bytes(b2)
    # the default size and count in the code give the same board as leaving them out
    from quiver.generator import generate

    b3 = generate(PuzzleSpec("2d", "heart", None, None, "hard", 7))
    assert board_bytes(b3) == board_bytes(b1)
