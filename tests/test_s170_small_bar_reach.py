"""Every action of the play bar within a mouse's reach at every window size (s170). At
800x600 and below the bar has no Export button (the code's chip takes its room) and below
1280 no "?": E exported, F1 opened How to play, but a player with only a mouse could not
export. The pause card (the bar's Pause) offers what the bar gave way to: its How to play
always, its Export where the bar has none, and it still holds its buttons at 480x360."""

from __future__ import annotations

import datetime

import pytest
from app_helpers import app_maker, click, run

pygame = pytest.importorskip("pygame")

from quiver.game.code import complete  # noqa: E402
from quiver.game.data_dirs import exports_dir  # noqa: E402

SMALL = ((480, 360), (640, 480), (800, 600))
WIDE = (1280, 800)


@pytest.fixture
def make_app(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, today=lambda: datetime.date(2026, 12, 1)) as make:
        yield make


def _play(app, code: str):
    app.flow.open_code(code)
    for _ in range(600):
        run(app)
        if getattr(app.top, "session", None) is not None:
            return app.top
    raise AssertionError("no puzzle opened")


def _paused(make, size, code=None):
    app = make(size=size)
    play = _play(app, code or complete("2d", "music_note", None, None, "easy", 9205798039334682822))
    click(app, play.hud.buttons["menu"].center)  # the bar's Pause
    run(app, 2)
    assert app.top.name == "pause"
    return app, play, app.top


def _exported(tmp_path) -> list:
    folder = exports_dir(tmp_path / "home")
    return sorted(folder.iterdir()) if folder.exists() else []


@pytest.mark.parametrize("size", SMALL, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_bar_with_no_export_has_it_on_the_pause_card_and_a_click_exports(make_app, tmp_path, size):
    app, play, card = _paused(make_app, size)
    assert "export" not in play.hud.buttons and "legend" not in play.hud.buttons
    labels = [b.label for b in card.buttons]
    assert "Export" in labels and "How to play" in labels, labels
    click(app, card.button("Export").rect.center)
    run(app, 2)
    assert len(_exported(tmp_path)) == 1 and app.top is card  # (the card stays: Resume next)


def test_e_on_the_card_exports_too(make_app, tmp_path):
    app, _play_scene, _card = _paused(make_app, (640, 480))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_e, mod=0, unicode="e", scancode=0))
    run(app, 2)
    assert len(_exported(tmp_path)) == 1


def test_a_bar_with_its_export_keeps_the_card_as_it_was(make_app):
    _app, play, card = _paused(make_app, WIDE)
    assert "export" in play.hud.buttons
    assert [b.label for b in card.buttons] == ["Resume", "Restart", "Settings", "How to play", "Menu"]


@pytest.mark.parametrize("size", SMALL, ids=lambda s: f"{s[0]}x{s[1]}")
def test_six_buttons_stand_whole_inside_the_card_and_the_window(make_app, size):
    _app, _play_scene, card = _paused(make_app, size)
    rects = [b.rect for b in card.buttons]
    window = pygame.Rect(0, 0, *size)
    assert len(rects) == 6 and window.contains(card.card)
    for k, r in enumerate(rects):
        assert card.card.contains(r) and r.h >= 36, (card.buttons[k].label, r, card.card)
        assert r.collidelist(rects[k + 1 :]) < 0
    assert card.card.bottom - rects[-1].bottom >= 8  # (the card's foot below the last one)


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_3d_and_flat_at_480x360_export_from_the_pause_card(monkeypatch, tmp_path, mode):
    from gl_helpers import app_window, open_code

    with app_window(monkeypatch, tmp_path, (480, 360), frame_time=1 / 60) as win:
        play = open_code(win, complete(mode, "cube", None, None, "easy", 3))
        win.run(3)
        assert "export" not in play.hud.buttons
        win.click(*play.hud.buttons["menu"].center)
        win.run(3)
        card = win.app.top
        assert card.name == "pause"
        win.click(*card.button("Export").rect.center)
        win.run(3)
        assert len(_exported(tmp_path)) == 1
