"""A lesson's title in a bar too narrow for it (the 3D lesson at 480x360): its name whole,
"Little Tower", where it read "Lesson: Littl..." (a word cut in two that read as "Litt
tl"); a title with no "Label: " part is cut short as before."""

from __future__ import annotations

import pygame
import pytest

from quiver.render2d import hudfit, hudhearts, theme
from quiver.render2d.codechip import TITLE_PADS


@pytest.fixture
def drawn(monkeypatch):
    pygame.font.init()
    said: list[str] = []
    real = theme.text

    def spy(surface, text, *args, **kwargs):
        said.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(theme, "text", spy)

    def draw(form: str, room: int) -> str:
        said.clear()
        surface = pygame.Surface((480, 60))
        hudfit.draw_title(surface, [form], (0, room), 30, 240, 1.0, hudhearts.SHORTEST_PRINT)
        return said[-1] if said else ""

    return draw


def _room_for(text: str) -> int:
    """The room a title needs in the bar's least print, its panel's pads included."""
    size = int(hudhearts.SHORTEST_PRINT)
    return theme.text_size(text, size, True)[0] + 2 * TITLE_PADS[-1][0]


def test_a_lesson_title_too_long_for_its_bar_shows_the_lessons_name_whole(drawn):
    room = _room_for("Little Tower")
    assert room < _room_for("Lesson: Little Tower")
    assert drawn("Lesson: Little Tower", room) == "Little Tower"


def test_a_title_with_no_label_is_cut_short_as_before(drawn):
    shown = drawn("Music Note", _room_for("Music Note") - 1)
    assert shown.endswith("\u2026") and "Music Note".startswith(shown[:-1]), shown


def test_a_lesson_name_that_does_not_fit_either_is_the_title_cut_short(drawn):
    shown = drawn("Lesson: Little Tower", _room_for("Lesson"))
    assert shown.endswith("\u2026") and shown.startswith("Les"), shown
