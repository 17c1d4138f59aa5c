"""The main menu's layout and drawing, one function per panel: the title, the choice rows
(mode, difficulty, size, special arrows), the arrow count, the buttons and the shape
picker. The menu's state and its events stay in menu.py."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from quiver.engine.modes import Mode
from quiver.game import code as codes
from quiver.render2d import theme
from quiver.render2d.draw import arrow_logo, check_icon, flame_icon
from quiver.render2d.widgets import Button, Segmented, Slider, Widget

from .picker import ShapePicker, label


class MenuScene(Protocol):
    """What the menu's layout and drawing read (and place) of the menu scene: its
    controls, its focus and what it shows; the scene keeps its state and events."""

    size: tuple[int, int]
    mode: Mode
    mode_seg: Segmented
    diff_seg: Segmented
    size_seg: Segmented
    special_seg: Segmented
    slider: Slider
    grid: ShapePicker
    random_btn: Button
    continue_btn: Button
    levels_btn: Button
    daily_btn: Button
    seed_btn: Button
    settings_btn: Button
    quit_btn: Button
    help_btn: Button
    focus_order: list[Widget | ShapePicker]
    focus: int
    keyboard: bool  # focus rings show once the keyboard is used
    rows_y: dict[str, int]
    status: dict[str, str | None]  # mode -> why it cannot be played here (None: it can)
    cells: int
    streak: int
    daily_done: bool
    arrow_labels: tuple[Any, ...]  # the arrow row's drawn rects (tests check they stay apart)

    def paint_background(self, surface: pygame.Surface) -> None: ...
    def chosen_shape(self) -> Any: ...
    def arrow_count(self) -> tuple[int, bool]: ...


LEFT = 56  # the left column's margin


def _scale(scene: MenuScene) -> float:
    return min(1.0, scene.size[1] / 800)


def layout_menu(scene: MenuScene) -> dict[str, int]:
    """Place every control for the scene's size; the y of each row's title."""
    w, h = scene.size
    s = _scale(scene)
    left = LEFT
    col_w = min(440, max(320, int(w * 0.36)))
    y = int(186 * s)
    seg_h = int(50 * s)
    step = int(88 * s)
    rows_y: dict[str, int] = {}
    for key, widget in (("Mode", scene.mode_seg), ("Difficulty", scene.diff_seg), ("Size", scene.size_seg)):
        rows_y[key] = y
        widget.rect = pygame.Rect(left, y + int(26 * s), col_w, seg_h)
        y += step + (int(30 * s) if key == "Mode" else 0)
    # the Size row shares its line with the special-arrows choice
    size_w = int(col_w * 0.52)
    scene.size_seg.rect.width = size_w
    rows_y["Specials"] = rows_y["Size"]
    scene.special_seg.rect = pygame.Rect(
        left + size_w + 16, scene.size_seg.rect.y, col_w - size_w - 16, seg_h
    )
    rows_y["Arrows"] = y
    scene.slider.rect = pygame.Rect(left, y + int(28 * s), col_w, 36)
    y += int(84 * s)
    scene.random_btn.rect = pygame.Rect(left, y, col_w, int(62 * s))
    y += int(62 * s) + int(14 * s)
    half = (col_w - 16) // 2
    bh = int(58 * s)
    scene.continue_btn.rect = pygame.Rect(left, y, half, bh)
    scene.levels_btn.rect = pygame.Rect(left + half + 16, y, half, bh)
    y += bh + int(12 * s)
    scene.daily_btn.rect = pygame.Rect(left, y, half, bh)
    scene.seed_btn.rect = pygame.Rect(left + half + 16, y, half, bh)
    top_h = max(40, int(54 * s))
    scene.quit_btn.rect = pygame.Rect(w - 40 - 130, int(34 * s), 130, top_h)
    scene.settings_btn.rect = pygame.Rect(scene.quit_btn.rect.x - 14 - 160, int(34 * s), 160, top_h)
    scene.help_btn.rect = pygame.Rect(scene.settings_btn.rect.x - 14 - 190, int(34 * s), 190, top_h)
    gx = left + col_w + 60
    scene.grid.layout(pygame.Rect(gx, int(150 * s), w - gx - 40, h - int(150 * s) - 40))
    return rows_y


def draw_menu(scene: MenuScene, surface: pygame.Surface) -> None:
    """The whole menu, panel by panel."""
    scene.paint_background(surface)
    _draw_title(scene, surface)
    for w_ in scene.focus_order:
        w_.focused = False
    scene.focus_order[scene.focus].focused = scene.keyboard
    _draw_rows(scene, surface)
    _draw_arrows(scene, surface)
    _draw_buttons(scene, surface)
    _draw_shapes(scene, surface)


def _draw_title(scene: MenuScene, surface: pygame.Surface) -> None:
    s = _scale(scene)
    logo = arrow_logo(int(84 * s), theme.ACCENT)
    surface.blit(logo, (LEFT - 6, int(34 * s)))
    theme.text(surface, "Quiver", int(96 * s), theme.INK, (LEFT + int(88 * s), int(40 * s)), "topleft", True)
    theme.text(
        surface,
        "Tap an arrow to send it flying. Clear the board.",
        int(26 * s),
        theme.INK_SOFT,
        (LEFT, int(132 * s)),
    )


def _draw_rows(scene: MenuScene, surface: pygame.Surface) -> None:
    """Mode (with why it cannot play here), difficulty, size and special arrows."""
    rows_y = scene.rows_y
    for key in ("Mode", "Difficulty", "Size"):
        theme.text(surface, key, 24, theme.INK_SOFT, (LEFT + 4, rows_y[key]), "topleft", True)
    shape = scene.chosen_shape()
    if shape is not None:
        size_txt = "x".join(map(str, shape.size))
        theme.text(
            surface,
            f"{size_txt}  ·  {scene.cells} cells",
            22,
            theme.INK_SOFT,
            (scene.size_seg.rect.right, rows_y["Size"] + 2),
            "topright",
        )
    scene.mode_seg.draw(surface)
    note = scene.status[scene.mode]
    if note:
        surface.blit(
            theme.wrap(note, 20, theme.DANGER, scene.mode_seg.rect.w, 18).image,
            (LEFT + 4, scene.mode_seg.rect.bottom + 6),
        )
    scene.diff_seg.draw(surface)
    scene.size_seg.draw(surface)
    theme.text(
        surface,
        "Special arrows",
        24,
        theme.INK_SOFT,
        (scene.special_seg.rect.x + 4, rows_y["Specials"]),
        "topleft",
        True,
    )
    scene.special_seg.draw(surface)


def _draw_arrows(scene: MenuScene, surface: pygame.Surface) -> None:
    """The arrow count, its note and the slider."""
    y = scene.rows_y["Arrows"]
    title = theme.text(surface, "Arrows", 24, theme.INK_SOFT, (LEFT + 4, y), "topleft", True)
    # the generator lands within a tolerance of the count asked for (issue 12 item 4):
    # "about N" until the board built in the background says exactly how many
    shown, exact = scene.arrow_count()
    count = theme.text(
        surface,
        str(shown) if exact else f"~{shown}",
        34,
        theme.INK if exact else theme.INK_SOFT,
        (scene.slider.rect.right, y - 4),
        "topright",
        True,
    )
    # the note sits left of the count, however wide it is (four digits used to run into it)
    right, room = count.x - 12, count.x - 12 - (title.right + 12)
    hint = theme.text(
        surface,
        fit_note(arrow_notes(scene, shown, exact), room),
        20,
        theme.INK_SOFT,
        (right, y + 2),
        "topright",
    )
    scene.arrow_labels = (title, hint, count)  # drawn rects (tests check they stay apart)
    scene.slider.draw(surface)


def _draw_buttons(scene: MenuScene, surface: pygame.Surface) -> None:
    """The buttons, with the streak's flame and today's check on Daily."""
    s = _scale(scene)
    for b in (
        scene.random_btn,
        scene.continue_btn,
        scene.levels_btn,
        scene.daily_btn,
        scene.seed_btn,
        scene.help_btn,
        scene.settings_btn,
        scene.quit_btn,
    ):
        b.draw(surface)
    daily = scene.daily_btn.rect
    if scene.streak:
        fl = flame_icon(int(30 * s) + 4, theme.ACCENT, (255, 214, 90))
        surface.blit(fl, fl.get_rect(midleft=(daily.x + 14, daily.centery - 1)))
    if scene.daily_done:  # today's daily is cleared
        ck = check_icon(int(26 * s) + 2, theme.GOOD)
        surface.blit(ck, ck.get_rect(midright=(daily.right - 14, daily.centery)))


def _draw_shapes(scene: MenuScene, surface: pygame.Surface) -> None:
    """The shape picker under its title (which names the chosen shape)."""
    grid = scene.grid
    grid.focused = scene.keyboard and scene.focus_order[scene.focus] is grid
    chosen = f"Shape  ·  {label(grid.value)}" if grid.value else "Shape"
    theme.text(surface, chosen, 24, theme.INK_SOFT, (grid.rect.x + 4, grid.rect.y - 34), "topleft", True)
    grid.draw(surface)


def arrow_notes(scene: MenuScene, shown: int, exact: bool) -> list[str]:
    """What to say beside the count, longest first (the first that fits is drawn)."""
    slider = scene.slider
    asked, span = slider.value, f"{slider.lo} - {slider.hi}"
    if exact and shown == asked:
        return [f"{span} · exactly {shown}", f"{span} · exact", "exact"]
    if exact:
        return [f"asked {asked} · you get {shown}", f"asked {asked}"]
    tol = codes.arrow_tolerance(asked)  # until the board says
    return [f"{span} · lands within ±{tol}", f"{span} · ±{tol}", f"±{tol}"]


def fit_note(notes: list[str], room: int, size: int = 20) -> str:
    """The first (longest) of ``notes`` that fits ``room`` pixels, else the last."""
    return next((n for n in notes if theme.text_size(n, size)[0] <= room), notes[-1])
