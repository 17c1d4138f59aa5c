"""A picture's note said a page at a time where it stands in the top bar (s398).

A photo's note ("Nearly all of the picture is dark, so it plays as a rectangle: draw the
shape dark on a light or transparent background") stands in the top bar's place where no
spot between the bars holds it off the board's arrows (closer_bar.barred_notes, s391): a
card there is one or two lines (toast_bar), and only the note's short form, the words before
the colon, was ever said there (in the title's room at 1280x800 too); its advice, what to
draw instead, never. There its words now come in turn, each page what the place holds in the
lines it takes (`pages`: broken where the note's sentences, colons, commas break first),
each standing as long as its words take to read (`page_times`), like a film's subtitles: the
first is the short form's words, so a player who fires an arrow at once (the card goes when
a count under it changes: toast_bar.give_way) saw what it was before. Where it stands
(closer_bar.note_room: the title's and the points' part of the bar, the counts the player
needs in sight) and in how many lines are closer_bar's (`note_place`).

s401: every page is said in one print, the biggest that holds them all (`print_of`: the
layer printed a short first page bigger than the rest); where the layer said a note short
at the bottom bar's middle (1280x800) it is said there a page at a time too; "Tap to look
closer" goes between its head and its advice (`_aside`), and a toast said over it takes its
turn in its place (closer_bar.bar_rooms)."""

from __future__ import annotations

import weakref
from collections.abc import Callable
from dataclasses import dataclass

from .toast_note import FADE, Toast

__all__ = ["Place", "page_times", "paged_in", "pages", "print_of", "turn"]

SEPS = (". ", ": ", "; ", ", ", " ")  # where a note breaks into pages, the best first
READ_START = 0.5  # s a page stands, and READ_WORD a word more (240 words a minute)
READ_WORD = 0.25
READ_LEAST = 1.8  # s a page stands at least


def pages(text: str, fits: Callable[[str], bool], seps: tuple[str, ...] = SEPS) -> list[str]:
    """`text` in pages that `fits` holds each, in reading order: whole where it holds it,
    else broken at the first of `seps` it has, the parts joined again as far as `fits`
    holds them, a part it does not hold broken at the next ("Looks like a photo:" joins the
    first of its advice's pieces where they fit together); between words last, the pages
    as even as the fewest take ("a drawing in a dark colour on a light" left "background
    plays best" alone). A word wider than the place stands alone: the card cuts it."""
    if fits(text) or not seps:
        return [text]
    parts = _split(text, seps[0])
    if seps[0] == " ":
        return _even(parts, fits)
    if len(parts) == 1:
        return pages(text, fits, seps[1:])
    out: list[str] = []
    for part in parts:
        for piece in [part] if fits(part) else pages(part, fits, seps[1:]):
            if out and fits(f"{out[-1]} {piece}"):
                out[-1] = f"{out[-1]} {piece}"
            else:
                out.append(piece)
    return out


