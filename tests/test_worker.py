"""Generation off the main loop: the worker process, the loading screen, Esc to cancel."""

import time

import pytest

from quiver.engine.codec import dump_board
from quiver.game.code import PuzzleCode, generate_board
from quiver.game.worker import InlineJob, ProcessJob, start_generation
from quiver.generator import GENERATOR_VERSION

GV = GENERATOR_VERSION.rsplit("/", 1)[1]  # the code suffix of this generator

SMALL = f"2d-heart-16x14-34-hard-7-g{GV}"
SLOW = f"2d-rect-160x160-8000-hard-1-g{GV}"  # the largest 2D size: seconds to build


def wait(job, limit=60.0):
    end = time.monotonic() + limit
    while not job.poll():
        assert time.monotonic() < end, "the worker did not finish"
        time.sleep(0.02)


def test_worker_process_builds_the_same_board():
    code = PuzzleCode.parse(SMALL)
    job = start_generation(code)
    assert isinstance(job, ProcessJob)
    wait(job)
    assert job.stage == "done" and job.elapsed() > 0
    assert dump_board(job.result()) == dump_board(generate_board(code))
    assert job._process.poll() is not None  # the worker has exited


def test_worker_error_is_one_line():
    job = start_generation(PuzzleCode.parse("2d-heart-16x14-34-hard-7-g1"))
    wait(job)
    with pytest.raises(ValueError, match="generator g1") as e:
        job.result()
    assert "\n" not in str(e.value)


def test_inline_job_matches():
    job = InlineJob(PuzzleCode.parse(SMALL))
    assert job.poll() and dump_board(job.result()).startswith("{")


def test_cancel_stops_the_worker_at_once():
    job = start_generation(PuzzleCode.parse(SLOW))
    time.sleep(0.3)
    job.cancel()
    assert job._process.poll() is not None  # stopped, not left running
    assert job.poll()
    with pytest.raises(ValueError, match="cancelled"):
        job.result()


@pytest.fixture
def live_app(monkeypatch, tmp_path):
    pygame = pytest.importorskip("pygame")
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    monkeypatch.setenv("SDL_VIDEODRIVER", "offscreen")
    monkeypatch.setenv("QUIVER_NO_GL", "1")
    pygame.display.quit()
    from quiver.app import App

    app = App(sound=False)  # realtime: the real worker process
    app.open_window()
    app.to_menu()
    yield app
    app.close()
    pygame.display.quit()


def test_window_keeps_responding_and_esc_returns_to_the_menu(live_app):
    import pygame

    from quiver.scenes.loading import LoadingScene
    from quiver.scenes.menu import MenuScene

    app = live_app
    app.flow.open_code(PuzzleCode.parse(SLOW))
    loading = app.top
    assert isinstance(loading, LoadingScene)
    for _ in range(40):  # frames keep coming while it builds:
        app.step()  # no step waits for the generator
        time.sleep(0.02)
    assert isinstance(app.top, LoadingScene) and not loading.job.done
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=41)
    )
    app.step()
    assert isinstance(app.top, MenuScene)
    assert loading.job._process.poll() is not None  # stopped, not left running


def test_the_real_worker_opens_the_puzzle(live_app):
    from quiver.scenes.play2d import Play2DScene

    app = live_app
    app.flow.open_code(PuzzleCode.parse(SMALL))
    end = time.monotonic() + 60
    while not isinstance(app.top, Play2DScene):
        assert time.monotonic() < end
        app.step()
        time.sleep(0.01)
    assert str(app.top.code) == SMALL


def test_the_smoke_timer_is_honoured_while_a_long_build_runs(tmp_path):
    import os
    import subprocess
    import sys

    env = dict(
        os.environ,
        QUIVER_HOME=str(tmp_path),
        SDL_VIDEODRIVER="dummy",
        QUIVER_NO_GL="1",
        QUIVER_SMOKE_SECONDS="1",
        SDL_AUDIODRIVER="dummy",
    )
    p = subprocess.run(
        [sys.executable, "-m", "quiver", "--code", SLOW], env=env, capture_output=True, text=True, timeout=300
    )
    assert p.returncode == 0, p.stderr
    assert "code:" not in p.stdout  # it closed while building, never opened it
    assert "Traceback" not in p.stderr


def test_a_campaign_level_is_chosen_in_the_worker_process():
    # the level's candidate search runs in the worker; the job reports the code it kept
    from quiver.game.campaign import level_board
    from quiver.game.worker import LevelTask

    job = start_generation(LevelTask("2d", 12))
    assert isinstance(job, ProcessJob)
    wait(job)
    code, board = level_board("2d", 12)
    assert str(job.code) == str(code) and "locks" in job.code.special_kinds
    assert dump_board(job.result()) == dump_board(board)


def test_a_bad_level_task_is_one_line():
    job = InlineJob("level:2d:x")
    job.poll()
    with pytest.raises(ValueError, match="not a campaign level"):
        job.result()
