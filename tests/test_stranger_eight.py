"""Bugs a playtester met (round eight: 3D, Flat 3D, the Custom panel, the CLI): each test
failed before its fix."""

from __future__ import annotations

import pytest

from quiver.engine.codec import CodecError, load_board


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("", "the board file is empty"),
        (" \n\t", "the board file is empty"),
        ("null", "not null"),
        ("[]", "not an array"),
        ('"board"', "not a string"),
        ("7", "not a number"),
    ],
)
def test_an_empty_or_non_object_board_file_is_named_in_plain_words(text, said):
    """`quiver check empty.json` said "invalid JSON: Expecting value: line 1 column 1
    (char 0)", and `null` said "not NoneType" (Python's name, not JSON's)."""
    with pytest.raises(CodecError) as e:
        load_board(text)
    assert said in str(e.value)
    assert "NoneType" not in str(e.value) and "Expecting value" not in str(e.value)


def test_a_board_from_a_newer_format_says_so():
    """A quiver-board/2 file: "unknown format", with no hint that a newer game wrote it."""
    with pytest.raises(CodecError, match=r'newer Quiver.*reads "quiver-board/1"'):
        load_board('{"format": "quiver-board/2", "mode": "2d"}')


def test_a_hint_in_3d_shows_its_head_and_enter_fires_that_arrow():
    """Keyboard play, H then Enter, on a 9-sphere: after some hints the light jumped to
    another arrow once the camera's turn ended, and Enter fired that one into a block (a
    heart lost for following the hint). The hint's view counted the arrow's tail seen from
    behind as its head showing; and the light dropped a hinted arrow whose pyramid showed
    but no face of its head cube."""
    from quiver.game.session import Session
    from quiver.generator import PuzzleSpec, generate
    from quiver.render3d.controller import BoardController, hinted_head
    from quiver.scenes.keypick3d import CameraLooks, KeyPick3D

    board = generate(PuzzleSpec("3d", "sphere", (9,), None, "hard", 5))
    ctl = BoardController(Session(board, hearts=3), (1280, 800))
    ctl.fit_between(72, 736)
    keys = KeyPick3D(ctl)
    hidden = 0
    while board.alive:
        i = ctl.session.hint()
        ctl.point_at(i)
        keys.light_hint(i)
        while ctl.camera.turning or ctl.animator.active:
            ctl.update(1 / 20)
            keys.update()
        keys.update()
        head, _d = hinted_head(board, i)
        hidden += CameraLooks(ctl).lit(i, int(head != board.arrows[i].head)) is None
        assert ctl.hover == i and keys.fire(shift=False)
        assert i not in board.alive and ctl.session.hearts == 3
    assert hidden <= 1  # the view shows the hinted head (one shows only its pyramid)


def test_a_hinted_arrow_whose_pyramid_alone_shows_stays_lit_for_enter():
    """The same sphere with 47 arrows left: the view turned to arrow 64 shows its pyramid,
    pointing down out of the shape, but no face of its head cube; the light then moved to
    the nearest other head, and Enter fired that one (blocked) instead of the hint."""
    from quiver.game.session import Session
    from quiver.generator import PuzzleSpec, generate
    from quiver.render3d.controller import BoardController
    from quiver.scenes.keypick3d import CameraLooks, KeyPick3D

    board = generate(PuzzleSpec("3d", "sphere", (9,), None, "hard", 5))
    ctl = BoardController(Session(board, hearts=3), (1280, 800))
    ctl.fit_between(72, 736)
    while len(board.alive) > 47:
        ctl.session.fire(ctl.session.hint())
    keys = KeyPick3D(ctl)
    assert board.can_escape(64)
    ctl.point_at(64)
    keys.light_hint(64)
    while ctl.camera.turning:
        ctl.update(1 / 20)
        keys.update()
    keys.update()
    lit = CameraLooks(ctl).lit(
        64
    )  # (no face of its head cube shows: since s247 the last look finds its pyramid)
    assert lit is None or lit.arrow == 64
    assert ctl.hover == 64 and keys.mark_key() is not None
    x, y = keys.lit.pos
    assert 0 <= x < 1280 and 72 <= y < 736  # its brackets on the head
    assert keys.fire(shift=False) and 64 not in board.alive and ctl.session.hearts == 3


