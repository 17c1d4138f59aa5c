"""A big picture's note says its whole where it has the room (s203): toast_short._squeezed
made any toast with a short form that took over three lines say it short, so the note,
five lines in any place, went short at every window size (at 1920x1080 in 30 px beside the
board, where its whole had stood in 22 px and hidden nothing). Now, like a saved file's
path and a first meeting, it goes short only where its whole would wait or hide the
board's arrows (480x360: in the bar place, test_s198_toast_turns)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from app_helpers import app_maker

pygame = pytest.importorskip("pygame")

from quiver.game.journey import ToastKind  # noqa: E402
from quiver.game.picture import note_short  # noqa: E402
from quiver.scenes import toast_short  # noqa: E402
from quiver.scenes.toast_hide import aims_of, hidden  # noqa: E402
from quiver.scenes.toast_note import Toast  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above

NOTE = layout.PICTURE_NOTE


class Layer:
    """A toast layer's words a line: one line a 20 characters of the place's width."""

    def lines_of(self, text: str, width: int) -> int:
        per = max(1, width // 20)
        return -(-len(text) // per)


def _toast(text: str, short: str | None) -> Toast:
    return Toast(text, ToastKind.INFO, 4.0, 0.0, short=short)


def test_a_note_in_five_lines_is_not_squeezed_another_toast_is():
    place = pygame.Rect(0, 0, 800, 400)  # (40 characters a line: the note in five)
    note = _toast(NOTE, note_short(NOTE))
    assert Layer().lines_of(NOTE, place.w) == 5
    assert not toast_short._squeezed(Layer(), (place, [note]), note)  # type: ignore[arg-type]
    other = _toast("An inner arrow is uncovered and more words that take lines: " * 3, "Uncovered")
    assert toast_short._squeezed(Layer(), (place, [other]), other)  # type: ignore[arg-type]


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_note_over_a_big_window_is_whole_beside_the_board(monkeypatch, tmp_path, size):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=size)
        assert dict(layout.screens(app))["play2d_big"]() is not None
        layout.raise_toasts(app)
        layer = app.toasts
        note = next(t for t in layer.toasts if t.long == NOTE)
        assert note.text == NOTE  # (before: its short form, in 30 px at 1920x1080)
        layout._cards(layer)
        assert any(t is note for _, t in layer._hits) and layer._text >= 22  # (s271: 30 px at 1920x1080)
        aims = aims_of(layer)  # (the board's arrows: none under a card)
        assert aims and not [r for r, _ in layer._hits if hidden(r.inflate(-24, -24), aims)]
