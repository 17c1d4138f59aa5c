"""The keys of keyboard picking on a 3D or Flat-3D board (keypick3d.py holds what is lit
and where): Tab / Shift+Tab light the next or previous head, Enter / Space fire it; in a
lesson, Tab lights the arrow the bubble points at first. While the Flat lesson eases the view
round to a fold (lesson_fold.easing), what is lit stays lit through the turn, as through a
hint's (`hold_lit`; s387: Tab's head hid mid-turn, and Enter then lit another, firing none)."""

from __future__ import annotations

from typing import Any

import pygame

from .keypick2d import FIRE_KEYS, lesson_aimed, lesson_free
from .lesson_fold import easing

__all__ = ["find_one", "hold_lit", "key_pick"]


def hold_lit(scene: Any) -> None:
    """Each frame before the lit head is looked for again (KeyPick3D.update): while the
    lesson's own turn runs, the arrow lit is kept lit whether or not its head shows, and
    Enter fires it; placed where it shows once the turn ends. The player's turns are not
    the lesson's: a head they hide goes dark till the view rests."""
    keys = scene.keys
    if keys.lit is not None and keys.on and easing(getattr(scene, "coach", None), scene) is not None:
        keys.pinned = True


def key_pick(scene: Any, event: pygame.event.Event) -> bool:
    """Tab / Shift+Tab and Enter / Space on a 3D board; True when the key was used."""
    shift = bool(event.mod & pygame.KMOD_SHIFT)
    if event.key == pygame.K_TAB:
        if not _light_aimed(scene):
            scene.keys.step(-1 if shift else 1, lesson_free(scene))
        return True
    if event.key not in FIRE_KEYS:
        return False
    if not scene.keys.fire(shift):
        _light_first(scene)
    return True


def _light_first(scene: Any) -> None:
    """Enter or Space with nothing lit lights an arrow, as in 2D (stranger, s56: in 3D the
    keys that fire did nothing at all then, and nothing said Tab): the one under the
    pointer, else the one a lesson's bubble points at, else the first, as Tab does."""
    keys, ctl = scene.keys, scene.keys.ctl
    if ctl.hover is not None and ctl.hover in ctl.board.alive:
        head = keys.head(ctl.hover)
        if head is not None:
            keys._light(head)
            return
    if not _light_aimed(scene):
        keys.step(1, lesson_free(scene))


def _light_aimed(scene: Any) -> bool:
    """In a lesson, Tab with nothing lit (or the lit arrow flown) lights the arrow the
    bubble points at, where its head shows (as in 2D: the first Tab lit the first head in
    reading order, perhaps a blocked one)."""
    keys = scene.keys
    aimed = lesson_aimed(scene, keys.lit.arrow if keys.lit is not None and keys.on else keys.ctl.hover)
    if aimed is None:
        return False
    head = keys.head(aimed)
    if head is None and aimed == easing(scene.coach, scene):  # (its head turning into sight)
        keys.light_hint(aimed)
        return True
    if head is not None:
        keys._light(head)
    return head is not None


def find_one(scene: Any) -> bool:
    """The arrows chip clicked (render2d/hudfind.py, s379): the view turns to the next arrow
    left whose head does not show, after the one lit, as Tab turns where none shows (none
    spent: KeyPick3D._turn_to_one), and lights it; where every one shows, the next is lit,
    as by Tab. False where nothing was left to find (the board over)."""
    keys = scene.keys
    if scene.session.over or not scene.board.alive:
        return False
    only = lesson_free(scene)
    shown = {h.arrow for h in keys._heads()}
    hidden = (set(scene.board.alive) if only is None else only) - shown
    if hidden and keys._turn_to_one(1, hidden) is not None:
        return True
    return keys.step(1, only) is not None
