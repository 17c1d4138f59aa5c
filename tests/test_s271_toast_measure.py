"""Toasts in big windows (s271): a screenshot's path on the 2D board took five lines in a
494 px card left of the board at 2560x1440 (and 3840x2160), while a corner beside the
board's lower rows, as free of its arrows, held it in three."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run, run_until

pygame = pytest.importorskip("pygame")

PATH = "Screenshot saved to /home/someone/.local/share/quiver/pictures/quiver-2026-12-03_04-30-00.png"


def _level_one(make):
    from quiver.game.journey import ToastKind
    from quiver.scenes.play2d import Play2DScene

    app = make()
    app.flow.level("2d", 1)
    run_until(app, lambda: isinstance(app.top, Play2DScene), what="level 1's board")
    return app, ToastKind


def _lines(app) -> list[int]:
    """Each card's lines, as drawn (its height less its margins, a line of the print a line)."""
    from quiver.scenes.toast_cards import card_h

    layer = app.toasts
    layer.update(0.0)
    layer.full_redraw = True
    layer.draw(pygame.Surface(app.size, pygame.SRCALPHA))
    z = layer._text
    return [next(n for n in range(1, 9) if card_h(n, z) >= r.h) for r, _ in layer._hits]


@pytest.mark.parametrize("size", [(1280, 800), (2560, 1440)])
def test_a_path_beside_the_2d_board_takes_no_column_of_four_lines(monkeypatch, tmp_path, size):
    from quiver.feedback import saved_short
    from quiver.scenes.toast_hide import hidden, small_aims

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app, kind = _level_one(make)
        app.toasts.show(PATH, kind.SAVED, short=saved_short(PATH))
        run(app)
        lines = _lines(app)
        assert lines and max(lines) <= 3, lines  # (five at 2560x1440, four at 1280x800)
        aims = small_aims(app.toasts)
        assert not any(hidden(r, aims) for r, _ in app.toasts._hits)  # (still off the arrows)


@pytest.mark.parametrize("size", [(1920, 1080), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_path_placed_apart_beside_a_big_board_takes_no_column(monkeypatch, tmp_path, size):
    """A picture's board with its note and a screenshot's path (tools/layout.py play2d_big):
    the path, placed apart from the note, stood in a 371 px column of five lines at 1920x1080
    (534 px at 2560x1440), the board's other side as free of arrows."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
    import layout

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=size)
        assert dict(layout.screens(app))["play2d_big"]() is not None
        layout.raise_toasts(app)
        counted = _lines(app)  # (drawn: its cards are the layer's hits)
        lines = dict(zip([t.long for _, t in app.toasts._hits], counted, strict=True))
        assert lines.get(layout.TOASTS[0], 9) <= 3, lines


@pytest.mark.parametrize(
    "size",
    [(1920, 1080), (2560, 1440), pytest.param((3840, 2160), marks=pytest.mark.slow)],
    ids=lambda s: f"{s[0]}x{s[1]}",
)
def test_three_toasts_on_the_custom_panel_print_as_big_as_it_grows(monkeypatch, tmp_path, size):
    """A path, a code and a warning on the Custom panel (tools/layout.py's three): at 2560x1440
    they printed 22 px under its 32 px words (16 px under 25 at 1920x1080, 36 under 48 at
    3840x2160), its free places
    holding them in no bigger print; the shape grid it lends holds one off its cards."""
    import sys
    from pathlib import Path

    from quiver.render2d import theme

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
    import layout

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=size)
        assert dict(layout.screens(app))["custom"]() is not None
        layout.raise_toasts(app)
        picture, drawn = layout.draw_recorded(app)
        assert layout.with_toasts(app, picture, drawn) == []  # (off its controls and words still)
        assert app.toasts._text >= round(22 * theme.ui_scale(size)), app.toasts._text  # (as the HUD's)
