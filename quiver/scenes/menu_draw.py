"""The menu's Custom panel, its layout and drawing, one function per part: the title, the
choice rows (mode, difficulty, size, special arrows), the arrow count, the buttons and the
shape picker; fitted to the window at the UI scale, Your picture's label with it. The
menu's state and actions stay in menu.py, its choice in menu_choice.py, its events in
menu_input.py; the home view is menu_home.py; where it takes toasts menu_places.py, its
notes' words menu_notes.py."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from quiver.engine.modes import Mode, Specials
from quiver.render2d import drawn, theme
from quiver.render2d.draw import arrow_logo
from quiver.render2d.widgets import Button, Segmented, Slider, Widget

from .menu_grown import choices_need, fitted_width, own_row, row_height
from .menu_notes import arrow_notes, fit_note, note_form
from .menu_search import PadSearch
from .picker import ShapePicker, label


class MenuScene(Protocol):
    """What the menu's layout and drawing read (and place) of the menu scene's controls."""

    size: tuple[int, int]
    mode: Mode
    mode_seg: Segmented
    diff_seg: Segmented
    size_seg: Segmented
    special_seg: Segmented
    slider: Slider
    grid: ShapePicker
    pad_search: PadSearch  # (its lit search box: no ring on the picked card)
    random_btn: Button
    continue_btn: Button
    play_btn: Button
    kept_btn: Button  # Continue, a kept puzzle's (menu_kept.py)
    home_order: list[Any]
    custom_btn: Button
    back_btn: Button
    levels_btn: Button
    daily_btn: Button
    seed_btn: Button
    picture_btn: Button
    settings_btn: Button
    quit_btn: Button
    help_btn: Button
    focus: int
    midend: Any  # settings (the UI scale), lessons and the lessons seen
    ports: Any  # its display (the modes this window plays: the Daily's tab, menu_home)
    keyboard: bool  # focus rings show once the keyboard is used
    rows_y: dict[str, int]
    status: dict[str, str | None]  # mode -> why it cannot be played here (None: it can)
    cells: int
    specials: Specials  # the special arrows chosen (the slider stops at their most)
    streak: int
    daily_done: bool
    arrow_labels: tuple[Any, ...]  # the arrow row's drawn rects (tests check they stay apart)
    picture_label: str  # Your picture's whole label (fit_picture_label fits it to its button)
    full_redraw: bool
    custom: bool  # the Custom panel shows (else the home view)
    custom_order: list[Any]  # the panel's controls (menu_scroll moves them as it scrolls)
    pointer: tuple[int, int]  # where the mouse last was

    @property
    def focus_order(self) -> list[Widget | ShapePicker]: ...
    def paint_background(self, surface: pygame.Surface) -> None: ...
    def chosen_shape(self) -> Any: ...
    def arrow_count(self) -> tuple[int, bool]: ...
    def layout(self) -> None: ...


LEFT = 56  # the left column's margin at scale 1
PANEL_H = 792  # the Custom panel's height at scale 1
PRINTED = 0.8  # about the least scale whose print is as it asks (its notes' floors: 16 of 20)
TITLE = "Custom puzzle"


def _scale(scene: MenuScene) -> float:
    """The UI scale, less where the window is too short for the panel (not at a bigger Size of
    menus: there the panel scrolls, menu_scroll.lay_out_custom)."""
    s = theme.ui_scale(scene.size, scene.midend.settings)
    chosen = theme.chosen(scene.midend.settings)
    if chosen > 1:  # (its title and top buttons' row: as wide as at 800; s384: the choice times
        s = max(s, PRINTED * chosen)  # the least scale its print asks, or 125% drew as Auto at 800x600)
        return max(0.6, min(s, scene.size[0] / 640))
    return max(0.6, min(s, (scene.size[1] - 8) / PANEL_H))


def _note_size(scene: MenuScene) -> int:
    """The small notes' letters (size, arrow range): 20 px, bigger in a big window."""
    return max(20, int(20 * _scale(scene)))


