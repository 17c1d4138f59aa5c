"""The loading panel over a board file read in the worker (s138) said "Building the
puzzle..." over a board that is only opened; it says "Opening the board..." (s141). A
picture is built, a campaign level names its number."""

from __future__ import annotations

import pytest

pytest.importorskip("pygame")

from quiver.game.picture import PictureTask
from quiver.game.worker import LevelTask
from quiver.scenes.loading import panel_title


def test_a_board_file_is_opened_a_picture_built_a_level_named():
    assert panel_title(PictureTask("/tmp/saved puzzle.JSON", "medium", 1.0, 0)) == "Opening the board..."
    assert panel_title(PictureTask("/tmp/cat.png", "medium", 1.0, 0)) == "Building the puzzle..."
    assert panel_title(LevelTask("2d", 12)) == "Building level 12..."
