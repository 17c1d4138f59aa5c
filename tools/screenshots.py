"""Regenerate the README's screenshots (real renders, no display needed).

    python tools/screenshots.py [OUTDIR]      # default docs/screenshots
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "offscreen")
os.environ["QUIVER_HOME"] = tempfile.mkdtemp(prefix="quiver-shots-")   # a new player's menu

import pygame  # noqa: E402

from quiver import app as quiver_app  # noqa: E402
from quiver.game.code import complete  # noqa: E402
from quiver.generator import PuzzleSpec, generate  # noqa: E402
from quiver.shapes import list_shapes  # noqa: E402

TILE = (420, 340)


def strip(mode: str, out: Path, seeds: dict | None = None) -> None:
    """All shapes of a 3D mode side by side, three to a row, each in its home view."""
    from quiver.scenes.registry import headless_renderer  # noqa: F401 (mode check)
    if mode == "3d":
        from quiver.render3d.headless import render_board_png as render
    else:
        from quiver.render3d.flat_renderer import render_flat_png as render
    names = list_shapes()[mode]
    cols = 3
    rows = (len(names) + cols - 1) // cols
    sheet = pygame.Surface((TILE[0] * cols, TILE[1] * rows))
    for i, name in enumerate(names):
        board = generate(PuzzleSpec(mode, name, None, None, "hard", (seeds or {}).get(name, 3)))
        tile = out.with_name(f"_{name}.png")
        render(board, str(tile), TILE[0], TILE[1])
        sheet.blit(pygame.image.load(str(tile)), (TILE[0] * (i % cols), TILE[1] * (i // cols)))
        tile.unlink()
    pygame.image.save(sheet, str(out))


def menu(out: Path) -> None:
    app = quiver_app.App(window=True, sound=False)
    app.open_window()
    app.to_menu()
    surface = pygame.Surface(app.size)
    app.stack[-1].draw(surface)
    pygame.image.save(surface, str(out))
    app.close()


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    quiver_app.render_png(complete("2d", "heart", None, None, "hard", 7), str(out / "heart.png"))
    quiver_app.render_png(complete("3d", "torus", None, None, "hard", 3), str(out / "torus.png"),
                          yaw=20, pitch=50)
    strip("3d", out / "shapes3d.png")
    try:
        strip("flat", out / "blocks_flat.png")
        quiver_app.render_png(complete("flat", "stairs", None, None, "hard", 5),
                              str(out / "stairs.png"))
    except ImportError as e:
        print(f"flat renders skipped: {e}")
    menu(out / "menu.png")
    print(f"screenshots written to {out}")


if __name__ == "__main__":
    main()
