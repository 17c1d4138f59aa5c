"""The Settings card drawn (`draw_card`): its rows, their words and controls, the colour-blind
row's four little arrows, the scroll bar of a scrolling list and, left of Done, where the
settings are saved; and where toasts may go over it."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Protocol

import pygame

from quiver.engine.geometry import NX, NY, PX, PY
from quiver.game.settings import settings_path
from quiver.input_pad import pad_last
from quiver.render2d import drawn, theme
from quiver.render2d.draw import MODAL_SHADE, modal_card, panel
from quiver.render2d.text_kept import text
from quiver.render2d.tiles import BIT, TileSet
from quiver.render2d.widgets import Button, Slider, TextBox
from quiver.style import palette

from .onscreen_keys import OnScreenKeys, off_keys
from .settings_layout import ROWS, Plan, preview_cell
from .settings_scale_note import scale_note
from .toast import beside_words
from .toast_cards import narrowest

if TYPE_CHECKING:
    from quiver.game.midend import Midend

    from .base import Feedback


def draw_card(surface, scene: Shown) -> None:
    """The Settings card (SettingsScene.draw): title, the rows in view, the scroll bar,
    Done and where the settings are saved."""
    pl, c = scene.plan, scene.card
    draw_backdrop(surface, c, card_radius(pl))
    at = (c.x + pl.pad, c.y + pl.head // 2)  # (the title as every screen's: theme.text)
    theme.text(surface, "Settings", pl.f_title, theme.INK, at, "midleft", True)
    view = pl.view
    old_clip = surface.get_clip()
    if pl.scroll:
        surface.set_clip(view.inflate(8, 4).clip(old_clip))
    focused = scene.order[scene.focus] if scene.keyboard else None
    for k, (key, title, desc) in enumerate(ROWS):
        r = scene.rows[key]
        if r.bottom < view.y or r.y > view.bottom:
            continue
        _draw_row(surface, scene, k, key, title, desc, focused)
    surface.set_clip(old_clip)
    if pl.scroll:
        draw_scroll_bar(surface, pl, scene.scroll, scene.max_scroll)
    scene.back.focused = focused == "done"
    scene.back.draw(surface)
    draw_where(surface, pl, scene.back.rect)


def card_radius(plan: Plan) -> int:
    """The card's corners' radius at the plan's scale."""
    return max(16, int(28 * plan.scale))


MODAL_ALPHA = 120  # (draw.modal_card's)
SHADOW = 8  # how far the card's shadow reaches round it (draw.panel's)


def draw_backdrop(surface: pygame.Surface, card: pygame.Rect, radius: int) -> None:
    """draw.modal_card(surface, card, radius): the screen below dimmed, the card and its
    shadow, the card and shadow a picture kept for their size (`backdrop`: its shadow
    took 5 ms of every redraw, and the card redraws on each change it shows) copied as they
    are. As modal_card where the copy could differ (a layer with no alpha, a clip) or a
    layout check records what is drawn (the card noted as panel notes it)."""
    at = pygame.Rect(card.x - SHADOW, card.y - SHADOW, card.w + 2 * SHADOW, card.h + 2 * SHADOW)
    whole = surface.get_rect()
    if drawn.listening() or not surface.get_flags() & pygame.SRCALPHA or surface.get_clip() != whole:
        modal_card(surface, card, radius, MODAL_ALPHA)
        return
    surface.fill((*MODAL_SHADE, MODAL_ALPHA))
    surface.fill((0, 0, 0, 0), at)  # (an add onto nothing: the picture's pixels exactly)
    surface.blit(backdrop(card.size, radius), at, special_flags=pygame.BLEND_RGBA_ADD)


