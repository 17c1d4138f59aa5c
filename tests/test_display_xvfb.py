"""tools/xvfb_run.py, which every test, bench and CI step that needs an X server starts it
with (it replaced `xvfb-run -a`; why: its docstring, docs/testing.md): the command gets a
display of its own that stays up between its clients, and no server outlives it."""

from __future__ import annotations

import importlib.util
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
XVFB_RUN = ROOT / "tools" / "xvfb_run.py"
_spec = importlib.util.spec_from_file_location("xvfb_run", XVFB_RUN)
assert _spec is not None and _spec.loader is not None
xvfb_run = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(xvfb_run)

no_x = shutil.which("Xvfb") is None or shutil.which("xdotool") is None
needs_x = pytest.mark.skipif(no_x, reason="needs Xvfb and xdotool")


def test_it_reads_xvfb_runs_options():
    assert xvfb_run.parse(["-a", "-s", "-screen 0 320x240x24", "sh", "-c", "x -y"]) == (
        ["-screen", "0", "320x240x24"],
        ["sh", "-c", "x -y"],
    )
    assert xvfb_run.parse(["--server-args=-screen 0 8x8x8", "--", "-odd"]) == (
        ["-screen", "0", "8x8x8"],
        ["-odd"],
    )
    assert xvfb_run.parse(["true"])[0] == ["-screen", "0", "1280x1024x24"]  # xvfb-run's default
    for bad in ([], ["-a"], ["-x", "true"]):
        with pytest.raises(ValueError):
            xvfb_run.parse(bad)


def test_the_cookie_file_holds_one_entry_for_any_display(tmp_path):
    path = tmp_path / "Xauthority"
    xvfb_run.write_cookie(path)
    data = path.read_bytes()
    assert data[:6] == b"\xff\xff\x00\x00\x00\x00"  # family Wild, no address, no display number
    assert b"MIT-MAGIC-COOKIE-1" in data and len(data) == 2 + 2 + 2 + 2 + 18 + 2 + 16
    assert path.stat().st_mode & 0o777 == 0o600


@pytest.mark.slow
@needs_x
def test_the_command_gets_its_display_and_its_status_is_ours():
    script = 'echo "$DISPLAY"; for i in 1 2 3; do xdotool getdisplaygeometry; done; exit 3'
    done = subprocess.run(
        [sys.executable, str(XVFB_RUN), "-s", "-screen 0 321x123x24", "sh", "-c", script],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 3, done.stderr
    display, *sizes = done.stdout.split("\n")[:-1]
    assert display.startswith(":") and sizes == ["321 123"] * 3  # its own server, all three times
    assert not xvfb_run.display_answers(int(display[1:]))  # stopped (and waited for) at the end


@pytest.mark.slow
@needs_x
def test_no_server_outlives_a_killed_run():
    """A test's timeout kills the runner (SIGKILL, no clean-up of its own): its Xvfb goes too."""
    runner = subprocess.Popen(
        [sys.executable, str(XVFB_RUN), "sh", "-c", 'echo "$DISPLAY"; sleep 60'],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert runner.stdout is not None
        number = int(runner.stdout.readline().strip()[1:])
        assert xvfb_run.display_answers(number)
    finally:
        runner.send_signal(signal.SIGKILL)
        runner.wait()
    deadline = time.monotonic() + 10
    while xvfb_run.display_answers(number) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not xvfb_run.display_answers(number)


@pytest.mark.slow
@needs_x
def test_six_at_once_each_reach_their_own_server_between_clients():
    """tools/xvfb_stress.py, short: six runs started together, twice, each client connecting
    five times in a row (with `xvfb-run -a` about a third of such runs failed here)."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "xvfb_stress.py"), "--at-once", "6", "--rounds", "2"],
        capture_output=True,
        text=True,
        timeout=300,
        env={k: v for k, v in os.environ.items() if k != "DISPLAY"},
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 of 12 runs failed" in done.stdout
