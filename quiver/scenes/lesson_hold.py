"""What a lesson (quiver/scenes/coach.py) keeps from firing, and what it says instead.

* A step about the view ("Drag to turn", "Scroll to zoom") lets no arrow fire: Tab or H
  then Enter (or a click that meant to drag) fired one, perhaps a blocked one that cost a
  heart, and the lesson still asked for a turn (stranger, s24). Nor does the pointer light
  arrows there (`fire_held` with no arrow: the 3D controller's `hover_off`), nor Tab.
* The bounce step ("This one is blocked. Tap it" in 2D and 3D, "Lower steps
  block it too. Tap it" in Flat) is shown, whatever was tapped first (s26: a player who
  cleared the blockers first never saw it, the step skipped for want of a blocked arrow):
  until it is done, an arrow whose flight would leave no arrow blocked waits, saying so,
  and a step's pointer shows another (`spared`); nor does the hover or Tab light it
  (`unlit`: s35, 2D's pointer lit the held blocker, inviting the tap it refused).
* Before the bounce step, a blocked arrow does not fire either: it says it is blocked
  (s83: the first board's step "Tap this arrow" took a heart for each blocked arrow
  tapped, hearts the lesson had not spoken of, and the bounce step then took another).
* After the bounce step, a step asking for a free arrow (2D's "Hold one to see its
  path") does not fire a blocked one either: held to look at its path, as the line
  asked, it fired as the player let go and cost a heart (stranger, s102).
* In the bounce step, H or the Hint button lit a free arrow, the opposite of what the
  bubble asked (stranger, s22). While a blocked arrow is left to tap, a hint asked for says
  what the step wants instead; the HUD's Hint press is kept from the play scene too, so its
  button does not stay pressed.
"""

from __future__ import annotations

from typing import Any

import pygame

from quiver.game.lessons import Anchor, Until, anchor_arrows, keeps_one_blocked
from quiver.input_pad import by_input

from .lesson_fold import folds_shown
from .playkeys import for_a_button_off

HINT = frozenset({"hint"})
HINT_ON_BOUNCE = "No hint here: tap the blocked arrow the pointer shows, and watch it bounce"
# what a view step says to a tap (or Enter) on an arrow: it does not fire
HOLD_FIRE = {
    Until.TURNED: "Turn it first: drag it, or use the arrow keys. Then tap arrows",
    Until.ZOOMED: "Zoom first: scroll or pinch, or + and -. Then tap arrows",
}
BOUNCE_FIRST = "Not that one yet: tap the blocked one first, and watch it bounce"
KEEP_BLOCKER = "Keep that one for now: the next step needs the arrows it blocks"
# a blocked arrow tapped before the bounce step: it would cost a heart the lesson has not
# spoken of yet (s83: a stranger tapping the first board's blocked arrows lost two hearts
# under "Tap this arrow: nothing is in its way", then the bounce step took a third)
BLOCKED_EARLY = "That one is blocked: an arrow is in its way. Tap the one the pointer shows"
# a blocked arrow let go of in a step asking for a free one after the bounce (2D's "Hold
# one to see its path"): held to look, as the line asked, it cost a heart (stranger s102)
BLOCKED_LOOK = "That one is blocked: its path runs into an arrow. A free one flies as you let go"
# what each says where the whole finds no room clear of the board or shape (toast_short.py:
# s167, in Flat 3D at 640x480 "Turn it first: ..." stood in six lines in a 200 px corner)
SHORT = {
    HOLD_FIRE[Until.TURNED]: "Turn it first, then tap",  # (the bubble says how)
    HOLD_FIRE[Until.ZOOMED]: "Zoom first, then tap",
    HINT_ON_BOUNCE: "No hint here: tap the blocked one",
    BOUNCE_FIRST: "Tap the blocked one first",
    KEEP_BLOCKER: "Keep that one for now",
    BLOCKED_EARLY: "Blocked: tap the one the pointer shows",
    BLOCKED_LOOK: "That one is blocked",
}


# after a pad's press, a line saying "tap" or "drag" in the pad's words (s172: "Turn it
# first: drag it, or use the arrow keys. Then tap arrows" to a player holding a pad, the
# bubble above it naming the D-pad; lesson_pad.PAD_LINES for the bubble's): (long, short)
PAD = {
    HOLD_FIRE[Until.TURNED]: (
        "Turn it first: hold the D-pad or a stick. Then fire arrows",
        "Turn it first, then fire",
    ),
    HOLD_FIRE[Until.ZOOMED]: ("Zoom first: press LT or RT. Then fire arrows", "Zoom first, then fire"),
    HINT_ON_BOUNCE: (
        "No hint here: fire the blocked arrow the pointer shows, and watch it bounce",
        "No hint here: fire the blocked one",
    ),
    BOUNCE_FIRST: (
        "Not that one yet: fire the blocked one first, and watch it bounce",
        "Fire the blocked one first",
    ),
    BLOCKED_EARLY: (
        "That one is blocked: an arrow is in its way. Fire the one the pointer shows",
        "Blocked: fire the one the pointer shows",
    ),
}


