"""s233: logs.quiet_stderr silences fd 2 while a C library (libpng, ALSA, SDL) may write
its own lines there. It silenced Python's lines with them: a warning another thread
logged while a picture loaded reached the log file only. And two blocks open at once
(a picture loading on one thread while the mixer opens on another) left fd 2 silenced
for good when the first one out was not the last one in."""

from __future__ import annotations

import io
import logging
import os
import sys
import threading

import pytest

from quiver import logs


@pytest.fixture
def stderr_on_fd2(monkeypatch, capfd):
    """fd 2 captured; the test calls it for sys.stderr writing to fd 2, as in a terminal
    (pytest's own does not; it puts its own back as the test starts, hence the call)."""
    logs.setup()

    def on_fd2():
        fd2 = io.FileIO(2, "w", closefd=False)
        monkeypatch.setattr(sys, "stderr", io.TextIOWrapper(fd2, line_buffering=True))
        return capfd

    return on_fd2


def test_another_threads_lines_are_not_silenced_with_the_librarys(stderr_on_fd2):
    inside, said = threading.Event(), threading.Event()

    def other() -> None:
        inside.wait(5)
        logging.getLogger("quiver.test").warning("the other thread's warning")
        print("the other thread's print", file=sys.stderr)
        said.set()

    captured = stderr_on_fd2()
    thread = threading.Thread(target=other)
    thread.start()
    with logs.quiet_stderr():
        os.write(2, b"libpng error: Not enough image data\n")  # the library's own line
        inside.set()
        assert said.wait(5)
    thread.join(5)
    assert captured.readouterr().err.splitlines() == [
        "quiver: warning: the other thread's warning",
        "the other thread's print",
    ]


def test_python_lines_after_the_block_reach_the_stream_it_stood_in_for(stderr_on_fd2):
    captured = stderr_on_fd2()
    original = sys.stderr
    with logs.quiet_stderr():
        kept = sys.stderr  # (a thread that took it just before the block ended)
    assert sys.stderr is original
    kept.write("after\n")
    kept.flush()
    os.write(2, b"and C's\n")
    assert captured.readouterr().err == "after\nand C's\n"


def test_blocks_open_at_once_leave_fd2_restored_whichever_ends_first(stderr_on_fd2):
    captured = stderr_on_fd2()
    first, second = logs.quiet_stderr(), logs.quiet_stderr()
    first.__enter__()
    second.__enter__()
    first.__exit__(None, None, None)
    os.write(2, b"still quiet\n")  # the second is still open
    second.__exit__(None, None, None)
    os.write(2, b"heard\n")
    assert captured.readouterr().err == "heard\n"


def test_with_no_fd2_python_lines_go_where_they_went(capsys):
    """pytest's capsys (as a windowed build's None): sys.stderr is not fd 2, left alone."""
    before = sys.stderr
    with logs.quiet_stderr():
        assert sys.stderr is before
        print("said", file=sys.stderr)
    assert capsys.readouterr().err == "said\n"
