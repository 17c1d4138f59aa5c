"""The menu's shape picker and the levels screen with the whole gallery (issue 16), in a
real window (SDL's offscreen driver, OpenGL on): themes, scrolling, search, thumbnails."""

from __future__ import annotations

import datetime

import pytest

pygame = pytest.importorskip("pygame")


@pytest.fixture
def app(monkeypatch, tmp_path):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    pygame.display.quit()
    monkeypatch.setenv("SDL_VIDEODRIVER", "offscreen")
    monkeypatch.delenv("QUIVER_NO_GL", raising=False)
    from quiver.app import App

    clock = [1000.0]
    a = App(clock=lambda: clock[0], sound=False, realtime=False, today=lambda: datetime.date(2026, 5, 9))
    a.clock_box = clock
    a.midend.random_seed = lambda: 5
    a.open_window()
    a.to_menu()
    yield a
    a.close()
    pygame.display.quit()


def steps(app, n=1):
    for _ in range(n):
        app.clock_box[0] += 1 / 60
        app.step()


def post(**kw):
    pygame.event.post(pygame.event.Event(kw.pop("type"), **kw))


def press(app, k, text="", mod=0):
    post(type=pygame.KEYDOWN, key=k, mod=mod, unicode=text, scancode=0)
    steps(app)


def click(app, pos):
    post(type=pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(type=pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    steps(app)
    post(type=pygame.MOUSEBUTTONUP, pos=pos, button=1)
    steps(app)


def grab(app):
    surf = app._grab()
    assert surf is not None
    return surf


@pytest.mark.parametrize("mode", ["2d", "3d", "flat"])
def test_every_shape_of_a_mode_shows_in_the_picker_by_theme(app, mode):
    from quiver.shapes import list_shapes, shape_theme

    steps(app, 2)
    menu = app.top
    menu.open_custom()  # the picker is on the Custom panel
    assert menu.grid.scroll == 0  # the menu opens at the top
    menu.mode_seg.index = ("2d", "3d", "flat").index(mode)
    menu._on_mode(None)
    steps(app)
    picker = menu.grid
    names = list_shapes()[mode]
    assert picker.names == names
    assert picker.scroll == 0 and picker.value == names[0]  # a fresh list starts at the top
    themes = [shape_theme(mode, n) for n in names]
    assert themes == sorted(themes, key=themes.index)  # each theme is one run of cards
    seen, drawn = set(), 0
    while True:  # scroll through the whole list
        view = picker.view
        for k, r in enumerate(picker.cards):
            if r.w and view.contains(r):
                seen.add(names[k])
        before = picker.scroll
        post(type=pygame.MOUSEMOTION, pos=view.center, rel=(0, 0), buttons=(0, 0, 0))
        post(type=pygame.MOUSEWHEEL, x=0, y=-3)
        steps(app)
        drawn += 1
        if picker.scroll == before:
            break
    assert seen == set(names)
    assert drawn >= (2 if mode == "2d" else 1)
    assert picker.scroll == picker.max_scroll
    # the last card can be chosen with a click, and the choice shows in the window
    last = names[-1]
    click(app, picker.card_center(last))
    assert menu.grid.value == last
    shot = grab(app)
    r = picker.cards[names.index(last)]
    assert shot.get_at((r.x + r.w // 2, r.y + 2))[:3] != shot.get_at((r.x + r.w // 2, r.y - 12))[:3]


def test_search_filters_by_name_and_theme_and_plays_the_match(app):
    steps(app, 2)
    menu = app.top
    press(app, pygame.K_SLASH, "/")
    assert menu.grid.typing
    for ch in "duc":
        press(app, getattr(pygame, f"K_{ch}"), ch)
    assert [menu.grid.names[k] for k in menu.grid.shown()] == ["duck"]
    assert menu.grid.value == "duck"  # the only match is chosen
    press(app, pygame.K_BACKSPACE)
    press(app, pygame.K_BACKSPACE)
    press(app, pygame.K_BACKSPACE)
    for ch in "vehicles":
        press(app, getattr(pygame, f"K_{ch}"), ch)
    shown = {menu.grid.names[k] for k in menu.grid.shown()}
    assert {"car", "boat", "rocket", "plane", "truck"} <= shown and "duck" not in shown
    press(app, pygame.K_RETURN)  # keep the filter, stop typing
    assert not menu.grid.typing and menu.grid.query == "vehicles"
    chosen = menu.grid.value
    assert chosen in shown
    press(app, pygame.K_RETURN)  # Enter now plays the chosen shape
    steps(app, 40)
    assert app.top is not menu and app.top.code.shape == chosen
    app.to_menu()
    steps(app)
    menu = app.top
    press(app, pygame.K_SLASH, "/")
    for ch in "zzz":
        press(app, pygame.K_z, ch)
    assert menu.grid.shown() == [] and grab(app) is not None  # "no shape matches"
    press(app, pygame.K_ESCAPE)  # Esc clears the search, the menu stays
    assert app.top is menu and menu.grid.query == "" and not menu.grid.typing


def test_levels_screen_shows_every_gallery_picture_of_a_cycle(app):
    from quiver.game.campaign_plan import campaign_shapes, level_plan
    from quiver.game.progress import record_level
    from quiver.scenes.levels import LevelsScene
    from quiver.scenes.levels_pages import PER_PAGE

    shapes = campaign_shapes("2d")
    for n in range(1, len(shapes) + 1):
        record_level(app.midend.progress, "2d", n, 3, 20.0)
    scene = LevelsScene(app.ports, "2d")
    app.push(scene)
    steps(app)
    scene.page = 0
    shown = set()
    for page in range(-(-len(shapes) // PER_PAGE)):
        scene.page = page
        scene.full_redraw = True
        steps(app)
        for k in range(PER_PAGE):
            level = scene.level_at(k)
            if level <= len(shapes):
                assert scene._thumb(level, (80, 60)) is not None
                shown.add(level_plan("2d", level).shape)
        assert grab(app) is not None
    # all but the few pictures too big for the first levels' handful of arrows (they
    # come half a cycle later, where a stand-in took their turn)
    assert shown == {level_plan("2d", n).shape for n in range(1, len(shapes) + 1)}
    assert len(shown) >= len(shapes) - 3
