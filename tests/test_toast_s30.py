"""Leftovers of the toast rework: a path broken only at its separators, never inside a
date; three long toasts on every card; smaller print over a card's title; rows_lent typed."""

from __future__ import annotations

import itertools
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from quiver.render2d.wordbreak import break_long_words

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # tools/layout.py, found through the path above

PATH = "/home/someone/.local/share/quiver/pictures/quiver-2026-12-03-04-30-00.png"


def _in_number(pieces: list[str]) -> list[tuple[str, str]]:
    """The breaks with a digit on both sides of their mark ("...-04-30-" / "00.png")."""
    return [(a, b) for a, b in itertools.pairwise(pieces) if a[-2:-1].isdigit() and b[:1].isdigit()]


def test_a_path_breaks_at_its_separators_never_inside_its_date():
    """Daily at 1600x600: the saved path broke as "...-04-30-" / "00.png" in the narrow
    calendar place; wherever the file's name fits a line (here 23-29 characters) it breaks
    after a `/` or before the date, never inside it."""
    for width in range(23, 80):
        pieces = break_long_words(PATH, width, len).split("\n")
        assert "".join(pieces) == PATH
        assert all(len(p) <= width for p in pieces), width
        assert not _in_number(pieces), (width, pieces)
        assert all(p.endswith(("/", "quiver-")) for p in pieces[:-1]), (width, pieces)
    for width in range(12, 23):  # (a column beside the pause card at 800x600): date / time
        assert break_long_words(PATH, width, len).endswith("quiver-\n2026-12-03-\n04-30-00.png"), width


# -- three long toasts on every card -------------------------------------------------------
def _three_on_cards(size):
    """(name, scene, what layout.with_toasts found) for each card at `size`, three long
    toasts up (layout.raised)."""
    app = layout.make_app(size)
    try:
        for name, go in layout.screens(app):
            if go() is None or not app.top.overlay:
                continue
            layout.raise_toasts(app)
            picture, drawn = layout.draw_recorded(app)
            yield name, app.top, layout.with_toasts(app, picture, drawn), app
    finally:
        app.close()


@pytest.mark.slow  # (a window)
def test_three_long_toasts_show_whole_on_every_card_at_640x480(monkeypatch, tmp_path):
    """640x480: of three long toasts (a path, a code, a warning) two waited on the pause
    card, and on Enter seed and Your picture two in 14 px print covered the card's title
    (the blank under the field was no place). All show, whole, off the buttons; the
    entry cards' titles and hints stay clear."""
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    names = []
    for name, scene, found, app in _three_on_cards((640, 480)):
        names.append(name)
        assert len(layout.raised(app)) == 3, name
        assert found == [], (name, found)
        if name in ("seed", "picture"):
            app.toasts.toasts = []
            layout.raise_toasts(app)
            cards, band = _cards(app), scene.toast_aims()[0]
            words = [i.rect for i in _words(scene) if band.contains(i.rect)]  # its title and hint
            assert len(words) >= 2 and not any(c.collidelist(words) >= 0 for c in cards), (name, cards)
    assert {"seed", "picture", "pause", "result", "settings"} <= set(names)


def _words(scene):
    from quiver.render2d import drawn

    scene.full_redraw = True
    with drawn.recording() as seen:
        scene.draw(pygame.Surface(scene.size, pygame.SRCALPHA))
    return [i for i in seen.items if i.kind == drawn.TEXT]


def _cards(app):
    layer = app.toasts
    layer.update(0.0)
    layer.full_redraw = True
    layer.draw(pygame.Surface(layer.size, pygame.SRCALPHA))
    return [r.inflate(-20, -20) for r in layer._cards]


def test_over_a_lent_title_the_smallest_print_goes_first(monkeypatch, tmp_path):
    """Where a card has no free room (here: none at all) its toast goes over its title:
    in 22 px it covered the whole title of Enter seed; the smallest print that holds it
    is tried first there."""
    from quiver.app import App
    from quiver.scenes.seed import SeedScene
    from quiver.scenes.toast_cards import SMALLER

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    app = App((640, 480), window=False, clock=lambda: 1000.0, sound=False, realtime=False, lessons=False)
    try:
        app.to_menu()
        app.push(SeedScene(app.ports, app.top))
        monkeypatch.setattr(type(app.top), "toast_slots", lambda self: [])
        app.feedback.toast(layout.TOASTS[0])
        cards = _cards(app)
        assert len(cards) == 1 and app.toasts._text == min(SMALLER)
        assert cards[0].colliderect(app.top.toast_aims()[0])  # (over the title: lent)
    finally:
        app.close()


