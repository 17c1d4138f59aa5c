"""A warning naming a file whose name is not UTF-8 (QUIVER_HOME under a file, with such a
byte): on stderr as U+FFFD, not Python's `\\udcff`; in the log file kept (the rotating
handler's strict UTF-8 lost the whole line)."""

from __future__ import annotations

import os

from quiver import logs

FOLDER = os.fsdecode(b"/data/h\xff")  # as Python reads such a name


def _own_handlers_only(monkeypatch) -> None:
    """pytest's capture of the logger's lines off (it hooks a logger that does not
    propagate, at the start of each test): xdist cannot send a lone surrogate back."""
    logger = logs.setup()
    own = [h for h in logger.handlers if type(h).__module__ == logs.__name__]
    monkeypatch.setattr(logger, "handlers", own)


def test_a_warning_naming_such_a_file_is_one_readable_line(capsys, monkeypatch):
    _own_handlers_only(monkeypatch)
    logs.setup().getChild("t").warning("the data folder %s cannot be made", FOLDER)
    err = capsys.readouterr().err
    assert err == "quiver: warning: the data folder /data/h\ufffd cannot be made\n", ascii(err)


def test_the_log_file_keeps_such_a_line(tmp_path, capsys, monkeypatch):
    logs.remove_file()
    _own_handlers_only(monkeypatch)
    try:
        path = logs.add_file(tmp_path / "logs")
        logs.setup().getChild("t").warning("the data folder %s cannot be made", FOLDER)
    finally:
        logs.remove_file()
    capsys.readouterr()
    assert "WARNING quiver.t: the data folder /data/h\\udcff cannot be made" in path.read_text()
