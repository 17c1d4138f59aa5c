"""Toasts at 480x360 (s128: tools/layout.py --toasts OUT 480x360 640x480 600x900 found 41
problems, all at 480x360). A queue's card at the window's top kept its waiting badge ("+2")
whole; Levels takes a queue's compact toast over its title, as Daily and Custom do, not over
its tiles; the check counts a tile's padlock with its tile, once."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above
import test_toast_places as places  # noqa: E402 - its `make` fixture

from quiver.render2d import theme  # noqa: E402
from quiver.scenes.toast_cards import BADGE_R  # noqa: E402

app_at = places.make


def _screen(app, which: str):
    for name, go in layout.screens(app):
        if name == which:
            return go()
    raise AssertionError(which)


def _accent(surface: pygame.Surface, area: pygame.Rect) -> int:
    """The pixels of the badge's colour in `area` of `surface`."""
    area = area.clip(surface.get_rect())
    return sum(
        1
        for x in range(area.x, area.right)
        for y in range(area.y, area.bottom)
        if surface.get_at((x, y))[:3] == theme.ACCENT[:3]
    )


def test_a_queued_card_at_the_window_top_keeps_its_badge_whole(app_at):
    """At 480x360 the queue's warning stood over Daily's title at the window's top: its
    "+2" badge, on the card's top edge, was cut in half by the window's edge."""
    app = app_at((480, 360))
    _screen(app, "daily")
    layout.raise_toasts(app)
    layer = app.toasts
    layer.update(0.0)
    surface = pygame.Surface(app.size, pygame.SRCALPHA)
    layer.full_redraw = True
    layer.draw(surface)
    shown = layer._placement()[0][1]
    assert len(shown) < len(layer.toasts)  # (a queue: the newest card says how many wait)
    card = next(r for r, t in layer._hits if t is shown[-1])
    assert card.y < BADGE_R  # (the case: the card at the window's top)
    badge = pygame.Rect(0, 0, 4 * BADGE_R, 4 * BADGE_R)
    badge.center = (card.right - 2, max(card.y, BADGE_R))
    whole = 3.14 * BADGE_R**2
    assert _accent(surface, badge) > 0.6 * whole  # (the white "+2" on it takes the rest)


def test_at_480x360_levels_queues_its_toasts_over_its_title_not_its_tiles(app_at):
    """No place off Levels' tiles held even one compact toast at 480x360: two lay over 18
    tiles (the last resort, over the controls). Its title band, left of Back, holds one
    at a time, whole, as Daily's and Custom's do; the others wait their turn."""
    app = app_at((480, 360))
    scene = _screen(app, "levels")
    layout.raise_toasts(app)
    layer = app.toasts
    layer.update(0.0)
    cards = [pygame.Rect(r) for r in layout._cards(layer)]
    assert cards and layer._compact
    controls = scene.toast_controls()
    assert [c for c in cards if c.collidelist(controls) >= 0] == []
    assert layout.unseen(layer) == []  # (whole, in the window; the others queued)


@pytest.mark.parametrize("which", ["daily", "levels"])
def test_the_check_lets_a_queued_card_lie_over_the_title_the_scene_offers(app_at, which):
    """At 480x360 Daily (s98) and Levels queue a compact toast over their title band, the
    one place off their days and tiles: the check counted the title under it a problem.
    A control there still counts."""
    from quiver.render2d.drawn import TEXT, WIDGET, Item

    app = app_at((480, 360))
    _screen(app, which)
    layout.raise_toasts(app)
    picture, drawn = layout.draw_recorded(app)
    title = next(i for i in drawn.items if i.kind == TEXT)
    card = pygame.Rect(layout._cards(app.toasts)[0])
    assert card.colliderect(title.rect)
    assert layout.queued(app, title, card)
    assert not layout.queued(app, Item(WIDGET, title.rect, "a button"), card)
    assert layout.with_toasts(app, picture, drawn) == []


def test_at_480x360_a_card_risen_out_of_the_custom_panels_foot_keeps_off_the_slider(app_at):
    """The Custom panel's place under its slider is 39 px tall at 480x360: a warning's
    compact card rose out of it 12 px over the window's edge, 7 px over the slider's knob.
    At a page's foot it stands 4 px over the edge: off the slider, whole in the window."""
    app = app_at((480, 360))
    scene = _screen(app, "custom")
    layout.raise_toasts(app)
    layer = app.toasts
    layer.update(0.0)
    cards = [pygame.Rect(r) for r in layout._cards(layer)]
    assert cards
    assert [c for c in cards if c.colliderect(scene.slider.rect)] == []
    assert layout.unseen(layer) == []
