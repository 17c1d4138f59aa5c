"""s346: several files dropped on the window at once (SDL: a DROPFILE each, between a
DROPBEGIN and a DROPCOMPLETE) were each played as they came: the last won and the others
went without a word. The first that can be played plays, and one line says how many
others were left, wherever the drop lands (the menu, the Custom panel's picture card, a
puzzle). A link that leads nowhere (a loop, or to nothing) said "no file" there."""

from __future__ import annotations

import os

import pytest
from app_helpers import app_maker, post, run, run_until

pygame = pytest.importorskip("pygame")


def _disc(path) -> str:
    s = pygame.Surface((40, 30))
    s.fill((255, 255, 255))
    pygame.draw.circle(s, (0, 0, 0), (20, 15), 13)
    pygame.image.save(s, str(path))
    return str(path)


def _drop(app, paths, begun: bool = True) -> None:
    """The files dropped as SDL sends them, in one frame."""
    if begun:
        post(pygame.DROPBEGIN)
    for p in paths:
        post(pygame.DROPFILE, file=str(p))
    if begun:
        post(pygame.DROPCOMPLETE)
    run(app)


@pytest.fixture
def make(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, seed=7) as make:
        yield make


@pytest.mark.parametrize("begun", [True, False])
def test_of_three_files_dropped_the_first_that_can_be_played_plays_and_the_others_are_said(
    make, tmp_path, begun
):
    app = make()
    first, second = _disc(tmp_path / "first.png"), _disc(tmp_path / "second.png")
    _drop(app, [tmp_path / "nowhere.png", first, second], begun)
    run_until(app, lambda: app.top.name == "play2d", what="the picture's puzzle")
    assert app.top.label == "first.png" and app.midend.settings.last_picture == first
    assert "Playing first.png; 2 other files left" in app.toasts.texts()


def test_a_drop_waits_for_its_last_file_before_it_is_taken(make, tmp_path):
    app = make()
    menu = app.top
    post(pygame.DROPBEGIN)
    post(pygame.DROPFILE, file=_disc(tmp_path / "a.png"))
    run(app, 3)
    assert app.top is menu  # (the drop goes on: more files may come)
    post(pygame.DROPFILE, file=_disc(tmp_path / "b.png"))
    post(pygame.DROPCOMPLETE)
    run(app)
    run_until(app, lambda: app.top.name == "play2d", what="the picture's puzzle")
    assert app.top.label == "a.png" and "Playing a.png; 1 other file left" in app.toasts.texts()


@pytest.mark.parametrize("where", ["card", "puzzle"])
def test_the_question_or_the_card_says_the_files_left_too(make, tmp_path, where):
    from quiver.scenes.picture import DropQuestion, PictureScene

    app = make()
    if where == "card":  # the Custom panel's "Your picture" card
        app.ports.stack.push(PictureScene(app.ports))
        run(app, 2)
    else:  # a puzzle with a move made: asked first
        app.flow.drop_files([_disc(tmp_path / "disc.png")])
        run_until(app, lambda: app.top.name == "play2d", what="a puzzle")
        play = app.top
        play.fire(play.board.free_arrows()[0])
        run(app, 2)
    a, b, c = (_disc(tmp_path / f"{n}.png") for n in "abc")
    _drop(app, [a, b, c])
    if where == "puzzle":
        question = app.top
        assert isinstance(question, DropQuestion) and question.question == "Play a.png?"
        assert "2 other files left" in question.note
        question.on_yes()
    run_until(app, lambda: app.top.name == "play2d" and app.top.label == "a.png", what="a.png played")
    assert "Playing a.png; 2 other files left" in app.toasts.texts()


def test_when_none_can_be_played_the_first_one_s_why_says_how_many_more(make, tmp_path):
    app = make()
    menu = app.top
    _drop(app, [tmp_path / "x.png", tmp_path / "y.png", tmp_path])
    run(app, 2)
    assert app.top is menu
    (said,) = app.toasts.texts()
    assert said.startswith("No file 'x.png' in") and said.endswith("(2 files more could not be opened)")


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links here")
def test_a_link_that_leads_nowhere_says_so(tmp_path):
    from quiver.engine.codec import CodecError, load_board_file
    from quiver.game.picture import checked_path
    from quiver.shapes import ShapeError

    os.symlink("loop.png", tmp_path / "loop.png")  # (a link to itself)
    os.symlink(tmp_path / "gone.png", tmp_path / "cat.png")
    os.symlink("loop.json", tmp_path / "loop.json")
    with pytest.raises(
        ShapeError, match=r"'loop.png' in .* is a link that leads nowhere \(it loops back on itself\)"
    ):
        checked_path(str(tmp_path / "loop.png"))
    with pytest.raises(
        ShapeError, match=r"'cat.png' in .* is a link that leads nowhere \('.*gone.png' is not there\)"
    ):
        checked_path(str(tmp_path / "cat.png"))
    with pytest.raises(CodecError, match=r"'loop.json' in .* is a link that leads nowhere"):
        load_board_file(str(tmp_path / "loop.json"))


def test_a_drop_whose_end_never_comes_is_taken_after_a_wait():
    from quiver.drops import WAIT, DropBatch

    batch, ev = DropBatch(), pygame.event.Event
    assert batch.see(ev(pygame.DROPBEGIN), 10.0) and batch.see(ev(pygame.DROPFILE, file="a.png"), 10.0)
    assert not batch.see(ev(pygame.MOUSEMOTION, pos=(1, 1)), 10.0)
    assert batch.due(10.0 + WAIT / 2) == []  # (more files may come)
    assert batch.due(10.0 + WAIT) == ["a.png"] and batch.due(20.0) == []
