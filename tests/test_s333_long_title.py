"""s333 stranger pass: a board file's shape name of 10 000 letters (`quiver render --board`,
whose title is the shape) took 5 s to draw, 100 000 letters over a minute: the bar too
narrow for it measured every one of its stubs ("xxxx...\u2026", one letter shorter each
time) to find the longest that fits. Now the longest is found by halving (a longer stub is
never narrower), and the title drawn is the one it always was."""

from __future__ import annotations

import os

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()
    yield


def drawn_title(title: str, room: int, u: float = 1.0) -> tuple[str | None, int]:
    """(the title draw_title draws in `room` pixels, how many texts it measured)."""
    from quiver.render2d import hudfit, theme

    shown: list[str] = []
    measured = [0]
    real_size = theme.text_size

    def counting(text, *a, **k):
        measured[0] += 1
        return real_size(text, *a, **k)

    def drawing(surface, text, *a, **k):
        shown.append(text)

    surface = pygame.Surface((room + 40, 60))
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(theme, "text_size", counting)
        mp.setattr(theme, "text", drawing)
        hudfit.draw_title(surface, [title], (20, 20 + room), 30, 20 + room // 2, u, 24 * u, title)
    return (shown[0] if shown else None), measured[0]


def brute_force(title: str, room: int, u: float = 1.0) -> str | None:
    """The title the bar drew before s333: every stub tried, longest first."""
    from quiver.render2d import hudhearts
    from quiver.render2d.codechip import fitting_title
    from quiver.render2d.hudfit import cut_forms

    found = fitting_title([title], room, u, int(24 * u))
    if found is None:
        found = fitting_title(cut_forms(title), room, u, int(hudhearts.SHORTEST_PRINT * u))
    return None if found is None else found[0]


def test_a_very_long_title_is_cut_after_a_few_measures():
    title, measured = drawn_title("x" * 20000, 300)
    assert title is not None and title.endswith("\u2026") and 2 < len(title) < 100
    assert measured < 100, measured  # (it was 20 000 and more)


@pytest.mark.parametrize(
    "title",
    [
        "Music Note  \u2022  Easy",
        "Lesson: Little Tower  \u2022  Board 2 of 2",
        "A very long picture name, from a board file - with dashes: and colons",
        "Ab",
        "W" * 300,
        "i" * 300,
    ],
)
@pytest.mark.parametrize("room", [30, 60, 90, 150, 240, 400])
def test_the_title_drawn_is_the_one_every_stub_tried_gives(title, room):
    assert drawn_title(title, room)[0] == brute_force(title, room)
    assert drawn_title(title, room, 1.5)[0] == brute_force(title, room, 1.5)
