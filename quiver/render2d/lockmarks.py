"""Lock and key marks for the 2D board (RULES.md section 6).

A locked arrow and its key wear the same letter (A, B, ...) in a badge on the middle of
the body: the lock's badge is dark with a padlock, the key's is light with a key. Shape
and letter carry the meaning, so it reads in every palette (direction colours are left
alone). `lock_marks(board)` says where the badges go; `badge(...)` draws one.
"""
from __future__ import annotations

import functools
import string

import pygame

from . import theme
from .draw import _down, _ss, _stroke, lock_icon

LOCK_FILL = theme.INK
KEY_FILL = (255, 253, 249)


def pair_label(n: int) -> str:
    """A, B, ..., Z, then A2, B2, ...: one label per lock/key pair."""
    letters = string.ascii_uppercase
    return letters[n % 26] + ("" if n < 26 else str(n // 26 + 1))


def lock_marks(board) -> dict[tuple[int, int], tuple[str, str]]:
    """(arrow, body index from the tail) -> ("lock" | "key", pair label)."""
    marks = {}
    pair = 0
    for i, a in enumerate(board.arrows):
        if a.lock is None:
            continue
        label = pair_label(pair)
        pair += 1
        marks[(i, mark_index(board, i))] = ("lock", label)
        marks[(a.lock, mark_index(board, a.lock))] = ("key", label)
    return marks


def mark_index(board, i: int) -> int:
    """The body cell that wears the badge: the middle one, never the head."""
    n = len(board.arrows[i].cells)
    return min(n - 2, n // 2) if n > 1 else 0


@functools.lru_cache(maxsize=64)
def key_icon(size: int, colour: tuple) -> pygame.Surface:
    S, big = _ss(size)
    w = S * 0.11
    pygame.draw.circle(big, colour, (round(S * 0.3), round(S * 0.5)), round(S * 0.2), width=round(w))
    _stroke(big, colour, [(S * 0.48, S * 0.5), (S * 0.9, S * 0.5)], w)
    _stroke(big, colour, [(S * 0.78, S * 0.5), (S * 0.78, S * 0.68)], w)
    _stroke(big, colour, [(S * 0.66, S * 0.5), (S * 0.66, S * 0.64)], w)
    return _down(big, size)


@functools.lru_cache(maxsize=256)
def badge(kind: str, label: str, cell: int) -> pygame.Surface:
    """A round badge about 3/4 of a cell wide: icon above the pair letter."""
    size = max(10, int(cell * 0.78))
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    fill, ink = (LOCK_FILL, KEY_FILL) if kind == "lock" else (KEY_FILL, LOCK_FILL)
    r = size // 2
    pygame.draw.circle(surf, (0, 0, 0, 70), (r, r + max(1, size // 14)), r)
    pygame.draw.circle(surf, fill, (r, r), r - 1)
    pygame.draw.circle(surf, ink, (r, r), r - 1, width=max(1, size // 16))
    if size >= 22:
        icon_size = int(size * 0.46)
        icon = lock_icon(icon_size, ink) if kind == "lock" else key_icon(icon_size, ink)
        surf.blit(icon, icon.get_rect(midtop=(r, int(size * 0.08))))
        text = theme.font(max(8, int(size * 0.4)), True).render(label, True, ink)
        surf.blit(text, text.get_rect(midbottom=(r, int(size * 0.94))))
    else:                                        # too small for both: the letter alone
        text = theme.font(max(7, int(size * 0.6)), True).render(label, True, ink)
        surf.blit(text, text.get_rect(center=(r, r)))
    return surf


def with_badge(tile: pygame.Surface, kind: str, label: str, cell: int) -> pygame.Surface:
    out = tile.copy()
    b = badge(kind, label, cell)
    out.blit(b, b.get_rect(center=(tile.get_width() // 2, tile.get_height() // 2)))
    return out
