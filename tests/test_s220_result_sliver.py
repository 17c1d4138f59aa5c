"""s220: at 640x480 and 900x500 the win card left the finished picture's last two rows
of cells peeking out below it (it keeps room under it for its toasts). That strip is
covered with the board's own background under the card's scrim; a picture that shows
round the card's sides stays in sight (800x600)."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_maker, run

CODE = "2d-music_note-16x16-25-easy-9205798039334682822-g9-mltr"  # (tools/layout.py's)


def _won(app):
    from quiver.game import code as codes
    from quiver.game.journey import FreePuzzle, PuzzleRequest
    from quiver.scenes.play import PlayScene

    app.flow.open(PuzzleRequest(FreePuzzle(), codes.PuzzleSpec.parse(CODE)))
    for _ in range(200):
        if isinstance(app.top, PlayScene):
            break
        run(app, 1)
    play = app.top
    for i in play.board.solution:
        play.session.fire(i)
    play.result_shown = True
    play.show_result()
    card = app.top
    card.age = 10.0
    return play, card


@pytest.mark.parametrize("size", [(640, 480), (900, 500)])
def test_no_cells_peek_out_below_the_win_card(monkeypatch, tmp_path, size):
    from quiver.scenes.result_sliver import picture_box

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        play, card = _won(make())
        box = picture_box(play)
        assert box.bottom > card.panel.bottom + 8  # the picture's foot under the card
        layer = pygame.Surface(card.size, pygame.SRCALPHA)
        card.full_redraw = True
        card.draw(layer)
        strip = pygame.Rect(box.left, card.panel.bottom + 10, box.w, box.bottom - card.panel.bottom - 10)
        under = play.renderer.background.subsurface(strip)
        for x in range(strip.left, strip.right, 3):  # opaque: the background, under the scrim
            for y in range(strip.top, strip.bottom, 3):
                got = layer.get_at((x, y))
                bg = under.get_at((x - strip.x, y - strip.y))
                assert got.a == 255 and abs(got.r - (bg.r * 145 + 30 * 110) / 255) <= 2, (x, y, got, bg)


def test_a_picture_round_the_cards_sides_stays_in_sight(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        play, card = _won(make())
        assert card.sliver(play, card.panel) is None
