"""How to play after a pad's press, over a board with padlocks, two heads and turning
signs at 640x480: the pad's two-heads line took two lines ("the arrow can leave by either
end; X lights each head in turn, A fires it.") and cut the turning sign's first line at the
fold, as the keyboard's did before s176 made it one. One line now, as the keys' is (s185).
No window: the fast tier."""

from __future__ import annotations

import pytest
from test_s176_two_heads_keys_line import special_lines_after

pygame = pytest.importorskip("pygame")


@pytest.mark.parametrize("size", [(640, 480), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_pads_line_is_one_and_every_special_line_shows(monkeypatch, tmp_path, size):
    back = {"instance_id": 0, "button": pygame.CONTROLLER_BUTTON_BACK}  # a pad's Back: How to play
    presses = [(kind, back) for kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP)]
    heads = special_lines_after(monkeypatch, tmp_path, size, *presses)
    assert "X lights each head" in heads and "A fires it" in heads and "Tab" not in heads, heads
