"""A toast's card measured (quiver/scenes/toast.py): its lines and height at a print size,
and where a modal card's toasts go (the card scenes' toast_slots)."""

from __future__ import annotations

import functools
import itertools

import pygame

from quiver.game.journey import ToastKind
from quiver.render2d import theme
from quiver.render2d.draw import panel
from quiver.render2d.wordbreak import BREAK_AFTER, break_long_words
from quiver.render2d.wrapruns import breaks_between

# the prints below are at a pixel density of 1, grown with the window's (`dense`)
TEXT = 22  # a toast's print
SMALLER = (18, 16, 14)  # where the toasts up fit no place whole at TEXT (a 640x480 lesson): 18, the bubble's
# print; 14, the last: a path above the shape's middle in a 640x480 3D lesson (it waited at 16)
NARROWEST = 200  # a slot narrower than this takes no toast (`narrowest`)
MOST_LINES = 6  # a toast is cut after this many lines: in a slot, whole (a narrow one beside a board)
GAP = 12  # under a toast's card: to the slot's bottom, or to the card below (`between`)


FOOT = 4  # under a card risen out of a place at a page's foot: to the window's edge (its shadow fits)


def at_foot(slot: pygame.Rect, size, top) -> pygame.Rect:
    """`slot`, where it ends at the window's foot on a page (no play view: `top` has no HUD),
    reaching GAP - FOOT px below it: a card too tall for it, rising out of it, stands FOOT px
    over the window's edge, not GAP (s128: at 480x360 the Custom panel's place under its
    slider is 39 px tall; a warning's compact card rose 7 px over the slider's knob)."""
    if getattr(top, "hud", None) is not None or slot.bottom < size[1]:
        return slot
    return pygame.Rect(slot.x, slot.y, slot.w, slot.h + GAP - FOOT)


def bottom_for_cards_above(y: int) -> int:
    """The bottom of a place whose cards end 4 px over `y` (a card's edge, a title's foot):
    the gap under the lowest card stays GAP in every print (`between`), so the place
    reaches GAP - 4 px past `y`."""
    return y + GAP - 4


# -- where a modal card's toasts go (the card scenes' toast_slots) --------------------------
def under_card(size, card: pygame.Rect) -> pygame.Rect:
    """The strip of the window under a modal card: where its toasts go."""
    w, h = size
    return pygame.Rect(0, card.bottom, w, max(0, h - card.bottom))


def around_card(size, card: pygame.Rect) -> list[pygame.Rect]:
    """Where a modal card's toasts go, the first best: under it, above it (their cards end
    4 px over its edge: 640x480 leaves 72 px above a result card), left and right of it
    (a wide window). Two long toasts at 640x480 waited there for the card to close."""
    w, h = size
    above = pygame.Rect(0, 0, w, max(0, bottom_for_cards_above(card.top)))
    sides = [pygame.Rect(0, 0, card.x, h), pygame.Rect(card.right, 0, w - card.right, h)]
    return [under_card(size, card), above, *sides]


def over_title(size, below: int) -> list[pygame.Rect]:
    """What a modal card that fills the window's height lends its toasts where none fits
    around it (`Scene.toast_lent`): the window's width from its top down to `below`, the
    first thing under the card's title (a seed card and a daily's result card at
    640x480). `title_of` is what it hides least of (`Scene.toast_aims`)."""
    return [pygame.Rect(0, 0, size[0], max(0, bottom_for_cards_above(below)))]


def title_of(card: pygame.Rect, below: int) -> list[pygame.Rect]:
    """A modal card's title band, down to `below`: what its toasts hide least of."""
    return [pygame.Rect(card.x, card.y, card.w, max(0, below - card.y))]


def beside_words(
    size, card: pygame.Rect, title: pygame.Rect, head_bottom: int, foot: pygame.Rect
) -> list[pygame.Rect]:
    """Where a card that fills the window's height takes toasts (How to play, Settings):
    right of its `title` down to `head_bottom`, then `foot`, its footer left of its
    buttons, then the window beside the card (at 1600x600 three toasts lay over Settings'
    switches, the window bare either side), under it and above it; never over its words
    (a toast hid the colours' key). What fits in none waits."""
    head = pygame.Rect(title.right + 16, 0, card.right - 8 - title.right - 16, head_bottom)
    sides = (pygame.Rect(0, 0, card.x, size[1]), pygame.Rect(card.right, 0, size[0] - card.right, size[1]))
    clear = around_card(size, card)[:2]  # (under it, above it: s68, a short toast off it at 800x600)
    return [
        r for r in (head, foot.clip(pygame.Rect(0, 0, *size)), *sides, *clear) if r.w >= 400
    ]  # (not a column of words)


