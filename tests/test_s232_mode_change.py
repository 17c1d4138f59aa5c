"""s232: a mode chosen on the Custom panel cost a frame over its relayout (bench/custom_panel.py):
Play this puzzle's code is made from the chosen shape's code kept (codes.complete built the
shape again each choice) and the home view's kept puzzle is not read again on each choice
(a file read; read as the panel closes). The code is the one complete makes."""

from __future__ import annotations

import pytest
from app_helpers import menu_maker

from quiver.engine.modes import MODES, Difficulty, Specials
from quiver.game import code as codes


@pytest.fixture
def menu(monkeypatch, tmp_path):
    with menu_maker(monkeypatch, tmp_path) as make:
        yield make((1000, 700)).top


def test_play_this_puzzles_code_is_completes(menu):
    menu.open_custom()
    for mode in [m for m in MODES if menu.status[m] is None]:
        menu.mode_seg.index = MODES.index(mode)
        menu._on_mode(menu.mode_seg.options[menu.mode_seg.index])
        for size, diff in [("S", "Easy"), ("XL", "Hard"), ("M", "Medium")]:
            menu.choice.on_size(size)
            menu.choice.on_difficulty(diff)
            for k in (0, len(menu.grid.names) - 1):
                menu.choice.select_shape(k)
                want = codes.complete(
                    mode,
                    menu.grid.value,
                    menu.choice.chosen_size(),
                    menu.slider.value,
                    Difficulty(diff.lower()),
                    77,
                )
                assert menu.current_code(77) == want
                assert str(menu.current_code(77)) == str(want)
    menu.choice.on_specials("Some")
    assert menu.current_code(5).specials == Specials.SOME


def test_the_kept_puzzle_is_read_as_the_panel_closes_not_on_each_choice(menu, monkeypatch):
    from quiver.scenes import menu_home

    reads: list = []
    monkeypatch.setattr(menu_home, "refresh_kept", lambda scene: reads.append(scene.custom))
    menu.open_custom()
    menu.choice.on_difficulty("Hard")
    menu.choice.select_shape(1)
    assert reads == []
    menu.close_custom()
    assert reads and not reads[-1]
