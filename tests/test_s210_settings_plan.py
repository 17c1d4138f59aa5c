"""s210: opening Settings took one 37-66 ms frame, most of it the layout search measuring
every row's words again at each scale it tried. The search now measures them once a scale,
skips the scales whose card cannot be short enough before measuring anything, and keeps
its answer for the size and scale. It must choose exactly the plans the old search chose:
the old search is kept here, as it was, to compare against."""

from __future__ import annotations

import functools
import math

import pygame
import pytest

from quiver.render2d import theme
from quiver.scenes import settings_layout as lay
from quiver.scenes.settings_layout import LEAST, ROWS, TOGGLES, Plan, replace

# -- the search as it was before s210 (settings_layout.py at 30ab387e) ---------------------
# (Its pure parts kept by their arguments, s221: the sweep asked them the same ~1.5 M times;
# the plans compared are the same.)


@functools.cache
def _old_control_w(kind, s):
    toggle = max(64, int(96 * s))
    if kind == "toggle":
        return toggle
    if kind == "preview":
        return toggle + 6 * max(16, int(24 * s)) + 58
    if kind == "button":
        return max(120, int(160 * s))
    return _old_sizes(s)["ctl_w"]


@functools.cache
def _old_sizes(s):
    return {
        "f_title": max(30, int(52 * s)),
        "f_row": max(21, int(28 * s)),
        "f_desc": max(16, int(20 * s)),
        "ctl_w": max(280, int(380 * s)),
        "ctl_h": max(32, int(44 * s)),
        "pad": max(18, int(36 * s)),
        "gap": max(24, int(48 * s)),
    }


