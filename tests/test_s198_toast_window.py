"""A place a scene offers toasts that runs past the window (s198): the toast layer stood a
toast in it, its card drawn past the window's edge, and let it age there unseen (s196 mended
only Settings, which gave such a room for its name's warning). The layer now cuts every
place offered (its own, lent, a queue's) to the window: a toast stands whole in the window,
or waits, its time standing still."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from quiver.game.journey import ToastKind  # noqa: E402
from quiver.scenes.base import Scene  # noqa: E402
from quiver.scenes.toast import ToastLayer  # noqa: E402

SIZE = (640, 480)
WARNING = 'Name kept; the game cannot draw one of its characters, shown "Dan ?"'


def _card(places, lent=(), waits=True):
    """A card (toasts wait over it) offering `places` and lending `lent`."""

    class Card(Scene):
        overlay = True
        toasts_wait = waits

        def __init__(self):
            pass

        def toast_slots(self):
            return [pygame.Rect(r) for r in places]

        def toast_lent(self):
            return [pygame.Rect(r) for r in lent]

    return Card()


def _drawn(layer: ToastLayer) -> list[pygame.Rect]:
    """The cards as drawn now, each less its shadow's margins."""
    layer.full_redraw = True
    layer.draw(pygame.Surface(layer.size, pygame.SRCALPHA))
    return [r for r, _ in layer._hits]


@pytest.mark.parametrize(
    "place",
    [
        (0, 440, 640, 300),  # (past the foot: a list's room scrolled away)
        (500, 100, 400, 200),  # (past the right edge)
        (-300, -200, 500, 300),  # (above and left of the window)
    ],
)
def test_a_toast_never_stands_past_the_window(place):
    t = [0.0]
    card = _card([place])
    layer = ToastLayer(lambda: t[0], SIZE, lambda: card)
    toast = layer.show(WARNING, ToastKind.WARN, seconds=10.0)
    layer.update(0.0)
    window = pygame.Rect((0, 0), SIZE)
    shown = layer._shown()
    for r in _drawn(layer):
        assert window.contains(r), r  # (before: drawn past the window's edge)
    for slot, group in layer._placement():
        assert slot is None or not group or window.contains(slot), slot
    if not shown:  # no room in the window: it waits, its time standing still
        t[0] = 30.0
        layer.update(30.0)
        assert layer.toasts == [toast] and toast.age == 0.0


def test_what_a_card_lends_past_the_window_is_cut_to_it():
    """A lent place running past the window's foot (a scrolled list's rows): the toast
    stands in what of it the window shows."""
    t = [0.0]
    card = _card([], lent=[(40, 300, 560, 400)])
    layer = ToastLayer(lambda: t[0], SIZE, lambda: card)
    layer.show(WARNING, ToastKind.WARN, seconds=10.0)
    layer.update(0.0)
    cards = _drawn(layer)
    assert cards and all(pygame.Rect((0, 0), SIZE).contains(r) for r in cards), cards
    assert all(r.colliderect((40, 300, 560, 180)) for r in cards)  # (in what the window shows of it)
