"""The home view's Continue (s212): the newest puzzle kept mid-way (game/kept_puzzle.py),
named on a button beside Play, one click or `K` away. A free puzzle kept as the window
closed was named nowhere: only its code, typed in Enter seed, opened it again. The
button shows while a puzzle is kept (Play narrows to leave it room); its line says which
("2D level 20", "3D daily Dec 5", "2D Heart": a free puzzle's mode and shape). It opens the
newest, or the one before where Play already opens the newest (the mode's level)."""

from __future__ import annotations

import datetime as _dt
import weakref
from functools import partial
from typing import Any

from quiver.engine.spec import PuzzleSpec
from quiver.game.journey import FreePuzzle, PuzzleRequest
from quiver.game.kept_puzzle import KeptPuzzle, kept_quietly
from quiver.render2d import theme
from quiver.render2d.widgets import Button

from .modes import MODE_LABELS
from .picker import label

__all__ = ["fit_kept", "kept_button", "kept_name", "open_kept", "refresh_kept", "shows_kept"]

KEY = "K"
CLOSE = 0.85  # a line this much of its usual print reads as its row's (menu_home.CLOSE)
KEPT: weakref.WeakKeyDictionary[Any, KeptPuzzle] = weakref.WeakKeyDictionary()  # each menu's, as read


def kept_button(scene) -> Button:
    return Button("Continue", partial(open_kept, scene), sub=KEY)


def kept_name(kept: KeptPuzzle, mode: bool = True) -> str:
    """Which puzzle, in a few words, its mode's name first (`mode` False: without it)."""
    kind, *rest = kept.where.split()
    if kind == "free" or len(rest) != 2:
        parts = kept.code.split("-")
        if len(parts) < 2:
            return kept.code
        first, what = parts[0], label(parts[1])  # "2D Heart" (a free puzzle's mode and shape)
    else:
        first, what = rest[0], f"level {rest[1]}" if kind == "level" else _daily(rest[1])
    return f"{MODE_LABELS.get(first, first)} {what}" if mode else what[:1].upper() + what[1:]


def _daily(day: str) -> str:
    try:
        date = _dt.date.fromisoformat(day)
    except ValueError:
        return "daily"
    return f"daily {date:%b} {date.day}"


def fit_kept(scene) -> None:
    """Continue's line: the name without its mode where the whole would print much smaller
    than the button's usual line (at 480x360 "K · Flat 3D daily Dec 1" was 10-px print)."""
    kept, btn = KEPT.get(scene), scene.kept_btn
    if kept is None:
        return
    size = max(16, int(max(16, int(btn.rect.h * 0.46)) * 0.7))  # (Button.draw's line under its label)
    whole = f"{KEY}  ·  {kept_name(kept)}"
    fits = theme.fit_size(whole, size, btn.rect.w - 20, False, 10) >= CLOSE * size
    btn.sub = whole if fits else f"{KEY}  ·  {kept_name(kept, mode=False)}"


def shows_kept(scene) -> bool:
    """The home view shows Continue (a puzzle is kept)."""
    return scene.kept_btn in scene.home_order


def shown_kept(scene) -> KeptPuzzle | None:
    """The puzzle Continue opens: the newest kept, passing over the level Play opens as it
    stands while another is kept (a free puzzle kept before that level was named nowhere)."""
    kept = kept_quietly()
    plays = f"level {scene.mode} {scene.midend.progress.current_level(scene.mode)}"
    return next((k for k in kept if k.where != plays), kept[0] if kept else None)


def refresh_kept(scene) -> None:
    """Read the kept puzzles again (the menu shown again, or its mode changed: one may
    have been kept or finished since): Continue shown with its name, or taken away; the
    focus stays on the control it was on."""
    kept = shown_kept(scene)
    order, btn = scene.home_order, scene.kept_btn
    focused = order[scene.focus] if not scene.custom and scene.focus < len(order) else None
    if kept is not None:
        KEPT[scene] = kept
        fit_kept(scene)
    else:
        KEPT.pop(scene, None)
    if (kept is not None) != (btn in order):
        if kept is not None:
            order.insert(order.index(scene.play_btn) + 1, btn)
        else:
            order.remove(btn)
        scene.layout()
    if focused is not None:
        scene.focus = order.index(focused) if focused in order else order.index(scene.play_btn)


def open_kept(scene) -> None:
    """Open the kept puzzle as its own way would (Levels, the daily's calendar, its code):
    it goes on where it was left (the play scene picks it up)."""
    kept = KEPT.get(scene)
    if kept is None or scene.custom:
        return
    scene.feedback.sound("click")
    kind, *rest = kept.where.split()
    journeys = scene.journeys
    try:
        if kind == "level":
            journeys.level(rest[0], int(rest[1]))
        elif kind == "daily":
            journeys.daily(rest[0], _dt.date.fromisoformat(rest[1]))
        else:
            journeys.open(PuzzleRequest(FreePuzzle(), PuzzleSpec.parse(kept.code)))
    except (ValueError, IndexError) as e:  # (a hand-edited file: one line, no traceback)
        scene.error = f"The kept puzzle cannot be opened: {e}"
