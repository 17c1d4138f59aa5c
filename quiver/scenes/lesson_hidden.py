"""A 3D or Flat 3D lesson step whose arrow the view hides (quiver/scenes/coach.py): where no
pixel of the step's arrows shows, bubble.aim_kept aims at the head nearest the eye, its last
resort, and after a turn at rest the pointer stood there, its dashed line running to an arrow
the player could not see (s303, s304: the 3D lesson's "This one is blocked" at 800x600 with
the shape turned so its arrow faced away). Now the bubble draws no pointer then and says to
turn the shape to find the arrow; a turn that brings it into view brings the pointer and the
step's own words back. Found with the view at rest; a turn keeps what was found (the bubble
does not change its words, and size, as the arrow passes behind others mid-turn: s303 hides
a pointer at a hidden pixel then)."""

from __future__ import annotations

import weakref
from itertools import pairwise

import pygame

from quiver.game.lessons import step_words

from .bubble import body_pixels
from .bubble_fit import board_bottom
from .lesson_bend import view_key
from .lesson_looks import STEP, along, picked
from .lesson_turn import turning

ROW = 4  # px between the rows looked along over a hidden arrow's box (each every lesson_looks.STEP px)
PART = 1 << 20  # the point of coach.aim_key for a part found (none of bubble.aim_kept's: found again)
NEAR = [(dx, dy) for dx in range(-2 * ROW, 2 * ROW + 1, STEP) for dy in (-ROW, 0, ROW)]  # a patch
# round a pixel (4 * ROW + 1 px wide, 2 * ROW + 1 high) that shows whole: one thinner reads as no arrow
# (s304: Flat 3D's turned block showed a grey sliver, 3 px high, of the step's arrow's cells)
_PARTS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # play -> ((view, arrow), pixel)
_HIDDEN: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # coach -> ((stage, step), hidden)


def hidden(coach, play, target: tuple[int, int]) -> bool:
    """The arrow `coach` aims at (coach.target's) does not show at `target`, the pixel aimed
    at: the view hides it (found at rest, kept through a turn). False in 2D or with no arrow."""
    if play.flat_view or getattr(play, "ctl", None) is None or coach.aimed is None:
        _HIDDEN.pop(coach, None)
        return False
    now, kept = (coach.stage, coach.step), _HIDDEN.get(coach)
    if kept is not None and kept[0] == now and turning(play):
        return kept[1]
    _HIDDEN[coach] = (now, play.arrow_at(target) != coach.aimed)
    return _HIDDEN[coach][1]


def step_line(coach) -> str:
    """The step's line, or, while its arrow is hidden (`hidden`), where to look for it."""
    kept = _HIDDEN.get(coach)
    if kept is None or kept != ((coach.stage, coach.step), True):
        return step_words(coach.current, hearts_lost(getattr(coach, "play", None)))  # (hearts: as lost)
    thing = "block" if coach.mode == "flat" else "shape"  # (as the lesson's turn step says it)
    return f"The arrow is out of sight: turn the {thing} to find it"


def hearts_lost(play) -> int:
    """The hearts `play`'s board has lost (0 with none yet, or none to lose)."""
    session = getattr(play, "session", None)
    if session is None or session.max_hearts is None or session.hearts is None:
        return 0
    return session.max_hearts - session.hearts


def in_sight(play, got, arrows: list[int]):
    """bubble.aim_kept's `got` ((arrow, point), pixel), or, in 3D at rest where its pixel is
    not on its arrow (aim_kept's last resort: none of its head's and cells' centres shows),
    a pixel of the one of `arrows` that shows most (`_part`), where one shows: s304, the 3D
    lesson's "This one is blocked" turned at 800x600 aimed at a hidden head while three of
    the step's arrows showed a side, and Flat 3D's "Lower steps block it too" while its
    arrow showed its end over the block's top."""
    if got is None or play.flat_view or getattr(play, "ctl", None) is None or turning(play):
        return got
    (first, _k), pixel = got
    if _whole(play, pixel, first):
        return got
    part = _part(play, [first, *(a for a in arrows if a != first)])
    return got if part is None else ((part[0], PART), part[1])


