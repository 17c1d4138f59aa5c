"""s343: the Enter-seed card's example code is one of the mode chosen on the menu. A
stranger in 3D's Custom panel read "e.g. 7  or  2d-heart-16x14-34-hard-7-g9", as if only
2D puzzles had codes (and the card plays a 3D one as well)."""

from __future__ import annotations

import pytest
from app_helpers import menu_maker

from quiver.engine.modes import Mode
from quiver.game import code as codes


@pytest.fixture
def make(monkeypatch, tmp_path):
    with menu_maker(monkeypatch, tmp_path) as go:
        yield go


@pytest.mark.parametrize("mode", list(Mode))
def test_the_seed_cards_example_is_a_code_of_the_menus_mode(make, mode):
    from quiver.scenes.seed import SeedScene

    app = make((640, 480))
    menu = app.top
    menu.mode = mode  # (no window here: the 3D modes' buttons are off, the mode is set)
    card = SeedScene(app.ports, menu)
    shown = card.box.placeholder
    assert shown.startswith("e.g. 7  or  "), shown
    example = codes.PuzzleSpec.parse(shown.split()[-1])
    codes.check(example)  # (a code this Quiver builds: its generator's)
    assert example.mode == mode and example.seed == 7, shown
