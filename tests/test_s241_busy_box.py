"""A second copy of the game started with no console (a desktop launcher, Terminal=false,
or a windowed build) says "another Quiver is already running" in a message box as well as
on stderr: it said it only on stderr, to nobody, and a double click seemed to do nothing
(s240). From a terminal, or with no screen, the one line is all."""

from __future__ import annotations

import io

import pygame
import pytest

from quiver import app, notice
from quiver.game.instance import FolderLock


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.fixture
def boxes(monkeypatch):
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        pygame.display, "message_box", lambda title, text, *a, **k: shown.append((title, text))
    )
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
    return shown


def _second_copy(monkeypatch, tmp_path, stderr) -> int:
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    monkeypatch.setattr("sys.stderr", stderr)
    with FolderLock(tmp_path):
        return app.run()


def test_a_second_copy_with_no_console_says_so_in_a_box(monkeypatch, tmp_path, boxes):
    assert _second_copy(monkeypatch, tmp_path, io.StringIO()) == 2
    ((title, text),) = boxes
    assert title == "Quiver"
    assert text.startswith("Another Quiver is already running")
    assert all(len(line) <= notice.WIDTH for line in text.splitlines())  # X11's box does not wrap


def test_a_second_copy_from_a_windowed_build_says_so_in_a_box(monkeypatch, tmp_path, boxes):
    assert _second_copy(monkeypatch, tmp_path, None) == 2
    assert len(boxes) == 1


def test_a_second_copy_from_a_terminal_says_one_line_only(monkeypatch, tmp_path, boxes):
    terminal = _Terminal()
    assert _second_copy(monkeypatch, tmp_path, terminal) == 2
    assert boxes == []
    assert "another Quiver is already running" in terminal.getvalue()


@pytest.mark.parametrize("driver", notice.HEADLESS)
def test_no_box_where_there_is_no_screen(monkeypatch, tmp_path, boxes, driver):
    monkeypatch.setenv("SDL_VIDEODRIVER", driver)
    assert _second_copy(monkeypatch, tmp_path, io.StringIO()) == 2
    assert boxes == []


def test_a_box_that_cannot_be_had_is_no_error(monkeypatch, tmp_path):
    def fails(*args, **kwargs):
        raise pygame.error("no message box here")

    monkeypatch.setattr(pygame.display, "message_box", fails)
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
    assert _second_copy(monkeypatch, tmp_path, io.StringIO()) == 2
