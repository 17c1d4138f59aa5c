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
    with pytest.raises(CodecError, match=r"newer Quiver.*reads 'quiver-board/1'"):
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
    from quiver.scenes.keypick3d import KeyPick3D, _View

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
        hidden += _View(ctl).lit(i, int(head != board.arrows[i].head)) is None
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
    from quiver.scenes.keypick3d import KeyPick3D, _View

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
    assert _View(ctl).lit(64) is None  # (the case: no face of its head cube shows)
    assert ctl.hover == 64 and keys.mark_key() is not None
    x, y = keys.lit.pos
    assert 0 <= x < 1280 and 72 <= y < 736  # its brackets on the head
    assert keys.fire(shift=False) and 64 not in board.alive and ctl.session.hearts == 3
