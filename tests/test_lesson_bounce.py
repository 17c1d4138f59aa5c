"""A lesson's bounce step is shown whatever the player taps first, and a view step lights
no arrow, under the pointer or with Tab (s26; quiver/scenes/lesson_hold.py).

2D's "This one is blocked. Tap it" was skipped when the player cleared the blockers
first (the step found no blocked arrow left), and Flat's "Tap it and see" when the
folding arrow tapped in the step before was the one blocking all the others. And in
3D's "Drag to turn" and "Scroll to zoom", where no arrow fires, the pointer still lit
the arrow under it as if a tap would fire it."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from app_helpers import app_maker, at_the_2d_bounce, post, run, run_until

from quiver.game.lessons import Anchor, Until, anchor_arrows, lesson, lesson_board
from quiver.scenes.lesson_hold import BOUNCE_FIRST, KEEP_BLOCKER, fire_held, spared
from quiver.scenes.lesson_pace import SHOW_BEFORE_SKIP

pygame = pytest.importorskip("pygame")


def _coach(mode: str, step: int) -> SimpleNamespace:
    """What lesson_hold reads of a coach: `mode`'s first board at `step`."""
    stages = lesson(mode)
    return SimpleNamespace(
        done=False,
        beat=None,
        play=SimpleNamespace(board=lesson_board(mode, 0)),
        stages=stages,
        stage=0,
        step=step,
        current=stages[0].steps[step],
    )


def _spoilers(board) -> set[int]:
    """The free arrows whose flight leaves no arrow blocked."""
    out = set()
    for i in board.free_arrows():
        after = board.copy()
        after.remove(i)
        if not anchor_arrows(after, Anchor.BLOCKED):
            out.add(i)
    return out


@pytest.mark.parametrize("mode", ["2d", "3d", "flat"])
def test_no_tap_before_the_bounce_leaves_nothing_to_bounce(mode):
    steps = lesson(mode)[0].steps
    bounce = next(k for k, s in enumerate(steps) if s.until == Until.BLOCKED)
    for k in range(bounce):
        c = _coach(mode, k)
        board = c.play.board
        if steps[k].until in (Until.TURNED, Until.ZOOMED):
            assert fire_held(c) is not None  # a view step fires nothing
            continue
        spoil = _spoilers(board)
        for i in board.free_arrows():
            assert fire_held(c, i) == (KEEP_BLOCKER if i in spoil else None)
        pointed = spared(c, anchor_arrows(board, steps[k].anchor))
        assert pointed and not spoil & set(pointed), "the pointer shows an arrow that waits"
    c = _coach(mode, bounce + 1)  # after the bounce: every arrow fires
    assert all(fire_held(c, i) is None for i in c.play.board.free_arrows())


def test_the_flat_lessons_folding_step_keeps_the_blocker_of_every_blocked_arrow():
    """(Today's board: arrow 4 blocks all three blocked arrows; a tap on it waited.)"""
    c = _coach("flat", 1)
    assert _spoilers(c.play.board), "the Flat lesson's board no longer has a last blocker"


def test_the_2d_bounce_step_waits_for_a_bounce_when_the_blockers_go_first(monkeypatch, tmp_path):
    with at_the_2d_bounce(monkeypatch, tmp_path) as (app, play, coach):
        board = play.board
        held = []
        for _ in range(len(board.arrows)):  # clear the blockers, not the blocked
            free = [i for i in sorted(board.free_arrows()) if i not in held]
            if not free:
                break
            res = play.fire(free[0])
            if res.ignored:
                held.append(free[0])
            run(app, 60)
        assert held and anchor_arrows(board, Anchor.BLOCKED), "the last blocker flew"
        assert BOUNCE_FIRST in app.toasts.texts()
        run(app, int((SHOW_BEFORE_SKIP + 1) * 60))
        assert coach.current.until == Until.BLOCKED, "the bounce step was skipped"
        res = play.fire(anchor_arrows(board, Anchor.BLOCKED)[0])
        assert res.blocked
        run_until(app, lambda: coach.current.until != Until.BLOCKED, what="the step after the bounce")
        assert play.fire(held[0]).left  # and now it flies


