"""`quiver generate --out` into a folder the user may not write: one line before the board
is built, as `render --out` says it (it said "cannot write ...: Permission denied" only
after the whole build, which takes seconds on a big board)."""

from __future__ import annotations

import os

import pytest

from quiver import cli


def no_write(monkeypatch, refused: str) -> None:
    """os.access as for a user in a folder not theirs (the tests run as root, whom no
    folder refuses)."""
    real = os.access
    monkeypatch.setattr(
        os, "access", lambda p, mode: False if mode == os.W_OK and str(p) == refused else real(p, mode)
    )


def test_generate_into_a_folder_it_may_not_write_says_so_before_building(tmp_path, capsys, monkeypatch):
    no_write(monkeypatch, str(tmp_path))
    monkeypatch.setattr(cli, "generate_board", lambda *a, **k: pytest.fail("built"))
    assert cli.main(["generate", "--out", str(tmp_path / "b.json")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [
        f"quiver: error: argument --out: cannot write in the folder {str(tmp_path)!r} (permission denied)"
    ]
    assert not os.listdir(tmp_path)


def test_through_a_symlink_the_folder_checked_is_the_targets(tmp_path, capsys, monkeypatch):
    """The file is written beside the link's target (write_text keeps the link), so that is
    the folder that must be writable, not the link's."""
    target_dir = tmp_path / "real"
    target_dir.mkdir()
    (tmp_path / "link.json").symlink_to(target_dir / "b.json")
    no_write(monkeypatch, str(target_dir))
    assert cli.main(["generate", "--out", str(tmp_path / "link.json")]) == 2
    err = capsys.readouterr().err
    assert f"cannot write in the folder {str(target_dir)!r}" in err, err


def test_a_writable_folder_and_a_device_are_written(tmp_path, monkeypatch):
    assert cli.main(["generate", "--size", "6", "--out", str(tmp_path / "b.json")]) == 0
    assert (tmp_path / "b.json").read_text().startswith('{"arrows"')
    no_write(monkeypatch, "/dev")  # a device's folder is never written into (/dev/stdout)
    assert cli.main(["generate", "--size", "6", "--out", "/dev/null"]) == 0
