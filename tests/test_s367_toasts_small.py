"""s367, two toasts in small windows (closing40's leftovers).

At 640x480 the two-headed arrow's first meeting over the heart board stood in a spot over
the board, its card's top row on the corner of an arrow's tile (1 px): the corner right of
the heart's lower rows came to 199 px wide, 1 under NARROWEST, measured from the rows'
2 px past the cells and 4 more. The corners keep 4 px off the cells themselves now.

At 480x360 two pictures dropped at once said "1 other file left" in the top bar over the
title, and "Tap to look closer" (a tap there zooms in: what the player's next tap does)
waited its turn behind it, a "+1" on the card; a tap in those 2.5 s zoomed in unexplained.
A puzzle's kept words are said behind what its screen says as it opens: both stand at
once, off the board and its title."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))  # (layout.py's screens)

from test_s355_toasts_small import _picture, arrow_rects, cards, dropped_playing, title_rect  # noqa: E402


def test_at_640x480_the_first_meeting_keeps_off_every_arrow_tile(monkeypatch, tmp_path):
    import layout
    from app_helpers import app_maker

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(640, 480))
        for name in ("met2d", "met2d-copied"):
            play = dict(layout.screens(app))[name]()
            layout.raise_toasts(app)
            said = cards(app)
            arrows = arrow_rects(play)
            assert len(said) == len(app.toasts.toasts), said  # (each shown, none waiting)
            for r, text in said:
                assert r.collidelist(arrows) < 0, (name, text, r, arrows[r.collidelist(arrows)])


def test_a_drop_at_480x360_says_what_a_tap_does_beside_the_files_left(monkeypatch, tmp_path):
    from app_helpers import app_maker

    from quiver.scenes.pointer2d import LOOK_CLOSER

    a, b = _picture(tmp_path / "my cat.png"), _picture(tmp_path / "dog.png", 30)
    with app_maker(monkeypatch, tmp_path, window=False, size=(480, 360)) as make:
        app = make()
        play = dropped_playing(app, [a, b])
        assert play.view.tap_zooms()  # (cells under the least a tap reads: a tap zooms in)
        said = cards(app)
        texts = sorted(text for _, text in said)
        assert texts == ["1 other file left", LOOK_CLOSER[1]], texts  # (both at once, none waiting)
        arrows, title = arrow_rects(play), title_rect(play)
        for r, text in said:
            assert r.collidelist(arrows) < 0 and not (title and r.colliderect(title)), (text, r)


def test_words_said_behind_stand_after_those_up():
    from quiver.scenes.toast import ToastLayer

    layer = ToastLayer(lambda: 0.0, (640, 480), lambda: None)
    layer.show("Tap to look closer")
    layer.show("1 other file left", behind=True)
    layer.show("Level 1", behind=True)
    assert [t.text for t in layer.toasts] == ["Level 1", "1 other file left", "Tap to look closer"]
    layer.show("Copied")  # (an answer to a press: the newest, as ever)
    assert [t.text for t in layer.toasts][-1] == "Copied" and len(layer.toasts) == 3
