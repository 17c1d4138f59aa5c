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


@pytest.fixture(autouse=True)
def _no_first_start_lessons(monkeypatch):
    """Apps made by tests open puzzles directly; the lesson tests turn lessons on."""
    monkeypatch.setenv("QUIVER_LESSONS", "0")
