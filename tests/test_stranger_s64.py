"""s64: the lesson bubble's two leftovers in 3D and Flat 3D. (1) As the view turned, the
bubble aimed at another pixel of its arrow whenever the first one in order changed (the
head, then a cell, then the head again): the pointer hopped about the arrow mid-turn. It
keeps the cell it aims at while a tap there still hits that arrow. (2) A bubble beside
its target (a column by the shape) pointed with a thin tail slanting from its top or
bottom corner, or a dashed leader from there; it points with a tail from its side edge
nearest the target now (2D too), else a leader from that side. Each failed before."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from quiver.scenes.bubble import aim_kept, hits, pointer  # noqa: E402
from quiver.scenes.leader import leader  # noqa: E402
from quiver.scenes.tail import beside, side_tail  # noqa: E402


# -- (1) the aimed cell kept while it shows --------------------------------------------------
class _Play:
    """A 3D play scene as aim_kept sees it: arrow i's head pixel and cell pixels, and
    which pixels a tap hits (`shown`)."""

    flat_view = False
    size = (640, 480)
    coach = None

    def __init__(self, pixels: dict[int, list[tuple[int, int]]]):
        self.pixels, self.shown, self.near = pixels, set(), 0
        cells = {i: [(i, k) for k in range(1, len(p))] for i, p in pixels.items()}
        arrows = {i: type("A", (), {"cells": c}) for i, c in cells.items()}
        self.board = type("B", (), {"arrows": arrows})
        cam = type("C", (), {"project": staticmethod(lambda p, w, h: (*p, 0.5))})
        self.ctl = type("Ctl", (), {"camera": cam, "cell_point": staticmethod(lambda c: pixels[c[0]][c[1]])})
        self.hud = type("H", (), {"bottom_rect": pygame.Rect(0, 420, 640, 60)})

    def facing(self, arrows):
        return arrows[self.near] if arrows else None

    def arrow_pixel(self, i):
        return self.pixels[i][0]

    def arrow_at(self, p):
        return next((i for i, ps in self.pixels.items() if p in ps and p in self.shown), None)


def test_the_aimed_cell_is_kept_while_it_shows_and_changes_once_when_hidden():
    play = _Play({0: [(100, 100), (110, 100), (120, 100)], 1: [(300, 200), (310, 200)]})
    play.shown = {(110, 100), (120, 100), (300, 200)}  # arrow 0's head hidden: its first cell
    key, pixel = aim_kept(play, [0, 1])
    assert key == (0, 1) and pixel == (110, 100)
    play.shown.add((100, 100))  # the head shows again: still that cell (it hopped back before)
    assert aim_kept(play, [0, 1], key) == ((0, 1), (110, 100))
    assert aim_kept(play, [0, 1]) == ((0, 0), (100, 100))  # (what it picked with nothing kept)
    play.near = 1  # the other arrow is nearer now: the same cell of the same arrow
    assert aim_kept(play, [0, 1], key) == ((0, 1), (110, 100))
    play.shown.discard((110, 100))  # hidden: once to the first in order, then kept
    key2, _ = aim_kept(play, [0, 1], key)
    assert key2 == (1, 0)
    play.shown.add((110, 100))
    assert aim_kept(play, [0, 1], key2)[0] == (1, 0)


def test_a_kept_cell_under_the_bubbles_band_gives_way_to_one_over_it():
    """3D: a pixel over the band kept for the bubble first (s56); a kept one that slid
    under it gives way while another shows over it."""
    play = _Play({0: [(100, 100), (100, 300), (100, 460)]})
    play.shown = {(100, 100), (100, 300), (100, 460)}
    assert aim_kept(play, [0], (0, 2)) == ((0, 0), (100, 100))
    assert aim_kept(play, [0], (0, 1)) == ((0, 1), (100, 300))


# -- (2) the tail from the side --------------------------------------------------------------
def test_a_bubble_beside_its_target_has_a_tail_from_its_side_edge():
    bubble = pygame.Rect(400, 200, 200, 80)
    assert beside(bubble, (250, 230)) == -1 and beside(pygame.Rect(0, 200, 200, 80), (350, 230)) == 1
    assert beside(bubble, (450, 120)) == 0  # above it: the tail from its top edge stays
    assert beside(bubble, (300, 100)) == 0  # far up and aside: too steep for a side tail
    tail = side_tail(bubble, (250, 230), 12, 1.0, -1)
    (x0, y0), (x1, y1), tip = tail
    assert x0 == x1 == bubble.x + 1 and bubble.y < y0 < y1 < bubble.bottom
    assert abs((y0 + y1) / 2 - 230) <= 1  # level with the target, inside the rounded corners
    assert 11 <= ((tip[0] - 250) ** 2 + (tip[1] - 230) ** 2) ** 0.5 <= 13


def test_a_2d_pointer_beside_the_bubble_is_a_side_tail_stopping_at_the_cell():
    """A bubble in a column right of a 2D arrow's cell: the pointer was a thin triangle
    from the bubble's bottom corner; it is a tail from its left edge, its tip off the
    cell. Above the cell the pointer is as before, from the bubble's bottom edge."""
    cell = pygame.Rect(180, 180, 40, 40)
    bubble = pygame.Rect(320, 150, 200, 90)
    tip = pointer(bubble, "above", (200, 200), 34, 1.0, False, [cell], [])
    assert tip[0][0] == tip[1][0] == bubble.x + 1 and not hits(tip, cell)
    assert cell.right < tip[2][0] <= cell.right + 8
    above = pointer(pygame.Rect(100, 80, 200, 60), "above", (200, 200), 34, 1.0, False, [cell], [])
    assert min(y for _x, y in above) == 140


