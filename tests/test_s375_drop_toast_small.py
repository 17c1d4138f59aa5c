"""s375: at 480x360 (and 640x480) the "Playing a.png; 2 other files left" toast of dropped
pictures, in its short form, stood over the board's top corner, on its arrows, where the
picture was a photo whose board fills the area (the s355 test's round picture leaves that
corner empty). Words kept for a 2D puzzle's opening may now stand in the whole bar place,
over the counts (as a first meeting does in a small window), where every place over the
board hides arrows: the bar place is tried last, and they go when a count changes."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent))

from test_s355_toasts_small import _picture, arrow_rects, cards, dropped_playing  # noqa: E402


def _photo(path, w: int, h: int) -> str:
    """A photo-like picture: no white to leave out, its board fills its box."""
    s = pygame.Surface((w, h))
    s.fill((40, 60, 90))
    pygame.draw.circle(s, (200, 150, 40), (w // 2, h // 2), min(w, h) // 3)
    pygame.image.save(s, str(path))
    return str(path)


def board_rect(play) -> pygame.Rect:
    """The board as drawn: its cells' box, cut to the view's area."""
    view = play.view
    (ox, oy), (bw, bh) = view.origin(), view.board_px
    return pygame.Rect(ox, oy, bw, bh).clip(pygame.Rect(view.area))


@pytest.mark.parametrize("size", [(480, 360), (640, 480)])
@pytest.mark.parametrize("others", [1, 2])
def test_a_drops_words_stand_off_a_photos_board(monkeypatch, tmp_path, size, others):
    from app_helpers import app_maker

    paths = [_photo(tmp_path / "a.png", 16, 12)] + [
        _photo(tmp_path / f"o{k}.png", 30, 30) for k in range(others)
    ]
    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        play = dropped_playing(app, paths)
        said = [(r, text) for r, text in cards(app) if "other file" in text]
        assert said, cards(app)
        board, arrows = board_rect(play), arrow_rects(play)
        for r, text in said:
            assert not r.colliderect(board), (text, r, board)
            assert r.collidelist(arrows) < 0


def test_the_bar_place_is_theirs_only_while_they_are_up_alone(monkeypatch, tmp_path):
    """Over the s355 round picture at 480x360 "Tap to look closer" and the drop's words
    stand where they stood (a corner each, off the arrows): the whole bar place is offered
    only while kept words are all that is up."""
    from app_helpers import app_maker

    from quiver.scenes.area2d import banner, title_room
    from quiver.scenes.play_toasts import board_toasts

    a, b = _picture(tmp_path / "my cat.png"), _picture(tmp_path / "dog.png", 30)
    with app_maker(monkeypatch, tmp_path, window=False, size=(480, 360)) as make:
        app = make()
        play = dropped_playing(app, [a, b])
        whole = banner(play)
        assert len(app.toasts.toasts) == 2 and whole not in board_toasts(play)
        assert title_room(play) in board_toasts(play)
        app.toasts.toasts = [t for t in app.toasts.toasts if t.kept]
        assert whole in board_toasts(play)


def test_in_the_bar_they_go_when_a_count_changes(monkeypatch, tmp_path):
    from app_helpers import app_maker, run

    from quiver.scenes.area2d import banner
    from quiver.scenes.toast_bar import BAR_SECONDS

    paths = [_photo(tmp_path / "a.png", 16, 12), _photo(tmp_path / "b.png", 30, 30)]
    with app_maker(monkeypatch, tmp_path, window=False, size=(480, 360)) as make:
        app = make()
        play = dropped_playing(app, paths)
        (card, _text), kept = cards(app)[0], app.toasts.toasts[0]
        assert kept.kept and banner(play).contains(card)
        assert kept.seconds <= kept.age + BAR_SECONDS  # (over the title: briefly)
        play.fire(next(iter(play.board.free_arrows())))  # (a count changes: it goes at once)
        run(app, 40)
        assert kept not in app.toasts.toasts
