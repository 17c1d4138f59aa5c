"""The player's own picture from inside the game (quiver/game/picture.py, scenes/picture.py):
dropped on the window, or its path typed in the Custom panel's "Your picture" card."""

from __future__ import annotations

import json

import pytest
from app_helpers import app_maker, click, post, run

pygame = pytest.importorskip("pygame")

from quiver.engine.modes import Mode  # noqa: E402
from quiver.game.picture import clean_path, picture_label, picture_spec  # noqa: E402
from quiver.game.settings import Settings  # noqa: E402
from quiver.shapes import ShapeError, make_shape  # noqa: E402


def _disc(path, w=40, h=30):
    """A black disc on white: a round 2D picture."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    s.fill((255, 255, 255, 255))
    pygame.draw.circle(s, (0, 0, 0, 255), (w // 2, h // 2), min(w, h) // 2 - 2)
    pygame.image.save(s, str(path))
    return str(path)


def _cli_error(capsys, path) -> str:
    """What `quiver --shape PATH` says (one line, exit status 2), without its prefix."""
    from quiver.cli import main

    assert main(["--shape", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("quiver: error: ") and "\n" not in err
    return err.removeprefix("quiver: error: ")


# -- pure logic ------------------------------------------------------------------------------
def test_a_picture_spec_is_the_pictures_shape_at_the_chosen_difficulty(tmp_path):
    path = _disc(tmp_path / "disc.png")
    spec = picture_spec(path, "hard", 1.0, 5)
    got = (spec.mode, spec.shape, spec.size, spec.difficulty, spec.seed)
    assert got == (Mode.TWO_D, path, None, "hard", 5)
    natural = make_shape(Mode.TWO_D, path).size
    big = picture_spec(path, "easy", 1.6, 5)
    assert big.size == tuple(round(n * 1.6) for n in natural)
    assert make_shape(Mode.TWO_D, path, big.size).size == big.size


def test_a_bad_picture_is_refused_with_the_command_lines_words(tmp_path, capsys):
    bad = tmp_path / "notes.png"
    bad.write_bytes(b"this is not a picture at all")
    blank = tmp_path / "blank.png"
    s = pygame.Surface((20, 20), pygame.SRCALPHA)
    s.fill((0, 0, 0, 0))  # fully transparent: no cells
    pygame.image.save(s, str(blank))
    for path in (bad, blank, tmp_path / "missing.png"):
        with pytest.raises(ShapeError) as e:
            picture_spec(str(path))
        assert str(e.value) == _cli_error(capsys, path)
    with pytest.raises(ShapeError, match="type the path"):
        picture_spec("   ")
    (tmp_path / "pics").mkdir()
    with pytest.raises(ShapeError, match="'pics' is a folder, not a picture"):
        picture_spec(str(tmp_path / "pics"))
    with pytest.raises(ShapeError, match="no file 'heart' in "):
        picture_spec("heart")  # a built-in shape's name is not a picture


def test_a_relative_path_is_kept_whole(tmp_path, monkeypatch):
    _disc(tmp_path / "rel.png")
    monkeypatch.chdir(tmp_path)
    assert picture_spec("rel.png").shape == str(tmp_path / "rel.png")


def test_a_typed_or_pasted_path_is_cleaned():
    assert clean_path(' "/tmp/a b.png" ') == "/tmp/a b.png"
    assert clean_path("file:///tmp/a%20b.png\n") == "/tmp/a b.png"
    assert picture_label("/some/where/cat.png") == "cat.png"


def test_the_last_picture_setting_survives_a_round_trip_and_bad_values_are_dropped():
    s = Settings.from_dict({"last_picture": "/tmp/cat.png"})
    assert Settings.from_dict(json.loads(json.dumps(s.to_dict()))).last_picture == "/tmp/cat.png"
    for bad in (3, None, "a\nb", "x" * 2000):
        assert Settings.from_dict({"last_picture": bad}).last_picture == ""


# -- the real game -----------------------------------------------------------------------------
@pytest.fixture
def make(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, gl=False, seed=7) as make:
        yield make


def _drop(app, path) -> None:
    post(pygame.DROPFILE, file=str(path))
    run(app, 3)


def _dropped_disc(make, tmp_path, name: str):
    """A new game with a disc picture `name` dropped on its menu: (app, path, top scene)."""
    app = make()
    path = _disc(tmp_path / name)
    _drop(app, path)
    return app, path, app.stack[-1]


def _toasts(app) -> list[str]:
    return [t.text for t in app.toasts.toasts]


@pytest.mark.slow
def test_dropping_a_picture_on_the_menu_plays_it(make, tmp_path):
    app, path, play = _dropped_disc(make, tmp_path, "disc.png")
    assert play.name == "play2d"
    picture = {tuple(p) for p in make_shape(Mode.TWO_D, path).points}
    assert {tuple(c) for c in play.board.space.cells} == picture  # the board's shape is the picture
    assert play.label == "disc.png"  # the HUD names the file, as a board file's
    assert app.midend.settings.last_picture == path


@pytest.mark.slow
def test_dropping_a_broken_file_says_why_and_stays_on_the_menu(make, tmp_path, capsys):
    app = make()
    bad = tmp_path / "broken.png"
    bad.write_bytes(b"\x89PNG\r\n\x1a\n" + b"\x00" * 20)
    _drop(app, bad)
    assert [s.name for s in app.stack] == ["menu"]
    said = _toasts(app)
    assert said == [_cli_error(capsys, bad)]
    assert app.midend.settings.last_picture == ""


@pytest.mark.slow
def test_dropping_on_a_puzzle_in_progress_asks_first(make, tmp_path):
    app, _first, untouched = _dropped_disc(make, tmp_path, "first.png")
    second = _disc(tmp_path / "second.png", 30, 40)
    _drop(app, second)  # no move made on the first: nothing to lose, it plays at once
    play = app.stack[-1]
    assert play.name == "play2d" and play is not untouched and play.label == "second.png"
    play.fire(min(play.board.free_arrows()), 0)  # a move made: now there is progress to lose
    run(app, 30)
    assert play.session.at_stake
    _drop(app, second)
    assert app.stack[-1].name == "confirm" and app.stack[-2] is play  # nothing changed yet
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
    run(app, 2)
    assert app.stack[-1] is play  # Esc stays
    _drop(app, second)
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")
    run(app, 3)
    assert app.stack[-1].name == "play2d" and app.stack[-1] is not play
    assert app.stack[-1].label == "second.png"


def _type_path(app, text) -> None:
    card = app.stack[-1]
    card.box.text = ""
    post(pygame.TEXTINPUT, text=text)
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
    run(app, 3)


@pytest.mark.slow
def test_the_custom_panels_picture_field_plays_a_typed_path_and_remembers_it(make, tmp_path):
    app = make()
    path = _disc(tmp_path / "typed.png")
    menu = app.stack[0]
    click(app, menu.widget_center("picture"))
    run(app, 2)
    assert app.stack[-1].name == "picture" and app.stack[-1].box.text == ""
    _type_path(app, path)
    assert app.stack[-1].name == "play2d" and app.stack[-1].label == "typed.png"
    app.close()
    again = make()  # a restart: the same data folder
    assert again.midend.settings.last_picture == path
    menu = again.stack[0]
    menu.open_custom()
    run(again, 1)
    assert menu.picture_btn.label == "Your picture: typed.png"
    click(again, menu.widget_center("picture"))
    run(again, 2)
    assert again.stack[-1].box.text == path  # the field starts on the last picture


@pytest.mark.slow
def test_a_bad_typed_path_says_why_on_the_card(make, tmp_path):
    app = make()
    menu = app.stack[0]
    click(app, menu.widget_center("picture"))
    run(app, 2)
    _type_path(app, str(tmp_path / "nowhere.png"))
    card = app.stack[-1]
    assert card.name == "picture"
    assert card.error == f"No file 'nowhere.png' in {tmp_path}."


def test_a_vox_model_is_a_3d_picture(tmp_path):
    from test_vox import L_SHAPE, vox_bytes

    path = tmp_path / "boot.vox"
    path.write_bytes(vox_bytes(((6, 2, 5), L_SHAPE)))
    spec = picture_spec(str(path))
    assert (spec.mode, spec.shape) == (Mode.THREE_D, str(path))


@pytest.mark.slow
def test_a_vox_dropped_on_a_window_without_opengl_says_why_and_stays(make, tmp_path):
    from test_vox import L_SHAPE, vox_bytes

    app = make()
    path = tmp_path / "boot.vox"
    path.write_bytes(vox_bytes(((6, 2, 5), L_SHAPE)))
    assert _toasts(app) == []
    _drop(app, path)
    assert [s.name for s in app.stack] == ["menu"]
    said = _toasts(app)
    assert len(said) == 1 and "OpenGL" in said[0]


@pytest.mark.slow  # a worker process
def test_a_pictures_board_is_read_and_built_in_a_worker_process_off_the_main_loop(tmp_path):
    import time

    from quiver.game.picture import picture_task
    from quiver.game.worker import ProcessJob, start_generation

    path = _disc(tmp_path / "disc.png")
    job = start_generation(picture_task(path))
    assert isinstance(job, ProcessJob)
    deadline = time.monotonic() + 60
    while not job.poll() and time.monotonic() < deadline:
        time.sleep(0.01)
    board = job.result()
    assert job.code == picture_spec(path)  # the size it plays at, read in the worker
    picture = {tuple(p) for p in make_shape(Mode.TWO_D, path).points}
    assert {tuple(c) for c in board.space.cells} == picture
    (tmp_path / "gone.png").write_bytes(b"not a picture")
    bad = start_generation(picture_task(str(tmp_path / "gone.png")))
    (tmp_path / "gone.png").unlink()  # deleted since it was checked
    while not bad.poll() and time.monotonic() < deadline:
        time.sleep(0.01)
    with pytest.raises(ValueError, match=r"gone\.png"):
        bad.result()


@pytest.mark.slow
def test_a_vox_dropped_on_an_opengl_window_plays_in_3d(monkeypatch, tmp_path):
    from test_vox import L_SHAPE, vox_bytes

    with app_maker(monkeypatch, tmp_path, gl=True, seed=7) as make:
        app = make()
        if app.gl is None:
            pytest.skip(f"no OpenGL here: {app.gl_error}")
        path = tmp_path / "boot.vox"
        path.write_bytes(vox_bytes(((6, 2, 5), L_SHAPE)))
        _drop(app, path)
        play = app.stack[-1]
        assert play.name == "play3d" and play.label == "boot.vox"
        assert len(play.board.space) == len(make_shape(Mode.THREE_D, str(path)).points)
