"""s399: in the 2D lesson (a fresh player's first puzzle) + zoomed on and on until the arrow
the step teaches left the view, and the bubble pointed at nothing, off the board. While a
step teaches an arrow the view keeps it, whole with a margin, on screen: the zoom stops at
the nearest cell at which it fits, a zoom or a pan away from it stops where it would leave,
and a step whose arrow a zoom left out eases the view round to it. A zoom in at that limit
bumps the board (none with reduced motion) and the lesson says once why."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run

from quiver.game.lessons import ARROW_ANCHORS, Anchor, anchor_arrows
from quiver.scenes.lesson_keep2d import KEEP_MARGIN
from quiver.scenes.lesson_zoom import LIMIT_SHORT

pygame = pytest.importorskip("pygame")

SIZES = [(480, 360), (640, 480), (800, 600), (1280, 800)]


def _key(app, k, frames: int = 20, unicode: str = "") -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0, repeat=False)
    post(pygame.KEYUP, key=k, mod=0, unicode=unicode, scancode=0)
    run(app, frames)


def _plus(app, presses: int = 8, frames: int = 20) -> None:
    for _ in range(presses):
        _key(app, pygame.K_EQUALS, frames, "=")


def _lesson(make, size, step: int = 0):
    """The big Play button on a fresh data folder: the 2D lesson's first board (at `step`)."""
    app = make(size=size)
    _key(app, pygame.K_RETURN, 30)
    play = app.top
    assert play.coach is not None and play.flat_view
    if step:
        play.coach._open(0, step)
        run(app, 10)
        play = app.top
    return app, play


def _taught_whole(play) -> None:
    """The arrow the bubble points at is one the step teaches, every cell of it inside the
    board's area with the margin to spare, clear of the minimap and the bubble."""
    coach = play.coach
    assert coach.current.anchor in ARROW_ANCHORS
    assert coach.aimed in anchor_arrows(play.board, coach.current.anchor), coach.aimed
    assert coach.tip, "the bubble has no pointer"
    assert not all(coach.bubble.collidepoint(p) for p in coach.tip), "its pointer lies under the bubble"
    m = round(KEEP_MARGIN * play.hud.u) - 1
    room = pygame.Rect(play.view.area).inflate(-2 * m, -2 * m)
    for c in play.board.arrows[coach.aimed].cells:
        cell = pygame.Rect(play.view.cell_rect(*play.board.space.coord(c)[:2]))
        assert room.contains(cell), (cell, room, play.view.cell)
        assert not cell.colliderect(coach.bubble), (cell, coach.bubble)
        mm = play.minimap_rect()
        assert mm is None or not cell.colliderect(mm)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("step", [0, 1], ids=["free", "blocked"])
def test_plus_on_and_on_keeps_the_taught_arrow_whole(monkeypatch, tmp_path, size, step):
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False) as make:
        app, play = _lesson(make, size, step)
        _plus(app)
        assert play.coach.step == step
        _taught_whole(play)


