"""s68, where a play-through found toasts placed badly: (1) "Copied" after the code chip's
copy took four to six lines squeezed beside the board at 1024x600 and 1366x768 (the code,
shown whole on the chip, at its end); (2) at 800x600 a puzzle's toast lay over the How to
play card opened over it; (3) in 2D, zoomed out about the pointer, the board's edge arrows
came under toasts that stayed; (4) in 3D a toast hopped off the shape's middle as each
wheel step zoomed about the pointer and panned it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above
from app_helpers import app_maker, post, run  # noqa: E402
from closer import look_closer  # noqa: E402


def cards(app) -> list[pygame.Rect]:
    """The toasts' cards as drawn now, less their transparent margins and shadow."""
    layer = app.toasts
    layer.full_redraw = True
    layer.draw(pygame.Surface(app.size, pygame.SRCALPHA))
    return [r.inflate(-20, -20) for r in layer._cards]


def _puzzle(app, mode: str = "2d", size=None):
    from quiver.game.code import complete

    return layout._play(app, mode, complete(mode, "anchor", size, None, "easy", 12345))


def _zoom(app, at, steps: int, dy: int) -> None:
    for _ in range(steps):  # the wheel, about the pointer, a few frames a step
        post(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0, precise_y=float(dy))
        run(app, 4)


@pytest.mark.parametrize("size", [(960, 600), (1024, 600), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_copied_reads_on_two_lines_by_the_chip_off_the_arrows(monkeypatch, tmp_path, size):
    """The chip shows the code whole: the toast says what was copied, in two lines at
    most, beside the board near the chip, over no arrow (it said the code again, in six
    lines at 1024x600 and four at 1366x768, a column in the margin)."""
    from quiver.scenes.area2d import arrow_cells
    from quiver.scenes.toast_cards import card_h

    monkeypatch.setattr("quiver.feedback.copy_text", lambda text: True)  # (a clipboard)
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=size)
        play = _puzzle(app)
        chip = play.hud.code_rect
        assert chip is not None
        play.copy_code()
        run(app, 2)
        (card,) = cards(app)
        assert card.h <= card_h(2, app.toasts._text)
        assert app.toasts.texts() == ["Copied the puzzle code"]
        assert card.collidelist(arrow_cells(play.view, play.board)) < 0
        assert card.x < chip.right and chip.top - 120 < card.bottom <= chip.top  # (over the chip)


def test_copied_says_the_code_where_no_chip_shows_it(monkeypatch):
    """Where no chip shows what was copied, the toast says it."""
    from quiver.feedback import GameFeedback

    said: list[str] = []
    feedback = GameFeedback.__new__(GameFeedback)
    monkeypatch.setattr(feedback, "toast", lambda text, *a, **k: said.append(text), raising=False)
    monkeypatch.setattr("quiver.feedback.copy_text", lambda text: True)
    feedback.copy_to_clipboard("2d-x-g9", what="the puzzle code")
    feedback.copy_to_clipboard("2d-x-g9", what="the puzzle code", shown=True)
    assert said == [
        "Copied the puzzle code to the clipboard: 2d-x-g9",
        "Copied the puzzle code",
    ]


LONG = "Hearts are for the next puzzle: this one has begun, so it keeps the hearts it started with."


@pytest.mark.parametrize("texts", [["Combo x3!"], ["Copied the puzzle code", "Combo x3!"], [LONG]])
def test_a_puzzles_toasts_keep_off_how_to_play_at_800x600(monkeypatch, tmp_path, texts):
    """How to play, opened over a puzzle with toasts up (800x600): none goes over the card
    (one lay over its colours' key, the card lending its body); a short one stands under
    it or above it, a long one in the compact form (toast_cards.COMPACT)."""
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(800, 600))
        play = _puzzle(app)
        for text in texts:
            app.feedback.toast(text)
        run(app, 2)
        play.open_legend()
        card = app.top
        for _ in range(3):
            run(app, 10, dt=0.1)
            shown = cards(app)
            assert [c for c in shown if c.colliderect(card.card)] == []
            assert len(shown) == len(texts)


def test_zoomed_out_2d_toasts_keep_off_the_arrows(monkeypatch, tmp_path):
    """A 48x48 board at 1024x600, opened zoomed in, two toasts up over a free stretch of it;
    three wheel steps out about a point low on the left brought the edge arrows of a wide
    row under the older toast, which stayed there: they keep off the arrows' cells."""
    from quiver.scenes.area2d import arrow_cells

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(1024, 600))
        play = _puzzle(app, size=(48, 48))
        look_closer(play)  # (its first look is whole: a tap looks closer, s342)
        run(app, 5)
        app.toasts.toasts = []  # (what it said as it opened: "Tap to look closer")
        app.feedback.toast("Combo x3!", seconds=30)
        app.feedback.toast("Copied the puzzle code", seconds=30)
        run(app, 3)
        assert len(cards(app)) == 2 and not [
            c for c in cards(app) if c.collidelist(arrow_cells(play.view, play.board)) >= 0
        ]
        cell = play.view.cell
        _zoom(app, (300, 450), 3, -1)
        run(app, 10)
        assert play.view.cell < cell
        shown = cards(app)
        assert len(shown) == 2
        assert [c for c in shown if c.collidelist(arrow_cells(play.view, play.board)) >= 0] == []


@pytest.mark.slow  # (an OpenGL window; skipped without OpenGL)
def test_a_3d_toast_stays_put_as_the_wheel_zooms(monkeypatch, tmp_path):
    """1024x600, two toasts in the lower left corner beside the shape; the wheel zooms in
    about a point at the upper right, panning the shape's middle toward them: they stayed
    for a step, then hopped to the lower right corner. They stay put as the player zooms."""
    with app_maker(monkeypatch, tmp_path) as make:
        app = make(size=(1024, 600))
        if app.gl is None:
            pytest.skip(f"no OpenGL here: {app.gl_error}")
        _puzzle(app, "3d")
        run(app, 20)
        app.feedback.toast("Combo x3!", seconds=30)
        app.feedback.toast("Copied the puzzle code", seconds=30)
        run(app, 3)
        first = cards(app)
        assert len(first) == 2
        for _ in range(6):
            _zoom(app, (900, 120), 1, 1)
            assert cards(app) == first
