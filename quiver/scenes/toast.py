"""Toasts: short messages over whatever screen is open ("Screenshot saved to ...", "Copied", a save-file
warning). The window owns one `ToastLayer` and composites it above the scene stack while it has
something to say. A press on a toast is the toast's: it goes, and nothing under it is clicked (`takes`).
It is a layer, not a scene on the stack: it needs only the clock, the size and the scenes.

Where: in the places the scene on top offers (`Scene.toast_slots`), in smaller print where only that
shows them all whole, and only then also over what it lends (`Scene.toast_lent`: Settings' rows, Levels'
grid), never spilling out of them (quiver/scenes/toast_stack.py); over a board, on Levels and on the
cards (`Scene.toasts_apart`) a toast the first place cannot hold goes in one of its own; a toast with no
room off the controls (`Scene.toast_controls`) queues in a compact form, or waits its turn, its time
standing still (toast_stack._queued); placed, they stay while a place holds them (toast_stood.py), and
news of a screen under a card keeps off the card (toast_lent.withheld). When: news goes with the screen
it was shown over, lessons one at a time (toast_lessons.py); warnings and saved files' paths stay their
time (a path from a screen left, only where the next has room for it: `Scene.guest_slots`).

    feedback.toast("Copied the code"); feedback.toast(warning, kind=ToastKind.WARN, seconds=10)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from quiver.game.journey import ToastKind

from .base import Scene
from .layer_diff import changed, grab
from .toast_bar import bar_card, give_way, in_bar, offered, windowed
from .toast_cards import (
    GAP,
    MOST_LINES,
    NARROWEST,
    TEXT,
    around_card,
    beside_words,
    between,
    card_w,
    centre,
    inner,
    narrowest,
    room,
    text_print,
    under_card,
)
from .toast_cards import card_h as _card_h
from .toast_cards import fit as _fit
from .toast_cards import lines as _lines
from .toast_cards import wrap as _wrap
from .toast_carry import Carry, carried, held, remember
from .toast_glide import crossing_any
from .toast_grown import bar_grown
from .toast_hide import Group
from .toast_lent import lent as lent_to
from .toast_lessons import next_lesson, waits
from .toast_note import FADE, NEWS, OnTop, Toast
from .toast_paint import draw_cards
from .toast_placed import placed
from .toast_short import lengthened, shortened
from .toast_stack import placed_whole
from .toast_stood import Under, afresh

__all__ = [
    "GAP",
    "NARROWEST",
    "TEXT",
    "Toast",
    "ToastLayer",
    "around_card",
    "beside_words",
    "room",
    "under_card",
]

MAX_SHOWN = 3  # newest messages kept on screen at once


class ToastLayer(OnTop, Scene):
    overlay = True
    name = "toasts"

    def __init__(
        self,
        clock: Callable[[], float],
        size: tuple[int, int],
        top: Callable[[], Scene | None],
        scenes: Callable[[], Sequence[Scene]] | None = None,
    ) -> None:
        self.init_layer(size)
        self.clock = clock
        self._top = top  # the scene on top: where it wants toasts
        self._scenes = scenes  # the stack: news of a screen no longer on it goes
        self.toasts: list[Toast] = []
        self.later: list[Toast] = []  # lessons waiting for the one up to go (toast_lessons)
        self._drawn_key = None
        self._cards: list[pygame.Rect] = []  # where the cards were drawn last
        self._left: list[pygame.Rect] = []  # where cards moved from were drawn fading out (toast_glide)
        self._ghosts: list[pygame.Rect] = []  # ... those cards, less their shadows
        self._now = clock()
        self._most = MOST_LINES
        self._text = text_print()  # the toasts' print: smaller where they fit no place whole at TEXT
        self._compact = False  # the compact form (toast_cards.COMPACT): they queue, none over a control
        self._columns = False  # a card of MOST_LINES ranks as others (toast_try.tried: else it loses)
        self._turns = False  # over the 2D board: one placed apart may wait its turn (toast_bar.turns)
        self._bar_grown = False  # a lone toast at a bigger Size of menus: the whole bar place (toast_grown)
        self._memo: tuple | None = None  # what placed_whole placed, and from what
        self._lending = True  # False while placed_whole tries the scene's free places alone
        self._kept: list[pygame.Rect] | None = None  # what the scene keeps clear, for this placement
        self._guard = True  # its controls kept clear too (False: no placement off them held all)
        self._apart: dict[int, pygame.Rect] = {}  # where each toast placed apart stands (by its id)
        self._stood: tuple[tuple, list[Toast], Under] | None = None  # where the toasts shown were placed
        self._stood_in: tuple | None = None  # the try of toast_stack._placed_whole that placed them
        self._plan: tuple[tuple, list[Group]] | None = None  # this frame's
        self._hits: list[tuple[pygame.Rect, Toast]] = []  # each card drawn (less its shadow), its toast
        self._pressed = False  # a press a toast took: its release is the toast's too
        self._taken: list[Toast] = []  # the toasts a press took this frame (their cards still drawn)
        self._last: Carry | None = None  # how they were placed last (toast_carry)
        self._carry: Carry | None = None  # carried over a card opened over their screen
        self._view: bool | None = None  # centred as over a play view (None: as the top scene wants)

    def show(
        self,
        text: str,
        kind: ToastKind = ToastKind.INFO,
        seconds: float = 4.0,
        short: str | None = None,
        behind: bool = False,
    ) -> Toast:
        """News (INFO) belongs to the screen on top: it goes when that screen is left (a
        dead end's toast stayed over the next puzzle); a warning, or where a file was
        saved, stays its time. `short`: what it says where the whole text finds no room
        clear of the board or shape (toast_short.py). `behind`: said as the oldest up, so
        where they take turns the others go first (flow: a puzzle's kept words, after what
        its screen says as it opens: s367, at 480x360 "1 other file left" of a drop stood
        first and "Tap to look closer", what the next tap does, waited its turn)."""
        t = Toast(text, kind, seconds, self.clock(), self._top(), short)
        t.kept = behind  # (the bar place may take it over the counts: play_toasts._banner)
        if not waits(self, t):  # (a lesson while another is up waits its turn)
            kept = [x for x in self.toasts if not x.says(t.long)][-(MAX_SHOWN - 1) :]
            self.toasts = [t, *kept] if behind else [*kept, t]
            self._drawn_key = self._plan = None
        return t

    def withdraw(self, text: str) -> None:
        """Take a toast off before its time (what it said no longer holds), named in either form."""
        self._keep([t for t in self.toasts if not t.says(text)])

    def showing(self, text: str) -> bool:
        return any(t.says(text) for t in self.toasts)

    def _still_open(self) -> list[Toast]:
        """The toasts whose screen is still open (news of a screen left goes with it)."""
        if self._scenes is None:
            return self.toasts
        open_ = [id(s) for s in self._scenes()]
        keep = [t for t in self.toasts if t.owner is None or id(t.owner) in open_]
        top = self._top()
        most = getattr(top, "guest_slots", None)
        left = [
            t
            for t in keep
            if t.kind == ToastKind.SAVED and t.screen is not None and id(t.screen) not in open_
        ]
        if top is None or most is None or not left:
            return keep
        # a saved file's path from a screen left stays only where the screen on top has
        # room for it (the menu: under its buttons, never over its title)
        rooms = [r for r in windowed(top.toast_slots()[:most], self.size) if r.w >= self._narrowest()]
        return [t for t in keep if t not in left or any(self._held(s, [t]) for s in rooms)]

    def _keep(self, keep: list[Toast]) -> None:
        if len(keep) != len(self.toasts):
            self.toasts, self._drawn_key, self._plan = keep, None, None

    def takes(self, event: pygame.event.Event) -> bool:
        """True when `event` is a press on a toast's card, or that press's release: the
        toast goes, and the screen under it never sees either (a level tile under a toast
        lent the grid was clicked through it); or the pointer moving over a card, no
        button held (hovering a tile under it selected the tile, and the toast, kept off
        the tile in focus, jumped from under the pointer). A drag goes on under a toast.
        A press on a card a press took in this frame is its too: it was aimed at the
        card drawn (two taps on a toast in one frame tapped the board with the second)."""
        if event.type == pygame.MOUSEBUTTONUP and self._pressed:
            self._pressed = False
            return True
        pos = getattr(event, "pos", None)
        hit = next((t for r, t in self._hits if pos is not None and r.collidepoint(pos)), None)
        if hit is None or (hit not in self.toasts and hit not in self._taken):
            return False
        if event.type == pygame.MOUSEMOTION:
            return hit in self.toasts and not any(getattr(event, "buttons", ()))
        if event.type != pygame.MOUSEBUTTONDOWN or getattr(event, "button", 1) not in (1, 2, 3):
            return False
        self._pressed = True
        self._taken.append(hit)
        self._keep([t for t in self.toasts if t is not hit])
        return True

    def resize(self, size: tuple[int, int]) -> None:
        """A new size places the toasts afresh, as on their first frame: where they stood
        was a place of the old size (grown from 640x480 to 1280x800, a toast kept its
        narrow form where a wider place of the new size still held it, s245)."""
        super().resize(size)
        self._stood, self._apart, self._stood_in, self._plan = None, {}, None, None

    @property
    def active(self) -> bool:
        return bool(self.toasts)

    def texts(self) -> list[str]:
        return [t.text for t in self.toasts]

    def update(self, dt: float) -> None:
        # ages from the app's clock, not from dt (an idle loop clamps dt per frame); a
        # toast with no room on this screen waits, its time standing still
        now = self.clock()
        waited, self._now, self._plan = max(0.0, now - self._now), now, None  # placed afresh once a frame
        self._taken = []  # (the frame's events are done: its cards are drawn afresh)
        self._text, self._compact = text_print(), False  # (a guest's room is judged in the toasts' own print)
        self._keep(self._still_open())
        shown = self._shown()
        for t in self.toasts:  # (news queued behind news shown ages: no stale "Level 7 is locked")
            if t not in shown and not (self._compact and shown and t.kind in NEWS):
                t.born += waited
            t.age = max(0.0, now - t.born)
        give_way(self, [h for h in self._hits if h[1] in shown])  # (over a small bar's counts)
        self._keep([t for t in self.toasts if t.age < t.seconds])
        next_lesson(self, now)  # (the next lesson once the one up has gone)

    def animating(self) -> bool:
        """A toast fading out, or one moved fading from its old place (toast_glide)."""
        shown = self._shown()
        return any(t.seconds - t.age < FADE for t in shown) or bool(crossing_any(shown, self.clock()))

    def wake_at(self) -> float | None:
        """When the first toast shown begins to fade (the fade is animation), or when
        the scene on top lets toasts held still move (toast_carry.held)."""
        shown, top = self._shown(), self._top()
        times = [t.born + t.seconds - FADE for t in shown]
        until = top.toasts_held_until() if shown and top is not None else 0.0
        if self.clock() < until < math.inf:
            times.append(until)
        return min(times, default=None)

    def _shown(self) -> list[Toast]:
        return [t for _, shown in self._placement() for t in shown]

    def _placement(self) -> list[Group]:
        """_placed(), each toast it did not hold in a place of its own, in smaller print
        where only that shows all whole (toast_stack.placed_whole), kept for the frame
        unless the screen on top, the size or what it keeps clear changed (a lesson's
        bubble drawn after the update: placed again before the cards are drawn, never a
        frame over it); as they stood where a card opened over them holds them, or while
        the player moves the view under them (toast_carry)."""
        if not self.toasts:
            return []
        self._kept = None  # (asked again, once)
        mark = (id(self._top()), self.size, [tuple(r) for r in self._clear()])
        if self._plan is None or self._plan[0] != mark:
            lengthened(self)  # (a toast made short in another size: judged afresh)
            place = lambda: carried(self) or held(self) or placed_whole(self)
            self._plan = (mark, shortened(self, place(), lambda: afresh(self, place)))
            remember(self, self._plan[1])
        return self._plan[1]

    def _slots(self, least: int | None = None) -> list[pygame.Rect]:
        """Where the scene below wants toasts, the best first (the 2D board: the free middle
        of its bottom bar); [] for the default place. One under its `toast_narrowest` is left
        out (`_narrowest`), or one under `least` px where given."""
        top = self._top()
        if top is None:
            return []
        lent = lent_to(self) if self._lending else []  # (toast_stack: free places first)
        # (a queue's: over a title)
        last = top.toast_queue_places() if self._compact and self._lending else []
        least = self._narrowest() if least is None else least
        places = offered(self, [*top.toast_slots(), *lent, *last, *bar_grown(self)])  # (toast_bar)
        return [r for r in places if r.w >= least or in_bar(self, r)]  # (the bar's: area2d.BAR_NARROWEST)

    def _narrowest(self, size: int | None = None) -> int:
        """The narrowest place a card in print `size` (None: this placement's) goes in: the
        top scene's `toast_narrowest` at 1x (a 3D view's corners at 640x480; else NARROWEST),
        grown with the print (toast_cards.narrowest: at 3840x2160 a 2D board's 200 px held no
        word between a 59 px card's margins, 225 px)."""
        least = getattr(self._top(), "toast_narrowest", NARROWEST)
        return narrowest(size or self._text, self._compact, least)

    def _placed(self) -> tuple[pygame.Rect | None, list[Toast]]:
        """Which place the newest toasts go in, and those shown there (toast_placed.placed)."""
        return placed(self)

    def _hangs(self, slot: pygame.Rect, shown: list[Toast]) -> list[pygame.Rect]:
        """`slot`, and where it is taller than the cards, its top cut to them (there they
        hang from its top)."""
        h = self._stacked([self._h(self.lines_of(t.text, slot.w)) for t in shown])
        hang = slot.h > h and not in_bar(self, slot)  # (the bar's card stands on the chips' foot)
        return [slot, pygame.Rect(slot.x, slot.y, slot.w, h)] if hang else [slot]

    def _off(self, slot: pygame.Rect, shown: list[Toast], most: int = MOST_LINES) -> bool:
        """The cards of `shown` in `slot` (and their shadows) cover nothing the scene keeps clear."""
        clear = self._clear()
        if slot.inflate(4, 10).collidelist(clear) < 0:  # (most slots: no card there to weigh)
            return True
        return self.stack_of(slot, shown, most).inflate(4, 10).collidelist(clear) < 0

    def stack_of(self, slot: pygame.Rect, shown: list[Toast], most: int = MOST_LINES) -> pygame.Rect:
        """Where the cards of `shown` stand in `slot` (as toast_paint.draw_cards puts them:
        in the bar place no narrower nor lower than it asks, toast_bar.bar_card)."""
        wraps = [_wrap(t.text, self._inner(slot.w), most, self._text) for t in shown]
        least_w, least_h = bar_card(self, slot)
        w = max(least_w, card_w(max(m.ink_width for m in wraps), self._compact, self._text))
        h = self._stacked([max(least_h, self._h(m.lines)) for m in wraps])
        return pygame.Rect(self._centre(slot, w) - w // 2, slot.bottom - h, w, h - GAP)

    def _centre(self, slot: pygame.Rect, bw: int) -> int:
        """Where a card `bw` wide stands in `slot` (toast_cards.centre)."""
        view = self._view if self._view is not None else getattr(self._top(), "hud", None) is not None
        return centre(slot, bw, self.size[0], view, self._text)

    def _clear(self) -> list[pygame.Rect]:
        """What the scene on top keeps clear of toasts rising out of its slots (asked once
        a placement: a lesson's words are worked out afresh each time)."""
        if self._kept is None:
            top = self._top()
            controls = top.toast_controls() if top is not None and self._guard else []
            self._kept = [*top.toast_clear(), *controls] if top is not None else []
        return self._kept

    def _held(self, slot: pygame.Rect, toasts: list[Toast] | None = None, whole: bool = True) -> int:
        """How many of the newest `toasts` (all) stack inside `slot` (each card and the
        gap under it), each whole unless not `whole` (a narrow slot cut a path short)."""
        used = GAP - between(self._text, self._compact)  # (GAP under the lowest, `between` the others)
        toasts = self.toasts if toasts is None else toasts
        for n, t in enumerate(reversed(toasts)):
            lines = self.lines_of(t.text, slot.w)
            lines = lines if whole else min(lines, _fit(slot, self._text))
            used += self._h(lines) + between(self._text, self._compact)
            if used > slot.h or not 0 < lines <= MOST_LINES:
                return n
        return len(toasts)

    def _stacked(self, heights: list[int]) -> int:
        """The height cards of `heights` take stacked in a slot: GAP under the lowest, to the
        slot's bottom, `between` the others (toast_paint draws them so)."""
        return sum(heights) + GAP + between(self._text, self._compact) * max(0, len(heights) - 1)

    def _h(self, lines: int) -> int:
        """A card's height with `lines` lines, in this placement's print and form."""
        return _card_h(lines, self._text, self._compact)

    def _inner(self, width: int) -> int:
        """The text's width in a place `width` wide, in this placement's form."""
        return inner(width, self._compact, self._text)

    def lines_of(self, text: str, width: int) -> int:
        """The lines `text` takes on a card in a place `width` wide, in this placement's print and form."""
        return _lines(text, self._inner(width), self._text)

    def _key(self):
        where = (
            self.size,
            self._text,
            self._compact,
            *((None if s is None else tuple(s), len(g)) for s, g in self._placement()),
        )
        glides = crossing_any(self.toasts, self.clock())  # (a cross-fade's every step drawn)
        return tuple((t.text, t.kind, round(t.alpha, 2)) for t in self.toasts) + where + glides

    def layer_regions(self) -> list[pygame.Rect]:
        """Only the cards hold anything: the rest of the layer is never blended."""
        return self._cards + self._left

    def draw(self, surface: pygame.Surface):
        """Redraw the cards when anything shown changed; the changed rects are where the
        cards were and where they are (a new layer, or a resize: all of it)."""
        key = self._key()
        whole = self.take_full_redraw()
        if not whole and key == self._drawn_key:
            return []
        self._drawn_key = key
        old = self._cards + self._left
        if whole:
            surface.fill((0, 0, 0, 0))
        kept = [] if whole else grab(surface, old)  # (only the cards that changed are sent: layer_diff)
        for r in old:
            surface.fill((0, 0, 0, 0), r)
        self._hits, self._left, self._ghosts = [], [], []
        self._cards = draw_cards(self, surface)
        return True if whole else changed(surface, kept, old + self._cards + self._left)