def _left(scene: MenuScene) -> int:
    return max(16, int(LEFT * _scale(scene) * (0.5 if scene.size[0] < 900 else 1)))


NOTE_SIZE, NOTE_STEP = 16, 18  # the mode's note on lines of its own under the Mode row


def _note_lines(scene: MenuScene, width: int) -> int:
    """The lines the mode's note takes whole at NOTE_SIZE (1: none, or it fits one)."""
    note = scene.status.get(scene.mode)
    if not note or theme.text_size(note_form(note, width, 18), 18)[0] <= width:
        return 1
    return theme.wrap(note_form(note, width, NOTE_SIZE), NOTE_SIZE, theme.DANGER, width, NOTE_STEP).lines


def layout_menu(scene: MenuScene, note_room: bool = True, height: int | None = None) -> dict[str, int]:
    """Place every control for the scene's size (`height`: a panel taller than the window,
    that scrolls); the y of each row's title, and under "Note" the lines the mode's note may
    take (at 800x600 a long reason was cut to one line: the rows under Mode make room for it
    whole, where the column still fits)."""
    w, h = scene.size[0], height or scene.size[1]
    s = _scale(scene)
    left = _left(scene)
    col_w, seg_h, label_h = _column(scene)
    top_h = max(36, int(50 * s))
    scene.settings_btn.rect = pygame.Rect(0, 0, max(120, int(160 * s)), top_h)
    scene.settings_btn.rect.topright = (w - left, int(22 * s))
    chosen = theme.chosen(scene.midend.settings)
    fitted_width(scene.settings_btn, chosen)  # (at a bigger Size of menus: the title's room, s400)
    scene.help_btn.rect = pygame.Rect(0, 0, max(140, int(190 * s)), top_h)
    scene.help_btn.rect.topright = (scene.settings_btn.rect.x - max(12, int(12 * s)), int(22 * s))
    fitted_width(scene.help_btn, chosen)
    y = int(22 * s) + top_h + int(24 * s) + (queue_band(scene) if height else 0)
    lines = _note_lines(scene, col_w) if note_room else 1
    rows_y: dict[str, int] = {"Note": lines}
    under_mode = int(14 * s) + ((lines - 1) * NOTE_STEP + 6 if lines > 1 else 0)
    for key, widget in (("Mode", scene.mode_seg), ("Difficulty", scene.diff_seg), ("Size", scene.size_seg)):
        rows_y[key] = y
        widget.rect = pygame.Rect(left, y + label_h, col_w, seg_h)
        y = widget.rect.bottom + int(18 * s) + (under_mode if key == "Mode" else 0)
    y = _specials_row(scene, rows_y, y, (col_w, seg_h, label_h), s)
    rows_y["Arrows"] = y
    scene.slider.rect = pygame.Rect(left, y + label_h + 4, col_w, int(36 * max(1.0, s)))  # (its knob)
    y = scene.slider.rect.bottom + int(20 * s)
    scene.random_btn.rect = pygame.Rect(left, y, col_w, max(44, int(66 * s)))
    y = scene.random_btn.rect.bottom + int(14 * s)
    apart = max(16, int(16 * s))  # (a focus ring's air, as thick as the ring in a big window)
    half = (col_w - apart) // 2
    bh = max(40, int(58 * s))
    scene.seed_btn.rect = pygame.Rect(left, y, half, bh)
    scene.back_btn.rect = pygame.Rect(left + half + apart, y, half, bh)
    # the player's own picture (quiver/scenes/picture.py): its own row, under the rest
    scene.picture_btn.rect = pygame.Rect(left, scene.back_btn.rect.bottom + int(14 * s), col_w, bh)
    if lines > 1 and scene.picture_btn.rect.bottom > h - 8:  # no room (640x480): one line
        return layout_menu(scene, note_room=False, height=height)
    gx, gy = left + col_w + max(20, int(48 * s)), rows_y["Mode"] + label_h
    foot = h - max(16, int(32 * s))
    if scene.picture_btn.rect.bottom > h - 8:  # a short window (480x360): they were below its edge
        foot = _buttons_beside(scene, pygame.Rect(gx, 0, w - left - gx, h - 8), apart)
    if h >= w * 1.3 and scene.picture_btn.rect.bottom <= h * 0.6:  # a tall window (1024x1600): the
        gx, gy = left, scene.picture_btn.rect.bottom + int(24 * s) + label_h  # shapes under the choices
        # (beside them, three columns of cards stood over a void under the choices)
    rows_y["Shape"] = gy - label_h
    scene.grid.set_scale(s)  # bigger cards and letters in a big window
    scene.grid.layout(pygame.Rect(gx, gy, w - gx - left, foot - gy))
    fit_picture_label(scene)
    return rows_y


