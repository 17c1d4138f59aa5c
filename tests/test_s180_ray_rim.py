"""A blocked tap's ray reads on every arrow colour of both palettes, to normal and to
deutan, protan and tritan vision (s180): the danger-red line alone, 4 px wide, was CIE76
12 from the standard palette's red-orange left arrows (6 to 14 under simulation) and 14
to 17 from the colour-blind palette's vermillion (+z in 3D and Flat) under simulation;
edged in white it stands out."""

from __future__ import annotations

import pygame
import pytest
from test_s126_palette import MACHADO, _de

from quiver.render2d.fx import Effects
from quiver.style import palette

SEEN = 30.0  # CIE76: a thin line over a face, plain at a glance
IDENTITY = ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0))


def _ray_over(colour, scale: float) -> list[tuple[int, int, int]]:
    """The pixels across the middle of a blocked tap's ray drawn over `colour`, away from
    its head's dot and its blocker's ring."""
    surface = pygame.Surface((400, 120))
    surface.fill(colour)
    fx = Effects(motion=True)
    fx.scale = scale
    fx.blocked((20, 60), (380, 60), (380, 60))
    fx.drop("mark")
    fx.draw(surface)
    return [tuple(surface.get_at((200, y)))[:3] for y in range(30, 91)]


@pytest.mark.parametrize("scale", [1.0, 2.5])
@pytest.mark.parametrize("kind", ["normal", *sorted(MACHADO)])
def test_the_blocked_ray_stands_out_on_every_direction_colour(monkeypatch, kind, scale):
    if kind == "normal":
        monkeypatch.setitem(MACHADO, "normal", IDENTITY)
    colours = {*palette.NORMAL.values(), *palette.COLORBLIND.values()}
    faint = {}
    for c in sorted(colours):
        most = max(_de(p, c, kind) for p in _ray_over(c, scale))
        if most < SEEN:
            faint[c] = round(most, 1)
    assert not faint, f"the ray hardly shows ({kind} vision) on {faint}"
