"""Saves across versions (s91): a file a newer Quiver wrote (a higher schema) is left
where it is and never written over by this one, said in one line; a settings key this
version does not know is kept in the file when it saves."""

from __future__ import annotations

import json

import pytest

from quiver.game.leaderboard_files import QUEUE_FILE, read_queue, write_queue
from quiver.game.midend import Midend
from quiver.game.progress import Progress, record_level
from quiver.game.progress_file import load_progress, save_progress
from quiver.game.settings import Settings, load_settings, save_settings
from quiver.game.storage import NewerFile, load_json, peek_json, save_json

NEWER_PROGRESS = '{"schema": 2, "campaign": {"2d": {"current": 9}}, "stars_of_the_future": 1}\n'


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    return tmp_path


def test_a_newer_progress_file_is_left_where_it_is_and_never_written(home):
    path = home / "progress.json"
    path.write_text(NEWER_PROGRESS)
    p, warning = load_progress()
    assert p == Progress()  # fresh, in memory
    assert (
        warning == "progress.json is from a newer Quiver; this one will not save progress (the file is kept)"
    )
    assert isinstance(warning, NewerFile)
    record_level(p, "2d", 1, 3, 12.0)
    save_progress(p)
    assert path.read_text() == NEWER_PROGRESS
    assert sorted(f.name for f in home.iterdir()) == ["progress.json"]  # no corrupt-1 copy
    assert load_progress() == (Progress(), None)  # said once in a process


def test_a_newer_settings_file_is_not_saved_over(home):
    path = home / "settings.json"
    raw = '{"schema": 7, "volume": 0.1}'
    path.write_text(raw)
    s, warning = load_settings()
    assert s == Settings()
    assert (
        warning == "settings.json is from a newer Quiver; this one will not save settings (the file is kept)"
    )
    save_settings(Settings(volume=0.9))
    assert path.read_text() == raw


def test_corrupt_files_are_still_moved_aside(home):
    path = home / "progress.json"
    path.write_text('{"schema": 0}')
    _p, warning = load_progress()
    assert warning is not None and "moved it to progress.corrupt-1.json" in warning
    assert not path.exists()


def test_save_json_leaves_only_a_newer_file(home):
    path = home / "x.json"
    path.write_text('{"schema": 3}')
    assert save_json(path, {"schema": 2, "a": 1}) is False
    assert peek_json(path, 2) == (None, True)
    assert save_json(path, {"schema": 3, "a": 1}) is True  # the same version writes over it
    assert peek_json(path, 3) == ({"schema": 3, "a": 1}, False)
    path.write_text("{not json")
    assert save_json(path, {"schema": 1}) is True  # a broken file is no newer one
    assert load_json(path, 1, dict) == ({"schema": 1}, None)


def test_the_game_plays_on_with_a_newer_progress_and_saves_nothing(home):
    (home / "progress.json").write_text(NEWER_PROGRESS)
    said: list[str] = []
    m = Midend(toast=lambda text, kind, _short: said.append(text))
    assert m.warnings == [
        "progress.json is from a newer Quiver; this one will not save progress (the file is kept)"
    ]
    record_level(m.progress, "2d", 1, 3, 12.0)
    assert m.save_progress() and not said  # no "not saved" line at every clear
    assert (home / "progress.json").read_text() == NEWER_PROGRESS
    m.change_setting("volume", 0.3)  # the other files save as ever
    assert json.loads((home / "settings.json").read_text())["volume"] == 0.3


def test_a_newer_leaderboard_queue_is_neither_salvaged_nor_written(home):
    path = home / QUEUE_FILE
    raw = '{"schema": 5, "runs": []}'
    path.write_text(raw)
    (home / "leaderboard-queue.corrupt-1.json").write_text("{}")  # an old one: not salvaged
    said: list[str] = []
    assert read_queue(home, said.append) == []
    newer = "leaderboard-queue.json is from a newer Quiver; this one will not save the leaderboard queue"
    assert said == [f"{newer} (the file is kept)"]
    write_queue(home, [{"x": 1}])
    assert path.read_text() == raw


def test_settings_keys_this_version_does_not_know_are_kept(home):
    path = home / "settings.json"
    path.write_text('{"schema": 1, "volume": 0.2, "future": {"a": [1, 2]}, "bad": NaN, "later": "x"}')
    s, warning = load_settings()
    assert warning is None and s.volume == 0.2
    s.volume = 0.4
    save_settings(s)
    data = json.loads(path.read_text())
    assert data["future"] == {"a": [1, 2]} and data["later"] == "x" and data["volume"] == 0.4
    assert "bad" not in data  # a NaN JSON cannot write back
    assert data["schema"] == 1
    assert load_settings() == (s, None)