# -- the compact form (s47): where no place off a small window's controls holds the toasts
# whole in any print, they queue, one at a time where one fits, in this print in a tighter card
COMPACT = 14
COMPACT_LEAST = 13  # where a compact toast fits nowhere whole at COMPACT (s53: a path in three lines
# at 640x480 had no place on the Custom panel off its labels; in two lines at 13 px it has)


def dense(px: int) -> int:
    """`px` at the window's pixel density (theme.density, as theme.ui_scale grows the menus:
    s275, at density 2 in a small window a compact toast's 14 px stood 7 points tall)."""
    return round(px * theme.density())


def scale(size: int | None = None, compact: bool = False) -> float:
    """How much bigger than at 1x a card in print `size` (None: TEXT's, or COMPACT's,
    at the window's density) draws: as much as its print is bigger than TEXT (COMPACT in the
    `compact` form), never less. Its margins, dot and badge, the gap between two cards, the
    narrowest place it takes and the default place's width all follow it, so a card keeps
    room for words between its margins in every window and print (s280: at 3840x2160 the
    margins grew with the 59 px print to 225 px, the narrowest place with the density alone,
    200 px; at 2x a print stepped down for room kept margins twice 1x's)."""
    base = COMPACT if compact else TEXT
    return max(1.0, (size or dense(base)) / base)


def grown(px: int, size: int | None = None, compact: bool = False) -> int:
    """`px` at 1x as much bigger as a card in print `size` is (`scale`): at 2x twice in
    44 px, 1.43 times in a compact card's 20 px, 2.7 times in 3840x2160's 59 px; at 1x as
    ever, whatever the print."""
    k = scale(size, compact)
    return px if k <= 1 else round(px * k)


def narrowest(size: int | None = None, compact: bool = False, least: int = NARROWEST) -> int:
    """The narrowest place a card in print `size` takes: `least` at 1x (NARROWEST, or a
    scene's own `toast_narrowest`: a 3D view's corners at 640x480), `grown`. Its margins
    grow alike: what is left between them is 1x's as much bigger as the print is, room
    for a few words."""
    return grown(least, size, compact)


def between(size: int | None = None, compact: bool = False) -> int:
    """The gap between two stacked cards in print `size`: GAP, `grown`. The gap under the
    lowest, to its slot's bottom, stays GAP: the scenes' places are cut to it (`around_card`,
    `over_title`, `at_foot`; daily_board, area2d)."""
    return grown(GAP, size, compact)


def text_print() -> int:
    return dense(TEXT)


def smaller_prints() -> tuple[int, ...]:
    return tuple(dense(z) for z in SMALLER)


def compact_prints() -> tuple[int, ...]:
    """COMPACT and COMPACT_LEAST at the window's density, then each a step smaller down to
    today's pixels, where a page in a small window grew less than the density (Levels at
    960x720 on a 2x screen: 1.5 times, as 720 px high allows; in 28 px a queue's card found
    no place off its tiles)."""
    steps = [theme.density()]
    while steps[-1] * 0.85 > 1:
        steps.append(steps[-1] * 0.85)
    return tuple(sorted({round(z * k) for z in (COMPACT, COMPACT_LEAST) for k in (*steps, 1)}, reverse=True))


def queue_prints(settings=None) -> tuple[int, ...]:
    """A queue's prints (toast_stack._queued): `compact_prints`, led at a bigger "Size of
    menus" (theme.chosen) by COMPACT grown with it, each a step smaller, so that fewer show at
    once, the others waiting their turn (s380: at 200% three toasts queued over a scrolling
    Custom panel's title stood in 14 px under 60 px words); at Auto `compact_prints` alone."""
    first = compact_prints()
    grown = (round(first[0] * theme.chosen(settings) * 0.85**n) for n in range(6))
    return tuple(dict.fromkeys([*(z for z in grown if z > first[0]), *first]))


DOTS = {ToastKind.WARN: theme.DANGER, ToastKind.NOTICE: theme.ACCENT}  # a toast's dot; else good news's GOOD


