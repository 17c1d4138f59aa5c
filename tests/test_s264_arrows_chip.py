"""The arrows chip reads one way on every board (s264): the first 2D lesson's board, its
title long, said "left 5", the second "arrows 5" (the title's length chose the label).
It says "5 left" now at every width, its word after the count, inside the chip."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from quiver.game.lessons import lesson  # noqa: E402
from quiver.render2d import drawn, hudtop  # noqa: E402
from quiver.render2d.hud import Hud  # noqa: E402
from quiver.render2d.hudinfo import HudInfo  # noqa: E402

SIZES = [(480, 360), (640, 480), (800, 600), (1280, 800), (1920, 1080)]


def _bar(size, title: str, left: int, total: int, lesson_bar: bool):
    hud = Hud()
    hud.layout(size)
    score = None if lesson_bar else 0
    info = HudInfo(3, 3, left, total, 12.0, 3, "c", title, score=score, show_layers=not lesson_bar)
    with drawn.recording() as seen:
        hud.draw(pygame.Surface(size), info)
    bar = hudtop.plan(hud, info)
    texts = [t for t in seen.of(drawn.TEXT) if t.rect.bottom <= hud.top_h]
    return bar, sorted(texts, key=lambda t: t.rect.x)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("mode", ["2d", "3d", "flat"])
def test_every_lesson_board_says_its_arrows_as_n_left(size, mode):
    pygame.font.init()
    for stage in lesson(mode):
        title = f"Lesson: {stage.name}"
        bar, texts = _bar(size, title, 5, 9, True)
        words = [t.label for t in texts]
        k = words.index("5")
        assert words[k + 1] == "left" and "arrows" not in words, (title, size, words)
        chip = next(c for c in bar.chips if c.value == "5")
        assert chip.rect.contains(texts[k].rect) and chip.rect.contains(texts[k + 1].rect), (title, size)
        assert texts[k].rect.right <= texts[k + 1].rect.x  # (the count, then its word)


@pytest.mark.parametrize("size", SIZES)
def test_play_says_n_left_too_whatever_the_title(size):
    pygame.font.init()
    for title in ("Heart", "Level 12  \u2022  Octahedron  \u2022  Medium"):
        _bar_plan, texts = _bar(size, title, 125, 125, False)
        words = [t.label for t in texts]
        assert words[words.index("125") + 1] == "left" and "arrows" not in words, (title, size, words)
