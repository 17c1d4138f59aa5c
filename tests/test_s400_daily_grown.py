"""Daily at a bigger "Size of menus" (s400): at 480x360 and 200% its month printed 8 px where
Auto's printed 13, and at 800x600 and 150% 9 px where Auto's printed 18 (the keys' caps kept
their room); its mode tabs grew half again while their labels went from 8 px to 9. No text of
the page prints smaller than at Auto in the same window now, and the tabs' labels grow with
the tabs (tools/layout_checks/scale.py's checks, which tools/layout.py --scale runs)."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

import layout  # noqa: E402 - tools/layout.py (conftest puts tools/ on the path)
from layout_checks import scale as layout_scale  # noqa: E402 - tools/layout_checks/scale.py

from quiver.render2d.drawn import problems  # noqa: E402


def _heights(size, scale, name="daily"):
    """The texts' heights of Daily (layout_scale.heights) at `size` and `scale`, and its layout problems."""
    app = layout.make_app(size)
    try:
        layout.set_scale(app, scale)
        dict(layout.screens(app))[name]()
        drawn = layout.draw_recorded(app, picture=False)[1]
        return drawn, layout_scale.heights(drawn), problems(drawn, pygame.Rect(0, 0, *size))
    finally:
        app.close()


@pytest.mark.slow
@pytest.mark.parametrize(
    ("size", "scale"), [((480, 360), "2"), ((800, 600), "1.5")], ids=["480x360-2", "800x600-1.5"]
)
def test_dailys_month_and_tabs_grow_with_a_bigger_size_of_menus(layout_home, size, scale):
    auto = _heights(size, "auto")[1]
    drawn, grown, found = _heights(size, scale)
    assert found == []
    assert layout_scale.grown_problems(drawn, auto, float(scale)) == []
    month = next(k for k in grown if k.endswith("2026") and k[:3] in ("Dec", "Nov"))
    was = next(v for k, v in auto.items() if k.endswith("2026") and k[:3] in ("Dec", "Nov"))
    assert grown[month][0] >= was[0]  # (the month's name: 8 and 9 px before, Auto 13 and 18)
    assert grown["Flat 3D"][0] >= 1.25 * auto["Flat 3D"][0]  # (9 px before, Auto 8)
    assert grown["Tab"][0] > auto["Tab"][0] + 2  # (the Tab key's cap: 17 px before, Auto 15)


@pytest.mark.slow
def test_a_lit_days_line_drops_its_keys_rather_than_print_under_autos(layout_home):
    auto = _heights((640, 480), "auto", "daily_day")[1]
    drawn, _, found = _heights((640, 480), "2", "daily_day")
    assert found == [] and layout_scale.grown_problems(drawn, auto, 2.0) == []
