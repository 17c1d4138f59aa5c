"""The data folder (issue 27: M6, L2): one game at a time per folder, and settings,
progress, queue and board files opened only when they are regular files, never blocking
(a FIFO named settings.json hung the game before any window)."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from quiver.engine.regular import NotRegularFile, open_regular
from quiver.game.instance import FolderBusy, FolderLock
from quiver.game.storage import load_json

ROOT = Path(__file__).resolve().parent.parent
fifo_only = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs (POSIX)")


def bounded(fn, seconds: float = 20.0):
    """fn() in a thread; fails (instead of hanging the suite) if it blocks."""
    out: list = []

    def target():
        try:
            out.append(("ok", fn()))
        except BaseException as e:  # handed to the test's thread
            out.append(("raised", e))

    t = threading.Thread(target=target, daemon=True)
    t.start()
    t.join(seconds)
    assert not t.is_alive(), f"{fn} blocked for {seconds} s"
    kind, value = out[0]
    if kind == "raised":
        raise value
    return value


def test_one_lock_per_data_folder(tmp_path):
    first = FolderLock(tmp_path)
    first.acquire()
    with pytest.raises(FolderBusy, match="another Quiver is already running"):
        FolderLock(tmp_path).acquire()
    with FolderLock(tmp_path / "other") as elsewhere:  # another folder is another game
        assert elsewhere.held
    first.release()
    with FolderLock(tmp_path) as again:
        assert again.held


def test_no_test_reaches_the_real_users_folders(tmp_path_factory):
    """A test that built an App or ran the game's path without QUIVER_HOME used the real
    ~/.local/share/quiver (its settings and progress, the game's quiver.lock): every test's
    data folder, lock, exports, screenshots and log resolve into this run's temporary
    folder (tests/conftest.py), a fresh one that nothing has written yet."""
    from quiver.game import data_dirs

    run = tmp_path_factory.getbasetemp().resolve()
    assert "QUIVER_HOME" not in os.environ  # one set outside pytest is dropped
    paths = (FolderLock().path, data_dirs.exports_dir(), data_dirs.pictures_dir(), data_dirs.logs_dir())
    for path in (data_dirs.user_home(), *paths):
        assert path.resolve().is_relative_to(run), path
    assert not data_dirs.user_home().exists()


def test_a_second_game_on_one_data_folder_says_so_in_one_line(tmp_path):
    """M6: two games on one folder lost 185 of 300 level records; now the second one
    exits before any window with one line (the first keeps playing)."""
    held = FolderLock(tmp_path)
    held.acquire()
    env = dict(
        os.environ,
        QUIVER_HOME=str(tmp_path),
        SDL_VIDEODRIVER="dummy",
        QUIVER_NO_GL="1",
        QUIVER_SMOKE_SECONDS="20",  # if it did open, it would close itself (exit 0)
        PYTHONPATH=str(ROOT),
    )
    try:
        p = subprocess.run(
            [sys.executable, "-m", "quiver"], env=env, capture_output=True, text=True, timeout=120
        )
    finally:
        held.release()
    lines = p.stderr.strip().splitlines()
    assert p.returncode == 2 and len(lines) == 1, p.stderr
    assert lines[0].startswith("quiver: error: another Quiver is already running with the data folder")


@fifo_only
def test_a_fifo_settings_file_is_refused_without_blocking(tmp_path):
    """L2: a FIFO as settings.json hung the game before any window."""
    from quiver.game.settings import load_settings

    fifo = tmp_path / "settings.json"
    os.mkfifo(fifo)
    with pytest.raises(NotRegularFile, match="pipe"):
        bounded(lambda: open_regular(fifo))
    os.mkfifo(tmp_path / "other.json")
    data, warning = bounded(lambda: load_json(tmp_path / "other.json", 1, dict))
    assert data == {} and "not a regular file" in warning
    os.mkfifo(tmp_path / "progress.json")
    os.mkfifo(tmp_path / "leaderboard-queue.json")
    from quiver.game.leaderboard import LeaderboardClient
    from quiver.game.progress_file import load_progress

    for loader in (load_settings, load_progress):
        _, warning = bounded(lambda loader=loader: loader(tmp_path))
        assert "not a regular file" in warning
    client = LeaderboardClient(tmp_path, background=False)
    client.configure("http://127.0.0.1:9")
    assert bounded(client.pending) == 0


@fifo_only
def test_quiver_check_on_a_fifo_is_one_line_not_a_hang(tmp_path):
    fifo = tmp_path / "board.json"
    os.mkfifo(fifo)
    p = subprocess.run(
        [sys.executable, "-m", "quiver", "check", str(fifo)],
        env=dict(os.environ, PYTHONPATH=str(ROOT), QUIVER_HOME=str(tmp_path / "home")),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert p.returncode == 2 and p.stderr.strip().count("\n") == 0, p.stderr
    assert "not a regular file" in p.stderr
    with pytest.raises(NotRegularFile, match="folder"):
        open_regular(tmp_path)
