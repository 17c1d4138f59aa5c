"""s109: a save keeps the top-level entries this Quiver does not understand. An older
Quiver meeting progress.json's newer "lessons" entry reported it as something it could
not use, kept a copy, and dropped it on its next save: the newer Quiver found the lesson
it was in gone. Every JSON save now writes such entries back unchanged, with no report;
a value that is truly wrong is still said in one line."""

from __future__ import annotations

import json

import pytest

from quiver.game import leaderboard_files as lbf
from quiver.game import progress
from quiver.game import progress_file as prog
from quiver.game.progress import record_level
from quiver.game.settings import Settings, load_settings, save_settings
from quiver.game.storage import save_json

FUTURE = {"medals": {"2d": ["gold", 3]}, "zz_note": "kept as it was"}


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    return tmp_path


def _write(path, obj):
    path.write_text(json.dumps(obj), encoding="utf-8")


def _read(path):
    return json.loads(path.read_text(encoding="utf-8"))


def _corrupt_copies(home):
    return sorted(p.name for p in home.glob("*.corrupt-*"))


def test_a_newer_quivers_progress_entries_are_not_reported_and_survive_a_save(home):
    levels = {"1": {"stars": 2, "best_time_s": 30.0, "completed": True, "best_score": 10}}
    _write(
        home / "progress.json", {"schema": 1, "campaign": {"2d": {"current": 2, "levels": levels}}, **FUTURE}
    )
    p, warning = prog.load_progress()
    assert warning is None and p.repaired == [] and _corrupt_copies(home) == []
    record_level(p, "2d", 2, 3, 12.0)
    prog.save_progress(p)
    saved = _read(home / "progress.json")
    assert {k: saved[k] for k in FUTURE} == FUTURE
    assert saved["campaign"]["2d"]["levels"]["2"]["completed"] is True


def test_an_older_quiver_keeps_the_lessons_entry_it_cannot_read(home, monkeypatch):
    """The brief's case: a Quiver from before "lessons" (it neither reads nor names it)."""
    monkeypatch.setattr(prog, "KNOWN", ("schema", "campaign", "daily"))
    monkeypatch.setattr(progress, "read_marks", lambda _raw: {})
    _write(home / "progress.json", {"schema": 1, "campaign": {}, "daily": {}, "lessons": {"2d": 1}})
    p, warning = prog.load_progress()
    assert warning is None and p.repaired == [] and _corrupt_copies(home) == []
    prog.save_progress(p)
    assert _read(home / "progress.json")["lessons"] == {"2d": 1}


def test_an_entry_this_version_drops_on_purpose_is_not_brought_back(home):
    _write(home / "progress.json", {"schema": 1, "campaign": {}, "daily": {}, "lessons": {"2d": 1}})
    p, _ = prog.load_progress()
    assert p.lessons == {"2d": 1}
    p.lessons.clear()  # the lesson ended: its mark goes
    prog.save_progress(p)
    assert "lessons" not in _read(home / "progress.json")


def test_a_truly_wrong_value_is_still_said_once_and_the_file_kept(home):
    levels = {"1": {"stars": 2, "completed": "yes"}}
    _write(home / "progress.json", {"schema": 1, "campaign": {"2d": {"levels": levels}}, **FUTURE})
    p, _ = prog.load_progress()
    assert len(p.repaired) == 1 and "campaign.2d.levels.1.completed" in p.repaired[0]
    assert "medals" not in p.repaired[0] and _corrupt_copies(home) == ["progress.corrupt-1.json"]
    prog.save_progress(p)
    assert {k: _read(home / "progress.json")[k] for k in FUTURE} == FUTURE


def test_settings_keep_a_newer_quivers_keys(home):
    _write(home / "settings.json", {"schema": 1, "volume": 0.2, **FUTURE})
    s, warning = load_settings()
    assert warning is None
    s.volume = 0.4
    save_settings(s)
    saved = _read(home / "settings.json")
    assert saved["volume"] == 0.4 and {k: saved[k] for k in FUTURE} == FUTURE


def test_the_leaderboard_files_keep_a_newer_quivers_entries(tmp_path):
    _write(tmp_path / lbf.QUEUE_FILE, {"schema": 1, "runs": [], **FUTURE})
    _write(tmp_path / lbf.IDENTITY_FILE, {"schema": 1, "servers": {}, **FUTURE})
    lbf.write_queue(tmp_path, [])
    lbf.save_identity(tmp_path, "http://example.test", {"id": "p1", "token": "t"})
    for name in (lbf.QUEUE_FILE, lbf.IDENTITY_FILE):
        saved = _read(tmp_path / name)
        assert {k: saved[k] for k in FUTURE} == FUTURE, name
    assert _read(tmp_path / lbf.IDENTITY_FILE)["servers"]["http://example.test"]["id"] == "p1"


def test_a_kept_value_json_cannot_write_is_left_out_not_a_crash(tmp_path):
    (tmp_path / "x.json").write_text('{"schema": 1, "a": 1, "odd": NaN, "big": 1e400, "ok": [1]}')
    assert save_json(tmp_path / "x.json", {"schema": 1, "a": 2}, known=("schema", "a"))
    assert _read(tmp_path / "x.json") == {"schema": 1, "a": 2, "ok": [1]}


def test_a_newer_schema_file_is_still_not_written(tmp_path):
    newer = json.dumps({"schema": 9, "a": 1})
    (tmp_path / "x.json").write_text(newer)
    assert not save_json(tmp_path / "x.json", {"schema": 1, "a": 2}, known=("schema", "a"))
    assert (tmp_path / "x.json").read_text() == newer
    assert Settings().to_dict()["schema"] == 1


def test_a_newer_quivers_fields_inside_progress_survive_too(home):
    """A newer Quiver's field in a level's record (as best_score once was), a mode this
    one does not have, a field of a daily: kept where they were, no report, no copy."""
    level = {"stars": 2, "best_time_s": 30.0, "completed": True, "best_score": 10, "medal": "gold"}
    day = {"mode": "2d", "won": True, "mistakes": 0, "time_s": 50.0, "hints": 0, "stars": 3, "ghost": [1, 2]}
    data = {
        "schema": 1,
        "campaign": {"2d": {"current": 2, "levels": {"1": level}, "chapter": 1}, "4d": {"current": 9}},
        "daily": {"2026-12-01": day},
    }
    _write(home / "progress.json", data)
    p, warning = prog.load_progress()
    assert warning is None and p.repaired == [] and _corrupt_copies(home) == []
    record_level(p, "2d", 1, 3, 20.0)  # a better run over the record with a newer field
    prog.save_progress(p)
    saved = _read(home / "progress.json")
    assert saved["campaign"]["2d"]["levels"]["1"]["medal"] == "gold"
    assert saved["campaign"]["2d"]["levels"]["1"]["stars"] == 3 and saved["campaign"]["2d"]["chapter"] == 1
    assert saved["campaign"]["4d"] == {"current": 9} and saved["daily"]["2026-12-01"]["ghost"] == [1, 2]


def test_an_entry_that_makes_no_sense_inside_progress_is_still_said_and_dropped(home):
    levels = {"1": {"stars": 1, "completed": True}, "first": {"stars": 3}}
    _write(home / "progress.json", {"schema": 1, "campaign": {"2d": {"current": 2, "levels": levels}}})
    p, _ = prog.load_progress()
    assert len(p.repaired) == 1 and "campaign.2d.levels.first" in p.repaired[0]
    prog.save_progress(p)
    assert set(_read(home / "progress.json")["campaign"]["2d"]["levels"]) == {"1"}
