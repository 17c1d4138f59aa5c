"""The chips of the play screen's bars. The puzzle code on the bottom bar, always whole
and legible: one line when it can be read there, else broken after its dashes onto two
or three lines (a code is never cut: a player copies it by eye as well as with Copy).
The stat chips of the top bar: those that fit."""

from __future__ import annotations

import functools
import itertools
import math
import re
from collections.abc import Iterator

from . import theme
from .draw import fmt_score
from .titleforms import says_day, title_forms

CODE_LEAST = 16  # the code's smallest font: it breaks onto more lines before it shrinks more
CODE_FLOOR = 10  # ... and below the game's smallest window, to this before it is cut
ONE_LINE_LEAST = 20  # below this on one line, two lines of bigger letters are drawn instead
# the top bar's title panel: (its width beyond the text each side, its round ends' radius)
# in units: roomy, or where room is short (640x480) tight, with squarer ends the text clears
TITLE_PADS = ((16, 22), (8, 14))  # (room beside the title, corner): roomy, else the least
TITLE_PRINT = (34, 28, 24)  # the title's print, largest first; its shortest form may go to
SHORTEST_PRINT = 20  # this before it sits cramped (at 640x480 it sat 4 px from its edges)
# the title's print grows with the window, from SHORTEST_PRINT at 640 to TITLE_PRINT[0] at
# 1120 units wide (at the HUD's scale), a point at a time (s53: it was the largest of
# TITLE_PRINT that fitted beside the chips, and jumped 20, 24, 20, 28, 34, 20 between 640
# and 870 wide as the chips took and gave back room)
TITLE_RAMP = (640, 1120)


def title_print(width: int, u: float = 1.0) -> float:
    """The title's print in a window `width` pixels wide at HUD scale `u` (drawn at its
    whole part): continuous and never smaller in a wider window (TITLE_RAMP)."""
    lo, hi = TITLE_RAMP
    t = max(0.0, min(1.0, (width / u - lo) / (hi - lo)))
    return (SHORTEST_PRINT + (TITLE_PRINT[0] - SHORTEST_PRINT) * t) * u


def _title_w(title: str, size: float) -> int:
    """`title`'s width at print `size`, growing smoothly between whole prints (from its
    width at the whole part to its width a point bigger): the room a title's form is chosen by grows with the
    window by less than the window does, so a longer form, once it fits, keeps fitting (a
    whole point more print at once made "Octahedron  •  Medium" fall back to "Octahedron"
    at 990 wide, between two widths that showed it whole)."""
    whole = max(1, int(size))
    lo, hi = (theme.text_size(title, z, True)[0] for z in (whole, whole + 1))
    return math.ceil(lo + (hi - lo) * (size - whole))


def title_prints(
    forms: list[str], u: float = 1.0, size: int | None = None
) -> list[tuple[str, int, tuple[int, int]]]:
    """(title, print, (room beside it, corner)) to try in turn, at HUD scale `u`: each form
    of the title, longest first, in print `size` (title_print; None: TITLE_PRINT[0] at
    `u`), roomy then tight; a daily's forms with its day (s337), then the shortest form,
    smaller, down to SHORTEST_PRINT (a window narrower than the chips were measured for)."""
    if not forms:
        return []
    size = int(TITLE_PRINT[0] * u) if size is None else size
    least = int(SHORTEST_PRINT * u)
    out = [(t, size, pad) for t in forms for pad in TITLE_PADS]
    small = [t for t in forms[:-1] if says_day(t)] + forms[-1:]  # (a daily's day before "Daily")
    return out + [(t, z, TITLE_PADS[-1]) for t in small for z in range(size - 1, least - 1, -1)]


def need(size: int, label_w: int, lines: list[str], u: float = 1.0) -> int:
    """The chip's width for `lines` at font `size` after a label `label_w` wide (at HUD
    scale `u`)."""
    return label_w + max(theme.text_size(t, size, True)[0] for t in lines) + int(40 * u)


def line_h(size: int) -> int:
    """The step between two lines of the code at font `size`."""
    return max(10, theme.font(size, True).get_linesize() - 2)


