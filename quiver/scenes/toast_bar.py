"""The bar place: over a play view's top bar, between its hearts and its round buttons
(area2d.banner), where a toast stands for its few seconds when every place over the board
or shape hides what the player aims at (s190: first meetings; s195: news too, "Level 1:
clear the board..." after the 2D lesson lay over the bottom of the heart board's arrows at
640x480, a saved file's path and Copy's over arrows at 480x360). A toast stands there only
whole, in one or two lines of the toasts' own print (never the compact form, never cut:
s190 saw a path of three lines squeezed into the bar in 11 px at 800x600), its card as wide
as the place and as tall as the chips at least, so that no chip's edge peeks out beside it
(at 480x360 the title's "H" and the points' "0" did)."""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, Protocol

import pygame

from quiver.game.journey import ToastKind

from .area2d import BAR_COVER, banner
from .toast_hide import Group, note
from .toast_note import FADE, Toast

if TYPE_CHECKING:
    from .base import Scene


class Layer(Protocol):
    """What this reads of the toast layer (a protocol: no import of its owner)."""

    _compact: bool
    _turns: bool
    _text: int
    toasts: list[Toast]
    size: tuple[int, int]

    @property
    def top_scene(self) -> Scene | None: ...


def bar_of(layer: Layer) -> pygame.Rect | None:
    """The bar place of the play view on top (area2d.banner), None elsewhere."""
    top = layer.top_scene
    if getattr(top, "hud", None) is None or getattr(top, "session", None) is None:
        return None
    return banner(top)


def in_bar(layer: Layer, slot: pygame.Rect | None) -> bool:
    """`slot` lies in the bar place."""
    bar = bar_of(layer) if slot is not None else None
    return bar is not None and slot is not None and bar.contains(slot)


def offered(layer: Layer, slots: list[pygame.Rect]) -> list[pygame.Rect]:
    """`slots`, each cut to the window (`windowed`), less the bar place while the toasts are
    placed in the compact form (its tighter cards held a path of three lines in the bar: s190)."""
    bar = bar_of(layer) if layer._compact else None
    slots = windowed(slots, layer.size)
    slots = slots if bar is None else [s for s in slots if not bar.contains(s)]
    return one_print(layer, slots)


def one_print(layer: Layer, slots: list[pygame.Rect]) -> list[pygame.Rect]:
    """`slots`; where a note said in pages is the newest up (note_pages.print_of), in any
    print but the one its pages are all said in, each cut to a sliver that holds no card:
    the layer prints a toast in the biggest print a place holds it in, and each page was
    printed in its own (s401: at 480x360 "Looks like a photo:" in 16 px, the rest in 14),
    so the note did not read as one. Over the 2D board its place is the only one offered
    (closer_bar.bar_rooms), and a place offered that holds no card keeps the toasts from
    the default place too (toast_try.fell_back)."""
    from .note_pages import print_of

    one = print_of(layer)
    if one is None or (one == layer._text and not layer._compact):
        return slots
    return [pygame.Rect(s.x, s.bottom - 1, s.w, 1) for s in slots]


def windowed(places: list[pygame.Rect], size: tuple[int, int]) -> list[pygame.Rect]:
    """`places` a scene offers toasts, each cut to the window, none left that it does not
    reach into: a toast stood in a room running past the window's foot, drawn there, and
    aged unseen (s196: Settings' name warning, its field scrolled away; s198: any scene)."""
    window = pygame.Rect((0, 0), size)
    return [c for c in (window.clip(r) for r in places) if c.w > 0 and c.h > 0]


def bar_card(layer: Layer, slot: pygame.Rect | None) -> tuple[int, int]:
    """The least (width, height) of a card in `slot`: in the bar place its width, and the
    chips' height with their under-layer and a px over and under (area2d.BAR_COVER); (0, 0)
    elsewhere (a card as wide and tall as its words)."""
    if not in_bar(layer, slot):
        return 0, 0
    assert slot is not None
    return slot.w, layer.top_scene.hud.px(BAR_COVER)  # type: ignore[union-attr]


