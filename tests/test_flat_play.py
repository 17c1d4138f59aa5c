"""Playing Flat 3D end to end with injected pointer events through the real picking code:
first through the controller (no GL), then through the app's real window and scenes
(SDL's offscreen driver gives a GL window over EGL; skipped where there is none)."""
import numpy as np
import pytest

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
    post = pygame.event.Event

    def click(x, y, wobble=0):
        ctl.handle_event(post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)))
        ctl.handle_event(post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
        if wobble:
            ctl.handle_event(post(pygame.MOUSEMOTION, pos=(x + wobble, y), rel=(wobble, 0), buttons=(1, 0, 0)))
        ctl.handle_event(post(pygame.MOUSEBUTTONUP, pos=(x + wobble, y), button=1))

    def settle():
        for _ in range(400):
            ctl.update(1 / 60)
            if not ctl.animator.active and not ctl.camera.turning:
                return
        raise AssertionError("animation never ended")

    # a drag over the block turns the view and never fires
    x, y = size[0] / 2, size[1] / 2
    before = ctl.camera.angles()
    ctl.handle_event(post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
    for k in range(1, 6):
        ctl.handle_event(post(pygame.MOUSEMOTION, pos=(x + 12 * k, y), rel=(12, 0), buttons=(1, 0, 0)))
    ctl.handle_event(post(pygame.MOUSEBUTTONUP, pos=(x + 60, y), button=1))
    assert ctl.camera.angles() != before and session.moves == 0

    # a blocked arrow first: it costs a heart and stays
    blocked = next(i for i in sorted(board.alive) if board.first_blocker(i) is not None)
    px = aim(ctl, board, blocked, size)
    ctl.handle_event(post(pygame.MOUSEMOTION, pos=px, rel=(0, 0), buttons=(0, 0, 0)))
    assert ctl.hover == blocked
    click(*px)
    assert session.hearts == 2 and blocked in board.alive
    assert ctl.animator.hidden() == [blocked]
    settle()

    taps = 0
    while board.alive:
        i = board.free_arrows()[0]
        click(*aim(ctl, board, i, size), wobble=2 if taps % 2 else 0)   # jitter is still a tap
        taps += 1
        assert session.history[-1].arrow == i and session.history[-1].left
        settle()
        assert taps <= len(board.arrows)
    assert session.won and session.hearts == 2 and taps == len(board.arrows)


def test_flat_scene_in_the_app_window(monkeypatch, tmp_path):
    """Menu-less: the app opens a board file's scene; hints, taps and the win screen."""
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "offscreen")
    monkeypatch.delenv("QUIVER_NO_GL", raising=False)
    pygame.display.quit()
    from quiver.app import App
    from quiver.scenes.playflat import PlayFlatScene
    from quiver.scenes.registry import play_factory
    from quiver.scenes.result import ResultScene
    t = [1000.0]
    app = App((400, 300), clock=lambda: t[0], sound=False, realtime=False)
    try:
        app.open_window()
        if app.gl is None:
            pytest.skip(f"no GL window here: {app.gl_error}")
        factory, why = play_factory("flat", app)
        assert factory is PlayFlatScene, why
        app.to_menu()
        board = flat_board("cube", 2, seed=3)
        app.play_board(board)
        scene = app.stack[-1]
        assert isinstance(scene, PlayFlatScene)

        def run(frames=1):
            for _ in range(frames):
                t[0] += 1 / 20
                app.step()

        def post(kind, **kw):
            pygame.event.post(pygame.event.Event(kind, **kw))

        run(2)
        px = np.frombuffer(app.gl.screen.read(components=3, alignment=1), np.uint8).reshape(300, 400, 3)
        assert len({tuple(p) for p in px[::6, ::6].reshape(-1, 3)}) > 30     # a board, not a blank

        for _ in range(len(board.arrows)):
            if not board.alive:
                break
            post(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)
            run(12)                                          # the camera turns to the hint
            i = scene.ctl.hint
            c = cell_centre(board.space.coord(board.arrows[i].head))
            x, y, _ = scene.ctl.camera.project(c, 400, 300)
            assert scene.arrow_at((x, y)) == i
            post(pygame.MOUSEMOTION, pos=(round(x), round(y)), rel=(0, 0), buttons=(0, 0, 0))
            post(pygame.MOUSEBUTTONDOWN, pos=(round(x), round(y)), button=1)
            post(pygame.MOUSEBUTTONUP, pos=(round(x), round(y)), button=1)
            run(1)
            assert i not in board.alive
            for _ in range(40):
                run(1)
                if not scene.busy():
                    break
        assert scene.session.won
        for _ in range(30):
            run(1)
            if isinstance(app.stack[-1], ResultScene):
                break
        assert isinstance(app.stack[-1], ResultScene)
    finally:
        app.close()
        pygame.display.quit()
