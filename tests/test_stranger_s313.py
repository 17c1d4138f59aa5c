"""Leftovers of a stranger's pass in a real window (s313): each test failed before its fix."""

from __future__ import annotations

import pytest

from tests.app_helpers import app_maker, run


def _post(app, *events):
    import pygame

    for e in events:
        pygame.event.post(e)
    run(app)


def _key(key, mod=0):
    import pygame

    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)


def _click(app, pos):
    import pygame

    _post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    _post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    _post(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def _type(app, text):
    import pygame

    _post(app, pygame.event.Event(pygame.TEXTINPUT, text=text))


@pytest.mark.parametrize("fix", ["address", "saved"])
def test_a_refusal_goes_when_the_field_is_corrected(monkeypatch, tmp_path, fix):
    """Settings: a server address typed wrong ("bad host:99999") was refused in a warning;
    the player typed a good one (or the saved one back) and left the field: the address was
    kept, yet "Not a server address: bad host:99999" stayed its whole time over the card,
    under the field now holding the good one. The warning about a field goes when the field
    holds a text the game takes."""
    import pygame

    from quiver.scenes.settings import SettingsScene

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(1024, 768))
        app.top.open_settings()
        run(app, 2)
        settings = app.top
        assert isinstance(settings, SettingsScene)
        settings.scroll_to("leaderboard_server")
        run(app)
        field = settings.widgets["leaderboard_server"].rect.center
        _click(app, field)
        _type(app, "bad host:99999")
        _post(app, _key(pygame.K_TAB))
        assert any(t.startswith("Not a server address") for t in app.toasts.texts())
        _click(app, field)
        _post(app, _key(pygame.K_a, pygame.KMOD_CTRL), _key(pygame.K_BACKSPACE))
        if fix == "address":
            _type(app, "127.0.0.1:9")
        _post(app, _key(pygame.K_TAB))
        run(app, 2)
        assert app.top is settings
        assert not any(t.startswith("Not a server address") for t in app.toasts.texts()), app.toasts.texts()
        want = "http://127.0.0.1:9" if fix == "address" else ""
        assert app.midend.settings.leaderboard_server == want


def test_a_triple_clicks_third_press_is_dropped_too():
    """A triple click on Next level (or any button that opens a board: the menu's Play,
    Retry, Skip lesson): its second press was dropped, but that press's release counted as
    a click on the new board, so the third press, as quick, tapped the arrow under the
    pointer (in a real window: level 2 opened with an arrow gone and the clock running).
    Every press within a double click's time of the click that opened the board, where it
    was, is dropped; one later is the player's tap."""
    import pygame

    from quiver.input import DOUBLE_CLICK, StrayClick

    def ev(kind):
        return pygame.event.Event(kind, pos=(5, 5), button=1)

    card, board, s = object(), object(), StrayClick()
    assert not s.stray(ev(pygame.MOUSEBUTTONDOWN), 10.0, card)
    assert not s.stray(ev(pygame.MOUSEBUTTONUP), 10.05, card)  # Next level: the board opens
    assert s.stray(ev(pygame.MOUSEBUTTONDOWN), 10.15, board)  # the second press
    assert s.stray(ev(pygame.MOUSEBUTTONUP), 10.2, board)
    assert s.stray(ev(pygame.MOUSEBUTTONDOWN), 10.3, board)  # the third
    assert s.stray(ev(pygame.MOUSEBUTTONUP), 10.35, board)
    assert not s.stray(ev(pygame.MOUSEBUTTONDOWN), 10.05 + DOUBLE_CLICK, board)  # later: a tap
    assert not s.stray(ev(pygame.MOUSEBUTTONUP), 10.6, board)
    assert not s.stray(ev(pygame.MOUSEBUTTONDOWN), 10.7, board)  # and the next


