"""Rotating arrows through the real 2D and 3D scenes (offscreen SDL): after a move the
heads turn with an eased animation (at once with reduced motion), and a dead end pushes
the "Dead end" card whose Restart puts every arrow back."""

import time

import pytest
from test_app_play import app_factory, run  # noqa: F401  (fixture)
from test_rotating_session import board, dead_end_moves

pygame = pytest.importorskip("pygame")


def first_plain_free(b):
    free = b.free_arrows()
    return next((i for i in free if i not in b.turns), free[0])


@pytest.mark.parametrize("reduced", [False, True])
def test_2d_heads_turn_after_a_move_eased_or_at_once(app_factory, reduced):  # noqa: F811
    app, clock = app_factory(gl=False)
    if reduced:
        app.midend.change_setting("reduced_motion", True)
    b = board(3)
    app.flow.open_board(b, label="rotating")
    run(app, clock, 3)
    play = app.top
    i = first_plain_free(b)
    play.fire(i)
    turning = [a.arrow for a in play.anims if a.kind == "turn"]
    alive = sorted(j for j in b.turns if j in b.alive)
    assert turning == ([] if reduced else alive)
    assert all(play.renderer.dirs[j] == b.direction(j) for j in alive)
    run(app, clock, 30)
    assert not any(a.kind == "turn" for a in play.anims) and not play.renderer.hidden & set(alive)


def test_2d_dead_end_card_and_restart(app_factory):  # noqa: F811
    from quiver.scenes.confirm import ConfirmScene

    app, clock = app_factory(gl=False)
    b = board(2)
    moves = dead_end_moves(b)
    app.flow.open_board(b, label="rotating")
    run(app, clock, 3)
    play = app.top
    for i in moves[:-1]:
        assert play.fire(i).left
        run(app, clock, 40)
        assert app.top is play  # no card while it can still be cleared
    play.fire(moves[-1])
    # The verdict comes from the watch's worker thread: wait for it in real time (a loaded
    # CI machine once took longer than 120 instant frames), not for a number of frames.
    deadline = time.monotonic() + 60
    while not isinstance(app.top, ConfirmScene) and time.monotonic() < deadline:
        run(app, clock)
        time.sleep(0.005)
    card = app.top
    assert isinstance(card, ConfirmScene) and card.question == "Dead end"
    assert play.session.dead_end and play.hud_info().depth is None
    card.confirm()  # Restart
    run(app, clock, 3)
    assert app.top is play and len(b.alive) == len(b.arrows) and not play.session.dead_end


def test_3d_heads_ease_a_quarter_turn_after_a_move(app_factory):  # noqa: F811
    app, clock = app_factory(gl=True)
    b = board(3, "3d")
    app.flow.open_board(b, label="rotating")
    run(app, clock, 3)
    play = app.top
    play.ctl.fire(first_plain_free(b))
    poses = play.ctl.turns.poses()
    assert set(poses) == {j for j in b.turns if j in b.alive}
    run(app, clock, 6)
    assert all(0 < angle < 1.5708 for _, _, angle in play.ctl.turns.poses().values())
    run(app, clock, 30)
    assert not play.ctl.turns.active
