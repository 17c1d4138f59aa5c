"""Lock and key marks for the 2D board (RULES.md section 6).

A locked arrow and its key wear the same letter (A, B, ...) on the middle of the body:
the lock's mark is a dark padlock, the key's a light key. Shape
and letter carry the meaning, so it reads in every palette (direction colours are left
alone). `lock_marks(board)` says where the badges go; `badge(...)` draws one.
"""

from __future__ import annotations

import enum
import functools
import string

import pygame

from . import theme
from .draw import _down, _ss, _stroke

LOCK_FILL = theme.INK
KEY_FILL = (255, 253, 249)


class LockMark(enum.StrEnum):
    """Which badge an arrow of a lock/key pair wears."""

    LOCK = "lock"  # the locked arrow: a dark padlock
    KEY = "key"  # its key: a light key


def pair_label(n: int) -> str:
    """A, B, ..., Z, then A2, B2, ...: one label per lock/key pair."""
    letters = string.ascii_uppercase
    return letters[n % 26] + ("" if n < 26 else str(n // 26 + 1))


def lock_marks(board) -> dict[tuple[int, int], tuple[LockMark, str]]:
    """(arrow, body index from the tail) -> (LOCK or KEY, pair label)."""
    marks = {}
    pair = 0
    for i, a in enumerate(board.arrows):
        if a.lock is None:
            continue
        label = pair_label(pair)
        pair += 1
        marks[(i, mark_index(board, i))] = (LockMark.LOCK, label)
        marks[(a.lock, mark_index(board, a.lock))] = (LockMark.KEY, label)
    return marks


def mark_index(board, i: int) -> int:
    """The body cell that wears the badge: the middle one, never the head."""
    n = len(board.arrows[i].cells)
    return min(n - 2, n // 2) if n > 1 else 0


@functools.lru_cache(maxsize=256)
def badge(kind: LockMark, label: str, cell: int) -> pygame.Surface:
    """A padlock (dark) or a key (light) most of a cell tall, the pair letter inside."""
    size = max(12, int(cell * 0.94))
    S, big = _ss(size)
    edge = max(2.0, S * 0.07)
    if kind == LockMark.LOCK:
        fill, ink = LOCK_FILL, KEY_FILL
        shackle = pygame.Rect(S * 0.28, S * 0.02, S * 0.44, S * 0.5)
        pygame.draw.rect(big, fill, shackle, width=round(S * 0.1), border_radius=round(S * 0.24))
        body = pygame.Rect(S * 0.06, S * 0.3, S * 0.88, S * 0.68)
        pygame.draw.rect(big, ink, body, border_radius=round(S * 0.14))
        pygame.draw.rect(big, fill, body.inflate(-edge * 2, -edge * 2), border_radius=round(S * 0.12))
        centre = (0.5, 0.64)
    else:
        fill, ink = KEY_FILL, LOCK_FILL
        _stroke(big, ink, [(S * 0.5, S * 0.6), (S * 0.5, S * 0.97)], S * 0.16)
        _stroke(big, ink, [(S * 0.5, S * 0.86), (S * 0.68, S * 0.86)], S * 0.12)
        r = S * 0.4
        pygame.draw.circle(big, ink, (S * 0.5, S * 0.4), r)
        pygame.draw.circle(big, fill, (S * 0.5, S * 0.4), r - edge)
        centre = (0.5, 0.4)
    surf = _down(big, size)
    text = theme.font(max(8, int(size * 0.6)), True).render(label, True, ink)
    surf.blit(text, text.get_rect(center=(round(size * centre[0]), round(size * centre[1]) + 1)))
    return surf


def with_badge(tile: pygame.Surface, kind: LockMark, label: str, cell: int) -> pygame.Surface:
    out = tile.copy()
    b = badge(kind, label, cell)
    out.blit(b, b.get_rect(center=(tile.get_width() // 2, tile.get_height() // 2)))
    return out
