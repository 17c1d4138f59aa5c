"""The menu's home view: the title, the mode, one big Play (the campaign of that mode,
the lesson first the very first time; Continue beside it while a puzzle is kept mid-way,
menu_kept.py), then Daily, Levels and Custom puzzle, then How to
play, Settings and Quit. Laid out for any window from 640x480 to 4K at the UI scale
(theme.ui_scale), and what its buttons say (refresh_home); the menu's state and actions stay
in menu.py (its events: menu_input.py)."""

from __future__ import annotations

import datetime as _dt
import weakref

import pygame

from quiver.engine.errors import count_of
from quiver.game.picture import picture_label
from quiver.render2d import drawn, theme
from quiver.render2d.draw import arrow_logo, check_icon, flame_icon

from . import menu_scroll
from .daily_modes import last_shown
from .menu_draw import PRINTED, MenuScene, fit_picture_label, note_form
from .menu_kept import fit_kept, refresh_kept, shows_kept
from .modes import MODE_LABELS, bare_need
from .page_scroll import draw_bar

TAGLINE = "Tap an arrow to send it flying. Clear the board."
READ_ON: weakref.WeakKeyDictionary[MenuScene, _dt.date] = weakref.WeakKeyDictionary()  # each menu's day read


def home_scale(scene: MenuScene) -> float:
    """(s384: a bigger choice times the least scale its print asks, as the Custom panel's)"""
    s, chosen = theme.ui_scale(scene.size, scene.midend.settings), theme.chosen(scene.midend.settings)
    return max(s, PRINTED * chosen) if chosen > 1 else s


def play_sub(scene: MenuScene, level: int) -> str:
    """What Play will do: the lesson first on a mode's very first start, else the level."""
    midend = scene.midend
    name = MODE_LABELS[scene.mode]
    if midend.lessons and scene.mode not in midend.seen_lessons():
        return f"{name} lesson, then level {level}"  # the level Play opens after it
    return f"{name}  ·  level {level}"


def refresh_home(scene: MenuScene) -> None:
    """Re-read what comes from outside: the date, the streak, campaign progress."""
    today = READ_ON[scene] = scene.midend.today()
    progress = scene.midend.progress
    scene.streak = scene.midend.streak()
    shown = last_shown(scene.midend, scene.mode, scene.ports.display)  # (the tab Daily opens on)
    done = progress.daily_result(shown, today)
    scene.daily_done = done is not None and done.won
    scene.daily_btn.sub = f"{count_of(scene.streak, 'day')} in a row" if scene.streak else "D"
    level = progress.current_level(scene.mode) if progress is not None else 1
    scene.play_btn.sub = play_sub(scene, level)
    scene.play_btn.enabled = scene.status[scene.mode] is None
    last = scene.midend.settings.last_picture
    scene.picture_label = f"Your picture: {picture_label(last)}" if last else "Your picture"
    fit_picture_label(scene)
    if progress is not None:
        cp = progress.campaigns.get(scene.mode)
        stars = sum(r.stars for r in cp.levels.values()) if cp else 0
        scene.levels_btn.sub = levels_sub(stars)
    if not scene.custom:  # (the home view's Continue: read again as the panel closes, not on
        refresh_kept(scene)  # each choice made on it, a file read a change)
    scene.full_redraw = True


def turn_day(scene: MenuScene) -> None:
    """The home view's date re-read where it turned since (the menu open over UTC midnight
    kept the day before's Daily tick and streak: "3 days in a row" two days on, s177)."""
    if READ_ON.get(scene) != scene.midend.today():
        refresh_home(scene)


def levels_sub(stars: int) -> str:
    """The Levels button's line: its key, as Custom's, Settings' and Quit's say theirs (s116:
    "pick a level" and "12 stars" hid L), and the mode's campaign stars once there are some."""
    if not stars:
        return "L"
    return f"L  ·  {stars} star" if stars == 1 else f"L  ·  {stars} stars"


def column_scale(h: int, s: float) -> float:
    """The home column's scale in a window `h` high at UI scale `s`: less where the whole
    column (title to the last row, 560 at 1) would not fit (Settings says so: s362)."""
    return s if 560 * s <= h - 24 else max(0.6, (h - 24) / 560)


def _column(scene: MenuScene) -> tuple[int, int, float]:
    """The column's x and width, and the scale, fitted to the window."""
    w, h = scene.size
    s = home_scale(scene) if menu_scroll.grows(scene) else column_scale(h, home_scale(scene))
    col_w = min(int(600 * s), w - 2 * max(16, int(24 * s)))
    return (w - col_w) // 2, col_w, s


