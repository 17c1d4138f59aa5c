"""3D and Flat play and the 3D lesson at small windows (s76): the layers chip on boards
of 1000+ arrows at 800x600, the lesson's bubble where there is room, and the lock, key
and turn badges of arrows that show one cell."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")


def _top_bar(size: tuple[int, int], title: str, arrows: int, depth: int) -> list[str]:
    """The words and numbers a scored, timed top bar with three hearts draws, left to right."""
    from quiver.render2d import drawn
    from quiver.render2d.hud import Hud, HudInfo

    hud = Hud()
    hud.layout(size)
    info = HudInfo(3, 3, arrows, arrows, 0.0, depth, "c", title, show_timer=True, score=0)
    with drawn.recording() as seen:
        hud.draw(pygame.Surface(size), info)
    bar = sorted((i for i in seen.of(drawn.TEXT) if i.rect.bottom <= hud.top_h), key=lambda i: i.rect.x)
    return [i.label for i in bar]


@pytest.mark.parametrize("size", [(800, 600), (1024, 600)])
@pytest.mark.parametrize("arrows,depth", [(1000, 172), (1442, 9), (1600, 40)])
@pytest.mark.parametrize("title", ["Cube", "Sphere  \u2022  Hard", "Level 40  \u2022  Sphere"])
def test_the_layers_chip_stays_on_a_big_3d_board_at_800x600(size, arrows, depth, title):
    """At 800x600 a cube of 1000 arrows showed score, left and the clock, and no layers:
    the fourth digit took its room, on the boards where the layers count most. The chips
    draw tighter (with the short labels) before the layers' chip gives way; the score
    keeps its label for it (a bare "0" was stranger s49's complaint)."""
    pygame.font.init()
    words = _top_bar(size, title, arrows, depth)
    assert "layers" in words and words[words.index("layers") + 1] == str(depth), words
    k = words.index(str(arrows))
    assert words[k + 1] == "left", words
    assert words[words.index("0") - 1] in ("score", "pts"), words
    assert any(title.startswith(w) for w in words), words


@pytest.fixture
def lesson_app(monkeypatch, tmp_path):
    from app_helpers import app_maker

    with app_maker(monkeypatch, tmp_path, lessons=True, seed=7) as make:
        yield make


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize("size", [(800, 600), (1024, 600)])
def test_the_3d_lessons_bubble_takes_the_strip_under_a_zoomed_tower(lesson_app, size):
    """800x600, a drag and three notches in: "This one is blocked. Tap it: it costs a
    heart. Lose all 3, you lose" took a column 241 px wide beside the tower in five lines,
    the strip under it free (the box round each arrowhead's cell reached 50 px under the
    lowest arrowhead). It reads in one or two lines across that strip now, over no arrow,
    and so do the steps after it."""
    from app_helpers import run
    from test_stranger_s57 import _at_the_blocked_step, _picked_under

    app, play, coach = _at_the_blocked_step(lesson_app, "3d", size, 3)
    for step in range(coach.step, len(coach.stages[0].steps)):
        coach.step = step
        run(app, 3)
        bubble = coach.bubble  # (two lines of the bubble's print: 82 px high)
        assert bubble.w >= size[0] // 2 and bubble.h <= 90, f"step {step}: {bubble}"
        assert not _picked_under(play, bubble), f"step {step}: {bubble} hides arrows"


def _centre(c: int) -> tuple[float, float, float]:
    """Cell c's world point (the controllers' cell_point): the middle of voxel (c, 0, 0)."""
    return (c + 0.5, 0.5, 0.5)


class _Cells:
    """A 3D board as the badges see it: arrow i's cells in a row along x, `apart` pixels
    apart on screen (cell c at x = 100 + apart * c); a pixel picks the arrow of the cell
    it is within `reach` pixels of (the whole way between cells: `apart` / 2)."""

    def __init__(self, arrows: list[list[int]], apart: int = 30, reach: float | None = None):
        owner = {c: i for i, cells in enumerate(arrows) for c in cells}
        reach = apart / 2 if reach is None else reach
        self.arrows = [type("A", (), {"cells": cells}) for cells in arrows]
        self.alive = set(range(len(arrows)))
        cam = type("C", (), {"project": staticmethod(lambda p, w, h: (100 + apart * (p[0] - 0.5), 200, 0.5))})

        def pick(pos):
            c = round((pos[0] - 100) / apart)
            near = abs(pos[0] - 100 - apart * c) <= reach and abs(pos[1] - 200) <= 20
            return type("P", (), {"arrow": owner.get(c) if near else None})

        attrs = {"camera": cam, "pick": staticmethod(pick), "cell_point": staticmethod(_centre)}
        self.ctl = type("Ctl", (), attrs)


def _spread(row: _Cells, jobs):
    from quiver.scenes.lockmarks3d import LockOverlay

    overlay = LockOverlay.__new__(LockOverlay)
    overlay.board = row
    return overlay.spread(row.ctl, (800, 600), jobs)


def test_a_one_cell_arrows_badge_steps_off_its_neighbours_its_middle_on_its_arrow():
    """Two arrows of one cell each, 30 px apart, 40 px badges: the second lay 10 px over
    the first (s71 moved a badge along its arrow, and these have one cell). It steps off,
    its middle still on its own arrow's cell."""
    img = pygame.Surface((40, 40))
    row = _Cells([[0], [1]])
    (_a, first), (_b, second) = _spread(row, [(0, [0], img), (1, [0], img)])
    assert not first.colliderect(second), (first, second)
    assert row.ctl.pick(first.center).arrow == 0 and row.ctl.pick(second.center).arrow == 1


def test_a_badge_with_no_room_beside_its_cell_is_drawn_smaller_off_the_others():
    """The cells 36 px apart and a tap picks an arrow only by its cell's middle: no step
    aside keeps a 40 px badge on its arrow; it is drawn smaller (lockspread3d.SMALL), clear."""
    from quiver.scenes.lockspread3d import SMALL

    img = pygame.Surface((40, 40))
    row = _Cells([[0], [1]], apart=36, reach=3)
    (a, first), (b, second) = _spread(row, [(0, [0], img), (1, [0], img)])
    assert not first.colliderect(second), (first, second)
    assert min(a.get_width(), b.get_width()) == round(40 * SMALL) and max(a.get_width(), b.get_width()) == 40
