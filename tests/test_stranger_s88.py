"""Stranger round s88: screen changes and loading, as the window shows them.

The end of the first 2D lesson showed the home menu behind "Building level 1..." for a
moment before level 1 opened (the build began with the stack cut back to the menu). A
build shows over the screen it began on, and Esc there goes back to that screen."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run, run_until
from test_picture_play import _disc  # a black disc on white

pygame = pytest.importorskip("pygame")


def watch_frames(app) -> list[list[str]]:
    """The names of the scenes each frame drew from now on, bottom first."""
    frames: list[list[str]] = []
    render = app.render

    def traced(*a, **kw):
        frames.append([s.name for s in app.visible()])
        return render(*a, **kw)

    app.render = traced
    return frames


def loading_frames(frames) -> list[list[str]]:
    return [f for f in frames if "loading" in f]


def clear_board(app) -> None:
    play = app.top
    while play.board.alive:
        i = min(play.board.free_arrows())
        play.fire(i, play.board.free_end(i))


def won_level_one(app) -> None:
    """Level 1 (no lesson) played to its win card."""
    app.flow.level("2d", 1)
    run_until(app, lambda: app.top.name == "play2d", what="level 1")
    clear_board(app)
    # (20 frames a second: the win reveal's frame rate is not what these tests check)
    run_until(app, lambda: app.top.name == "result", 400, dt=1 / 20, what="the result card")


def esc(app) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    run(app)


@pytest.mark.parametrize("end", ["skip", "cleared"])
def test_the_first_lessons_end_shows_no_menu_behind_building_level_1(monkeypatch, tmp_path, end):
    """Skip lesson (Esc, Enter), or the last board cleared and its beat over (the lesson ends in
    a frame's update): "Building level 1..." shows over the lesson's board, never the menu."""
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False) as make:
        app = make()
        app.flow.level("2d", 1)
        run(app, 2)
        coach = app.top.coach
        assert coach is not None and coach.mode == "2d"
        frames = watch_frames(app)
        if end == "skip":
            esc(app)  # asks first (s104), Stay ringed (s176),
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
            run(app)  # Enter skips
        else:
            coach.stage = len(coach.stages) - 1
            coach.on_over(True)
        run_until(app, lambda: app.top.name == "play2d" and app.top.coach is None, what="level 1")
        assert app.top.request.origin.level == 1
        shown = loading_frames(frames)
        assert shown, "no frame of the build"  # (not realtime: built on the first update after)
        assert all("menu" not in f for f in shown), shown
        assert all(f[0] == "play2d" for f in shown), shown  # the lesson's board under the panel


def test_esc_on_the_build_after_a_lesson_goes_to_the_menu(monkeypatch, tmp_path):
    """The lesson is over: Esc on its level's panel goes to the menu, not back to it."""
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False) as make:
        app = make()
        app.flow.level("2d", 1)
        run(app, 2)
        app.top.coach.skip()
        assert app.top.name == "loading"
        app.top.cancel()
        run(app, 2)
        assert [s.name for s in app.stack] == ["menu"]


def test_next_on_the_win_card_builds_over_the_card_and_esc_goes_back_to_it(monkeypatch, tmp_path):
    """Next on the result card: the panel over the card (the menu showed between), Esc
    back to the card, and Next there builds the next level."""
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        won_level_one(app)
        card = app.top
        frames = watch_frames(app)
        card.next()
        assert app.top.name == "loading"
        run(app)
        app.top.cancel()
        run(app, 2)
        assert app.top is card and [s.name for s in app.stack] == ["menu", "play2d", "result"]
        card.next()
        run_until(app, lambda: app.top.name == "play2d", what="level 2")
        assert app.top.request.origin.level == 2
        assert [s.name for s in app.stack] == ["menu", "play2d"]
        shown = loading_frames(frames)
        assert shown and all(f[:2] == ["play2d", "result"] for f in shown), shown


@pytest.mark.parametrize("screen", ["daily", "levels"])
def test_a_build_from_daily_or_levels_shows_over_it(monkeypatch, tmp_path, screen):
    """Play on Daily or a level's tile: the panel over that screen, not the menu."""
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        getattr(app.top, f"open_{screen}")()
        run(app, 2)
        frames = watch_frames(app)
        if screen == "daily":
            app.top.play()
        else:
            app.top.play(1)
        run_until(app, lambda: app.top.name == "play2d", what="the puzzle")
        assert [s.name for s in app.stack] == ["menu", "play2d"]
        shown = loading_frames(frames)
        assert shown and all(f == [screen, "loading"] for f in shown), shown


def test_a_picture_dropped_on_the_result_card_builds_over_it(monkeypatch, tmp_path):
    """A picture file dropped on the window over a result card: the menu showed, with
    no panel for 0.3 s, then the panel over it. The panel shows over the card, Esc goes
    back to it, and the picture's puzzle opens over the menu alone."""
    from quiver.scenes.picture import drop_files

    path = _disc(tmp_path / "dot.png", 24, 20)
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        won_level_one(app)
        card = app.top
        frames = watch_frames(app)
        drop_files(app.ports, [path])
        assert app.top.name == "loading"
        run(app)
        esc(app)
        assert app.top is card
        run(app, 40)  # (a quick second Esc is a stray key)
        drop_files(app.ports, [path])
        run_until(app, lambda: app.top.name == "play2d" and app.top is not card.play, what="the picture")
        assert [s.name for s in app.stack] == ["menu", "play2d"]
        assert app.top.label == "dot.png"
        shown = loading_frames(frames)
        assert shown and all(f[:2] == ["play2d", "result"] for f in shown), shown


