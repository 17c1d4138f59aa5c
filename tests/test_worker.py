"""Generation off the main loop: the worker process, the loading screen, Esc to cancel."""

import os
import sys
import time
from pathlib import Path

import pytest
from puzzle_codes import GV

from quiver.engine.codec import dump_board
from quiver.game.code import PuzzleSpec, generate_board
from quiver.game.journey import FreePuzzle, PuzzleRequest
from quiver.game.worker import WORKER_ARG, InlineJob, ProcessJob, keep_warm, start_generation, stop_warm

SMALL = f"2d-heart-16x14-34-hard-7-g{GV}"
SLOW = f"2d-rect-160x160-8000-hard-1-g{GV}"  # a large 2D size: seconds to build


def wait(job, limit=60.0):
    end = time.monotonic() + limit
    while not job.poll():
        assert time.monotonic() < end, "the worker did not finish"
        time.sleep(0.02)


def test_worker_process_builds_the_same_board():
    code = PuzzleSpec.parse(SMALL)
    job = start_generation(code)
    assert isinstance(job, ProcessJob)
    wait(job)
    assert job.stage == "done" and job.elapsed() > 0
    assert dump_board(job.result()) == dump_board(generate_board(code))
    assert job._process.poll() is not None  # the worker has exited


@pytest.mark.skipif(os.name == "nt", reason="a shell script stands in for the bundle")
def test_a_bundled_game_is_its_own_worker(monkeypatch, tmp_path):
    """In a PyInstaller bundle sys.executable is the game, whose entry point is
    quiver/__main__.py run as a script: the job starts it in worker mode (a process that
    can be stopped, never the thread fallback) and gets the same board."""
    main = Path(__file__).resolve().parent.parent / "quiver" / "__main__.py"
    exe = tmp_path / "quiver"
    exe.write_text(f'#!/bin/sh\nexec "{sys.executable}" "{main}" "$@"\n')
    exe.chmod(0o755)
    stop_warm()  # no spare left from another test: it would be a plain Python
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(exe))
    code = PuzzleSpec.parse(SMALL)
    job = start_generation(code)
    assert isinstance(job, ProcessJob) and job._process.args == [str(exe), WORKER_ARG, SMALL]
    wait(job)
    assert dump_board(job.result()) == dump_board(generate_board(code))
    try:  # the warm spare is the bundle in worker mode too
        keep_warm()
        job = start_generation(code)
        assert job._process.args == [str(exe), WORKER_ARG, "--warm"]
        wait(job)
        assert dump_board(job.result()) == dump_board(generate_board(code))
    finally:
        stop_warm()


def test_worker_error_is_one_line():
    job = start_generation(PuzzleSpec.parse("2d-heart-16x14-34-hard-7-g1"))
    wait(job)
    with pytest.raises(ValueError, match="generator g1") as e:
        job.result()
    assert "\n" not in str(e.value)


def test_inline_job_matches():
    job = InlineJob(PuzzleSpec.parse(SMALL))
    assert job.poll() and dump_board(job.result()).startswith("{")


def test_cancel_stops_the_worker_at_once():
    job = start_generation(PuzzleSpec.parse(SLOW))
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
    app.flow.open_code(PuzzleSpec.parse(SLOW))
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
    app.flow.open_code(PuzzleSpec.parse(SMALL))
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


def test_the_warm_spare_builds_the_same_board_and_a_new_spare_waits():
    """Issue 26: the spare worker (imports done, waiting on stdin) builds the board a
    fresh worker builds; taking it starts the next spare; stop_warm ends it."""
    from quiver.game import worker

    code = PuzzleSpec.parse(SMALL)
    try:
        worker.keep_warm()
        spare = worker._spare
        assert spare is not None and spare.poll() is None
        job = start_generation(code)
        assert isinstance(job, ProcessJob) and job._process is spare
        wait(job)
        assert dump_board(job.result()) == dump_board(generate_board(code))
        assert worker._spare is not None and worker._spare is not spare  # the next one waits
        nxt = worker._spare
    finally:
        worker.stop_warm()
    assert nxt.poll() is not None and worker._spare is None  # stopped, none started again
    job = start_generation(code)  # without a spare: a fresh worker, as before
    assert job._process is not nxt
    wait(job)
    assert dump_board(job.result()) == dump_board(generate_board(code))


def test_a_spare_whose_game_quit_exits_by_itself():
    """The spare's stdin closes when the game goes: it builds nothing and exits 0."""
    from quiver.game import worker

    proc = worker._spawn("--warm")
    assert proc.stdin is not None
    proc.stdin.close()
    assert proc.wait(60) == 0
    assert proc.stdout is not None and proc.stdout.read() == b""
    proc.stdout.close()


def test_the_loading_panel_shows_only_for_a_build_over_0_3_s():
    """Issue 26: a build under SHOW_AFTER_S leaves the screen as it is (one clear frame
    of the overlay, no panel); past it, the panel with the stage and the time."""
    pygame = pytest.importorskip("pygame")
    from types import SimpleNamespace

    from quiver.scenes.loading import SHOW_AFTER_S, LoadingScene

    pygame.font.init()

    class Slow:
        done, stage, t = False, "building", 0.0

        def elapsed(self):
            return self.t

        def stage_text(self):
            return "Placing the arrows"

        def poll(self):
            return False

        def cancel(self):
            pass

    job = Slow()
    ports = SimpleNamespace(  # the ports the panel reads: the window's size, real time
        stack=SimpleNamespace(size=(800, 600)),
        feedback=None,
        journeys=None,
        display=SimpleNamespace(realtime=True),
        midend=SimpleNamespace(clock=lambda: 0.0, settings=None),  # default menu size
    )
    code = PuzzleSpec.parse(SMALL)
    scene = LoadingScene(ports, PuzzleRequest(FreePuzzle(), code), code, job=job)
    surface = pygame.Surface((800, 600), pygame.SRCALPHA)
    surface.fill((9, 9, 9, 255))
    assert scene.draw(surface) is True and surface.get_at((400, 300)).a == 0  # cleared, nothing drawn
    job.t = SHOW_AFTER_S / 2
    assert scene.draw(surface) == [] and surface.get_at((400, 300)).a == 0
    job.t = SHOW_AFTER_S + 0.05
    assert scene.draw(surface) is True and surface.get_at((400, 300)).a > 0  # the panel
    # a build started away from the menu (a lesson skipped): the panel at once, or the
    # menu under it flashed up for 0.3 s
    job.t = 0.0
    surface.fill((9, 9, 9, 255))
    scene = LoadingScene(ports, PuzzleRequest(FreePuzzle(), code), code, job=job, at_once=True)
    assert scene.draw(surface) is True and surface.get_at((400, 300)).a > 0
