"""Where the Settings card's rows go at a window size and UI scale (pure: text sizes only).

The card draws as big as the UI scale asks and the window allows: one column of rows,
or two side by side when one would not fit the window's height; a row shows its title
and control on one line and its description under both when the description would not
fit beside the control. Only when even the smallest legible size does not fit (a
640x480 window) does the list scroll, at that size.

    plan = settings_plan((1280, 800), 1.0, [(title, description, control kind), ...])
    plan.cols, plan.card, plan.row_h, plan.scroll
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

import pygame

from quiver.game.names import name_problem
from quiver.render2d import theme

LEAST = 0.6  # the smallest UI scale whose letters stay legible (theme.ui_scale's floor)
PRINTED = 0.8  # the least scale whose descriptions print as it asks (_sizes' f_desc: 16 of 20)

# the card's rows, top to bottom: (setting, title, description)
ROWS = (
    (
        "colorblind",
        "Colour-blind palette",
        "Colours told apart in any colour vision, a chevron on every arrow",
    ),
    (
        "reduced_motion",
        "Reduced motion",
        "2D clears fade, camera turns at once; no shaking, blinking or popping",
    ),
    ("volume", "Effects volume", "Taps, clears, combos, clicks, hints. F8 or Ctrl+M: all sound off"),
    ("music_volume", "Music volume", "Menu and play music (made in the game); it dips under the effects"),
    ("quiet_in_background", "Quiet in the background", "Sound fades out while another window is in front"),
    ("fullscreen", "Fullscreen", "F11 switches it too"),
    ("ui_scale", "Size of menus", "Menus, cards and the bars in play. Auto: for your screen and window"),
    ("ray_preview", "Ray preview", "Where an arrow will fly: held in 2D, under the pointer in 3D"),
    ("hearts", "Hearts", "Scaled: more on big boards. Zen: no hearts, no losing"),
    ("show_timer", "Show timer", "The clock in the top bar while you play"),
    (
        "mark_blockers",
        "Mark blockers (assist)",
        "An arrow held (3D: pointed at) marks its blocker; clears are assisted",
    ),
    (
        "show_free",
        "Show free arrows I can see (assist)",
        "Rings the arrows that can leave now; clears count as assisted",
    ),
    ("free_camera", "Free 3D camera", "Turn 3D views freely over the poles (off: the horizon stays level)"),
    ("leaderboard_server", "Leaderboard server", "Shared daily results. Empty: off, nothing is sent"),
    ("leaderboard_name", "Leaderboard name", "How other players on that server see you"),
    ("lesson", "Lesson", "Play this mode's first-start lesson again"),
)
TOGGLES = (
    "colorblind",
    "reduced_motion",
    "quiet_in_background",
    "fullscreen",
    "ray_preview",
    "show_timer",
    "mark_blockers",
    "show_free",
    "free_camera",
)
TEXT_FIELDS = ("leaderboard_server", "leaderboard_name")


def text_refusal(key: str, typed: str, value: str) -> str | None:
    """The warning for a text field whose typed text cleaned to nothing (`value` ""):
    an address that is not one, or a name the server would refuse (it would have become a
    random "Player 1a2b", fixed for good); None when there is nothing to say."""
    typed = typed.strip()
    if value or not typed:
        return None
    if key == "leaderboard_server":
        return f"Not a server address: {typed[:60]} (use host:port or http://host:port)"
    if key == "leaderboard_name":
        why = name_problem(typed) or "it has nothing that shows"
        return f"Not a leaderboard name: {typed[:40]} ({why})"
    return None


@dataclass(frozen=True)
class Plan:
    scale: float
    cols: int
    narrow: bool  # each description under its row's title and control
    scroll: bool  # the rows scroll inside the card (they do not fit at LEAST)
    card: pygame.Rect
    pad: int  # card edge to the rows
    gap: int  # between the two columns
    head: int  # card top to the first row
    foot: int  # last row to the card's bottom
    col_w: int
    row_h: int
    line_h: int  # a row's title-and-control line (narrow: the description goes under it)
    ctl_w: int  # the controls' area at a row's right
    ctl_h: int
    f_title: int  # "Settings"
    f_row: int  # a row's title
    f_desc: int  # a row's description, and the footer's words

    @property
    def per_col(self) -> int:
        return math.ceil(self.rows / self.cols)

    rows: int = 15

    @property
    def view(self) -> pygame.Rect:
        """Where the rows show (inside the head and the foot)."""
        c = self.card
        return pygame.Rect(c.x + self.pad, c.y + self.head, c.w - 2 * self.pad, c.h - self.head - self.foot)

    @property
    def content_h(self) -> int:
        return self.per_col * self.row_h


def control_kind(key: str) -> str:
    """Row `key`'s control, for control_w: its switch (the colour-blind row's with the
    palette's arrows), its button (Replay), or a slider, a choice or a text field (wide).
    By the key alone: the warm-up plans the card before any control is made."""
    if key == "colorblind":
        return "preview"
    if key in TOGGLES:
        return "toggle"
    return "button" if key == "lesson" else "wide"


def control_w(kind: str, s: float) -> int:
    """The width of a row's control: "toggle", "preview" (a toggle with the palette's four
    arrows before it), "button" or "wide" (a slider, a choice, a text field)."""
    toggle = max(64, int(96 * s))
    if kind == "toggle":
        return toggle
    if kind == "preview":
        return toggle + 6 * preview_cell(s) + 58
    if kind == "button":
        return max(120, int(160 * s))
    return _sizes(s)["ctl_w"]


def preview_cell(s: float) -> int:
    """The cell of the colour-blind row's four little arrows."""
    return max(16, int(24 * s))