def test_a_level_built_while_its_lesson_played_opens_with_no_panel_as_the_lesson_ends(monkeypatch, tmp_path):
    """The last lesson board cleared, its beat over: the lesson ends in a frame's update,
    after the frame's updates were listed, so the panel of a level already built (in a
    worker while the lesson played) was drawn for one frame before the level opened."""
    from app_helpers import FakeClock

    import quiver.flow
    from quiver.game import worker
    from quiver.game.worker import Job

    class ClockJob(Job):
        def __init__(self, code, clock) -> None:
            super().__init__(code)
            self.clock, self.due = clock, clock() + 1.0

        def poll(self) -> bool:
            if not self.done and self.clock() >= self.due:
                self._finish(built=self.build_now())
            return self.done

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("QUIVER_LESSONS", "1")
    monkeypatch.setenv("QUIVER_NO_GL", "1")
    pygame.display.quit()
    from quiver.app import App

    clock = FakeClock()
    monkeypatch.setattr(quiver.flow, "start_generation", lambda code, inline=False: ClockJob(code, clock))
    monkeypatch.setattr(worker, "keep_warm", lambda: None)  # (no spare process in the fast tier)
    app = App((640, 480), clock=clock, sound=False, window=False)  # realtime: built "in a worker"
    try:
        app.to_menu()
        run(app, 2)
        app.flow.level("2d", 1)
        run(app, 2)
        coach = app.top.coach
        run(app, 90)  # the lesson plays on, its level built (polled by no one)
        coach.stage = len(coach.stages) - 1
        coach.on_over(True)  # its last board cleared: the beat, then the level
        frames = watch_frames(app)
        loading = []
        real_push = app.push
        monkeypatch.setattr(app, "push", lambda s: (loading.append(s), real_push(s)))
        run_until(app, lambda: app.top.name == "play2d" and app.top.coach is None, what="level 1")
        built = [s for s in loading if s.name == "loading"]
        assert len(built) == 1 and built[0].job.done
        assert not built[0].panel_rect.h, "the Building panel was drawn"
        assert all(f[0] == "play2d" for f in loading_frames(frames))
    finally:
        app.close()
        pygame.display.quit()


def test_a_picture_dropped_on_a_build_takes_its_place(monkeypatch, tmp_path):
    """A picture dropped on the window while Daily's puzzle is being built: that build
    stops and the picture's is built in its place, over Daily (Esc goes back there); it
    was built under the picture's panel and opened instead of it."""
    from quiver.scenes.picture import drop_files

    path = _disc(tmp_path / "dot.png", 24, 20)
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        app.top.open_daily()
        run(app, 2)
        app.top.play()
        daily = app.top
        assert daily.name == "loading"
        drop_files(app.ports, [path])
        assert daily.job is not None and daily not in app.stack
        assert [s.name for s in app.stack] == ["menu", "daily", "loading"]
        run_until(app, lambda: app.top.name == "play2d", what="the picture")
        assert app.top.label == "dot.png" and [s.name for s in app.stack] == ["menu", "play2d"]


def test_the_puzzle_the_command_line_names_is_built_behind_a_loading_screen(monkeypatch, tmp_path):
    """`quiver --seed 5`: the menu showed while the puzzle was built (no panel for 0.3 s,
    then the panel over the menu). A loading screen of its own shows from the first
    frame; Esc on it goes to the menu."""
    from quiver.game.journey import FreePuzzle, PuzzleRequest
    from quiver.game.launch import initial_code

    code = initial_code(type("Options", (), {"seed": 5})())
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        frames = watch_frames(app)
        app.flow.open_first(PuzzleRequest(FreePuzzle(), code), None, None)
        loading = app.top
        run(app)
        assert frames == [["loading"]] and loading.panel_rect.h
        picture = pygame.Surface(app.size)
        loading.full_redraw = True
        loading.draw(picture)
        assert picture.get_at((2, 2))[:3] != (0, 0, 0)  # the menu's calm background, not black
        run_until(app, lambda: app.top.name == "play2d", what="the puzzle")
        assert [s.name for s in app.stack] == ["menu", "play2d"]
        app.to_menu()
        run(app, 40)
        app.flow.open_first(PuzzleRequest(FreePuzzle(), code), None, None)
        esc(app)
        assert [s.name for s in app.stack] == ["menu"]


def test_back_on_the_result_card_after_esc_no_button_is_drawn_hovered(monkeypatch, tmp_path):
    """Next clicked, the pointer moved off it while the panel showed (its moves went to the
    panel), Esc: the card drew Next still lit under a pointer no longer on it."""
    from app_helpers import post

    import quiver.scenes.loading
    from quiver.game.worker import Job

    class Slow(Job):  # a build that takes its time
        def poll(self) -> bool:
            return False

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        won_level_one(app)
        run(app, 60)
        card = app.top
        nxt = card.buttons[0]
        monkeypatch.setattr(quiver.scenes.loading, "start_generation", lambda code, inline=False: Slow(code))
        post(pygame.MOUSEMOTION, pos=nxt.rect.center, rel=(0, 0), buttons=(0, 0, 0))
        run(app)
        assert nxt.hover
        post(pygame.MOUSEBUTTONDOWN, pos=nxt.rect.center, button=1)
        run(app)
        post(pygame.MOUSEBUTTONUP, pos=nxt.rect.center, button=1)
        assert app.top is card
        run(app)
        assert app.top.name == "loading"
        post(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))
        run(app, 30)
        esc(app)
        assert app.top is card
        assert not any(b.hover for b in card.buttons)
