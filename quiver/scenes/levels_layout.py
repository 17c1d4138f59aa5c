"""Where the Levels page's parts go (levels.py): the title's row and Back, the mode tabs, the
chapters' row, the tiles and the paging row. At a "Size of menus" above Auto the page is laid
out at the size chosen and, where its tiles would then be squashed to fit the window, as tall
as their own shape asks, scrolling (page_scroll.py, s374); at Auto and below it fits the
window as it always did."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from quiver.render2d import theme

from .base import grown_letters, page_frame
from .levels_pages import COLS, PER_PAGE
from .page_scroll import PageScroll


class LevelsPage(Protocol):
    """What of the Levels page (levels.py) its layout reads and places."""

    size: tuple[int, int]
    midend: Any
    mode: str
    status: dict
    back: Any
    tabs: Any
    prev_btn: Any
    next_btn: Any
    play_btn: Any
    scale: float
    tile_s: float
    left: int
    cols: int
    chapter_w: int
    chapter_row: pygame.Rect
    tiles: list[pygame.Rect]
    info_pos: tuple[int, int]
    scroller: PageScroll


def lay_out(scene: LevelsPage) -> None:
    """The page in its window, scrolled where it is taller (`scene.scroller`)."""
    h = scene.size[1]
    settings = scene.midend.settings
    scene.cols = columns(theme.chosen(settings))
    frame = page_frame(scene.size, settings, grows=True)
    _place(scene, h, frame)
    # the tiles' words (levels_card.draw_tile: 1280x800's under it) grow by the step a bigger
    # choice makes (s389: at 800x600 its number 43 px at 125%, 44 at 150%, "next" 20 at both)
    scene.tile_s = frame[0] if theme.chosen(settings) <= 1 else grown_letters(scene.size, frame[0])
    tile = scene.tiles[0]
    short = int(tile.w * 0.72) - tile.h  # (the tiles squashed to fit: a bigger choice only)
    if theme.chosen(settings) <= 1 or short <= 0:
        scene.scroller.fit(0)
        return
    tall = h + rows(scene.cols) * short + 1
    scene.scroller.fit(tall - h)
    _place(scene, tall, (frame[0], frame[1], frame[2].copy()))  # (the same scale, margin and Back)
    dy = -scene.scroller.at
    for r in (scene.back.rect, scene.tabs.rect, scene.chapter_row, *scene.tiles):
        r.move_ip(0, dy)
    for b in (scene.prev_btn, scene.next_btn, scene.play_btn):
        b.rect.move_ip(0, dy)
    scene.info_pos = (scene.info_pos[0], scene.info_pos[1] + dy)


def columns(chosen: float) -> int:
    """The tiles' columns: COLS, fewer at a bigger "Size of menus" (wider tiles, bigger print)."""
    return COLS if chosen <= 1 else max(2, round(COLS / chosen))


def rows(cols: int) -> int:
    return -(-PER_PAGE // cols)


def _place(scene: LevelsPage, h: int, frame: tuple[float, int, pygame.Rect]) -> None:
    """The parts on a page `h` high, at the frame's scale, margin and Back."""
    w = scene.size[0]
    s, left, scene.back.rect = frame
    scene.scale, scene.left = s, left
    scene.tabs.rect = pygame.Rect(
        left, scene.back.rect.bottom + int(16 * s), min(int(440 * s), w - 2 * left), max(34, int(50 * s))
    )
    # the chapters: one chip each, as many as fit, around the one shown; lower by the
    # line saying why a mode cannot be played (it sat on the chips at 640x480)
    cy = scene.tabs.rect.bottom + max(int(14 * s), 24 if scene.status[scene.mode] else 0)
    ch = max(34, int(48 * s))
    scene.chapter_w = max(120, int(170 * s))
    scene.chapter_row = pygame.Rect(left, cy, w - 2 * left, ch)
    top, bh = cy + ch + int(16 * s), max(44, int(60 * s))
    by = h - bh - max(8, int(24 * s))  # the paging; the tiles' focus ring (ring_lines) clear of it (s80)
    bottom = min(h - max(56, int(100 * s)), by - 8)
    gap = max(8, int(16 * s))
    gw = w - 2 * left
    cols, n = scene.cols, rows(scene.cols)
    tw = (gw - (cols - 1) * gap) // cols
    th = min(int(tw * 0.72), (bottom - top - (n - 1) * gap) // n)
    at = [divmod(k, cols) for k in range(PER_PAGE)]
    scene.tiles = [pygame.Rect(left + c * (tw + gap), top + r * (th + gap), tw, th) for r, c in at]
    pw = max(72, int(110 * s))  # (72: the lines beside them print 14 at 480x360, s136)
    scene.prev_btn.rect = pygame.Rect(left, by, pw, bh)
    scene.next_btn.rect = pygame.Rect(left + pw + 12, by, pw, bh)
    scene.play_btn.rect = pygame.Rect(0, by, max(140, int(220 * s)), bh)
    scene.play_btn.rect.right = w - left
    scene.info_pos = (scene.next_btn.rect.right + int(24 * s), by + bh // 2)
