"""A save file the player may not read (chmod 000 settings.json / progress.json) is not
corrupt: it was moved aside as NAME.corrupt-1.json, "unreadable", and the next save
put the defaults in its place. Now one line says it cannot be read and why (the
system's reason, the path), the game runs on the defaults, the file stays where it is,
and nothing is saved over it in this process (its data is the player's).

The tests run as root, whom chmod 000 does not stop: the PermissionError is simulated
where the file is opened; the real chmod is tried only as another user."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from quiver.game import storage
from quiver.game.progress_file import load_progress, save_progress
from quiver.game.settings import Settings, load_settings, save_settings
from quiver.game.storage import KeptFile, load_json, save_json


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    return tmp_path


def _deny(monkeypatch, path: Path) -> None:
    """Reading `path` raises PermissionError, as for a user chmod 000 stops."""
    real = storage.open_regular

    def opened(p):
        if Path(p) == path:
            raise PermissionError(errno.EACCES, "Permission denied", str(p))
        return real(p)

    monkeypatch.setattr(storage, "open_regular", opened)


def test_a_settings_file_that_may_not_be_read_is_said_kept_and_not_saved_over(home, monkeypatch):
    path = home / "settings.json"
    mine = b'{"schema": 1, "volume": 0.25}\n'
    path.write_bytes(mine)
    _deny(monkeypatch, path)
    settings, warning = load_settings()
    assert settings == Settings()  # the game goes on, on the defaults
    assert isinstance(warning, KeptFile) and "\n" not in warning
    assert "Permission denied" in warning and str(path) in warning and "unreadable" not in warning
    assert sorted(p.name for p in home.iterdir()) == ["settings.json"]  # nothing moved aside
    save_settings(Settings(volume=0.5))  # a change in the settings screen
    assert path.read_bytes() == mine
    monkeypatch.undo()  # readable again later in the session: still the player's, not ours
    monkeypatch.setenv("QUIVER_HOME", str(home))
    save_settings(Settings(volume=0.5))
    assert path.read_bytes() == mine and sorted(p.name for p in home.iterdir()) == ["settings.json"]


def test_a_progress_file_that_may_not_be_read_is_kept(home, monkeypatch):
    path = home / "progress.json"
    mine = b'{"schema": 1, "lessons": ["fire"]}\n'
    path.write_bytes(mine)
    _deny(monkeypatch, path)
    progress, warning = load_progress()
    assert warning is not None and "Permission denied" in warning and str(path) in warning
    save_progress(progress)
    assert path.read_bytes() == mine and sorted(p.name for p in home.iterdir()) == ["progress.json"]


def test_the_line_is_said_once_and_other_files_still_save(home, monkeypatch):
    """A file read again (the leaderboard's identities are read at every send) is not
    said again; a file that was never unreadable saves as before."""
    path, other = home / "a.json", home / "b.json"
    path.write_bytes(b'{"schema": 1}')
    _deny(monkeypatch, path)
    assert load_json(path, 1, dict)[1] is not None
    assert load_json(path, 1, dict) == ({}, None)
    assert save_json(path, {"schema": 1, "x": 1}) is False
    assert save_json(other, {"schema": 1, "x": 1}) is True and load_json(other, 1, dict)[0]["x"] == 1


def test_a_file_that_became_unreadable_is_not_replaced_by_a_save(home, monkeypatch):
    """Read fine at start, then unreadable: the save's rename would have replaced it
    with entries the game could not merge; it is left as it is."""
    path = home / "c.json"
    path.write_bytes(b'{"schema": 1, "theirs": 1}')
    _deny(monkeypatch, path)
    assert save_json(path, {"schema": 1, "x": 1}, known=("x",)) is False
    assert path.read_bytes() == b'{"schema": 1, "theirs": 1}'


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root reads a chmod 000 file")
def test_the_real_chmod(home):
    path = home / "settings.json"
    path.write_bytes(b'{"schema": 1, "volume": 0.25}')
    path.chmod(0)
    try:
        settings, warning = load_settings()
        assert settings == Settings() and warning and "Permission denied" in warning
        save_settings(Settings(volume=0.5))
        assert sorted(p.name for p in home.iterdir()) == ["settings.json"]
    finally:
        path.chmod(0o600)
    assert path.read_bytes() == b'{"schema": 1, "volume": 0.25}'


def test_a_file_that_is_not_a_file_is_still_moved_aside(home):
    """Only a refusal to read keeps the file: a folder in its place is set aside as before."""
    (home / "x.json").mkdir()
    got, warning = load_json(home / "x.json", 1, dict)
    assert got == {} and warning and "x.json is a folder, not a file" in warning  # (s228: said so)
    assert not isinstance(warning, KeptFile)


def test_the_player_is_told_once_and_a_change_saves_nothing_over_it(home, monkeypatch):
    """The midend's start-up lines (shown as toasts, logged) carry the one line; changing
    a setting afterwards neither writes over the file nor says a failed save."""
    from quiver.game.midend import Midend

    path = home / "settings.json"
    path.write_bytes(b'{"schema": 1, "volume": 0.25}')
    _deny(monkeypatch, path)
    said: list[str] = []

    class Board:
        def configure(self, server: str, name: str = "") -> None:
            pass

    m = Midend(lessons=False, toast=lambda text, kind, short: said.append(text), leaderboard=Board())  # type: ignore[arg-type]
    assert [w for w in m.warnings if "settings.json" in w] == [
        f"settings.json cannot be read (Permission denied: {path}); the game goes on without it "
        "and will not save over it"
    ]
    m.change_setting("volume", 0.5)
    assert m.settings.volume == 0.5 and said == []
    assert path.read_bytes() == b'{"schema": 1, "volume": 0.25}'


def test_a_queue_file_that_may_not_be_read_is_not_salvaged_from_an_old_aside(home, monkeypatch):
    """The leaderboard queue kept as it is (like a newer Quiver's): runs of an old
    set-aside file are not taken for it and sent again."""
    from quiver.game.leaderboard_files import QUEUE_FILE, read_queue

    (home / "leaderboard-queue.corrupt-1.json").write_text('{"runs": [{"day": "2026-01-01"}]}')
    path = home / QUEUE_FILE
    path.write_bytes(b'{"schema": 1, "runs": []}')
    _deny(monkeypatch, path)
    warned: list[str] = []
    assert read_queue(home, warned.append) == []
    assert len(warned) == 1 and "cannot be read" in warned[0]
    assert path.read_bytes() == b'{"schema": 1, "runs": []}'
