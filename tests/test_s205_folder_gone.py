"""The data folder deleted while Quiver runs (a clean-up tool, the player tidying up): the
next win's save made the folder again with progress.json, but settings.json was written
only at the next change of a setting, so a player who changed none lost them all as Quiver
closed; one who won nothing more lost their progress too, held in memory all along. As it
closes, Quiver writes again what it holds whose file is gone (not defaults no one saved)."""

from __future__ import annotations

import shutil

import pytest

from quiver.game.midend import Midend
from quiver.game.progress import record_level
from quiver.game.progress_file import load_progress
from quiver.game.settings import load_settings


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def test_what_the_game_holds_is_written_again_as_it_closes(home):
    said: list[str] = []
    m = Midend(toast=lambda text, kind, short: said.append(text))
    m.change_setting("volume", 0.3)
    record_level(m.progress, "2d", 1, 3, 40.0)
    assert m.save_progress()
    shutil.rmtree(home)
    m.close()
    assert load_settings()[0].volume == 0.3
    assert load_progress()[0].campaign("2d").levels[1].completed
    assert said == []


def test_a_player_who_saved_nothing_gets_no_files(home):
    Midend().close()
    assert not home.exists()
