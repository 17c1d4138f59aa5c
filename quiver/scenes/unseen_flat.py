"""Flat 3D: every arrow left lies on a face turned away from the eye (s376).

A stranger's first Flat-3D levels with the mouse (s376: the 3x3x3 cube's last arrow on its
bottom face, the stairs' last three under and behind the block) showed a bare grey block
and "1 left": nothing said where the arrows were, and the mouse's one way to find them was
Hint, which costs a star (the keyboard's Tab turns to one for nothing). Now, once the view
rests with no cell of an arrow left turned to the eye (by keypick3d's FACING: a face seen
edge-on, a sliver, is out of sight too), a toast says the arrows left are out of sight and
how to turn the block; said once, and again only after one has come into sight (a turn, a
restart). Each cell's facing is one cosine, no pick: a cell turned to the eye but hidden
behind a higher step counts as in sight, so nothing is said then (never a wrong word).
Not in a lesson (its bubble speaks there), nor under a card or once the board is over."""

from __future__ import annotations

import weakref
from typing import Any

import numpy as np

from quiver.engine.geometry import VEC3

from .keypick3d import FACING  # a face turned less than this (a cosine) to the eye: edge-on
from .keypick3d_look import view_key

_TOLD: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # play -> (view_key, said and unseen since)
_V = np.array(VEC3, dtype=np.float64)


def words(left: int) -> tuple[str, str]:
    """The toast (whole, short) for `left` arrows, none in sight."""
    which = "The last arrow is" if left == 1 else "The arrows left are"
    click = f", or click \u201c{left} left\u201d"  # (the chip turns to one: render2d/hudfind, s379)
    return f"{which} out of sight: drag to turn the block{click}", "Out of sight: drag to turn the block"


def in_sight(board: Any, eye: Any, least: float = FACING) -> bool:
    """Whether a cell of an arrow left on the Flat `board` is turned to `eye` (x, y, z) by a
    cosine of `least` (True with none left: nothing to look for)."""
    cells = [c for i in board.alive for c in board.arrows[i].cells]
    if not cells:
        return True
    coords = np.array([board.space.coord(c) for c in cells], dtype=np.float64)
    normals = _V[coords[:, 3].astype(int)]
    centres = coords[:, :3] + 0.5 + 0.5 * normals  # (flat_mesh.cell_centre)
    way = np.asarray(tuple(eye), dtype=np.float64) - centres
    cos = (normals * way).sum(axis=1) / np.maximum(np.linalg.norm(way, axis=1), 1e-9)
    return bool((cos >= least).any())


def watch(play: Any) -> None:
    """A Flat play scene's frame: the view at rest, no arrow left in sight, not said yet
    since one was: say so (`words`). Looked at once a view (keypick3d_look.view_key)."""
    ctl = getattr(play, "ctl", None)
    if ctl is None or play.board.mode != "flat" or play.lesson_board or play.session.over:
        return
    if play.stack.top is not play or ctl.input.busy or ctl.animator.active:
        return  # (a card over it, or the view or an arrow still moving)
    key, was = view_key(ctl), _TOLD.get(play)
    if was is not None and was[0] == key:
        return
    told = was is not None and was[1]
    w, h = ctl.size
    if in_sight(play.board, ctl.camera.eye(w / max(h, 1))):
        told = False
    elif not told:
        long, short = words(len(play.board.alive))
        play.feedback.toast(long, short=short)
        told = True
    _TOLD[play] = (key, told)