@functools.lru_cache(maxsize=8)
def backdrop(size: tuple[int, int], radius: int) -> pygame.Surface:
    """The dimmed backdrop round a card of `size` with the card and its shadow on it, as
    modal_card draws them, SHADOW px round it (the warm-up draws it ahead: settings_warm)."""
    img = pygame.Surface((size[0] + 2 * SHADOW, size[1] + 2 * SHADOW), pygame.SRCALPHA)
    img.fill((*MODAL_SHADE, MODAL_ALPHA))
    panel(img, pygame.Rect(SHADOW, SHADOW, *size), radius, shadow_dy=8)
    return img


# the rows whose words name keys a pad has not: theirs after a pad's press (s166)
PAD_DESC = {"volume": "Taps, clears, combos, clicks, hints", "fullscreen": "The whole screen, no edges"}


def _draw_row(surface, scene: Shown, k: int, key: str, title: str, desc: str, focused: str | None) -> None:
    pl = scene.plan
    wdg = scene.widgets[key]
    note = scene.feedback.audio_note() if isinstance(wdg, Slider) else ""  # the volumes
    desc = PAD_DESC.get(key, desc) if pad_last() else desc  # (no F8 or F11 to a pad player)
    said = scale_note(scene.size, scene.midend.settings) if key == "ui_scale" else None
    if said:  # what the window made of the size chosen, in ink, in the room beside the choice
        room = scene.rows[key].w - 8 if pl.narrow else wdg.rect.x - scene.rows[key].x - 16
        draw_row_words(surface, pl, scene.rows[key], k, title, said, False, room)
    else:
        draw_row_words(surface, pl, scene.rows[key], k, title, note or desc, bool(note))
    wdg.focused = focused == key
    if isinstance(wdg, Slider):
        wdg.dim = bool(note)
    if isinstance(wdg, TextBox):  # only the field that takes the typing looks so
        wdg.active = scene.order[scene.focus] == key
    wdg.draw(surface)
    if isinstance(wdg, Slider):  # the two volumes (grey while no sound can play: `note`)
        cy = wdg.rect.centery + 1
        ink = theme.INK_SOFT if note else theme.INK
        text(surface, f"{wdg.value}%", pl.f_row, ink, (wdg.rect.x - 12, cy), "midright", True)
    if key == "colorblind":
        scene.preview_tiles = draw_preview(
            surface, scene.midend.settings, scene.preview_tiles, pl.scale, wdg.rect.x - 24, wdg.rect.centery
        )


def draw_row_words(
    surface, pl: Plan, r: pygame.Rect, k: int, title: str, desc: str, warn: bool, said: int = 0
) -> None:
    """A row's rule (between rows of a column), its title and, below, its description, or in
    red why it cannot work (`warn`: no sound, where the volumes' words go), or in ink what
    became of a choice (`said`: the room for it, settings_scale_note)."""
    if k % pl.per_col:
        pygame.draw.line(surface, (238, 230, 218), (r.x, r.y), (r.right, r.y), 2)
    if pl.narrow:
        ty, dy = r.y + pl.line_h // 2, r.y + pl.line_h + pl.f_desc // 2
    else:
        ty, dy = r.centery - pl.f_desc * 11 // 20, r.centery + pl.f_row // 2
    text(surface, title, pl.f_row, theme.INK, (r.x + 4, ty), "midleft", True)
    ink = theme.DANGER if warn else theme.INK if said else theme.INK_SOFT
    # (the plan fits each description to its column, but the card of a window narrower
    # than the column (480x360) cut Reduced motion's at "blinking or pop", s226): smaller
    bold = warn or bool(said)
    size = theme.fit_size(desc, pl.f_desc, said or r.w - 8, bold, 12) if pl.narrow or said else pl.f_desc
    text(surface, desc, size, ink, (r.x + 4, dy), "midleft", bold)


