"""Daily's streak words at a bigger "Size of menus" (s397): beside the flame's number they
had the room the number left, and as the flame and the number grew with the size the words
shrank: at 800x600 and 200% "days in a row / any mode" stood in 12 px beside a 120 px
number, the rest of the card in 30. Where they fit there only smaller than the best streak's
line, they stand under the flame's row in the card's print; at Auto beside it as ever."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

import layout  # noqa: E402 - tools/layout.py (conftest puts tools/ on the path)

from quiver.render2d.drawn import TEXT, problems  # noqa: E402


def _daily(size, scale):
    """Daily's texts drawn at `size` and `scale` (by what they say), and its layout problems."""
    app = layout.make_app(size)
    try:
        layout.set_scale(app, scale)
        go = dict(layout.screens(app))["daily"]
        go()
        drawn = layout.draw_recorded(app, picture=False)[1]
        return {t.label: t.rect for t in drawn.of(TEXT)}, problems(drawn, pygame.Rect(0, 0, *size))
    finally:
        app.close()


@pytest.mark.slow
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_streaks_words_grow_with_a_bigger_size_of_menus(layout_home, size):
    texts, found = _daily(size, "2")
    words, mode, best = texts["days in a row"], texts["any mode"], texts["Best streak: 0"]
    assert found == []
    assert words.h >= best.h and mode.h >= best.h * 0.9  # (as big as the card's body: 10 px at 800x600)
    assert words.bottom <= mode.top and mode.bottom < best.top  # (under the flame's row, in order)
    auto, _ = _daily(size, "auto")
    assert words.h > 1.5 * auto["days in a row"].h  # (the step the size makes: twice Auto's)
    assert auto["days in a row"].x > auto["0"].right  # (at Auto beside the number, as ever)