@pytest.mark.slow  # an OpenGL window
def test_the_flat_bounce_step_waits_for_a_bounce_when_the_blockers_go_first(monkeypatch, tmp_path):
    """As in 2D (s31: reported as skipped after SHOW_BEFORE_SKIP in Flat): clicks on the
    free arrows in "Tap it and see" clear all but the last blocker, which waits, and the
    step stays until a blocked arrow bounces."""
    with app_maker(monkeypatch, tmp_path, lessons=True, size=(800, 600)) as make:
        app = make()
        app.flow.lesson("flat")
        run(app, 3)
        play, coach = app.top, app.top.coach
        board = play.board
        coach.advance()  # (the turn step: test_lesson_hold turns the view)
        assert play.fire(anchor_arrows(board, Anchor.EDGE)[0]).left  # "This arrow folds..."
        run_until(app, lambda: coach.current.until == Until.BLOCKED, what="the bounce step")

        def click(i: int) -> None:
            pos = tuple(int(v) for v in play.where.head(i))
            post(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))
            run(app, 2)
            post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
            run(app)
            post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
            run(app, 20, dt=1 / 20)  # (its flight: a second at 20 frames a second, a third of the frames)

        held: list[int] = []
        for _ in range(len(board.arrows)):  # clear the blockers, not the blocked
            free = [i for i in sorted(board.free_arrows()) if i not in held and play.where.visible(i)]
            if not free:
                break
            alive = set(board.alive)
            click(free[0])
            if set(board.alive) == alive:
                held.append(free[0])
        assert held and anchor_arrows(board, Anchor.BLOCKED), "the last blocker flew"
        assert BOUNCE_FIRST in [t.long for t in app.toasts.toasts]  # (said whole or short)
        run(app, int((SHOW_BEFORE_SKIP + 1) * 20), dt=1 / 20)  # (past the skip's wait, at 20 fps)
        assert coach.current.until == Until.BLOCKED, "the bounce step was skipped"
        assert play.fire(anchor_arrows(board, Anchor.BLOCKED)[0]).blocked
        run_until(app, lambda: coach.current.until != Until.BLOCKED, what="the step after the bounce")
        assert play.fire(held[0]).left  # and now it flies


@pytest.mark.slow  # an OpenGL window
def test_the_view_steps_light_no_arrow_under_the_pointer(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, lessons=True, size=(800, 600)) as make:
        app = make()
        app.flow.lesson("3d")
        run(app, 5)
        play, coach = app.top, app.top.coach
        i = next(i for i in sorted(play.board.free_arrows()) if play.where.visible(i))

        def hover_at() -> int | None:
            pos = tuple(int(v) for v in play.where.head(i))  # (the zoom step backs the view out: s396)
            post(pygame.MOUSEMOTION, pos=(pos[0] + 1, pos[1]), rel=(1, 0), buttons=(0, 0, 0))
            run(app)
            post(pygame.MOUSEMOTION, pos=pos, rel=(-1, 0), buttons=(0, 0, 0))
            run(app, 2)
            return play.ctl.hover

        for until in (Until.TURNED, Until.ZOOMED):
            assert coach.current.until == until
            assert hover_at() is None, f"the pointer lit an arrow in the {until} step"
            post(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0)
            run(app, 2)
            assert play.keys.lit is None and play.ctl.hover is None, f"Tab lit one in the {until} step"
            coach.advance()
        assert hover_at() == i  # a step where taps fire: lit
        post(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0)
        run(app, 2)
        assert play.keys.lit is not None  # and Tab lights one


def test_a_hint_before_the_bounce_passes_over_the_arrow_kept_for_it():
    """The Flat fold step's hint lit the arrow blocking all the others (it frees most)."""
    from quiver.game.session import Session
    from quiver.scenes.feel import Where

    c = _coach("flat", 1)
    board = c.play.board
    where = Where(SimpleNamespace(coach=c))
    spoil = _spoilers(board)
    assert all(where.hintable(i) == (i not in spoil) for i in board.free_arrows())
    assert Session(board).hint(where.hintable) not in spoil
    assert Session(board.copy()).hint() in spoil  # what it lit before