# -- dropping files on the window (fast tier: no OpenGL) ---------------------------------------
@pytest.fixture
def make(monkeypatch, tmp_path):
    """`make()`: the game at 640x480 on a fresh data folder, no window, at the menu."""
    from app_helpers import app_maker

    with app_maker(monkeypatch, tmp_path, window=False, size=(640, 480)) as make:
        yield make


def _drop(app, path) -> list[str]:
    """Drop `path` on the window; the toasts it raised."""
    import pygame
    from app_helpers import post, run

    app.toasts.toasts = []
    post(pygame.DROPFILE, file=str(path))
    run(app, 3)
    return [t.text for t in app.toasts.toasts]


def test_a_board_file_dropped_on_the_window_is_played(make, tmp_path):
    """The board E exported, dropped on the window: "'board.json' is not a PNG file"
    (only `quiver play` opened it); a broken one said "is truncated" for an empty file."""
    from app_helpers import post, run

    from quiver.engine.codec import dump_board
    from quiver.generator import PuzzleSpec, generate

    pygame = pytest.importorskip("pygame")
    app = make()
    board = generate(PuzzleSpec("2d", "heart", (12,), None, "easy", 3))
    path = tmp_path / "my board.json"
    path.write_text(dump_board(board))
    assert _drop(app, path) == []
    play = app.top
    assert play.name == "play2d" and play.label == "my board.json"
    assert len(play.board.arrows) == len(board.arrows)
    assert play.fire(play.board.free_arrows()[0]).left
    assert _drop(app, path) == [] and app.top.name == "confirm"  # progress: it asks first
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
    run(app, 2)
    assert app.top is play
    empty = tmp_path / "empty.json"
    empty.write_text("")
    app.to_menu()
    assert _drop(app, empty) == ["'empty.json': the board file is empty"]
    assert [s.name for s in app.stack] == ["menu"]


@pytest.mark.parametrize("name", ["empty.png", "empty.vox"])
def test_an_empty_picture_file_says_it_is_empty(make, tmp_path, name):
    """A 0-byte PNG said "is truncated" (a .vox: "no 'VOX ' header")."""
    app = make()
    path = tmp_path / name
    path.write_bytes(b"")
    assert _drop(app, path) == [f"'{name}' is empty (0 bytes)"]
    assert [s.name for s in app.stack] == ["menu"]


def test_the_clamp_note_says_one_arrow_not_one_arrows():
    """`quiver generate --mode 3d --shape cube --size 2 --arrows 1` noted "1 arrows cannot
    fill 8 cells"."""
    from quiver.generator.counts import clamp_count

    assert clamp_count(1, 8) == (2, "1 arrow cannot fill 8 cells; using 2")
    assert clamp_count(99, 8)[1] == "99 arrows do not fit in 8 cells; using 2"


@pytest.mark.parametrize("server", ["a\x00b:8765", "host\x1b:8765", "10.0.0.1:8765\u202e"])
def test_a_settings_file_with_a_control_character_in_the_server_loads_it_off(server):
    """settings.json with "leaderboard_server": "a\\u0000b:8765" (hand-edited) was kept, and
    the game crashed with a traceback ("A null character was found in the text") when the
    Settings card scrolled to the server's text box."""
    from quiver.game.leaderboard_wire import clean_server_url
    from quiver.game.settings import Settings

    assert clean_server_url(server) == ""
    assert Settings.from_dict({"leaderboard_server": server}).leaderboard_server == ""
    assert (
        Settings.from_dict({"leaderboard_server": "10.0.0.1:8765"}).leaderboard_server
        == "http://10.0.0.1:8765"
    )


def test_a_servers_names_with_control_characters_come_out_printable():
    """A server answering a leaderboard whose name held a NUL ("ev\\u0000il"): the Daily
    screen crashed with a traceback drawing it ("A null character was found in the text")."""
    from quiver.game.leaderboard_answers import check_board
    from quiver.game.leaderboard_wire import cap

    entry = {
        "rank": 1,
        "player": "p\x001",
        "name": "ev\x00il",
        "mistakes": 0,
        "time_ms": 1000,
        "tag": "x\x00",
    }
    got = check_board({"date": "2026-12-02", "mode": "2d", "runs": 1, "entries": [entry], "you": entry})
    texts = [got["date"], got["mode"]] + [
        e[k] for e in (*got["entries"], got["you"]) for k in ("player", "name", "tag")
    ]
    assert all(t.isprintable() for t in texts)
    assert got["entries"][0]["name"] == "ev il"
    assert cap("a\u202eb\tc\n d") == "a b c d"


