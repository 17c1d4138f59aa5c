"""3D and Flat-3D play from the keyboard (quiver/scenes/keypick3d.py): Tab lights the
heads that show, in reading order; Enter fires the lit one; the light follows a turn."""

from __future__ import annotations

import math

import pytest

from quiver.game.session import Session
from quiver.generator import PuzzleSpec, generate
from quiver.scenes.keypick3d import KeyPick3D, Lit, _head_points, reading_order, shown_heads

SIZE = (640, 400)


def controller(mode: str, seed: int = 2, size: int = 4):
    from quiver.render3d.controller import BoardController
    from quiver.render3d.flat_controller import FlatBoardController

    board = generate(PuzzleSpec(mode, "cube", (size,), None, "hard", seed))
    cls = BoardController if mode == "3d" else FlatBoardController
    ctl = cls(Session(board, hearts=3), SIZE)
    ctl.fit_between(40, 360)
    return ctl


def heads_seen_by_a_pointer(ctl, step: int = 3) -> set[int]:
    """The arrows whose head cell a click somewhere between the bars would hit."""
    board, seen = ctl.board, set()
    for y in range(40, 360, step):
        for x in range(0, SIZE[0], step):
            p = ctl.pick((x, y))
            if p is not None:
                a = board.arrows[p.arrow]
                if p.cell == a.head or (a.dir2 is not None and p.cell == a.cells[0]):
                    seen.add(p.arrow)
    return seen


