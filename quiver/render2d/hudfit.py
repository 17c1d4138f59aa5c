"""Which form the play bar's hearts take, which chips stand beside its title, and the
title in what room they leave (hudtop.plan). A bar narrower than the HUD is drawn for
(640 px at its scale) keeps, whatever the title, the hearts (a row, a tighter row, or one
heart and a count) and the arrows left, with the points where they fit, and gives the title
what room is left, ellipsised where it is short: the layers, then the clock give way before
a word or a heart does, and the title before the points (s121: at 480x360 the bar kept the
hearts or "left 25" as the title's length let it, 2D's "Music Note" three hearts and no
arrows, Flat's "Cross Pyramid" "x3"; s103: the points and a title had gone)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ..game.score import most_points
from . import hudhearts, theme
from .codechip import (
    ROOMY,
    SCORE_LEAST,
    SNUG,
    TIGHT,
    TITLE_PADS,
    Fit,
    fitting_title,
    score_measure,
    short_score,
    staged,
    title_forms,
    titled_chips,
    widest_values,
)
from .draw import panel
from .titleforms import LATE, PARTS, day_words, says_day

NARROW = 640  # a bar under this many pixels (at HUD scale 1) is narrow
# a narrow bar's chips, richest first: the layers' goes, the clock's, then the points' (never
# the arrows left); each tried with every form of the hearts, each form with every room. The
# clock stays only beside a title of READ letters at least (at 600x900 it left "Mu\u2026")
GIVE_WAY = (("layers",), ("layers", "time"), ("layers", "time", "score"))
STUB = "Abc"  # the least of a title a narrow bar leaves room for ("Abc…"), whatever its title
READ = "Abcdefgh"  # ... and beside the clock
NARROW_DIGITS = 5  # the most figures a narrow bar measures the score at ("15 460"; then "150k")
STUB_LEAST = 2  # letters an ellipsised title keeps (two wide ones fit STUB's room)
UNDER_PRINT = 16  # a level's word under its title (word_under): a bottom button's key's print


def narrow(width: int, u: float) -> bool:
    return width < NARROW * u


Found = tuple[tuple[int, int], int, Fit]  # the hearts' form, their panel's width, the chips' fit


def hearts_fit(
    info: Any, chips: list[tuple[str, str]], room_at: int, x: int, u: float, grown: float, width: int
) -> Found:
    """The hearts' form and the chips beside them, the hearts' panel from `room_at` (its
    left, plus the gap after it) to the chips' right edge `x`. A narrow bar: narrow_fit's
    first that fits. Else the first of hudhearts.FORMS that leaves the title room beside them
    and every chip but the layers' (the last form whatever; three hearts: their row)."""
    n = info.max_hearts or 0
    if narrow(width, u):
        form, fit = narrow_found(
            info, chips, lambda f: x - room_at - hudhearts.width(n, f, u), u, hudhearts.FORMS
        )
        return form, hudhearts.width(n, form, u), fit
    forms = hudhearts.FORMS if n > 3 else hudhearts.FORMS[:1]
    for form in forms:
        found = _fit(info, chips, room_at, x, u, grown, form, n)
        # (no chip but the layers' gave way to the title, s58)
        if _titled(found, x, room_at, u) and len(found[2][0]) >= len(chips) - 1:
            break
    return found


def stub_room(u: float, stub: str = STUB) -> int:
    """The room a narrow bar keeps for its title, whatever its title: `stub` ellipsised."""
    return title_room(u, stub + "\u2026")


def title_room(u: float, title: str) -> int:
    """The room `title` takes in the least print, with the least pads and the gap from the chips."""
    return theme.text_size(title, int(hudhearts.SHORTEST_PRINT * u), True)[0] + int(
        (2 * TITLE_PADS[-1][0] + 6) * u
    )


