"""`campaign.level_code` of a level in the table of picks reads its code and builds no
board (s157; s148's note: it built the whole board and dropped it, most of the level-words
test's 4.5 s). The code is still the one `level_board` plays."""

from __future__ import annotations

import pytest

import quiver.game.campaign as campaign
import quiver.game.code as code_module


@pytest.mark.parametrize(("mode", "level"), [("2d", 4), ("3d", 7), ("flat", 9)])
def test_a_picked_levels_code_builds_no_board(monkeypatch, mode, level):
    campaign._level_code.cache_clear()

    def no_build(spec):
        raise AssertionError(f"built a board for {spec}")

    with monkeypatch.context() as m:
        m.setattr(code_module, "generate_board", no_build)
        code = campaign.level_code(mode, level)
    campaign._level_code.cache_clear()
    assert code == campaign.level_board(mode, level)[0]
