"""Scenes and the scene stack (after Tuxemon's state machine).

A scene has `enter` / `exit` (pushed or popped), `pause` / `resume` (covered or
uncovered by another scene, window minimised), `handle_event` (returns the event when
it did not use it, None when it did), `update(dt)` and `draw(surface)`; the app also
calls `apply_settings`, `refresh`, `stop_work` and `shown_mode` on every scene. Every
hook is declared here, so the app calls them without probing. A scene sees the game
through narrow ports (below), bundled as `Ports` in its constructor, never the app:

* `SceneStack`: the scenes on screen (push, pop, replace, back to the menu, quit);
* `Feedback`: sound, toasts, the clipboard;
* `Journeys`: opening puzzles (flow.py turns the mid-end's steps into scenes);
* `Display`: what the window can draw (its OpenGL context) and whether time is real;
* the `Midend` itself (quiver/game/midend.py): settings, progress, the leaderboard.

The app implements the stack, the feedback and the display; a headless picture or a
test may too.

Drawing is layered: every scene owns a pygame Surface the size of the window (its
*layer*). `draw(layer)` paints into it and returns what changed: a list of rects,
``True`` for everything, or an empty list for nothing, so that the window only uploads
changed pixels. An opaque scene hides the scenes below it; an ``overlay`` scene has a
transparent layer and is composited over them.

A scene that renders with OpenGL itself (the 3D play scene) sets ``uses_gl = True``
and implements ``draw_gl(ctx)``: the app calls it into the window's framebuffer first,
then composites the scene's pygame layer (its HUD, drawn on a transparent surface) on
top. Such scenes are only started when the window has a GL context (``display.gl``).
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from quiver.game.journey import ToastKind
from quiver.input_pad import pad_last
from quiver.render2d import theme
from quiver.render2d.draw import vertical_gradient

if TYPE_CHECKING:  # pragma: no cover
    from quiver.engine.modes import SpecialKind
    from quiver.game.journey import Outcome, PuzzleRequest
    from quiver.game.midend import Midend
    from quiver.game.settings import Settings
    from quiver.game.worker import Job


def hover_state(widgets) -> tuple:
    """How some widgets look under the pointer (their ``hover`` / ``hover_index``):
    a mouse move needs a redraw only when this changes."""
    return tuple((getattr(w, "hover", None), getattr(w, "hover_index", None)) for w in widgets)


def settle_hover(widgets) -> None:
    """A scene back on top: the pointer's moves since went to the scenes above it, so
    each control is lit only if the pointer is on it now (playtest: back on the menu
    after a puzzle, Play was drawn hovered wherever the pointer was)."""
    pos = pointer_now()
    for w in widgets:
        if isinstance(getattr(w, "hover", None), bool):
            w.hover = pos is not None and w.rect.collidepoint(pos)
        if hasattr(w, "hover_index"):
            w.hover_index = -1


def pointer_now() -> tuple[int, int] | None:
    """Where the pointer is over the window now (None: it is not over the window)."""
    return pygame.mouse.get_pos() if pygame.mouse.get_focused() else None


def pointer_back(scene: Scene) -> None:
    """A board back on top (after Pause, or a card): the pointer's moves went to the card,
    so its position now is told to the board as a move, and the arrow under a resting
    pointer lights at once (it waited for the next move), unless the keyboard lit one."""
    pos = pointer_now()
    if pos is not None and getattr(getattr(scene, "keys", None), "lit", None) is None:
        scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def greyed_click(event: pygame.event.Event, button: Any) -> bool:
    """A click released on `button` while it is greyed: a greyed button takes no clicks
    of its own, and the screen says why instead (as Enter on it does)."""
    return (
        event.type == pygame.MOUSEBUTTONUP
        and not button.enabled
        and button.rect.collidepoint(getattr(event, "pos", (-1, -1)))
    )


def click_outside(event: pygame.event.Event, card: pygame.Rect) -> bool:
    """A left click pressed beside `card`: what closes a card. Not the wheel's own presses
    (SDL's legacy buttons 4 and 5 come with each notch: a turn beside How to play, to read
    on, closed it, s226), nor a right click (Esc on a card: input_back)."""
    down = event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1
    return down and not card.collidepoint(event.pos)


def page_frame(
    size: tuple[int, int], settings: Settings | None, grows: bool = False
) -> tuple[float, int, pygame.Rect]:
    """A full-window page's frame (Daily, Levels): its scale (the UI scale, held to the
    window's height with 800 px as 1, never under 0.6; a page that scrolls, `grows`, times a
    "Size of menus" above Auto: levels_layout.py), its side margin, and where its Back button
    sits (top right)."""
    w, h = size
    most = h / 800 * (max(1.0, theme.chosen(settings)) if grows else 1.0)
    s = max(0.6, min(theme.ui_scale(size, settings), most))
    left = max(16, int(56 * s * (0.5 if w < 900 else 1)))
    back = pygame.Rect(0, 0, max(100, int(130 * s)), max(40, int(54 * s)))
    back.topright = (w - left, int(24 * s))
    return s, left, back


def grown_letters(size: tuple[int, int], s: float) -> float:
    """A page's letters' scale for its frame's scale `s` (page_frame's, grows=True): Auto's,
    held to 1 at least (at 2560x1440 they kept 1280x800's letters in cards twice as big), times
    the step a bigger "Size of menus" makes over Auto (s389: under 1024x768 Daily's calendar and
    Levels' tiles kept Auto's letters at 200%)."""
    auto = page_frame(size, None)[0]
    return max(1.0, auto) * s / auto


def centred_block(top: int, bottom: int, most: int) -> tuple[int, int]:
    """(how far a page moves down, its cards' bottom) where the window is taller than its
    cards need (`most` pixels from `top`; Daily at 1024x1600 stood half empty): the cards
    no taller, the page (title, Back, cards) in the window's middle, as the menu's is."""
    spare = bottom - top - most
    return (spare // 2, bottom - spare // 2 - spare % 2) if spare > 0 else (0, bottom)


class Scene:
    overlay = False  # True: transparent layer drawn over the scene below
    guest_slots: int | None = None  # a toast from a screen left goes in only the first N slots (None: any)
    toasts_wait = False  # True: toasts that fit none of `toast_slots` wait (a card: not over its words)
    toasts_apart = False  # True: one the first slot cannot hold may go in another (slots free of words)
    lends_title = False  # True: `toast_lent` is its title: there the smallest print is tried first
    toasts_keep_off_aims = False  # True: `toast_aims` coming under a toast move it (the 2D board's arrows)
    uses_gl = False  # True: draw_gl(ctx) renders before the layer is composited
    right_back = False  # True: a menu or card: a right click is Esc, a middle one nothing (input_back)
    name = "scene"

    def __init__(self, ports: Ports) -> None:
        self.ports = ports
        self.stack = ports.stack
        self.feedback = ports.feedback
        self.journeys = ports.journeys
        self.midend = ports.midend
        self.clock = ports.midend.clock
        self.init_layer(ports.stack.size)

    def init_layer(self, size: tuple[int, int]) -> None:
        """The layer's state (a layer that is not a scene, the toasts, starts here)."""
        self.size = size
        self.full_redraw = True
        self._background: pygame.Surface | None = None

    def paint_background(self, surface: pygame.Surface) -> None:
        """The calm gradient behind full-screen scenes, made once per window size."""
        if self._background is None or self._background.get_size() != tuple(self.size):
            self._background = vertical_gradient(self.size, theme.BG_TOP, theme.BG_BOTTOM)
        surface.blit(self._background, (0, 0))

    # -- lifecycle ---------------------------------------------------------------------
    def enter(self) -> None:
        """Pushed onto the stack."""

    def exit(self) -> None:
        """Popped off the stack."""

    def pause(self) -> None:
        """Covered by another scene, or the window was minimised."""

    def resume(self) -> None:
        """Uncovered again."""

    def build_cancelled(self, code: object) -> None:
        """The player cancelled the build of `code` (Esc on the loading screen) and is
        back on this scene."""

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.full_redraw = True

    def apply_settings(self, settings: Settings) -> None:
        """The player changed a setting: follow it now (also while covered)."""

    def refresh(self) -> None:
        """Something outside the scene changed (F11's fullscreen setting): show it."""

    def shown_mode(self) -> str | None:
        """The mode this scene shows (a puzzle's, the menu's choice), None for none."""
        return None

    def back_by_right_click(self) -> bool:
        """A page (`right_back`): whether a right click goes back now, as Esc (the home
        menu: no, Esc asks to quit there)."""
        return self.right_back

    def come_to_rest(self) -> None:
        """A picture of the window is taken (F12): show the scene as it will rest, an
        animation that changes what it says done (the win card's score counted up)."""

    def stop_work(self) -> None:
        """The game is closing: stop any background work (a puzzle being built)."""

    def toast_slots(self) -> list[pygame.Rect]:
        """Where this scene wants toasts over it, the best first ([]: the default place,
        unless `toasts_wait`)."""
        return []

    def toast_clear(self) -> list[pygame.Rect]:
        """What a toast rising out of a slot must not cover (a lesson's words)."""
        return []

    def toast_aims(self) -> list[pygame.Rect]:
        """What toasts hide as little of as they can: of the slots that hold them, they go
        in the one that covers least of these (a board's arrows; [] for the first)."""
        return []

    def toast_controls(self) -> list[pygame.Rect]:
        """What a press acts on where toasts may go (a level's tile, a row's switch): kept
        clear like `toast_clear`, unless no place off them holds the toasts whole."""
        return []

    def toasts_held_until(self) -> float:
        """Until when (the app's clock) toasts stand where they are as the player moves
        the view (toast_carry.held: a drag pans the 2D board, the wheel zooms a 3D view;
        they move at most once, after); 0: not held, math.inf: till the hand lets go."""
        return 0.0

    def pointer_under_toast(self, pos: tuple[int, int]) -> None:
        """The pointer moved to `pos` over a toast, which took the motion (no hover through
        it): a view that zooms about the pointer zooms about it there all the same (s346)."""

    def toast_queue_places(self) -> list[pygame.Rect]:
        """Where a small window with no room off its controls takes one compact toast at a
        time, after `toast_lent` (the Custom panel at 640x480: over its title)."""
        return []

    def toast_lent(self) -> list[pygame.Rect]:
        """Where a page with no free room lends a part of itself to toasts, after
        `toast_slots` (a path whole at 640x480 fits no gap of Levels or Daily): its
        `toast_clear` stays clear there, its `toast_aims` are hidden least."""
        return []

    # -- per frame ---------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event):
        return event

    def update(self, dt: float) -> None:
        pass

    def layer_regions(self):
        """The rectangles of a transparent layer that may hold anything (None: all of it);
        only these are composited."""
        return

    def needs_frame(self) -> bool:
        """A GL scene: True when its picture must be drawn and presented this frame."""
        return self.animating()

    def animating(self) -> bool:
        """True while the scene needs frames without input (animations, a pulsing hint)."""
        return False

    def repeats(self, event: pygame.event.Event) -> bool:
        """A KEYDOWN beyond input_repeat.REPEAT_KEYS that repeats while held on this screen (the
        on-screen keys' X deletes on: onscreen_keys.repeats)."""
        return False

    def wake_at(self) -> float | None:
        """The clock time of the next change the scene shows without input while it is
        not animating (a caret's blink): the idle loop (quiver/idle.py) wakes then, else
        it sleeps until an event, a second at most. None: no such change."""
        return None

    def draw(self, surface: pygame.Surface):
        """Paint the layer; return changed rects, True (all) or [] (nothing)."""
        return []

    def draw_gl(self, ctx: Any) -> None:  # pragma: no cover - 3D scenes
        """A GL scene: render into the window's framebuffer (`ctx`, a moderngl context)."""

    def close(self) -> None:
        """Leave this page (a click): pop it when it is still the top scene, so a second
        Esc or Back in the same frame closes nothing below it."""
        self.feedback.sound("click")
        if self.stack.top is self:
            self.stack.pop()

    def card_buttons_event(self, buttons: Sequence[Any], event: pygame.event.Event) -> bool:
        """Hand `event` to a card's buttons; True when it is used up: a button took it, or
        a pointer move (which redraws only when a button's look changed)."""
        hovered = hover_state(buttons)
        for b in buttons:
            if b.handle(event):
                self.full_redraw = True
                return True
        if event.type == pygame.MOUSEMOTION:
            if hover_state(buttons) != hovered:
                self.full_redraw = True
            return True
        return False

    def take_full_redraw(self) -> bool:
        """Whether to draw it all: asked for, or the player's input has changed since (a pad's
        press after a key's: its key chips name the pad's buttons now, input_pad.pad_named)."""
        pad = pad_last()
        f = self.full_redraw or pad != getattr(self, "_drawn_pad", pad)
        self.full_redraw, self._drawn_pad = False, pad
        return f


# -- the ports ----------------------------------------------------------------------------
class SceneStack(Protocol):
    @property
    def size(self) -> tuple[int, int]: ...
    @property
    def top(self) -> Scene | None: ...
    @property
    def scenes(self) -> Sequence[Scene]: ...  # bottom first
    def push(self, scene: Scene) -> None: ...
    def pop(self) -> Scene | None: ...
    def replace(self, scene: Scene) -> None: ...
    def to_menu(self) -> None: ...
    def quit(self, code: int = 0) -> None: ...


class Feedback(Protocol):
    def sound(self, name: str) -> None: ...
    def toast(
        self,
        text: str,
        kind: ToastKind = ToastKind.INFO,
        seconds: float | None = None,
        short: str | None = None,
        behind: bool = False,
    ) -> None: ...  # short: said where the whole text finds no room (toast_short.py); behind: after those up
    def withdraw(self, text: str) -> None: ...  # a toast of a screen now left
    def showing(self, text: str) -> bool: ...  # a toast says it now (or waits its turn to)
    def copy_to_clipboard(self, text: str, what: str = "it", shown: bool = False) -> bool: ...
    def set_volume(self, volume: float) -> None: ...  # a preview while a slider moves
    def audio_note(self) -> str: ...


class Display(Protocol):
    @property
    def gl(self) -> Any: ...  # the window's moderngl context, or None
    @property
    def gl_error(self) -> str | None: ...
    @property
    def realtime(self) -> bool: ...  # False: tests and pictures (build at once, no waits)


class Journeys(Protocol):
    """Opening puzzles (flow.py)."""

    def open(self, request: PuzzleRequest, job: Job | None = None) -> None: ...
    def built(self, request: PuzzleRequest, job: Job) -> None: ...
    def daily(self, mode: str = "2d", day: _dt.date | None = None) -> None: ...
    def level(self, mode: str, level: int | None = None) -> None: ...
    def lesson(
        self, mode: str, then: Callable[[], None] | None = None, kind: SpecialKind | None = None
    ) -> None: ...
    def special_lessons(self, mode: str, kinds: list[SpecialKind], request: PuzzleRequest) -> None: ...
    def next(self, request: PuzzleRequest, outcome: Outcome | None = None) -> None: ...
    def open_settings(self) -> None: ...
    def say_when_open(self, text: str, short: str | None = None) -> None: ...


@dataclass(frozen=True)
class Ports:
    """Everything a scene may use, each part narrow."""

    stack: SceneStack
    feedback: Feedback
    journeys: Journeys
    display: Display
    midend: Midend

    @property
    def clock(self) -> Callable[[], float]:
        return self.midend.clock
