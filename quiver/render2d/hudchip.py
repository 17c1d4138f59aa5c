"""The play bar's code chip as drawn (its layout: Hud.layout and codechip.fit_code): the
puzzle's code beside its label; where the Copy button gave way (a narrow bar: 640x480)
the chip is that button, drawn as one, "Copy" and its key where "code" stood (s58: the
chip said "code" on three small lines and nothing said a click or C copied it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from quiver.input_pad import pad_named

from . import theme
from .codechip import CODE_LEAST, fit_code, line_h, need, split_code, widest_time
from .draw import clock_readings, panel, pill
from .namefit import fit_name

TWO_LEAST = 14  # a code's least print on two lines, where it would take three (s121)
SHORT = "Copy code"  # the Copy control's word where the code does not fit two lines


def copy_w(size: int, key: str, label: str = "Copy", key_size: int | None = None) -> int:
    """The width of the copy chip's `label` in print `size` over its `key` (in `key_size`)."""
    return max(theme.text_size(label, size, True)[0], theme.text_size(key, key_size or size)[0])


def code_fit(hud: Any, room: int, label_w: int) -> tuple[int, list[str], int]:
    """codechip.fit_code's (print, lines, label's width) for `hud`'s code in `room` pixels,
    never three lines for a puzzle code (s121: at 480x360 three lines of 11-px print, which
    no one read): two in a print down to TWO_LEAST, else no line at all, the chip the Copy
    control saying SHORT (the code then whole in the toast its click or key raises)."""
    fit = fit_code if hud.copyable else fit_name  # (a file's name: two lines at most too, s136)
    size, lines, lw = fit(hud.code, room, label_w, hud.bottom_h, hud.u, hud.code_seps)
    if not hud.copyable or (len(lines) <= 2 and size >= hud.px(CODE_LEAST)):
        return size, lines, lw
    two, bare = split_code(hud.code, 2, hud.code_seps), -hud.px(10)
    for z in range(hud.px(CODE_LEAST), hud.px(TWO_LEAST) - 1, -1):
        if need(z, bare, two, hud.u) <= room:
            return z, two, bare
    return hud.px(20), [], copy_w(hud.px(20), hud.copy_key, SHORT, hud.px(16))


def is_copy(hud: Any) -> bool:
    """Whether `hud`'s code chip is its Copy control (no Copy button beside it)."""
    return bool(hud.copyable and "copy" not in hud.buttons)


def draw_code_chip(surface, hud: Any) -> None:
    """`hud`'s code chip (a Hud laid out, with its code_rect)."""
    r, p = hud.code_rect, hud.px
    label_w = theme.text_size(hud.shown_label, p(20))[0] if hud.shown_label else -p(10)
    lit = hud.copyable and hud.hover == "copy"  # a click on it copies
    fill = (255, 255, 255) if lit else theme.PANEL
    if is_copy(hud):  # the Copy control: a button, pressed as one
        r = r.move(0, 2) if hud.pressed == "copy" else r
        pill(surface, r, fill, edge=theme.PANEL_EDGE, radius=p(20))
    else:
        panel(surface, r, p(20), fill=fill, shadow=False)
    if hud.shown_label in ("Copy", SHORT):  # its key under it, as the bottom buttons' in a narrow bar
        z = p(16) if hud.code_lines else p(20)  # (SHORT alone: a button's word, as big as fits)
        label_w = copy_w(z, hud.copy_key, hud.shown_label, p(16))
        key = pad_named(hud.copy_key)  # (after a pad's press: none, as no button copies)
        word_y = r.centery - p(6) if key else r.centery + 1
        theme.text(surface, hud.shown_label, z, theme.INK, (r.x + p(16), word_y), "midleft", True)
        theme.text(surface, key, p(16), theme.INK_SOFT, (r.x + p(16), r.centery + p(11)), "midleft")
    elif hud.shown_label:
        at = (r.x + p(16), r.centery + 1)
        theme.text(surface, hud.shown_label, p(20), theme.INK_SOFT, at, "midleft")
    # the font's own line step at least: at line_h's tighter one a name's "_" ("letter_s")
    # sat on the tops of the figures under it, a bar over a "5" (s313)
    step = max(line_h(hud.code_size), theme.font(hud.code_size, True).get_linesize())
    y = r.centery + 1 - step * (len(hud.code_lines) - 1) // 2
    clip = surface.get_clip()
    # a name too long even so ends 8 px inside the chip (drawn.CHIP_ROOM)
    surface.set_clip(r.inflate(-p(16), 0).clip(clip))
    for line in hud.code_lines:
        theme.text(surface, line, hud.code_size, theme.INK, (r.x + p(26) + label_w, y), "midleft", True)
        y += step
    surface.set_clip(clip)


def widest(text: str, size: int) -> int:
    """`text`'s width in bold print `size` with every figure the widest one: a reading's
    form fits or not whatever its figures (no "1h02" to "1h" and back as minutes tick)."""
    forms = ("".join(d if c.isdigit() else c for c in text) for d in "0123456789")
    return max(theme.text_size(t, size, True)[0] for t in forms)


def clock_chip(label: str, value: str, px: Callable[[float], int]) -> tuple[str, str, int, int]:
    """(label, value, value's room, label's room) of a top-bar chip showing `label` and
    `value` at the HUD's scale (`px`). The clock's chip (its value a time) is as wide as it
    was measured (codechip.widest_time), whatever it reads: "0:07" leaves room for "59:59",
    the chips beside it stay put as it ticks (s67: at 10:00 they moved and crowded the
    title). Past an hour its "time" label gives way to the hours, and the clock reads the
    first of its clock_readings that fits the room: a bare one (a narrow bar) "1h02" (at
    640x480 "1:02:03" took the title's room), past 10 hours "10h"."""
    vw = theme.text_size(value, px(32), True)[0]
    lw = theme.text_size(label, px(20))[0] + px(4) if label else 0
    if ":" not in value:
        return label, value, vw, lw
    full = theme.text_size(widest_time(px(32)), px(32), True)[0] + lw
    seconds = 0
    for part in value.split(":"):  # (fmt_time's "h:mm:ss" or "m:ss", read back)
        seconds = seconds * 60 + int(part)
    readings = clock_readings(seconds)
    for reading in readings:
        w = widest(reading, px(32))
        if label and w + lw <= full:
            return label, reading, full - lw, lw
        if w <= full:
            return "", reading, full, 0
    return "", readings[-1], full, 0
