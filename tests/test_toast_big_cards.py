"""Toasts at big windows, and over a card opened while they stand (s61, a stranger at
1920x1080 to 3840x2160): at 3840x2160 their print stopped at 44 px (twice TEXT) under
menus and a HUD drawn 2.7 times as big, the default place's text 980 px wide; pressing
Esc (Pause) or R on it (Restart?) with the Copy toast up moved the toast under the card,
where its print could shrink."""

from __future__ import annotations

import pytest
from app_helpers import run
from test_stranger_seven import app_at as _app_at

pygame = pytest.importorskip("pygame")


@pytest.fixture
def app_at(monkeypatch, tmp_path):
    made = []

    def go(size):
        made.append(_app_at(monkeypatch, tmp_path, size))
        return made[-1]

    yield go
    for app in made:
        app.close()
    pygame.display.quit()


def key(app, k) -> None:
    """`k` pressed, half a second after the last key (never a stray repeat), 3 frames run."""
    app.clock.t += 0.5
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
    run(app, 3)


def _copied(app):
    """The big Play's puzzle, an arrow out (a restart asks first), its code copied (C):
    the play scene."""
    key(app, pygame.K_RETURN)
    play = app.top
    play.fire(min(play.board.free_arrows()))
    run(app, 20, dt=1 / 20)  # (its flight over: 1 s of game time in 20 frames)
    key(app, pygame.K_c)
    assert any("puzzle code" in t for t in app.toasts.texts())
    return play


def _cards(app) -> tuple[list[tuple], int]:
    layer = app.toasts
    layer.full_redraw = True
    layer.draw(pygame.Surface(layer.size, pygame.SRCALPHA))
    return [tuple(r) for r in layer._cards], layer._text


@pytest.mark.parametrize("size", [(1920, 1080), (2560, 1440), (3840, 2160)])
def test_the_copy_toast_grows_with_the_hud(app_at, size):
    """As big as the HUD's scale makes the menus' letters, a step smaller where the
    board's free places hold no bigger (3840x2160: 44 px, the cap, under a 2.7x HUD)."""
    from quiver.render2d import theme
    from quiver.scenes.toast_cards import TEXT

    app = app_at(size)
    play = _copied(app)
    _, z = _cards(app)
    assert z >= round(TEXT * min(play.hud.u, theme.ui_scale(size, app.midend.settings)) * 0.8)


def test_the_default_place_widens_with_the_print():
    from quiver.scenes.toast_cards import TEXT, widest

    assert widest(1280, TEXT) == widest(1920, TEXT) == 980  # (as before, in TEXT)
    assert widest(640, TEXT) == 560
    assert widest(3840, 59) == 980 * 59 // TEXT  # (the same words a line as in TEXT)


@pytest.mark.parametrize(  # (the two between in the slow tier)
    "size",
    [
        (1280, 800),
        *(pytest.param(s, marks=pytest.mark.slow) for s in [(1920, 1080), (2560, 1440)]),
        (3840, 2160),
    ],
)
def test_the_copy_toast_stands_when_pause_and_restart_open(app_at, size):
    """Esc opens Pause, R on it Restart?: the toast beside the board stays where it stands,
    in its print; Esc twice and it is still there."""
    from quiver.scenes.confirm import ConfirmScene
    from quiver.scenes.pause import PauseScene

    app = app_at(size)
    _copied(app)
    before = _cards(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    assert _cards(app) == before
    key(app, pygame.K_r)
    assert isinstance(app.top, ConfirmScene)
    assert _cards(app) == before
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert _cards(app) == before and app.top.name != "pause"


def test_a_toast_the_card_covers_moves_once_and_never_shrinks(app_at):
    """Where the card opened covers the toast's place (the pause card over the band under
    a 640x480 board), it moves once, under the card, in no smaller print, and stays there
    while the card is open; off the card's buttons and title."""
    app = app_at((640, 480))
    _copied(app)
    (was, *_), z = _cards(app)
    key(app, pygame.K_ESCAPE)
    card = app.top.card
    moved, z2 = _cards(app)
    covered = pygame.Rect(was).inflate(-20, -20).colliderect(card)  # (s75: the toast stands in
    assert (moved[0] != was) == covered and z2 >= z  # the corner left of the board, off its arrows)
    assert not pygame.Rect(moved[0]).inflate(-20, -20).colliderect(card)
    run(app, 5)
    assert _cards(app) == (moved, z2)


def test_a_new_toast_over_the_card_places_them_afresh(app_at):
    """A toast shown while the card is open: the toasts are placed for the card (the
    carried place held only the ones that stood there), none over its buttons."""
    app = app_at((1920, 1080))
    _copied(app)
    key(app, pygame.K_ESCAPE)
    app.toasts.show("Screenshot saved to /home/someone/Pictures/quiver-2026-12-04.png")
    run(app, 2)
    cards, _ = _cards(app)
    assert len(cards) == 2
    for r in cards:
        assert all(not pygame.Rect(r).inflate(-20, -20).colliderect(b.rect) for b in app.top.buttons)
