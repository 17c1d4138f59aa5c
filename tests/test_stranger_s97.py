"""Turning arrows in play (s97's stranger round): each test failed before its fix."""

from __future__ import annotations

import math

import pytest
from test_app_play import app_factory, run  # noqa: F401  (fixture)
from test_rotating_session import board

pygame = pytest.importorskip("pygame")


def _fire_a_turning_arrow(app, clock, mode: str):
    """A rotating board open in `mode`; plain free arrows fired until a rotating one is
    free, then it: (the play scene, its FireResult)."""
    b = board(3, mode)
    app.flow.open_board(b, label="turning")
    run(app, clock, 3)
    play = app.top
    for _ in range(len(b.arrows)):
        free = b.free_arrows()
        turning = [i for i in free if i in b.turns]
        if turning:
            break
        assert play.fire(free[0]).left
        run(app, clock, 40)
    res = play.fire(turning[0])
    assert res.left and res.dir != b.direction(res.arrow)  # the phase has moved on
    return play, res


def _unit(a, b):
    n = math.hypot(b[0] - a[0], b[1] - a[1])
    return (b[0] - a[0]) / n, (b[1] - a[1]) / n


# -- (1) a turning arrow's trail and burst, the way it flew -------------------------------------
@pytest.mark.parametrize("mode", ["2d", "3d", "flat"])
def test_a_turning_arrows_trail_points_and_is_coloured_the_way_it_flew(app_factory, mode):  # noqa: F811
    """3D and Flat read the trail's way and colour from the board after the move, when the
    phase had already moved on: a turning arrow that flew one way left a streak pointing
    (and coloured) the next phase's way. They take the way it flew now (2D always did)."""
    from quiver.engine.geometry import VEC3
    from quiver.render2d.tiles import VEC
    from quiver.style import palette

    app, clock = app_factory(gl=mode != "2d")
    play, res = _fire_a_turning_arrow(app, clock, mode)
    trail = next(f for f in play.fx.items if f.kind == "trail")
    burst = next(f for f in play.fx.items if f.kind == "burst")
    b, i = play.board, res.arrow
    if mode == "2d":
        assert trail.colour == tuple(play.renderer.palette[res.dir])
        way = VEC[res.dir]
    else:
        assert trail.colour == palette.direction_colours(app.midend.settings, dims=3)[res.dir]
        centre = [c + 0.5 for c in b.space.coord(b.arrows[i].head)][:3]
        ahead = [c + v for c, v in zip(centre, VEC3[res.dir], strict=True)]
        cam, size = play.ctl.camera, play.size
        way = _unit(cam.project(centre, *size)[:2], cam.project(ahead, *size)[:2])
    got = _unit(trail.pos, trail.end)
    assert got[0] * way[0] + got[1] * way[1] > 0.98, (got, way)
    assert burst.end[0] * way[0] + burst.end[1] * way[1] > 0.98, (burst.end, way)


# -- (2) the 2D hint ring over the top bar, at the clock's tick ---------------------------------
def test_the_2d_hint_ring_stays_whole_when_the_clock_ticks(monkeypatch, tmp_path):
    """The hint ring round an arrow on the top row of a board that fills the area reaches
    over the top bar (drawn after the HUD, whole); on a still board the clock's tick drew
    the bar again and took that part of the ring with it. It is drawn again with the bar."""
    from app_helpers import filling_heart

    from quiver.render2d import theme
    from quiver.scenes.paint2d import HINT_PULSE

    with filling_heart(monkeypatch, tmp_path) as (app, play):
        b = play.board
        i = min(b.free_arrows(), key=lambda i: b.space.coord(b.arrows[i].head)[1])
        assert b.space.coord(b.arrows[i].head)[1] == 0
        play.on_hint(i)
        play.hint_age = HINT_PULSE + 1  # (done pulsing: lit for good)
        surf = pygame.Surface(app.size)
        play.full_redraw = True
        play.draw(surf)
        top = play.hud.top_rect

        def ring_over_the_bar() -> int:
            return sum(
                surf.get_at((x, y))[:3] == theme.HINT[:3]
                for x in range(top.x, top.right)
                for y in range(top.y, top.bottom)
            )

        whole = ring_over_the_bar()
        assert whole > 20, "the ring does not reach over the bar (the test's premise)"
        play.quiet, play._hud_key = True, None  # a still board whose bar changes: the bar alone
        play.draw(surf)
        assert ring_over_the_bar() == whole, "the clock's tick took the ring's top away"
        play.hint_arrow = None  # (used up) the ring goes, over the bar too
        play.quiet = False
        play.draw(surf)
        play.draw(surf)
        assert ring_over_the_bar() == 0


# -- (3) a 2D turning arrow's mark while it bounces ----------------------------------------------
def test_a_bouncing_turning_arrow_keeps_its_turn_mark_in_2d(app_factory):  # noqa: F811
    """A blocked tap on a turning arrow: it bounces, drawn as a moving body without its
    tiles, and the circular-arrow mark on its tail went away until it was home. The
    mark rides on its tail now (a lock's or key's letter too)."""
    from quiver.render2d.turnmarks import DISC

    app, clock = app_factory(gl=False)
    b = board(3, "2d")
    app.flow.open_board(b, label="turning")
    run(app, clock, 3)
    play = app.top
    i = next(i for i in sorted(b.turns) if not b.can_escape(i))
    assert not play.fire(i).left
    bounce = next(a for a in play.anims if a.arrow == i)
    while bounce.t < bounce.t_fwd:  # (at the smack: the tail as far off its cell as it goes)
        run(app, clock)
    surf = pygame.Surface(app.size)
    play.full_redraw = True
    play.draw(surf)
    x, y = (round(v) for v in play.view.cell_center(*bounce.path.at(bounce.offset())))
    c = play.view.cell // 3
    near = [(x + dx, y + dy) for dx in range(-c, c + 1) for dy in range(-c, c + 1)]
    disc = sum(surf.get_at(p)[:3] == DISC for p in near)
    assert disc > c, "no turn mark on the bouncing arrow's tail"


# -- (4) a hint on a turning arrow that the next move turns into a blocked way ---------------------
HINT_TURNED = {"2d": (1, 28, 1), "3d": (1, 2, 0), "flat": (2, 31, 2)}  # (seed, hinted, fired)


@pytest.mark.parametrize("mode", ["2d", "3d", "flat"])
def test_a_hint_on_a_turning_arrow_goes_when_a_move_turns_it_into_a_blocked_way(app_factory, mode):  # noqa: F811
    """H lit a free turning arrow; the player cleared another, the lit one turned and its
    new way was blocked, but it stayed lit as the move to make: a tap on it cost a heart.
    The hint goes now (a plain hinted arrow stays free and stays lit)."""
    seed, hinted, fired = HINT_TURNED[mode]
    app, clock = app_factory(gl=mode != "2d")
    b = board(seed, mode)
    app.flow.open_board(b, label="turning")
    run(app, clock, 3)
    play = app.top
    assert hinted in b.turns and b.can_escape(hinted) and fired not in b.turns
    play.on_hint(hinted)  # (as H does when the session's plan starts with it)
    assert (play.fire if mode == "2d" else play.ctl.fire)(fired).left  # (3D: as a click fires)
    run(app, clock, 30)
    assert not b.can_escape(hinted)
    lit = play.hint_arrow if mode == "2d" else play.ctl.hint
    assert lit is None, "a blocked turning arrow stayed lit as the hint"
