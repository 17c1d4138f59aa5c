"""Lock/key badges over the 3D and Flat-3D boards: placed where the camera sees the
arrow (checked by picking, no GL needed), from any side and end-on; and a tap on a
shut lock through the 3D controller is a blocked move that shakes its key."""

import math

import pytest
from puzzle_codes import GV

pygame = pytest.importorskip("pygame")

from quiver.game.code import PuzzleSpec, generate_board  # noqa: E402


@pytest.fixture
def scene_for(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")

    def make(code_text):
        from quiver.app import App
        from quiver.scenes.play3d import Play3DScene
        from quiver.scenes.playflat import PlayFlatScene

        board = generate_board(PuzzleSpec.parse(code_text))
        app = App((1000, 700), window=False, sound=False, clock=lambda: 0.0)
        cls = PlayFlatScene if board.mode == "flat" else Play3DScene
        return cls(app.ports, board, None, None, hearts=3)

    return make


@pytest.mark.parametrize(
    "code", [f"3d-sphere-9x9x9-60-hard-3-g{GV}-ml", f"flat-cube-4x4x4-30-hard-3-g{GV}-ml"]
)
def test_badges_sit_on_visible_cells_of_their_arrow_from_every_side(scene_for, code):
    scene = scene_for(code)
    ctl, board = scene.ctl, scene.board
    seen = set()
    for _turn in range(4):
        placed = scene.lock_overlay.place(ctl, scene.size)
        for _img, rect in placed:
            p = ctl.pick(rect.center)
            assert p is not None
            seen.add(p.arrow)
        ctl.camera.rotate_local(math.pi / 2, 0.0)
    marked = {i for i, a in enumerate(board.arrows) if a.lock is not None} | {
        a.lock for a in board.arrows if a.lock is not None
    }
    assert seen and seen <= marked


def test_a_marked_arrow_seen_end_on_still_wears_its_badge(scene_for):
    scene = scene_for(f"3d-sphere-9x9x9-60-hard-3-g{GV}-ml")
    ctl, board = scene.ctl, scene.board
    marked = {i for i, a in enumerate(board.arrows) if a.lock is not None} | {
        a.lock for a in board.arrows if a.lock is not None
    }
    # clear the board in peel order until a marked arrow is free, then look down its
    # flight line (the hint's view: the head end-on, the body behind it)
    from quiver.engine import peel

    for i in peel(board).order():
        free = [j for j in marked if board.can_escape(j)]
        if free:
            break
        board.remove(i)
    j = free[0]
    ctl.point_at(j)
    for _ in range(120):
        ctl.update(1 / 30)
    shown = [
        rect for img, rect in scene.lock_overlay.place(ctl, scene.size) if ctl.pick(rect.center).arrow == j
    ]
    assert len(shown) == 1


def test_tapping_a_shut_lock_in_3d_is_blocked_and_shakes_the_key(scene_for):
    scene = scene_for(f"3d-sphere-9x9x9-60-hard-3-g{GV}-ml")
    board = scene.board
    lock = next(i for i, a in enumerate(board.arrows) if a.lock is not None and a.lock in board.alive)
    res = scene.ctl.fire(lock)
    assert res.locked and res.blocker == board.arrows[lock].lock and scene.session.hearts == 2
    assert lock in board.alive
    assert any(a.blocker == res.blocker for a in scene.ctl.animator.anims)


@pytest.mark.parametrize(
    "code", [f"3d-sphere-9x9x9-60-hard-3-g{GV}-ml", f"flat-cube-4x4x4-30-hard-3-g{GV}-ml"]
)
def test_the_window_composites_the_badges_it_drew(scene_for, code):
    # the app blends a 3D scene's HUD layer only inside layer_regions(): a badge drawn
    # outside them never reaches the window (it did not, before they were listed)
    scene = scene_for(code)
    surface = pygame.Surface(scene.size, pygame.SRCALPHA)
    scene.full_redraw = True
    scene.draw(surface)
    drawn = scene.lock_overlay.rects
    assert drawn
    regions = scene.layer_regions()
    assert all(any(region.contains(r) for region in regions) for r in drawn)
