"""Defects found by play-testing the merged game, each pinned through the real app loop
(SDL's offscreen driver, injected events and clock, a temporary QUIVER_HOME)."""

from __future__ import annotations

import pytest
from app_helpers import FakeClock, run

pygame = pytest.importorskip("pygame")


@pytest.fixture
def app(monkeypatch, tmp_path):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "offscreen")
    monkeypatch.setenv("QUIVER_NO_GL", "1")
    pygame.display.quit()
    from quiver.app import App

    clock = FakeClock()
    a = App(clock=clock, sound=False, realtime=False)
    a.open_window()
    a.to_menu()
    a.test_clock = clock
    run(a, 2)
    yield a
    a.close()
    pygame.display.quit()


def click(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    run(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    run(app)


def type_text(app, text):
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    run(app)


def ring_colour(app, box):
    """The colour of a text box's focus ring, read from the window."""
    return tuple(app._grab().get_at((box.rect.centerx, box.rect.y - 2)))[:3]


def test_only_the_settings_text_field_being_typed_in_looks_focused(app):
    from quiver.render2d import theme
    from quiver.scenes.settings import SettingsScene

    click(app, app.top.widget_center("settings"))
    settings = app.top
    assert isinstance(settings, SettingsScene)
    server, name = settings.widgets["leaderboard_server"], settings.widgets["leaderboard_name"]
    assert ring_colour(app, server) != theme.BLUE and ring_colour(app, name) != theme.BLUE

    click(app, name.rect.center)
    type_text(app, "Ana")
    assert name.text == "Ana" and server.text == ""
    assert ring_colour(app, name) == theme.BLUE
    assert ring_colour(app, server) != theme.BLUE  # it used to look focused as well

    click(app, settings.widget_center("free_camera"))  # leaving the field for a toggle
    assert ring_colour(app, name) != theme.BLUE
    assert app.midend.settings.leaderboard_name == "Ana"


@pytest.mark.parametrize("size", [(1280, 800), (900, 600)])
def test_menu_arrow_range_never_runs_into_a_four_digit_count(app, size):
    app._resize(size)  # as a window resize does
    run(app, 2)
    menu = app.top
    for name in ("mode:3d", "shape:cube", "size:xl", "difficulty:hard"):
        click(app, menu.widget_center(name))
    click(app, menu.widget_center(f"arrows:{menu.slider.hi}"))
    run(app, 2)
    assert menu.slider.value >= 1000  # a four-digit count, as in the play-test
    title, hint, count = menu.arrow_labels
    assert hint.right < count.left and title.right < hint.left, (title, hint, count)


def test_page_down_scrolls_the_shape_picker_from_the_menu_as_it_opens(app):
    menu = app.top
    menu.open_custom()  # the picker is on the Custom panel
    assert menu.grid.scroll == 0 and menu.focus_order[menu.focus] is not menu.grid
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="", scancode=0)
    )
    run(app)
    assert menu.grid.scroll > 0  # it used to scroll only once Tab reached the grid
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=0, unicode="", scancode=0))
    run(app)
    assert menu.grid.scroll == 0


def test_daily_card_title_and_its_note_stay_apart_in_a_narrow_window(app):
    from quiver.scenes.daily import DailyScene

    click(app, app.top.widget_center("daily"))
    daily = app.top
    assert isinstance(daily, DailyScene)
    run(app, 2)
    head, note = daily.title_rects
    assert note is not None and head.right < note.left  # roomy: the ordering note shows
    app._resize((900, 600))  # the note ran into the title here
    run(app, 2)
    head, note = daily.title_rects
    assert note is None or head.right < note.left, (head, note)
