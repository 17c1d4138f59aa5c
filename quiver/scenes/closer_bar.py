"""The top bar's place for "Tap to look closer" where the board leaves it no room (s390).

A big picture opens whole, its cells too small to tap, and "Tap to look closer" (pointer2d.
LOOK_CLOSER) says what a tap does. A photo's board fills the play area's height at 480x360
(wider than tall, no white to leave out): no place beside it holds the card, and the title's
room held it in three lines (46 px inside its card's edges, more than the bar place takes),
so it stood over the board's top corner, on its arrows (s375's walk). Where no card of its
short form, in the least print, finds a spot between the bars off the arrows, it may stand in
the whole bar place, over the counts, as a dropped file's words may (play_toasts.
drop_words_up, s375): said as the board opens, for BAR_SECONDS at most, gone when a count
changes (toast_bar.give_way). Where such a spot is free (a round picture's corners) it
stands there, beside the drop's words, as before (s367: both at once); where the title's room
holds it in two lines (640x480 and up) it stands there, the counts in sight.

A picture's own note over a photo ("Nearly all of the picture is dark, so it plays as a
rectangle", "Looks like a photo": toast_hide.note) is said as the board opens, the player's
first look at their own picture's puzzle, and stood over its top rows of arrows at 480x360,
640x480 and 800x600 (s391): it goes by the same rule (`note_up`), "Tap to look closer"
waiting its turn behind it (toast_bar.turns)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from quiver.engine.modes import Mode
from quiver.game.journey import BoardFile, ToastKind

from .area2d import BAR_COVER, BAR_NARROWEST, arrow_cells, banner, title_room, toast_places
from .note_pages import Place, paged_in
from .pointer2d import LOOK_CLOSER
from .toast_cards import (
    GAP,
    bigger,
    card_h,
    card_w,
    inner,
    lines,
    narrowest,
    smaller_prints,
    text_print,
    wrap,
)
from .toast_hide import note

if TYPE_CHECKING:
    from .toast_note import Toast

__all__ = ["bar_rooms", "closer_up", "note_fits", "note_room", "note_up", "room_holds"]

POINTS = ("score", "pts")  # the points chip's labels (codechip.SHORT): 0 as a puzzle opens

STEP = 8  # px between the heights tried for its card
EDGE = 10  # px (at scale 1) between a card placed at the window's side and its edge


def closer_up(play) -> bool:
    """LOOK_CLOSER is up over `play`'s 2D board with no spot off its arrows for its card,
    and no other toast but a dropped file's kept words."""
    up = _up(play)
    if not any(t.says(LOOK_CLOSER[0]) for t in up):
        return False
    if not all(_dropped_words(play, t) for t in up if not t.says(LOOK_CLOSER[0])):
        return False
    room = title_room(play)  # (s391: after a picture's note it took the whole place at 640x480)
    return not _room_off_arrows(play, LOOK_CLOSER[1]) and (room is None or not room_holds(room, LOOK_CLOSER))


def room_holds(room: pygame.Rect, texts) -> bool:
    """One of `texts` (a toast's forms) stands in `room` in two lines of the least print the
    bar place takes (toast_bar)."""
    size = smaller_prints()[-1]
    return min(lines(text, inner(room.w, size=size), size) for text in texts) <= 2


def note_up(play) -> bool:
    """A picture's note (toast_hide.note: "Nearly all of the picture is dark, so it plays as
    a rectangle", "Looks like a photo") is up over `play`'s 2D board with no spot off its
    arrows for its card in its short form (`barred_notes`), nor in the title's room (s391: at
    640x480 and 800x600 it stood over a photo's top rows, the first look at the player's own
    puzzle)."""
    room = title_room(play)
    return any(room is None or not room_holds(room, {t.long, t.short or t.long}) for t in barred_notes(play))


def barred_notes(play) -> list:
    """The picture's notes up over `play`'s 2D board that no spot off its arrows holds in
    their short form, where no other toast is up but LOOK_CLOSER (said after it: it waits
    its turn, toast_bar.turns) or a dropped file's kept words: the top bar takes them. One
    said in pages there already stays there whatever is said over it (s401: "Screenshot
    saved" over a note, the note went back over the board and both stood on its arrows,
    100-315 rows at 480x360 to 640x480): each takes its turn in its place (`bar_rooms`)."""
    notes = [t for t in _up(play) if note(t)]
    notes = notes if _calm(play) else [t for t in notes if paged_in(t, play.size)]
    return [t for t in notes if not _room_off_arrows(play, t.short or t.long)]


def _calm(play) -> bool:
    """No toast is up over `play` but a picture's notes, LOOK_CLOSER and a dropped file's
    kept words."""
    return all(note(t) or t.says(LOOK_CLOSER[0]) or _dropped_words(play, t) for t in _up(play))


def _up(play) -> list:
    """The toasts up (none where `play` has no toast layer)."""
    return getattr(getattr(getattr(play, "feedback", None), "toasts", None), "toasts", None) or []


