"""s136: in the 2D lesson at 480x360 a screenshot's and Copy's short toasts stood over the
lesson's other arrows (the columns beside them, 129 px, under the lesson's least place,
150). There they show in compact cards, clear of every arrow, the lesson's words and the
bars; a file's name breaks at its dashes in so narrow a place (it was refused it).
Also: Copy on a board with no code (a board file) says it in short where the whole finds
no room, as the saved file's and Copy's toasts do."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent))

from test_s130_toast_short_forms import (  # noqa: E402 - the s130 set-up: F12 then C in a lesson
    _lesson,
    _raise_as_the_game,
    _shown_clear,
    app_at,  # noqa: F401 - a fixture
)


def test_at_480x360_a_2d_lessons_toasts_keep_off_all_its_arrows(app_at, monkeypatch):  # noqa: F811
    from quiver.scenes.area2d import arrow_cells

    app = app_at((480, 360))
    play = _lesson(app, "2d")
    _raise_as_the_game(app, monkeypatch)
    cards = _shown_clear(app, play)
    arrows = arrow_cells(play.view, play.board)
    assert len(arrows) > 1 and [c for c in cards if c.collidelist(arrows) >= 0] == []
    assert app.toasts._text >= 13  # (compact print: 13-14)


def test_a_file_name_breaks_at_its_dashes_in_a_narrow_place():
    from quiver.scenes.toast_cards import MOST_LINES, lines

    pygame.font.init()
    name = "Screenshot saved: quiver-2026-12-03-04-30-00.png"
    assert lines(name, 73, 14) <= MOST_LINES  # (a 129 px column's text, compact)
    assert lines("Screenshot saved: quiverscreenshotofthelesson.png", 73, 14) > MOST_LINES  # (no break place)


def test_copy_on_a_board_with_no_code_has_a_short_form(app_at):  # noqa: F811
    from quiver.generator import PuzzleSpec, generate
    from quiver.scenes.play2d import Play2DScene
    from quiver.scenes.toast_short import NO_CODE

    app = app_at((480, 360))
    board = generate(PuzzleSpec("2d", "music_note", seed=3))
    play = Play2DScene(app.ports, board, None, "b.json", hearts=3)
    app.push(play)
    app.toasts.toasts = []
    play.copy_code()
    [toast] = app.toasts.toasts
    assert (toast.long, toast.short) == NO_CODE and len(NO_CODE[1]) < len(NO_CODE[0])
    app.toasts.update(0.0)
    assert toast.text == NO_CODE[1]  # (480x360: the whole lay in two lines over the arrows)
