"""`quiver serve --db` naming a database that cannot be opened: the driver's own words in
one line, without SQLAlchemy's wrapping ("(sqlite3.OperationalError) unable to open
database file (Background on this error at: https://sqlalche.me/e/21/e3q8)")."""

from __future__ import annotations

import pytest

pytest.importorskip("sqlalchemy")

from quiver.cli import main


def test_a_database_in_a_missing_folder_is_said_in_the_drivers_words(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    db = tmp_path / "no such folder" / "board.sqlite3"
    assert main(["serve", "--db", f"sqlite:///{db}", "--port", "0"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["quiver: error: cannot open the database: unable to open database file"], err
