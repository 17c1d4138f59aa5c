"""s346: in a narrow window a 2D board zoomed in away from its middle moved the cell
under the pointer 14-26 px on each wheel step out as its edge came near (the clamp held
the board's edge in, a cell past the area's), and the step that took the minimap away.
Zooming out keeps the point under the pointer, past the clamp's bounds if it must, and
the board eases back inside them (or to the whole view) once the wheel rests."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above
from app_helpers import app_maker, post, run  # noqa: E402


def _notch(app, at, dy: int) -> None:
    post(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0, precise_y=float(dy))
    run(app)


def _px(view, at, before) -> float:
    return max(abs(a - b) for a, b in zip(view.screen_to_board(*at), before, strict=True)) * view.cell


@pytest.mark.parametrize(
    "size", [(480, 360), (640, 480), (480, 640), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}"
)
@pytest.mark.parametrize("board", [(12, 12), (40, 40), (12, 30)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_zooming_out_keeps_the_pointer_cell_then_eases_in(monkeypatch, tmp_path, size, board):
    from quiver.game.code import complete

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=size)
        play = layout._play(app, "2d", complete("2d", "rect", board, None, "easy", 7))
        view = play.view
        ax, ay, aw, ah = view.area
        at = (ax + aw // 4, ay + ah // 3)  # away from the middle, towards a corner
        for _ in range(7):
            _notch(app, at, 1)
            run(app, 30)
        steps, glides = [], []
        while play.docked:
            before = view.screen_to_board(*at)
            _notch(app, at, -1)
            steps.append(round(_px(view, at, before), 1))  # the notch's own frame
            for _ in range(40):  # the wheel rests: the board eases in, a little a frame
                before = view.screen_to_board(*at)
                run(app)
                glides.append(_px(view, at, before))
        run(app, 60)
        assert view.fits() and not view.held and view.give == (0.0, 0.0)
        ox, oy = view.origin()  # the whole view, centred
        assert (
            abs(ox - (ax + (aw - view.board_px[0]) / 2)) <= 1
            and abs(oy - (ay + (ah - view.board_px[1]) / 2)) <= 1
        )
        assert max(steps) <= 1.5, f"a notch out moved the pointer's cell: {steps}"
        whole = max(glides) * 4  # (an ease: no frame moves it more than a quarter of the way)
        assert (max(glides) <= 25 and sum(glides) >= whole) or max(glides) <= 2, glides
