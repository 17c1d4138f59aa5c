"""The command line as a stranger uses it (round s86): the usage names the command that
was run, and bad input of every kind gets one line, no traceback, a non-zero status."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from quiver import cli

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(
    ("argv0", "prog"),
    [
        ("/home/me/.local/bin/quiver-game", "quiver-game"),
        ("/usr/bin/quiver", "quiver"),
        ("C:\\venv\\Scripts\\quiver-game.exe".replace("\\", "/"), "quiver-game"),
        ("/site-packages/quiver/__main__.py", "python -m quiver"),
        ("", "quiver"),
        ("-c", "quiver"),
        (None, "quiver"),
    ],
)
def test_prog_name_is_the_command_run(argv0, prog):
    assert cli.prog_name(argv0) == prog


@pytest.mark.parametrize("name", ["quiver-game", "quiver"])
def test_usage_names_the_entry_point_run(name, capsys, monkeypatch):
    """`quiver-game --help` said "usage: quiver" (pyproject's two [project.scripts])."""
    monkeypatch.setattr(sys, "argv", [f"/venv/bin/{name}", "--help"])
    assert cli.main() == 0
    out = capsys.readouterr().out
    assert out.startswith(f"usage: {name} [-h]")
    assert f"`{name} COMMAND --help` lists a command's options, which go after" in out  # (one line)
    monkeypatch.setattr(sys, "argv", [f"/venv/bin/{name}", "generate", "--help"])
    assert cli.main() == 0
    assert capsys.readouterr().out.startswith(f"usage: {name} generate [-h]")


def test_main_with_argv_keeps_quiver(capsys, monkeypatch):
    monkeypatch.setattr(sys, "argv", ["/venv/bin/quiver-game"])
    assert cli.main(["--help"]) == 0
    assert capsys.readouterr().out.startswith("usage: quiver [-h]")


@pytest.mark.slow
def test_python_dash_m_quiver_says_so():
    p = subprocess.run(
        [sys.executable, "-m", "quiver", "check", "--help"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert p.returncode == 0 and p.stdout.startswith("usage: python -m quiver check"), p.stdout


def _one_line_error(capsys, *argv) -> str:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    assert code == 2 and not out and "Traceback" not in err, err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("quiver: error: "), err
    return lines[0].removeprefix("quiver: error: ")


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        # the command's defaults took their place: seed 0's board, a 2D one
        (["--seed", "1", "generate", "--size", "5"], "quiver generate --seed 1 --size 5"),
        (["--mode", "3d", "generate", "--out", "a b.json"], "quiver generate --mode 3d --out 'a b.json'"),
        (["--seed", "2", "render", "--out", "x.png"], "quiver render --seed 2 --out x.png"),
    ],
)
def test_options_before_a_command_are_refused_with_the_command_to_type(
    capsys, monkeypatch, tmp_path, argv, says
):
    monkeypatch.chdir(tmp_path)  # (what a refused command would have written lands there)
    assert _one_line_error(capsys, *argv) == f"options go after the command, not before it: {says}"


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["--daily", "shapes"], "quiver shapes takes no --daily"),
        (["--paths", "check", "b.json"], "quiver check takes no --paths"),
        (["--mode", "2d", "play", "b.json"], "quiver play takes no --mode"),
    ],
)
def test_options_a_command_does_not_take_are_named(capsys, monkeypatch, tmp_path, argv, says):
    monkeypatch.chdir(tmp_path)
    assert _one_line_error(capsys, *argv) == says


def test_ctrl_c_while_generate_writes_is_one_line_130_and_leaves_no_temp_file(capsys, monkeypatch, tmp_path):
    """Ctrl+C as the board file was being written left `b.json.tmpPID` beside it."""

    def interrupted(src, dst):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", interrupted)
    out = tmp_path / "b.json"
    assert cli.main(["generate", "--size", "5", "--out", str(out)]) == 130
    _, err = capsys.readouterr()
    assert err == "quiver: interrupted\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == []


def test_ctrl_c_while_generating_is_one_line_130(capsys, monkeypatch):
    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "generate_board", interrupted)
    assert cli.main(["generate", "--size", "5"]) == 130
    out, err = capsys.readouterr()
    assert not out and err == "quiver: interrupted\n"


