"""The home view's Continue (s212): the newest puzzle kept mid-way (game/kept_puzzle.py),
named on a button beside Play, one click or `K` away. A free puzzle kept as the window
closed was named nowhere: only its code, typed in Enter seed, opened it again. The
button shows while a puzzle is kept (Play narrows to leave it room); its line says which
("2D level 20", "3D daily Dec 5", "2D Heart": a free puzzle's mode and shape), in shorter
words where the button is narrow, a level's and a daily's mode kept (s222: at 800x600 a
Flat daily read "Daily Dec 1", and each mode's daily is kept apart). It opens the newest,
or the one before where Play already opens the newest (the mode's level). The puzzle's
slot (kept_puzzle.Slot) says which it is: its words are not split here."""

from __future__ import annotations

import weakref
from functools import partial
from typing import Any

from quiver.engine.spec import PuzzleSpec
from quiver.game.journey import FreePuzzle, PuzzleRequest
from quiver.game.kept_puzzle import KeptPuzzle, Slot, kept_quietly
from quiver.render2d import theme
from quiver.render2d.titleforms import short_day
from quiver.render2d.widgets import Button

from .modes import MODE_LABELS
from .picker import label

__all__ = ["fit_kept", "kept_button", "kept_name", "kept_names", "open_kept", "refresh_kept", "shows_kept"]

KEY = "K"
CLOSE = 0.85  # a line this much of its usual print reads as its row's (menu_home.CLOSE)
KEPT: weakref.WeakKeyDictionary[Any, KeptPuzzle] = weakref.WeakKeyDictionary()  # each menu's, as read
SHORT_MODES = {"flat": "Flat"}  # a mode's name where the line is cramped (the others are short)


def kept_button(scene) -> Button:
    return Button("Continue", partial(open_kept, scene), sub=KEY)


def kept_name(kept: KeptPuzzle, this_year: int) -> str:
    """Which puzzle, in a few words, its mode's name first: "Flat 3D daily Dec 1"."""
    return kept_names(kept, this_year)[0]


def kept_names(kept: KeptPuzzle, this_year: int) -> list[str]:
    """Which puzzle, longest first, then in shorter words for a narrow line ("Flat 3D
    daily Dec 1", "Flat daily Dec 1", "Flat Dec 1"). A level and a daily keep their mode
    (each mode's is kept apart: "Daily Dec 1" could be any of three); a free puzzle's shape
    may stand alone (one is kept). A daily of a year other than `this_year` (the game's
    day's, as the kept dailies are read by: s331, the UTC clock's was asked here) says its
    year."""
    slot = Slot.read(kept.where)
    if slot.named:
        mode, words = slot.mode, [f"level {slot.at}"] if slot.kind == "level" else _daily(slot, this_year)
    else:
        code = kept.code.split("-")
        if len(code) < 2:
            return [kept.code]
        mode, words = code[0], [label(code[1])]  # "2D Heart" (a free puzzle's mode and shape)
    long = MODE_LABELS.get(mode, mode)
    short = SHORT_MODES.get(mode, long)
    names = [f"{long} {words[0]}", *(f"{short} {w}" for w in words)]
    if not slot.named:
        names.append(words[0])  # (one free puzzle is kept: its shape alone says which)
    return list(dict.fromkeys(names))  # (2D's once: its name is short already)


def _daily(slot: Slot, this_year: int) -> list[str]:
    """A daily's words, then shorter: "daily Dec 1", "Dec 1" (a hand edit's day: "daily");
    another year's says its year: "daily Dec 31 2025" (s329)."""
    try:
        date = slot.day()
    except ValueError:
        return ["daily"]
    year = f" {date.year}" if date.year != this_year else ""
    return [f"daily {short_day(date)}{year}", f"{short_day(date)}{year}"]


def fit_kept(scene) -> None:
    """Continue's line: the longest name that prints near the button's usual line's size
    (at 480x360 "K · Flat 3D daily Dec 1" was 10-px print), its key before it where that
    fits too; the words that say what kind of puzzle it is go last ("Flat daily Dec 1"
    before "K · Flat Dec 1": K opens it all the same)."""
    kept, btn = KEPT.get(scene), scene.kept_btn
    if kept is None:
        return
    size = max(16, int(max(16, int(btn.rect.h * 0.46)) * 0.7))  # (Button.draw's line under its label)
    *names, bare = kept_names(kept, scene.midend.today().year)
    lines = [*(f"{KEY}  ·  {n}" for n in names), *names, f"{KEY}  ·  {bare}", bare]
    fits = (line for line in lines if theme.fit_size(line, size, btn.rect.w - 20, False, 10) >= CLOSE * size)
    btn.sub = next(fits, bare)


def shows_kept(scene) -> bool:
    """The home view shows Continue (a puzzle is kept)."""
    return scene.kept_btn in scene.home_order


def shown_kept(scene) -> KeptPuzzle | None:
    """The puzzle Continue opens: the newest kept, passing over the level Play opens as it
    stands (a free puzzle kept before that level was named nowhere); none where that level
    is all that is kept: Play goes on with it, and a stranger saw two buttons, "Play 2D ·
    level 2" and "Continue 2D level 2", and could not tell them apart (s234)."""
    midend = scene.midend  # (a daily not out yet, a level not unlocked yet: not offered)
    kept = kept_quietly(midend.today(), midend.progress.current_level)
    plays = str(Slot.level_of(scene.mode, scene.midend.progress.current_level(scene.mode)))
    return next((k for k in kept if k.where != plays), None)


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
    slot, journeys = Slot.read(kept.where), scene.journeys
    try:
        if slot.kind == "level":
            journeys.level(slot.mode, slot.level())
        elif slot.kind == "daily":
            journeys.daily(slot.mode, slot.day())
        else:
            journeys.open(PuzzleRequest(FreePuzzle(), PuzzleSpec.parse(kept.code)))
    except ValueError as e:  # (a hand-edited file: one line, no traceback)
        scene.error = f"The kept puzzle cannot be opened: {e}"