def _dropped_words(play, t) -> bool:
    """`t` is a dropped file's words, kept for its puzzle's opening (play_toasts.drop_words_up)."""
    dropped = isinstance(getattr(getattr(play, "request", None), "origin", None), BoardFile)
    return dropped and t.kept and t.kind != ToastKind.LESSON


def _room_off_arrows(play, text: str) -> bool:
    """A card of `text` in the least print fits between the HUD's bars, over none of the
    board's arrows' rows, where the toast layer stands cards: at the window's left or right
    edge (`EDGE` in), or in its middle (a scan of every x found room beside a photo's arrows
    where no card stands, and it stood on them as before); in one line, or in the narrowest
    card the layer takes (toast_cards.narrowest), a few lines. Kept while the arrows' rows,
    the bars and the text stay (s398: asked up to three times a frame while a note is up)."""
    size = smaller_prints()[-1]
    hud, (width, _) = play.hud, play.size
    top, bottom = hud.top_h + 6, hud.bottom_rect.y - 4
    rows = [r.inflate(-4, -4) for r in arrow_cells(play.view, play.board)]  # (the cells themselves)
    edge = hud.px(EDGE)
    key = (text, width, top, bottom, edge, size, tuple(map(tuple, rows)))
    if _OFF_SEEN[0] != key:
        _OFF_SEEN[:] = [key, _off_arrows(text, size, (top, bottom), (edge, width), rows)]
    return bool(_OFF_SEEN[1])


_OFF_SEEN: list = [None, False]  # the last key `_room_off_arrows` was asked for, its answer


