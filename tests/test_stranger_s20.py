"""Lesson leftovers found by stranger playthroughs (s20's round): each test failed before
its fix."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run

from quiver.game.lessons import Anchor, anchor_arrows

pygame = pytest.importorskip("pygame")


@pytest.fixture
def lesson_app(monkeypatch, tmp_path):
    """make(mode): the game at 640x480 with that mode's lesson open (skips without OpenGL)."""
    with app_maker(monkeypatch, tmp_path, lessons=True, seed=7, size=(640, 480)) as make_app:

        def make(mode):
            app = make_app()
            if mode != "2d" and app.gl is None:
                pytest.skip(f"no OpenGL here: {app.gl_error}")
            app.flow.lesson(mode)
            run(app, 3)
            return app, app.top.coach, app.top

        yield make


def key(k, **kw):
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0, **kw)


# -- one press, one step at most ----------------------------------------------------------------
@pytest.mark.slow  # a window and OpenGL
def test_one_enter_that_leaves_no_blocked_arrow_still_shows_the_blocked_step(lesson_app):
    """Flat 3D: Enter fired the arrow "folds over the edge" asked for, and with it the
    last blocked arrow's blocker; "Tap it and see" had nothing to point at and was
    skipped in the same moment: 2/4 to 4/4 on one key. The step shows, read, first."""
    app, coach, play = lesson_app("flat")
    coach.event("turned")
    assert coach.current.anchor == Anchor.EDGE
    # clear arrows (not through the coach) until only free ones are left
    while anchor_arrows(play.board, Anchor.BLOCKED):
        play.session.fire(sorted(play.board.free_arrows())[0])
    run(app, 2)
    key(pygame.K_h)  # a hint lights a free arrow, Enter fires it
    run(app, 30)
    key(pygame.K_RETURN)
    run(app, 30)
    assert coach.step == 2 and coach.current.anchor == Anchor.BLOCKED, coach.step
    run(app, 60)  # a second on: still there to read
    assert coach.step == 2
    run(app, 90)  # then, with no blocked arrow to tap, on to the last step
    assert coach.step == 3


@pytest.mark.slow  # a window and OpenGL
def test_a_zoom_key_held_from_the_turn_step_does_not_do_the_zoom_step(lesson_app):
    """3D: "=" pressed during "Drag to turn" and held: its repeats (input_repeat.KeyRepeat's)
    zoomed the view the moment "Scroll or pinch to zoom" showed, and the step was gone
    before it was read. A key held over from an earlier step does not count; a fresh
    press does."""
    app, coach, _play = lesson_app("3d")
    key(pygame.K_EQUALS)  # pressed (and held) while the step asks for a turn
    run(app, 2)
    coach.event("turned")
    assert coach.current.until == "zoomed"
    for _ in range(6):  # the held key's repeats
        key(pygame.K_EQUALS, repeat=True)
        run(app, 3)
    assert coach.step == 1, "a held-over key did the zoom step"
    key(pygame.K_MINUS)  # a press of its own
    run(app, 3)
    assert coach.step == 2


# -- Skip on a lesson before a level: the level opens at once ------------------------------------
BUILD_S = 0.5  # seconds of the app's clock a level's build takes here (a worker: 0.2-1 s)


@pytest.mark.slow  # a window and OpenGL
def test_skip_on_the_lesson_before_level_1_opens_the_level_built_while_it_played(monkeypatch, tmp_path):
    """3D: Skip on the first-start lesson showed "Building level 1...": the level's build
    started only then, and under load it took longer than the panel waits (0.3 s). It
    is built in a worker while the lesson plays, and opens with no panel.

    The worker is one whose build takes BUILD_S of the app's FakeClock (the real process
    took seconds of real time under load, and the test waited up to 10 s for it): a
    build started only at Skip is not done then, as before."""
    from app_helpers import FakeClock

    import quiver.flow
    import quiver.scenes.loading
    from quiver.game.worker import BuildStage, Job
    from quiver.scenes.loading import LoadingScene
    from quiver.scenes.play3d import Play3DScene

    class ClockJob(Job):
        """Built on the first poll BUILD_S of the clock after it started (a worker's)."""

        def __init__(self, code, clock) -> None:
            super().__init__(code)
            self.clock, self.due, self.stage = clock, clock() + BUILD_S, BuildStage.BUILDING

        def poll(self) -> bool:
            if not self.done and self.clock() >= self.due:
                self._finish(built=self.build_now())
            return self.done

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "offscreen")
    monkeypatch.setenv("QUIVER_LESSONS", "1")
    monkeypatch.delenv("QUIVER_NO_GL", raising=False)
    pygame.display.quit()
    from quiver.app import App

    clock, started = FakeClock(), []

    def start(code, inline=False):
        started.append(ClockJob(code, clock))
        return started[-1]

    monkeypatch.setattr(quiver.flow, "start_generation", start)
    monkeypatch.setattr(quiver.scenes.loading, "start_generation", start)  # (a build begun at Skip)
    app = App((640, 480), clock=clock, sound=False)  # realtime: the level is built "in a worker"
    try:
        app.open_window()
        app.to_menu()
        run(app, 2)
        if app.gl is None:
            pytest.skip(f"no OpenGL here: {app.gl_error}")
        app.flow.level("3d", 1)
        run(app, 2)
        coach = app.top.coach
        assert coach is not None and coach.mode == "3d"
        assert [str(j.code) for j in started] == ["level:3d:1"], "the level's build did not start"
        run(app, round(2 * BUILD_S * 60))  # the lesson plays on (no one polls the job)
        coach.skip()
        loading = app.top
        assert isinstance(loading, LoadingScene) and loading.job.done, "the level is not built yet"
        assert loading.job is started[0] and len(started) == 1
        run(app)
        assert isinstance(app.top, Play3DScene) and app.top.request.origin.level == 1
        assert not loading.panel_rect.h, "the Building panel was drawn"
    finally:
        app.close()
        pygame.display.quit()


