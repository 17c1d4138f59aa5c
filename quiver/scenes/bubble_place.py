"""Where a lesson's bubble sits among the arrows (quiver/scenes/bubble.py, coach.py): the
tries in order, the first that covers nothing, else the one that covers least, the one
drawn last frame kept while it does about as well."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from typing import Any, NamedTuple

import pygame

from .bubble_words import said_lines, wrap_said

BUBBLE_PAD = 16
CLEAR = 14  # pixels a bubble keeps round the arrows
# the narrowest text a bubble's room is cut to (at print 26; bubble_fit.BESIDE_TEXT's): s264,
# the 3D lesson's step 3 beside a zoomed shape said "Dot: / an / arro..." at 480x360, in a
# room narrowed left of Skip lesson (coach._layout)
MEASURE = 176

Spots = list[pygame.Rect] | list[tuple[int, int]]
Crossing = Callable[[pygame.Rect, str], int]  # bubble_cross.crossing's
ASKS = 8  # places that cover nothing weighed by `crossing` at most (each finds its pointer and leader)


class Spot(NamedTuple):
    """A bubble's place: its rectangle, its side ("above"/"below"), how much of the
    arrows it covers (0: none) and which of place_bubble's tries it was (`prefer`)."""

    rect: pygame.Rect
    side: str
    covered: int
    key: tuple[int, int, str]


def place_bubble(
    size: tuple[int, int],
    target: tuple[int, int],
    side: str,
    gap: int,
    body: Spots,
    room: tuple[int, int, int, int],
    clear: int = CLEAR,
    others: Spots | None = None,
) -> tuple[pygame.Rect, str, int]:
    """`bubble_spot`'s bubble, side and how much it covers."""
    spot = bubble_spot(size, target, side, gap, body, room, clear, others)
    return spot.rect, spot.side, spot.covered


def bubble_spot(
    size: tuple[int, int],
    target: tuple[int, int],
    side: str,
    gap: int,
    body: Spots,
    room: tuple[int, int, int, int],
    clear: int = CLEAR,
    others: Spots | None = None,
    prefer: tuple[tuple[int, int, str], tuple[int, int]] | None = None,
    avoid: list[pygame.Rect] | None = None,
    crossing: Crossing | None = None,
) -> Spot:
    """Where a `size` bubble pointing at `target` sits, and on which side ("above" or
    "below"): `side` first, centred on the target, then the other side, then slid left or
    right of the target (then wholly beside it, then at the room's left and right ends);
    then the same past the whole `body` (above its top or below its bottom). The first
    place that covers none of the `body` (the arrow the line talks about, `clear` pixels
    round it) wins, else the one that covers least. `body` and `others`: pixels, or boxes
    (3D: each cell's footprint on screen, footprint.py; its centre alone let the bubble
    cover half a cell, s57), a covered one counting its pixels. `room` is (left, top,
    right, bottom): the bubble stays inside it. `others`: the other arrows (2D lesson:
    stranger playtest, at 640x480 the bubble hid the other free arrow the step asked to
    tap); a place covering none of them either wins, tried last at the room's bottom and
    top edges and centred on the target's height, and a pixel of them weighs less than one
    of the `body`. `prefer`: the place drawn last frame (its Spot.key and its top left)
    first, where it was, then that try by the target now: kept while it covers nothing
    within half the `clear` margin, or not a quarter more than the best (s57: the bubble
    does not hop to and fro as the view turns, nor follow each move of the pixel aimed at).
    `avoid`: boxes a pixel of which under the bubble weighs as one of the `body` (Skip
    lesson, the minimap: s270, at 800x600 a bubble placed under Skip, then in a room cut
    left of it, hopped between the two each frame of a turn). `crossing`: a weight of the
    leader from a place (bubble_cross: the arrows it crosses, 0 none); of the places that
    cover nothing, the first it weighs 0 wins, else the lightest of the first ASKS; where
    each covers some, the lightest of those about as good as the best (`_lightest`, s287)."""
    best: Spot | None = None
    kept: Spot | None = None
    quiet: list[tuple[int, int, Spot]] = []  # (the places that cover nothing, weighed by `crossing`)
    spots: list[Spot] = []
    for spot, was in _tried(size, target, side, gap, (body, others or [], avoid or []), room, clear, prefer):
        spots.append(spot)
        if spot.covered == 0:
            if crossing is None or (weight := crossing(spot.rect, spot.side)) == 0:
                return spot
            if all(q[2].rect != spot.rect for q in quiet):  # (a place the room's edge moved onto another)
                quiet.append((weight, len(quiet), spot))
            if len(quiet) >= ASKS:
                break
            continue
        kept = spot if was else kept
        if best is None or spot.covered < best.covered:
            best = spot
    if quiet:
        return min(quiet)[2]
    assert best is not None
    pick = kept if kept is not None and about(kept, best) else best
    return pick if crossing is None else _lightest(pick, best, spots, crossing)