def _specials_row(
    scene: MenuScene, rows_y: dict[str, int], y: int, sizes: tuple[int, int, int], s: float
) -> int:
    """Special arrows' choice beside Size's, in its row; or at a bigger Size of menus, where
    the two share it only in small print, in a row of its own at `y` (menu_grown.own_row).
    The y of the row after (`sizes`: the column's width, a choice's height, a label's)."""
    (col_w, seg_h, label_h), left = sizes, _left(scene)
    apart = max(16, int(16 * s))
    if _specials_own(scene, col_w, seg_h, apart):
        rows_y["Specials"] = y
        scene.special_seg.rect = pygame.Rect(left, y + label_h, col_w, seg_h)
        return scene.special_seg.rect.bottom + int(18 * s)
    size_w = min(int(col_w * 0.52), col_w - apart - choices_need(scene.special_seg.options, seg_h))
    scene.size_seg.rect.width = size_w
    rows_y["Specials"] = rows_y["Size"]
    scene.special_seg.rect = pygame.Rect(
        left + size_w + apart, scene.size_seg.rect.y, col_w - size_w - apart, seg_h
    )
    return y


def own_rows(scene: MenuScene) -> int:
    """The height the panel's rows of their own add at a bigger Size of menus (menu_grown:
    Special arrows under Size), at the scale it is laid out in (menu_scroll.lay_out_custom)."""
    s = _scale(scene)
    col_w, seg_h, label_h = _column(scene)
    return row_height(label_h, seg_h, s) if _specials_own(scene, col_w, seg_h, max(16, int(16 * s))) else 0


def _column(scene: MenuScene) -> tuple[int, int, int]:
    """The choices' column at the panel's scale: its width, a choice's height, a label's."""
    s = _scale(scene)
    return min(int(440 * s), max(300, int(scene.size[0] * 0.42))), max(32, int(50 * s)), max(20, int(30 * s))


def _specials_own(scene: MenuScene, col_w: int, seg_h: int, apart: int) -> bool:
    """Special arrows takes a row of its own (menu_grown.own_row) in a column `col_w` wide."""
    chosen = theme.chosen(scene.midend.settings)
    return own_row(chosen, scene.size_seg.options, scene.special_seg.options, col_w, seg_h, apart)


def queue_band(scene: MenuScene) -> int:
    """The room added under the title of a Custom panel that scrolls for a queue's card
    (menu_places.custom_queue_places), two lines in the queue's first print and its gap (s389:
    at 1920x1080 and 150% its three queued toasts stood over the title; with one line's room a
    warning wrapped in two fell back over the title, which grows with the top buttons fitted
    to their words since s400: at 1280x720 and 200% it hid the title's lower half)."""
    from .toast_cards import GAP, card_h, queue_prints

    return max(0, card_h(2, queue_prints(scene.midend.settings)[0], True) + GAP + 4 - int(24 * _scale(scene)))


