"""After a tap, the hover waits for the pointer to move (stranger: in 3D the arrow behind
the one that just flew lit at once under the resting pointer, its aim beam like a stray
line from the tap). Pure controller logic, no window."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")
pytest.importorskip("glm")

SIZE = (1280, 800)


def _motion(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def _tap(ctl, pos):
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        ctl.handle_event(pygame.event.Event(kind, pos=pos, button=1))


def _behind(make_ctl):
    """A controller, a free arrow, the pixel on its head that picks it, and the arrow
    that pixel shows once it has gone."""
    for i in sorted(make_ctl().board.free_arrows()):
        ctl = make_ctl()
        x, y, _z = ctl.camera.project(ctl.cell_point(ctl.board.arrows[i].head), *SIZE)
        pos = (int(x), int(y))
        p = ctl.pick(pos)
        if p is None or p.arrow != i:
            continue
        ctl.session.fire(i)
        after = ctl.pick(pos)
        if after is not None:
            return make_ctl(), i, pos, after.arrow
    raise AssertionError("no arrow with another behind its head")


def test_the_arrow_behind_a_tapped_one_lights_only_once_the_pointer_moves():
    """(Flat 3D has no arrow behind another: a face's arrow leaves the block's face.)"""
    from quiver.game.session import Session
    from quiver.generator import PuzzleSpec, generate
    from quiver.render3d.controller import BoardController

    spec = PuzzleSpec("3d", "cube", (5,), None, "easy", 3)

    def make_ctl():
        return BoardController(Session(generate(spec), hearts=3), SIZE)

    ctl, i, pos, j = _behind(make_ctl)
    ctl.handle_event(_motion(pos))
    assert ctl.hover == i
    _tap(ctl, pos)
    assert i not in ctl.board.alive
    for _ in range(40):  # it flies off; the pointer rests where it tapped
        ctl.update(1 / 20)
        ctl.refresh_hover()
        assert ctl.hover is None, f"arrow {ctl.hover} lit behind the one that flew"
    ctl.handle_event(_motion(pos))  # a motion event where it rests: still none
    assert ctl.hover is None
    moved = (pos[0] + 6, pos[1])
    ctl.handle_event(_motion(moved))  # the pointer moves: the hover is back
    seen = ctl.pick(moved)
    assert ctl.hover == (None if seen is None else seen.arrow)
    assert j in ctl.board.alive
