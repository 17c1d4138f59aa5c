"""Fixtures shared by several test modules (helpers that are not fixtures: gl_helpers.py)."""

import pytest


@pytest.fixture(scope="module")
def ctx():
    """The shared standalone OpenGL 3.3 context (EGL; Mesa llvmpipe works); the test is
    skipped, not failed, on a machine with no OpenGL 3.3 at all."""
    from quiver.render3d.headless import HeadlessUnavailable, standalone_context

    try:
        return standalone_context()
    except HeadlessUnavailable as exc:  # pragma: no cover - no GL at all
        pytest.skip(str(exc))


@pytest.fixture(scope="session")
def _state_home(tmp_path_factory):
    return tmp_path_factory.mktemp("xdg-state")


@pytest.fixture(autouse=True)
def _log_file_in_a_temporary_folder(monkeypatch, _state_home):
    """A test that starts the game path without QUIVER_HOME writes its log file
    (quiver/logs.py) here, never into the real user's state folder."""
    from quiver import logs

    monkeypatch.setenv("XDG_STATE_HOME", str(_state_home))
    yield
    logs.remove_file()


@pytest.fixture(autouse=True)
def _no_first_start_lessons(monkeypatch):
    """Apps made by tests open puzzles directly; the lesson tests turn lessons on."""
    monkeypatch.setenv("QUIVER_LESSONS", "0")