# -- lesson titles: one style in every mode ------------------------------------------------------
def test_every_lessons_title_has_one_style_and_names_the_lesson_at_640():
    """2D said "Lesson 1 of 2  •  First Taps" (at 640 wide cut to "Lesson 1 of 2", which
    names no lesson), 3D and Flat 3D "Lesson: Little Tower". Every lesson is titled
    "Lesson: Name", a lesson of more boards with "Board k of n" after the dot, and the
    640-wide top bar shows the name."""
    from quiver.game.lessons import LESSON_MODES, lesson, lesson_title, special_lesson
    from quiver.render2d.codechip import titled_chips

    titles = []
    for mode in LESSON_MODES:
        stages = lesson(mode)
        titles += [lesson_title(s.name, k, len(stages)) for k, s in enumerate(stages)]
        for kind in ("locks", "two-headed"):
            (s,) = special_lesson(mode, kind)
            titles.append(lesson_title(s.name, 0, 1))
    for title in titles:
        name, _, board = title.partition("  \u2022  ")
        assert name.startswith("Lesson: ") and name[8:].istitle(), title
        assert not board or (board.startswith("Board ") and " of " in board), title
    assert "Lesson: First Taps  \u2022  Board 1 of 2" in titles and "Lesson: Little Tower" in titles
    pygame.font.init()
    _chips, forms, *_ = titled_chips([("arrows", "5")], titles[0], 200)
    assert all("First Taps" in f for f in forms), forms  # (s245: "First Taps  \u2022  Board 1 of 2" too)


# -- the dashed leader over arrows ----------------------------------------------------------------
def test_the_lessons_leader_is_faint_where_it_crosses_an_arrow_at_640(monkeypatch, tmp_path):
    """640x480, the first 2D lesson: the dashed leader from the bubble under the board up
    to the pointer ran dark across the second row of arrows, through the head the
    player reads. Where it crosses an arrow it is thin and pale; elsewhere it is ink (s116:
    only where no route round the arrows is left)."""
    from quiver.render2d import theme

    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(640, 480)) as make:
        app = make()
        app.flow.lesson("2d")
        run(app, 3)
        play, coach = app.top, app.top.coach
        surface = pygame.Surface((640, 480))
        play.full_redraw = True
        play.draw(surface)
        assert not coach.leader or not any(play.arrow_at(p) not in (None, coach.aimed) for p in coach.route)
        # s116: the pointer now goes where its leader crosses no arrow (test_s116_pointer_route);
        # the top row's free arrow, which only a leader across the second row reaches, is forced
        coach._routes[coach._prefer[0]] = (1, False)
        play.full_redraw = True
        play.draw(surface)
        assert coach.leader is not None, "no leader: the case is gone from this lesson"
        (x0, y0), (x1, y1) = coach.leader
        line = [(round(x0 + (x1 - x0) * t / 200), round(y0 + (y1 - y0) * t / 200)) for t in range(201)]
        over = [p for p in line if play.arrow_at(p) is not None and play.arrow_at(p) != coach.aimed]
        clear = [p for p in line if play.arrow_at(p) is None]
        assert over, "the leader crosses no arrow here: the case is gone"

        def ink(p):
            c = surface.get_at(p)[:3]
            return sum((a - b) ** 2 for a, b in zip(c, theme.INK, strict=True)) < 30**2

        assert not [p for p in over if ink(p)], "the leader is dark over an arrow"
        assert sum(ink(p) for p in clear) > len(clear) // 3  # (its dashes elsewhere: ink)


# -- the pointer on a padlock ------------------------------------------------------------------
@pytest.mark.slow  # a window and OpenGL
def test_the_flat_padlock_lessons_pointer_reads_over_the_padlock_at_640(lesson_app):
    """640x480, the Flat 3D padlock lesson: the pointer sat on the dark padlock it named,
    and the badges, drawn again each frame, went over it: a dark shape on a dark icon.
    The pointer stays on top, in a white rim."""
    import math

    app, _coach, _play = lesson_app("flat")
    app.flow.lesson("flat", kind="locks")
    run(app, 20)  # frames that redraw only what changed (the badges each one)
    coach = app.top.coach
    tip = coach.tip
    assert tip and app.top.lock_overlay.over(app.top._coach_rects), "the pointer is off the badges: case gone"
    frame = app._grab()
    cx, cy = sum(p[0] for p in tip) / 3, sum(p[1] for p in tip) / 3
    rim = []
    for a, b in zip(tip, tip[1:] + tip[:1], strict=True):  # just outside each edge's middle
        mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        d = math.dist((mx, my), (cx, cy))
        rim.append(frame.get_at((round(mx + (mx - cx) / d * 2), round(my + (my - cy) / d * 2)))[:3])
    assert all(min(c) > 200 for c in rim), f"no light rim round the pointer: {rim}"
