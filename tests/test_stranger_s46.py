"""s46's stranger round (the first ten minutes in 2D, the Daily, the CLI, bad input):
what it found, each kept fixed."""

from __future__ import annotations

import pytest

from quiver.game import atomic_write
from quiver.game.atomic_write import StorageError


@pytest.mark.parametrize("depth", [0, 1])
def test_a_file_where_a_folder_goes_is_named_not_file_exists(tmp_path, depth):
    """F12 with a file named `pictures` in the data folder said "could not create the
    folder .../pictures (File exists)": the player read that the folder exists. The line
    names the file in the way instead (also one more level down: "Not a directory")."""
    blocker = tmp_path / "pictures"
    blocker.write_text("a file, not a folder")
    target = blocker / ("sub/" * depth) / "shot.png"
    with pytest.raises(StorageError) as info:
        atomic_write.write_bytes_atomic(target, b"png")
    msg = str(info.value)
    assert "\n" not in msg
    assert "File exists" not in msg and "Not a directory" not in msg
    if depth:
        assert f"{blocker} is a file, not a folder" in msg
    else:
        assert msg == f"could not create the folder {blocker} (a file of that name is in the way)"
    assert blocker.read_text() == "a file, not a folder"  # nothing lost


def test_an_unreachable_leaderboard_is_one_plain_line(monkeypatch):
    """With the leaderboard server set to a port nothing listens on, the log (stderr) said
    "leaderboard: runs not sent yet: <urlopen error [Errno 111] Connection refused>":
    the reason in plain words, with the server's address, and still an OSError (the
    callers' offline handling is unchanged)."""
    import urllib.error

    from quiver.game import leaderboard_wire as wire

    class Opener:
        def open(self, req, timeout):
            raise urllib.error.URLError(ConnectionRefusedError(111, "Connection refused"))

    monkeypatch.setattr(wire, "_opener", lambda: Opener())
    with pytest.raises(OSError) as info:
        wire.call("http://127.0.0.1:9/api/v1/health", "GET")
    msg = str(info.value)
    assert "<urlopen" not in msg and "Errno" not in msg
    assert msg == "cannot reach 127.0.0.1:9 (Connection refused)"


@pytest.mark.parametrize("typed", ["-5", "-9999999999999999999999"])
def test_a_negative_seed_typed_in_the_game_is_told_the_seeds_range(typed):
    """Custom puzzle > Enter seed, "-5": the card said "'-5' is not a seed or a puzzle
    code. A seed is a whole number", and -5 is one; it says the range, as the command
    line does (`quiver --seed -5`)."""
    from types import SimpleNamespace

    from quiver.engine.modes import bad_seed
    from quiver.game import code as codes
    from quiver.scenes.seed import SeedScene

    with pytest.raises(codes.SpecError) as info:
        SeedScene.parse(SimpleNamespace(menu=None), typed)
    assert str(info.value) == bad_seed(typed)
    assert "from 0 to" in str(info.value)


def test_a_settings_file_with_odd_lessons_still_opens_the_game(tmp_path):
    """settings.json edited to "seen_lessons": [{}] (or a list inside) stopped the game at
    start: "quiver: error: internal error: TypeError: unhashable type: 'dict'". What is
    not a lesson's name is dropped, as elsewhere in the file, and the rest is kept."""
    import json

    from quiver.game.settings import Settings, load_settings

    for odd in ([{}], [["2d"]], [{}, "2d", None, 3]):
        s = Settings.from_dict({"schema": 1, "seen_lessons": odd, "volume": 0.3})
        assert s.volume == 0.3
        assert s.seen_lessons == (("2d",) if "2d" in odd else ())
    (tmp_path / "settings.json").write_text(json.dumps({"schema": 1, "seen_lessons": [{}, "2d"]}))
    s, warning = load_settings(tmp_path)
    assert s.seen_lessons == ("2d",) and warning is None


def test_no_stdout_at_all_is_no_internal_error(monkeypatch, tmp_path, capsys):
    """A windowed build (Windows / macOS: no console) has sys.stdout None, and so does
    `quiver --paths >&-`: main's flush at the end raised AttributeError, said "internal
    error", and the second flush in its handler raised again, out of main (a traceback;
    on Windows a crash dialog at every quit). (s246: what `--paths` prints would be lost,
    so it says so in one line and exits 2, as shapes does; the game itself starts:
    tests/test_s246_cli_closed.py.)"""
    from quiver import cli

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setattr("sys.stdout", None)
    assert cli.main(["--paths"]) == 2
    monkeypatch.undo()
    err = capsys.readouterr().err
    assert "internal error" not in err and len(err.splitlines()) == 1