def bigger(window, settings=None) -> tuple[int, ...]:
    """The prints that grow with the menus in a big window (theme.ui_scale, as the HUD and
    the cards), the biggest first, each a step smaller where it fits no free place whole,
    tried before TEXT (at 2560x1440 the toasts' 22 px stood small under letters drawn 1.8
    times as big; at 3840x2160 a cap at twice TEXT left them 44 px under menus drawn 2.7
    times as big)."""
    k = theme.ui_scale(window, settings)
    steps = (round(TEXT * k * 0.85**n) for n in range(8))  # (2560x1440: 40, 34, 29; 29 under the menu)
    return tuple(dict.fromkeys(z for z in steps if z >= text_print() + dense(4)))


def widest(window_w: int, size: int | None = None) -> int:
    """The text's width in the default place (no scene's place: the window's middle over its
    bottom bar): 980 px in TEXT, `grown` with the print in use (at 3840x2160 a fixed 980 px
    in 59 px print took a code in five lines), and the window's width less 80 px grown alike,
    its card's margins (`card_w`) and 8 px either side (s280: at 2x the window less 80 px
    left a card with 128 px of margins 24 px over either edge)."""
    return min(window_w - grown(80, size), grown(980, size))


def margin(px: int, size: int | None = None, compact: bool = False) -> int:
    """A card's margin of `px` at 1x in print `size`, `grown` as the print in use is (at
    3840x2160 59 px letters stood 13 px from the card's top, the dot as small as in TEXT)."""
    return grown(px, size, compact)


def card_h(lines: int, size: int | None = None, compact: bool = False) -> int:
    size = size or text_print()
    return (size + 2) * lines + margin(12 if compact else 26, size, compact)


def inner(width: int, compact: bool = False, size: int | None = None) -> int:
    """The text's width in a card in a place `width` wide (its margins, its dot, its edge)."""
    return width - margin(56 if compact else 84, size, compact)


def card_w(ink: int, compact: bool = False, size: int | None = None) -> int:
    """A card's width round text `ink` wide."""
    return ink + margin(36 if compact else 64, size, compact)


def centre(slot: pygame.Rect, bw: int, width: int, play_view: bool, size: int | None = None) -> int:
    """Where a card `bw` wide stands in `slot`: in its middle, or over a play view (a
    scene with a HUD), against the window's edge the slot touches, if one side only
    (beside a board, or over its corner, it keeps as far from it as it can)."""
    if not play_view:
        return slot.centerx
    edge = margin(10, size)  # (off the window's edge: as far as the print is big)
    if slot.x <= 0 < width - slot.right:
        return slot.x + bw // 2 + edge
    if slot.x > 0 and slot.right >= width:
        return slot.right - bw // 2 - edge
    return slot.centerx


BADGE_R = 9  # the radius of the badge that says how many toasts wait ("+2"), at density 1
BADGE_TEXT = 14  # its print, at density 1


def badge_r(size: int | None = None, compact: bool = False) -> int:
    """BADGE_R on a card in print `size`, `grown` (s277: at 2x a "+2" in 14 px stood 7
    points tall on a card in 44 px)."""
    return grown(BADGE_R, size, compact)


def badge_centre(card: pygame.Rect, size: int | None = None, compact: bool = False) -> tuple[int, int]:
    """Where the waiting badge of a card at `card` (in the window) stands: on its top right
    corner, in the card's margin, its edge 8 px over the card and 7 px right of it (whole on
    the card's surface: draw_card's room for its shadow), lowered only as far as keeps it
    whole in the window (at 480x360 a queue's card over Daily's title stood at the window's
    top: its "+2" was cut in half)."""
    r = badge_r(size, compact)
    return card.right + 7 - r, max(card.y - 8 + r, r)


