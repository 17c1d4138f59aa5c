"""Settings files: atomic saves, corrupt-file recovery, kill-mid-save safety."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from quiver.game import storage
from quiver.game.atomic_write import StorageError
from quiver.game.data_dirs import user_home
from quiver.game.settings import (
    Settings,
    hearts_for,
    load_settings,
    save_settings,
    settings_path,
)
from quiver.game.storage import load_json, save_json

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    return tmp_path


# --------------------------------------------------------------------------- home folder


def test_quiver_home_overrides_platform_folder(home):
    assert user_home() == home
    assert settings_path() == home / "settings.json"


def test_explicit_home_wins(tmp_path, home):
    other = tmp_path / "other"
    assert user_home(other) == other


def test_platform_folder_without_env(monkeypatch):
    monkeypatch.delenv("QUIVER_HOME", raising=False)
    p = user_home()
    assert p.is_absolute() and "quiver" in str(p).lower()


def test_a_relative_quiver_home_is_pinned_to_the_start_folder(tmp_path, monkeypatch, capsys):
    """QUIVER_HOME=data: the folder named from where quiver started, shown absolute by
    --paths, and the same after the current folder changes (a launcher, the worker)."""
    from quiver import cli

    start, elsewhere = tmp_path / "start", tmp_path / "elsewhere"
    start.mkdir()
    elsewhere.mkdir()
    monkeypatch.chdir(start)
    monkeypatch.setenv("QUIVER_HOME", "data")
    assert user_home() == start / "data" and user_home().is_absolute()
    assert cli.main(["--paths"]) == 0
    out = capsys.readouterr().out
    first = out.splitlines()[0]
    assert first.split(":", 1)[1].strip() == str(start / "data")
    assert f"{start / 'data' / 'logs'}" in out
    assert os.environ["QUIVER_HOME"] == str(start / "data")  # child processes get it too
    monkeypatch.chdir(elsewhere)
    assert user_home() == start / "data"


def test_quiver_home_with_a_tilde_is_expanded(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("QUIVER_HOME", "~/portable")
    assert user_home() == tmp_path / "portable"


# --------------------------------------------------------------------------- save / load


def test_save_load_roundtrip(home):
    path = home / "x.json"
    obj = {"schema": 1, "a": [1, 2, 3], "b": {"c": "é"}}
    save_json(path, obj)
    got, warning = load_json(path, 1, dict)
    assert warning is None and got == obj
    # no temp files left behind
    assert sorted(p.name for p in home.iterdir()) == ["x.json"]


def test_save_creates_folder(tmp_path):
    path = tmp_path / "deep" / "er" / "x.json"
    save_json(path, {"schema": 1})
    assert json.loads(path.read_text())["schema"] == 1


def test_missing_file_gives_default_without_warning(home):
    got, warning = load_json(home / "nope.json", 1, lambda: {"fresh": True})
    assert got == {"fresh": True} and warning is None


def test_settings_roundtrip(home):
    s = Settings(
        colorblind=True,
        reduced_motion=True,
        volume=0.25,
        fullscreen=True,
        ray_preview=False,
        hearts="zen",
        show_timer=False,
    )
    save_settings(s)
    got, warning = load_settings()
    assert warning is None
    assert got == s


def test_settings_defaults(home):
    s, warning = load_settings()
    assert warning is None
    assert s == Settings()
    assert s.volume == 0.7 and s.ray_preview and s.show_timer and s.hearts == "3"
    assert not s.colorblind and not s.reduced_motion and not s.fullscreen


def test_settings_bad_values_are_repaired(home):
    (home / "settings.json").write_text(
        json.dumps(
            {
                "schema": 1,
                "volume": 7,
                "hearts": "lots",
                "colorblind": "yes",
                "fullscreen": 1,
                "show_timer": False,
                "from_the_future": [1, 2],
            }
        )
    )
    s, warning = load_settings()
    assert warning == (  # named in one line (s73); the file kept as it is
        "settings.json: could not use the values of colorblind, fullscreen, hearts; using their defaults"
    )
    assert (home / "settings.json").exists()
    assert s.volume == 1.0
    assert s.hearts == "3"
    assert s.colorblind is False and s.fullscreen is False
    assert s.show_timer is False


@pytest.mark.parametrize(
    "value, expected",
    [
        (-3, 0.0),
        (0.4, 0.4),
        (float("nan"), 0.7),
        ("loud", 0.7),
        (True, 0.7),
        (None, 0.7),
        pytest.param(10**400, 1.0, id="huge"),
        pytest.param(-(10**400), 0.0, id="-huge"),
    ],
)
def test_volume_is_clamped(value, expected):
    assert Settings.from_dict({"volume": value}).volume == expected


def test_settings_from_non_mapping():
    assert Settings.from_dict([1, 2]) == Settings()


def test_hearts_for():
    assert hearts_for(Settings(hearts="3"), 500) == 3
    assert hearts_for(Settings(hearts="zen"), 10) is None
    assert hearts_for(Settings(hearts="scaled"), 0) == 3
    assert hearts_for(Settings(hearts="scaled"), 39) == 3
    assert hearts_for(Settings(hearts="scaled"), 40) == 4
    assert hearts_for(Settings(hearts="scaled"), 119) == 5
    assert hearts_for(Settings(hearts="scaled"), 120) == 6
    assert hearts_for(Settings(hearts="scaled"), 10_000) == 6
    assert hearts_for("scaled", 80) == 5


# --------------------------------------------------------------------------- corrupt files

BAD_FILES = {
    "invalid_json": (b'{"schema": 1, "volume": ', "invalid JSON at line 1"),
    # (a newer Quiver's file, "schema": 99, is no corrupt one: tests/test_saves_newer.py)
    "string_schema": (b'{"schema": "1.5", "volume": 0.1}', "schema"),  # ("1" is read as 1: test_s205)
    "bool_schema": (b'{"schema": true}', "schema"),
    "missing_schema": (b'{"loudness": 0.1}', "no schema"),  # (a known key: read, test_s194)
    "zero_schema": (b'{"schema": 0}', "schema"),
    "json_list": (b"[1, 2, 3]", "found a list"),
    "json_number": (b"42", "found a number"),
    "binary": (bytes(range(256)) * 4, "not UTF-8"),
    "empty": (b"", "empty"),
}


@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_corrupt_settings_are_moved_aside(home, case):
    raw, why = BAD_FILES[case]
    path = home / "settings.json"
    path.write_bytes(raw)
    s, warning = load_settings()
    assert s == Settings()
    assert warning is not None and "\n" not in warning
    assert warning.startswith("settings.json was unreadable (")
    assert why in warning
    assert warning.endswith("moved it to settings.corrupt-1.json and started fresh")
    assert not path.exists()
    aside = home / "settings.corrupt-1.json"
    assert aside.read_bytes() == raw  # the old bytes are kept, untouched
    # and saving afterwards works and loads cleanly
    save_settings(s)
    assert load_settings() == (Settings(), None)


def test_exact_warning_text(home):
    (home / "settings.json").write_text("{oops")
    _, warning = load_settings()
    assert warning == (
        "settings.json was unreadable (invalid JSON at line 1); "
        "moved it to settings.corrupt-1.json and started fresh"
    )


def test_corrupt_files_are_never_overwritten(home):
    path = home / "settings.json"
    (home / "settings.corrupt-1.json").write_bytes(b"older corrupt file")
    path.write_bytes(b"first bad")
    _, w1 = load_settings()
    assert "settings.corrupt-2.json" in w1
    path.write_bytes(b"second bad")
    _, w2 = load_settings()
    assert "settings.corrupt-3.json" in w2
    assert (home / "settings.corrupt-1.json").read_bytes() == b"older corrupt file"
    assert (home / "settings.corrupt-2.json").read_bytes() == b"first bad"
    assert (home / "settings.corrupt-3.json").read_bytes() == b"second bad"


def test_deeply_nested_json_does_not_crash(home):
    path = home / "x.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    got, warning = load_json(path, 1, dict)
    assert got == {} and warning is not None


def test_unreadable_path_is_reported_not_raised(home):
    path = home / "x.json"
    path.mkdir()  # a folder where the file should be: reading fails
    got, warning = load_json(path, 1, dict)
    assert got == {} and warning and "x.json is a folder, not a file" in warning  # (s228: said so)


# --------------------------------------------------------------------------- save errors


def test_permission_error_on_save_is_one_line_storage_error(home, monkeypatch):
    def deny(*a, **k):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage.os, "replace", deny)
    with pytest.raises(StorageError) as info:
        save_settings(Settings())
    assert isinstance(info.value, OSError)
    msg = str(info.value)
    assert "\n" not in msg and "Permission denied" in msg and "settings.json" in msg
    # the temp file was cleaned up and nothing was written
    assert list(home.iterdir()) == []


@pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() == 0, reason="needs a non-root POSIX user for chmod to bite"
)
def test_read_only_folder_gives_storage_error(tmp_path):
    ro = tmp_path / "ro"
    ro.mkdir()
    ro.chmod(0o500)
    try:
        with pytest.raises(StorageError):
            save_json(ro / "x.json", {"schema": 1})
    finally:
        ro.chmod(0o700)


def test_folder_that_is_a_file_gives_storage_error(tmp_path):
    blocker = tmp_path / "blocker"
    blocker.write_text("not a folder")
    with pytest.raises(StorageError) as info:
        save_json(blocker / "x.json", {"schema": 1})
    assert "\n" not in str(info.value)


def test_unserialisable_object_does_not_touch_the_file(home):
    path = home / "x.json"
    save_json(path, {"schema": 1, "v": 1})
    with pytest.raises(TypeError):
        save_json(path, {"schema": 1, "v": object()})
    assert load_json(path, 1, dict) == ({"schema": 1, "v": 1}, None)


# --------------------------------------------------------------------------- kill mid-save

WRITER = textwrap.dedent(
    """
    import sys
    from quiver.game.progress import Progress, record_level
    from quiver.game.progress_daily import record_daily
    from quiver.game.progress_file import save_progress
    home = sys.argv[1]
    i = 0
    while True:
        i += 1
        p = Progress()
        for mode in ("2d", "3d", "flat"):
            for level in range(1, 1500):
                record_level(p, mode, level, 3, 1e6 - i)  # (each save better: saves merge)
        for d in range(1, 29):
            record_daily(p, "2024-02-%02d" % d,
                         {"mode": "2d", "won": True, "mistakes": 0, "time_s": 1e6 - i})
        save_progress(p, home)
        print(i, flush=True)
    """
)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_kill_mid_save_leaves_a_complete_file(tmp_path):
    from quiver.game.progress_file import load_progress

    env = dict(os.environ)
    env["PYTHONPATH"] = str(REPO) + os.pathsep + env.get("PYTHONPATH", "")
    rng = random.Random(20240601)
    seen = set()
    for _ in range(6):
        proc = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(tmp_path)], stdout=subprocess.PIPE, env=env, cwd=str(REPO)
        )
        try:
            # two saves done (the second over the first), so the kill lands in a later
            # rewrite however loaded the machine is (a fixed sleep alone could end first)
            assert [proc.stdout.readline().strip() for _ in range(2)] == [b"1", b"2"]
            time.sleep(rng.uniform(0.02, 0.4))
        finally:
            proc.send_signal(signal.SIGKILL)
            proc.wait(timeout=30)
            proc.stdout.close()
        assert proc.returncode == -signal.SIGKILL
        progress, warning = load_progress(tmp_path)
        assert warning is None
        # one complete generation: every record from the same save
        times = {rec.best_time_s for cp in progress.campaigns.values() for rec in cp.levels.values()}
        assert len(times) == 1
        assert all(len(cp.levels) == 1499 and cp.current == 1500 for cp in progress.campaigns.values())
        assert sorted(progress.campaigns) == ["2d", "3d", "flat"]
        assert len(progress.dailies("2d")) == 28
        assert {r.time_s for r in progress.dailies("2d").values()} == times
        seen |= times
        assert not list(tmp_path.glob("*.corrupt-*"))
    # the files read back come from rewrites, not from a first save
    assert max(seen) > 1