def _old_try(size, s, rows, cols, narrow, scroll, title=None):
    w, h = size
    m = _old_sizes(s) | ({} if title is None else {"f_title": title})
    margin = max(8, int(20 * s))
    inner = max(8, int(12 * s))
    line_w, desc_w, descs_w = _old_widths(tuple(rows), s, m["f_row"], m["f_desc"], inner)
    line_h = max(m["ctl_h"], m["f_row"]) + inner
    if narrow:
        col_w = max(line_w, descs_w + 4)
        row_h = line_h + m["f_desc"] + inner
    else:
        col_w = max(line_w, desc_w)
        row_h = max(line_h, m["f_row"] + m["f_desc"] + 3 * inner)
    head = m["f_title"] + max(20, int(40 * s))
    foot = max(72, int(104 * s))
    per_col = math.ceil(len(rows) / cols)
    card_w = cols * col_w + (cols - 1) * m["gap"] + 2 * m["pad"]
    card_h = head + per_col * row_h + foot
    room_w, room_h = w - 2 * margin, h - 2 * margin
    if card_w > room_w:
        return None
    if card_h > room_h:
        if not scroll:
            return None
        card_h = room_h
    card = pygame.Rect(0, 0, card_w, card_h)
    card.center = (w // 2, h // 2)
    return Plan(
        s, cols, narrow, scroll and head + per_col * row_h + foot > room_h, card, m["pad"], m["gap"],
        head, foot, col_w, row_h, line_h, m["ctl_w"], m["ctl_h"], m["f_title"], m["f_row"], m["f_desc"],
        len(rows),
    )  # fmt: skip


@functools.cache
def _old_widths(rows, s, f_row, f_desc, inner):
    line_w = max(theme.text_size(t, f_row, True)[0] + 2 * inner + _old_control_w(k, s) for t, _, k in rows)
    desc_w = max(theme.text_size(d, f_desc)[0] + 2 * inner + _old_control_w(k, s) for _, d, k in rows)
    return line_w, desc_w, max(theme.text_size(d, f_desc)[0] for _, d, _ in rows)


def _old_plan(size, scale, rows, auto=None):
    plan = _old_search(size, scale, rows)
    if auto is None:
        return plan
    own = _old_search(size, auto, rows)
    # (s374, on purpose: a bigger choice than the card holds whole scrolls its rows, bigger)
    if scale > auto + 0.005 and plan.scale < scale - 0.005:
        return _old_scrolled(size, scale, rows, plan)
    s = max(LEAST, scale)
    # (s362, on purpose: a bigger choice whose title left the rows only a scrolling list
    # smaller than Auto's, 200% at 1280x720, draws Auto's card)
    bigger = scale > auto and not plan.scroll and plan.scale > own.scale
    if own.scroll or bigger or (plan.scroll and scale < auto):
        return plan
    kept = _old_try(
        size, min(s, own.scale), rows, own.cols, own.narrow, scroll=False, title=_old_sizes(s)["f_title"]
    )
    return kept or (own if scale > auto else plan)


def _old_scrolled(size, scale, rows, fits):
    s, title = scale, _old_sizes(scale)["f_title"]
    while s > fits.scale + 0.005:
        for narrow in (False, True):
            plan = _old_try(size, s, rows, 1, narrow, scroll=True, title=title)
            if plan is not None and fits.scroll and plan.card.h < fits.card.h:
                return replace(plan, card=plan.card.inflate(0, fits.card.h - plan.card.h))
            if plan is not None:
                return plan
        s = round(s - 0.05, 2)
    return fits


def _old_search(size, scale, rows):
    s = max(LEAST, scale)
    title = _old_sizes(s)["f_title"]
    while True:
        for cols in (1, 2):
            for narrow in (False, True):
                plan = _old_try(size, s, rows, cols, narrow, scroll=False, title=title)
                if plan is not None:
                    return plan
        if s <= LEAST:
            break
        s = max(LEAST, round(s - 0.05, 2))
    for narrow in (False, True):
        plan = _old_try(size, LEAST, rows, 1, narrow, scroll=True, title=title)
        if plan is not None:
            return plan
    plan = _old_try((10**5, size[1]), LEAST, rows, 1, True, scroll=True)
    assert plan is not None
    card = pygame.Rect(8, 8, max(1, size[0] - 16), max(1, size[1] - 16))
    return replace(plan, card=card, col_w=card.w - 2 * plan.pad)


# -- the comparisons -----------------------------------------------------------------------

ROW_KINDS = [
    (t, d, {"colorblind": "preview", "lesson": "button"}.get(k, "toggle" if k in TOGGLES else "wide"))
    for k, t, d in ROWS
]
CHOICES = ("auto", "0.75", "1.25", "1.5", "2")  # settings.SCALES
# tools/layout.py's sizes, both lists' (the checks' and the screenshots')
SIZES = (
    (480, 360),
    (640, 480),
    (800, 600),
    (960, 600),
    (1024, 768),
    (1280, 800),
    (1920, 1080),
    (2560, 1440),
    (3840, 2160),
)


class _Choice:
    def __init__(self, ui_scale):
        self.ui_scale = ui_scale


def _same_plans(sizes, densities=(1.0,)):
    pygame.font.init()
    for density in densities:
        for size in sizes:
            auto = theme.ui_scale(size, density=density)
            for choice in CHOICES:
                scale = theme.ui_scale(size, _Choice(choice), density=density)
                lay.forget()  # (each from nothing: no answer kept from the size before)
                got = lay.settings_plan(size, scale, ROW_KINDS, auto=auto)
                assert got == _old_plan(size, scale, ROW_KINDS, auto=auto), (size, choice, density)
                assert got == lay.settings_plan(size, scale, ROW_KINDS, auto=auto)  # kept: the same
            assert lay.settings_plan(size, auto, ROW_KINDS) == _old_plan(size, auto, ROW_KINDS)


def test_the_plans_are_the_old_searchs_at_every_checked_size_and_scale():
    _same_plans(SIZES)


@pytest.mark.slow
def test_the_plans_are_the_old_searchs_over_a_sweep_of_sizes_and_densities():
    sizes = [(w, h) for w in range(400, 2700, 97) for h in range(300, 1700, 89)]
    _same_plans(sizes + [(3840, 2160), (5120, 2880), (300, 200)], densities=(1.0, 2.0))


def test_a_kept_plan_is_a_copy_the_scene_cannot_spoil():
    pygame.font.init()
    one = lay.settings_plan((1280, 800), 1.0, ROW_KINDS, auto=1.0)
    one.card.move_ip(50, 50)
    assert lay.settings_plan((1280, 800), 1.0, ROW_KINDS, auto=1.0) == _old_plan(
        (1280, 800), 1.0, ROW_KINDS, auto=1.0
    )
