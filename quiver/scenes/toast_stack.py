"""Where the toasts one place cannot hold go (quiver/scenes/toast.py): each in a place of
its own, the newest first, off the cards already placed and what the screen keeps clear,
hiding least of what it keeps in sight (stranger round: in a 640x480 lesson the older of
two long toasts waited, its time standing still, while a place beside the first was free)."""

from __future__ import annotations

import pygame

from quiver.game.journey import ToastKind
from quiver.render2d.theme import chosen

from .toast_apart import placed_apart
from .toast_bar import turns
from .toast_cards import (
    bigger,
    compact_prints,
    queue_prints,
    smaller_prints,
    text_print,
)
from .toast_grown import in_bar_grown
from .toast_hide import (
    HEAVY,
    MIN_WORDS,
    Group,
    aims_key,
    aims_of,
    cards_of,
    hidden_by,
    small_aims,
    stayed,
    words_in,
)
from .toast_last import shown_anyway
from .toast_layer import ToastLayer, top_settings
from .toast_lent import lent
from .toast_stood import aims_kept, turning_box
from .toast_try import fell_back, guarded, start_from, tried, try_of, whole
from .toast_words import denser


def placed_whole(layer: ToastLayer) -> list[Group]:
    """_placed_whole, kept while the toasts and what each says (toast_short: a short form),
    the scene's places, what it keeps clear and its aims stay as they were (the layer places
    its toasts afresh each frame: trying places apart, in three prints, cost 3-5 ms a frame
    in a 640x480 lesson); through a turn of a 3D view, while the shape's box on screen
    stays within a few px (toast_stood.aims_kept)."""
    aims = aims_key(layer)
    guarded(layer, True)  # (the key reads the scene's controls too, and its places
    layer._compact = False  # as the first tries see them: a queue's are added after)
    rects = (tuple(map(tuple, layer._slots())), tuple(map(tuple, layer._clear())))
    toasts = tuple((id(t), t.text) for t in layer.toasts)
    key = (id(layer.top_scene), layer.size, toasts, _stood(layer), rects)
    box = turning_box(layer)
    if layer._memo is None or layer._memo[0] != key or not aims_kept(layer._memo[1], aims, box):
        groups = _settled(layer)
        stood_in = layer._stood_in  # (the try that placed them: where they stand is its)
        layer._lending = True  # (the scene's places, as the key reads them)
        placed = (
            groups,
            layer._most,
            layer._text,
            layer._compact,
            layer._stood,
            layer._guard,
            stood_in,
            layer._turns,
            layer._bar_grown,
        )
        key = (*key[:3], _stood(layer), rects)  # (where they settled: the next frame starts there)
        layer._memo = (key, (aims, box), placed)
    memo = layer._memo[2]
    groups, layer._most, layer._text, layer._compact, layer._stood, guard, layer._stood_in = memo[:7]
    layer._turns, layer._bar_grown = memo[7:]
    guarded(layer, guard)
    return groups


def _stood(layer: ToastLayer) -> tuple | None:
    """Where the toasts stand and which they are (what a placement starts from)."""
    return layer._stood and (layer._stood[0], tuple(map(id, layer._stood[1])))


SETTLE = 3  # placements a frame at most, each from where the last put the toasts


def _settled(layer: ToastLayer) -> list[Group]:
    """`_placed_whole`, placed again from where it put the toasts until that stays put:
    a placement starts from where they stood (`toast_try.start_from`), so one that moved them places
    them again on the next frame, and may move them again. A 480x360 lesson begun from
    the menu placed a toast from its place on the menu, in the compact form, then on the
    board's second frame 30 px higher in TEXT (s237: tests/test_s237_toast_jumps.py)."""
    for _ in range(SETTLE):
        was = _stood(layer), dict(layer._apart), layer._stood_in
        layer._lending, layer._compact = True, False  # (each placement from the same tries)
        guarded(layer, True)
        groups = _placed_whole(layer)
        layer._stood_in = try_of(layer)  # (as the next frame starts from: placed_whole)
        if (_stood(layer), layer._apart, layer._stood_in) == was:
            break
    return groups


