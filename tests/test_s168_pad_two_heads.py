"""A pad fires either head of a two-headed arrow (s168: a pad's buttons gave no
Shift+Enter, so its second head could not be fired). X / LB / RB (Tab) light each head
on its own, A (Enter) fires the lit one: in 2D through the app's real loop with pad
events alone, in Flat 3D on the key pick itself (no GL)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run
from test_s135_pad_typing import button

pygame = pytest.importorskip("pygame")

A, X = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_X


def light_with_x(app, play, arrow: int, end: int) -> None:
    """X until that head of `arrow` is lit (at most twice round the board's heads)."""
    for _ in range(4 * len(play.board.arrows)):
        ptr = play.ptr
        if ptr.keyed == arrow and ptr.hover == arrow and ptr.keyed_end == end:
            return
        button(app, X)
    pytest.fail(f"X never lit head {end} of arrow {arrow}")


def test_a_pad_fires_a_two_headed_arrows_second_head_in_2d(monkeypatch, tmp_path):
    from quiver.game import lesson_boards

    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        board = lesson_boards.board("2d:two-headed")
        two = next(i for i, a in enumerate(board.arrows) if a.dir2 is not None)
        blocker = board.first_blocker(two, 1).arrow  # (the lesson board: its second head is blocked)
        app.flow.open_board(board, "rect")
        run(app, 3)
        play = app.top
        light_with_x(app, play, blocker, 0)
        button(app, A)
        run(app, 30)  # (it flies)
        assert blocker not in play.board.alive
        light_with_x(app, play, two, 1)  # its second head: a stop of its own
        button(app, A)
        last = play.session.history[-1]
        assert (last.arrow, last.end, last.left) == (two, 1, True)
        assert play.session.mistakes == 0


def test_the_ring_marks_the_lit_head():
    """The Tab ring sits on the head A fires (the first, then the second)."""
    from types import SimpleNamespace

    from quiver.game import lesson_boards
    from quiver.scenes.keypick2d import lit_end, next_head
    from quiver.scenes.pointer2d import PointerState

    board = lesson_boards.board("2d:two-headed")
    two = next(i for i, a in enumerate(board.arrows) if a.dir2 is not None)
    heads, at = [], None
    for _ in range(2 * len(board.arrows) + 2):
        at = next_head(board, set(), at, 1)
        heads.append(at)
    assert (two, 0) in heads and (two, 1) in heads
    scene = SimpleNamespace(ptr=PointerState(keyed=two, hover=two, keyed_end=1), board=board, hint_arrow=None)
    assert lit_end(scene, two) == 1
    scene.ptr.keyed_end = None  # a hint lit it: its head that can leave
    scene.hint_arrow = two
    assert lit_end(scene, two) == board.free_end(two)


def test_tab_lights_each_head_of_a_two_headed_arrow_in_flat_3d():
    from quiver.game import lesson_boards
    from quiver.game.session import Session
    from quiver.render3d.flat_controller import FlatBoardController
    from quiver.scenes.keypick3d import KeyPick3D

    board = lesson_boards.board("flat:two-headed")
    two = next(i for i, a in enumerate(board.arrows) if a.dir2 is not None)
    ctl = FlatBoardController(Session(board, hearts=None), (640, 400))
    ctl.fit_between(40, 360)
    keys = KeyPick3D(ctl)
    seen = set()
    for _ in range(2 * len(board.arrows) + 2):
        lit = keys.step(1)
        seen.add((lit.arrow, lit.end))
        if (lit.arrow, lit.end) == (two, 1):
            break
    assert (two, 1) in seen, seen
    assert keys.fire(shift=False)  # A: Enter, no Shift
    assert (ctl.last_result.arrow, ctl.last_result.end) == (two, 1)


def test_the_pads_words_for_two_heads_the_legends_scroll_and_an_older_code():
    """After a pad's press: How to play's two-heads line and its scroll hint, and the
    seed card's older-code message, name the pad's buttons (no "tap", PgDn or Enter)."""
    from quiver.game.special_levels import LESSON_TEXT
    from quiver.input_pad import PadKeys, no_press_yet
    from quiver.scenes import legend_words
    from quiver.scenes.legend_words import SCROLL_HINTS
    from quiver.scenes.lesson_pad import said

    kind = legend_words.SpecialKind.TWO_HEADED
    no_press_yet()
    assert "tap" in legend_words.special(kind) and "PgDn" in legend_words.scroll_hints(SCROLL_HINTS)[0]
    PadKeys().keys([pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=A)])
    try:
        for line in (legend_words.special(kind), said(LESSON_TEXT[kind])):
            assert "tap" not in line and "X lights each head" in line, line
        assert legend_words.scroll_hints(SCROLL_HINTS) == ("More: RT", "LT: back")
    finally:
        no_press_yet()


def test_an_older_code_after_a_pads_press_says_a_plays_it(monkeypatch, tmp_path):
    from quiver.game import code as codes
    from quiver.input_pad import no_press_yet

    old = f"2d-heart-16x14-40-hard-7-g{codes.current_generator() - 1}"
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        app.top.enter_seed()
        run(app, 2)
        seed = app.top
        seed.box.text = old
        button(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)  # a pad's press (its on-screen keys' OK submits)
        seed.submit()
        assert "older Quiver" in seed.error and "A plays the same choices" in seed.error, seed.error
        no_press_yet()


def test_two_heads_met_untaught_after_a_pads_press_says_the_pads_way(monkeypatch, tmp_path):
    """The toast of a kind met outside the campaign says X / A and View (not tap and F1)."""
    from quiver.game import special_levels
    from quiver.input_pad import no_press_yet

    make_board, _ = special_levels.lesson("2d", special_levels.SpecialKind.TWO_HEADED)
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(1280, 800)) as make:
        app = make()
        app.midend.lesson_seen("2d")  # only the special arrows are new
        said = []
        say = app.midend.say
        app.midend.say = lambda text, *a: (said.append(text), say(text, *a))[1]
        button(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)  # a pad's press on the menu
        app.flow.open_board(make_board(), "two.json")
        run(app, 3)
        told = [t for t in said if "shows its lesson" in t]
        assert len(told) == 1 and "X lights each head" in told[0] and "View shows" in told[0], told
        assert "tap" not in told[0] and len(told[0]) < 90
        no_press_yet()
