"""How to play says what F1 does on every screen (s302: it said nowhere that Settings has F1
too, while its pad's words said "View = F1"), and each screen it names opens it on F1, for
the mode it shows; F1 closes it again (the seed and picture cards did nothing on F1, nor on
a pad's View, which their on-screen keys let through for it). The pad's page and the keys'
share one formatter."""

from __future__ import annotations

import pygame
import pytest

from quiver.engine.modes import Mode
from quiver.scenes import legend_words
from quiver.scenes.legend_words import HELP_KEYS, PAD_PAGE, STICKS_DO, extra, pad_words
from tests.app_helpers import app_maker, play_to_win_card, post, run, run_until


def f1(app) -> None:
    post(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0)
    run(app)
    post(pygame.KEYUP, key=pygame.K_F1, mod=0, unicode="", scancode=0)  # (held, it repeats nothing)
    run(app)


def test_the_keys_page_says_what_f1_does_and_the_pad_page_is_its_own(monkeypatch):
    for mode in Mode:
        for ray in (True, False):
            assert HELP_KEYS in extra(mode, ray, f1=True) and HELP_KEYS not in extra(mode, ray)
    for screen in ("menu", "board", "Pause", "Levels", "Daily", "Settings", "result card", "seed", "picture"):
        assert screen in HELP_KEYS
    monkeypatch.setattr(legend_words, "pad_last", lambda: True)
    for mode in Mode:  # (the pad's page: its View, no keys; formatted as the keys' pad words)
        assert HELP_KEYS not in extra(mode, f1=True) and "View this page" in extra(mode)
        assert extra(mode).startswith(PAD_PAGE.format(sticks=STICKS_DO[mode]))
        assert pad_words(mode, PAD_PAGE) == PAD_PAGE.format(sticks=STICKS_DO[mode])
    assert legend_words.foot_hint(False, False, 10**4, 21) is None  # (a pad's: its View)


@pytest.mark.parametrize("size", [(480, 360), (800, 600), (1280, 800), (1920, 1080)])
def test_every_page_says_what_f1_does_in_its_body_or_under_it(monkeypatch, tmp_path, size):
    """Where the body scrolls, in it (HELP_KEYS); where it fits, under it beside the
    buttons (HELP_FOOT: a line more in the body made 3D's and Flat's pages scroll at
    1280x800). Either way as tall as before: the line costs no scroll where none was."""
    from quiver.render2d.theme import text_size
    from quiver.scenes.legend import BODY_LEAST, LegendScene
    from tests.app_helpers import prints

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=size)
        for mode in Mode:
            scene = LegendScene(app.ports, mode)
            app.push(scene)
            printed = prints(monkeypatch, scene)  # (the hint under the body; the body is wrapped)
            body = " ".join(text for text, *_ in scene.body()[0])
            assert not scene.max_scroll or size[0] < 1280, (size, mode)  # (1280x800: it fits, as before)
            if scene.max_scroll:
                assert HELP_KEYS in body, (size, mode)
            else:
                assert HELP_KEYS not in body and any(h in printed for h in legend_words.HELP_FOOT), size
            view = scene.body()[2]
            hint = scene._hint(view)
            if hint is not None:  # (no toast is placed over it: at 1920x1080 one was)
                w, h = text_size(hint, BODY_LEAST)
                line = pygame.Rect(view.x, scene.lesson_btn.rect.centery - h // 2, w, h)
                assert line.collidelist(scene.toast_slots()) < 0, (size, mode, hint)
            app.pop()


def _screens(app):
    """(name, open it) for each screen HELP_KEYS names; each opens over the menu."""
    from quiver.scenes.daily import DailyScene
    from quiver.scenes.levels import LevelsScene
    from quiver.scenes.picture import PictureScene
    from quiver.scenes.play import PlayScene
    from quiver.scenes.seed import SeedScene
    from quiver.scenes.settings import SettingsScene

    def level():
        app.flow.level("2d", 1)
        run_until(app, lambda: isinstance(app.top, PlayScene), what="level 1")

    def pause():
        level()
        post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)
        run(app, 2)

    def result():
        level()
        play_to_win_card(app)

    return {
        "menu": lambda: None,
        "board": level,
        "Pause": pause,
        "Levels": lambda: app.push(LevelsScene(app.ports, "2d")),
        "Daily": lambda: app.push(DailyScene(app.ports, "2d")),
        "Settings": lambda: app.push(SettingsScene(app.ports)),
        "result card": result,
        "seed card": lambda: app.push(SeedScene(app.ports, app.top)),  # (s302: F1 did nothing
        "picture card": lambda: app.push(PictureScene(app.ports)),  # on these two, a pad's View too)
    }


@pytest.mark.slow
def test_f1_opens_how_to_play_on_every_screen_it_names_and_closes_it(monkeypatch, tmp_path):
    from quiver.scenes.legend import LegendScene

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(800, 600))
        for name, go in _screens(app).items():
            app.to_menu()
            run(app)
            go()
            run(app, 60)  # (a second's wait: F1 again at once would be a stray double press, app.clicks)
            under = app.top
            f1(app)
            assert isinstance(app.top, LegendScene), name
            f1(app)
            assert app.top is under, name  # (F1 again closes it)
