"""3D lock badges hold still as the camera turns (s352): a badge keeps last frame's spot
(its cell, its nudge off it, its size) while that still shows its arrow (its middle, or
lockspread3d.SLACK pixels back toward its cell) and lies off the badges held so, and one
shown keeps showing against a nearer one that was not. Placed afresh each frame, two
badges about as near, or two spots about as free, swapped as the view turned a degree:
on an XL cube with every special kind at 640x480, 227 jumps and 36 badges in and out
(their arrows' heads showing) over 90 frames of a degree each."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from gl_helpers import play_scene
from puzzle_codes import GV

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
from _badge_turns import changes, turn_record  # (bench/ is no package)

pygame = pytest.importorskip("pygame")


def test_an_ordinary_level_s_badges_hold_their_spots_over_a_slow_turn(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    code = f"3d-cube-5x5x5-40-hard-3-g{GV}-ml"
    held = turn_record(play_scene(code), 90, 1.0)
    afresh = turn_record(play_scene(code), 90, 1.0, held=False)
    assert all(spots for spots, _heads in held)
    moved, blinked, _frames = changes(held)
    assert moved <= 2 and blinked == 0, changes(held)  # (placed afresh: 13 jumps in 13 frames)
    assert changes(afresh)[0] > 5 * max(1, moved)


@pytest.mark.slow  # (an 18-cube of 1000 arrows: over a second to build, 180 placements)
@pytest.mark.parametrize(
    "code", [f"3d-cube-18x18x18-1000-medium-1-g{GV}-mltr", f"flat-cube-15x15x15-245-medium-1-g{GV}-mltr"]
)
def test_an_xl_cube_s_badges_hold_their_spots_over_a_slow_turn(monkeypatch, code):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    held = changes(turn_record(play_scene(code), 90, 1.0))
    afresh = changes(turn_record(play_scene(code), 90, 1.0, held=False))
    assert held[0] + held[1] < (afresh[0] + afresh[1]) / 2, (held, afresh)
    assert held[2] < afresh[2], (held, afresh)  # (fewer frames with any)
