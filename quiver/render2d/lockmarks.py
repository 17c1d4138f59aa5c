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
from collections.abc import Iterator

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


# The pair letter fills the badge's face: the largest print whose ink fits it (s127: at
# 640x480, an 18 px cell of 2D level 12, the letter was 5 px tall in a third of the badge;
# 9 now; s295: at 1280x800, 36 px cells, 16 px in a body half the badge, 20 now). The face:
# the padlock's body under a low shackle, or the key's bow, a rounded tag over a short stem
# and bit. All inside the cell (board.py: tiles never draw outside
# it), the arrow's head a cell of its own (mark_index) still showing its way.
LOCK_BODY = (0.03, 0.18, 0.94, 0.82)  # (x, y, w, h) of the badge, in its size
KEY_BOW = (0.03, 0.0, 0.94, 0.8)


def _face(box: tuple[float, float, float, float], S: float) -> pygame.Rect:
    x, y, w, h = box
    return pygame.Rect(round(S * x), round(S * y), round(S * w), round(S * h))


SQUEEZE = 0.6  # how narrow a label's letters may be drawn, of their width: a pair past the
# 26th ("W2") in the face's height, its two characters side by side (s136: 5 px of 9)


def letters(label: str, w: int, h: int, ink) -> Iterator[pygame.Surface]:
    """`label` in each print whose ink fits `h` pixels high and, narrowed as far as
    SQUEEZE, `w` wide, the largest first; cropped to its ink."""
    for z in range(max(8, 2 * h + 2), 7, -1):
        text = theme.font(z, True).render(label, True, ink)
        ink_rect = text.get_bounding_rect()
        if ink_rect.w * SQUEEZE <= w and ink_rect.h <= h:
            text = text.subsurface(ink_rect).copy()
            if ink_rect.w > w:  # (narrowed, each stroke still its height)
                text = pygame.transform.smoothscale(text, (w, ink_rect.h))
            yield text


def _clear_of_edge(surf: pygame.Surface, text: pygame.Surface, at: pygame.Rect, ink) -> bool:
    """Whether `text` at `at` touches none of the face's edge, drawn in its own `ink` (a
    narrowed "W2" ran into the key's round bow, where the letters' box has corners the bow
    has not): no letter pixel over one more edge than face."""
    edge = pygame.mask.from_threshold(surf, (*ink, 255), (110, 110, 110, 255))
    return not pygame.mask.from_surface(text).overlap(edge, (-at.x, -at.y))


@functools.lru_cache(maxsize=256)
def badge(kind: LockMark, label: str, cell: int) -> pygame.Surface:
    """A padlock (dark) or a key (light) all but filling a cell, the pair letter filling
    its face."""
    size = max(12, cell - 1 if cell < 30 else int(cell * 0.94))
    S, big = _ss(size)
    edge = max(2.0, S * 0.07)
    if kind == LockMark.LOCK:
        fill, ink = LOCK_FILL, KEY_FILL
        body = _face(LOCK_BODY, S)
        shackle = pygame.Rect(S * 0.3, S * 0.0, S * 0.4, S * 0.44)
        pygame.draw.rect(big, fill, shackle, width=round(S * 0.09), border_radius=round(S * 0.2))
        pygame.draw.rect(big, ink, body, border_radius=round(S * 0.14))
        pygame.draw.rect(big, fill, body.inflate(-edge * 2, -edge * 2), border_radius=round(S * 0.12))
        face = LOCK_BODY
    else:
        fill, ink = KEY_FILL, LOCK_FILL
        bow = _face(KEY_BOW, S)
        _stroke(big, ink, [(S * 0.5, S * 0.6), (S * 0.5, S * 0.97)], S * 0.19)
        _stroke(big, ink, [(S * 0.5, S * 0.91), (S * 0.74, S * 0.91)], S * 0.13)
        pygame.draw.rect(big, ink, bow, border_radius=round(S * 0.28))
        pygame.draw.rect(big, fill, bow.inflate(-edge * 2, -edge * 2), border_radius=round(S * 0.25))
        face = KEY_BOW
    surf = _down(big, size)
    x, y, w, h = (v * size for v in face)
    gap = 0.05 if kind == LockMark.LOCK else 0.07  # (the key's round bow: its corners nearer)
    room = max(1.0, size * 0.07) + max(0.5, size * gap - 0.5)  # its edge, and clear of it
    middle = (round(x + w / 2), round(y + h / 2))
    for text in letters(label, int(w - 2 * room), int(h - 2 * room), ink):
        if _clear_of_edge(surf, text, text.get_rect(center=middle), ink):
            break
    surf.blit(text, text.get_rect(center=middle))
    return surf


def with_badge(tile: pygame.Surface, kind: LockMark, label: str, cell: int) -> pygame.Surface:
    out = tile.copy()
    b = badge(kind, label, cell)
    out.blit(b, b.get_rect(center=(tile.get_width() // 2, tile.get_height() // 2)))
    return out
