"""s228: on a read-only data folder the game started, said "no log file", and each save
failed later, one line at a time. At start it says once, in one line, that progress will
not be saved this time. (Run as root, chmod does not bite: the write is made to fail as a
read-only folder fails it, at the temporary file every save makes first.)"""

from __future__ import annotations

import tempfile

import pytest


class Board:
    def configure(self, server: str, name: str = "") -> None:
        pass


def _midend():
    from quiver.game.midend import Midend

    return Midend(lessons=False, leaderboard=Board())  # type: ignore[arg-type]


def _read_only(monkeypatch) -> None:
    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(tempfile, "mkstemp", refuse)


@pytest.mark.parametrize("made", [True, False])  # the folder there, or still to be made
def test_a_read_only_data_folder_is_said_once_at_start(tmp_path, monkeypatch, made):
    home = tmp_path / "home"
    if made:
        home.mkdir()
    monkeypatch.setenv("QUIVER_HOME", str(home))
    _read_only(monkeypatch)
    m = _midend()
    lines = [w for w in m.warnings if "will not be saved" in w]
    assert lines == [
        f"the data folder {home} cannot be written (Permission denied): progress will not be saved this time"
    ]
    assert not m.save_progress(), "and a save does fail"


def test_a_writable_data_folder_says_nothing_and_keeps_nothing(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("QUIVER_HOME", str(home))
    m = _midend()
    assert not [w for w in m.warnings if "will not be saved" in w]
    assert list(home.iterdir()) == [], "the check leaves no file behind"


def test_the_game_shows_the_line(monkeypatch, tmp_path):
    from app_helpers import app_maker, run

    _read_only(monkeypatch)
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        run(app, 3)
        texts = app.toasts.texts()
        assert sum("will not be saved" in t for t in texts) == 1, texts
        assert not any("not saved:" in t for t in texts), "a start saves nothing to fail"