def fit_code(
    code: str, room: int, label_w: int, bar_h: int, u: float = 1.0, seps: str = "-"
) -> tuple[int, list[str], int]:
    """(font size, lines, label width: negative without the label) for `code` in `room`
    pixels of a bar `bar_h` high, at HUD scale `u`: one line if it reads there, else two
    lines broken after a character of `seps` (a code: its dashes), then those without the
    label, then three lines, with it and without; as a last resort (a window narrower
    than the game allows) three lines without it in a smaller print still, down to
    CODE_FLOOR (s72: at 480x800 the least print ran past the chip, "ard-" and "744-" cut)."""
    least, pad = int(CODE_LEAST * u), int(16 * u)
    two = min(int(22 * u), (bar_h - pad) // 2)  # two lines fill the bar's height
    tops = {1: int(24 * u), 2: two, 3: min(two, (bar_h - pad) // 3 + int(4 * u))}
    bare = -int(10 * u)  # two lines without the label before three with it (s58: 640x480)
    for n, lw in ((1, label_w), (2, label_w), (1, bare), (2, bare), (3, label_w), (3, bare)):
        lines = split_code(code, n, seps)
        size = tops[n]
        floor = least if n > 1 else int(ONE_LINE_LEAST * u)  # two bigger lines read better
        while size > floor and need(size, lw, lines, u) > room:
            size -= 1
        if need(size, lw, lines, u) <= room:
            return size, lines, lw
    lines, lw = split_code(code, 3, seps), -int(10 * u)
    size = least
    while size > int(CODE_FLOOR * u) and need(size, lw, lines, u) > room:
        size -= 1
    return size, lines, lw


def split_code(code: str, n: int, seps: str = "-") -> list[str]:
    """`code` on `n` lines broken after dashes (or any character of `seps`: a board file's
    name breaks after its underscores, dots and spaces too), the widest line as narrow as
    it can be, then the next widest (each line keeps its dash: the lines read back as the
    code)."""
    parts, part = [], ""
    for ch in code:
        part += ch
        if ch in seps:
            parts.append(part)
            part = ""
    if part or not parts:
        parts.append(part)
    if n <= 1 or len(parts) < 2:
        return [code]
    n = min(n, len(parts))
    best: list[str] = [code]
    best_w: tuple[int, ...] = (theme.text_size(code, 20, True)[0] + 1,)

    def cuts(start: int, k: int) -> Iterator[list[int]]:  # k cut points after `start`
        if k == 0:
            yield []
            return
        for c in range(start + 1, len(parts) - k + 1):
            for rest in cuts(c, k - 1):
                yield [c, *rest]

    for cut in cuts(0, n - 1):
        bounds = [0, *cut, len(parts)]
        lines = ["".join(parts[a:b]) for a, b in itertools.pairwise(bounds)]
        # the widest line first, then the next (no "2d-" left alone on a line)
        w = tuple(sorted((theme.text_size(t, 20, True)[0] for t in lines), reverse=True))
        if w < best_w:
            best, best_w = lines, w
    return best


SHORT = {"time": "", "score": "pts"}  # the labels where room is short: a
# bare count of arrows was a number nobody could name (stranger round 10)
BARE = ("time", "arrows")  # chips that read without a label, a last resort for the arrows
# the arrows' chip says "5 left" at every width, its word after the count (s264: a lesson's
# first board said "left 5", where its title was long, and its second "arrows 5": two forms
# of one count a player read two ways)
LABELS = {"arrows": "left"}
AFTER = ("left",)  # the labels a chip says after its value


CLOCK_WIDEST = "00:00"  # the play clock as the top bar measures it: to 59:59 (past an hour
# its chip's label gives way to the hours: hud.clock_chip)


def widest_time(size: int = 32) -> str:
    """CLOCK_WIDEST with every digit the one widest so in print `size` (its digits are not
    all as wide: "59:59" is a pixel wider than "00:00"): the clock's chip is
    measured so whatever it reads, so that the title and the chips keep their places as the
    clock passes 9:59 (s67: at 10:00 the chip grew into the title's room, and the title
    moved, or a chip went, mid-game). Not "0:00:00": at 640x480 the score's chip went for
    it, in every game, and an hour is rare."""
    forms = (CLOCK_WIDEST.replace("0", d) for d in "0123456789")  # (at `size`: "33:33" was
    return max(forms, key=lambda t: theme.text_size(t, size, True)[0])  # wider than "00:00")


def widest_values(chips: list[tuple[str, str]], arrows_total: int, size: int = 32) -> dict[str, str]:
    """What each stat chip is measured as when the top bar decides what fits: its widest
    in this puzzle (every digit a 0; the arrows at the total's digits, the score at 4 or
    more, the layers at 2), so that a chip does not come and go, nor the title change, as
    a number grows during play (playtest: at 700 px wide the layers chip went at the
    first clear and the title grew to its long form). (The score's as titled_chips gives
    it: its most in the puzzle, score_measure.)"""
    floor = {"arrows": len(str(arrows_total)), "score": SCORE_LEAST, "layers": 2}

    def widest(lab: str, v: str) -> str:
        if lab == "time":  # (the clock's widest in a session, not as it reads now: s67)
            return widest_time(size)
        digits = max(floor.get(lab, 0), sum(ch.isdigit() for ch in v))
        if lab == "score":
            return score_measure(digits, size)
        return "0" * max(digits, len(v))

    return {lab: widest(lab, v) for lab, v in chips}


SCORE_LEAST = 4  # the score's chip has room for "0000" at least (fmt_score: "2033" whole)


def score_measure(digits: int, size: int = 32) -> str:
    """The score of `digits` figures as the HUD writes it (its thousands set apart from
    five figures: "16 058"), every figure the widest one in print `size`."""
    forms = (re.sub(r"\d", d, fmt_score(10 ** (digits - 1))) for d in "0123456789")
    return max(forms, key=lambda t: theme.text_size(t, size, True)[0])


def short_score(value: str, digits: int) -> str:
    """A score chip's `value` ("16 058") in a chip measured for `digits` figures: as it is
    where it has no more, else in thousands ("16k"), then millions: a chip that cannot grow
    to the board's most (score_digits) keeps its width and the bar its layout."""
    points = int(re.sub(r"\D", "", value) or 0)
    if len(str(points)) <= digits:
        return value
    thousands = points // 1000
    return f"{thousands}k" if len(str(thousands)) < digits else f"{points // 1_000_000}M"


# the top bar's chips, richest first: all with their labels, the short labels (time bare,
# arrows "left"), the score's too ("pts"), those drawn TIGHT, then SNUG (s76: at 800x600
# a 3D board of 1000+ arrows lost its layers chip to the fourth digit, on the boards where
# the layers count most; not the score bare for it: a bare "0" was stranger s49's
# complaint), then without the layers, then without the clock (s170: the score went bare
# here, "left 56" and "0" at 640x480 and 800x600 in 3D); those before NAMED keep the
# arrows' label, then it goes (never the score's). Each stage's third part is the
# room a chip keeps each side of its print: a word or the title goes only after the chips
# have drawn TIGHT (stranger s49: at 640x480 the score was a bare "0" from level 4 on, and
# from level 100 on the title went, 2 px short of room, while the score kept "score")
ROOMY, TIGHT, SNUG = 16, 10, 8  # (SNUG: to keep the layers chip, s76; drawn.CHIP_ROOM)
STAGES: tuple[tuple[tuple[str, ...], int, int], ...] = (
    ((), 0, ROOMY),
    ((), 1, ROOMY),
    ((), 2, ROOMY),
    ((), 2, TIGHT),
    ((), 2, SNUG),
    (("layers",), 1, ROOMY),
    (("layers",), 2, ROOMY),
    (("layers",), 2, TIGHT),
    (("layers", "time"), 2, ROOMY),  # (s170: not the score bare, a "0" no one could name:
    (("layers", "time"), 2, TIGHT),  # the clock gives way first, as in a narrow bar)
    (("layers",), 3, ROOMY),
    (("layers", "time"), 3, ROOMY),
)
NAMED, DATED, SNUG_ALL = 10, 8, 5  # (DATED: a daily's day keeps the clock, layers give way: s337)
EVERY_CHIP = 3  # the stages that keep every chip: a title's longer forms only go with these
# ... and where the shortest form fits none of those, the clock's chip gives way to it (s55:
# at 640 a bar of three hearts, a timer, "left 56" and a score showed every chip but the
# layers' and no title at all: the chips alone took the room the title could not). The
# clock, not the points, as a narrow bar's chips give way (hudfit.GIVE_WAY; s127: 600 wide
# kept the points, 640 the clock): the hearts and the arrows left stay at every width
TITLED = ((("layers", "time"), 2, ROOMY), (("layers", "time"), 2, TIGHT))
CHIP_GAP = 10  # between two chips
CLOSE_GAP = 6  # ... drawn SNUG, the last stage with every chip (s84: at 800x600 a Flat "Cross
# Pyramid" lost its layers chip for want of 8 px, the title keeping its print)


def chip_gap(pad: int) -> int:
    """The room between two chips that keep `pad` beside their print (a stage's third part)."""
    return CLOSE_GAP if pad <= SNUG else CHIP_GAP


def staged(
    chips: list[tuple[str, str]], stage: tuple[tuple[str, ...], int, int], u: float, wide: dict[str, str]
) -> tuple[list[tuple[str, str]], int]:
    """The chips a STAGES entry keeps, with the labels it gives them, and their width (each
    value measured as `wide` says, default as it is)."""
    drop, short, pad = stage

    def named(lab: str) -> str:  # 0 the label; 1 SHORT's (2: the score's too); 3 BARE bare
        if short == 3 and lab in BARE:
            return ""
        if lab in LABELS:
            return LABELS[lab]
        return SHORT.get(lab, lab) if short and (lab != "score" or short > 1) else lab

    kept = [(named(lab), v, lab) for lab, v in chips if lab not in drop]
    width = sum(
        theme.text_size(wide.get(lab, v), int(32 * u), True)[0]
        + (theme.text_size(name, int(20 * u))[0] + int(4 * u) if name else 0)
        + int((2 * pad + chip_gap(pad)) * u)
        for name, v, lab in kept
    )
    return [(name, v) for name, v, _lab in kept], width


def fit_chips(
    chips: list[tuple[str, str]], room: int, u: float = 1.0, widest: dict[str, str] | None = None
) -> tuple[list[tuple[str, str]], int, int]:
    """The stat chips that fit `room` pixels, the width they take and the room each keeps
    beside its print: the first of STAGES that fits, the clock's chip given way (TITLED)
    before the arrows' label goes (the last whatever its width; s72: at 480x800 the top
    bar said a bare "7" beside the clock, the score kept and nothing saying what 7 was)."""
    for stage in (*STAGES[:-1], *TITLED, STAGES[-1]):
        kept, used = staged(chips, stage, u, widest or {})
        if used <= room or stage is STAGES[-1]:
            return kept, used, stage[2]
    raise AssertionError("unreachable")


Fit = tuple[list[tuple[str, str]], list[str], int, int]  # titled_chips' answer


def titled_chips(
    chips: list[tuple[str, str]],
    title: str,
    room: int,
    u: float = 1.0,
    arrows_total: int | None = None,
    size: float | None = None,
    score_most: int | None = None,
) -> Fit:
    """_titled's answer for `chips` beside `title` in `room` pixels, each chip measured at
    its widest in the puzzle (widest_values, with `arrows_total`), the score's at the most
    the board can score (`score_most`, game/score.most_points) where the bar keeps as many
    chips so, words on them and title (its form and print), as with a score of SCORE_LEAST
    figures (a bare "0" was stranger s49's complaint); else at the most figures that keep
    them (s76: at 800x600 a 3D board of 1000+ arrows keeps its layers chip), its value
    shortened to fit (short_score: "250k"). Decided by the board and the room, not the
    score: the chips and the title stay put as it grows (s87: at 800x600 "score 0" on a
    57-arrow cube became "pts 16 500" mid-game, at 1024x600 a Flat Cross Pyramid lost
    "  \u2022  Easy" at its win)."""
    widest = widest_values(chips, arrows_total, int(32 * u)) if arrows_total is not None else {}
    if score_most is None or "score" not in widest:
        return _titled(chips, title, room, u, widest, size)

    digits = score_digits(tuple(widest.items()), title, room, u, size, score_most)
    shown = [(lab, short_score(v, digits) if lab == "score" else v) for lab, v in chips]
    return _titled(shown, title, room, u, widest | {"score": score_measure(digits, int(32 * u))}, size)


@functools.lru_cache(maxsize=64)
def score_digits(
    widest: tuple[tuple[str, str], ...], title: str, room: int, u: float, size: float | None, most: int
) -> int:
    """The figures titled_chips measures the score's chip for, beside the other chips at
    their `widest` (a puzzle's bar asks each frame it is drawn: found once)."""

    def says(digits: int) -> tuple[int, ...]:  # its chips, those with a word (not the clock's), the title
        wide = dict(widest) | {"score": score_measure(digits, int(32 * u))}
        kept, forms, used, _pad = _titled(list(wide.items()), title, room, u, wide, size)
        words = sum(bool(name) and name != "time" for name, _v in kept)
        return len(kept), words, *shown_title(forms, room - used - int(6 * u), u, size)

    least = says(SCORE_LEAST)
    for digits in range(len(str(most)), SCORE_LEAST, -1):
        if all(a >= b for a, b in zip(says(digits), least, strict=True)):
            return digits
    return SCORE_LEAST


def shown_title(forms: list[str], room: int, u: float, size: float | None) -> tuple[int, int]:
    """(length, print) of the title Hud draws of `forms` in `room` pixels, (0, 0): none."""
    found = fitting_title(forms, room, u, None if size is None else int(size))
    return (len(found[0]), found[1]) if found is not None else (0, 0)


def fitting_title(
    forms: list[str], room: int, u: float, size: int | None
) -> tuple[str, int, tuple[int, int]] | None:
    """The first of title_prints' (title, print, (pad, ends)) whose panel fits `room`
    pixels at HUD scale `u`, None where none does: the title Hud draws."""
    for title, z, pads in title_prints(forms, u, size):
        if theme.text_size(title, z, True)[0] + 2 * int(pads[0] * u) <= room:
            return title, z, pads
    return None


def _titled(
    chips: list[tuple[str, str]],
    title: str,
    room: int,
    u: float,
    widest: dict[str, str],
    size: float | None,
) -> Fit:
    """The stat chips that fit `room` pixels beside the title, the title's forms to try,
    longest first, the width the chips take (measured at their widest in the puzzle,
    widest_values) and the room each chip keeps beside its print. The title's forms: the
    whole title, its first part ("Level 3" of "Level 3  •  Digit 4"), that part without
    its date ("Daily" of "Daily 2026-12-02": at 640x480 the date left no room and nothing
    said the puzzle was the daily). The first that fits of: a longer form with every chip
    (EVERY_CHIP), the shortest with chips that say what they count (NAMED: the layers chip
    gives way, then the score's label, never the arrows' label: at 660 the arrows were a
    bare number; the chips draw TIGHT before a word goes); the shortest in its least print
    with the clock's chip given way (TITLED); else the chips alone (fit_chips). In that
    order, a wider window never shows a shorter title (it did: "Music Note  •  Easy" at
    780 wide, "Music Note" at 820, where the layers chip came back). The
    title is measured in print `size` (title_print: it grows with the window, whatever the
    chips take; None: the least print of each form, as before s53)."""
    forms = title_forms(title)
    least = 0  # (left as the shortest form's least print: TITLED's below)
    for k, t in enumerate(forms):
        last, day = k == len(forms) - 1, says_day(t)  # (a daily's day: as the shortest, s337)
        dated = day and not any(map(says_day, forms[k + 1 :]))  # (layers give way to its last only)
        least = theme.text_size(t, int((SHORTEST_PRINT if last or day else TITLE_PRINT[-1]) * u), True)[0]
        widths = [least] if size is None else [_title_w(t, size), *([least] if last or day else [])]
        for tw in widths:  # (the shortest form in its least print too, where it shows so)
            keep = tw + int((6 + 2 * TITLE_PADS[-1][0]) * u)
            for stage in STAGES[: NAMED if last else DATED if dated else SNUG_ALL if day else EVERY_CHIP]:
                kept, used = staged(chips, stage, u, widest)
                if used + keep <= room:
                    return kept, forms[k:], used, stage[2]
    keep = least + int((6 + 2 * TITLE_PADS[-1][0]) * u)
    for stage in TITLED if forms else ():  # (the shortest form in its least print: better than none)
        kept, used = staged(chips, stage, u, widest)
        if used + keep <= room:  # (its room no more than that print's: a window a little
            return kept, forms[-1:], room - keep, stage[2]  # wider, the score back, kept it)
    kept, used, pad = fit_chips(chips, room, u, widest)
    return kept, forms, used, pad
