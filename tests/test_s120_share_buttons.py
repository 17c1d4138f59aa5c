"""The bottom bar's Copy and Export buttons stand together or give way together, the code
chip then the Copy control (quiver/render2d/hud.py): at 640x480 a 2D code kept a Copy
button and a 3D or Flat code, a little longer, neither, so the two bars differed (s120)."""

from __future__ import annotations

import pygame
import pytest

from quiver.render2d import hudchip
from quiver.render2d.hud import Hud

CODES = (
    ("2d-heart-12x12-17-easy-3-g9", "C"),
    ("flat-cube-6x6x6-36-easy-3-g9", "Ctrl+C"),
    ("3d-sphere-8x8x8-47-easy-3-g9", "Ctrl+C"),
    ("3d-sphere-16x16x16-435-hard-3-g9", "Ctrl+C"),
)


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()


def _hud(code: str, key: str, size) -> Hud:
    hud = Hud()
    hud.set_code(code, copy_key=key)
    hud.layout(size)
    return hud


def _share(hud: Hud) -> set[str]:
    return {"copy", "export"} & set(hud.buttons)


def test_every_mode_shows_the_same_bottom_bar_at_640x480():
    bars = {code: _share(_hud(code, key, (640, 480))) for code, key in CODES}
    assert set(map(frozenset, bars.values())) == {frozenset()}, bars
    for code, key in CODES:
        hud = _hud(code, key, (640, 480))
        assert hudchip.is_copy(hud) and hud.shown_label == "Copy"
        assert hud.hit(hud.code_rect.center) == "copy"  # (the chip copies)


def test_both_share_buttons_where_the_bar_has_room():
    for code, key in CODES:
        assert _share(_hud(code, key, (1024, 600))) == {"copy", "export"}, code


@pytest.mark.parametrize("width", range(480, 1300, 20))
def test_copy_and_export_never_stand_apart(width):
    for code, key in CODES:
        hud = _hud(code, key, (width, 600))
        assert _share(hud) in (set(), {"copy", "export"}), (code, width)
        chip, buttons = hud.code_rect, [hud.buttons[n] for n in ("export", "hint") if n in hud.buttons]
        assert chip.collidelist(buttons) < 0  # (nothing drawn over the chip)