def _tried(size, target, side, gap, arrows, room, clear, prefer) -> Iterator[tuple[Spot, bool]]:
    """bubble_spot's places in the order tried, each with whether it is where it was drawn
    (`arrows`: its body, others and avoid)."""
    bw, bh = size
    left, top, right, bottom = room
    mine, theirs, avoid = boxes(arrows[0]), boxes(arrows[1]), arrows[2]
    other = "below" if side == "above" else "above"
    ys, slides = _places(size, target, gap, mine, theirs, room, clear)
    tries = [(k, j, where) for k in range(len(ys)) for j in range(len(slides)) for where in (side, other)]
    key, stay = prefer if prefer is not None else (None, None)
    if key in tries:  # where it was on screen, then its place by the target now, then the rest
        tries.remove(key)
        tries[:0] = [(-1, -1, key[2]), key]
    for k, j, where in tries:
        x, y = stay if k < 0 and stay is not None else (slides[j], ys[k][where])
        x, y = max(left + 12, min(right - bw - 12, x)), max(top + 6, min(bottom - bh - 6, y))
        rect = pygame.Rect(x, y, bw, bh)
        margin = clear if k >= 0 and (k, j, where) != key else clear // 2  # (left once covered)
        near = rect.inflate(2 * margin, 2 * margin)
        covered = 1000 * _covered(rect, near, mine) + _covered(rect, near, theirs)
        covered += 1000 * _covered(rect, rect, avoid)
        yield Spot(rect, where, covered, key if k < 0 and key is not None else (k, j, where)), k < 0


def _lightest(pick: Spot, best: Spot, spots: list[Spot], crossing: Crossing) -> Spot:
    """Of the places that hide about as little as the `best` (`about`), the one whose leader `crossing`
    weighs least, `pick` first, then the least hidden, ASKS at most (s287: at 640x480 every
    place of Flat 3D's "This arrow folds over the edge" hid some arrow, and the least
    hidden led its line across the green arrow in front)."""
    like = {(pick.rect.topleft, pick.side): pick}
    for spot in sorted(spots, key=lambda s: s.covered):
        if len(like) < ASKS and about(spot, best):
            like.setdefault((spot.rect.topleft, spot.side), spot)
    weighed = []
    for n, spot in enumerate(like.values()):
        weighed.append((crossing(spot.rect, spot.side), n, spot))
        if weighed[-1][0] == 0:  # (none lighter, none before it as light: s320, the rest not weighed)
            break
    return min(weighed)[2]


def about(kept: Spot, best: Spot) -> bool:
    """The place drawn last frame does about as well as the best: it covers not a quarter
    more, or no more than an eighth of its own area's worth of the other arrows more (s270:
    a bubble over a zoomed shape's edge, each place covering a little, hopped as those
    littles changed with each frame of a turn)."""
    slack = kept.rect.w * kept.rect.h // 8
    return 4 * kept.covered <= 5 * best.covered or kept.covered <= best.covered + slack