def test_a_board_files_path_typed_in_your_picture_plays_it(make, tmp_path):
    """The Your picture card said "'board.json' is not a PNG file" for the board E exported,
    which a drop on the window plays."""
    from app_helpers import run

    from quiver.engine.codec import dump_board
    from quiver.generator import PuzzleSpec, generate
    from quiver.scenes.picture import PictureScene

    app = make()
    path = tmp_path / "board.json"
    path.write_text(dump_board(generate(PuzzleSpec("2d", "heart", (12,), None, "easy", 3))))
    (tmp_path / "empty.json").write_text("")
    app.push(PictureScene(app.ports))
    card = app.top
    card.box.text = str(tmp_path / "empty.json")
    card.submit()
    run(app, 3)  # (s138: read in the worker; its refusal brings the card back as typed)
    card = app.top
    assert card.name == "picture" and card.error == "'empty.json': the board file is empty."
    card.box.text = f'"{path}"'  # as a file manager copies it
    card.submit()
    run(app, 3)
    assert app.top.name == "play2d" and app.top.label == "board.json"


def test_a_board_file_whose_name_is_not_utf8_plays(make):
    """`quiver play $'caf\\xe9.json'` (a Latin-1 file name; Python reads the byte as a lone
    surrogate): the HUD could not measure the name, and the menu said "'utf-8' codec can't
    encode character '\\udce9' in position 3: surrogates not allowed" instead of playing."""
    from app_helpers import run, toast_ink

    from quiver.game.journey import ToastKind
    from quiver.generator import PuzzleSpec, generate
    from quiver.render2d import theme

    app = make()
    app.flow.open_board(generate(PuzzleSpec("2d", "heart", (12,), None, "easy", 3)), "caf\udce9.json")
    run(app, 2)
    assert app.top.name == "play2d" and app.top.label == "caf\udce9.json"
    app.feedback.toast("'caf\udce9.png' is not a PNG file", ToastKind.WARN)  # a drop's one line
    run(app, 2)
    assert toast_ink(app).w > 0
    assert theme.drawable("caf\udce9 a\x00b") == "caf? a b"


@pytest.mark.parametrize("shape", ["plus", "cross_pyramid"])
def test_a_flat_hint_turns_to_a_view_where_its_head_shows(shape):
    """Flat 3D, H: the camera turned to a fixed direction off the head's face, clamped by
    the turntable's pitch; a head under an overhang of the plus (or behind a tower of the
    cross pyramid) stayed out of sight, none of its cells showing: the hint glowed where
    no one could see or tap it."""
    from quiver.game.session import Session
    from quiver.generator import PuzzleSpec, generate
    from quiver.render3d.controller import hinted_head
    from quiver.render3d.flat_controller import FlatBoardController
    from quiver.scenes.keypick3d import CameraLooks

    board = generate(PuzzleSpec("flat", shape, None, None, "hard", 3))
    ctl = FlatBoardController(Session(board, hearts=3), (1280, 800))
    ctl.fit_between(72, 736)
    while board.alive:
        i = ctl.session.hint()
        ctl.point_at(i)
        while ctl.camera.turning:
            ctl.update(1 / 20)
        head, _d = hinted_head(board, i)
        assert CameraLooks(ctl).lit(i, int(head != board.arrows[i].head)) is not None, (len(board.alive), i)
        assert ctl.session.fire(i).left


def test_the_ray_preview_setting_says_what_it_does_in_3d():
    """Settings said "Ray preview on hold: dots show where a pressed arrow will fly"; in 3D
    and Flat 3D the switch turns off the aim line under the pointer, with no hold nor dots."""
    from quiver.scenes.settings_layout import ROWS

    (title, said) = next((t, d) for k, t, d in ROWS if k == "ray_preview")
    assert "hold" not in title and "3D" in said and "pointer" in said
