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
needs in sight) and in how many lines are closer_bar's (`note_place`)."""

from __future__ import annotations

import weakref
from collections.abc import Callable
from dataclasses import dataclass

from .toast_note import FADE, Toast

__all__ = ["page_times", "pages", "turn"]

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


@dataclass
class Paged:
    """A note said in pages: in the window `size`, from its age `start`."""

    size: tuple[int, int]
    start: float
    said: list[str]
    ends: list[float]  # the age each page ends at
    seconds: float  # the toast's own time, given back where it is no longer paged


_PAGED: weakref.WeakKeyDictionary[Toast, Paged] = weakref.WeakKeyDictionary()


def turn(layer, place: Callable[[Toast], Callable[[str], bool] | None]) -> bool:
    """Each of `layer`'s toasts that `place` pages (what holds a page where it stands in the
    bar, closer_bar.note_fits; None: not paged) says the page its age reaches, its time
    the pages' (and FADE), as decided once a window size: the layer, placing a page, moves
    no card back from the bar. One paged in another size and not in this one says its
    whole again, in its own time. True where a toast's words changed (placed afresh)."""
    changed = False
    for t in layer.toasts:
        kept = _PAGED.get(t)
        if kept is None or kept.size != layer.size:
            fits = place(t)
            if fits is None:
                if kept is not None:
                    t.text, t.whole_in, t.seconds = t.long, None, kept.seconds
                    del _PAGED[t]
                    changed = True
                continue
            start, seconds = (t.age, t.seconds) if kept is None else (kept.start, kept.seconds)
            said = pages(t.long, fits)
            ends = [start + sum(page_times(said)[: k + 1]) for k in range(len(said))]
            kept = _PAGED[t] = Paged(layer.size, start, said, ends, seconds)
            if t.seconds - t.age > FADE:  # (not fading: a count changed under it, toast_bar.give_way)
                t.seconds = ends[-1] + FADE
        now = next((p for p, end in zip(kept.said, kept.ends, strict=True) if t.age < end), kept.said[-1])
        t.whole_in = layer.size  # (said as given: toast_short leaves it whole)
        if t.text != now:
            t.text, changed = now, True
    return changed