def _placed_whole(layer: ToastLayer) -> list[Group]:
    """The toasts placed (ToastLayer._placed, then placed_apart) in the scene's free
    places, in their print, TEXT, else in the first smaller print that shows all of them
    whole (a path and a code in a 640x480 lesson: the path waited, no two places beside
    its words held both at 22 px; the menu and the cards at 640x480 too); only then also
    over what the scene lends (`Scene.toast_lent`), in the same order of prints (at 22 px
    over a result card's title, where 16 px held it above the card), the smallest first
    over a card's title (`Scene.lends_title`: 22 px covered all of Enter seed's); else in TEXT.
    Its controls (`Scene.toast_controls`: a tile, a switch) stay clear in every try (1920x1080:
    a toast lent Settings' rows lay over Hearts, three lent Levels' grid over its tiles);
    where none shows them all whole, they queue (`_queued`); only where not even one fits
    off them do they go over them (no screen at 640x480 and up, tools/layout.py --toasts),
    queued in the compact form too (at 480x360 over Levels' tiles in TEXT a warning was
    cut to one line)."""
    start = layer._stood, layer._apart, layer._stood_in  # (the try they stood in: from there)
    lends = _lends(layer)  # (asked once: the top scene's lent places and the toasts up stay put here)
    layer._compact, layer._turns, layer._bar_grown = False, False, False
    kept = _kept_smaller(layer, start)
    if kept is not None:
        return kept
    # over the 2D board, where no print shows them all off its arrows, the older wait their turn
    for turns_ok in (False, True)[: 1 + bool(getattr(layer.top_scene, "toasts_keep_off_aims", False))]:
        layer._turns = turns_ok
        found = _in_prints(layer, start, lends)
        if found is not None:
            return found
    queue = _queued(layer, start)
    if queue is not None:
        return queue
    if getattr(layer.top_scene, "toasts_never_over_controls", False):  # (a scrolling page: they wait)
        layer._compact = False
        return [(None, [])]
    guarded(layer, False)  # (no place at all off the controls: over them, the last resort)
    layer._text, layer._compact = compact_prints()[0], True  # (placed again, in the compact form)

    def again() -> list[Group]:
        start_from(layer, start)
        return placed_apart(layer, layer._placed())

    return shown_anyway(layer, again(), again)  # (none shown over a play view: toast_last)


def _in_prints(layer: ToastLayer, start: tuple, lends: bool) -> list[Group] | None:
    """The toasts placed whole in the first print and places that hold them (`_placed_whole`),
    in the scene's free places, then in those it lends too; None where none does."""
    top, text, smaller = layer.top_scene, text_print(), smaller_prints()
    for lending in (False, True):
        layer._lending = lending
        if (not lending and not lends) or (lending and _one_lent(layer)):
            continue
        guarded(layer, True)
        small_first = lending and lends and getattr(top, "lends_title", False)
        big = _bigger(layer) if not (lending and lends) else ()  # (in its free places only)
        ref = _rank(layer, tried(layer, text, start) if big and not aims_of(layer) else None)
        grown = big and small_aims(layer) and chosen(top_settings(layer)) > 1  # (at Auto: as ever)
        most = _hidden_in(layer, tried(layer, text, start)) if grown else None
        for size in (*reversed(smaller), text) if small_first else (*big, text, *smaller):
            groups = tried(layer, size, start)
            if groups is not None and (size not in big or _rank(layer, groups) <= ref):
                if size in big and most is not None and _hidden_in(layer, groups) > most:
                    continue
                more = tuple(z for z in (*big, text) if z > size) if big else ()  # (bigger, lent places too)
                hid = _hidden_in(layer, groups) if grown else None  # (grown: hides no more, lent)
                if _grown_lent(layer, start, more, ref, hid):
                    return _placed_grown(layer, start, more, ref, hid)  # (placed again in it)
                # (over the 2D board from a smaller print too: TEXT failed where an older toast
                # had only places over the arrows, toast_apart; 18 px hid them where 16 px did not)
                less = size >= text or getattr(top, "toasts_keep_off_aims", False)
                picked = _less_hidden(layer, groups, start, (*big, text, *smaller)) if less else groups
                picked = denser(layer, picked, lambda z: tried(layer, z, start), smaller)  # (toast_words)
                picked = _off_heavy(layer, picked, start)
                return in_bar_grown(layer, picked, lambda z: tried(layer, z, start), (*big, text))
        if not lending and _long(layer):  # (warnings: queued in the free places, not lent words)
            tight = _tight(layer, start)
            if tight is not None:
                return tight
    return None