def test_a_side_tail_over_another_arrow_gives_way_to_a_leader_from_that_side():
    """2D: another arrow's cell between the bubble and the target: no tail across it; a
    pointer by the arrow, its leader from the bubble's side edge, not its corner."""
    cell, other = pygame.Rect(180, 180, 40, 40), pygame.Rect(260, 180, 40, 40)
    bubble = pygame.Rect(360, 150, 200, 90)
    tip = pointer(bubble, "above", (200, 200), 34, 1.0, False, [cell], [other])
    assert tip and not hits(tip, other) and not hits(tip, cell)
    assert not (tip[0][0] == tip[1][0] == bubble.x + 1)
    seg = leader(bubble, tip, lambda p: None)
    assert seg is not None and seg[0][0] == bubble.x and bubble.y < seg[0][1] < bubble.bottom


# -- the real lessons, turned ------------------------------------------------------------------
@pytest.fixture
def lesson_app(monkeypatch, tmp_path):
    from app_helpers import app_maker

    with app_maker(monkeypatch, tmp_path, lessons=True, seed=7) as make:
        yield make


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_over_a_turn_the_aimed_cell_changes_only_when_it_hides(lesson_app, mode):
    """640x480, the blocked step turned and zoomed in, then a slow drag turning the
    shape (120 frames, 3 px each): the cell aimed at changes only on a frame where a tap there no longer
    hits its arrow (or it slid under the bubble's band), never back to one it left in
    the last 10 frames (before, measured with the same turn: 4 changes in the 3D
    lesson, to another arrow and back to the first, 2 in the Flat one;
    now 2 and 1, each as the cell hid). Where the target lies beside the
    bubble, a pointer touching the bubble starts from its side edge, as a tail (seen in
    the Flat lesson's turn; before, a thin triangle slanted from the bubble's corner; since
    s270 the bubble there reads in a wider column under the target, never beside it, and
    the side tail is pinned by test_a_bubble_beside_its_target_has_a_tail_from_its_side_edge)."""
    from app_helpers import post, run
    from test_stranger_s57 import _at_the_blocked_step

    from quiver.scenes.bubble import _points, board_bottom

    app, play, coach = _at_the_blocked_step(lesson_app, mode, (640, 480), 3)
    x, y = 20, 240
    post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
    run(app)
    keys, wrong, tails, corner = [], [], 0, []
    for k in range(1, 121):
        post(pygame.MOUSEMOTION, pos=(x + 3 * k, y), rel=(3, 0), buttons=(1, 0, 0))
        run(app)
        keys.append(coach.aim_key)
        if len(keys) > 1 and keys[-1] != keys[-2] and keys[-2] is not None:
            i, c = keys[-2]
            p = _points(play, i)[c]
            if play.arrow_at((int(p[0]), int(p[1]))) == i and p[1] <= board_bottom(play):
                wrong.append((k, keys[-2], keys[-1]))
        bubble, tip = coach.bubble, coach.tip
        (ax, ay), _side, _body = coach.target(play)
        if tip and coach.leader is None and beside(bubble, (ax, ay)):
            on_side = tip[0][0] == tip[1][0] in (bubble.x + 1, bubble.right - 1)
            tails += on_side
            corner += [] if on_side else [k]
    post(pygame.MOUSEBUTTONUP, pos=(x + 360, y), button=1)
    back = [
        k for k in range(len(keys)) for j in range(max(0, k - 10), k - 1) if keys[j] == keys[k] != keys[k - 1]
    ]
    assert not wrong and not back, f"{mode}: changed while shown {wrong}, back at {back}"
    assert not corner, f"{mode}: a tail from the bubble's corner at frames {corner}"
