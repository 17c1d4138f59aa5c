""" "Tap to look closer" over a photo's board shown whole (s390; closing42's s375 leftover).

A big picture opens whole, its cells too small to tap, and "Tap to look closer" says what
a tap does. A photo wider than tall plays as a board that fills the area's height at
480x360, and the toast stood over its top right corner, on its arrows: no place beside the
board is 150 px wide, and the title's room held it in three lines (46 px inside its card's
edges), more than the bar takes. Where no spot between the bars holds its card off the
arrows, it may now stand in the whole bar place, over the counts, as a dropped file's words
do (closer_bar.closer_up; play_toasts.drop_words_up, s375): for 2.5 s at most, gone when a
count changes. Where a spot is free it stands there, as before. At 640x480 and 800x600 it
keeps off the arrows too."""

from __future__ import annotations

import numpy as np
import pytest

pygame = pytest.importorskip("pygame")

from test_s355_toasts_small import arrow_rects, cards, dropped_playing  # noqa: E402


def _photo(path, w: int, h: int, dark: float) -> str:
    """A photo-like picture (smooth colours everywhere, no random), `dark` times as bright."""
    y, x = np.mgrid[0:h, 0:w].astype(float)
    r = 128 + 120 * np.sin(x / 37.0) * np.cos(y / 23.0)
    g = 128 + 120 * np.sin((x + y) / 51.0)
    b = 128 + 120 * np.cos(np.hypot(x - w / 2, y - h / 2) / 19.0)
    rgb = np.clip(np.stack([r, g, b], -1) * dark, 0, 255).astype(np.uint8)
    pygame.image.save(pygame.surfarray.make_surface(np.ascontiguousarray(rgb.transpose(1, 0, 2))), str(path))
    return str(path)


def _said(monkeypatch, tmp_path, size, photo):
    """(the 2D play scene, the cards shown) once "Tap to look closer" is up over `photo` dropped."""
    from app_helpers import app_maker, run

    from quiver.scenes.pointer2d import LOOK_CLOSER

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        play = dropped_playing(app, [photo])
        assert play.view.tap_zooms()  # (shown whole, its cells under what a tap reads)
        for _ in range(900):  # (behind the picture's own note, where it waits its turn: said in pages, s398)
            said = cards(app)
            if any(t in LOOK_CLOSER for _, t in said):
                return play, said
            run(app)
    pytest.fail("no look closer")


@pytest.mark.parametrize(
    "shape,dark",
    [
        ((400, 250), 0.45),
        *(pytest.param(*p, marks=pytest.mark.slow) for p in (((480, 270), 0.7), ((300, 150), 0.45))),
    ],
)
def test_at_480x360_look_closer_over_a_wide_photo_hides_no_arrow(monkeypatch, tmp_path, shape, dark):
    from quiver.scenes.area2d import banner
    from quiver.scenes.pointer2d import LOOK_CLOSER

    play, said = _said(monkeypatch, tmp_path, (480, 360), _photo(tmp_path / "beach.png", *shape, dark))
    arrows = arrow_rects(play)
    card = next(r for r, t in said if t in LOOK_CLOSER)
    assert card.collidelist(arrows) < 0, (card, len(card.collidelistall(arrows)))
    assert banner(play).contains(card)  # (in the bar place: no place beside the board holds it)


@pytest.mark.slow
@pytest.mark.parametrize("size", [(640, 480), (800, 600)])
def test_bigger_windows_keep_look_closer_off_a_wide_photo(monkeypatch, tmp_path, size):
    from quiver.scenes.pointer2d import LOOK_CLOSER

    play, said = _said(monkeypatch, tmp_path, size, _photo(tmp_path / "beach.png", 400, 250, 0.45))
    card = next(r for r, t in said if t in LOOK_CLOSER)
    assert card.collidelist(arrow_rects(play)) < 0
