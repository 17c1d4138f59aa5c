"""A held arrow key glides the 2D board smoothly (s368, scenes/keypan2d.py), speeding up: the
same distance a second at 60 frames a second as at 8, in steps of one frame's worth (the
repeats each jumped three cells, up to three a frame: 115 px a frame at 8.6 frames a
second on a 40x50 Custom board at 1920x1080); a press still pans three cells at once; the
glide stops when the key comes up, or when its repeats stop coming."""

from __future__ import annotations

import itertools
import os

import pygame
import pytest
from app_helpers import easy_heart

from quiver.scenes import keypan2d
from quiver.scenes.keypan2d import GRACE, RAMP, STALL, TOP, KeyGlide, distance

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


def _held(glide: KeyGlide, fps: float, seconds: float, speed: float = 500.0) -> list[float]:
    """Each frame's move over `seconds` held at `fps`: a repeat every frame (as
    KeyRepeat gives one on a frame 0.04 s or more after the last), then the frame's step."""
    glide.press(pygame.K_DOWN, (0, -1))
    out, t = [], 0.35  # (the first repeat)
    for _ in range(round(seconds * fps) + 1):
        glide.held(pygame.K_DOWN, (0, -1), t)
        out.append(glide.step(t, speed)[1])
        t += 1 / fps
    return out


def test_the_glide_speeds_up_evenly_to_TOP_over_RAMP_seconds():
    assert distance(0.0) == 0.0 and distance(-1.0) == 0.0
    assert distance(RAMP) == pytest.approx(RAMP * (1 + TOP) / 2)  # (the mean of 1 and TOP)
    assert distance(RAMP + 1.0) - distance(RAMP) == pytest.approx(TOP)  # level after the ramp
    assert distance(0.01) == pytest.approx(0.01, rel=0.02)  # a short hold: the first speed


@pytest.mark.parametrize("fps", [8.6, 30, 60, 144])
def test_a_held_key_moves_the_same_distance_a_second_at_any_frame_rate_in_smooth_steps(fps):
    steps = _held(KeyGlide(), fps, 2.0)
    held = (len(steps) - 1) / fps
    assert sum(steps) == pytest.approx(-500.0 * distance(held))  # up the board, the ramp's distance
    assert steps[0] == 0.0  # (it starts where the first repeat found it)
    assert all(a >= b - 1e-9 for a, b in itertools.pairwise(steps[1:]))  # never slower
    assert all(abs(s) <= 500.0 * TOP / fps + 1e-9 for s in steps)  # one frame's worth at most
    assert abs(steps[1]) <= 500.0 * (1 + (TOP - 1) / (RAMP * fps)) / fps + 1e-9  # gentle at first


def test_a_stall_moves_no_more_than_STALL_seconds_worth():
    g = KeyGlide()
    g.held(pygame.K_RIGHT, (-1, 0), 1.0)
    g.held(pygame.K_RIGHT, (-1, 0), 3.0)  # (a frame two seconds late, a repeat in it)
    assert g.step(3.0, 100.0) == pytest.approx((-100.0 * distance(STALL), 0.0))  # the ramp waited too


def test_the_glide_stops_when_the_key_comes_up_or_its_repeats_stop():
    g = KeyGlide()
    g.held(pygame.K_UP, (0, 1), 1.0)
    g.let_go(pygame.K_LEFT)  # another key up: still gliding
    assert g.step(1.05, 100.0)[1] > 0
    g.let_go(pygame.K_UP)
    assert g.step(1.1, 100.0) == (0.0, 0.0)
    g.held(pygame.K_UP, (0, 1), 2.0)
    assert g.step(2.0 + GRACE / 2, 100.0)[1] > 0
    assert g.step(2.0 + GRACE * 1.5, 100.0) == (0.0, 0.0)  # no repeat since: the key went up unseen
    assert not g.gliding


def _play(size=(1920, 1080), dims=(40, 50)):
    from quiver.app import App
    from quiver.scenes.play2d import Play2DScene

    now = [100.0]
    app = App(size, window=False, sound=False, clock=lambda: now[0])
    play = Play2DScene(app.ports, easy_heart(dims), None)
    play.view.zoom_to(play.view.cell * 2, play.view.area_center())
    play.view_moved(zoomed=True)
    assert play.view.pannable
    return play, now


def _key(kind, k, repeat=False):
    return pygame.event.Event(kind, key=k, mod=0, unicode="", scancode=0, repeat=repeat)


def _hold_down(fps: float, seconds: float):
    """The 2D play scene: Down pressed, then held `seconds` at `fps` (a repeat each frame):
    (the press's move, each held frame's move, the move after the key came up) in px."""
    play, now = _play()
    view = play.view
    view.oy = view.area[1]  # (the board's top at the area's top: room to pan down)
    play.update(0.0)
    y0 = view.oy
    play.handle_event(_key(pygame.KEYDOWN, pygame.K_DOWN))
    pressed, steps = view.oy - y0, []
    now[0] += 0.35
    for _ in range(round(seconds * fps) + 1):
        y = view.oy
        play.handle_event(_key(pygame.KEYDOWN, pygame.K_DOWN, repeat=True))
        play.update(1 / fps)
        steps.append(view.oy - y)
        now[0] += 1 / fps
    play.handle_event(_key(pygame.KEYUP, pygame.K_DOWN))
    y = view.oy
    play.update(1 / fps)
    return play, pressed, steps, view.oy - y


def test_the_scene_glides_the_same_distance_at_8_and_60_frames_a_second_after_a_press_of_three_cells():
    slow_play, pressed, slow, after = _hold_down(8.0, 0.5)  # (half a second: room to glide)
    assert pressed == -3 * slow_play.view.cell  # a press: three cells at once, as before
    _, _, fast, _ = _hold_down(60.0, 0.5)
    px_s = keypan2d.speed(slow_play.view)
    far = px_s * distance(0.5)
    assert sum(slow) == pytest.approx(-far, abs=1) and sum(fast) == pytest.approx(-far, abs=1)
    assert max(abs(s) for s in slow) <= TOP * px_s / 8 + 1e-6  # no frame jumps more than its own time's worth
    assert max(abs(s) for s in fast) <= TOP * px_s / 60 + 1e-6
    assert after == 0.0  # the key up: it stops at once
