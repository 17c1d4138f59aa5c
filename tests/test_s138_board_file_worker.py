"""A board file (.json) dropped or typed is read in the generator's worker behind the
loading screen (s138): it was read on the UI thread, the window frozen 0.35-0.6 s for a
160x160 2D board and about a second for a 3D 40 one (load average 3, two cores), Esc
unread. Esc cancels it; a file that cannot be played is the same one line as before."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run, run_until

pygame = pytest.importorskip("pygame")

from test_s134_picture_worker import WAIT_S, Held  # noqa: E402

import quiver.engine.codec as codec  # noqa: E402
from quiver.engine.codec import dump_board  # noqa: E402
from quiver.game.worker import BuildStage  # noqa: E402
from quiver.generator import PuzzleSpec, generate  # noqa: E402


@pytest.fixture
def make(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, seed=7) as make:
        yield make


def _board(path) -> str:
    path.write_text(dump_board(generate(PuzzleSpec("2d", "heart", (12,), None, "easy", 3))))
    return str(path)


def test_a_dropped_board_file_is_read_behind_the_loading_screen_and_esc_cancels(make, monkeypatch, tmp_path):
    held = Held(monkeypatch, codec, "load_board_file")
    app = make()
    menu = app.top
    app.flow.drop_files([_board(tmp_path / "board.json")])
    assert held.started.wait(WAIT_S)
    loading = app.top
    assert loading.name == "loading" and not held.go.is_set()  # up before the file is read
    run(app, 20)  # the window answers meanwhile
    (job,) = held.jobs
    assert app.top is loading and job.stage == BuildStage.LOADING
    assert job.stage_text() == "Reading the board file"
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)
    run(app)
    assert app.top is menu and job.done
    held.finish(app)
    run(app, 10)
    assert app.top is menu and app.toasts.texts() == []  # cancelled: nothing opens


def test_a_board_file_read_in_the_worker_plays_and_a_bad_one_is_the_same_line(make, monkeypatch, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{bad")
    with pytest.raises(ValueError) as today:
        codec.load_board_file(str(bad))
    held = Held(monkeypatch, codec, "load_board_file")
    app = make()
    app.flow.drop_files([str(bad)])
    held.finish(app)
    assert app.top.name == "menu"
    assert app.toasts.texts() == [f"'bad.json': {' '.join(str(today.value).split())}"]
    app.flow.drop_files([_board(tmp_path / "board.json")])
    held.finish(app)
    run_until(app, lambda: app.top.name == "play2d", what="the board file's puzzle")
    assert app.top.label == "board.json" and len(app.top.board.arrows) > 0
    assert app.midend.settings.last_picture == ""  # (a board file is no picture to keep)


@pytest.mark.slow  # a worker process
def test_the_worker_process_reads_the_same_board(tmp_path):
    import time

    from quiver.game.picture import PictureTask
    from quiver.game.worker import ProcessJob, start_generation

    path = _board(tmp_path / "board.json")
    task = PictureTask(path, "medium", 1.0, 0)
    job = start_generation(task)
    assert isinstance(job, ProcessJob)
    deadline = time.monotonic() + WAIT_S
    while not job.poll() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert job.code is task and job.note is None  # (a board file has no code of its own)
    assert dump_board(job.result()) == dump_board(codec.load_board_file(path))