def turns(layer: Layer, groups: list[Group]) -> int:
    """How many toasts up `groups` leaves to wait their turn over the 2D board (toast_apart.
    placed_apart: each place left for them hid arrows): all it does not show where its first
    stands in the bar place, or anywhere while the layer lets them (`_turns`: only where no
    print shows them all off the arrows, toast_stack._placed_whole); else none. They wait
    whole, their time standing still (ToastLayer.update)."""
    slot, first = groups[0] if groups else (None, [])
    if not first or not getattr(layer.top_scene, "toasts_keep_off_aims", False):
        return 0  # (none shown: none's turn; over a 3D view they are placed as ever: toast_apart)
    if not in_bar(layer, slot) and not layer._turns:
        return 0
    return len(layer.toasts) - sum(len(shown) for _, shown in groups)


def under_bar(play, strips: list[pygame.Rect]) -> list[pygame.Rect]:
    """A 3D view's outline (play_toasts.outline) less what of it lies under the HUD's top
    bar: the shape is fitted between the bars (s191), its outline's padding reaches under it,
    where only the bar place's card goes (area2d.banner: s195, a first meeting's over the
    Flat cube at 640x480 went to a corner a word a line, 1-5 px of that padding under it).
    The same list while the outline stays (play_toasts.shape_aims is kept by identity)."""
    kept = getattr(play, "_strips_seen", None)
    if kept is None or kept[0] is not strips:
        top = play.hud.top_h
        below = [r.clip(r.x, top, r.w, r.h) if r.y < top else r for r in strips]
        kept = play._strips_seen = (strips, [r for r in below if r.h > 0])
    return kept[1]


_READ_IN: weakref.WeakKeyDictionary[Toast, tuple[int, int]] = weakref.WeakKeyDictionary()  # (give_way)
BAR_SECONDS = 2.5  # the most a toast stands in the bar place, over the board's title (news: 4 s)


def give_way(layer: Layer, hits: list[tuple[pygame.Rect, Toast]]) -> None:
    """A toast whose card in the bar place lay over the top bar's counts (area2d.banner: only
    where the title's room is too narrow, play_toasts._banner) fades as soon as one of those
    changes: a point scored, an arrow gone, the clock started. It hides no number the player
    has not seen (s322: at 640x480 one hid the points and the arrows left for its whole life).
    Any toast there stands BAR_SECONDS at most: it hides the board's title (s355: at 480x360
    "1 other file left" of two dropped pictures for 4 s), but for a first meeting
    (ToastKind.LESSON), whose words teach what a special arrow's mark means and are read
    once: those stand their whole time, as everywhere else; and a picture's note
    (toast_hide.note, s391: a dark photo's "Nearly all of the picture is dark, so it plays as
    a rectangle", twelve words, read as the player's own puzzle opens).) The counts are read
    again in a new window size, once it is drawn there (`_READ_IN`: s398, at 1280x800 the
    points are "score", at 640x480 "pts", and a note faded as the window grew)."""
    paged(layer)
    bar = bar_of(layer) if hits else None  # (every frame: the bar laid out only with a card up)
    if bar is None:
        return
    top = layer.top_scene
    counts = {c.label or "clock": c for c in top.hud.top_bar(top.hud_info()).chips}  # type: ignore[union-attr]
    for card, t in hits:
        if t.drawn is not None and tuple(t.drawn[2]) != tuple(layer.size):
            continue  # (last drawn in another size: `card` is where it stood there)
        if t.over_counts is not None and _READ_IN.get(t, layer.size) != layer.size:
            t.over_counts = None
        if t.over_counts is None:
            if bar.contains(card):  # (first seen there: the counts it lies over, and briefly over the title)
                t.over_counts = {k: c.value for k, c in counts.items() if c.rect.colliderect(card)}
                _READ_IN[t] = layer.size
                if t.kind != ToastKind.LESSON and not note(t):
                    t.seconds = min(t.seconds, t.age + BAR_SECONDS)
        elif any(k not in counts or counts[k].value != v for k, v in t.over_counts.items()):
            t.seconds = min(t.seconds, t.age + FADE)


def paged(layer: Layer) -> None:
    """A picture's note in the bar place over a 2D board said a page at a time (note_pages,
    s398: only its short form was said there, never its advice), placed afresh as its words
    change, before the frame is drawn (its first page too: no frame of the short form)."""
    top = layer.top_scene
    if not any(note(t) for t in layer.toasts) or bar_of(layer) is None:
        return
    from .closer_bar import note_fits  # (the 2D board's: no import of the play views here)
    from .note_pages import turn

    if turn(layer, note_fits(top)):
        afresh(layer)


def afresh(layer):
    """The toast layer places its toasts again before it draws them (ToastLayer._plan: kept
    for a frame, and a toast's words changed)."""
    layer._plan = None
