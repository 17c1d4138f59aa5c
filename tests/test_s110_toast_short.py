"""A toast's short form, chosen by the toast layer (quiver/scenes/toast_short.py): said
where the whole text finds no room clear of what a play view keeps in sight (the 3D
shape); the caller chose it by the window's shape before (inside3d.in_short)."""

from __future__ import annotations

import pygame

from quiver.scenes.base import Scene
from quiver.scenes.inside3d import LONG, SHORT
from quiver.scenes.toast import ToastLayer
from quiver.scenes.toast_hide import cards_of

SHAPE = pygame.Rect(240, 60, 320, 480)  # the shape's middle, as play_toasts.shape_aims weighs it
WHOLE, SHORTER = LONG[0].format(n=14), SHORT[0].format(n=14)


class View(Scene):
    """A play view (it has a hud) with a corner beside the shape `corner_w` wide and a
    band under the bar over the shape's foot."""

    hud = object()
    toasts_apart = True

    def __init__(self, corner_w: int) -> None:
        self.corner_w = corner_w

    def toast_slots(self):
        return [pygame.Rect(0, 420, self.corner_w, 130), pygame.Rect(0, 440, 800, 110)]

    def toast_aims(self):
        return [SHAPE] * 3


def _layer(corner_w: int, size=(800, 600)) -> tuple[ToastLayer, View]:
    top = View(corner_w)
    return ToastLayer(lambda: 0.0, size, lambda: top), top


def _hides(layer: ToastLayer) -> bool:
    return any(c.colliderect(SHAPE) for c in cards_of(layer, layer._placement()))


def test_the_short_form_where_the_whole_text_would_cover_the_shape():
    layer, _ = _layer(200)
    layer.show(WHOLE, short=SHORTER)
    layer.update(0.0)
    assert layer.texts() == [SHORTER]
    assert layer._shown() and not _hides(layer)


def test_the_whole_text_where_a_corner_holds_it_clear_of_the_shape():
    layer, _ = _layer(260)
    layer.show(WHOLE, short=SHORTER)
    layer.update(0.0)
    assert layer.texts() == [WHOLE]
    assert not _hides(layer)


def test_no_short_form_no_change():
    layer, _ = _layer(200)
    layer.show(WHOLE)
    layer.update(0.0)
    assert layer.texts() == [WHOLE]


def test_a_short_toast_is_withdrawn_and_replaced_by_its_whole_text():
    layer, _ = _layer(200)
    layer.show(WHOLE, short=SHORTER)
    layer.update(0.0)
    assert layer.texts() == [SHORTER]
    layer.show(WHOLE, short=SHORTER)  # the same news again: one toast
    layer.update(0.0)
    assert layer.texts() == [SHORTER]
    layer.withdraw(WHOLE)
    layer.update(0.0)
    assert layer.texts() == []


def test_judged_afresh_in_another_window_size():
    """Short stays short while the size holds (no flip as a view turns); resized to a
    window whose corner holds the whole text, it says it whole."""
    layer, top = _layer(200)
    layer.show(WHOLE, short=SHORTER)
    layer._placement()
    top.corner_w = 260  # the room of a window resized
    layer.update(0.0)
    assert layer.texts() == [SHORTER]
    layer.size = (801, 600)
    layer.update(0.0)
    assert layer.texts() == [WHOLE]


def test_the_inner_arrow_news_comes_in_both_forms():
    from quiver.generator import PuzzleSpec, generate
    from quiver.scenes.inside3d import Inside

    board = generate(PuzzleSpec("3d", "sphere", None, None, "hard", 3))
    inside, said = Inside(board), []
    while board.alive:
        i = board.free_arrows()[0]
        board.remove(i)
        said.append(inside.on_clear(i))
    said = [s for s in said if s]
    assert said[0][0].startswith("An inner arrow is uncovered") and said[0][1].startswith("Uncovered: ")
    assert said[-1] == (LONG[2], SHORT[2])


def test_the_short_form_where_the_whole_text_takes_many_lines_beside_the_shape():
    """640x480: "No arrows left hidden inside" took five lines in a corner 97 px wide."""

    class Corner(View):
        toast_narrowest = 100  # (a 3D view's corners at 640x480: play_toasts.toast_narrowest)

        def toast_slots(self):
            return [pygame.Rect(0, 230, self.corner_w, 240)]

    top = Corner(160)
    layer = ToastLayer(lambda: 0.0, (640, 480), lambda: top)
    layer.show(LONG[2], short=SHORT[2])
    layer.update(0.0)
    assert layer.texts() == [SHORT[2]]
