"""What a play scene tells a player once: a special arrow met untaught (its first meeting),
and why the layers' count went up (rotating arrows, ADR 0007).

The top bar's "layers" (rounds of "tap every free arrow" still needed) can rise after a
clear: the arrows turned, and a way out one had is gone. The HUD marks each rise (its "+1":
render2d/hudrise.py); the first time a player meets one a toast says why, as a first
meeting does (ToastKind.LESSON: one at a time, its short form where the card finds no room;
none while lessons are off). Not in a lesson. A narrow bar whose layers' chip gave way
(640x480, 480x360) gets the same news in words that name no chip (at 640x480 "Layers
counts..." named a number no one could see; s388: then it waited, and a player there never
met it until the window grew). settings.json's seen_lessons keeps LAYERS_TIP once said:
said once in a save, not once a run.
"""

from __future__ import annotations

from typing import Any

from quiver.game.journey import ToastKind
from quiver.game.settings import LAYERS_TIP
from quiver.game.special_levels import first_meeting

from .legend_words import special_kinds
from .lesson_pad import said
from .toast_short import meeting_short

__all__ = ["TURNED", "meet", "turned_words", "watch"]

TURNED = "Layers counts the rounds of taps still needed."
ROUNDS = "The arrows turned: the board needs {more} of taps"  # (no layers chip shown)
ROUNDS_SHORT = "Arrows turned: {more} of taps"


def meet(play: Any) -> None:
    """A play scene opens: the special arrows on its board not taught yet (no lesson forced
    here, a lesson's own board aside), each said once, one at a time, in the words of the
    player's input (a pad's after its press: scenes/toast_lessons.py)."""
    if play.lesson_board:
        return
    for kind in play.midend.untaught(play.board.space.mode, special_kinds(play.board)):
        play.midend.say(said(first_meeting(kind)), ToastKind.LESSON, meeting_short(kind))


def turned_words(by: int, chip: bool = True) -> tuple[str, str]:
    """The layers' toast (whole, short) for a rise of `by`; `chip` False: for a bar that
    shows no layers chip, the rounds named without it."""
    if not chip:
        more = "one more round" if by == 1 else f"{by} more rounds"
        return ROUNDS.format(more=more), ROUNDS_SHORT.format(more=more)
    more = "one more layer" if by == 1 else f"{by} more layers"
    short = f"The arrows turned: {more}"
    return f"{short}. {TURNED}", short


def watch(play: Any) -> None:
    """A play scene's frame: the layers' count went up (the HUD marks it now), and the
    player was never told why."""
    rise, midend = play.hud.rise, play.midend
    if rise.age(play.clock()) is None or play.lesson_board or not midend.lessons:
        return
    seen = set(midend.settings.seen_lessons or ())
    if LAYERS_TIP in seen:
        return
    chip = any(c.label == "layers" for c in play.hud.top_bar(play.hud_info()).chips)
    midend.change_setting("seen_lessons", tuple(sorted(seen | {LAYERS_TIP})))
    long, short = turned_words(rise.by, chip)
    midend.say(long, ToastKind.LESSON, short)