def _even(words: list[str], fits: Callable[[str], bool]) -> list[str]:
    """`words` in as few pages as `fits` holds, each as long as the next, near enough."""
    least = len(_packed(words, fits, 10_000))
    total = len(" ".join(words))
    tries = (_packed(words, fits, most) for most in range(total // least, total + 1))
    return next(p for p in tries if len(p) <= least)


def _packed(words: list[str], fits: Callable[[str], bool], most: int) -> list[str]:
    """`words` a page after another, each as many as `fits` holds in `most` letters."""
    out: list[str] = []
    for w in words:
        joined = f"{out[-1]} {w}" if out else w
        if out and len(joined) <= most and fits(joined):
            out[-1] = joined
        else:
            out.append(w)
    return out


def _split(text: str, sep: str) -> list[str]:
    """`text` broken at `sep`, its mark kept on the left ("dark: draw" -> "dark:", "draw")."""
    mark = sep.rstrip()
    bits = text.split(sep)
    return [b + mark for b in bits[:-1]] + bits[-1:] if mark else bits


def page_times(said: list[str]) -> list[float]:
    """The seconds each page of `said` stands: READ_START and READ_WORD a word, READ_LEAST
    at least."""
    return [max(READ_LEAST, READ_START + READ_WORD * len(p.split())) for p in said]


@dataclass(frozen=True)
class Place:
    """Where a note is said a page at a time (closer_bar.note_fits): what says whether a
    page's words fit there in a print, the prints the layer tries there (the biggest first;
    the pages are measured in the last, the least), and the toasts said before the note's
    advice, where one is up (`turn`)."""

    fits: Callable[[str, int], bool]
    prints: tuple[int, ...]
    first: tuple[str, ...] = ()


@dataclass
class Paged:
    """A note said in pages: in the window `size`, from its age `start`."""

    size: tuple[int, int]
    start: float
    said: list[str]
    ends: list[float]  # the age each page ends at
    seconds: float  # the toast's own time, given back where it is no longer paged
    print: int  # the print every page is said in (`print_of`)
    head: float  # the age its head's last page ends at (what the picture became: `_head_page`)
    first: tuple[str, ...]  # the toasts said before its advice (Place.first)
    aside: bool = False  # it stood aside for them once (`_aside`)


_PAGED: weakref.WeakKeyDictionary[Toast, Paged] = weakref.WeakKeyDictionary()


def print_of(layer) -> int | None:
    """The print the newest toast up is said in where it is a note said in pages in this
    size (None elsewhere): the one every page of it fits in, the biggest such of its place's
    (s401: at 480x360 "Looks like a photo:" stood in 16 px, the pages after it in 14: the
    layer prints each in the biggest print that holds it). The bar place is offered it in
    no other (toast_bar.offered)."""
    kept = _PAGED.get(layer.toasts[-1]) if layer.toasts else None
    return kept.print if kept is not None and kept.size == layer.size else None


def paged_in(t: Toast, size) -> bool:
    """`t` is said in pages in the window `size` (its place holds it there)."""
    kept = _PAGED.get(t)
    return kept is not None and kept.size == tuple(size)


def turn(layer, place: Callable[[Toast], Place | None]) -> bool:
    """Each of `layer`'s toasts that `place` pages (where it stands in the bar, closer_bar.
    note_fits; None: not paged) says the page its age reaches, its time the pages' (and
    FADE), as decided once a window size: the layer, placing a page, moves no card back
    from the bar. One paged in another size and not in this one says its whole again, in
    its own time. Once its head is said, a toast of the place's `first` waiting its turn
    goes first (`_aside`). True where a toast's words or order changed (placed afresh)."""
    changed = False
    for t in list(layer.toasts):
        kept = _PAGED.get(t)
        if kept is None or kept.size != layer.size:
            at = place(t)
            if at is None:
                if kept is not None:
                    t.text, t.whole_in, t.seconds = t.long, None, kept.seconds
                    del _PAGED[t]
                    changed = True
                continue
            kept = _PAGED[t] = _paged(t, layer.size, at, kept)
            if t.seconds - t.age > FADE:  # (not fading: a count changed under it, toast_bar.give_way)
                t.seconds = kept.ends[-1] + FADE
        now = next((p for p, end in zip(kept.said, kept.ends, strict=True) if t.age < end), kept.said[-1])
        t.whole_in = layer.size  # (said as given: toast_short leaves it whole)
        if t.text != now:
            t.text, changed = now, True
        changed = _aside(layer, t, kept) or changed
    return changed


def _paged(t: Toast, size: tuple[int, int], at: Place, kept: Paged | None) -> Paged:
    """`t` said in pages where `at` stands: each measured in its least print, all said in
    the biggest that holds every one (`print_of`)."""
    start, seconds = (t.age, t.seconds) if kept is None else (kept.start, kept.seconds)
    said = pages(t.long, lambda text: at.fits(text, at.prints[-1]))
    ends = [start + sum(page_times(said)[: k + 1]) for k in range(len(said))]
    one = next((z for z in at.prints if all(at.fits(p, z) for p in said)), at.prints[-1])
    head = ends[_head_page(t.long, said)]
    return Paged(size, start, said, ends, seconds, one, head, at.first, kept is not None and kept.aside)


def _head_page(text: str, said: list[str]) -> int:
    """The page of `said` (`text` in pages) its head ends on: the words up to its first
    colon ("Looks like a photo:", what the board is), else its last."""
    head = text.find(": ") + 1 or len(text)
    reach = 0
    for k, p in enumerate(said):
        reach += len(p) + bool(k)
        if reach >= head:
            return k
    return len(said) - 1


def _aside(layer, t: Toast, kept: Paged) -> bool:
    """`t`, its head said, stands aside for a toast of `kept.first` up and older (said
    before it, waiting its turn: "Tap to look closer", what a tap on the board does now), as
    if said after it: that one goes first, then its advice, where it left off (its time
    stands still as it waits: ToastLayer.update). s401: it waited 7-11 s behind the whole
    note, said as the board opens; now 1.8-4.3 s, behind the note's head only (what the
    picture became), before its advice (what to draw next time). Once a note; True where
    it did."""
    if kept.aside or t.age < kept.head or layer.toasts[-1] is not t:
        return False
    first = [u for u in layer.toasts if u is not t and any(u.says(x) for x in kept.first)]
    if not first or kept.ends[-1] <= kept.head:
        return False
    kept.aside = True
    layer.toasts.remove(t)
    layer.toasts.insert(layer.toasts.index(first[-1]), t)
    return True
