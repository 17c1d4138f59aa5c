"""A save whose "schema" was typed as text ("1") or written as 1.0 (a hand edit, another
tool's rewrite) lost the whole file to one wrong type: progress.json was moved aside as
corrupt ("schema version "1" is not a whole number") and the player started fresh. Such
a schema is read as its number now, and saved back as one; one that is no whole number
("1.5", "one", true) is still set aside, and "2" is a newer Quiver's file, kept."""

from __future__ import annotations

import json

import pytest

from quiver.game.progress_file import load_progress, progress_path, save_progress
from quiver.game.settings import load_settings, settings_path

LEVELS = {"2d": {"current": 3, "levels": {"1": {"completed": True, "stars": 3}, "2": {"completed": True}}}}


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    return tmp_path


@pytest.mark.parametrize("schema", ["1", " 1 ", 1.0, "1.0"])
def test_a_schema_of_the_wrong_type_costs_nothing(home, schema):
    progress_path().write_text(json.dumps({"schema": schema, "campaign": LEVELS}))
    settings_path().write_text(json.dumps({"schema": schema, "volume": 0.25}))
    p, warning = load_progress()
    assert warning is None and p.repaired == []
    assert sorted(p.campaign("2d").levels) == [1, 2] and p.current_level("2d") == 3
    assert load_settings() == (load_settings()[0], None) and load_settings()[0].volume == 0.25
    save_progress(p)
    assert json.loads(progress_path().read_text())["schema"] == 1
    assert not list(home.glob("*.corrupt-*"))


@pytest.mark.parametrize("schema", ["1.5", "one", True, 1.5])
def test_a_schema_that_is_no_whole_number_is_still_set_aside(home, schema):
    progress_path().write_text(json.dumps({"schema": schema, "campaign": LEVELS}))
    p, warning = load_progress()
    assert warning and "moved it to progress.corrupt-1.json" in warning and not p.campaigns


def test_a_newer_schema_typed_as_text_is_kept(home):
    newer = json.dumps({"schema": "2", "campaign": LEVELS})
    progress_path().write_text(newer)
    p, warning = load_progress()
    assert "newer Quiver" in warning and not p.campaigns
    save_progress(p)
    assert progress_path().read_text() == newer


def test_a_schema_of_a_thousand_digits_is_set_aside_not_a_crash(home):
    progress_path().write_text('{"schema": "' + "9" * 1000 + '", "campaign": {}}')
    assert "moved it to" in load_progress()[1]