def _hidden_in(layer: ToastLayer, groups: list[Group] | None) -> int:
    """How much of a play view's small aims `groups` hide (past any where None: none held in
    TEXT); a print grown with a bigger "Size of menus" hides no more of its board than TEXT
    (s380: at 1280x800 and 200% a first meeting in 44 px covered 11% of the 3D shape, where
    TEXT stood beside it)."""
    return hidden_by(layer, groups, small_aims(layer)) if groups is not None else 10**9


def _grown_lent(layer: ToastLayer, start: tuple, big: tuple[int, ...], ref: int, hid: int | None) -> bool:
    """Over a page (no card, `Scene.overlay`) that lends toasts places, where its free places
    hold them only in a print under `big` (those that grow with it): they hold in one of
    these with the lent places too, its controls clear, the newest no later than in TEXT
    (s271: at 2560x1440 three toasts stood on the Custom panel in 22 px under its 32 px words)."""
    top = layer.top_scene
    if not big or top is None or top.overlay or not _lends(layer) or _one_lent(layer):
        return False
    was, found = layer._text, _placed_grown(layer, start, big, ref, hid)
    layer._lending = False
    tried(layer, was, start)  # (the layer as the free places left it)
    return found is not None


def _placed_grown(
    layer: ToastLayer, start: tuple, big: tuple[int, ...], ref: int, hid: int | None = None
) -> list[Group] | None:
    """The toasts in the first of `big` that holds them with the lent places too, in no later
    place than `ref`, hiding no more of a play view's aims than `hid` where given (s389: at
    640x480 and 200% a first meeting in 26 px over 16% of the Flat 3D board, where 16 px
    stood in the HUD's bar)."""
    layer._lending = True

    def kept(g: list[Group]) -> bool:
        return _rank(layer, g) <= ref and (hid is None or _hidden_in(layer, g) <= hid)

    return next((g for z in big if (g := tried(layer, z, start)) is not None and kept(g)), None)


