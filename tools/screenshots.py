"""Regenerate the README's screenshots (real renders, no display needed): the shapes, the
gallery, the menus, and the game being played (the first lesson, a blocked tap, a combo,
special arrows, a 3D win reveal) in an offscreen window of the real app.

python tools/screenshots.py [OUTDIR]      # default docs/screenshots
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))
os.environ.setdefault("SDL_VIDEODRIVER", "offscreen")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # (its stdout: usage and what it wrote)
os.environ["QUIVER_HOME"] = tempfile.mkdtemp(prefix="quiver-shots-")  # a new player's menu

import pygame

from quiver import app as quiver_app
from quiver import pictures as quiver_pictures
from quiver.game.code import complete
from quiver.generator import PuzzleSpec, generate
from quiver.shapes import CLASSIC_SHAPES, list_shapes

TILE = (420, 340)


def strip(
    mode: str, out: Path, seeds: dict | None = None, names=None, cols: int = 3, tile: tuple[int, int] = TILE
) -> None:
    """Shapes of a 3D mode (default: all) side by side, `cols` to a row, each in its home view."""
    from quiver.pictures import headless_renderer  # noqa: F401 (mode check)

    if mode == "3d":
        from quiver.render3d.headless import render_board_png as render
    else:
        from quiver.render3d.flat_renderer import render_flat_png as render
    names = list(names or list_shapes()[mode])
    rows = (len(names) + cols - 1) // cols
    sheet = pygame.Surface((tile[0] * cols, tile[1] * rows))
    sheet.fill((236, 230, 220))  # the renders' background, for empty tiles
    for i, name in enumerate(names):
        board = generate(PuzzleSpec(mode, name, None, None, "hard", (seeds or {}).get(name, 3)))
        path = out.with_name(f"_{name}.png")
        render(board, str(path), tile[0], tile[1])
        sheet.blit(pygame.image.load(str(path)), (tile[0] * (i % cols), tile[1] * (i // cols)))
        path.unlink()
    pygame.image.save(sheet, str(out))


def gallery(out: Path) -> None:
    """The 2D pictures as the menu's picker draws them (tools/gallery.py)."""
    from gallery import sheet

    pygame.image.save(sheet("2d", None, cols=16, card=84), str(out))


def menu(out: Path, size: tuple[int, int] = (1280, 800), custom: bool = False) -> None:
    """The menu as a new player sees it at `size` (custom: its Custom puzzle panel)."""
    pygame.display.quit()
    app = quiver_app.App(size, window=True, sound=False)
    app.open_window()
    app.to_menu()
    if custom:
        app.stack[-1].open_custom()
    surface = pygame.Surface(app.size)
    app.stack[-1].draw(surface)
    pygame.image.save(surface, str(out))
    app.close()


class _Clock:
    """The app's time, moved by hand: every frame is 1/60 s, however long it took."""

    t = 1000.0

    def __call__(self) -> float:
        return self.t


def _app(size: tuple[int, int], lessons: bool = False):
    """The real game in an offscreen window at its menu (a new player's data folder)."""
    pygame.display.quit()
    app = quiver_app.App(size, clock=_Clock(), sound=False, realtime=False, lessons=lessons)
    app.open_window()
    app.to_menu()
    return app


def _run(app, frames: int = 1, until=None) -> None:
    """Step `app` `frames` times (with `until`: at most, stopping once it holds)."""
    for _ in range(frames):
        if until is not None and until():
            return
        app.clock.t += 1 / 60
        app.step()
        if until is not None:
            time.sleep(0.005)  # a puzzle being built: the worker's turn


def _play(app, code):
    """Open the puzzle of `code` and wait until it is on screen; its play scene."""
    app.flow.open_code(code)
    _run(app, 3000, until=lambda: getattr(app.top, "session", None) is not None)
    _run(app, 30)
    return app.top


def _save(app, out: Path) -> None:
    pygame.image.save(app._grab(), str(out))


def lesson(out: Path) -> None:
    """The first 2D lesson's first step, as a new player sees it."""
    app = _app((1280, 800), lessons=True)
    app.flow.lesson("2d")
    _run(app, 60)
    _save(app, out)
    app.close()


def blocked_and_combo(blocked_out: Path, combo_out: Path) -> None:
    """A 2D heart: a blocked tap (the tip pressed into the ringed blocker, the heart
    leaving the top bar), then free arrows cleared quickly until a combo count of x3 shows."""
    app = _app((800, 600))
    play = _play(app, complete("2d", "heart", 12, None, "easy", 3))
    board = play.board
    play.fire(next(i for i in sorted(board.alive) if not board.can_escape(i) and board.first_blocker(i)))
    _run(app, 6)
    _save(app, blocked_out)
    _run(app, 120)
    while board.alive:
        play.fire(board.free_arrows()[0])
        step = play.session.last_step
        _run(app, 8)
        if step is not None and step.combo >= 3 and "combo" in play.fx.kinds():
            _save(app, combo_out)
            break
    app.close()


def reveal(out: Path) -> None:
    """A 3D cube's win reveal: the model whole, turning, before the result card."""
    app = _app((800, 600))
    play = _play(app, complete("3d", "cube", 3, None, "easy", 3))
    board = play.board
    while board.alive:
        play.ctl.fire(board.free_arrows()[0])
        _run(app, 8)
    _run(app, 600, until=lambda: (play.reveal_u() or 0.0) >= 0.6)
    _save(app, out)
    app.close()


def specials(locks_out: Path, rotating_out: Path) -> None:
    """Special arrows on the 2D heart, many of them: locks and keys; then rotating arrows
    beside locks and keys (the README's section on them)."""
    for out, kinds in ((locks_out, ("locks",)), (rotating_out, ("locks", "rotating"))):
        spec = dataclasses.replace(
            complete("2d", "heart", None, None, "hard", 1), specials="many", special_kinds=kinds
        )
        quiver_pictures.render_png(spec, str(out), size=(800, 600))


def main() -> None:
    parser = argparse.ArgumentParser(description="Render the README's screenshots.")
    default = ROOT / "docs" / "screenshots"
    parser.add_argument("out", nargs="?", type=Path, default=default, help="output folder")
    out = parser.parse_args().out
    out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    quiver_pictures.render_png(complete("2d", "heart", None, None, "hard", 7), str(out / "heart.png"))
    quiver_pictures.render_png(
        complete("3d", "torus", None, None, "hard", 3), str(out / "torus.png"), yaw=20, pitch=50
    )
    strip("3d", out / "shapes3d.png", names=CLASSIC_SHAPES["3d"])
    strip(
        "3d",
        out / "models3d.png",
        names=[n for n in list_shapes()["3d"] if n not in CLASSIC_SHAPES["3d"]],
        cols=6,
        tile=(300, 260),
    )
    gallery(out / "gallery.png")
    try:
        strip("flat", out / "blocks_flat.png", cols=6, tile=(300, 260))
        quiver_pictures.render_png(complete("flat", "stairs", None, None, "hard", 5), str(out / "stairs.png"))
    except ImportError as e:
        print(f"flat renders skipped: {e}")
    menu(out / "menu.png")
    menu(out / "menu-640x480.png", (640, 480))
    menu(out / "menu-2560x1440.png", (2560, 1440))
    menu(out / "custom.png", custom=True)
    lesson(out / "lesson.png")
    blocked_and_combo(out / "blocked.png", out / "combo.png")
    specials(out / "locks.png", out / "rotating.png")
    try:
        reveal(out / "reveal.png")
    except ImportError as e:
        print(f"3D reveal skipped: {e}")
    print(f"screenshots written to {out}")


if __name__ == "__main__":
    main()
