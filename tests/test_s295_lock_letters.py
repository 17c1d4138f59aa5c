"""Lock and key letters read bigger (s295: on 2D level 12 at 1280x800, 36 px cells, the
padlock's "A" was 16 px tall in a 33 px badge, under half its cell; at 1920x1080 the 3D
badges stayed the size they were at 1280x800 while the HUD's print grew). The padlock's
body takes more of the badge under a lower shackle, the key's bow is squarer, the gap
round the letter narrower; the 3D badges grow with the HUD's scale (hud.u), never shrink but
with the cells on screen (s302: lockmarks3d.badge_cell)."""

from __future__ import annotations

import pytest
from puzzle_codes import GV

pygame = pytest.importorskip("pygame")

from quiver.render2d import lockmarks as L  # noqa: E402


def _ink_h(kind, label: str, cell: int) -> int:
    """The label's height: rows where the badge with it differs from the badge bare."""
    a, b = L.badge(kind, label, cell), L.badge(kind, "", cell)
    w, h = a.get_size()
    rows = [y for y in range(h) if any(a.get_at((x, y)) != b.get_at((x, y)) for x in range(w))]
    return rows[-1] - rows[0] + 1


@pytest.mark.parametrize("cell", [30, 36, 44, 54])
def test_the_letter_fills_more_of_its_cell(cell):
    pygame.init()
    assert _ink_h(L.LockMark.LOCK, "A", cell) >= 0.52 * cell  # (16 of 36 before: 0.44)
    assert _ink_h(L.LockMark.KEY, "A", cell) >= 0.46 * cell  # (15 of 36 before: 0.42)
    assert _ink_h(L.LockMark.KEY, "W2", cell) >= 0.4 * cell  # (13 of 36 before: 0.36)


def test_the_3d_badges_grow_with_the_huds_print(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from quiver.app import App
    from quiver.game.code import PuzzleSpec, generate_board
    from quiver.scenes.lockmarks3d import BADGE_CELL, LockOverlay
    from quiver.scenes.playflat import PlayFlatScene

    board = generate_board(PuzzleSpec.parse(f"flat-cube-4x4x4-30-hard-3-g{GV}-ml"))
    sizes = {}
    asked: list[float] = []
    place = LockOverlay.place
    monkeypatch.setattr(
        LockOverlay, "place", lambda self, c, s, u=1.0: asked.append(u) or place(self, c, s, u)
    )
    for size in ((1280, 800), (1920, 1080)):
        app = App(size, window=False, sound=False, clock=lambda: 0.0)
        scene = PlayFlatScene(app.ports, board.copy(), None, None, hearts=3)
        asked.clear()
        scene.lock_overlay.draw(pygame.Surface(size, pygame.SRCALPHA), scene.ctl, scene.hud)
        assert asked == [scene.hud.u]  # (drawn at the HUD's scale)
        placed = place(scene.lock_overlay, scene.ctl, size, scene.hud.u)
        assert placed
        sizes[size] = max(img.get_width() for img, _r in placed)
    assert sizes[(1280, 800)] == L.badge(L.LockMark.LOCK, "A", BADGE_CELL).get_width()  # (scale 1: as before)
    assert sizes[(1920, 1080)] >= sizes[(1280, 800)] * 1.3
