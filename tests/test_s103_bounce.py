"""A blocked tap reads at any gap (s103): the bounced arrow's tip presses a little into
its blocker's drawn edge (with no gap it used to stop 0.14 cell past home, short of the
blocker's body band, and barely moved), then springs back a little past home."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from quiver.engine.arrows import Arrow
from quiver.engine.geometry import NX, PX, PY
from quiver.render2d.anim import BODY_EDGE, PRESS, RECOIL, TIP_EDGE, BounceAnim, bounce_reach
from quiver.render2d.arrowpath import ArrowPath
from quiver.render2d.tiles import BODY, HEAD_TIP
from quiver.scenes.fire2d import head_on


def _run(bnc):
    """The offsets of a bounce, frame by frame."""
    out = []
    while not bnc.done:
        bnc.update(1 / 60)
        out.append(bnc.offset())
    return out


@pytest.mark.parametrize("gap", [0, 1, 3])
@pytest.mark.parametrize("on", [False, True])
def test_the_tip_presses_into_the_blockers_edge_a_little(gap, on):
    path = ArrowPath([(0, 0), (1, 0)], PX, gap + 2)
    offsets = _run(BounceAnim(0, path, gap, blocker=1, cell=9, head_on=on))
    peak = max(offsets)
    # the blocker's drawn edge, from the bounced head's centre at rest
    edge = gap + 0.5 + (TIP_EDGE if on else BODY_EDGE)
    press = peak + HEAD_TIP - edge
    assert 0.03 <= press <= 0.1  # it touches, and does not seem to pass through
    assert offsets[-1] == 0.0


def test_a_bounce_with_no_gap_moves_clearly():
    path = ArrowPath([(0, 0), (1, 0)], PX, 2)
    offsets = _run(BounceAnim(0, path, 0, blocker=1, cell=9))
    # forward to the blocker's body band and back past home: a swing of 0.4 cell and more
    assert max(offsets) >= 0.28 and max(offsets) - min(offsets) >= 0.4
    assert min(offsets) == pytest.approx(-RECOIL, abs=0.01)
    assert RECOIL + BODY / 2 < 0.5  # the tail's end stays in its own cell


def test_reach_is_the_contact_geometry():
    assert bounce_reach(0) == pytest.approx(0.5 + (1 - BODY) / 2 - HEAD_TIP + PRESS)
    assert bounce_reach(2, head_on=True) == pytest.approx(2 + 0.5 + 0.5 - HEAD_TIP - HEAD_TIP + PRESS)


def test_the_path_runs_straight_back_from_the_tail():
    p = ArrowPath([(3, 5), (3, 4), (4, 4)], PX, 2)  # a bent arrow, its tail going up
    assert p.at(-0.25) == (3.0, 5.25)
    assert p.span(-0.25, 0.5)[:2] == [(3.0, 5.25), (3.0, 5.0)]


def _scene(blocker: Arrow, dirs):
    board = SimpleNamespace(arrows=[None, blocker])
    renderer = SimpleNamespace(head_dir=lambda i, end=0: dirs[i])
    return SimpleNamespace(board=board, renderer=renderer)


def test_head_on_is_a_head_pointing_back_at_the_flight():
    b = Arrow((7, 8), NX)  # its head on cell 8, pointing -x
    scene = _scene(b, {1: NX})
    assert head_on(scene, PX, 1, 8)  # flying +x into its head
    assert not head_on(scene, PX, 1, 7)  # into its tail
    assert not head_on(scene, PY, 1, 8)  # into its head's side
    two = Arrow((7, 8), NX, dir2=PX)  # a second head on cell 7, pointing +x
    assert head_on(_scene(two, {1: NX}), NX, 1, 7)
