"""A hand-written settings.json or progress.json with no "schema" (README: hand-edited
files are read as far as they make sense): read as schema 1 when it holds a key the file
knows, nothing lost; an object with none of them (another app's file) is moved aside, kept."""

from __future__ import annotations

import json

import pytest

from quiver.game.leaderboard_files import QUEUE_FILE
from quiver.game.progress import Progress
from quiver.game.progress_file import load_progress, progress_path, save_progress
from quiver.game.settings import Settings, load_settings, save_settings, settings_path
from quiver.game.storage import load_json


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    return tmp_path


def test_settings_with_no_schema_are_read_not_moved_aside(home):
    settings_path().write_text('{"music_volume": 0.3, "colorblind": true}')
    s, warning = load_settings()
    assert warning is None
    assert s.music_volume == 0.3 and s.colorblind
    assert s.volume == Settings().volume  # (what the file leaves out: the default)
    assert settings_path().exists() and not list(home.glob("*.corrupt-*"))


def test_saving_hand_written_settings_adds_the_schema_and_keeps_unknown_keys(home):
    settings_path().write_text('{"volume": 0.2, "my_note": "quiet at night"}')
    s, _ = load_settings()
    s.music_volume = 0.1
    save_settings(s)
    saved = json.loads(settings_path().read_text())
    assert saved["schema"] == 1 and saved["volume"] == 0.2 and saved["music_volume"] == 0.1
    assert saved["my_note"] == "quiet at night"
    assert load_settings() == (s, None)


def test_a_hand_written_bad_value_is_named_as_in_any_settings_file(home):
    settings_path().write_text('{"volume": "loud", "music_volume": 0.4}')
    s, warning = load_settings()
    assert s.music_volume == 0.4
    assert warning == "settings.json: could not use the value of volume; using its default"


def test_another_apps_object_as_settings_is_moved_aside_and_kept(home):
    raw = b'{"windowWidth": 800, "theme": "dark"}'
    settings_path().write_bytes(raw)
    s, warning = load_settings()
    assert s == Settings()
    assert warning == (
        "settings.json was unreadable (no schema version, and no key Quiver knows); "
        "moved it to settings.corrupt-1.json and started fresh"
    )
    assert (home / "settings.corrupt-1.json").read_bytes() == raw


def test_progress_with_no_schema_is_read_and_saved_with_its_other_entries(home):
    level = {"stars": 2, "best_time_s": 40.0, "completed": True}
    progress_path().write_text(json.dumps({"campaign": {"2d": {"levels": {"1": level}}}, "mine": [1]}))
    p, warning = load_progress()
    assert warning is None and not p.repaired
    assert p.campaign("2d").levels[1].stars == 2 and p.current_level("2d") == 2
    save_progress(p)
    saved = json.loads(progress_path().read_text())
    assert saved["schema"] == 1 and saved["mine"] == [1]
    assert saved["campaign"]["2d"]["levels"]["1"]["stars"] == 2


def test_another_apps_object_as_progress_is_moved_aside_never_overwritten(home):
    raw = b'{"highscore": 9000, "player": "ann"}'
    progress_path().write_bytes(raw)
    p, warning = load_progress()
    assert p == Progress()
    assert warning is not None and "\n" not in warning
    assert "no schema version, and no key Quiver knows" in warning
    save_progress(p)  # the game saves on: the other app's bytes are still there, aside
    assert (home / "progress.corrupt-1.json").read_bytes() == raw


def test_a_file_whose_reader_names_no_keys_still_needs_its_schema(home):
    (home / QUEUE_FILE).write_text('{"runs": []}')
    _data, warning = load_json(home / QUEUE_FILE, 1, dict)
    assert warning is not None and "(no schema version)" in warning
