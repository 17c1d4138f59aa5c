"""s127: a padlock's or key's pair letter reads at small cells. On 2D level 12 at 640x480
(18 px cells) the letter was 4-5 px tall in a third of the badge; it fills the badge's face
now, the badge still inside its cell (tiles never draw outside it: board.py)."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from quiver.render2d import lockmarks as L  # noqa: E402


def _ink(kind, label: str, cell: int) -> pygame.Rect:
    """The letter's pixels: where the badge with `label` differs from the badge bare."""
    a, b = L.badge(kind, label, cell), L.badge(kind, "", cell)
    w, h = a.get_size()
    pts = [(x, y) for x in range(w) for y in range(h) if a.get_at((x, y)) != b.get_at((x, y))]
    assert pts, (kind, label, cell)
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


@pytest.mark.parametrize("kind", list(L.LockMark))
@pytest.mark.parametrize("cell", [18, 20, 24, 32, 54])
def test_the_letter_is_legible_and_inside_its_face(kind, cell):
    pygame.init()
    ink = _ink(kind, "A", cell)
    assert ink.h >= max(9, cell * 0.4), (kind, cell, ink)
    badge = L.badge(kind, "A", cell)
    assert badge.get_width() <= cell and badge.get_height() <= cell
    size = badge.get_width()
    x, y, w, h = L.LOCK_BODY if kind == L.LockMark.LOCK else L.KEY_BOW
    face = pygame.Rect(round(x * size), round(y * size), round(w * size), round(h * size))
    assert face.inflate(-2, -2).contains(ink), (kind, cell, face, ink)


@pytest.mark.parametrize("kind", list(L.LockMark))
def test_a_second_round_label_still_fits(kind):
    """Past 26 pairs the labels are "A2", "B2"...: both characters in the face, in the
    print its width leaves (the widest, "W2", at 18 px cells: 5 px, 4 before)."""
    pygame.init()
    badge = L.badge(kind, "W2", 18)
    ink = _ink(kind, "W2", 18)
    assert ink.h >= 5 and badge.get_rect().inflate(-4, -4).contains(ink), ink