def narrow_found(info: Any, chips, room_of: Callable[[Any], int], u: float, forms: tuple) -> tuple[Any, Fit]:
    """The first of `forms` (the hearts', `room_of` each the room it leaves) and narrow_fit's
    answer beside it, the score measured at the most figures it can reach on the board before
    fewer (s121: "pts 15k" where there was room for "15 460"), each with the clock, then
    without, then the score given way too."""
    most = min(NARROW_DIGITS, len(str(most_points(info.arrows_total, info.max_hearts))))
    scored = any(lab == "score" for lab, _v in chips)
    for least in dict.fromkeys((late_day(info.title), STUB)):  # (a late daily's day first, s342)
        # (more figures only beside a title that reads, as many as the clock keeps)
        tries = [
            (d, z, READ if z > SCORE_LEAST or d == GIVE_WAY[0] else least)
            for z in range(max(most, SCORE_LEAST), SCORE_LEAST - 1, -1)
            for d in GIVE_WAY[:2]
        ]
        plain = [(d, SCORE_LEAST, READ if d == GIVE_WAY[0] else least) for d in GIVE_WAY[:2]]
        last = [(GIVE_WAY[2], 0, STUB)] if least == STUB else []  # (the points go for no day)
        for drop, digits, stub in (tries if scored else plain) + last:
            for form in forms:
                fit = narrow_fit(info, chips, room_of(form), u, drop, stub, digits)
                if fit is not None:
                    return form, fit
    return forms[-1], narrow_last(info, chips, u)


def late_day(title: str) -> str:
    """The least of a late daily's title a narrow bar keeps room for: its day ("Nov 30", with
    "late" under it: s342, at 480x360 "Daily" and "late", no day, beside three hearts drawn
    whole), else STUB."""
    days = [f for f in title_forms(title) if says_day(f)] if LATE in title else []
    return min(days, key=len) if days else STUB


def _narrow_chips(info: Any, chips: list[tuple[str, str]], u: float, digits: int = SCORE_LEAST):
    """The chips as a narrow bar shows them (the score shortened to `digits` figures, "16k")
    and the widths each is measured at: the bar decided by the room, not the numbers."""
    wide = widest_values(chips, info.arrows_total, int(32 * u))
    digits = max(digits, SCORE_LEAST)
    wide["score"] = score_measure(digits, int(32 * u))
    shown = [(lab, short_score(v, digits) if lab == "score" else v) for lab, v in chips]
    return shown, wide


def narrow_fit(
    info: Any, chips, room: int, u: float, drop: tuple[str, ...], stub: str = STUB, digits: int = SCORE_LEAST
):
    """The Fit of the chips but `drop`'s, each with its short word ("left", "pts"; the clock
    bare), roomy, tight or snug, that leaves stub_room (for `stub`) in `room`; None where none
    does. The chips draw tighter where that keeps the title's shortest form whole (at 600 wide
    "Music N\u2026" for want of 8 px)."""
    (shown, wide), forms = _narrow_chips(info, chips, u, digits), title_forms(info.title)
    whole = title_room(u, forms[-1]) if forms else 0
    tries = [(pad, *staged(shown, (drop, 2, pad), u, wide)) for pad in (ROOMY, TIGHT, SNUG)]
    for keep in (max(whole, stub_room(u, stub)), stub_room(u, stub)):
        for pad, kept, used in tries:
            if used + keep <= room:
                return kept, forms, used, pad
    return None


def narrow_last(info: Any, chips: list[tuple[str, str]], u: float) -> Fit:
    """A bar narrower than the game allows: the arrows left alone, snug, and the title as fits."""
    shown, wide = _narrow_chips(info, chips, u)
    kept, used = staged(shown, (GIVE_WAY[-1], 2, SNUG), u, wide)
    return kept, title_forms(info.title), used, SNUG


def stubs(form: str, fits: Callable[[str], bool] | None = None) -> list[str]:
    """`form` cut shorter and shorter, each with an ellipsis, down to STUB_LEAST letters;
    with `fits` (whether a stub has room), from the longest that fits, found by halving (a
    longer stub is never narrower), and the shortest (s333: a board file's 10 000-letter
    shape name measured each of its 10 000 stubs, 5 s; 100 000 letters, over a minute)."""
    if len(form) - 1 < STUB_LEAST:
        return []  # (nothing shorter to show)
    top = len(form) - 1 if fits is None else _longest_stub(form, fits)
    cut = (_stub(form, k) for k in (*range(top, STUB_LEAST, -1), STUB_LEAST))
    return list(dict.fromkeys(t + "\u2026" for t in cut if len(t) >= STUB_LEAST))


def _stub(form: str, k: int) -> str:
    return form[:k].rstrip(" \u2022:-,")


def _longest_stub(form: str, fits: Callable[[str], bool]) -> int:
    """The most letters of `form` whose stub fits (STUB_LEAST where none does)."""
    lo, hi = STUB_LEAST, len(form) - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        lo, hi = (mid, hi) if fits(_stub(form, mid) + "\u2026") else (lo, mid - 1)
    return lo