def draw_preview(surface, settings, tiles: TileSet | None, scale: float, right: int, cy: int) -> TileSet:
    """Four little arrows (right, left, down, up) in the palette now in use, ending at
    `right`; returns the tile set drawn with (kept for the next frame)."""
    cols = theme.dir_colours(settings)
    glyphs = palette.glyphs_on(settings)
    cell = preview_cell(scale)
    t = tiles if tiles is not None and tiles.cell == cell else preview_tiles(cell)
    x = right
    for d in (NY, PY, NX, PX):
        if d in (PX, NX):
            box = pygame.Rect(0, 0, 2 * cell, cell)
            box.midright = (x, cy)
            body_at = (box.x, box.y) if d == PX else (box.x + cell, box.y)
            head_at = (box.x + cell, box.y) if d == PX else (box.x, box.y)
        else:
            box = pygame.Rect(0, 0, cell, 2 * cell)
            box.midright = (x, cy)
            body_at = (box.x, box.y) if d == PY else (box.x, box.y + cell)
            head_at = (box.x, box.y + cell) if d == PY else (box.x, box.y)
        surface.blit(t.arrow(cols[d], BIT[d], None, glyph=d if glyphs else None), body_at)
        surface.blit(t.arrow(cols[d], BIT[d ^ 1], d), head_at)
        x = box.x - 10
    return t


@functools.lru_cache(maxsize=4)
def preview_tiles(cell: int) -> TileSet:
    """The preview's tiles at a size, one set for every card (each card made its own, and
    drew its eight arrow tiles on the frame it opened on; the warm-up draws them ahead)."""
    return TileSet(cell)