# Ctrl+C as `quiver` loads: stopped in the middle of importing quiver.cli_system
_STOPPED_LOADING = """
import sys
class Stop:
    def find_spec(self, name, path=None, target=None):
        if name == "quiver.cli_system":
            raise KeyboardInterrupt
sys.meta_path.insert(0, Stop())
from quiver.cli import main
"""


@pytest.mark.slow
def test_ctrl_c_while_the_command_loads_is_one_line():
    """It printed the traceback of the import it stopped (the first 0.2 s, before main())."""
    import signal

    p = subprocess.run(
        [sys.executable, "-c", _STOPPED_LOADING], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert p.stderr == "quiver: interrupted\n"
    assert p.returncode != 0
    if sys.platform != "win32":
        assert p.returncode == -signal.SIGINT  # as SIGINT ends a process: a shell says 130


BOARD_2D = ROOT / "tests" / "boards" / "2d_cycle.json"


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (
            ["--board", str(BOARD_2D), "--yaw", "30"],
            "--yaw turns 3D and Flat-3D views, and this puzzle is 2D: drop --yaw",
        ),
        (
            ["--size", "6", "--yaw", "3", "--pitch", "4"],
            "--yaw and --pitch turn 3D and Flat-3D views, and this puzzle is 2D: drop them",
        ),
        (
            ["--code", "2d-heart-16x14-40-hard-7-g9", "--pitch", "1"],
            "--pitch turns 3D and Flat-3D views, and this puzzle is 2D: drop --pitch",
        ),
    ],
)
def test_render_says_a_2d_puzzle_has_no_view_to_turn(capsys, tmp_path, argv, says):
    """`quiver render --board 2d.json --yaw 30` drew the picture as if --yaw were not there."""
    out = tmp_path / "x.png"
    assert _one_line_error(capsys, "render", *argv, "--out", str(out)) == says
    assert not out.exists()


def test_a_dash_for_the_command_says_how_to_play_standard_input(capsys):
    """`quiver generate | quiver -` said only "argument COMMAND: invalid choice: '-'"."""
    says = "'-' is not a command: `quiver play -` plays a board file from standard input"
    assert _one_line_error(capsys, "-") == says


def test_the_hint_to_play_a_board_names_the_command_run(capsys, monkeypatch):
    monkeypatch.setattr(sys, "argv", ["/venv/bin/quiver-game", "b.json"])
    assert cli.main() == 2
    err = capsys.readouterr().err
    assert err == "quiver: error: 'b.json' is not a command: `quiver-game play b.json` plays a board file\n"


def _never_built(*args, **kwargs):
    raise AssertionError("the board was built before --out was checked")


@pytest.mark.parametrize(
    ("out", "says"),
    [
        ("{tmp}/no/b.json", "argument --out: no folder '{tmp}/no' to write 'b.json' in"),
        ("{tmp}", "argument --out: '{tmp}' is a folder: name a file in it"),
    ],
)
def test_generate_out_is_checked_before_the_board_is_built(capsys, monkeypatch, tmp_path, out, says):
    """A missing folder was said after the whole build (seconds for a big board)."""
    monkeypatch.setattr(cli, "generate_board", _never_built)
    got = _one_line_error(capsys, "generate", "--size", "5", "--out", out.format(tmp=tmp_path))
    assert got == says.format(tmp=tmp_path)


def test_render_out_that_is_a_folder_is_said_before_drawing(capsys, tmp_path):
    (tmp_path / "x.png").mkdir()
    got = _one_line_error(capsys, "render", "--size", "5", "--out", str(tmp_path / "x.png"))
    assert got == f"argument --out: '{tmp_path / 'x.png'}' is a folder: name a file in it"