# after a keyboard's press the same, the keys' way to turn and zoom (s174: a keyboard's Tab
# in the 3D lesson was told "then tap", the mouse's word)
KEYS = {
    **PAD,
    HOLD_FIRE[Until.TURNED]: (
        "Turn it first: use the arrow keys. Then fire arrows",
        PAD[HOLD_FIRE[Until.TURNED]][1],
    ),
    HOLD_FIRE[Until.ZOOMED]: ("Zoom first: press + or -. Then fire arrows", PAD[HOLD_FIRE[Until.ZOOMED]][1]),
}


def say(coach: Any, text: str) -> None:
    """Toast `text`, one of this module's, with its short form (`SHORT`); after a pad's
    press in the pad's words (`PAD`), after a keyboard's in the keys' (`KEYS`). Said of
    the step shown: the next step takes it off (`unsay`)."""
    words = by_input(PAD, KEYS, {})
    said, short = words[text] if text in words else (text, SHORT.get(text))
    coach.held_said.say(coach.ports.feedback, said, short=short)


def unsay(coach: Any) -> None:
    """The step moved on: what was said of why a tap did not fire no longer holds (s284:
    "Turn it first: use the arrow keys. Then fire arrows" stood on after the player turned
    the block by dragging, over the next step's bubble)."""
    coach.held_said.unsay()


def fire_held(coach: Any, i: int | None = None) -> str | None:
    """Why a tap on arrow `i` does not fire in the lesson's step now (None: it fires).
    Without an arrow: whether the step lets any arrow fire (a view step's does not)."""
    if coach.done or coach.beat is not None or coach.play is None:
        return None
    until = coach.current.until
    if until in HOLD_FIRE:
        return HOLD_FIRE[until]
    board = coach.play.board
    if i is None or i not in board.alive:
        return None
    if not _bounce_ahead(coach):  # the bounce taught: a step asking for a free arrow ("Hold
        # one to see its path") keeps a blocked one held to look at from firing as let go
        asks_free = coach.current.anchor == Anchor.FREE and until == Until.LEFT
        return BLOCKED_LOOK if asks_free and not board.can_escape(i) else None
    if not board.can_escape(i):  # before the bounce step, a blocked tap is not yet taught
        return None if until == Until.BLOCKED else BLOCKED_EARLY
    if not anchor_arrows(board, Anchor.BLOCKED) or keeps_one_blocked(board, i):
        return None
    return BOUNCE_FIRST if until == Until.BLOCKED else KEEP_BLOCKER


def holds_pick(coach: Any, event: pygame.event.Event) -> bool:
    """Tab or Shift+Tab in a view step: it lights no arrow either (Enter would fire none)
    and says what the step asks instead. False for anything else."""
    if event.type != pygame.KEYDOWN or event.key != pygame.K_TAB:
        return False
    return coach.holds_fire()  # (it toasts what the step asks)


def unlit(coach: Any, i: int) -> bool:
    """The pointer and Tab do not light arrow `i`: the step would not fire it, and a lit
    arrow invites the tap (the step's own pointer shows only arrows it fires: `spared`)."""
    return coach is not None and fire_held(coach, i) is not None


def spared(coach: Any, arrows: list[int]) -> list[int]:
    """Of the arrows a step points at, those a tap fires (`fire_held`); all of them when
    none does. In the Flat fold step, of those, the ones whose fold shows (lesson_fold)."""
    kept = [i for i in arrows if fire_held(coach, i) is None]
    return folds_shown(getattr(coach, "play", None), coach.current.anchor, kept or arrows)


def _bounce_ahead(coach: Any) -> bool:
    """The bounce step is this step or one still to come on this board."""
    steps = coach.stages[coach.stage].steps
    return any(s.until == Until.BLOCKED for s in steps[coach.step :])


def holds_hint(coach: Any, event: pygame.event.Event) -> bool:
    """`event` asks for a hint (H, or a press or release on the Hint button) in a bounce
    step with a blocked arrow left: it is kept from the play scene, and a release or the
    key says what the step asks. False for anything else."""
    play = coach.play
    if play is None or coach.beat is not None or coach.current.until != Until.BLOCKED:
        return False
    if getattr(event, "button", 1) != 1 or not for_a_button_off(HINT, play.hud, event):
        return False  # (the left button only, as the HUD's)
    if not anchor_arrows(play.board, Anchor.BLOCKED):
        return False
    if event.type != pygame.MOUSEBUTTONDOWN:
        say(coach, HINT_ON_BOUNCE)
    return True
