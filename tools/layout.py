"""Every screen of the game at a window size, drawn with its layout recorded
(quiver/render2d/drawn.py): what tests/test_layout.py checks and what a person looks at.

    python tools/layout.py [OUTDIR] [WxH ...]   # PNGs of every screen, and the problems found

Default sizes: the ones issue 22 names, 640x480 to 3840x2160.
"""

from __future__ import annotations

import datetime
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "offscreen")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

SIZES = ((640, 480), (800, 600), (960, 600), (1280, 800), (1920, 1080), (2560, 1440), (3840, 2160))
DAY = datetime.date(2026, 12, 1)


def make_app(size: tuple[int, int], gl: bool = True):
    """A game window at `size` on a fresh data folder (QUIVER_HOME set by the caller)."""
    from quiver.app import App

    pygame.display.quit()
    t = [1000.0]
    app = App(size, clock=lambda: t[0], sound=False, realtime=False, today=lambda: DAY, lessons=False, gl=gl)
    app.open_window()
    app.to_menu()
    return app


def _board(mode: str):
    from quiver.game.lessons import lesson

    return lesson(mode)[-1].make_board()


def _play(app, mode: str, code=None):
    from quiver.game.code import complete
    from quiver.scenes.registry import play_factory

    factory, _why = play_factory(mode, app)
    if factory is None:
        return None
    code = code or complete(
        mode, {"2d": "heart", "3d": "cube", "flat": "stairs"}[mode], None, None, "easy", 3
    )
    from quiver.game.worker import start_generation

    job = start_generation(code, inline=True)
    job.poll()
    board = job.result()
    label = "Level 12"
    scene = factory(app, board, code, label)
    scene.campaign_level = 12
    return scene


def screens(app) -> Iterator[tuple[str, Callable[[], object]]]:
    """(name, open it) for every screen; opening leaves it on top of app's stack."""
    from quiver.game.code import complete
    from quiver.scenes.daily import DailyScene
    from quiver.scenes.legend import LegendScene
    from quiver.scenes.levels import LevelsScene
    from quiver.scenes.loading import LoadingScene
    from quiver.scenes.result import ResultScene
    from quiver.scenes.seed import SeedScene
    from quiver.scenes.settings import SettingsScene

    def push(make):
        def go():
            app.to_menu()
            scene = make()
            if scene is not None:
                app.push(scene)
            return app.top

        return go

    def picker():
        app.to_menu()
        menu = app.top
        if hasattr(menu, "open_custom"):
            menu.open_custom()
        menu._search()
        return app.top

    def custom():
        app.to_menu()
        menu = app.top
        if hasattr(menu, "open_custom"):
            menu.open_custom()
        return app.top

    def result(mode="2d", won=True):
        def go():
            play = _play(app, mode)
            if play is None:
                return None
            app.to_menu()
            app.push(play)
            s = play.session
            if won:
                from quiver.engine.solve import peel

                for i in peel(play.board).order():
                    s.fire(i)
            else:
                while not s.over:
                    blocked = [i for i in play.board.alive if i not in set(play.board.free_arrows())]
                    s.fire(blocked[0] if blocked else next(iter(play.board.alive)))
            play.outcome = app.record_result(play)
            app.push(ResultScene(app, play))
            return app.top

        return go

    def play(mode):
        def go():
            scene = _play(app, mode)
            if scene is None:
                return None
            app.to_menu()
            app.push(scene)
            return app.top

        return go

    def lesson(mode):
        def go():
            app.to_menu()
            app.lessons = True
            app.start_lesson(mode)
            return app.top

        return go

    def pause():
        try:
            from quiver.scenes.pause import PauseScene
        except ImportError:
            return None

        p = play("2d")()
        app.push(PauseScene(app, p))
        return app.top

    yield "menu", push(lambda: None)
    yield "custom", custom
    yield "picker", picker
    yield "seed", push(lambda: SeedScene(app, app.menu()))
    yield "levels", push(lambda: LevelsScene(app, "2d"))
    yield "daily", push(lambda: DailyScene(app))
    yield "settings", push(lambda: SettingsScene(app))
    yield "legend", push(lambda: LegendScene(app, "2d"))
    yield "legend3d", push(lambda: LegendScene(app, "3d"))
    yield "loading", push(lambda: LoadingScene(app, complete("2d", "heart", None, None, "hard", 7)))
    yield "play2d", play("2d")
    yield "play3d", play("3d")
    yield "playflat", play("flat")
    yield "lesson2d", lesson("2d")
    yield "lesson3d", lesson("3d")
    yield "result", result()
    yield "result_daily", _daily_result(app)
    yield "lost", result(won=False)
    yield "pause", pause


def _daily_result(app):
    def go():
        from quiver.game.daily import daily_code
        from quiver.scenes.result import ResultScene

        code = daily_code(DAY, "2d")
        play = _play(app, "2d", code)
        app.to_menu()
        app.push(play)
        play.daily_date, play.campaign_level = DAY, None
        from quiver.engine.solve import peel

        for i in peel(play.board).order():
            play.session.fire(i)
        play.outcome = app.record_result(play)
        app.push(ResultScene(app, play))
        return app.top

    return go


def draw_recorded(app):
    """Draw every visible scene of `app`: (the window's picture, the top scene's drawn items)."""
    from quiver.render2d.drawn import recording

    picture = pygame.Surface(app.size, pygame.SRCALPHA)
    picture.fill((236, 230, 220, 255))
    drawn = None
    for scene in app.visible():
        layer = pygame.Surface(app.size, pygame.SRCALPHA)
        scene.full_redraw = True
        with recording() as d:
            scene.update(0.0)
            scene.full_redraw = True
            if hasattr(scene, "age"):
                scene.age = 10.0  # the card as it rests, animations done
            scene.draw(layer)
        picture.blit(layer, (0, 0))
        drawn = d
    return picture, drawn


def main() -> None:
    from quiver.render2d.drawn import problems

    args = sys.argv[1:]
    out = Path(args[0]) if args else ROOT / "layout-shots"
    sizes = [tuple(int(v) for v in a.split("x")) for a in args[1:]] or list(SIZES)
    out.mkdir(parents=True, exist_ok=True)
    os.environ["QUIVER_HOME"] = tempfile.mkdtemp(prefix="quiver-layout-")
    total = 0
    for size in sizes:
        app = make_app(size)
        for name, go in screens(app):
            if go() is None:
                continue
            picture, drawn = draw_recorded(app)
            pygame.image.save(picture, str(out / f"{name}-{size[0]}x{size[1]}.png"))
            found = problems(drawn, pygame.Rect(0, 0, *app.size))
            total += len(found)
            for line in found:
                print(f"{size[0]}x{size[1]} {name}: {line}")
        app.close()
    print(f"{total} problems")


if __name__ == "__main__":
    main()