@pytest.mark.parametrize("size", SIZES[:3], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_wheel_far_from_it_and_pans_away_keep_it(monkeypatch, tmp_path, size):
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False) as make:
        app, play = _lesson(make, size)
        ax, ay = play.view.area[:2]
        corner = (ax + 4, ay + 4)  # (the far corner from the arrows the lesson points at)
        for _ in range(8):
            post(pygame.MOUSEMOTION, pos=corner, rel=(0, 0), buttons=(0, 0, 0))
            post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
            run(app, 10)
        run(app, 30)
        _taught_whole(play)
        for k in (pygame.K_LEFT, pygame.K_UP, pygame.K_RIGHT, pygame.K_DOWN):
            for _ in range(4):
                _key(app, k, 10)
            run(app, 20)
            _taught_whole(play)
        at = play.view.area_center()  # a drag across the whole window, each way
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            post(pygame.MOUSEBUTTONDOWN, pos=at, button=3)
            for n in range(1, 11):
                to = (at[0] + dx * n * size[0] // 10, at[1] + dy * n * size[1] // 10)
                post(pygame.MOUSEMOTION, pos=to, rel=(0, 0), buttons=(0, 0, 1))
                run(app, 2)
            post(pygame.MOUSEBUTTONUP, pos=to, button=3)
            run(app, 30)
            _taught_whole(play)


@pytest.mark.parametrize("size", [(480, 360), (640, 480)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_next_steps_arrow_eases_into_view(monkeypatch, tmp_path, size):
    """Zoomed in on the free arrow and that arrow fired: the blocked step's arrow, cut off
    by the zoom, is brought into view (in steps, not at a jump) and pointed at."""
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False) as make:
        app, play = _lesson(make, size)
        _plus(app)
        coach = play.coach
        post(pygame.MOUSEBUTTONDOWN, pos=play.arrow_pixel(coach.aimed), button=1)
        post(pygame.MOUSEBUTTONUP, pos=play.arrow_pixel(coach.aimed), button=1)
        origins = []
        for _ in range(90):
            run(app)
            origins.append((play.view.cell, play.view.origin()))
        assert coach.step == 1 and coach.current.anchor == Anchor.BLOCKED
        _taught_whole(play)
        assert len(set(origins)) > 2, "the view did not move, or jumped at once"


@pytest.mark.parametrize(
    ("size", "reduced"),
    [((640, 480), False), ((640, 480), True), ((1280, 800), False)],
    ids=["640x480-motion", "640x480-reduced", "1280x800-motion"],
)
def test_a_press_at_the_limit_bumps_and_says_so_once(monkeypatch, tmp_path, size, reduced):
    """At 1280x800 the game's own largest cell comes first: a bump, but no words about the
    arrow (it is not what stops the zoom there)."""
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False) as make:
        app, play = _lesson(make, size)
        if reduced:
            app.midend.settings.reduced_motion = True
            play.apply_settings(app.midend.settings)
        said: list[str] = []
        feedback = play.coach.ports.feedback
        real = feedback.toast
        monkeypatch.setattr(feedback, "toast", lambda text, *a, **k: (said.append(text), real(text, *a, **k)))
        _plus(app)
        rest, lessons = play.view.cell, size[0] < 1280
        assert (rest < play.view.max_cell) == lessons, "(the lesson's own limit, under the game's)"
        cells = []
        for _ in range(3):
            post(pygame.KEYDOWN, key=pygame.K_EQUALS, mod=0, unicode="=", scancode=0, repeat=False)
            post(pygame.KEYUP, key=pygame.K_EQUALS, mod=0, unicode="=", scancode=0)
            for _ in range(30):
                run(app)
                cells.append(play.view.cell)
        assert play.view.cell == rest  # (back where it rests)
        if reduced:
            assert set(cells) == {rest}, "a bump with reduced motion"
        else:
            assert max(cells) > rest, "a press at the limit did nothing that shows"
            assert max(cells) <= rest * 1.05 + 1
        assert len([s for s in said if LIMIT_SHORT in s]) == int(lessons), said
        assert all("arrow" in s for s in said if LIMIT_SHORT in s), said
        _taught_whole(play)


def test_the_view_keeps_a_box_only_while_given_one():
    """BoardView (no window): with a box kept the zoom stops where the box and its margin
    fill the area and a pan stops at the box; without one (every board outside a lesson)
    the zoom and the pan are the game's, as before."""
    from quiver.render2d.view import BoardView

    area = (0, 0, 500, 240)
    for keep in [None, (6, 1, 7, 4, 12)]:  # (the first board's upward arrow)
        view = BoardView(7, 4, area)
        view.keep = keep
        for _ in range(20):
            view.zoom_by(1.25, (10, 10))
        view.pan(10_000, 10_000)
        x = view.cell_rect(6, 3)[0]
        if keep is None:
            assert view.cell == view.max_cell and view.nearest_hits > 0
            assert x > area[2]  # (panned off it: the game's bounds only)
        else:
            assert view.cell == (240 - 24) // 3
            top, bottom = view.cell_rect(6, 1), view.cell_rect(6, 3)
            assert top[1] >= 12 and bottom[1] + bottom[3] <= 240 - 12
            assert top[0] >= 12 and top[0] + top[2] <= 500 - 12
