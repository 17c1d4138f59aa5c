"""What a screen drew, and where: the rectangles of its texts, widgets and cards.

Drawing costs nothing extra unless something listens: inside ``with recording() as
drawn:`` every `theme.text`, `draw.panel` (a card), `draw.pill` and widget notes its rect,
so a test (tests/test_layout.py) can check that nothing a player needs overlaps, is
clipped or leaves its card or the window, at every window size.

    with recording() as drawn:
        scene.draw(layer)
    problems(drawn, window_rect)   # [] when the layout is clean
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field

import pygame

TEXT, WIDGET, CARD = "text", "widget", "card"
CONTROL = "control"  # a card a press acts on (a level's tile, a shape's card): no layout rule of
# its own (it is a CARD too), only what a toast must keep off (tools/layout.py --toasts)
LABEL = "label"  # a text that names a control (Custom's "Mode" over its choices): no layout rule
# of its own (it is a TEXT too), but a toast keeps off it as off the control (s53: a queued
# toast stood over "Mode" at 640x480, where the menu's words may go under toasts)


@dataclass(frozen=True)
class Item:
    kind: str  # TEXT, WIDGET, CARD, CONTROL or LABEL
    rect: pygame.Rect
    label: str = ""
    # the height it was drawn at, uncut: a scrolled list clips `rect` to the rows it shows,
    # and a line cut to 4 px is not small print (tools/layout.py --small measures this)
    whole_h: int = field(default=0, compare=False)

    def __repr__(self) -> str:
        r = self.rect
        return f"{self.kind}({self.label!r} at {r.x},{r.y} {r.w}x{r.h})"


@dataclass
class Drawn:
    """The items noted while recording, in drawing order: what the recording's thread draws
    (not a warm-up's drawing off screen on a thread of its own: scenes/settings_warm.py)."""

    items: list[Item] = field(default_factory=list)
    thread: int = field(default_factory=threading.get_ident)

    def of(self, kind: str) -> list[Item]:
        return [i for i in self.items if i.kind == kind]


_listeners: list[Drawn] = []


@contextlib.contextmanager
def recording() -> Iterator[Drawn]:
    """Note every text, widget and card drawn inside the block."""
    drawn = Drawn()
    _listeners.append(drawn)
    try:
        yield drawn
    finally:
        _listeners.remove(drawn)


def listening() -> bool:
    """A recording of this thread's drawing is on."""
    return bool(_listeners) and _listeners[-1].thread == threading.get_ident()


_views: list[pygame.Rect] = []  # the scrolling areas drawn in now, the innermost last (`scrolling`)


@contextlib.contextmanager
def scrolling(view: pygame.Rect) -> Iterator[None]:
    """What is drawn inside the block lies in a scrolling area, `view`: only what shows of it
    counts (the home menu at a big "Size of menus" scrolls past the window's foot, s374)."""
    _views.append(pygame.Rect(view))
    try:
        yield
    finally:
        _views.pop()


def note(kind: str, rect, label: str = "", surface: pygame.Surface | None = None) -> None:
    """Called by the drawing helpers; nothing happens unless someone is recording. With
    `surface`, only the part inside its clip counts (a scrolled list shows part of a row),
    and inside `scrolling` only the part in its view."""
    if listening():
        r = whole = pygame.Rect(rect)
        if surface is not None and surface.get_clip() != surface.get_rect():  # a scrolled view
            r = r.clip(surface.get_clip())
        if _views:
            r = r.clip(_views[-1])
        if r.w > 0 and r.h > 0:
            _listeners[-1].items.append(Item(kind, r, label, whole.h))


def _overlap(a: pygame.Rect, b: pygame.Rect, slack: int) -> bool:
    c = a.clip(b)
    return c.w > slack and c.h > slack


def problems(drawn: Drawn, window: pygame.Rect, slack: int = 2) -> list[str]:
    """What is wrong with a drawn layout, one line each:

    * an item outside the window;
    * two texts, or two widgets, on top of each other;
    * a text across a widget's edge (a label must lie inside its button);
    * a text or widget across a card's edge (inside it or clear of it);
    * a text cut short with "..." (a code, a name, a label);
    * a chip's words (a card's only text) with under CHIP_ROOM pixels beside it (the HUD's title
      sat 4 px from its chip's edges at 800x600, and looked cramped).

    `slack` pixels of overlap are forgiven (anti-aliased edges, a font's leading)."""
    out = []
    items = drawn.items
    for it in items:
        if not window.contains(it.rect):
            out.append(f"{it} leaves the window {window.w}x{window.h}")
    texts, widgets, cards = drawn.of(TEXT), drawn.of(WIDGET), drawn.of(CARD)
    # a code or a name cut in the middle ("Building the puzzle..." is whole, and a long
    # folder shown from its end, "...quiver/settings.json", keeps what names the file)
    out += [f"{t} is cut short" for t in texts if "..." in t.label.strip(".").strip("\u2026")]
    for group in (texts, widgets):
        for k, a in enumerate(group):
            for b in group[k + 1 :]:
                if _overlap(a.rect, b.rect, slack) and a.rect != b.rect:
                    out.append(f"{a} overlaps {b}")
    for t in texts:
        for w in widgets:
            if _overlap(t.rect, w.rect, slack) and not w.rect.inflate(2 * slack, 2 * slack).contains(t.rect):
                out.append(f"{t} crosses the edge of {w}")
    for it in texts + widgets:
        for c in cards:
            inside = c.rect.inflate(2 * slack, 2 * slack).contains(it.rect)
            if _overlap(it.rect, c.rect, slack) and not inside and not it.rect.contains(c.rect):
                out.append(f"{it} crosses the edge of {c}")
    return out + _cramped(texts, cards)


CHIP_ROOM = 8  # the least room beside a chip's words


def _cramped(texts: list[Item], cards: list[Item]) -> list[str]:
    """Chips (cards holding one text and no other) whose words come within
    CHIP_ROOM pixels of their left or right edge."""
    out = []
    for c in cards:
        inside = [t for t in texts if c.rect.contains(t.rect)]
        if len(inside) != 1:
            continue
        t = inside[0].rect
        room = min(t.x - c.rect.x, c.rect.right - t.right)
        if room < CHIP_ROOM:
            out.append(f"{inside[0]} is cramped in {c} ({room} px beside it)")
    return out
