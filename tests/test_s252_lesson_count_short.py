"""Narrower than 580 the 2D lesson's second board said only "Tiny Square" in its bar: its
count went with the title's second part. A compact count, "Tiny Square  \u2022  2/2", now
comes before the bare name where the whole does not fit: at 520 to 560 wide it does (s252;
at 480x360 not even "Tiny Square 2/2" fits beside the chips in a longer form's print)."""

from lesson_helpers import lesson_board_prints

from quiver.render2d.titleforms import title_forms


def test_the_lessons_second_board_says_its_count_at_520x360(monkeypatch, tmp_path):
    said = lesson_board_prints(monkeypatch, tmp_path, (520, 360))
    assert "Tiny Square  \u2022  2/2" in said, sorted(said)


def test_the_compact_count_comes_after_the_bare_name_and_before_the_first_part():
    forms = title_forms("Lesson: Tiny Square  \u2022  Board 2 of 2")
    assert forms[1:4] == [
        "Tiny Square  \u2022  Board 2 of 2",
        "Tiny Square  \u2022  2/2",
        "Lesson: Tiny Square",
    ]
    assert title_forms("Level 3  \u2022  Digit 4") == ["Level 3  \u2022  Digit 4", "Level 3"]