def _whole(play, pixel: tuple[int, int], i: int) -> bool:
    """Arrow i shows whole round `pixel` (a NEAR patch of it): a sliver of it seen through the
    seam between two other arrows reads as theirs (s354: at 1280x720, turned and zoomed, the
    3D lesson's "This one is blocked" pointed at the seam between the orange column and the
    red bar, the blocked arrow's head showing there 2 px wide, and the two taps on what the
    pointer touched each fired a free arrow)."""
    points = [(pixel[0] + dx, pixel[1] + dy) for dx, dy in NEAR]
    seen = picked(play, points)
    return all(seen.get(p) == i for p in points)


def _part(play, arrows: list[int]) -> tuple[int, tuple[int, int]] | None:
    """The one of `arrows` that shows most above the bubble's band (as aim_kept: the bubble
    sits over the band), else most below it, the first on a tie, and its pixel deepest in
    what shows (most of its NEAR neighbours on it too), where a patch of it shows whole;
    None where none does. Looked for over their boxes, every ROW px down and
    lesson_looks.STEP px across, once a view (lesson_bend.view_key)."""
    key = (view_key(play.ctl), tuple(arrows))
    kept = _PARTS.get(play)
    if kept is not None and kept[0] == key:
        return kept[1]
    top = play.hud.top_rect.bottom
    box = _box(play, arrows).clip(pygame.Rect(0, top, play.size[0], play.hud.bottom_rect.y - top))
    route = [p for k, y in enumerate(range(box.top, box.bottom, ROW)) for p in _row(box, y, k % 2)]
    seen = along(play, route) if route else {}
    low, best, most = board_bottom(play), None, (-1, -1)
    for i in arrows:  # (the first of the most shown, where a patch of it shows whole)
        on = {p for p, a in seen.items() if a == i}
        shown = (sum(p[1] <= low for p in on), len(on))
        if on and shown > most and (pixel := _deepest(on, low)) is not None:
            best, most = (i, pixel), shown
    _PARTS[play] = (key, best)
    return best


_ACROSS = sorted({dx for dx, _dy in NEAR})  # (NEAR is every one of these across by every one down)
_DOWN = sorted({dy for _dx, dy in NEAR})


def _deepest(on: set[tuple[int, int]], low: int) -> tuple[int, int] | None:
    """The pixel of `on` with all its NEAR neighbours on too (a patch that shows whole),
    above `low` first, then the topmost, leftmost; None where none has. Those whose row
    stretch (NEAR's across) is on are found first, then those with such a stretch on each
    of NEAR's rows: the same pixels as counting each one's NEAR (s372: that count was 130 000
    pixels by 27 neighbours, a second of the frame a 3D lesson's view settled on)."""
    across = {p for p in on if all((p[0] + dx, p[1]) in on for dx in _ACROSS)}
    whole = [p for p in across if all((p[0], p[1] + dy) in across for dy in _DOWN)]
    return min(whole, key=lambda p: (p[1] > low, p)) if whole else None


def _box(play, arrows: list[int]) -> pygame.Rect:
    """A box round `arrows`' heads and cells' centres, about a cell (their centres' nearest
    spacing on screen, at least 40 px at HUD scale 1) wider each way."""
    points, spread = [], int(40 * play.hud.u)
    for i in arrows:
        cells = body_pixels(play, i)
        points += [play.arrow_pixel(i), *cells]
        spread = max([spread, *(max(abs(a[0] - b[0]), abs(a[1] - b[1])) for a, b in pairwise(cells))])
    xs, ys = [int(p[0]) for p in points], [int(p[1]) for p in points]
    box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
    return box.inflate(2 * spread, 2 * spread)


def _row(box: pygame.Rect, y: int, back: int) -> list[tuple[int, int]]:
    """A row across `box` at `y` (every STEP px from its left), leftwards where `back` (the
    rows joined: one route)."""
    row = [(box.left, y), (box.left + STEP * ((box.w - 1) // STEP), y)]
    return row[::-1] if back else row
