"""Stranger round s96: the home menu's keys, the Levels' Tab cap, the build's first 0.3 s,
a picture dropped on a lesson. Each test failed before."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run

pygame = pytest.importorskip("pygame")

SIZES = [(640, 480), (800, 600), (1280, 680), (1366, 768), (1920, 1080), (2560, 1440)]


@pytest.mark.parametrize("size", SIZES)
def test_the_home_menus_keys_are_legible(monkeypatch, tmp_path, size):
    """At 1280x680 the keys under the buttons ("D", "O", "F1", "Esc") were 8-pixel
    capitals: now 11 or more (the legend's body, the least small print, is 14 px from
    ascender to descender), and the layout stays clean."""
    import sys

    sys.path.insert(0, "tools")
    from layout import draw_recorded

    from quiver.render2d.drawn import problems

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        run(app, 2)
        _, drawn = draw_recorded(app, picture=False)
        keys = [t for t in drawn.of("text") if t.label in ("D", "C", "O", "F1", "Esc")]
        assert len(keys) == 5, drawn.items
        # (no bigger than their labels, s98: at 640x480 and 800x600 the labels shrink to
        # their narrow buttons and so do the keys, still no smaller than before, 8 px)
        assert min(t.rect.h for t in keys) >= (11 if size[0] >= 1280 else 8), keys
        assert problems(drawn, pygame.Rect((0, 0), size)) == []


def click(app, pos) -> None:
    for et in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(et, pos=pos, button=1))
    run(app)


@pytest.mark.parametrize("size", [(640, 480), (1280, 680), (2560, 1440)])
def test_a_click_on_levels_tab_cap_changes_mode_as_tab(monkeypatch, tmp_path, size):
    """Levels' "Tab" key cap looked like a button and did nothing when clicked."""
    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        app.top.open_levels()
        run(app, 2)
        levels = app.top
        assert levels.name == "levels" and levels.tabs.index == 0
        cap = levels.tab_cap
        assert cap.w > 0, "no Tab cap drawn"
        click(app, cap.center)
        assert levels.tabs.index == 1


@pytest.mark.parametrize("where", ["settings", "daily", "blank", "play"])
def test_a_press_on_the_menu_in_a_builds_first_moment_is_the_menus(monkeypatch, tmp_path, where):
    """After Play, a build shows no panel for its first 0.3 s (the menu as it was): a
    click on Settings or Daily then was silently lost. It cancels the build and does what
    was clicked; a click on nothing, or on Play again, leaves the build going."""
    from quiver.scenes import loading

    monkeypatch.setattr(loading.LoadingScene, "_quick", lambda self: True)  # the panel unseen
    monkeypatch.setattr(loading.LoadingScene, "update", lambda self, dt: None)  # still building
    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 680)) as make:
        app = make()
        run(app, 2)
        menu = app.top
        pos = {
            "settings": menu.settings_btn.rect.center,
            "daily": menu.daily_btn.rect.center,
            "blank": (8, 8),
            "play": menu.play_btn.rect.center,
        }[where]
        menu.play_continue()
        run(app, 2)
        assert app.top.name == "loading"
        app.clock.t += 1.0  # (no double click with the press on Play)
        click(app, pos)
        names = [s.name for s in app.stack]
        if where in ("blank", "play"):
            assert names == ["menu", "loading"]
        else:
            assert names == ["menu", where], names


@pytest.mark.parametrize("moved", [False, True])
def test_esc_on_a_pictures_build_over_a_lesson_goes_back_to_the_lesson(monkeypatch, tmp_path, moved):
    """A picture dropped on a lesson being played builds over it; Esc on that panel goes
    back to the lesson, as it was (with a move made, after "Play it" on the question)."""
    from quiver.scenes import loading

    monkeypatch.setattr(loading.LoadingScene, "update", lambda self, dt: None)  # still building
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(1280, 680)) as make:
        app = make()
        run(app, 2)
        app.top.play_btn.action()
        run(app, 30)
        play = app.top
        coach = play.coach
        assert coach is not None and play.name == "play2d"
        if moved:
            i = min(play.board.free_arrows())
            play.fire(i, play.board.free_end(i))
            run(app, 30)
        picture = pygame.Surface((40, 30))
        picture.fill((255, 255, 255))
        pygame.draw.circle(picture, (0, 0, 0), (20, 15), 13)
        pygame.image.save(picture, str(tmp_path / "disc.png"))
        pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(tmp_path / "disc.png")))
        run(app, 2)
        if moved:
            assert app.top.name == "confirm"
            app.top.confirm()
            run(app, 2)
        assert [s.name for s in app.stack] == ["menu", "play2d", "loading"]
        app.clock.t += 1.0
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
        )
        run(app, 3)
        assert [s.name for s in app.stack] == ["menu", "play2d"]
        assert app.top is play and play.coach is coach
