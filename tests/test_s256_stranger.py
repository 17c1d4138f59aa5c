"""s256: a stranger's first fifteen minutes in the real game (Xvfb, xdotool), what they
noticed, each pinned here headless."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, enter, run, typed

pygame = pytest.importorskip("pygame")

CODE = "2d-star-10x9-8-hard-1024312380252076562-g9"


@pytest.fixture
def card(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(640, 480)) as make:
        app = make()
        app.top.enter_seed()
        run(app, 2)
        opened = []
        monkeypatch.setattr(app.top.journeys, "open", lambda request: opened.append(str(request.code)))
        yield app, app.top, opened


@pytest.mark.parametrize("text", [f" {CODE}", f"{CODE} ", f"  {CODE}  "])
def test_a_space_typed_round_a_friends_code_plays_at_once(card, text):
    """A friend's code typed with a space before or after it was said refused, then Enter
    asked "Play 2d-star-10x9-8-hard-1... without the space? Enter again plays it": a space
    at an end changes nothing (the code reads the same), so Enter plays."""
    app, box_card, opened = card
    typed(app, text)
    assert box_card.box.text == CODE
    enter(app)
    assert opened == [CODE], box_card.error


def test_a_space_typed_inside_still_asks(card):
    """ "7 8" read "78": another seed than one meant, so Enter asks first (s222)."""
    app, box_card, opened = card
    typed(app, "7 8")
    enter(app)
    assert not opened and box_card.error == "Play 78 without the space? Enter again plays it."
    enter(app)
    assert opened and app.top is not box_card


def test_the_menus_daily_opens_on_the_menus_mode_before_any_tab_is_shown(monkeypatch, tmp_path):
    """Flat 3D chosen on the menu, its Daily opened on the 2D tab (Levels opens on the
    menu's mode), and its tick was 2D's: the tab last shown this run still wins after."""
    import datetime as _dt

    from app_helpers import menu_maker

    from quiver.game.progress_daily import record_daily
    from quiver.game.progress_records import DailyResult

    today = _dt.date(2026, 12, 6)
    with menu_maker(monkeypatch, tmp_path, today=today) as make:
        app = make((800, 600))
        menu = app.top
        record_daily(
            app.midend.progress, today, DailyResult(mode="flat", won=True, mistakes=0, time_s=9.0, stars=3)
        )
        menu.mode_seg.index = 2
        menu._on_mode("Flat 3D")
        assert menu.mode == "flat" and menu.daily_done  # the tick: Flat 3D's clear
        menu.open_daily()
        assert app.top.mode == "flat"
        app.top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode=""))
        app.pop()
        menu.refresh()
        assert not menu.daily_done  # (3D's, the tab last shown: not played)
        menu.open_daily()
        assert app.top.mode == "3d"