@pytest.mark.parametrize("print_", [16, 18, 20, 22, 24, 28])
def test_a_code_on_two_lines_keeps_its_lines_apart(print_):
    """The bottom bar's code on two lines: the "_" of a shape's name ("letter_s", the
    daily of 2026-12-02, in a 1024x768 window) sat on the tops of the figures under it,
    a bar over a "5" that a player copying the code by eye could misread. The "_" keeps
    a blank row between it and the line under it, in each print the chip uses."""
    import pygame

    from quiver.render2d import theme
    from quiver.render2d.hud import Hud
    from quiver.render2d.hudchip import draw_code_chip

    pygame.font.init()
    hud = Hud()
    hud.set_code("2d-letter_s-11x16-16-medium-7132484858321658533-g9")
    hud.layout((1024, 768))
    hud.code_size, hud.code_lines = print_, ["2d-letter_s-11x16-16-medium-", "7132484858321658533-g9"]
    surface = pygame.Surface((1024, 768))
    surface.fill((240, 236, 228))
    draw_code_chip(surface, hud)
    chip = hud.code_rect
    left = chip.x + hud.px(26) + (theme.text_size(hud.shown_label, hud.px(20))[0] if hud.shown_label else 0)
    first = hud.code_lines[0]
    x0 = left + theme.text_size(first[: first.index("_")], print_, True)[0]
    w = theme.text_size("_", print_, True)[0]
    under = range(x0 + w // 3, x0 + 2 * w // 3 + 1)  # the "_"'s middle: nothing else of line 1

    def inked(y):  # a row there holds ink, its letters' soft edges too
        return any(sum(surface.get_at((x, y))[:3]) < 3 * 215 for x in under)

    rows = [inked(y) for y in range(chip.y + 3, 768)]  # (inside the chip's edge)
    top = rows.index(True)  # the "_" (line 1 has nothing else there)
    run = rows[top:].index(False)  # its ink, down to the first blank row
    alone = theme.font(print_, True).render("_", True, (0, 0, 0)).get_bounding_rect().h
    assert run <= alone, f"the '_' ({alone} rows) touches the figure under it: {rows}"


@pytest.mark.parametrize("how", ["continue", "code"])
def test_the_kept_line_goes_once_the_puzzle_goes_on(monkeypatch, tmp_path, how):
    """A free puzzle left for the menu is kept, and the menu says so: "Puzzle kept:
    Continue (K) goes on; so does Enter seed CODE". A player who pressed K at once found
    that line still up over the puzzle it had opened, under "Back where you left it": a
    way back to where they already were. Picked up, the puzzle's kept line goes."""
    import pygame

    from quiver.game.code import from_seed
    from quiver.scenes.menu import MenuScene
    from quiver.scenes.play import PlayScene
    from tests.app_helpers import post, run_until
    from tests.test_s207_kept_app import tap, toasts

    code = from_seed(7)
    with app_maker(monkeypatch, tmp_path, window=False, size=(1024, 700)) as make:
        app = make()
        app.flow.open_code(code)
        run_until(
            app, lambda: isinstance(app.top, PlayScene) and not app.top.busy(), what="the puzzle opened"
        )
        play = app.top
        tap(app, play, min(play.session.board.free_arrows()))
        post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
        run(app)
        post(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="", scancode=0)  # the pause card's Menu
        run(app, 3)
        assert isinstance(app.top, MenuScene)
        assert any(t.startswith("Puzzle kept") for t in toasts(app)), toasts(app)
        if how == "continue":
            post(pygame.KEYDOWN, key=pygame.K_k, mod=0, unicode="k", scancode=0)
        else:
            app.flow.open_code(code)  # Enter seed, the code typed
        run_until(app, lambda: isinstance(app.top, PlayScene) and not app.top.busy(), what="it went on")
        run(app, 3)
        said = toasts(app)
        assert any(t.startswith("Back where you left it") for t in said), said
        assert not any(t.startswith("Puzzle kept") for t in said), said
