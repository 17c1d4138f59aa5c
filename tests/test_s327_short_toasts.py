"""Toasts that never hide the top bar's counts, at every size (s327). s322 kept them off the
hearts and chips from 800 px wide up; below, a toast in the bar place still lay over the
points and the arrows left (level 1's words, a saved file's path, a picture's note at
480x360 and 640x480). The bar place is now the title's room at every size, and those
toasts have short forms that fit it or a place off the board: the level's words
"Stuck? Try Hint" (at 1024x768 they took five lines in a corner beside the 3D shape), a
saved file with a long name by what was done ("Screenshot saved"), Copy's "Code copied",
a picture's note without its longest line. A first meeting over a 2D board under 560 px
wide alone still reaches over the counts (every place over the zoomed-in board hides
arrows), going as soon as one changes (toast_bar.give_way)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above
import test_toast_places as places  # noqa: E402 - its `gl_app` fixture
from app_helpers import app_maker, run  # noqa: E402

from quiver import feedback  # noqa: E402
from quiver.flow import LEVEL_SHORT  # noqa: E402
from quiver.game.journey import ToastKind  # noqa: E402
from quiver.game.picture import note_short  # noqa: E402

gl_app = places.gl_app


def test_the_short_forms_are_short():
    """Each in two lines of 14 px at most in 480x360's title room or a corner beside a board."""
    assert feedback.saved_short(layout.NEWS[1]) == "Screenshot saved"  # (its name: 30 characters)
    assert feedback.saved_short(layout.NEWS[2]) == "Board exported"  # (its name: the code, on the chip)
    assert (
        feedback.saved_short("Board exported to /home/a/exports/sun-1.json") == "Board exported: sun-1.json"
    )
    assert feedback.copied("the puzzle code", "2d-x", False) == (
        "Copied the puzzle code to the clipboard: 2d-x",
        "Code copied",
    )
    assert feedback.copied_short("it") == "Copied"
    assert note_short(layout.PICTURE_NOTE) == "Played at 120x160, plays like Medium"
    assert len(LEVEL_SHORT) <= 16 and "Hint" in LEVEL_SHORT


@pytest.mark.parametrize("size", [(480, 360), (640, 480)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_level_ones_news_keeps_off_the_counts(monkeypatch, tmp_path, size):
    """Each of layout.py's news toasts alone over level 1's 2D board: off the hearts, the
    counts and the clock (before: the level's words, the path and Copy's in the bar place,
    over the points and the arrows left), and over no more of the board than layout allows."""
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=size)
        for name, go in layout.screens(app):
            if not name.startswith("news2d") or go() is None:
                continue
            layout.raise_toasts(app)
            layout.draw_recorded(app, picture=False)
            cards = [pygame.Rect(r) for r in layout._cards(app.toasts)]
            assert cards, name
            assert layout.over_bar(app, cards) == [], name
            assert layout.covering(app, cards) == [], name


def test_layout_says_a_toast_over_a_count_at_640x480(monkeypatch, tmp_path):
    """tools/layout.py --toasts is strict for the counts under 800 px wide too: a card over
    the points chip is said (s322 let the bar place's by there)."""
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(640, 480))
        app.flow.level("2d", 1)
        run(app, 10)
        points = app.top.hud.top_bar(app.top.hud_info()).chips[0].rect
        found = layout.over_bar(app, [points.inflate(4, 4)])
        assert len(found) == 1 and "chip" in found[0], found
        assert layout.over_bar(app, [pygame.Rect(points.x, app.top.hud.top_h + 4, 10, 10)]) == []


def test_the_bar_place_is_the_titles_room_at_640x480(monkeypatch, tmp_path):
    """Level 1's words said whole (no short form) with every place over the board taken
    away: the bar's card keeps to the title's room, off every chip (before: over them)."""
    from quiver.scenes import area2d, play_toasts

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(640, 480))
        app.flow.level("2d", 1)
        run(app, 10)
        play = app.top
        monkeypatch.setattr(play_toasts, "toast_places", lambda *a, **k: [])
        app.feedback.toast("Stuck? Try Hint", ToastKind.INFO)
        run(app, 2)
        hits = [r for r, _ in app.toasts._hits]
        room = area2d.title_room(play)
        assert hits and room is not None and room.contains(hits[0]), (hits, room)
        assert layout.over_bar(app, hits) == []


@pytest.mark.slow  # (a GL window)
def test_at_1024x768_level_ones_words_beside_the_3d_shape_take_two_lines_at_most(gl_app):
    """The level's words over 3D and Flat's level 1 at 1024x768 took five lines of two words
    in a corner beside the shape; said short there, one or two."""
    app = gl_app((1024, 768))
    if app.gl is None:
        pytest.skip(f"no OpenGL here: {app.gl_error}")
    seen = []
    for name, go in layout.screens(app):
        if name not in ("news3d-0", "newsflat-0") or go() is None:
            continue
        seen.append(name)
        layout.raise_toasts(app)
        layout.draw_recorded(app, picture=False)
        layout._cards(app.toasts)
        ((slot, shown),) = [(s, g) for s, g in app.toasts._placement() if g]
        (toast,) = shown
        assert app.toasts.lines_of(toast.text, slot.w) <= 2, (name, toast.text, slot)
    assert seen == ["news3d-0", "newsflat-0"]
