"""Key repeat made by the game, for the keys that should repeat while held (REPEAT_KEYS,
and a screen's own), and for the game pads' held sticks and D-pads (input_pad.PadKeys).

Apart from quiver.input, which reads one event into one action, because this is state
kept across frames: the key held, the screen it was pressed on, when its next repeat is
due. The app feeds it every event and dispatches the repeats it gives each frame.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from .input_pad import PadKeys, no_press_yet

# The keys that repeat while held: scrolling, moving a selection, panning and zooming a
# view, deleting text. Every other key (H for a hint, R, Enter, Esc...) acts once per press,
# however long it is held. (The 3D view turns on WASD from their held state, not repeats.)
REPEAT_KEYS = frozenset(
    (
        pygame.K_LEFT,
        pygame.K_RIGHT,
        pygame.K_UP,
        pygame.K_DOWN,
        pygame.K_PAGEUP,
        pygame.K_PAGEDOWN,
        pygame.K_EQUALS,
        pygame.K_PLUS,
        pygame.K_MINUS,
        pygame.K_KP_PLUS,
        pygame.K_KP_MINUS,
        pygame.K_BACKSPACE,
        pygame.K_DELETE,
    )
)
REPEAT_DELAY = 0.35  # seconds held before the first repeat
REPEAT_INTERVAL = 0.04  # seconds between repeats after that


def _repeats(event: pygame.event.Event, on: object) -> bool:
    """`event`'s key repeats while held on screen `on` (REPEAT_KEYS, or the screen's own)."""
    return event.key in REPEAT_KEYS or getattr(on, "repeats", lambda e: False)(event)


class KeyRepeat:
    """Key repeat for the keys that should repeat (REPEAT_KEYS), and only those.

    The window turns the platform's repeat off, so every KEYDOWN is a real press; this
    makes the repeats of a held scrolling key itself. Feed it every event (`see`), then
    ask `due(now, held)` each frame for the KEYDOWN copies to dispatch; `held(key)` says
    whether the key is really still down (a test's posted press is not held). `on`: the
    screen on top when the key went down, and now; a held key repeats only on its own
    screen (s71: Right held to turn the 3D view as the last arrow flew went on into the
    win card that opened by itself, and took its focus from Next level to Menu). That
    screen may name more keys that repeat on it (Scene.repeats: the on-screen keys' X).

    The game pads' keys go through here too (`from_pads`, input_pad.PadKeys): a stick or
    D-pad held is a held arrow key, repeated as the keyboard's is."""

    def __init__(self, delay: float = REPEAT_DELAY, interval: float = REPEAT_INTERVAL) -> None:
        self.delay, self.interval = delay, interval
        self.pads: PadKeys | None = None  # started by the first from_pads (the app's first frame)
        no_press_yet()  # (a new game: a text field opens for a pad only after a pad's press)
        self._key: pygame.event.Event | None = None
        self._next = 0.0
        self._on: object = None  # the screen the held key was pressed on

    @property
    def active(self) -> bool:
        return self._key is not None

    def see(self, event: pygame.event.Event, now: float, on: object = None) -> None:
        t = event.type
        if t == pygame.KEYDOWN:
            if getattr(event, "repeat", False):  # one of ours, coming back through dispatch
                return
            if _repeats(event, on):
                self._key, self._next, self._on = event, now + self.delay, on
            else:
                self._key = None
        elif t == pygame.KEYUP:
            if self._key is not None and event.key == self._key.key:
                self._key = None
        elif t in (pygame.WINDOWFOCUSLOST, pygame.WINDOWMINIMIZED, pygame.WINDOWHIDDEN):
            self._key = None

    def from_pads(
        self, events: Sequence[pygame.event.Event], in_field: bool = False
    ) -> list[pygame.event.Event]:
        """`events` with the game pads' swapped for the keys they mean (pads opened as they
        are plugged in, from the first call on); `in_field`: a text field on the screen on
        top has the focus (its keys are typing: input_heard.heard)."""
        if self.pads is None:
            self.pads = PadKeys()
        return self.pads.keys(events, in_field)

    def due(self, now: float, held, on: object = None) -> list[pygame.event.Event]:
        """The repeats due by `now` (at most a few per frame, so a stall never floods);
        `held(key)`: the keyboard holds it (a pad's hold is known here)."""
        key = self._key
        if key is None:
            return []
        pad = self.pads is not None and self.pads.held(key.key)
        if not (pad or held(key.key)) or on is not self._on or not _repeats(key, on):  # let go, another
            # screen on top, or one of its own keys it no longer repeats (the pad's keys put away)
            self._key = None
            return []
        out: list[pygame.event.Event] = []
        while now >= self._next and len(out) < 3:
            out.append(pygame.event.Event(pygame.KEYDOWN, {**key.dict, "repeat": True}))
            self._next += self.interval
        if now >= self._next:  # far behind (a stall): carry on from now
            self._next = now + self.interval
        return out
