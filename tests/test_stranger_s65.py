"""s65, a stranger at mid-size windows after the morning's merges, where two of the day's
changes meet, a 2D lesson zoomed in about the pointer (the minimap comes in whenever part
of the board is out of view), at 640x480: (1) the lesson's bubble went over the minimap
(it kept off Skip only); (2) with the arrows it talks about zoomed out of view, its
pointer went to one off the window, its leader across the top bar's chips. The bubble
keeps off the minimap, and points at nothing while none of its arrows is in view."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from app_helpers import app_maker, post, run  # noqa: E402


def _zoomed_lesson(make, size, at, steps):
    app = make(size=size)
    app.flow.lesson("2d")
    run(app, 30)
    w, h = size
    for _ in range(steps):  # the wheel, about the pointer
        post(pygame.MOUSEMOTION, pos=(int(w * at[0]), int(h * at[1])), rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
        run(app, 3)
    run(app, 30)
    return app.top


@pytest.mark.parametrize("size", [(640, 480), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("at", [(0.2, 0.8), (0.8, 0.7), (0.5, 0.5)])
def test_a_lessons_bubble_keeps_off_the_minimap_of_a_zoomed_board(monkeypatch, tmp_path, size, at):
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False) as make:
        play = _zoomed_lesson(make, size, at, 6)
        mm, bubble = play.minimap_rect(), play.coach.bubble
        assert mm is not None and bubble is not None  # (zoomed in: part of the board out of view)
        assert not bubble.colliderect(mm.inflate(12, 12)), (bubble, mm)
        room = pygame.Rect(
            0, play.hud.top_rect.bottom, size[0], play.hud.bottom_rect.y - play.hud.top_rect.bottom
        )
        assert room.contains(bubble)


@pytest.mark.parametrize("at", [(0.2, 0.8), (0.25, 0.3), (0.8, 0.7), (0.5, 0.5)])
def test_a_lessons_pointer_stays_between_the_bars_when_a_zoom_takes_its_arrows_away(
    monkeypatch, tmp_path, at
):
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False) as make:
        play = _zoomed_lesson(make, (640, 480), at, 6)
        coach, hud = play.coach, play.hud
        band = pygame.Rect(0, hud.top_rect.bottom, 640, hud.bottom_rect.y - hud.top_rect.bottom)
        drawn = [*coach.tip, *(coach.leader or ())]
        assert all(band.collidepoint(p) for p in drawn), drawn
        if coach.aimed is None:  # (none of them in view: no pointer at all)
            assert not drawn


@pytest.mark.parametrize("mode", ["2d", pytest.param("3d", marks=pytest.mark.slow)])
def test_a_lessons_bubble_after_a_resize_and_back_is_the_one_it_had(monkeypatch, tmp_path, mode):
    """1366x768 to 640x480 and back, mid-lesson: the bubble kept its 640 wrap and place
    (2D: two lines under the board, a long leader up across an arrow; 3D: a small card in
    the corner), the place it was drawn last being kept for the same step whatever the
    window. It is the bubble the lesson has at 1366x768 again."""
    with app_maker(monkeypatch, tmp_path, lessons=True, window=mode == "3d") as make:
        app = make(size=(1366, 768))
        if mode == "3d" and app.gl is None:
            pytest.skip(f"no OpenGL here: {app.gl_error}")
        app.flow.lesson(mode)
        run(app, 30)
        post(pygame.MOUSEMOTION, pos=(900, 300), rel=(0, 0), buttons=(0, 0, 0))
        for _ in range(3):  # (3D: the shape zoomed about the pointer, the bubble beside it)
            post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
            run(app, 3)
        run(app, 30)
        first = pygame.Rect(app.top.coach.bubble)
        app._resize((640, 480))
        run(app, 20)
        assert app.top.coach.bubble != first  # (placed anew there)
        app._resize((1366, 768))
        run(app, 20)
        assert app.top.coach.bubble == first


@pytest.mark.parametrize(("at", "steps"), [((0.5, 0.4), 2), ((0.6, 0.5), 3), ((0.4, 0.45), 4)])
def test_a_lessons_pointer_points_into_the_view_not_at_a_cell_a_zoom_cut_off(
    monkeypatch, tmp_path, at, steps
):
    """640x480, zoomed in: "Tap this arrow" aimed at an arrow's sliver at the view's edge,
    and its pointer went beyond the view to a cell cut off there (the cells a pointer stops
    at were all of the arrow's, in view or not). (Zooms that leave an aimed arrow in part
    in view once the minimap's arrival keeps the pointer's cell still, s66.)"""
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False) as make:
        play = _zoomed_lesson(make, (640, 480), at, steps)
        coach, area = play.coach, pygame.Rect(play.view.area)
        assert coach.aimed is not None and coach.tip
        c = coach.bubble.center
        apex = max(coach.tip, key=lambda p: (p[0] - c[0]) ** 2 + (p[1] - c[1]) ** 2)
        assert area.inflate(0, play.view.cell).collidepoint(apex), (apex, area)
