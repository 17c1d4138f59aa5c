"""The 2D lesson's second board says "Board 2 of 2" in its bar at 640x480: the bar took
the title's first part, "Lesson: Tiny Square", and the count went; now the title less its
label ("Tiny Square  \u2022  Board 2 of 2") comes before it (s245). A title with no label,
or with no second part, keeps the forms it had."""

from lesson_helpers import lesson_board_prints

from quiver.render2d.titleforms import title_forms


def test_the_lessons_second_board_says_its_count_at_640x480(monkeypatch, tmp_path):
    said = lesson_board_prints(monkeypatch, tmp_path, (640, 480))
    assert any("Board 2 of 2" in s for s in said), said


def test_titles_with_no_label_or_no_second_part_keep_their_forms():
    assert title_forms("Level 3  \u2022  Digit 4") == ["Level 3  \u2022  Digit 4", "Level 3"]
    assert title_forms("Lesson: Little Tower") == ["Lesson: Little Tower"]
    assert title_forms("Lesson: First Taps  \u2022  Board 1 of 2")[1] == "First Taps  \u2022  Board 1 of 2"
