"""A script nobody runs is broken: every script in tools/ runs somewhere, here or in
.ci/run (directly or through tools/check.sh), and `test_every_tool_runs_somewhere` keeps
it so. Here each runs once as a person would start it, cheaply: a small real run where
one takes a few seconds, else `--help` (which must print the usage, write nothing and
exit 0: tools/make_sounds.py and tools/make_music.py took `--help` for their output
folder and wrote their sounds under `./--help/`)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ROOT / "tools"

# script -> (arguments, {tmp} is an empty folder; a line its stdout must hold, or
# None for `--help`'s usage). The real runs are the cheap ones; the rest are longer
# (mypy, a PyInstaller or wheel build, every screenshot or sound) and run in .ci/run,
# their tests (tests/test_music.py, test_audio.py, test_board_hashes.py,
# test_hostile_run.py) or both.
SMOKES: dict[str, tuple[list[str], str | None]] = {
    "audio_check.py": (["--help"], None),  # (a real-time session, a minute: by hand)
    "board_hashes.py": (["--help"], None),
    "build_bundle.py": (["--help"], None),
    "build_compiled.py": (["--status"], "modules"),
    "campaign_picks.py": (["--check", "2d:1"], "2d level 1: same"),
    "campaign_sizes.py": (["--help"], None),
    "gallery.py": (["--mode", "2d", "--size", "12", "--out", "{tmp}/gallery.png"], "wrote {tmp}/gallery.png"),
    "hostile_run.py": (["--help"], None),
    "layout.py": (["{tmp}/layout", "640x480"], "0 problems"),
    "make_icon.py": (["--check"], ""),
    "make_music.py": (["--help"], None),
    "make_sounds.py": (["--help"], None),
    "mypy_ratchet.py": (["--help"], None),
    "screenshots.py": (["--help"], None),
    "sizes.py": ([], "each listed with its reason"),
    "xvfb_run.py": (["--help"], None),  # (CI starts the game under it; tests/test_display_xvfb.py)
    "xvfb_stress.py": (["--help"], None),  # (a short run: tests/test_display_xvfb.py)
}


def _run(script: str, args: list[str], tmp: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QUIVER_HOME=str(tmp / "home"), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    argv = [a.replace("{tmp}", str(tmp)) for a in args]
    work = tmp / "cwd"  # where a tool that misreads its arguments would write
    work.mkdir()
    return subprocess.run(
        [sys.executable, str(TOOLS / script), *argv],
        cwd=work,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.slow  # a child process each (the tests below without one are in the fast tier)
@pytest.mark.parametrize("script", sorted(SMOKES))
def test_the_tool_runs(script: str, tmp_path: Path) -> None:
    args, expect = SMOKES[script]
    out = _run(script, args, tmp_path)
    assert out.returncode == 0, out.stdout[-1500:] + out.stderr[-1500:]
    if expect is None:
        assert f"usage: {script}" in out.stdout, out.stdout[:500]
    else:
        assert expect.replace("{tmp}", str(tmp_path)) in out.stdout, out.stdout[-1500:]
    assert not any((tmp_path / "cwd").iterdir()), "the tool wrote into its working folder"


@pytest.mark.slow  # a child process
def test_make_sounds_refuses_a_second_folder_in_one_line(tmp_path: Path) -> None:
    out = _run("make_sounds.py", ["a", "b"], tmp_path)
    assert out.returncode == 2 and "unrecognized arguments: b" in out.stderr
    assert not any((tmp_path / "cwd").iterdir())


def test_the_campaign_size_table_is_what_the_tool_writes_from_it() -> None:
    """tools/campaign_sizes.py's check (every shape at every edge, about 6 s) is too slow
    for a smoke: its writer turns the committed table back into the committed file."""
    sys.path.insert(0, str(TOOLS))
    try:
        import campaign_sizes as tool
    finally:
        sys.path.remove(str(TOOLS))
    from quiver.game.campaign_sizes import SIZES

    data = {
        mode: {s: [int(c) for c in row.split()] for s, row in rows.items()} for mode, rows in SIZES.items()
    }
    assert tool.render(data) == tool.TABLE.read_text()


def test_every_tool_runs_somewhere() -> None:
    ci = (ROOT / ".ci" / "run").read_text() + (TOOLS / "check.sh").read_text()
    scripts = sorted(p.name for p in TOOLS.iterdir() if p.suffix in (".py", ".sh"))
    nowhere = [s for s in scripts if s not in SMOKES and f"tools/{s}" not in ci]
    assert nowhere == [], f"add a smoke for {nowhere} here (or run them in .ci/run)"
    assert set(SMOKES) <= set(scripts), "a smoke names a script that is gone"
