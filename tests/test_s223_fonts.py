"""Every font is opened and closed under fonts._opening (s223): pygame opens a font with the
GIL let go, FreeType lists its faces in one shared list, and a font the cache dropped was
closed wherever its last holder let it go, maybe on another thread outside the lock; the
glyph face opened outside it. Deterministic: fake fonts note whether the lock is held."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from quiver.render2d import fonts  # noqa: E402  (s223: split from theme.py)


@pytest.fixture
def fake_fonts(monkeypatch):
    """pygame's Font as a fake noting, as each is opened and freed, whether the lock is held."""
    opened, closed = [], []

    class Font:
        def __init__(self, *args):
            opened.append(fonts._opening.locked())

        def set_bold(self, bold):
            pass

        def set_linesize(self, height):
            pass

        def __del__(self):
            closed.append(fonts._opening.locked())

    monkeypatch.setattr(pygame.font, "Font", Font)
    monkeypatch.setattr(fonts, "_fonts", fonts.Kept(2))
    monkeypatch.setattr(fonts, "_own", fonts.Kept(2))
    return opened, closed


def test_a_dropped_font_its_holder_lets_go_of_last_is_closed_under_the_lock(fake_fonts):
    opened, closed = fake_fonts
    held = fonts.font(10)
    fonts.font(11)
    fonts.font(12)  # 10 dropped from the cache: held, so not closed
    assert closed == []
    del held  # its last holder lets go, outside the lock: not closed here...
    assert closed == []
    fonts.font(11)  # ...but by the next font asked for, under the lock
    assert closed == [True]
    fonts._fonts.clear()
    assert closed == [True, True, True] and opened == [True, True, True]


def test_an_unheld_dropped_font_is_closed_at_once_under_the_lock(fake_fonts):
    opened, closed = fake_fonts
    for size in (10, 11, 12, 13):
        fonts.font(size)
    assert closed == [True, True]
    for size in (10, 11, 12):  # the wrapped text's own fonts alike
        fonts.own_font(size, False, 20, "left")
    assert closed == [True] * 3 and all(opened)
    fonts._fonts.clear()
    fonts._own.clear()
    assert closed == [True] * 7


def test_the_glyph_face_is_opened_once_under_the_lock(monkeypatch):
    freetype = pytest.importorskip("pygame.freetype")
    opened = []

    class Face:
        def __init__(self, *args):
            opened.append(fonts._opening.locked())

    monkeypatch.setattr(freetype, "Font", Face)
    monkeypatch.setattr(fonts, "_face", [])
    face = fonts._glyph_face()
    assert isinstance(face, Face) and fonts._glyph_face() is face
    assert opened == [True]
