"""Bugs a stranger met in s44's round (a fresh data folder, the big Play button, a small
and a big window, held keys, Esc at every screen, double clicks, a resize mid-game, a
win and a loss in 2D, 3D and Flat 3D): each test failed before its fix."""

from __future__ import annotations

import pytest
from app_helpers import run
from test_stranger_six import small_app  # noqa: F401  (a fixture)

pygame = pytest.importorskip("pygame")


def _space(**kw) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=44, **kw)


def test_a_dropped_space_takes_its_typed_space_with_it():
    """input.StrayKey dropped a quick second Space after the first replaced its screen,
    but the TEXTINPUT the same press sends went through: a space typed into the field of
    the screen that came in. Its text goes with it, and the platform's repeats of it
    while held; the next key's text is the player's."""
    from quiver.input import StrayClick

    a, b = object(), object()
    stack = [a]
    s = StrayClick(scenes=lambda: stack)
    text = pygame.event.Event(pygame.TEXTINPUT, text=" ")
    up = pygame.event.Event(pygame.KEYUP, key=pygame.K_SPACE, mod=0)
    assert not s.stray(_space(), 10.0, a)
    assert not s.stray(text, 10.0, a)  # the first press's own text: the player's
    assert not s.stray(up, 10.05, a)
    stack[:] = [b]  # the press replaced the screen
    assert s.stray(_space(), 10.15, b)  # its quick double: dropped...
    assert s.stray(text, 10.15, b)  # ...with its text
    assert s.stray(text, 10.6, b)  # (the platform's repeat while it is held)
    assert s.stray(up, 10.7, b)
    assert not s.stray(text, 10.75, b)  # released: a space typed after is the player's
    x = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x", scancode=27)
    assert not s.stray(x, 10.8, b)
    assert not s.stray(pygame.event.Event(pygame.TEXTINPUT, text="x"), 10.8, b)


def test_a_space_that_opens_a_field_types_nothing_into_it(small_app):  # noqa: F811
    """Through the game's own dispatch: Space on a screen replaces it with Settings, its
    name field focused; the quick second Space (dropped) left a space in the name."""
    from quiver.scenes.base import Scene
    from quiver.scenes.settings import SettingsScene

    app = small_app

    class Opener(Scene):
        name = "opener"

        def handle_event(self, event):
            if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
                card = SettingsScene(self.ports)
                card.focus = card.order.index("leaderboard_name")
                self.stack.replace(card)

        def draw(self, surface):
            return []

    app.push(Opener(app.ports))
    run(app, 2)
    app.dispatch(_space())  # (no text: typing was off until the card came)
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=pygame.K_SPACE, mod=0))
    run(app)
    card = app.top
    assert isinstance(card, SettingsScene)
    before = card.text_boxes["leaderboard_name"].text
    app.clock.t += 0.1
    for ev in (_space(), pygame.event.Event(pygame.TEXTINPUT, text=" ")):
        app.dispatch(ev)
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=pygame.K_SPACE, mod=0))
    run(app)
    assert card.text_boxes["leaderboard_name"].text == before


@pytest.mark.parametrize("press", [pygame.K_SPACE, pygame.K_RETURN])
def test_settings_acts_once_per_press_on_every_row(small_app, press):  # noqa: F811
    """Settings' keys are handled in one place (the focused control's `key`; it also had
    its own Space / Enter for Done and the choices): one press, one change, on every row."""
    from quiver.scenes.settings import SettingsScene

    app = small_app
    changes: list[str] = []
    change = app.midend.change_setting
    app.midend.change_setting = lambda key, v: (changes.append(key), change(key, v))
    for name in SettingsScene(app.ports).order:
        changes.clear()
        app.to_menu()
        app.top.open_settings()
        run(app)
        card = app.top
        card.focus = card.order.index(name)
        app.clock.t += 1
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=press, mod=0, unicode=" ", scancode=0))
        if press == pygame.K_SPACE:
            app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=" "))
        app.dispatch(pygame.event.Event(pygame.KEYUP, key=press, mod=0))
        run(app, 2)
        assert len(changes) <= 1, (name, changes)
        if name in ("done", "lesson") or (press == pygame.K_RETURN and name.endswith("volume")):
            assert app.top is not card, name  # pressed Done or Replay; Enter on a slider closes
        elif card.widgets[name].__class__.__name__ in ("Toggle", "Segmented"):
            assert changes == [name], name
        if name in card.text_boxes:  # Space types one space (its TEXTINPUT), Enter moves on
            assert card.text_boxes[name].text.count(" ") == (press == pygame.K_SPACE), name


