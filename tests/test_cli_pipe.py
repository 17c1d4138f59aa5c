"""`quiver ... | head -1`: when the reader of stdout closes the pipe early, every
subcommand that writes to stdout stops quietly (exit status 141, as for a tool that
SIGPIPE stops; no error line, no traceback). Real child processes on real pipes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from quiver.cli import SIGPIPE_STATUS

ROOT = Path(__file__).resolve().parents[1]
BOARD = ROOT / "tests" / "boards" / "flat_brick3.json"

pytestmark = pytest.mark.slow  # child processes

WRITERS = [
    ["check", str(BOARD)],
    ["generate", "--mode", "2d", "--size", "10", "--seed", "3", "--out", "-"],
    ["shapes"],
    ["shapes", "--json"],
    ["--paths"],
    ["--help"],
    ["check", "--help"],
    ["--version"],
]


def _quiver(argv: list[str], stdout: int) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QUIVER_DEBUG="")
    return subprocess.run(
        [sys.executable, "-m", "quiver", *argv],
        cwd=ROOT,
        stdout=stdout,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        text=True,
        timeout=120,
        env=env,
    )


@pytest.mark.parametrize("argv", WRITERS, ids=" ".join)
def test_a_pipe_closed_before_the_first_write_ends_quietly(argv, tmp_path, monkeypatch):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before the tool writes a byte
    try:
        p = _quiver(argv, write_end)
    finally:
        os.close(write_end)
    assert p.returncode == SIGPIPE_STATUS == 141, p.stderr
    assert p.stderr == ""


def test_head_dash_c_on_a_long_output_ends_quietly(tmp_path, monkeypatch):
    """Far more than a pipe's buffer of board text (about 300 KB) and a reader that takes
    its first bytes and closes (`| head -c 100`): the write fails part way."""
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    argv = [sys.executable, "-m", "quiver", "generate", "--mode", "2d", "--size", "120", "--seed", "1"]
    argv += ["--out", "-"]
    # as a user runs it: stdout buffered (unbuffered, Python's text layer takes a write cut
    # short by the signal as done, and the tool ends with 0, also quiet)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    p = subprocess.Popen(argv, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, bufsize=0, env=env)
    assert p.stdout is not None and p.stderr is not None
    first = p.stdout.read(100)
    p.stdout.close()
    err = p.stderr.read()
    status = p.wait(timeout=120)
    assert first.startswith(b"{")
    assert err == b""
    assert status == SIGPIPE_STATUS
