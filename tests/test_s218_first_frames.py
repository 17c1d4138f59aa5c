"""s218: frames a player feels (bench/hitches.py). The Custom panel's first frame built its
17 cards' shapes (17-22 ms of CPU) and measured their names a print size at a time, each
new size's font opened fresh; the menu builds the shapes and opens those fonts on a thread
once its first frame is up. Settings drew its whole card again and sent its layer anew on
every event, a plain mouse move over the card too: it redraws where something shown
changed."""

from __future__ import annotations

import threading

import pygame
from app_helpers import app_maker, run

from quiver.render2d import textdraw, theme
from quiver.scenes import menu_choice, settings
from quiver.scenes.picker import label
from quiver.scenes.scene_modules import WARM_THREAD
from quiver.shapes import list_shapes


def _linear(s: str, size: int, width: int, bold: bool, least: int) -> int:
    """fit_size as it was: each size tried down from `size`."""
    while size > least and theme.text_size(s, size, bold)[0] > width:
        size -= 1
    return size


def test_fit_size_settles_in_a_few_sizes_not_one_at_a_time(monkeypatch):
    asked: list[int] = []
    real = theme.text_size
    monkeypatch.setattr(
        textdraw, "text_size", lambda s, size, bold=False: asked.append(size) or real(s, size, bold)
    )
    width = real("Cross Pyramid", 20, True)[0]
    got = theme.fit_size("Cross Pyramid", 40, width, True, 13)
    tried = set(asked)
    assert got == _linear("Cross Pyramid", 40, width, True, 13) == 20
    assert len(tried) <= 3  # (before: the 21 sizes 40 down to 20)


def test_fit_size_finds_the_size_trying_each_size_found():
    names = [label(n) for names in list_shapes().values() for n in names][::4] + ["Settings", "W", "Ш"]
    for text in names:
        for size in (13, 18, 27, 40):
            full = theme.text_size(text, size, True)[0]
            for width in range(0, full + 2, max(1, full // 9)):
                got = theme.fit_size(text, size, width, True, 14)
                assert got == _linear(text, size, width, True, 14), (text, size, width)


def test_the_menu_builds_customs_shapes_ahead_and_its_first_frame_builds_none(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        menu = app.top
        monkeypatch.setattr(app, "realtime", True)  # (as the game runs, with a window)
        monkeypatch.setattr(app, "want_window", True)
        monkeypatch.setattr(menu_choice, "warm_up", lambda mode: None)
        warming = app.flow.warm_settings()
        assert warming is not None
        for thread in threading.enumerate():
            if thread.name == WARM_THREAD:
                thread.join(20)
        assert all((menu.mode, n, None) in menu.choice._shapes for n in menu.grid.names)
        built: list[str] = []
        monkeypatch.setattr(menu_choice, "make_shape", lambda *a: built.append(a[1]))
        menu.open_custom()
        run(app)
        assert built == []


def _count_draws(monkeypatch) -> list[int]:
    drawn = [0]
    real = settings.draw_card

    def counted(surface, card):
        drawn[0] += 1
        return real(surface, card)

    monkeypatch.setattr(settings, "draw_card", counted)
    return drawn


def _motion(pos) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))


def _move(app, pos) -> None:
    pygame.event.post(_motion(pos))
    run(app)


def test_a_mouse_move_over_settings_that_lights_nothing_draws_nothing(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_o, mod=0, unicode="", scancode=0))
        run(app, 2)
        card = app.top
        assert card.name == "settings"
        controls = [w.rect for w in [*card.widgets.values(), card.back]]
        y = card.card.y + 8  # the card's top edge, over its title: no control there
        spots = [(x, y) for x in range(card.card.x + 20, card.card.right - 20, 40)]
        spots = [p for p in spots if not any(r.inflate(8, 8).collidepoint(p) for r in controls)]
        assert len(spots) > 10
        drawn = _count_draws(monkeypatch)
        for p in spots:
            _move(app, p)
        assert drawn[0] == 0  # (before: one a move)
        _move(app, card.back.rect.center)  # onto Done: lit, drawn once
        assert card.back.hover and drawn[0] == 1
        _move(app, (card.back.rect.centerx + 2, card.back.rect.centery))
        assert drawn[0] == 1
        _move(app, spots[0])  # off it: unlit
        assert not card.back.hover and drawn[0] == 2


def _drawn(card) -> bytes:
    layer = pygame.Surface(card.size, pygame.SRCALPHA)
    card.draw(layer)
    return pygame.image.tobytes(layer, "RGBA")


def test_a_mouse_move_that_lights_a_control_shows_it_as_a_fresh_card_does(monkeypatch, tmp_path):
    """Along every row, over each control and between them: what shows after each move is
    the card drawn afresh (a move that changes what shows draws the card again)."""
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_o, mod=0, unicode="", scancode=0))
        run(app, 2)
        card = app.top
        card.full_redraw = True
        shown, redrawn = _drawn(card), 0
        for wdg in [*card.widgets.values(), card.back]:
            r = wdg.rect
            spots = ((r.x + 3, r.centery), r.center, (r.right - 3, r.centery), (r.right + 30, r.bottom + 3))
            for pos in spots:
                card.handle_event(_motion(pos))
                if card.full_redraw:
                    shown, redrawn = _drawn(card), redrawn + 1
                card.full_redraw = True
                assert _drawn(card) == shown, (type(wdg).__name__, pos)
        assert redrawn > 10  # (each control lit and let go)