# -- a press in the frame where the screen changed -----------------------------------------
def _one_frame(app, *clicks) -> None:
    """`clicks` (positions) as the window gets them before the next frame is drawn: all in
    one step, after a frame drawn of the screen as it is."""
    app.step()
    for pos in clicks:
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            app._pending.append(pygame.event.Event(kind, pos=pos, button=1))
    app.step()


def test_a_second_click_in_the_frame_that_opened_a_card_is_dropped(monkeypatch, tmp_path):
    """Enter seed, then at once (no frame drawn between) a click where the card that opens
    has its Cancel: the card closed unseen. The second press is dropped, wherever it is."""
    from quiver.app import App
    from quiver.scenes.seed import SeedScene

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    app = App((800, 600), window=False, clock=lambda: 1000.0, sound=False, realtime=False, lessons=False)
    try:
        app.to_menu()
        menu = app.top
        menu.open_custom()
        app.step()
        card = SeedScene(app.ports, menu)
        cancel = card.cancel.rect.center
        _one_frame(app, menu.seed_btn.rect.center, cancel)
        assert isinstance(app.top, SeedScene), "the second click closed the card it never saw"
        _one_frame(app, cancel)  # (the card drawn: now a click on Cancel is the player's)
        assert app.top is menu
    finally:
        app.close()


def test_a_double_click_on_a_toast_takes_it_and_clicks_nothing_under_it(monkeypatch, tmp_path):
    """A double click on a toast lent Levels' grid: the first press took the toast, the
    second, before the next frame, went to the tile under it (a locked level: "Level N
    is locked"). Both go; the second is dropped, in one frame or the next (s47: the toasts
    queue over the title band now; the screen sees neither press, the next toast stays)."""
    from quiver.app import App
    from quiver.scenes.levels import LevelsScene

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    for same_frame in (True, False):
        app = App((640, 480), window=False, clock=lambda: 1000.0, sound=False, realtime=False, lessons=False)
        try:
            app.to_menu()
            levels = LevelsScene(app.ports, "2d")
            app.push(levels)
            layout.raise_toasts(app)
            app.step()
            card = _cards(app)[0]  # (s47: queued over the title band, off the tiles)
            seen: list[int] = []
            levels.handle_event = lambda e, seen=seen: seen.append(e.type)  # type: ignore[method-assign]
            before = app.toasts.texts()
            if same_frame:
                _one_frame(app, card.center, card.center)
            else:
                _one_frame(app, card.center)
                _one_frame(app, card.center)
            assert app.top is levels and pygame.MOUSEBUTTONDOWN not in seen
            assert len(app.toasts.texts()) == len(before) - 1, app.toasts.texts()
        finally:
            app.close()


def test_a_refusal_shown_under_toasts_in_the_entry_cards_blank_stays_clear(monkeypatch, tmp_path):
    """Enter seed at 640x480 takes a toast in its blank under the field; a refusal shown
    there later moves the toast off it (the blank starts under the refusal)."""
    from quiver.app import App
    from quiver.scenes.seed import SeedScene

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    app = App((640, 480), window=False, clock=lambda: 1000.0, sound=False, realtime=False, lessons=False)
    try:
        app.to_menu()
        card = SeedScene(app.ports, app.top)
        app.push(card)
        layout.raise_toasts(app)
        assert any(c.top > card.box.rect.bottom and c.bottom < card.ok.rect.y for c in _cards(app))
        card.refuse(
            "quiver: error: 'zz' is neither a seed (a whole number) nor a puzzle code"
            " like 2d-heart-16x14-34-hard-7-g7"
        )
        assert card._error_wrap().lines == 2
        p, u = card.panel, card.u  # the refusal's two lines: the first's middle at 192 (entry_card.draw)
        said = pygame.Rect(p.x, p.y + int(192 * u) - int(12 * u), p.w, int(48 * u))
        cards = _cards(app)
        assert not any(c.colliderect(said) for c in cards), (said, cards)
        assert len(cards) == 3 and layout.unseen(app.toasts) == []
    finally:
        app.close()
