"""`quiver serve` without the server's libraries: from pip it names the extra to
install; in the one-folder download (PyInstaller's sys.frozen), where pip cannot add
anything, it says the download has no server and where to get it."""

from __future__ import annotations

import sys

import pytest

from quiver.cli import main


@pytest.fixture
def no_server_libraries(monkeypatch):
    monkeypatch.setitem(sys.modules, "uvicorn", None)  # import uvicorn: ImportError


def _serve_error(capsys) -> str:
    assert main(["serve", "--port", "0"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("quiver: error: ")
    return err


def test_a_download_says_it_has_no_server_and_where_it_is(no_server_libraries, monkeypatch, capsys):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    err = _serve_error(capsys)
    assert "the download does not include the leaderboard server" in err
    assert "quiver-game[server]" in err  # the package that has it
    assert "https://github.com/quiver-game/quiver/blob/main/docs/server.md" in err
    assert "needs its extra" not in err


def test_a_pip_install_names_the_extra(no_server_libraries, monkeypatch, capsys):
    monkeypatch.delattr(sys, "frozen", raising=False)
    err = _serve_error(capsys)
    assert "the server needs its extra (uvicorn is missing): pip install 'quiver-game[server]'" in err
    assert "download" not in err