def layout_home(scene: MenuScene) -> dict[str, int]:
    """Place the home view's controls; the y of the rows' titles (the Mode row's)."""
    h = scene.size[1]
    x, col_w, s = _column(scene)
    if menu_scroll.grows(scene) and 560 * s > h - 24:  # bigger than the window holds: it scrolls
        return _scrolled(scene, x, col_w, s)
    menu_scroll.set_scroll(scene, 0, 0)
    base = (h - int(560 * s)) // 2  # (the title's logo's top: 8 * s under it)
    _place_home(scene, x, col_w, s, base + int(150 * s))  # under the title and the tagline
    # the rows' least sizes make a short window's column longer than 560 * s: at 480x360
    # its last row stood 4 px off the window's foot under a title 16 px from its top (s309):
    # where the foot is under the sides' least margin, the column rises to leave the top
    # and the foot the same (640x480's, off centre by 12 px but clear of both, stays)
    foot = h - scene.quit_btn.rect.bottom
    if foot < max(16, int(24 * s)):
        _place_home(scene, x, col_w, s, base + int(150 * s) - (base + int(8 * s) - foot + 1) // 2)
    return {"Mode": scene.mode_seg.rect.y - int(30 * s)}


def _scrolled(scene: MenuScene, x: int, col_w: int, s: float) -> dict[str, int]:
    """The column from the window's top (Play on screen), scrolled (menu_scroll.py)."""
    top, at = menu_scroll.TOP - int(8 * s) + int(150 * s), menu_scroll.scroll(scene)
    _place_home(scene, x, col_w, s, top - at)
    menu_scroll.set_scroll(scene, at, scene.quit_btn.rect.bottom + at + menu_scroll.TOP - scene.size[1])
    if menu_scroll.scroll(scene) != at:  # (less room to scroll than before: a resize)
        _place_home(scene, x, col_w, s, top - menu_scroll.scroll(scene))
    return {"Mode": scene.mode_seg.rect.y - int(30 * s)}


def _place_home(scene: MenuScene, x: int, col_w: int, s: float, y: int) -> None:
    """The home view's controls in the column at `x`, `col_w` wide, its Mode row's title at `y`."""
    scene.mode_seg.rect = pygame.Rect(x, y + int(30 * s), col_w, max(36, int(52 * s)))
    y = scene.mode_seg.rect.bottom + int(44 * s)
    gap = max(8, int(14 * s))
    third = (col_w - 2 * gap) // 3
    beside = 2 * (third + gap) if shows_kept(scene) else col_w + gap  # Continue over Custom's third
    scene.play_btn.rect = pygame.Rect(x, y, beside - gap, max(56, int(96 * s)))
    scene.kept_btn.rect = pygame.Rect(x + beside, y, col_w - beside, scene.play_btn.rect.h)
    fit_kept(scene)
    y = scene.play_btn.rect.bottom + int(18 * s)
    bh = max(48, int(70 * s))
    for k, b in enumerate((scene.daily_btn, scene.levels_btn, scene.custom_btn)):
        b.rect = pygame.Rect(x + k * (third + gap), y, third, bh)
    scene.custom_btn.label = custom_label(scene.custom_btn.rect)
    y += bh + int(26 * s)
    sh = max(44, int(58 * s))
    for k, b in enumerate((scene.help_btn, scene.settings_btn, scene.quit_btn)):
        b.rect = pygame.Rect(x + k * (third + gap), y, third, sh)


def custom_label(button: pygame.Rect) -> str:
    """The label: "Custom puzzle" where it fits its button near the row's size, else "Custom"
    (at 640x480 the longest label shrank to fit: 15 px letters beside the 22 px of "Daily"
    and "Levels"). The size and room are Button.draw's."""
    long, nominal = "Custom puzzle", max(16, int(button.h * 0.46))
    fits = theme.fit_size(long, nominal, button.w - max(20, button.h // 3), True, 12)
    return long if fits >= CLOSE * nominal else "Custom"


CLOSE = 0.85  # a label this much of its neighbours' size reads as theirs (1280x800: 29 of 32 px)


def home_labels(scene: MenuScene) -> list[tuple[str, pygame.Rect]]:
    """The label of the home view's control, "Mode", and its rect (where draw_home draws it):
    what a toast keeps off with the buttons (`MenuScene.toast_controls`; s53: the third of
    three toasts at 640x480 lay over it)."""
    x, _, s = _column(scene)
    size = theme.text_size("Mode", _label_size(s), True)
    return [("Mode", pygame.Rect((x + 4, scene.rows_y["Mode"]), size))]


def _label_size(s: float) -> int:
    return max(18, int(24 * s))


def _title_top(scene: MenuScene) -> int:
    """Where the title (its logo) begins."""
    s = _column(scene)[2]
    return scene.rows_y["Mode"] - int(150 * s) + int(8 * s)  # (layout_home's: risen in a short window)


def home_toast_slots(scene: MenuScene, win: pygame.Rect) -> list[pygame.Rect]:
    """Toasts go under the buttons, else above the title, else over it down to "Mode",
    never over the buttons (round five: at 640x480 a corrupt save's two warnings hid Play
    and the row under it; round six: a refused setting's hid Play this puzzle; s77's
    "Sound off" at 640x480 stood over the title with the strip above it free); `win`: the
    window, as it stands over the column unscrolled (menu_places.seen)."""
    w, top, h = win.w, win.y, win.bottom
    y = scene.quit_btn.rect.bottom + 4  # (an Export's path kept its time over the title)
    above = pygame.Rect(0, top, w, max(0, _title_top(scene) - 2 - top))
    band = pygame.Rect(0, top, w, scene.rows_y["Mode"] - 2 - top)  # (above "Mode": s53)
    return [pygame.Rect(0, y, w, h - y), above, band]


def draw_home(scene: MenuScene, surface: pygame.Surface) -> None:
    scene.paint_background(surface)
    if menu_scroll.most(scene):  # (what scrolls past the window's edges: not cut, scrolled)
        with drawn.scrolling(menu_scroll.view(scene)):
            _draw_home(scene, surface)
        draw_bar(
            surface,
            menu_scroll.scroll(scene),
            menu_scroll.most(scene),
            _column(scene)[0],
            theme.ui_scale(scene.size, scene.midend.settings),
        )
    else:
        _draw_home(scene, surface)


def _draw_home(scene: MenuScene, surface: pygame.Surface) -> None:
    _, col_w, s = _column(scene)
    top = _title_top(scene) - int(8 * s)
    size = theme.fit_size("Quiver", int(96 * s), col_w - int(100 * s), True, 40)
    tw = theme.text_size("Quiver", size, True)[0]
    logo = arrow_logo(max(40, int(84 * s)), theme.ACCENT)
    lx = (scene.size[0] - (logo.get_width() + 12 + tw)) // 2
    surface.blit(logo, (lx, top + int(8 * s)))
    theme.text(
        surface,
        "Quiver",
        size,
        theme.INK,
        (lx + logo.get_width() + 12, top + int(8 * s) + logo.get_height() // 2),
        "midleft",
        True,
    )
    tag = theme.fit_size(TAGLINE, max(18, int(26 * s)), col_w, False, 16)
    theme.text(surface, TAGLINE, tag, theme.INK_SOFT, (scene.size[0] // 2, top + int(112 * s)), "center")
    for w_ in scene.focus_order:
        w_.focused = False
    scene.focus_order[scene.focus].focused = scene.keyboard
    for text, r in home_labels(scene):  # (a toast keeps off it as off its buttons)
        theme.text(surface, text, _label_size(s), theme.INK_SOFT, r.topleft, "topleft", True)
        drawn.note(drawn.LABEL, r, text)
    scene.mode_seg.draw(surface)
    note = scene.status[scene.mode]
    if note:
        _draw_note(
            surface, note, scene.mode_seg.rect, scene.play_btn.rect.y, max(18, int(20 * s)), scene.mode
        )
    for b in (
        *(b for b in (scene.play_btn, scene.kept_btn) if b in scene.home_order),
        scene.daily_btn,
        scene.levels_btn,
        scene.custom_btn,
        scene.help_btn,
        scene.settings_btn,
        scene.quit_btn,
    ):
        b.draw(surface)
    # the streak's flame and today's check flank the word "Daily", on its line: at the
    # button's ends, level with its middle, they covered "1 day in a row" in a small window
    word, daily = scene.daily_btn.label_box, scene.daily_btn.rect
    icon = max(12, min(max(20, int(28 * s)), (daily.w - word.w) // 2 - 12))
    icons = []
    if scene.streak:
        fl = flame_icon(icon, theme.ACCENT, (255, 214, 90))
        icons.append((fl, fl.get_rect(midright=(word.x - 6, word.centery - 1)), "(streak flame)"))
    if scene.daily_done:  # today's daily is cleared
        ck = check_icon(icon, theme.GOOD)
        icons.append((ck, ck.get_rect(midleft=(word.right + 6, word.centery)), "(daily cleared)"))
    for img, at, what in icons:
        surface.blit(img, at)
        drawn.note(drawn.TEXT, img.get_bounding_rect().move(at.topleft), what)


def _draw_note(
    surface: pygame.Surface, note: str, seg: pygame.Rect, bottom: int, size: int, mode: str
) -> None:
    """Why `mode` cannot play, under its row: one line, else two smaller ones in the gap
    above Play (at 640x480 and 800x600 "3D needs OpenGL 3.3, which is unavailable here:
    ..." lost its reason to an ellipsis), else its need alone (s193: a driver's long
    reason was still cut at 640x480: "...current SDL video driver (x1...")."""
    width, step = seg.w - 8, max(13, (bottom - seg.bottom - 2) // 2)  # (two lines in the gap)
    note = note_form(note, width, size)
    one = theme.text_size(note, size)[0] <= width
    if not one and theme.wrap(note, min(size, step + 2), theme.DANGER, width, step, most=3).lines > 2:
        note, one = bare_need(mode), theme.text_size(bare_need(mode), size)[0] <= width  # (else cut)
    if one:
        surface.blit(
            theme.wrap(note, size, theme.DANGER, width, size, most=1).image, (seg.x + 4, seg.bottom + 6)
        )
        return
    img = theme.wrap(note, min(size, step + 2), theme.DANGER, width, step, most=2).image
    surface.blit(img, (seg.x + 4, seg.bottom + 2))
