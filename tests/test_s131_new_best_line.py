"""s131: a narrow result card's score line, cut for room, dropped its last part: a new
best's "New best!" went and the line read as figures alone. It takes a shorter form
now (the combo shortened, then dropped) and a new best reads as one in every form."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")


def _line(width: int, new_best: bool, best: int) -> tuple[str, int]:
    from quiver.game.journey import Outcome
    from quiver.game.score import Score
    from quiver.render2d import drawn, theme
    from quiver.scenes.cardlines import draw_score_line

    pygame.font.init()
    sizes: list[int] = []
    real = theme.text

    def text(surface, s, size, *a, **kw):
        sizes.append(size)
        return real(surface, s, size, *a, **kw)

    score = Score(100_000, 300, 38_416, 138_716, 25)
    outcome = Outcome(None, True, score, best_score=best, new_best_score=new_best)
    theme.text, keep = text, theme.text
    try:
        with drawn.recording() as seen:
            draw_score_line(pygame.Surface((600, 80)), outcome, None, (300, 40), 10.0, 0.6, width)
    finally:
        theme.text = keep
    (item,) = seen.of(drawn.TEXT)
    assert item.rect.w <= width
    return item.label, sizes[-1]


@pytest.mark.parametrize("width", [160, 200, 240, 304, 520])
def test_a_new_best_reads_as_one_at_every_width(width):
    line, size = _line(width, True, 120_500)
    assert "New best!" in line and "120" not in line, line
    assert size >= 14, (line, size)


def test_a_narrow_card_shortens_the_combo_before_losing_anything():
    wide, _ = _line(520, True, 120_500)
    narrow, _ = _line(200, True, 120_500)
    assert "best combo x25" in wide and "combo x25" in narrow and "best combo" not in narrow


def test_an_old_best_goes_before_the_score():
    line, size = _line(150, False, 150_000)
    assert line.startswith("Score 138") and size >= 12