def cut_forms(form: str, fits: Callable[[str], bool] | None = None) -> list[str]:
    """What a bar too narrow for `form` tries, in turn: a "Lesson: Little Tower" its name
    whole ("Little Tower": "Lesson: Littl\u2026" read as a word cut in two, and the lesson
    says it is one by its Skip lesson button), then `form` cut shorter and shorter (stubs)."""
    label, colon, name = form.partition(": ")
    return ([name] if colon and label and name else []) + stubs(form, fits)


def draw_title(
    surface,
    forms: list[str],
    span: tuple[int, int],
    cy: int,
    mid: int,
    u: float,
    grown: float,
    whole: str = "",
):
    """The title in `span` (its room's left and right), its panel's middle at `cy`, on a
    panel (a 3D shape may lie under it), in the print the window's width gives it
    (title_prints), its first part where the whole does not fit (640x480), that part
    ellipsised where it still does not (a narrow bar: "Music N\u2026"). It stands at `mid`
    (the window's middle) where its room lets it, else as near as it can (s62: it went to
    the middle of the room between hearts and chips, 270 px left of the window's at 1920).
    `whole`: the title whole, whose level's word stands under a form without it (word_under)."""
    left, right = span
    found = fitting_title(forms, right - left, u, int(grown))
    if found is None and forms:  # (the shortest form cut short, in its least print)
        least = int(hudhearts.SHORTEST_PRINT * u)

        def fits(stub: str) -> bool:  # (in the tightest pad: fitting_title tries it last)
            return theme.text_size(stub, least, True)[0] + 2 * int(TITLE_PADS[-1][0] * u) <= right - left

        found = fitting_title(cut_forms(forms[-1], fits), right - left, u, least)
    if found is None:
        return
    title, size, (pad, ends) = found
    word, under = word_under(whole, title, right - left - 2 * int(pad * u), u)
    tw = max(theme.text_size(title, size, True)[0], under) + 2 * int(pad * u)
    cx = max(left + tw // 2, min(mid, right - tw + tw // 2))
    panel(surface, pygame.Rect(cx - tw // 2, cy - int(22 * u), tw, int(44 * u)), int(ends * u), shadow=False)
    y = cy + theme.caps_shift(size, True) - (int(7 * u) if word else 0)  # capitals centred, a "p" hangs below
    theme.text(surface, title, size, theme.INK, (cx, y), "center", True)
    if word:  # under the label, small, as a bottom button's key under its word
        theme.text(surface, word, int(UNDER_PRINT * u), theme.INK_SOFT, (cx, cy + int(11 * u)), "center")


def word_under(whole: str, title: str, room: int, u: float) -> tuple[str, int]:
    """A level's word ("Warm-up" of "Level 1  \u2022  Heart  \u2022  Warm-up") and its width,
    to stand under `title` where the form drawn lacks it and it fits `room` (s302: at 640x480
    and up to 800x600 the bar showed "Level 1" alone, and the word, which the board does not
    say as it says the shape, showed nowhere), or what a daily's form leaves out of its day
    ("Nov 30 (late)", else "late", under "Daily": s337); ("", 0) for the rest."""
    parts = whole.split(PARTS)
    words = [parts[-1]] if len(parts) > 2 and not title.endswith(parts[-1]) else day_words(whole, title)
    for word in words:  # (the first that fits)
        if (w := theme.text_size(word, int(UNDER_PRINT * u))[0]) <= room:
            return word, w
    return "", 0


def zen_fit(info: Any, chips: list[tuple[str, str]], room: int, u: float, grown: float, width: int) -> Fit:
    """The chips beside zen's panel (no hearts to fit) in `room`: as hearts_fit's."""
    if narrow(width, u):
        return narrow_found(info, chips, lambda _f: room, u, (None,))[1]
    most = most_points(info.arrows_total, None)
    return titled_chips(chips, info.title, room, u, info.arrows_total, grown, most)


def _fit(info, chips, room_at: int, x: int, u: float, grown: float, form, n: int) -> Found:
    w = hudhearts.width(n, form, u)
    most = most_points(info.arrows_total, n)  # (the score's chip as wide as it gets)
    return form, w, titled_chips(chips, info.title, x - room_at - w, u, info.arrows_total, grown, most)


def _titled(found: Found, x: int, room_at: int, u: float) -> bool:
    """Whether the title's shortest form has room beside the hearts and chips."""
    _form, w, fit = found
    return hudhearts.title_fits(fit[1], min(x, x - fit[2]) - int(6 * u) - (room_at + w), u)
