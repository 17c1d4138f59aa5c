"""A lesson's step lights no arrow it holds back (s35): in 2D's bounce step ("This one
is blocked. Tap it") the pointer lit the blocker the lesson keeps for it, inviting a tap
that it then refused with a toast; Tab lit it too. The hover and Tab now light only the
arrows a tap fires, as the step's own pointer shows (lesson_hold.spared)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from app_helpers import at_the_2d_bounce, post, run

from quiver.game.lessons import Anchor, Until, anchor_arrows, lesson, lesson_board
from quiver.scenes.lesson_hold import BOUNCE_FIRST, fire_held, unlit

pygame = pytest.importorskip("pygame")


def test_unlit_is_what_the_step_would_not_fire():
    steps = lesson("2d")[0].steps
    board = lesson_board("2d", 0)
    coach = SimpleNamespace(
        done=False, beat=None, play=SimpleNamespace(board=board), stages=lesson("2d"), stage=0, step=0
    )
    coach.current = steps[0]
    assert not unlit(None, 0)  # no lesson: every arrow lights
    for i in board.alive:
        assert unlit(coach, i) == (fire_held(coach, i) is not None)


def _lit(play, monkeypatch) -> list[int]:
    """The arrows drawn lit by the hover from now on (the 2D renderer's HOVER tiles)."""
    from quiver.render2d.tiles import TileVariant

    seen: list[int] = []
    draw = play.renderer.draw_arrow

    def spy(surf, i, variant=TileVariant.HOVER, offset=(0, 0)):
        if variant == TileVariant.HOVER:
            seen.append(i)
        return draw(surf, i, variant, offset)

    monkeypatch.setattr(play.renderer, "draw_arrow", spy)
    return seen


def test_the_2d_bounce_step_lights_not_the_blocker_it_holds(monkeypatch, tmp_path):
    with at_the_2d_bounce(monkeypatch, tmp_path) as (app, play, coach):
        board = play.board
        for _ in range(len(board.arrows)):  # clear the blockers until one is held back
            held = [i for i in board.free_arrows() if fire_held(coach, i) is not None]
            if held:
                break
            play.fire(sorted(board.free_arrows())[0])
            run(app, 60)
        assert held, "no blocker is held back: the case is gone"
        lit = _lit(play, monkeypatch)

        def point_at(i: int) -> int | None:
            x, y = play.arrow_pixel(i)
            post(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 0), buttons=(0, 0, 0))
            run(app, 2)
            return play.ptr.hover

        assert point_at(held[0]) == held[0]  # the pointer is over it...
        assert held[0] not in lit, "the hover lit the arrow the lesson holds back"
        blocked = anchor_arrows(board, Anchor.BLOCKED)[0]
        assert point_at(blocked) == blocked and blocked in lit  # what the step wants: lit
        lit.clear()
        for _ in range(len(board.alive) + 1):  # Tab round the board
            post(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0)
            run(app)
            assert play.ptr.keyed != held[0], "Tab lit the arrow the lesson holds back"
        post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
        run(app)
        assert BOUNCE_FIRST not in [t.long for t in app.toasts.toasts]  # Enter fired no held arrow


def test_the_flat_bounce_steps_pointer_lights_not_a_held_arrow():
    """The 3D controller asks the lesson of the arrow under the pointer (coach.py wires
    `hover_off` to lesson_hold.fire_held): no GL, picking only."""
    pytest.importorskip("glm")
    from quiver.game.session import Session
    from quiver.render3d.flat_controller import FlatBoardController

    size = (1280, 800)
    stages = lesson("flat")
    step = next(k for k, s in enumerate(stages[0].steps) if s.until == Until.BLOCKED)
    board = lesson_board("flat", 0)
    coach = SimpleNamespace(done=False, beat=None, play=SimpleNamespace(board=board), stages=stages, stage=0)
    coach.step, coach.current = step, stages[0].steps[step]
    for _ in range(len(board.arrows)):  # the blockers go until one is held back
        held = [i for i in board.free_arrows() if fire_held(coach, i) is not None]
        if held:
            break
        board.remove(sorted(board.free_arrows())[0])
    assert held, "no blocker is held back: the case is gone"
    ctl = FlatBoardController(Session(board, hearts=3), size)
    ctl.hover_off = lambda i=None: fire_held(coach, i) is not None  # as the coach wires it
    seen = {}
    for _turn in range(8):  # from round the block: where the held arrow and another show
        for i in board.alive:
            x, y, _z = ctl.camera.project(ctl.cell_point(board.arrows[i].head), *size)
            p = ctl.pick((int(x), int(y)))
            if p is not None and p.arrow == i:
                ctl.handle_event(
                    pygame.event.Event(
                        pygame.MOUSEMOTION, pos=(int(x), int(y)), rel=(0, 0), buttons=(0, 0, 0)
                    )
                )
                ctl.refresh_hover()
                seen[i] = ctl.hover
        ctl.camera.rotate_local(0.8, 0.0)
    assert held[0] in seen and seen[held[0]] is None, "the pointer lit the arrow the lesson holds back"
    assert any(lit == i for i, lit in seen.items()), "no arrow lit at all"
