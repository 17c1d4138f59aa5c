"""Text contrast on the menu, HUD and cards (s126): every text colour the screens draw on a
background holds WCAG AA, 4.5:1 for small text (theme.py's palette). A new pair of colours
for text belongs in PAIRS."""

from __future__ import annotations

import pytest

from quiver.render2d import theme
from quiver.render2d.widgets import toggle_colours

WHITE = (255, 255, 255)
DAILY = (255, 244, 222)  # the menu's Daily button (menu.py)

PAIRS = {
    "ink on panel": (theme.INK, theme.PANEL),
    "ink on background": (theme.INK, theme.BG_BOTTOM),
    "secondary text on a card": (theme.INK_SOFT, theme.PANEL),
    "secondary text on the background (top)": (theme.INK_SOFT, theme.BG_TOP),
    "secondary text on the background (bottom)": (theme.INK_SOFT, theme.BG_BOTTOM),
    "a button's key on a secondary button": (theme.INK_SOFT, theme.SECONDARY),
    "a button's key on it hovered": (theme.INK_SOFT, theme.shade(theme.SECONDARY, 0.97)),
    "the Daily button's key": (theme.INK_SOFT, DAILY),
    "a segmented choice on its track": (theme.INK_SOFT, (240, 234, 223)),
    "a toggle's Off on its track": toggle_colours(False, False)[::-1],
    "a toggle's Off on its track hovered": toggle_colours(False, True)[::-1],
    "a toggle's On on its track": toggle_colours(True, False)[::-1],
    "a toggle's On on its track hovered": toggle_colours(True, True)[::-1],
    "white on a primary button": (WHITE, theme.ACCENT),
    "white on a hovered primary button": (WHITE, theme.shade(theme.ACCENT, 1.08)),
    "white on the chosen segment": (WHITE, theme.ACCENT),
    "your row on the daily board": (theme.ACCENT, theme.PANEL),
    "a new best / ranked line on a card": (theme.ACCENT_DARK, theme.PANEL),
    "'next' on a level tile": (theme.ACCENT_DARK, theme.PANEL),
    "a warning in Settings": (theme.DANGER, theme.PANEL),
    "a note over the levels": (theme.DANGER, theme.BG_TOP),
    "'clean' on the daily board": (theme.GOOD, theme.PANEL),
}


def _lum(rgb) -> float:
    def lin(v: float) -> float:
        v /= 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(float(c)) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    lo, hi = sorted((_lum(a), _lum(b)))
    return (hi + 0.05) / (lo + 0.05)


def test_contrast_formula():
    assert contrast(WHITE, (0, 0, 0)) == pytest.approx(21.0)
    assert contrast((118, 118, 118), WHITE) == pytest.approx(4.54, abs=0.01)


@pytest.mark.parametrize("name", sorted(PAIRS))
def test_text_holds_wcag_aa(name):
    text, ground = PAIRS[name]
    assert contrast(text, ground) >= 4.5, f"{name}: {contrast(text, ground):.2f}:1"
