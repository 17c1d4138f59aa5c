"""s326: after a resize the GL compositor draws whole frames, and the app keeps presenting,
until the window's back buffer has had the window's size for SETTLED presents in a row
(compositor.GLCompositor: Mesa's software GLX kept the old buffer, the menu cropped). On
a stand-in context: which presents are whole, and when settling ends or is given up."""

from __future__ import annotations

import pygame
import pytest

from quiver import compositor
from quiver.compositor import SENTINEL, SETTLE_MOST, SETTLED, GLCompositor, Painter


class Screen:
    def __init__(self, ctx: Ctx) -> None:
        self.ctx = ctx

    def use(self) -> None:
        pass

    def read_into(self, buffer: bytearray, viewport, components: int) -> None:
        if self.ctx.reaches.pop(0) if self.ctx.reaches else True:  # (else outside: left black)
            buffer[:] = bytes(SENTINEL)


class Ctx:
    """What GLCompositor.present asks of a moderngl context, with no layers to draw."""

    def __init__(self, reaches: list[bool]) -> None:
        self.screen = Screen(self)
        self.reaches = reaches  # per read of the corner: the back buffer reaches it (then: yes)
        self.viewport = (0, 0, 0, 0)
        self.scissor: tuple[int, int, int, int] | None = None
        self.clears: list[tuple[int, int, int, int] | None] = []  # the scissor of each clear

    def clear(self, *color: float) -> None:
        self.clears.append(self.scissor)

    def disable(self, flags: int) -> None:
        pass


def compositor_for(monkeypatch, reaches: list[bool], size=(640, 480), drawable=None) -> GLCompositor:
    monkeypatch.setattr(pygame.display, "flip", lambda: None)
    gl = GLCompositor.__new__(GLCompositor)  # (no program, no vertex array: nothing drawn here)
    gl.ctx, gl.pending, gl.full, gl.kept, gl.settle, gl._good = Ctx(reaches), [], True, True, 0, 0
    gl.size, gl.drawable = (0, 0), drawable or (lambda: gl.size)
    gl.resize(size)
    return gl


def wholes(gl: GLCompositor, n: int) -> list[bool]:
    """`n` presents each with one small changed rect: whether each drew the whole window."""
    out = []
    for _ in range(n):
        gl.pending.append(pygame.Rect(10, 10, 4, 4))
        before = len(gl.ctx.clears)
        gl.present([], {})
        out.append(None in gl.ctx.clears[before:])  # (a changed rect alone: its own scissor)
    return out


def test_a_resize_draws_whole_frames_till_the_buffer_has_its_size_twice(monkeypatch):
    gl = compositor_for(monkeypatch, [True] * 10)
    assert wholes(gl, 4) == [True] * SETTLED + [False] * (4 - SETTLED) and gl.settle == 0


def test_a_buffer_of_the_old_size_keeps_the_frames_whole(monkeypatch):
    # (Mesa under Xvfb: the first frame after the manager made the window fullscreen)
    gl = compositor_for(monkeypatch, [False, True, True])
    assert wholes(gl, 5) == [True, True, True, False, False]


def test_a_buffer_that_never_has_the_size_is_given_up(monkeypatch):
    # (SDL's offscreen window grown past the pbuffer it opened with)
    gl = compositor_for(monkeypatch, [False] * 99)
    assert wholes(gl, SETTLE_MOST + 2) == [True] * SETTLE_MOST + [False, False] and gl.settle == 0


def test_a_window_still_changing_size_is_not_settled(monkeypatch):
    sizes = [(600, 480), (640, 480), (640, 480), (640, 480)]
    gl = compositor_for(monkeypatch, [True] * 10, drawable=lambda: sizes.pop(0) if sizes else (640, 480))
    assert wholes(gl, 4) == [True, True, True, False]


def test_the_corner_checked_is_the_windows_far_corner(monkeypatch):
    gl = compositor_for(monkeypatch, [True] * 10, size=(320, 200))
    gl.present([], {})
    assert gl.ctx.clears[0] == (319, 199, 1, 1)


@pytest.mark.parametrize("settle", [0, 3])
def test_the_painter_presents_while_a_resize_settles(settle):
    class Stub:
        full, size, presented = False, (64, 48), 0

        def present(self, scenes, layers, capture=False):
            self.presented += 1

    stub = Stub()
    stub.settle = settle
    painter = Painter()
    painter.present([], (64, 48), stub, changed=False, capture=False)
    assert stub.presented == (1 if settle else 0)


def test_the_soft_compositor_never_settles():
    assert compositor.SoftCompositor().settle == 0
