"""s136: past 26 lock/key pairs the labels have two characters ("W2"); at 18 px cells (2D
at 640x480, or a big board zoomed out) they printed 5 px tall where a single letter
prints 9. They are narrowed instead (down to SQUEEZE of their width), so both characters
stand nearly as tall as a single letter, clear of the badge's edge (a key's round bow
leaves its corners less room)."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from quiver.render2d import lockmarks as L  # noqa: E402


def _ink(kind, label: str, cell: int) -> pygame.Rect:
    """The label's pixels: where the badge with `label` differs from the badge bare."""
    a, b = L.badge(kind, label, cell), L.badge(kind, "", cell)
    w, h = a.get_size()
    pts = [(x, y) for x in range(w) for y in range(h) if a.get_at((x, y)) != b.get_at((x, y))]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


@pytest.mark.parametrize("label", ["W2", "M3", "A2"])
@pytest.mark.parametrize("kind", list(L.LockMark))
def test_a_two_character_label_stands_nearly_as_tall_as_one_letter_at_18_px(kind, label):
    pygame.init()
    one, two = _ink(kind, "A", 18), _ink(kind, label, 18)
    short = 1 if kind == L.LockMark.LOCK else 2  # (the key's round bow: 7 px of 9)
    assert two.h >= one.h - short and two.h >= 7, (kind, label, one, two)  # ("W2": 5 before)
    size = L.badge(kind, label, 18).get_width()
    x, y, w, h = L.LOCK_BODY if kind == L.LockMark.LOCK else L.KEY_BOW
    face = pygame.Rect(round(x * size), round(y * size), round(w * size), round(h * size))
    assert face.inflate(-2, -2).contains(two), (kind, label, face, two)


@pytest.mark.parametrize("cell", [14, 24, 32, 54])
@pytest.mark.parametrize("kind", list(L.LockMark))
def test_two_characters_are_tall_at_every_cell(kind, cell):
    pygame.init()
    assert _ink(kind, "W2", cell).h >= _ink(kind, "A", cell).h * 0.6, (kind, cell)


def test_letters_narrow_no_further_than_squeeze():
    """A label's letters keep at least SQUEEZE of their width: narrower, a smaller print."""
    pygame.init()
    for text in L.letters("W2", 12, 9, (0, 0, 0)):
        whole = L.theme.font(30, True).render("W2", True, (0, 0, 0)).get_bounding_rect()
        assert text.get_width() / text.get_height() >= whole.w / whole.h * L.SQUEEZE - 0.2
        assert text.get_width() <= 12 and text.get_height() <= 9
