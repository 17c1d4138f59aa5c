"""Every screen with toasts up at 480x360 at a bigger "Size of menus" (s397): at 200%
tools/layout.py --toasts found 18 toasts waiting (never shown), at 150% 12: on the Custom
panel, which scrolls there (its queue's band left of How to play, 177 px, was narrower than a
compact card takes), and on the Restart and Quit questions, whose card leaves 30 px above
and under it. The panel's queue takes the window's width under its title row now, the
question's card lends its question as the pause card lends its title. The sweep is
tools/layout.py's at this size: --toasts --small --scale."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

import layout  # noqa: E402 - tools/layout.py (conftest puts tools/ on the path)
from layout_helpers import toasted_screens  # noqa: E402

from quiver.render2d.drawn import problems  # noqa: E402


def _swept(size, scale):
    """What tools/layout.py --toasts --small --scale `scale` finds at `size`, and how many
    toasts each screen shows."""
    found, shown = [], {}
    for name, app, drawn, toasted in toasted_screens(size, scale):
        lines = problems(drawn, pygame.Rect(0, 0, *app.size)) + layout.view_under_bars(app.top)
        lines += toasted + layout.small_text(drawn)
        found += [f"{name}: {line}" for line in lines]
        shown[name] = len(app.toasts._shown())
    return found, shown


@pytest.mark.slow
@pytest.mark.parametrize("scale", ["2", "1.5"], ids=lambda v: f"at{v}")
def test_every_toast_shows_at_480x360_at_a_bigger_size_of_menus(layout_home, scale):
    found, shown = _swept((480, 360), scale)
    assert found == []
    assert all(shown[n] for n in ("custom", "picker", "restart", "quit"))  # (a queue shows one)