def _less_hidden(layer: ToastLayer, groups: list[Group], start: tuple, sizes: tuple) -> list[Group]:
    """`groups`, placed in TEXT or bigger; or where they hide a play view's aims (a
    board's arrows; the 3D shape's heads and middle: `toast_hide.small_aims`) and a smaller print of
    `sizes` that shows them all whole in the view's places, in cards no narrower than
    `narrowest` (or than these), hides less than half as much, the biggest of those that
    hide least (within a tenth of the first's): at 1024x600 a saved board's path stood
    over the lower right of the 3D shape in TEXT, beside it in 18 px; in a 640x480 2D
    lesson "Out of hearts" stood over the arrows."""
    aims = small_aims(layer)
    most = hidden_by(layer, groups, aims) if aims else 0
    if not most or stayed(start, groups, layer._text):
        return groups
    size, less = layer._text, {}
    least = min([layer._narrowest(), *(c.w for c in cards_of(layer, groups))])
    for smaller in (z for z in sizes if z < size):
        got = tried(layer, smaller, start)
        if got is not None and stayed(start, got, smaller):
            return got
        if got is not None and (not _narrow(layer, got, least) or _grown_off(layer, got, aims)):
            less[smaller] = hidden_by(layer, got, aims)
            if not less[smaller]:
                return got
    least = min(less.values(), default=most)
    pick = next((z for z, n in less.items() if n <= least + most // 10), size) if 2 * least < most else size
    return tried(layer, pick, start) or groups  # (the layer's print and places with them)


def _grown_off(layer: ToastLayer, groups: list[Group], aims) -> bool:
    """At a bigger "Size of menus" (theme.chosen), a lone toast whose card in `groups` hides
    none of a play view's aims: a narrower card off the board, as at Auto, rather than a
    wider one over it (s393: at 800x600 and 200% the layers' news in 22 px covered 5% of the
    3D cube, where 14 px stood beside it, as at Auto). Two or more keep their print (at
    800x600 and 200% a saved screenshot's and Copy's 22 px beside the Flat pyramid, not 14)."""
    lone = len(layer.toasts) == 1
    return lone and chosen(top_settings(layer)) > 1 and not hidden_by(layer, groups, aims)


def _narrow(layer: ToastLayer, groups: list[Group], narrowest: int) -> bool:
    """A card of `groups` is narrower than `narrowest` (its words squeezed into a column);
    over the 2D board only one of lines with fewer than MIN_WORDS words (s198: "Copied",
    narrow for its one word, kept a first meeting over the arrows at 480x360 where 16 px held
    it in the bar; "Board exported to the exports folder", two lines 12 px narrower, too)."""
    keep_off = getattr(layer.top_scene, "toasts_keep_off_aims", False)
    placed: list[Group] = [(s, g) for s, g in groups if s is not None and g]

    def reads(slot: pygame.Rect | None, shown: list) -> bool:  # (one line, or MIN_WORDS a line)
        lines = [(t, layer.lines_of(t.text, slot.w)) for t in shown] if slot is not None else []
        return keep_off and all(n == 1 or words_in(t.text) >= MIN_WORDS * n for t, n in lines)

    return any(
        c.w < narrowest and not reads(s, g) for c, (s, g) in zip(cards_of(layer, placed), placed, strict=True)
    )


def _off_heavy(layer: ToastLayer, groups: list[Group], start: tuple) -> list[Group]:
    """`groups`; or where their cards lie over a play view's heavy aim (the 3D shape's
    middle: `toast_hide.HEAVY`) with every short form said, the toasts all in the compact
    form (its print and tighter cards) in its free places, else also those it lends,
    where that keeps them off it (480x360: a path and a code stood over
    a sphere's middle in 18 px; in 14 px compact cards one stands above it, one in a corner)."""
    heavy = [(a, n) for a, n in small_aims(layer) if n > HEAVY]
    unsaid = any(t.short and t.text != t.short for t in layer.toasts)  # (short forms first: toast_short)
    if not heavy or unsaid or not hidden_by(layer, groups, heavy):
        return groups
    was = layer._lending, layer._text
    tries = [(k, z) for k in (False, True) for z in compact_prints()]  # (as a queue's: `_queued`)
    for lending, size in tries:
        layer._lending, layer._compact, layer._text = lending, True, size
        start_from(layer, start)
        tight = placed_apart(layer, layer._placed())
        shown = whole(layer, tight) + turns(layer, tight)  # (the others waiting their turn, as `tried`'s)
        held = shown == len(layer.toasts) and not fell_back(layer, tight)
        if held and not hidden_by(layer, tight, heavy):
            return tight
    layer._lending, layer._compact = was[0], False  # (placed again as `groups` were)
    return tried(layer, was[1], start) or groups


def _kept_smaller(layer: ToastLayer, start: tuple) -> list[Group] | None:
    """Over a play view, the toasts in the smaller print they stood in (`start`), where
    they stand, while that place still holds them (toast_stood.stays): TEXT tried first
    each frame of a turning 3D view, then the smaller prints, took 7 to 17-20 ms a frame
    with two toasts up at 1024x600 (`_less_hidden`); None: placed as ever."""
    stood, _, was = start
    play = getattr(layer.top_scene, "hud", None) is not None
    if not play or stood is None or was is None or was[2] or not was[3] or was[1] >= text_print():
        return None
    layer._lending = was[0]
    guarded(layer, True)
    groups = tried(layer, was[1], start)
    return groups if groups is not None and stayed(start, groups, was[1]) else None


def _long(layer: ToastLayer) -> bool:
    """A toast up stays long (a warning: 10 to 12 seconds): it is no news a page lends
    its words to for a few seconds (three startup warnings lay over Settings' rows at
    1280x800 for 12 s): all at once in the free places, in tighter cards (`_tight`), before
    a card lends its words (a click takes one away there)."""
    top = layer.top_scene
    card = top is not None and top.overlay and not top.lends_title  # (a card's words: Settings, How to play)
    return card and any(t.kind == ToastKind.WARN for t in layer.toasts)


def _rank(layer: ToastLayer, groups: list[Group] | None) -> int:
    """Which of the scene's places (its best first) the newest toasts go in; past them all
    where `groups` is None (no place holds them all). Where the scene weighs no aims (the
    order of its places is all it prefers), a bigger print goes in no later place than
    TEXT's (3840x2160: three toasts in 59 px cards went over the menu's title, where a step
    smaller held them under its buttons); a play view's places are weighed by what they hide."""
    slots = layer._slots()
    place = groups[0][0] if groups else None
    return next((i for i, s in enumerate(slots) if place is not None and s.contains(place)), len(slots))


def _queued(layer: ToastLayer, start: tuple) -> list[Group] | None:
    """Where no print shows the toasts all whole off the scene's controls (three long ones
    over Levels' tiles, Custom's shapes and Daily's days at 640x480 to 1600x600: s47): in
    the compact form (toast_cards.COMPACT) all of them if they fit, else as many as show
    whole, the newest first, in its free and lent places and its `toast_queue_places`; the
    others wait their turn (the newest card says how many: "+2"), a warning's and a saved
    file's time standing still, news ageing (older news, "Level 7 is locked", is stale by
    then: ToastLayer.update). None: not even one fits."""
    for size in queue_prints(top_settings(layer)):  # (a print smaller only where the first shows none)
        layer._lending, layer._compact, layer._text = True, True, size
        start_from(layer, start)
        groups = placed_apart(layer, layer._placed())
        shown = sum(len(g) for _, g in groups)
        if shown and whole(layer, groups) == shown and not fell_back(layer, groups):
            return [(groups[0][0], groups[0][1][-1:])] if _one_lent(layer) else groups
    layer._compact = False
    return None


def _one_lent(layer: ToastLayer) -> bool:
    """Warnings its free places cannot hold go over a card's words one at a time, the
    newest first, the others waiting their turn (`Scene.toasts_one_lent`: at 640x480
    three startup warnings lay over the names of five of Settings' rows for 12 s)."""
    return _long(layer) and getattr(layer.top_scene, "toasts_one_lent", False)


def _tight(layer: ToastLayer, start: tuple) -> list[Group] | None:
    """All the toasts in the compact form's tighter cards in the scene's free places, in
    the biggest print that shows them all whole (_bigger, TEXT, SMALLER, the compact
    prints); None where none does. (Three startup warnings over Settings at 1280x800: in
    14 px beside its title and under its last row; at 1920x1080 in 18 px, not 14 under
    30 px rows.)"""
    for size in dict.fromkeys((*_bigger(layer), text_print(), *smaller_prints(), *compact_prints())):
        layer._lending, layer._compact, layer._text = False, True, size
        start_from(layer, start)
        groups = placed_apart(layer, layer._placed())
        if whole(layer, groups) == len(layer.toasts) and not fell_back(layer, groups):
            return groups
    layer._compact = False
    return None


def _bigger(layer: ToastLayer) -> tuple[int, ...]:
    """toast_cards.bigger, at the settings of the scene on top."""
    return bigger(layer.size, top_settings(layer))


def _lends(layer: ToastLayer) -> bool:
    return bool(lent(layer))
