"""Playing Flat 3D end to end with injected pointer events through the real picking code:
first through the controller (no GL), then through the app's real window and scenes
(SDL's offscreen driver gives a GL window over EGL; skipped where there is none)."""

import pytest
from gl_helpers import app_window, click, drag, settle

from quiver.game.session import Session
from quiver.generator import PuzzleSpec, generate
from quiver.render3d.flat_controller import FlatBoardController
from quiver.render3d.flat_mesh import cell_centre

pygame = pytest.importorskip("pygame")


def flat_board(shape="cube", size=3, seed=4):
    return generate(PuzzleSpec("flat", shape, (size,), None, "hard", seed))


def aim(ctl, board, i, size):
    """Turn to the arrow's hint view and return the pixel of its head face's centre."""
    ctl.camera.look_from(ctl.hint_view(i), duration=0)
    c = cell_centre(board.space.coord(board.arrows[i].head))
    x, y, _ = ctl.camera.project(c, *size)
    return round(x), round(y)


def test_clear_a_small_flat_puzzle_with_pointer_events():
    board = flat_board()
    session = Session(board, hearts=3)
    size = (640, 400)
    ctl = FlatBoardController(session, size)

    # a drag over the block turns the view and never fires
    before = ctl.camera.angles()
    drag(ctl, size[0] / 2, size[1] / 2)
    assert ctl.camera.angles() != before and session.moves == 0

    # a blocked arrow first: it costs a heart and stays
    blocked = next(i for i in sorted(board.alive) if board.first_blocker(i) is not None)
    px = aim(ctl, board, blocked, size)
    ctl.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=px, rel=(0, 0), buttons=(0, 0, 0)))
    assert ctl.hover == blocked
    click(ctl, *px)
    assert session.hearts == 2 and blocked in board.alive
    assert ctl.animator.hidden() == [blocked]
    settle(ctl)

    taps = 0
    while board.alive:
        i = board.free_arrows()[0]
        click(ctl, *aim(ctl, board, i, size), wobble=2 if taps % 2 else 0)  # jitter is still a tap
        taps += 1
        assert session.history[-1].arrow == i and session.history[-1].left
        settle(ctl)
        assert taps <= len(board.arrows)
    assert session.won and session.hearts == 2 and taps == len(board.arrows)


def test_flat_scene_in_the_app_window(monkeypatch, tmp_path):
    """Menu-less: the app opens a board file's scene; hints, taps and the win screen."""
    from quiver.scenes.playflat import PlayFlatScene
    from quiver.scenes.registry import play_factory
    from quiver.scenes.result import ResultScene

    with app_window(monkeypatch, tmp_path, (400, 300), frame_time=1 / 20) as win:
        app = win.app
        factory, why = play_factory("flat", app)
        assert factory is PlayFlatScene, why
        app.to_menu()
        board = flat_board("cube", 2, seed=3)
        app.flow.open_board(board)
        scene = app.stack[-1]
        assert isinstance(scene, PlayFlatScene)

        win.run(2)
        px = win.screen()
        assert len({tuple(p) for p in px[::6, ::6].reshape(-1, 3)}) > 30  # a board, not a blank

        def head_centre(board, i):
            return cell_centre(board.space.coord(board.arrows[i].head))

        win.hint_and_fire_all(scene, head_centre, turn_frames=12, settle_frames=40)
        assert scene.session.won
        for _ in range(30):
            win.run(1)
            if isinstance(app.stack[-1], ResultScene):
                break
        assert isinstance(app.stack[-1], ResultScene)
