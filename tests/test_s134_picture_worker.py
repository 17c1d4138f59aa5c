"""The player's own picture is read and sized off the main loop (s134): reading a big PNG
and the search for a thin one's size (up to a second or more) ran on the UI thread before
the loading screen came, the window frozen and Esc unread. Now only the checks that look
at the folder run there; the rest runs in the generator's worker with the build
(PictureTask), behind the loading screen, which Esc cancels; a refusal is still one
line, the same words, on the screen the picture came from."""

from __future__ import annotations

import os
import threading
import time

import pytest
from app_helpers import app_maker, post, run, run_until

pygame = pytest.importorskip("pygame")

import quiver.game.picture as picture  # noqa: E402
import quiver.scenes.picture as picture_scene  # noqa: E402
from quiver.engine.codec import dump_board  # noqa: E402
from quiver.game.worker import BuildStage, ProcessJob, ThreadJob, start_generation  # noqa: E402
from quiver.scenes.entry_card import as_sentence  # noqa: E402
from quiver.shapes import ShapeError  # noqa: E402

WAIT_S = 30  # a test that goes wrong fails, it does not hang


def _disc(path, w=40, h=30) -> str:
    s = pygame.Surface((w, h))
    s.fill((255, 255, 255))
    pygame.draw.circle(s, (0, 0, 0), (w // 2, h // 2), min(w, h) // 2 - 2)
    pygame.image.save(s, str(path))
    return str(path)


def _esc(app) -> None:
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)
    run(app)


class Held:
    """A stage of the build held until the test lets it go (`owner.name`: the picture's
    reading here, a board file's in s138), in a thread (ThreadJob, the worker's fallback: a
    process would not see this stand-in), so the test sees the screens while the
    preparation has not finished. `built`: the pictures built."""

    def __init__(self, monkeypatch, owner=picture, name="sized") -> None:
        self.started, self.go = threading.Event(), threading.Event()
        self.built: list[object] = []
        real, real_build = getattr(owner, name), picture.build_picture

        def held(*args):
            self.started.set()
            assert self.go.wait(WAIT_S), "the test never let the reading go"
            return real(*args)

        def build(spec, *notes):
            self.built.append(spec)
            return real_build(spec, *notes)

        monkeypatch.setattr(owner, name, held)
        monkeypatch.setattr(picture, "build_picture", build)
        self.jobs: list[ThreadJob] = []

        def start(task, inline=False):
            self.jobs.append(ThreadJob(task))
            return self.jobs[-1]

        monkeypatch.setattr(picture_scene, "start_generation", start)

    def finish(self, app) -> None:
        """Let the reading go, wait for the thread's end (real time, not the app's clock)
        and step the app: the job's news lands on the next frame."""
        self.go.set()
        for job in self.jobs:
            job._thread.join(WAIT_S)
        run(app, 3)


@pytest.fixture
def make(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, seed=7) as make:
        yield make


def test_the_loading_screen_shows_while_the_picture_is_read_and_esc_cancels_it(make, monkeypatch, tmp_path):
    held = Held(monkeypatch)
    app = make()
    menu = app.top
    path = _disc(tmp_path / "disc.png")
    post(pygame.DROPFILE, file=path)
    run(app)
    assert held.started.wait(WAIT_S)
    loading = app.top
    assert loading.name == "loading" and not held.go.is_set()  # up before the reading is done
    (job,) = held.jobs
    run(app, 20)  # frames go on: the window answers while the picture is read
    assert app.top is loading and loading.drawn and job.stage == BuildStage.READING
    _esc(app)
    assert app.top is menu and job.done and job.stage == BuildStage.FAILED
    held.go.set()  # the reading ends after the player cancelled
    job._thread.join(WAIT_S)
    assert not job._thread.is_alive() and held.built == []  # it stopped: no board built
    run(app, 10)
    assert app.top is menu and app.toasts.texts() == []  # no late result, nothing said
    assert app.midend.settings.last_picture == ""  # (cancelled: not played)


def test_a_picture_read_in_the_worker_plays_and_is_kept_as_the_last_one(make, monkeypatch, tmp_path):
    held = Held(monkeypatch)
    app = make()
    path = _disc(tmp_path / "disc.png")
    app.flow.drop_files([path])
    assert app.top.name == "loading"
    held.finish(app)
    assert app.top.label == "disc.png" and len(held.built) == 1
    assert app.midend.settings.last_picture == path


def test_a_typed_picture_that_is_no_picture_is_said_on_the_card_as_typed(make, monkeypatch, tmp_path):
    bad = tmp_path / "notes.png"
    bad.write_bytes(b"this is not a picture at all")
    with pytest.raises(ShapeError) as today:
        picture.picture_spec(str(bad))  # the words the card said before (read on the UI thread)
    held = Held(monkeypatch)
    app = make()
    card = picture_scene.PictureScene(app.ports)
    app.push(card)
    card.box.text = f" {bad} "
    card.submit()
    assert app.top.name == "loading"  # the card gave way at once: the reading is the worker's
    held.finish(app)
    again = app.top
    assert again.error == as_sentence(str(today.value)) and "\n" not in again.error
    assert again.box.text == f" {bad} "  # as typed
    assert [s.name for s in app.stack] == ["menu", "picture"] and app.toasts.texts() == []
    assert app.midend.settings.last_picture == ""


def test_a_dropped_grainy_picture_is_one_toast_on_the_puzzle_it_was_dropped_on(make, tmp_path):
    """A puzzle with a move made: asked first, then read in the worker; its refusal comes
    back to the puzzle, which is kept as it was (the build's inline here: not realtime)."""
    app = make()
    app.flow.drop_files([_disc(tmp_path / "first.png")])
    run_until(app, lambda: app.top.name == "play2d", what="the first picture")
    play = app.top
    play.fire(min(play.board.free_arrows()), 0)
    run(app, 30)
    assert play.session.at_stake
    s = pygame.Surface((40, 40))
    s.fill((255, 255, 255))
    for i in range(40):  # a thin diagonal: lone dots at any size, nothing else (s138: a
        s.set_at((i, i), (0, 0, 0))  # few dots beside a shape are left out, not refused)
    grainy = str(tmp_path / "dot.png")
    pygame.image.save(s, grainy)
    with pytest.raises(ShapeError) as today:
        picture.picture_spec(grainy)
    app.flow.drop_files([grainy])
    assert app.top.name == "confirm"
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    run_until(app, lambda: app.top is play, what="back on the puzzle")
    assert app.toasts.texts() == [picture_scene.capital(str(today.value))]  # (a capital first, s176)
    assert play.session.at_stake and [s.name for s in app.stack] == ["menu", "play2d"]


def test_a_path_that_names_no_file_is_said_at_once_with_no_loading_screen(make, tmp_path):
    app = make()
    app.flow.drop_files([str(tmp_path / "nowhere.png")])
    assert app.top.name == "menu"
    assert app.toasts.texts() == [f"No file 'nowhere.png' in {tmp_path}"]


def test_a_picture_task_keeps_any_path_whole_on_one_line(tmp_path):
    odd = os.fsdecode(os.fsencode(str(tmp_path)) + b'/ caf\xe9 "quoted" \\ 1.png')  # not UTF-8
    for refuse in (None, "3D needs OpenGL 3.3"):
        text = str(picture.PictureTask(odd, "hard", 1.6, 12, refuse))
        assert "\n" not in text and text.isascii()  # (the warm spare reads one line)
        back = picture.PictureTask.parse(text)
        assert (back.path, back.difficulty, back.factor, back.seed, back.refuse) == (
            odd,
            "hard",
            1.6,
            12,
            refuse,
        )


@pytest.mark.slow  # worker processes
def test_the_worker_builds_the_same_board_and_cancel_stops_its_process(tmp_path):
    path = _disc(tmp_path / "disc.png", 60, 44)
    spec = picture.picture_spec(path, "hard", 1.6, 12)
    job = start_generation(picture.picture_task(path, "hard", 1.6, 12))
    assert isinstance(job, ProcessJob)
    deadline = time.monotonic() + WAIT_S
    while not job.poll() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert job.code == spec
    assert dump_board(job.result()) == dump_board(picture.build_picture(spec))  # byte-identical
    slow = start_generation(picture.picture_task(path))
    slow.cancel()  # Esc at once: the worker is killed, its result never read
    assert slow._process.poll() is not None and slow.done
    with pytest.raises(ValueError, match="cancelled"):
        slow.result()
