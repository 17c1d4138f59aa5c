"""Lock, key and turn badges in 3D never lie over each other (s347: an XL 3D cube with many
special arrows at 640x480 drew 20 pairs of badges over each other, their letters hidden):
a badge with no place off the others is left out, the arrow nearer the camera keeping its."""

from __future__ import annotations

import pytest
from puzzle_codes import GV

pygame = pytest.importorskip("pygame")


def _centre(c: int) -> tuple[float, float, float]:
    """Cell c's world point (the controllers' cell_point): the middle of voxel (c, 0, 0)."""
    return (c + 0.5, 0.5, 0.5)


class _Stack:
    """One-cell arrows whose cells lie 10 px apart on screen (cell c at x = 100 + 10c), each
    at its own depth; a pixel picks an arrow only within 3 px of its cell (no room aside)."""

    def __init__(self, depths: list[float]):
        self.arrows = [type("A", (), {"cells": [c]}) for c in range(len(depths))]
        self.alive = set(range(len(depths)))
        cam = type(
            "C",
            (),
            {
                "project": staticmethod(
                    lambda p, w, h: (100 + 10 * (p[0] - 0.5), 200, depths[round(p[0] - 0.5)])
                )
            },
        )

        def pick(pos):
            c = round((pos[0] - 100) / 10)
            near = abs(pos[0] - 100 - 10 * c) <= 3 and abs(pos[1] - 200) <= 3
            return type("P", (), {"arrow": c if near and 0 <= c < len(depths) else None})

        attrs = {"camera": cam, "pick": staticmethod(pick), "cell_point": staticmethod(_centre)}
        self.ctl = type("Ctl", (), attrs)


def _spread(depths: list[float]):
    from quiver.scenes.lockmarks3d import LockOverlay

    row = _Stack(depths)
    overlay = LockOverlay.__new__(LockOverlay)
    overlay.board = row
    img = pygame.Surface((40, 40))
    return overlay.spread(row.ctl, (800, 600), [(i, [0], img) for i in range(len(depths))])


def test_badges_with_no_room_are_left_out_the_nearest_arrow_keeping_its():
    placed = _spread([0.6, 0.3, 0.5])  # (arrow 1 the nearest; all three 10 px apart)
    rects = [r for _img, r in placed]
    assert all(not a.colliderect(b) for k, a in enumerate(rects) for b in rects[k + 1 :]), rects
    assert [r.centerx for r in rects] == [110]  # arrow 1's cell: 100 + 10 * 1


def test_badges_apart_keep_their_order_and_all_show():
    from quiver.scenes.lockspread3d import _apart

    a, b = pygame.Surface((4, 4)), pygame.Surface((4, 4))
    placed = [(a, pygame.Rect(0, 0, 4, 4), 0.9), (b, pygame.Rect(10, 0, 4, 4), 0.1)]
    assert _apart(placed) == [(a, placed[0][1]), (b, placed[1][1])]


@pytest.mark.slow  # (an 18-cube of 1000 arrows: over a second to build)
@pytest.mark.parametrize("size", [(640, 480), (1024, 768), (1920, 1080)])
@pytest.mark.parametrize(
    "code", [f"3d-cube-18x18x18-1000-medium-1-g{GV}-mltr", f"flat-cube-15x15x15-245-medium-1-g{GV}-mltr"]
)
def test_an_xl_cube_with_many_specials_draws_no_badge_over_another(monkeypatch, size, code):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from quiver.app import App
    from quiver.game.code import PuzzleSpec, generate_board

    board = generate_board(PuzzleSpec.parse(code))
    app = App(size, window=False, sound=False, clock=lambda: 0.0)
    if code.startswith("3d"):
        from quiver.scenes.play3d import Play3DScene as Scene
    else:
        from quiver.scenes.playflat import PlayFlatScene as Scene  # type: ignore[assignment]
    scene = Scene(app.ports, board.copy(), None, None, hearts=3)
    rects = [r for _img, r in scene.lock_overlay.place(scene.ctl, size, scene.hud.u)]
    assert len(rects) >= 20  # (most of them still show)
    assert all(not a.colliderect(b) for k, a in enumerate(rects) for b in rects[k + 1 :])
