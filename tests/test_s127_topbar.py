"""s127: the play bar's chips give way in one order at every width. Under 640 px the clock
went before the points (hudfit.GIVE_WAY), from 640 on the points before the clock
(codechip.TITLED): 600 wide showed the points and no clock, 640x480 the clock and no points.
Now the hearts and the arrows left stay, and the clock gives way before the points."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

pygame = pytest.importorskip("pygame")

from quiver.render2d import hudfit, theme  # noqa: E402
from quiver.render2d.codechip import title_print  # noqa: E402

TITLES = [
    "Level 12  \u2022  Digit 1",
    "Daily 2026-12-05  \u2022  Music Note",
    "Music Note  \u2022  Easy",
    "Cross Pyramid  \u2022  Hard",
    "Level 140  \u2022  Light Bulb",
]
WIDTHS = [560, 600, 620, 639, 640, 660, 700, 760, 800]


def _kept(title: str, hearts: int, arrows: int, w: int) -> list[str]:
    chips = [("time", "0:00"), ("layers", "4"), ("arrows", str(arrows)), ("score", "0")]
    info = SimpleNamespace(title=title, arrows_total=arrows, max_hearts=hearts)
    x = w - theme.MARGIN - 54  # (the gear's room, as the bar keeps it)
    grown = title_print(w, 1.0)
    _form, _w, (kept, *_rest) = hudfit.hearts_fit(info, chips, theme.MARGIN + 16, x, 1.0, grown, w)
    by_value = {v: lab for lab, v in chips}
    return [by_value[v] for _name, v in kept]


@pytest.mark.parametrize("title", TITLES)
def test_the_clock_gives_way_before_the_points_at_every_width(title):
    pygame.font.init()
    for hearts in (3, 5, 6):
        for arrows in (15, 120, 1200):
            for w in WIDTHS:
                kept = _kept(title, hearts, arrows, w)
                assert "arrows" in kept, (title, hearts, arrows, w, kept)
                assert "time" not in kept or "score" in kept, (title, hearts, arrows, w, kept)
