"""s214: a data folder that is a symlink loop (QUIVER_HOME, or the platform's folder,
linked to itself) read as two lines, "settings.json was unreadable (could not be read:
Too many levels of symbolic links); could not move it aside (...)" and the same for
progress.json. It is one line saying what is wrong, and the game runs on in memory."""

from __future__ import annotations

import os

import pytest
from app_helpers import app_maker

from quiver.game.atomic_write import StorageError
from quiver.game.progress_file import load_progress
from quiver.game.settings import load_settings, save_settings


def _loop(tmp_path):
    os.symlink(tmp_path / "b", tmp_path / "a")
    os.symlink(tmp_path / "a", tmp_path / "b")
    return tmp_path / "a"


@pytest.mark.parametrize("below", [False, True])
def test_a_looped_data_folder_is_said_once_in_one_line(tmp_path, monkeypatch, below):
    loop = _loop(tmp_path)
    home = loop / "quiver" if below else loop
    monkeypatch.setenv("QUIVER_HOME", str(home))
    settings, said = load_settings()
    _, again = load_progress()
    assert said is not None and again is None  # (the same line for each file: said once)
    assert "\n" not in said and "symlink loop" in said and str(home) in said
    assert "unreadable" not in said and "move" not in said.split(":")[0]
    with pytest.raises(StorageError) as e:  # a save says the loop too, not "File exists"
        save_settings(settings)
    assert "symlink loop" in str(e.value) and "File exists" not in str(e.value)


def test_the_game_starts_on_a_looped_folder_and_keeps_its_changes(tmp_path, monkeypatch):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        monkeypatch.setenv("QUIVER_HOME", str(_loop(tmp_path)))
        app = make()
        warnings = app.midend.warnings
        assert len(warnings) == 1 and "is a symlink loop" in warnings[0], warnings
        app.midend.change_setting("volume", 0.25)  # (the save fails: said, kept in memory)
        assert app.midend.settings.volume == 0.25
