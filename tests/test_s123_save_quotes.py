"""A bad value in a save file is quoted as a board file's is (quiver.engine.errors.shown:
as JSON writes it, cut to one short line): settings.json and progress.json quoted with
Python's str before (`{'a': [1, None]}`, a "4" typed as text read as the number 4)."""

from __future__ import annotations

import json
import pathlib

import pytest

from quiver.engine.codec import CodecError, load_board
from quiver.engine.errors import shown
from quiver.game.progress_file import load_progress, progress_path
from quiver.game.settings import load_settings, settings_path

BOARDS = pathlib.Path(__file__).parent / "boards"


def board() -> dict:
    obj = json.loads((BOARDS / "2d_chain3.json").read_text())
    obj.pop("solution", None)
    return obj


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    return tmp_path


def _board_error(**changed) -> str:
    obj = board()
    obj.update(changed)
    with pytest.raises(CodecError) as info:
        load_board(json.dumps(obj))
    return str(info.value)


@pytest.mark.parametrize("value", [{"a": [1, None, True]}, "4", [2.5, "x" * 80]])
def test_a_bad_current_level_is_quoted_as_a_board_files_bad_mode(home, value):
    progress_path().write_text(json.dumps({"schema": 1, "campaign": {"2d": {"current": value}}}))
    p, _warning = load_progress()
    said = next(w for w in p.repaired if "current level" in w)
    quoted = shown(value)
    assert f"current level {quoted} is not" in said, said
    assert f"unknown mode {quoted} " in _board_error(mode=value)


@pytest.mark.parametrize("schema", ["1.5", [1], None, -7])
def test_a_bad_schema_version_in_settings_is_quoted_as_json(home, schema):
    # (no schema with a settings key is read as schema 1: tests/test_s194_hand_written_saves.py)
    # ("1" is read as schema 1: tests/test_s205_schema_typed.py)
    settings_path().write_text(json.dumps({"schema": schema, "loudness": 0.5}))
    _s, warning = load_settings()
    assert warning is not None
    if schema is None:
        assert "no schema version" in warning
    else:
        assert f"schema version {shown(schema)}" in warning, warning
        assert f"unknown mode {shown(schema)} " in _board_error(mode=schema)
    assert "'" not in warning  # (Python's quotes, as str() of a list writes them)


def test_a_huge_negative_schema_is_said_short(home):
    progress_path().write_text('{"schema": -%s}' % ("9" * 4000))
    _p, warning = load_progress()
    assert warning is not None and "unknown schema version (a huge number)" in warning
    assert len(warning) < 160


def test_an_odd_entry_a_save_could_not_use_is_named_on_one_short_line(home):
    """A hand-edited level named with a line break (and 300 letters) is quoted as JSON
    quotes it, cut: the line broke in two, 340 characters long."""
    odd = "bad\nname" + "z" * 300
    levels = {odd: {"completed": True}, "3": {"stars": "five"}}
    progress_path().write_text(json.dumps({"schema": 1, "campaign": {"2d": {"levels": levels}}}))
    p, _warning = load_progress()
    said = next(w for w in p.repaired if "could not use" in w)
    assert "\n" not in said and len(said) < 200, said
    assert shown("campaign.2d.levels." + odd) in said
    assert "campaign.2d.levels.3.stars" in said  # a plain one named as it is