def _places(size, target, gap, mine, theirs, room, clear) -> tuple[list[dict[str, int]], tuple[int, ...]]:
    """bubble_spot's tops (by side) and lefts, in the order tried."""
    bw, bh = size
    ax, ay = target
    left, top, right, bottom = room
    ys = [{"below": ay + gap, "above": ay - gap - bh}]
    if mine:
        ys.append(
            {"below": max(r.bottom for r in mine) + clear, "above": min(r.y for r in mine) - clear - bh - 1}
        )
    if theirs:  # the band the board was fitted above (coach.lesson_band), then the top
        ys += [{"below": bottom, "above": bottom}, {"below": top, "above": top}]
        ys.append({"below": ay - bh // 2, "above": ay - bh // 2})
    # centred; slid so the target sits near its right or left end; then wholly aside
    return ys, (ax - bw // 2, ax - bw + 40, ax - 40, ax - bw - 2 * clear, ax + 2 * clear, left, right)


def boxes(spots: Spots) -> list[pygame.Rect]:
    return [s if isinstance(s, pygame.Rect) else pygame.Rect(s, (1, 1)) for s in spots]


def _covered(rect: pygame.Rect, near: pygame.Rect, boxes: list[pygame.Rect]) -> int:
    """How much of `boxes` the bubble `rect` covers, or comes `near` (its clear margin):
    a pixel under it counts five, one in the margin one (a pixel of two boxes twice)."""
    total = 0
    for k in near.collidelistall(boxes):  # (the boxes it meets, found in C: a turn redraws it)
        c, d = near.clip(boxes[k]), rect.clip(boxes[k])
        total += c.w * c.h + 4 * d.w * d.h
    return total


Pick = tuple[int, tuple[tuple[int, int, str], tuple[int, int]]]  # (the line's width, (Spot.key,
# its top left)): fit_bubble's last place


def fit_bubble(
    line: str,
    size: int,
    th: int,
    room: tuple[int, int, int, int],
    target: tuple[int, int],
    side: str,
    gap: int,
    body: Spots,
    others: Spots,
    prefer: Pick | None = None,
    even: bool = False,
    snug: bool = False,
    avoid: list[pygame.Rect] | None = None,
    crossing: Crossing | None = None,
) -> tuple[Any, Spot, Pick]:
    """The `line` wrapped (at `size`, lines `th` apart) and its bubble placed in `room`
    (bubble_spot): across the room (three lines or fewer where it can: a line is cut with '...' only
    where the room is too low for it whole; s72, at 480x800 the bubble kept left of Skip said "...
    the puzzle is lost. Now..."); where every place hides some of the arrows, in half the width
    (three lines at most), then in the widest column the arrows leave at the room's left or right
    (eight lines at most, as tall as the room: s57, at 640x480 a 3D shape zoomed in left no band
    over or under it, and the bubble hid two arrows). The first that hides nothing, else the one
    that hides least; `prefer`'s (the place drawn last frame) first, and kept as bubble_spot keeps
    one; its lines made even there (`_evened`). Of places that hide nothing, one whose leader
    `crossing` weighs 0, else the lightest of the widths' (s356: at 1920x1080 the Flat lesson's
    bubble across the room under the block led its line 1 061 px round the block, where one
    of two lines beside the arrow led it 50 px). `even` (3D and Flat 3D): a column narrower than
    the band tried, not only one narrower than half. `snug`: as wide as the room holds it
    (`_across`). `avoid`, `crossing`: bubble_spot's. Returns the wrapped line, its Spot, the Pick."""
    pad = BUBBLE_PAD * size // 26  # the line's size says the bubble's scale
    extra = 2 * pad + 40 * size // 26  # a bubble's width past its text
    widths = [(width := _across(room, size, snug), 3), (max(200, width // 2), 3)]
    column = _measured(line, size, th, room, extra, [*boxes(body), *boxes(others)])
    if prefer is not None and prefer[0] not in (w for w, _ in widths):
        column = prefer[0]  # the column drawn last frame, tried while it covers nothing
    if 120 * size // 26 <= column < widths[0 if even else -1][0] and column != widths[-1][0]:
        widths.append((column, 8))  # (3D, `even`: wider than half too, beside a shape: bubble_fit, s217)
    order = sorted(range(len(widths)), key=lambda k: prefer is None or widths[k][0] != prefer[0])
    found: list[tuple[Any, int | None, bool]] = []  # (each width's place: _chosen)
    for k in order:
        wide, most = widths[k]
        msg = wrap_said(line, size, wide, th)
        if k == 0 and msg.lines > most and th * msg.lines + 2 * pad - 4 > room[3] - room[1] - 12:
            msg = wrap_said(line, size, wide, th, most)
        bw, bh = msg.ink_width + extra, th * msg.lines + 2 * pad - 4
        if k and (msg.lines > most or bh > room[3] - room[1] - 12):  # a long line: kept wide
            continue
        keep = prefer[1] if prefer is not None and prefer[0] == wide else None
        weigh = _as_drawn(crossing, (line, size, th, wide, msg, extra, target[0]))
        spot = bubble_spot((bw, bh), target, side, gap, body, room, CLEAR, others, keep, avoid, weigh)
        got = (msg, spot, (wide, (spot.key, spot.rect.topleft)))  # (the place kept: the line's as wrapped)
        if msg.lines > 1:  # (a column's too, and 2D's: s275, "away. Tap a free" / "one" in one)
            got = (*_evened(line, size, th, wide, msg, spot, extra, target[0]), got[2])
        weight = None if spot.covered else 0 if weigh is None else weigh(spot.rect, spot.side)
        if weight == 0:  # (hides nothing, its leader crosses no arrow)
            return got
        found.append((got, weight, keep is not None and spot.key == keep[0]))
    return _chosen(found)


def _chosen(found: list[tuple[Any, int | None, bool]]) -> tuple[Any, Spot, Pick]:
    """fit_bubble's pick of its widths' (its result, its leader's weight where it hides
    nothing, whether it is the place drawn last frame) where none hides nothing with a clear
    leader: of those hiding nothing, the lightest (the first of equals; s356: another width's
    place may lead its line across fewer arrows), else the one that hides least, the place
    drawn last frame kept while it does about as well."""
    quiet = [(weight, n) for n, (_got, weight, _kept) in enumerate(found) if weight is not None]
    if quiet:
        return found[min(quiet)[1]][0]
    best = min((got for got, _w, _k in found), key=lambda got: got[1].covered)
    kept = [got for got, _w, was in found if was]
    return kept[-1] if kept and about(kept[-1][1], best[1]) else best


def _as_drawn(crossing: Crossing | None, wrap: tuple) -> Crossing | None:
    """`crossing` weighing a place's bubble as drawn there: its lines made even (`_evened`,
    `wrap` its arguments but the spot), narrower, its pointer and leader found from that
    (s287: weighed as first placed, the pointer drawn went round the other way)."""
    if crossing is None or wrap[4].lines < 2:
        return crossing
    line, size, th, wide, msg, extra, x = wrap

    def weigh(rect: pygame.Rect, side: str) -> int:
        spot = Spot(rect, side, 0, (0, 0, side))
        return crossing(_evened(line, size, th, wide, msg, spot, extra, x)[1].rect, side)

    return weigh


def _measured(line: str, size: int, th: int, room: tuple[int, int, int, int], extra: int, arrows) -> int:
    """The text width of `_column`'s column (`extra`: a bubble's width past it) in steps of
    16 (a turn of the view does not wrap it again each frame), or MEASURE where the line
    wraps in more lines in it (over the shape's edge, where the arrows leave less: s270, at
    640x480 Flat 3D's "Lower steps block it too..." in a 134 px column, six lines of a word
    or two); no wider than the `room` holds."""
    column = _column(room, arrows) - extra
    column -= column % 16
    floor = MEASURE * size // 26
    if column < floor and (
        column < floor // 2 or said_lines(line, size, column, th) > _lines(line, size, th, floor)
    ):
        column = floor
    return min(column, room[2] - room[0] - 24 - extra)


@functools.lru_cache(maxsize=64)
def _lines(line: str, size: int, th: int, wide: int) -> int:
    return wrap_said(line, size, wide, th).lines


def readable(size: int) -> int:
    """The narrowest room a bubble in print `size` reads in: MEASURE's text, its padding and
    the 12 px bubble_spot keeps inside the room each side."""
    return (MEASURE + 40) * size // 26 + 2 * (BUBBLE_PAD * size // 26) + 24


def _across(room: tuple[int, int, int, int], size: int, snug: bool) -> int:
    """fit_bubble's width of the line across the `room`: the room's less 40 px each side,
    at least 200; `snug`, as wide as the room holds the bubble (the room is the column kept
    beside a 3D shape, bubble_fit.bubble_left: s229, at 480x360 the 3D lesson's first line
    wrapped in three there, and the toasts moved over the shape)."""
    pad = BUBBLE_PAD * size // 26
    if snug:  # (bubble_spot keeps a bubble 12 px inside its room)
        return room[2] - room[0] - 24 - 2 * pad - 40 * size // 26
    return max(200, room[2] - room[0] - 2 * pad - 80 * size // 26)


def _evened(line: str, size: int, th: int, wide: int, msg: Any, spot: Spot, extra: int, x: int) -> tuple:
    """The bubble wrapped `balanced` in as many lines, inside `spot` (so it covers no more:
    s93, a 2D one placed again ran across a head at 640x480; s275, placed again in a column
    it hopped as each frame of a zoom left it a new place), as near the pixel `x` aimed at
    as it can (`extra`: its width past the text); else `msg` at `spot`."""
    narrow = balanced(line, size, th, wide)
    even = wrap_said(line, size, narrow, th) if narrow < wide else msg
    if even.lines != msg.lines or even is msg:
        return msg, spot
    r, bw = spot.rect, even.ink_width + extra
    return even, spot._replace(rect=pygame.Rect(max(r.x, min(r.right - bw, x - bw // 2)), r.y, bw, r.h))


@functools.lru_cache(maxsize=64)
def balanced(line: str, size: int, th: int, wide: int) -> int:
    """`wide`, or where the last line would be a word or two alone under long ones (s93:
    at 1280x680 the 3D lesson's "... Tap a free" / "one", Flat 3D's "Lose all 3," / "you
    lose"), the narrowest width that wraps `line` in as few lines: even ones."""
    msg = wrap_said(line, size, wide, th)
    lines = msg.lines
    img = msg.image
    last = img.subsurface((0, (lines - 1) * th, img.get_width(), img.get_height() - (lines - 1) * th))
    if lines < 2 or 3 * last.get_bounding_rect().w >= msg.ink_width:
        return wide
    lo, hi = wide // lines, wide  # (hi wraps in `lines`; below lo no width can)
    while lo < hi:
        mid = (lo + hi) // 2
        if said_lines(line, size, mid, th) <= lines:
            hi = mid
        else:
            lo = mid + 1
    return hi


def _column(room: tuple[int, int, int, int], arrows: list[pygame.Rect]) -> int:
    """The width of a bubble in the widest column between the room's left or right and
    the `arrows` (their boxes, CLEAR round them); 0 without arrows."""
    if not arrows:
        return 0
    left, _top, right, _bottom = room
    lo, hi = min(r.x for r in arrows), max(r.right for r in arrows)
    return max(lo - CLEAR - left, right - hi - CLEAR) - 12 - 2