def draw_card(
    msg: theme.Wrapped,
    size: int,
    kind: ToastKind,
    compact: bool,
    waiting: int,
    top: int | None = None,
    least: tuple[int, int] = (0, 0),
    words: bool = True,
) -> tuple:
    """A toast's card on a surface of its own with room for its shadow, and where the card
    lies on it: `msg` in print `size` with its dot (`DOTS`; red edge and dot: a warning); `waiting`
    > 0, a badge at its top right corner says how many more wait their turn ("+2"), lowered
    as `badge_centre` says for a card whose top stands `top` px down the window (None: far
    enough down for it to stand on the corner). No narrower
    nor lower than `least` (the bar place's: toast_bar.bar_card), its dot and words in its
    middle; not `words`: the card alone (toast_paint's fade in the bar place)."""
    bw, bh = card_w(msg.ink_width, compact, size), card_h(msg.lines, size, compact)
    dx, dy = max(0, least[0] - bw) // 2, max(0, least[1] - bh) // 2  # (the words in a wider card's middle)
    bw, bh = max(bw, least[0]), max(bh, least[1])
    card = pygame.Surface((bw + 20, bh + 20), pygame.SRCALPHA)
    card.fill((0, 0, 0, 0))
    r = pygame.Rect(10, 8, bw, bh)
    edge = theme.DANGER if kind == ToastKind.WARN else theme.PANEL_EDGE
    panel(card, r, min(margin(22, size, compact), bh // 2), fill=(255, 253, 249), edge=edge, shadow_dy=3)
    dot = DOTS.get(kind, theme.GOOD)
    pad, left = margin(6 if compact else 13, size, compact), margin(10 if compact else 24, size, compact)
    if not words:
        return card, r
    at_dot = (r.x + dx + left, r.y + dy + pad + (size + 2) // 2)
    pygame.draw.circle(card, dot, at_dot, margin(5 if compact else 6, size, compact))
    card.blit(msg.image, (r.x + dx + margin(20 if compact else 42, size, compact), r.y + dy + pad))
    if waiting:
        top = badge_r(size, compact) if top is None else top
        x, y = badge_centre(
            pygame.Rect(r.x, top, r.w, r.h), size, compact
        )  # (in the card's margin, off its text)
        at = (x, r.y + y - top)
        pygame.draw.circle(card, theme.ACCENT, at, badge_r(size, compact))
        theme.text(card, f"+{waiting}", grown(BADGE_TEXT, size, compact), (255, 255, 255), at, "center", True)
    return card, r


def room(lines: int = 2, size: int | None = None) -> int:
    """The height a toast of `lines` lines in print `size` takes at the bottom of a slot (its
    card, the gap under it, its shadow): what a modal card leaves free under it for its toasts."""
    return card_h(lines, size) + 16


def fit(slot: pygame.Rect, size: int | None = None) -> int:
    """The lines of a toast `slot` holds (at most MOST_LINES): a toast that fits no slot
    whole is shortened to this where it must be (a lesson's words above a narrow bar)."""
    size = size or text_print()
    return max(0, min(MOST_LINES, (slot.h - GAP - card_h(0, size)) // (size + 2)))


@functools.lru_cache(maxsize=1024)  # placed every frame a toast shows: each width a place is tried at
def wrap(text: str, width: int, most: int = MOST_LINES, size: int = TEXT) -> theme.Wrapped:
    """At most `most` lines (a very long word, a path, is cut across lines)."""
    return theme.wrap(text, size, theme.INK, width, size + 2, bold=True, most=most)


@functools.lru_cache(maxsize=1024)
def lines(text: str, width: int, size: int = TEXT) -> int:
    """The lines `text` takes whole at `width`; more than MOST_LINES where a place narrower
    than `narrowest`'s would cut a word (a 3D view's corners at 640x480: smaller print, s50)
    anywhere but after a path's or a file name's `/`, `-`, `_` or `.` (wordbreak.py: s136,
    "quiver-2026-" over "12-03-..." in a column beside a 480x360 lesson's arrows)."""
    if width <= 0:  # (a slot narrower than a card's margins: at 4K they grow with the print)
        return MOST_LINES + 1
    if width < inner(narrowest(size), size=size) and any(_cut(w, width, size) for w in text.split()):
        return MOST_LINES + 1
    return theme.wrap(text, size, theme.INK, width, size + 2, bold=True).lines


def _cut(word: str, width: int, size: int) -> bool:
    """Whether `word` is wider than `width` and breaks there other than at a break place
    (between two ideographs is one: s383, "猫.png" in a system font, measured as drawn)."""

    def measure(t: str) -> int:
        return theme.text_size(t, size, True)[0]

    if measure(word) <= width:
        return False
    pieces = break_long_words(word, width, measure, theme.font(size, True).size("\nW")[0]).split("\n")
    ends = "".join(BREAK_AFTER)
    return any(measure(p) > width for p in pieces) or any(
        p[-1:] not in ends and not breaks_between(p + q[:1], len(p)) for p, q in itertools.pairwise(pieces)
    )
