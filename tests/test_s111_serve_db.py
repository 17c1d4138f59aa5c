"""`quiver serve --db` naming a database that cannot be opened: one line that says why,
without SQLAlchemy's wrapping ("(sqlite3.OperationalError) unable to open database file
(Background on this error at: https://sqlalche.me/e/21/e3q8)"); an SQLite path that is a
folder or lies in a missing folder is named, and an empty URL is not read as the default."""

from __future__ import annotations

import pytest

pytest.importorskip("sqlalchemy")

from quiver.cli import main


def _refusal(capsys) -> list[str]:
    return capsys.readouterr().err.strip().splitlines()


def test_a_database_in_a_missing_folder_names_the_folder(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    db = tmp_path / "no such folder" / "board.sqlite3"
    assert main(["serve", "--db", f"sqlite:///{db}", "--port", "0"]) == 2
    (line,) = [x for x in _refusal(capsys) if "error" in x]
    assert line.endswith(f"there is no folder {db.parent} for the database"), line


def test_a_folder_named_as_the_database_is_said_so(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    assert main(["serve", "--db", f"sqlite:///{tmp_path}", "--port", "0"]) == 2
    (line,) = [x for x in _refusal(capsys) if "error" in x]
    assert line.endswith(f"{tmp_path} is a folder, not a database file"), line


@pytest.mark.parametrize("url", ["", "  "])
def test_an_empty_url_is_refused_not_read_as_the_default(tmp_path, capsys, monkeypatch, url):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    assert main(["serve", "--db", url, "--port", "0"]) == 2
    (line,) = [x for x in _refusal(capsys) if "error" in x]
    assert "an empty URL; leave --db out for the default database" in line, line
    assert not (tmp_path / "home").exists() or not any((tmp_path / "home").rglob("*.sqlite3"))


def test_a_file_sqlite_cannot_open_is_said_in_the_drivers_words(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    db = tmp_path / "not a database.sqlite3"
    db.write_bytes(b"this is not an SQLite file, it is some other file" * 40)
    assert main(["serve", "--db", f"sqlite:///{db}", "--port", "0"]) == 2
    (line,) = _refusal(capsys)
    assert line.startswith("quiver: error: cannot open the database: "), line
    assert "sqlalche.me" not in line and "OperationalError" not in line, line