@pytest.mark.slow
def test_generate_out_dev_stdout_into_a_pipe(tmp_path):
    """`quiver generate --out /dev/stdout | ...` said "cannot write /dev/stdout: No such
    file or directory" (it followed the link to /proc/N/fd/pipe:[M])."""
    if not Path("/dev/stdout").exists():
        pytest.skip("no /dev/stdout here")
    p = subprocess.run(
        [sys.executable, "-m", "quiver", "generate", "--size", "5", "--out", "/dev/stdout"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "QUIVER_HOME": str(tmp_path)},
    )
    assert p.returncode == 0 and p.stderr == "" and p.stdout.startswith('{"arrows":')


@pytest.mark.skipif(not os.path.isdir("/dev/fd"), reason="no /dev/fd here")
def test_a_board_through_a_pipe_of_ours_is_read(capsys):
    """`quiver check <(quiver generate)` said "cannot read /dev/fd/63: not a regular file
    (a pipe (FIFO))": a pipe the shell hands over open has its writer, and is read (by
    check, render --board and play alike: cli_files.read_board)."""
    read_end, write_end = os.pipe()
    os.write(write_end, (ROOT / "tests" / "boards" / "flat_brick3.json").read_bytes())
    os.close(write_end)
    try:
        status = cli.main(["check", f"/dev/fd/{read_end}"])
    finally:
        os.close(read_end)
    out, err = capsys.readouterr()
    assert status == 0 and err == "" and '"depth": 3' in out, err


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs (POSIX)")
def test_a_named_fifo_is_still_refused_in_one_line(capsys, tmp_path):
    fifo = tmp_path / "b.json"
    os.mkfifo(fifo)
    assert "not a regular file" in _one_line_error(capsys, "check", str(fifo))


@pytest.mark.parametrize(
    ("raw", "named"),
    [
        ({"leaderboard_server": "ftp://scores.example.org"}, "leaderboard_server"),
        ({"leaderboard_server": "https://x.org/?a=1"}, "leaderboard_server"),
        ({"leaderboard_name": "\u200b\u200b"}, "leaderboard_name"),
    ],
)
def test_a_hand_edited_leaderboard_setting_that_cannot_be_used_is_named(tmp_path, monkeypatch, raw, named):
    """settings.json's `"leaderboard_server": "ftp://..."` turned the leaderboard off
    without a word (the other settings' bad values are named)."""
    import json

    from quiver.game.settings import load_settings

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    (tmp_path / "settings.json").write_text(json.dumps({"schema": 1, **raw}))
    settings, warning = load_settings()
    assert warning == f"settings.json: could not use the value of {named}; using its default"
    assert getattr(settings, named) == ""


def test_an_empty_leaderboard_setting_is_off_not_a_problem(tmp_path, monkeypatch):
    from quiver.game.settings import load_settings

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    (tmp_path / "settings.json").write_text(
        '{"schema": 1, "leaderboard_server": " ", "leaderboard_name": ""}'
    )
    assert load_settings()[1] is None


@pytest.mark.parametrize(
    ("word", "says"),
    [
        ("Help", "'Help' is not a command: `quiver --help` lists the commands"),
        ("version", "'version' is not a command: `quiver --version` prints it"),
    ],
)
def test_help_and_version_typed_as_commands_point_to_the_options(capsys, word, says):
    """`quiver help` said only "argument COMMAND: invalid choice: 'help' (choose from ...)"
    (`quiver help` itself prints the help since s325: tests/test_s325_help_topics.py)."""
    assert _one_line_error(capsys, word) == says


@pytest.mark.parametrize("under", ["", "sub"])
def test_a_data_folder_that_is_a_file_is_said_once_not_twice(tmp_path, monkeypatch, capsys, under):
    """QUIVER_HOME=/dev/null (or a folder under a file) said "no log file (...: Not a
    directory)" before the line that the data folder is a file."""
    from quiver import cli_system, logs

    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("QUIVER_HOME", str(blocker / under) if under else str(blocker))
    logs.remove_file()
    try:
        assert cli_system.start_log_file() is None
    finally:
        logs.remove_file()
    assert capsys.readouterr().err == ""


def test_a_data_folder_that_is_a_folder_has_its_log_file(tmp_path, monkeypatch):
    from quiver import cli_system, logs

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    logs.remove_file()
    try:
        assert cli_system.start_log_file() == tmp_path / "logs" / logs.LOG_NAME
    finally:
        logs.remove_file()