def _buttons_beside(scene: MenuScene, column: pygame.Rect, apart: int) -> int:
    """Play this puzzle, Enter seed and Back, and Your picture at the foot of `column`
    (the shapes' column, in a window too short for them under the choices): the top of
    the shapes' foot above them."""
    play, seed, back, picture = scene.random_btn, scene.seed_btn, scene.back_btn, scene.picture_btn
    picture.rect.w, picture.rect.bottomleft = column.w, column.bottomleft
    half = (column.w - apart) // 2
    seed.rect.size = back.rect.size = (half, seed.rect.h)
    seed.rect.bottomleft = (column.x, picture.rect.y - apart // 2)
    back.rect.bottomright = (column.right, seed.rect.bottom)
    # Play as tall as the rest, and the shapes' foot half as far above it: room for a whole
    # row of cards (480x360 showed a third of one; the picker drops its headers for it)
    play.rect.size = (column.w, seed.rect.h)
    play.rect.bottomleft = (column.x, seed.rect.y - apart // 2)
    return play.rect.y - apart // 2


def custom_labels(scene: MenuScene) -> list[tuple[str, pygame.Rect]]:
    """The labels of the Custom panel's controls, each with its rect: where `_draw_labels`
    draws them and what a toast keeps off."""
    rows, left, ls = scene.rows_y, _left(scene) + 4, _label_size(scene)
    grid = scene.grid
    at = [(key, (left, rows[key])) for key in ("Mode", "Difficulty", "Size")]
    at += [(_special_label(scene, ls), (scene.special_seg.rect.x + 4, rows["Specials"]))]
    at += [("Arrows", (left, rows["Arrows"])), (_shape_label(scene, ls), (grid.rect.x + 4, rows["Shape"]))]
    return [(t, pygame.Rect(pos, theme.text_size(t, ls, True))) for t, pos in at]


def _label_size(scene: MenuScene) -> int:
    return max(18, int(24 * _scale(scene)))


def _special_label(scene: MenuScene, ls: int) -> str:
    """The label "Special arrows", or "Specials" where that does not fit over its choices."""
    long = "Special arrows"
    return long if theme.text_size(long, ls, True)[0] <= scene.special_seg.rect.w else "Specials"


def _shape_label(scene: MenuScene, ls: int) -> str:
    """The picker's title, which names the chosen shape where that fits over the picker
    (s159: "Shape  ·  Cross Pyramid" ran out of the window at 480x360; its card names it)."""
    value = scene.grid.value
    named = f"Shape  ·  {label(value)}" if value else "Shape"
    return named if theme.text_size(named, ls, True)[0] <= scene.grid.rect.w - 4 else "Shape"


def fit_picture_label(scene: MenuScene) -> None:
    """Your picture's label, fitted to its button when the label or the layout changes
    (not as it is drawn): the picture's name where it fits, else "Your picture" (round
    five: a long file name ran out of both sides; its card shows the whole path)."""
    pic, full = scene.picture_btn, scene.picture_label
    pic.label = full if theme.text_size(full, 12, True)[0] <= pic.rect.w - 20 else "Your picture"


def draw_menu(scene: MenuScene, surface: pygame.Surface) -> None:
    """The whole menu, panel by panel."""
    scene.paint_background(surface)
    _draw_title(scene, surface)
    for w_ in scene.focus_order:
        w_.focused = False
    scene.focus_order[scene.focus].focused = scene.keyboard
    labels = _draw_labels(scene, surface)
    _draw_rows(scene, surface)
    _draw_arrows(scene, surface, labels["Arrows"])
    _draw_buttons(scene, surface)
    _draw_shapes(scene, surface)


def _draw_labels(scene: MenuScene, surface: pygame.Surface) -> dict[str, pygame.Rect]:
    """The labels of the panel's controls, drawn where custom_labels says (what a toast
    keeps off is what is drawn); their rects by text."""
    ls, labels = _label_size(scene), custom_labels(scene)
    for text, r in labels:
        theme.text(surface, text, ls, theme.INK_SOFT, r.topleft, "topleft", True)
        drawn.note(drawn.LABEL, r, text)
    return dict(labels)


def _title(scene: MenuScene) -> tuple[int, pygame.Rect]:
    """The panel's title: its print and where it stands, right of the logo."""
    bar = scene.help_btn.rect
    x = _left(scene) + bar.h + 8
    size = theme.fit_size(TITLE, max(28, int(56 * _scale(scene))), bar.x - 16 - x, True, 20)
    return size, pygame.Rect((x, bar.centery - bar.h // 2), (theme.text_size(TITLE, size, True)[0], bar.h))


def _draw_title(scene: MenuScene, surface: pygame.Surface) -> None:
    bar = scene.help_btn.rect
    surface.blit(arrow_logo(bar.h, theme.ACCENT), (_left(scene) - 4, bar.y))
    size, title = _title(scene)
    theme.text(surface, TITLE, size, theme.INK, title.midleft, "midleft", True)


def _draw_rows(scene: MenuScene, surface: pygame.Surface) -> None:
    """Mode (with why it cannot play here), difficulty, size, special arrows (labels: _draw_labels)."""
    rows_y = scene.rows_y
    left = _left(scene)
    ls = _label_size(scene)
    shape = scene.chosen_shape()
    if shape is not None:
        size_txt = "x".join(map(str, shape.size))
        room = scene.size_seg.rect.w - theme.text_size("Size", ls, True)[0] - 16
        ns = _note_size(scene)
        fits = [
            t for t in (f"{size_txt}  ·  {scene.cells} cells", size_txt) if theme.text_size(t, ns)[0] <= room
        ]
        if fits:
            at = (scene.size_seg.rect.right, rows_y["Size"] + 2)
            theme.text(surface, fits[0], ns, theme.INK_SOFT, at, "topright")
    scene.mode_seg.draw(surface)
    note = scene.status[scene.mode]
    width = scene.mode_seg.rect.w
    if note and rows_y.get("Note", 1) > 1:  # whole, on the lines the layout made room for
        note = note_form(note, width, NOTE_SIZE)
        img = theme.wrap(note, NOTE_SIZE, theme.DANGER, width, NOTE_STEP).image
        surface.blit(img, (left + 4, scene.mode_seg.rect.bottom + 2))
    elif note:  # one line under the row: shorter, then smaller, else without its reason
        note = note_form(note, width, 18, scene.mode)
        size = theme.fit_size(note, 18, width, least=14)
        img = theme.wrap(note, size, theme.DANGER, width, 18, most=1).image
        surface.blit(img, (left + 4, scene.mode_seg.rect.bottom + 2))
    scene.diff_seg.draw(surface)
    scene.size_seg.draw(surface)
    scene.special_seg.draw(surface)


def _draw_arrows(scene: MenuScene, surface: pygame.Surface, title: pygame.Rect) -> None:
    """The arrow count, its note and the slider, beside the label `title` (_draw_labels)."""
    y = scene.rows_y["Arrows"]
    # the generator lands within a tolerance of the count asked for (issue 12 item 4):
    # "about N" until the board built in the background says exactly how many
    shown, exact = scene.arrow_count()
    count = theme.text(
        surface,
        str(shown) if exact else f"~{shown}",
        max(24, int(34 * _scale(scene))),
        theme.INK if exact else theme.INK_SOFT,
        (scene.slider.rect.right, y - 4),
        "topright",
        True,
    )
    # the note sits left of the count, however wide it is (four digits used to run into it)
    right, room = count.x - 12, count.x - 12 - (title.right + 12)
    hint = theme.text(
        surface,
        fit_note(arrow_notes(scene, shown, exact), room, _note_size(scene)),
        _note_size(scene),
        theme.INK_SOFT,
        (right, y + 2),
        "topright",
    )
    scene.arrow_labels = (title, hint, count)  # drawn rects (tests check they stay apart)
    scene.slider.draw(surface)


def _draw_buttons(scene: MenuScene, surface: pygame.Surface) -> None:
    """Play this puzzle, Enter seed, Back, Your picture, How to play and Settings."""
    for b in (
        scene.random_btn,
        scene.seed_btn,
        scene.back_btn,
        scene.picture_btn,
        scene.help_btn,
        scene.settings_btn,
    ):
        b.draw(surface)


def _draw_shapes(scene: MenuScene, surface: pygame.Surface) -> None:
    """The shape picker under its title (which names the chosen shape: _draw_labels)."""
    grid = scene.grid
    grid.focused = scene.keyboard and scene.focus_order[scene.focus] is grid and not scene.pad_search.at_box
    grid.draw(surface)
