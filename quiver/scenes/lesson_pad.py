"""The lesson's lines as a pad player plays (coach.py's bubble): after a pad's press a line
that says "tap", "drag" or "scroll" (a mouse's and a keyboard's ways) names the pad's
instead (s166: "Tap this arrow" to a player holding a pad). A pad lights an arrow with X
(RB), the one the bubble points at first, or with A when none is lit; A fires the lit one
(input_pad.BUTTON_KEYS: Tab and Enter); the D-pad or a stick turns a 3D view, LT / RT zoom.
After a keyboard's press a two-headed arrow's lines name Tab, Enter and Shift+Enter (s169:
they said only "tap near the end", and the keys were in the README alone), and the steps
that say "tap" or "hold" name Tab and Enter (s369)."""

from __future__ import annotations

from quiver.engine.modes import SpecialKind
from quiver.game.lessons import HEARTS_LOST
from quiver.game.special_levels import LESSON_TEXT, MEETING_TEXT, first_meeting
from quiver.input_pad import by_input

_FIRE = "A lights it, A again fires it"
PAD_LINES = {
    # 2D
    "Tap this arrow: nothing is in its way, so it flies off": (
        "A lights this arrow, A again fires it: nothing is in its way, so it flies off"
    ),
    "This one is blocked. Tap it: it bounces back and costs a heart": (
        f"This one is blocked. {_FIRE}: it bounces back and costs a heart"
    ),
    **{
        line: line.replace("tap a free arrow", "light a free arrow with X, then press A")
        for line in HEARTS_LOST
    },
    "Colours show where an arrow flies. Hold one to see its path": (
        "Colours show where an arrow flies. Light one with X to see its path"
    ),
    # a two-headed arrow's one-step lesson (special_levels.LESSON_TEXT): a pad lights each head
    "An arrow with two heads can leave by either end: tap near the end you want to fire.": (
        "An arrow with two heads can leave by either end: X lights each head in turn, A fires the lit one."
    ),
    # 3D
    "Drag, or hold an arrow key, to turn the shape": "Hold the D-pad or a stick to turn the shape",
    "Scroll, pinch or press + to zoom": "Press LT or RT to zoom",
    "Tip: an arrow pointing at you. Cross: pointing away. Tap a free one": (
        "Tip: an arrow pointing at you. Cross: pointing away. X lights a free one, A fires it"
    ),
    "This one is blocked. Tap it: it costs a heart. Lose all 3, you lose": (
        "This one is blocked. X lights it, A fires it: it costs a heart. Lose all 3, you lose"
    ),
    # Flat 3D
    "Drag, or hold an arrow key, to turn the block": "Hold the D-pad or a stick to turn the block",
    "Lower steps block it too. Tap it: it costs a heart. Lose all 3, you lose": (
        "Lower steps block it too. X lights it, A fires it: it costs a heart. Lose all 3, you lose"
    ),
}

# the toast of a special arrow met untaught (scenes/play.py): a pad's way, and its View for F1
PAD_MEETINGS = {SpecialKind.TWO_HEADED: "Two heads: it leaves by either end; X lights each head, A fires."}
for _kind, _text in MEETING_TEXT.items():
    PAD_LINES[first_meeting(_kind)] = f"{PAD_MEETINGS.get(_kind, _text)} View shows its lesson."


# after a keyboard's press: a two-headed arrow's lesson and its toast name the keys; and
# (s369) every step that says "tap" or "hold" one (a stranger who came in by Enter on Play
# read "Tap this arrow", pressed Right, and nothing lit: Tab was in How to play alone)
_TWO = SpecialKind.TWO_HEADED
_ENTER = "Enter fires it"
_KEYS_FIRE = f"Tab lights it, {_ENTER}"
KEY_LINES = {
    "Tap this arrow: nothing is in its way, so it flies off": (
        "Tab lights this arrow, Enter fires it: nothing is in its way, so it flies off"
    ),
    "This one is blocked. Tap it: it bounces back and costs a heart": (
        f"This one is blocked. {_KEYS_FIRE}: it bounces back and costs a heart"
    ),
    # (s371: "Now Tab lights a free arrow, Enter fires it" read as news, not as what to do)
    **{line: line.replace("tap a free arrow", "Tab to a free arrow and press Enter") for line in HEARTS_LOST},
    "Colours show where an arrow flies. Hold one to see its path": (
        "Colours show where an arrow flies. Light one with Tab to see its path"
    ),
    "Tip: an arrow pointing at you. Cross: pointing away. Tap a free one": (
        "Tip: an arrow pointing at you. Cross: pointing away. Tab lights a free one, Enter fires it"
    ),
    "This one is blocked. Tap it: it costs a heart. Lose all 3, you lose": (
        f"This one is blocked. {_KEYS_FIRE}: it costs a heart. Lose all 3, you lose"
    ),
    "Lower steps block it too. Tap it: it costs a heart. Lose all 3, you lose": (
        f"Lower steps block it too. {_KEYS_FIRE}: it costs a heart. Lose all 3, you lose"
    ),
    LESSON_TEXT[_TWO]: (
        "An arrow with two heads can leave by either end: Tab lights each head in turn, Enter fires"
        " the lit one (Shift+Enter: its other head)."
    ),
    first_meeting(_TWO): "Two heads: it leaves by either end; Tab lights each head, Enter fires."
    " F1 or ? shows its lesson.",
}


def words_now() -> str:
    """Whose words the lines are in now ("pad", "keys" or "mouse"): a bubble drawn in
    other words is drawn again (coach.Coach.key)."""
    return by_input("pad", "keys", "mouse")


def said(line: str) -> str:
    """A lesson step's `line` in the words of the player's input (the pad's after its press,
    the keys' after a keyboard's)."""
    return by_input(PAD_LINES, KEY_LINES, {}).get(line, line)
