"""Saving settings reads settings.json once (s100): its unknown keys and whether it is a
newer Quiver's come from one read (it was read twice); what is saved is unchanged."""

from __future__ import annotations

import json

import pytest

from quiver.game import storage
from quiver.game.settings import Settings, load_settings, save_settings

SETTINGS = "settings.json"


@pytest.fixture
def reads(tmp_path, monkeypatch):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    seen: list[str] = []
    real = storage.open_regular

    def counted(path, *a, **kw):
        seen.append(str(path))
        return real(path, *a, **kw)

    monkeypatch.setattr(storage, "open_regular", counted)
    return lambda: sum(p.endswith(SETTINGS) for p in seen)


def test_saving_over_a_file_with_unknown_keys_reads_it_once_and_keeps_them(tmp_path, reads):
    (tmp_path / SETTINGS).write_text(json.dumps({"schema": 1, "volume": 0.2, "future_knob": [1, 2]}))
    save_settings(Settings(volume=0.7))
    assert reads() == 1
    saved = json.loads((tmp_path / SETTINGS).read_text())
    assert saved["future_knob"] == [1, 2] and saved["volume"] == 0.7
    assert load_settings()[0].volume == 0.7


def test_a_newer_quivers_settings_are_read_once_and_not_written(tmp_path, reads):
    newer = json.dumps({"schema": 99, "volume": 0.1}) + "\n"
    (tmp_path / SETTINGS).write_text(newer)
    save_settings(Settings(volume=0.9))
    assert reads() == 1 and (tmp_path / SETTINGS).read_text() == newer


def test_a_first_save_and_a_corrupt_file_are_written_whole(tmp_path, reads):
    save_settings(Settings(volume=0.3))
    assert json.loads((tmp_path / SETTINGS).read_text())["volume"] == 0.3
    (tmp_path / SETTINGS).write_bytes(b"\x00\xff{ not json")
    save_settings(Settings(volume=0.4))
    assert json.loads((tmp_path / SETTINGS).read_text())["volume"] == 0.4