def _sizes(s: float) -> dict[str, int]:
    return {
        "f_title": max(30, int(52 * s)),
        "f_row": max(21, int(28 * s)),
        "f_desc": max(16, int(20 * s)),
        "ctl_w": max(280, int(380 * s)),
        "ctl_h": max(32, int(44 * s)),
        "pad": max(18, int(36 * s)),
        "gap": max(24, int(48 * s)),
    }


Rows = tuple[tuple[str, str, str], ...]


@functools.lru_cache(maxsize=64)
def _widths(rows: Rows, s: float) -> tuple[int, int, int]:
    """The rows' widest title-and-control line, title-description-and-control line, and
    description alone, at scale `s`: measured once a scale (s210: the search tried up to
    four cards a scale and measured all 30 texts and 15 controls for each)."""
    m = _sizes(s)
    inner = max(8, int(12 * s))
    ctl = [control_w(k, s) + 2 * inner for _, _, k in rows]
    descs = [theme.text_size(d, m["f_desc"])[0] for _, d, _ in rows]
    line_w = max(theme.text_size(t, m["f_row"], True)[0] + c for (t, _, _), c in zip(rows, ctl, strict=True))
    return line_w, max(d + c for d, c in zip(descs, ctl, strict=True)), max(descs)


def _try(
    size,
    s: float,
    rows: Rows,
    cols: int,
    narrow: bool,
    scroll: bool,
    title: int | None = None,
) -> Plan | None:
    """The card at scale `s` (its title in print `title`: None, at `s`), or None where it
    does not fit the window. Its height needs no text measured: a card too tall is
    refused before any is (s210: most of a search's tries are)."""
    w, h = size
    m = _sizes(s) | ({} if title is None else {"f_title": title})
    margin = max(8, int(20 * s))
    inner = max(8, int(12 * s))
    line_h = max(m["ctl_h"], m["f_row"]) + inner
    if narrow:
        row_h = line_h + m["f_desc"] + inner
    else:
        row_h = max(line_h, m["f_row"] + m["f_desc"] + 3 * inner)
    head = m["f_title"] + max(20, int(40 * s))
    foot = max(72, int(104 * s))
    per_col = math.ceil(len(rows) / cols)
    card_h = head + per_col * row_h + foot
    room_w, room_h = w - 2 * margin, h - 2 * margin
    if card_h > room_h and not scroll:
        return None
    line_w, desc_w, descs_w = _widths(rows, s)
    col_w = max(line_w, descs_w + 4) if narrow else max(line_w, desc_w)
    card_w = cols * col_w + (cols - 1) * m["gap"] + 2 * m["pad"]
    if card_w > room_w:
        return None
    card = pygame.Rect(0, 0, card_w, min(card_h, room_h))
    card.center = (w // 2, h // 2)
    return Plan(
        s, cols, narrow, scroll and card_h > room_h, card, m["pad"], m["gap"],
        head, foot, col_w, row_h, line_h, m["ctl_w"], m["ctl_h"], m["f_title"], m["f_row"], m["f_desc"],
        len(rows),
    )  # fmt: skip


def card_plan(size, settings) -> Plan:
    """The card's plan in a window of `size` at the player's "Size of menus" (`settings`)."""
    rows = [(title, desc, control_kind(key)) for key, title, desc in ROWS]
    auto, chosen = theme.ui_scale(size), theme.chosen(settings)
    scale = theme.ui_scale(size, settings)
    if chosen > 1:  # (s384: at 800x600 125% of Auto's 0.63 drew the least print sizes, as Auto)
        scale = max(scale, PRINTED * chosen)
    return settings_plan(size, scale, rows, auto=auto)


def settings_plan(
    size, scale: float, rows: Sequence[tuple[str, str, str]], auto: float | None = None
) -> Plan:
    """The biggest layout at most `scale` that shows every row (_search). `auto`: the
    window's scale at "Size of menus" Auto; a smaller choice keeps the layout Auto has
    there, smaller (or as it is), and a bigger one never draws smaller than Auto (s62: at
    4K, 75% found room for the descriptions beside their rows at its smaller scale and
    drew a card 600 px wider than Auto's; 125% stepped down from its own scale past
    Auto's and drew smaller letters than it; s362: at 1280x720 200% scrolled at 60%).
    Kept for the size and scales (a card opened again, a resize back), each caller given
    its own card to move."""
    plan = _planned((int(size[0]), int(size[1])), scale, tuple(tuple(r) for r in rows), auto)
    return replace(plan, card=plan.card.copy())


def forget() -> None:
    """Forget the plans and measures kept (tests: a search from nothing)."""
    for kept in (_planned, _search, _widths):
        kept.cache_clear()


@functools.lru_cache(maxsize=32)
def _planned(size: tuple[int, int], scale: float, rows: Rows, auto: float | None) -> Plan:
    plan = _search(size, scale, rows)
    if auto is None:
        return plan
    own = _search(size, auto, rows)  # (at Auto the same search: kept)
    if scale > auto + 0.005 and plan.scale < scale - 0.005:  # a bigger choice than the card holds:
        return _scrolled(size, scale, rows, plan)  # its rows scroll, bigger (s374: they stood at Auto's)
    s = max(LEAST, scale)
    # (s362: at 1280x720, 200%'s title left the rows no room but a scrolling list at 60%)
    bigger = scale > auto and not plan.scroll and plan.scale > own.scale
    if own.scroll or bigger or (plan.scroll and scale < auto):
        return plan
    # Auto's layout, its rows at the smaller of the two scales, the title at the chosen one
    kept = _try(size, min(s, own.scale), rows, own.cols, own.narrow, scroll=False, title=_sizes(s)["f_title"])
    return kept or (own if scale > auto else plan)


def _scrolled(size: tuple[int, int], scale: float, rows: Rows, fits: Plan) -> Plan:
    """The biggest one-column card at most `scale`, its rows scrolling, where that is bigger
    than `fits` (the biggest that shows every row at once); else `fits`."""
    s, title = scale, _sizes(scale)["f_title"]
    while s > fits.scale + 0.005:
        for narrow in (False, True):
            plan = _try(size, s, rows, 1, narrow, scroll=True, title=title)
            if plan is not None and fits.scroll and plan.card.h < fits.card.h:  # (its wider margin:
                return replace(plan, card=plan.card.inflate(0, fits.card.h - plan.card.h))  # no shorter)
            if plan is not None:
                return plan
        s = round(s - 0.05, 2)
    return fits


@functools.lru_cache(maxsize=32)
def _search(size: tuple[int, int], scale: float, rows: Rows) -> Plan:
    """The biggest layout at most `scale` that shows every row: a scale step of 0.05 at a
    time down to LEAST, one column before two, descriptions beside before under; else
    the rows scroll at the biggest scale (at most LEAST) whose column fits the width. The
    title is at the window's `scale` whatever the rows' (s53: it followed them, and at 4:3
    jumped from 31 to 36 between 1000 and 1040 wide, where they stopped scrolling)."""
    s = max(LEAST, scale)
    title = _sizes(s)["f_title"]
    while True:
        for cols in (1, 2):
            for narrow in (False, True):
                plan = _try(size, s, rows, cols, narrow, scroll=False, title=title)
                if plan is not None:
                    return plan
        if s <= LEAST:
            break
        s = max(LEAST, round(s - 0.05, 2))
    for narrow in (False, True):
        plan = _try(size, LEAST, rows, 1, narrow, scroll=True, title=title)
        if plan is not None:
            return plan
    # a window narrower than the game allows: the narrow column as wide as there is room
    plan = _try((10**5, size[1]), LEAST, rows, 1, True, scroll=True)
    assert plan is not None
    card = pygame.Rect(8, 8, max(1, size[0] - 16), max(1, size[1] - 16))
    return replace(plan, card=card, col_w=card.w - 2 * plan.pad)
