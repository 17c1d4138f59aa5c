"""The puzzle kept as it is played (s240) is written without an fsync: on a slow disk an
fsync's wait fell on the tap that made the keep, the moment an arrow starts to fly. A kill
still finds the file whole (written aside, then renamed). The keep made as the puzzle is
left, and every other save, still waits for the disk."""

from __future__ import annotations

import os

from app_helpers import app_maker
from test_s207_kept_app import play_level, tap


def _counting_fsyncs(monkeypatch) -> list[int]:
    calls: list[int] = []
    real = os.fsync

    def counted(fd):
        calls.append(fd)
        return real(fd)

    monkeypatch.setattr(os, "fsync", counted)
    return calls


def test_a_keep_while_playing_waits_for_no_fsync_and_leaving_does(monkeypatch, tmp_path):
    from quiver.game.kept_puzzle import kept_puzzles
    from quiver.scenes import play_kept

    with app_maker(monkeypatch, tmp_path, window=False, size=(1024, 700)) as make:
        app = make()
        play = play_level(app)
        fsyncs = _counting_fsyncs(monkeypatch)
        tap(app, play, min(play.session.board.free_arrows()))
        assert play.kept_at is not None  # kept as played ...
        assert [k.where for k in kept_puzzles()[0]] == ["level 2d 1"]
        assert fsyncs == []  # ... with no fsync
        play_kept.leave(play)
        assert len(fsyncs) >= 1  # the keep as the puzzle is left is durable


def test_a_durable_write_fsyncs_the_file_and_its_folder(monkeypatch, tmp_path):
    from quiver.game.atomic_write import write_bytes_atomic

    fsyncs = _counting_fsyncs(monkeypatch)
    write_bytes_atomic(tmp_path / "a.json", b"{}")
    assert len(fsyncs) == (2 if hasattr(os, "O_DIRECTORY") else 1)
    fsyncs.clear()
    write_bytes_atomic(tmp_path / "a.json", b"{ }", durable=False)
    assert fsyncs == [] and (tmp_path / "a.json").read_bytes() == b"{ }"