def _off_arrows(text: str, size: int, span: tuple[int, int], xs: tuple[int, int], rows: list) -> bool:
    """`_room_off_arrows`, worked out: in print `size` between `span`'s top and bottom, `xs`
    the edge's margin and the window's width."""
    (top, bottom), (edge, width) = span, xs
    for most in (10_000, inner(narrowest(size), size=size)):
        said = wrap(text, most, size=size)
        card = pygame.Rect(0, 0, card_w(said.ink_width, size=size), card_h(said.lines, size))
        for y in range(top, bottom - card.h + 1, STEP):
            for x in (edge, (width - card.w) // 2, width - card.w - edge):
                card.topleft = (x, y)
                if card.collidelist(rows) < 0:
                    return True
    return False


def note_room(play) -> pygame.Rect | None:
    """The bar place (area2d.banner) over the title and the points only: from its left to
    the first count the player needs, 6 px short (the arrows left; the layers and the clock
    right of it). A picture's note stands here, the hearts and those counts in sight (s398:
    at 480x360 it hid the arrows left for 4 s, till a count changed); the points read 0 till
    an arrow goes, and the card goes when they change (toast_bar.give_way). None where there
    is no bar place or this is under BAR_NARROWEST (grown as the print)."""
    whole = banner(play)
    if whole is None:
        return None
    chips = play.hud.top_bar(play.hud_info()).chips
    counts = [c.rect.x - play.hud.px(6) for c in chips if c.label not in POINTS]
    r = pygame.Rect(whole.x, whole.y, min([whole.right, *counts]) - whole.x, whole.h)
    return r if r.w >= narrowest(least=BAR_NARROWEST) else None


def note_place(play, t) -> tuple[pygame.Rect, int] | None:
    """Where the picture's note `t` up over `play`'s 2D board is said a page at a time
    (note_pages), and the lines a page takes: `note_room` where no spot off the arrows holds
    it (`barred_notes`: in the title's room too, s398, where at 1280x800 its short form stood,
    its advice unsaid); one line where each of its parts (split at its sentences and colons)
    is one line there in the least print the bar takes, else two. Where a spot holds its
    short form but none its whole (the layer said it short: toast_short), the bottom bar's
    free middle, where that holds its short form in a line (`_said_short`), else the top
    bar's as above where no other toast is up (`_calm`: s401, at 480x360 a tall photo's
    "Looks like a photo" stood beside the board, its advice unsaid); None elsewhere."""
    if not note(t) or play.board.mode != Mode.TWO_D:
        return None
    if t not in barred_notes(play):
        at = _said_short(play, t)
        if at is not None or not (t.short_in == tuple(play.size) and _calm(play)):
            return at  # (said short, its bottom bar's middle too narrow: in the top bar, as below)
    room = note_room(play) or banner(play)
    if room is None:
        return None
    size = smaller_prints()[-1]
    parts = [p for line in t.long.split(". ") for p in line.split(": ")]
    one = all(lines(p, inner(room.w, size=size), size) == 1 for p in parts)
    return room, 1 if one else 2


def _said_short(play, t) -> tuple[pygame.Rect, int] | None:
    """The bottom bar's free middle (area2d.toast_places' first) and the lines a page takes
    there (two where its height holds two in the least print, else one), where the note `t`
    is said short in this size (no place off the arrows held its whole) and that holds its
    short form in a line: s401, at 1280x800 a photo's "Looks like a photo" stood there alone
    for its 4 s, its advice never said; it is said there a page at a time."""
    if t.short_in != tuple(play.size) or not t.short:
        return None
    middle = toast_places(play.hud, play.size, [])[0]
    size = smaller_prints()[-1]
    if middle.w < narrowest(size) or lines(t.short, inner(middle.w, size=size), size) > 1:
        return None
    return middle, 2 if card_h(2, size) + GAP <= middle.h else 1


def _bottom_prints(play, room: pygame.Rect, most: int, prints: tuple[int, ...]) -> tuple[int, ...]:
    """The prints a note's pages are said in at the bottom bar's middle (`_said_short`): the
    biggest of `prints` it holds a card of `most` lines of, all of them measured in it (s401:
    measured in the least, at 1280x800 a page stood there in 14 px between 22 px buttons,
    where its short form had stood in 22 px); `prints` in the top bar (its pages are
    measured in their least there: the room beside the hearts and counts holds two lines of
    it, s398)."""
    if room.y < play.hud.top_h:
        return prints
    return next(((z,) for z in prints if card_h(most, z) + GAP <= room.h), prints[-1:])


def note_fits(play) -> Callable[[Toast], Place | None]:
    """Where a page of a note stands (`note_place`) and what says whether it fits there in
    its lines in a print (note_pages.turn's `place`): the prints the layer tries over the
    board (toast_stack: a big window's, TEXT, the smaller), its card no taller than the place
    holds (the least of them: the note's pages are measured in it)."""
    settings = getattr(getattr(play, "midend", None), "settings", None)
    prints = tuple(dict.fromkeys((*bigger(play.size, settings), text_print(), *smaller_prints())))

    def place(t: Toast) -> Place | None:
        at = note_place(play, t)
        if at is None:
            return None
        room, most = at
        slot = _page_slot(play, room, most)

        def fits(text: str, size: int) -> bool:  # (as the layer holds a card: ToastLayer._held)
            n = lines(text, inner(slot.w, size=size), size)
            return n <= most and card_h(n, size) + GAP <= slot.h

        return Place(fits, _bottom_prints(play, room, most, prints), (LOOK_CLOSER[0],))

    return place


def bar_rooms(play, room: pygame.Rect) -> tuple[list[pygame.Rect], bool]:
    """The places in the top bar `room` (the title's) stands for over `play`'s 2D board: a
    note said a page at a time where it stands (`note_place`), else `room`; each as tall as
    one line where that is all it takes there, and where it holds "Tap to look closer" in a
    line of the least print the bar takes (s398: at 640x480 it stood in two lines of 16 px,
    a card 62 px tall beside the chips' 44); and whether a note is paged there. While a note
    is paged, the toast said after it stands first (`_their_turn`)."""
    up = _up(play)
    paged = [at for t in up if (at := note_place(play, t)) is not None]
    if paged and note(up[-1]):  # (never over the counts: its pages are what this holds)
        return [_page_slot(play, r, most) for r, most in paged[:1]], True
    if paged:
        return _their_turn(play, room, up[-1])
    size = smaller_prints()[-1]
    closer = any(t.says(LOOK_CLOSER[0]) for t in up)
    one = closer and lines(LOOK_CLOSER[1], inner(room.w, size=size), size) == 1
    return [_one_line(play, room) if one else room], False


def _their_turn(play, room: pygame.Rect, t) -> tuple[list[pygame.Rect], bool]:
    """Where `t`, said over a note paged (a screenshot's path, "Tap to look closer" after
    the note's head: note_pages.turn), stands in its turn, the note waiting, its time
    standing still (s401: "Screenshot saved" over a photo's note stood on 100-315 of its
    arrows' rows at 480x360 and 640x480): the title's `room`, in a line where it holds it
    so, else the whole bar place too, over the counts (as the note's, `note_up`: it goes
    when one changes, toast_bar.give_way); the board's places as without the note (over
    its arrows) only where no bar place holds it in two lines of the least print the bar
    takes (a long warning): it would wait there for ever, and the note behind it."""
    size, forms = smaller_prints()[-1], {t.long, t.short or t.long}
    one = min(lines(text, inner(room.w, size=size), size) for text in forms) == 1
    whole = banner(play)
    if one:
        return [_one_line(play, room)], True
    rooms = [r for r in (room, whole) if r is not None and room_holds(r, forms)]
    return (rooms, True) if rooms else ([room], False)


def _page_slot(play, room: pygame.Rect, most: int) -> pygame.Rect:
    """The place a note's page stands in, in `most` lines (`note_place`): in the top bar
    one line's (`_one_line`), else `room` as it is."""
    return _one_line(play, room) if most == 1 and room.y < play.hud.top_h else room


def _one_line(play, room: pygame.Rect) -> pygame.Rect:
    """`room`, its top cut to hold a card of one line, as tall as the chips (area2d.BAR_COVER),
    standing on the chips' foot as every card there."""
    h = play.hud.px(BAR_COVER) + GAP
    return pygame.Rect(room.x, room.bottom - h, room.w, h)