@pytest.mark.parametrize("size", [(640, 480), (1920, 1080)])
def test_the_home_view_tabs_in_its_reading_order(small_app, size):  # noqa: F811
    """Both views Tab as they read (the Custom panel: tests/test_menu_keys.py): on the
    home view top to bottom, each row left to right, How to play and Settings last but
    Quit as they sit in the bottom row, at a small and a big window."""
    app = small_app
    app._resize(size)
    run(app, 2)
    menu = app.top
    assert not menu.custom
    spots = [(w.rect.centery // 8, w.rect.x) for w in menu.focus_order]  # (a row's buttons align)
    assert spots == sorted(spots), [getattr(w, "label", type(w).__name__) for w in menu.focus_order]


def test_tab_turns_the_view_when_no_head_shows():
    """Flat 3D level 1 from the keyboard (Tab, Space): after three arrows left, every head
    left was on a face turned away and Tab did nothing at all, sixty times. Tab turns to
    an arrow whose head a view shows (as a hint does, none spent) and lights it; Space
    fires it once the view rests."""
    from puzzle_codes import spec
    from test_keypick3d import SIZE

    from quiver.game.code import generate_board
    from quiver.game.session import Session
    from quiver.render3d.flat_controller import FlatBoardController
    from quiver.scenes.keypick3d import KeyPick3D, shown_heads

    board = generate_board(spec("flat-cube-3x3x3-8-medium-3794952919902122453"))  # (this generator's)
    ctl = FlatBoardController(Session(board, hearts=None), SIZE)
    ctl.fit_between(40, 360)
    keys = KeyPick3D(ctl)
    for _ in range(len(board.arrows)):  # fire what shows (all free here), as a player would
        if not shown_heads(ctl):
            break
        keys.step(1)
        keys.fire(False)
        while ctl.animator.active:
            ctl.update(1 / 30)
    assert board.alive and not shown_heads(ctl)  # (the test's premise: none shows now)
    lit = keys.step(1)
    assert lit is not None and ctl.hover == lit.arrow and ctl.session.hints_used == 0
    for _ in range(120):
        ctl.update(1 / 30)
        keys.update()
    assert lit.arrow in {h.arrow for h in shown_heads(ctl)}
    assert keys.fire(False) and ctl.last_result.arrow == lit.arrow


def _press(app, k, dt: float = 1 / 60):
    """A key pressed and let go, `dt` seconds of the game's clock a frame."""
    from app_helpers import post

    post(pygame.KEYDOWN, key=k, mod=0, unicode=" " if k == pygame.K_SPACE else "", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    run(app, 1, dt=dt)


@pytest.mark.parametrize("later", [False, True])
def test_a_space_in_stride_does_not_press_the_card_the_last_bounce_opened(small_app, later):  # noqa: F811
    """Playing level 1 from the keyboard at a player's pace (Tab, Space, Tab, Space...):
    the third bounce opened the loss card by itself, and the Space meant for the next
    arrow pressed its Retry unseen (a full board, three hearts again). The card takes
    Enter / Space once CARD_GRACE has passed; a Space then is the player's."""
    from app_helpers import run_until

    from quiver.input_keys import CARD_GRACE
    from quiver.scenes.result import ResultScene

    app = small_app
    _press(app, pygame.K_RETURN)  # the big Play: level 1 (no lessons here)
    run_until(app, lambda: getattr(app.top, "name", "") == "play2d", what="level 1")
    play = app.top
    b = play.board
    while not isinstance(app.top, ResultScene):
        _press(app, pygame.K_TAB, 0.15)
        if play.ptr.keyed in b.alive and not b.can_escape(play.ptr.keyed):
            _press(app, pygame.K_SPACE, 0.15)  # a bounce
    card = app.top
    assert not play.session.won and play.session.mistakes == 3
    if later:
        run(app, int(CARD_GRACE * 60) + 2)
    _press(app, pygame.K_SPACE, 0.1)
    run(app, 5)
    if later:  # its Retry: the board again
        assert app.top is not card and app.top.session.mistakes == 0
    else:
        assert app.top is card and play.session.mistakes == 3
        run(app, 40)
        _press(app, pygame.K_SPACE)
        run(app, 5)
        assert app.top is not card
