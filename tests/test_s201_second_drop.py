"""s201: a second picture dropped while the first one's question ("Play a.png? This
puzzle's progress is lost") was up stacked a second question over it: answered, the first
stood there still, and "Play it" on it played the picture the player had dropped before."""

from __future__ import annotations

import pygame
from app_helpers import app_maker, run


def _disc(path) -> str:
    picture = pygame.Surface((24, 20))
    picture.fill((255, 255, 255))
    pygame.draw.circle(picture, (0, 0, 0), (12, 10), 8)
    pygame.image.save(picture, str(path))
    return str(path)


def test_a_second_drop_asks_about_the_new_picture_in_place_of_the_first(monkeypatch, tmp_path):
    from quiver.scenes.picture import drop_files

    with app_maker(monkeypatch, tmp_path, window=False, size=(640, 480)) as make:
        app = make()
        app.top.play_btn.action()  # level 1 (no lesson in the test suite)
        run(app, 30)
        app.top.code = None  # as a board file's, whose progress is lost (a level's is kept: s207)
        play = app.top
        i = min(play.board.free_arrows())
        play.fire(i, play.board.free_end(i))  # a move made: its progress is at stake
        run(app, 30)
        drop_files(app.ports, [_disc(tmp_path / "first.png")])
        run(app, 2)
        assert [s.name for s in app.stack] == ["menu", "play2d", "confirm"]
        drop_files(app.ports, [_disc(tmp_path / "second.png")])
        run(app, 2)
        assert [s.name for s in app.stack] == ["menu", "play2d", "confirm"]
        assert app.top.question == "Play second.png?"
        app.top.cancel()  # Stay: back to the puzzle, no question left over it
        run(app, 2)
        assert app.top is play