def draw_scroll_bar(surface, plan: Plan, scroll: int, max_scroll: int) -> None:
    view, c = plan.view, plan.card
    track = pygame.Rect(c.right - max(10, plan.pad // 2), view.y, 6, view.h)
    pygame.draw.rect(surface, theme.PANEL_EDGE, track, border_radius=3)
    h = max(30, view.h * view.h // max(1, plan.content_h))
    y = view.y + (view.h - h) * scroll // max(1, max_scroll)
    pygame.draw.rect(surface, theme.INK_SOFT, (track.x, y, 6, h), border_radius=3)


def toast_room(plan: Plan, size) -> list[pygame.Rect]:
    """Where toasts go over the card: right of its title (never over a row; over the
    footer's note of where the settings are saved, a toast hid it: its rows are lent
    first, `rows_lent`)."""
    c, view = plan.card, plan.view
    title = pygame.Rect((0, 0), theme.text_size("Settings", plan.f_title, True))
    title.midleft = (c.x + plan.pad, c.y + plan.head // 2)  # as SettingsScene.draw puts it
    return beside_words(size, c, title, view.y, pygame.Rect(0, 0, 0, 0))


class Planned(Protocol):
    """What `rows_lent` reads of the Settings scene (a protocol: settings.py imports this module)."""

    plan: Plan
    scroll: int
    rows: dict[str, pygame.Rect]
    pad_keys: OnScreenKeys | None

    @property
    def widgets(self) -> dict: ...


class Shown(Planned, Protocol):
    """What `draw_card` reads (and the preview's tiles it keeps) of the Settings scene."""

    card: pygame.Rect
    size: tuple[int, int]
    order: list[str]
    focus: int
    keyboard: bool
    back: Button
    feedback: Feedback
    midend: Midend
    preview_tiles: TileSet | None

    @property
    def max_scroll(self) -> int: ...


def rows_lent(scene: Planned) -> list[pygame.Rect]:
    """Settings' `toast_lent` and `toast_aims`: its rows, for what the room beside its
    title cannot hold (two long toasts waited at 640x480, a code was cut to one line at
    800x600; there a few seconds, and a click takes a toast away)."""
    return [scene.plan.view]


def words_lent(scene: Planned) -> list[pygame.Rect]:
    """Settings' `toast_lent`: its rows (their words), and from each row down, the run of
    rows left of all their controls as long as a toast fits there (a toast lent the rows
    lies over their words, never over a control: at 1920x1080 one covered Hearts)."""
    view, out = scene.plan.view, [scene.plan.view.inflate(8, 4)]  # (as drawn: clipped to it)
    rows = [(r, scene.widgets[key].rect.x - 12) for key, r in scene.rows.items()]
    for k, (first, _) in enumerate(rows):
        run, right = None, first.right
        for r, ctl in rows[k:]:
            if r.x != first.x or min(right, ctl) - first.x < narrowest():
                break
            right = min(right, ctl)
            run = pygame.Rect(first.x, first.y, right - first.x, r.bottom - first.y).clip(view)
        out += [run] if run is not None and run.h > 0 else []
    return off_keys(out, scene.pad_keys)  # (the rows the pad's keys cover are not lent)


def rows_clear(scene: Planned) -> list[pygame.Rect]:
    """Settings' `toast_controls`: the controls of the rows in view (a toast lent the rows
    lies over their words, not a control: at 1920x1080 one covered the Hearts choice)."""
    view = scene.plan.view
    return [w.rect for w in scene.widgets.values() if w.rect.colliderect(view)]


def keys_clear(scene: Planned) -> list[pygame.Rect]:
    """Settings' `toast_clear`: while the pad's keys are up, they and the field they type
    in (a warning waits rather than cover them: s150)."""
    keys = scene.pad_keys
    return [keys.rect, keys.box.rect] if keys is not None and keys.shown and keys.rect is not None else []


def free_cells(scene: Planned) -> list[pygame.Rect]:
    """The room under the last column's rows where it has fewer rows than the first (two
    columns of an odd count: a free cell beside the last row), in view: a toast there
    covers nothing."""
    pl = scene.plan
    view, left = pl.view, pl.rows - (pl.cols - 1) * pl.per_col
    if pl.cols < 2 or left >= pl.per_col:
        return []
    x = view.x + (pl.cols - 1) * (pl.col_w + pl.gap)
    cell = pygame.Rect(x, view.y + left * pl.row_h - scene.scroll, pl.col_w, (pl.per_col - left) * pl.row_h)
    return [cell.clip(view).inflate(0, -8)] if cell.colliderect(view) else []


NOTE = "Changes apply at once and are saved in"


def _where(plan: Plan, done: pygame.Rect) -> tuple[str, int]:
    """The settings file's path as the footer writes it under NOTE, and its print."""
    try:
        where = str(settings_path())
    except OSError:  # pragma: no cover - odd platforms
        where = "settings.json"
    room = done.x - plan.card.x - plan.pad - 24
    size = theme.fit_size(where, plan.f_desc, room, True, 12)  # smaller before it is cut
    return _fit(where, size, room), size


def draw_where(surface, plan: Plan, done: pygame.Rect) -> None:
    """Where the settings are saved, left of the Done button `done`."""
    c, f = plan.card, plan.f_desc
    where, size = _where(plan, done)
    x = c.x + plan.pad
    text(surface, NOTE, f, theme.INK_SOFT, (x, done.centery - f * 11 // 20), "midleft")
    text(surface, where, size, theme.INK_SOFT, (x, done.centery + f * 11 // 20), "midleft", True)


def footer_room(plan: Plan, done: pygame.Rect) -> list[pygame.Rect]:
    """The footer's empty stretch between the note of where the settings are saved and
    Done: a toast there covers nothing (s272: a 16th row took the free cell under the last
    one, and three warnings at start showed one at a time)."""
    where, size = _where(plan, done)
    words = max(theme.text_size(NOTE, plan.f_desc)[0], theme.text_size(where, size, True)[0])
    left = plan.card.x + plan.pad + words + 24
    top = plan.view.bottom + 4
    room = pygame.Rect(left, top, done.x - 24 - left, plan.card.bottom - 6 - top)
    return [room] if room.w >= 160 and room.h >= 24 else []


def _fit(text: str, size: int, width: int, bold: bool = True) -> str:
    if theme.text_size(text, size, bold)[0] <= width:
        return text
    while len(text) > 4 and theme.text_size("..." + text, size, bold)[0] > width:
        text = text[1:]
    return "..." + text