@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_tab_offers_the_heads_a_click_would_hit_and_a_click_there_picks_them(mode):
    ctl = controller(mode)
    heads = shown_heads(ctl)
    assert heads
    for h in heads:  # where the light is, the pointer finds that arrow
        p = ctl.pick(h.pos)
        assert p is not None and p.arrow == h.arrow
    shown = {h.arrow for h in heads}
    seen = heads_seen_by_a_pointer(ctl)
    assert shown <= seen
    assert len(seen - shown) <= max(1, len(seen) // 5)  # at most a few slivers
    assert len(shown) < len(ctl.board.alive)  # the back of the shape does not show


def test_reading_order_goes_along_rows_top_down():
    def lit(i, x, y):
        return Lit(i, 0, (x, y))

    heads = [lit(0, 300, 100), lit(1, 100, 108), lit(2, 200, 95), lit(3, 50, 200), lit(4, 400, 190)]
    assert [h.arrow for h in reading_order(heads, 20)] == [1, 2, 0, 3, 4]
    assert [h.arrow for h in reading_order(heads, 1)] == [2, 0, 1, 4, 3]


@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_tab_and_shift_tab_go_round_the_heads_that_show(mode):
    ctl = controller(mode)
    keys = KeyPick3D(ctl)
    order = [h.arrow for h in shown_heads(ctl)]
    got = [keys.step(1).arrow for _ in range(len(order) + 1)]
    assert got == order + order[:1]
    assert ctl.hover == order[0]
    back = [keys.step(-1).arrow for _ in range(len(order))]
    assert back == order[::-1]  # from the first: the last, and back round to the first


@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_enter_fires_the_lit_arrow_and_a_blocked_one_costs_a_heart(mode):
    ctl = controller(mode)
    keys = KeyPick3D(ctl)
    board, session = ctl.board, ctl.session
    free = next(h for h in shown_heads(ctl) if board.can_escape(h.arrow))
    while keys.step(1).arrow != free.arrow:
        pass
    assert keys.fire(shift=False)
    assert free.arrow not in board.alive and session.hearts == 3
    while ctl.animator.active:
        ctl.update(1 / 30)
    blocked = next(h for h in shown_heads(ctl) if not board.can_escape(h.arrow))
    if blocked is not None:
        while keys.step(1).arrow != blocked.arrow:
            pass
        assert keys.fire(shift=False)
        assert blocked.arrow in board.alive and session.hearts == 2
    keys.off()  # the pointer took over: Enter fires nothing
    assert not keys.fire(shift=False)


@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_after_a_turn_the_light_stays_while_it_shows_else_moves_to_the_nearest(mode):
    ctl = controller(mode)
    keys = KeyPick3D(ctl)
    first = keys.step(1)
    ctl.camera.rotate_local(0.05, 0.0)  # a nudge: it still shows
    keys.update()
    assert keys.lit.arrow == first.arrow and ctl.hover == first.arrow
    for _ in range(24):  # turn on till it is hidden
        ctl.camera.rotate_local(0.4, -0.2 if _ < 12 else 0.2)
        shown = shown_heads(ctl)
        if first.arrow not in {h.arrow for h in shown}:
            break
    else:
        pytest.fail("no turn hides it")
    keys.update()
    assert keys.lit.arrow in {h.arrow for h in shown} and ctl.hover == keys.lit.arrow
    where = ctl.camera.project(_head_points(ctl, ctl.board.arrows[first.arrow].head)[0], *SIZE)[:2]
    nearest = min(shown, key=lambda h: math.dist(h.pos, where))
    assert keys.lit.arrow == nearest.arrow


def hinted(mode: str):
    """A controller, its keys and the arrow a hint lit, once the camera has turned to it."""
    ctl = controller(mode)
    keys = KeyPick3D(ctl)
    i = ctl.show_hint()
    keys.light_hint(i)
    while ctl.camera.turning:
        ctl.update(1 / 30)
        keys.update()
    return ctl, keys, i


def test_a_hint_lights_its_arrow_so_enter_fires_it():
    ctl, keys, i = hinted("3d")
    assert ctl.hover == i
    assert keys.fire(shift=False) and i not in ctl.board.alive


@pytest.mark.slow  # a window and OpenGL
def test_a_keyboard_alone_clears_a_3d_cube_and_a_flat_cube(monkeypatch, tmp_path):
    """No mouse: Tab lights a head that shows, Enter fires it (a blocked one costs a heart,
    as a tap would), H lights the hinted arrow when no lit one is free; both boards are
    cleared to the result screen."""
    pygame = pytest.importorskip("pygame")
    from app_helpers import app_maker, post, run, run_until

    def key(app, k, mod=0, unicode=""):
        post(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)
        post(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0)
        run(app, 2)

    def still(play):  # nothing flies, the view does not turn
        return lambda: not play.busy() and not play.ctl.camera.turning

    with app_maker(monkeypatch, tmp_path) as make:
        app = make(size=(640, 400))
        for mode in ("3d", "flat"):
            board = generate(PuzzleSpec(mode, "cube", (3,), None, "hard", 3))
            app.flow.open_board(board)
            run(app, 3)
            play = app.top
            assert play.name == ("play3d" if mode == "3d" else "playflat")
            hearts = play.session.hearts
            zoom = play.ctl.camera.zoom  # "?" typed with Shift and the + key: How to play, no zoom
            key(app, pygame.K_PLUS, pygame.KMOD_SHIFT, "?")
            assert app.top.name == "legend" and play.ctl.camera.zoom == zoom
            key(app, pygame.K_ESCAPE)
            assert app.top is play
            blocked_once = False
            for _ in range(4 * len(board.arrows)):
                if not board.alive:
                    break
                free = None
                for _ in range(len(board.alive)):  # Tab round the heads that show
                    key(app, pygame.K_TAB)
                    lit = play.ctl.hover
                    if lit is None:  # no head shows from here (turn, or ask a hint)
                        assert not shown_heads(play.ctl)
                        break
                    assert lit in board.alive and lit == play.keys.lit.arrow
                    if board.can_escape(lit):
                        free = lit
                        break
                    if not blocked_once:  # fire a blocked one once: a heart goes
                        blocked_once = True
                        key(app, pygame.K_RETURN)
                        assert lit in board.alive and play.session.hearts == hearts - 1
                        run_until(app, still(play), dt=1 / 20)
                if free is None:  # none of them: the hint's arrow is lit, Enter fires it
                    key(app, pygame.K_h)
                    run_until(app, still(play), dt=1 / 20)
                    free = play.ctl.hover
                    assert free == play.ctl.hint or free is None
                key(app, pygame.K_SPACE if mode == "flat" else pygame.K_RETURN)
                assert free not in board.alive
                run_until(app, still(play), dt=1 / 20)
            assert board.cleared and play.session.won
            assert blocked_once and play.session.hearts == hearts - 1
            run_until(app, lambda: app.top.name == "result", dt=1 / 20)  # (the reveal: a third of the frames)
            key(app, pygame.K_ESCAPE)
            assert [s.name for s in app.stack] == ["menu"]


@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_focus_brackets_mark_the_lit_head_until_the_pointer_takes_over(mode):
    pygame = pytest.importorskip("pygame")
    ctl = controller(mode)
    keys = KeyPick3D(ctl)
    surface = pygame.Surface(SIZE, pygame.SRCALPHA)
    assert keys.draw(surface) == []  # nothing lit yet
    lit = keys.step(1)
    (rect,) = keys.draw(surface)
    assert rect.collidepoint(lit.pos)
    inked = [
        (x, y)
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
        if surface.get_at((x, y)).a
    ]
    assert inked and all(math.dist(p, lit.pos) > 8 for p in inked)  # round it, not over it
    keys.off()
    assert keys.mark_key() is None and keys.draw(surface) == []


def test_shift_enter_fires_a_two_headed_arrows_other_head():
    from puzzle_codes import spec

    from quiver.game.code import generate_board
    from quiver.render3d.flat_controller import FlatBoardController

    for seed in range(3, 40):
        board = generate_board(spec(f"flat-cube-4x4x4-30-hard-{seed}", "mt"))
        ctl = FlatBoardController(Session(board, hearts=None), SIZE)
        ctl.fit_between(40, 360)
        two = [h for h in shown_heads(ctl) if board.arrows[h.arrow].dir2 is not None]
        if two:
            break
    else:
        pytest.fail("no two-headed arrow shows")
    keys = KeyPick3D(ctl)
    while keys.step(1) != two[0]:
        pass
    assert keys.fire(shift=True)
    assert ctl.last_result.end == 1 - two[0].end  # the head that is not lit
    while ctl.animator.active:
        ctl.update(1 / 30)
    lit = keys.step(1)
    assert keys.fire(shift=False)
    assert ctl.last_result.arrow == lit.arrow and ctl.last_result.end == lit.end


@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_no_focus_mark_in_the_corner_while_a_hint_turns_the_view(mode):
    """s45 (3D pyramid at 640x480, H): while the hint turned the view, the focus brackets
    were drawn round (0, 0), the pixel the lit arrow was given till the turn ended: a
    stray dark corner mark at the window's top left. No mark till the view rests; then
    it sits on the hinted head, inside the window."""
    import pygame

    ctl = controller(mode)
    keys = KeyPick3D(ctl)
    ctl.camera.rotate_local(2.0, 0.4)  # (turned away, so the hint turns the view back)
    i = ctl.show_hint()
    keys.light_hint(i)
    assert ctl.camera.turning
    surface = pygame.Surface(SIZE, pygame.SRCALPHA)
    while ctl.camera.turning:
        key = keys.mark_key()
        assert key is None or (key[1], key[2]) != (0, 0), key
        assert all(not r.collidepoint(2, 2) for r in keys.draw(surface))
        ctl.update(1 / 30)
        keys.update()
    keys.update()
    key = keys.mark_key()
    assert key is not None and key[0] == i
    assert 0 < key[1] < SIZE[0] and 40 <= key[2] <= 360


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_enter_with_nothing_lit_lights_an_arrow_and_fires_nothing(monkeypatch, tmp_path, mode):
    """Stranger, s56: in 3D and Flat 3D, Enter or Space with nothing lit did nothing at all
    (2D lights an arrow, s49). Now the first press lights one, as Tab does, and fires
    nothing; the next fires it."""
    pygame = pytest.importorskip("pygame")
    from app_helpers import app_maker, post, run

    def key(app, k):
        post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
        post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
        run(app, 2)

    with app_maker(monkeypatch, tmp_path) as make:
        app = make(size=(640, 400))
        board = generate(PuzzleSpec(mode, "cube", (3,), None, "hard", 3))
        app.flow.open_board(board)
        run(app, 3)
        play = app.top
        alive, hearts = set(board.alive), play.session.hearts
        assert play.keys.lit is None
        key(app, pygame.K_SPACE)
        lit = play.keys.lit
        assert lit is not None and play.ctl.hover == lit.arrow
        assert board.alive == alive and play.session.hearts == hearts  # lit, not fired
        key(app, pygame.K_RETURN)
        assert board.alive != alive or play.session.hearts == hearts - 1  # fired: it left or bounced
