"""fit_size's answer fits and is the largest size that does, where a larger print is now and
then a pixel narrower (s223): s218's walk stopped at the first size too wide, and "Hammer"
in 157 px settled at 47 where 50 fits (1 px narrower than at 49)."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from quiver.render2d import textdraw, theme  # noqa: E402


def _linear(width_at, size: int, width: int, least: int) -> int:
    """Each size tried down from `size`."""
    while size > least and width_at(size) > width:
        size -= 1
    return size


def _widths(monkeypatch, width_at) -> list[int]:
    asked: list[int] = []
    monkeypatch.setattr(textdraw, "text_size", lambda s, z, bold=False: asked.append(z) or (width_at(z), z))
    return asked


def _dipped(z: int) -> int:
    """3 px a size, but print 50 a pixel narrower than 49."""
    return 3 * z - 4 if z == 50 else 3 * z


def test_a_print_narrower_than_the_size_under_it_is_found(monkeypatch):
    _widths(monkeypatch, _dipped)
    assert theme.fit_size("Hammer", 60, 146, True, 14) == 50  # (s218: 48)
    for size in range(15, 70):
        for width in range(30, 220):
            got = theme.fit_size("Hammer", size, width, True, 14)
            assert got == _linear(_dipped, size, width, 14), (size, width)
            assert got == 14 or _dipped(got) <= width  # it fits


def test_widths_that_grow_take_at_most_one_measurement_more(monkeypatch):
    asked = _widths(monkeypatch, lambda z: 3 * z + z // 7)
    for size in range(15, 70):
        for width in range(30, 220):
            asked.clear()
            theme.fit_size("W", size, width, True, 14)
            assert len(set(asked)) <= 4, (size, width, asked)  # (s218's walk: 3)


def test_hammer_in_157_px_prints_at_50():
    pygame.font.init()
    wide = {z: theme.text_size("Hammer", z, True)[0] for z in (49, 50)}
    if not wide[50] < wide[49]:
        pytest.skip("this font's Hammer is not narrower at 50")
    assert theme.fit_size("Hammer", 51, wide[50], True, 14) == 50
