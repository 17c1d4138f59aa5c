"""A toast's kind and its dot (s51): "Level N is locked" is a notice, not good news: an
amber dot, not the green one, and it still goes with the Levels screen it is about."""

from __future__ import annotations

from app_helpers import run
from test_known_leftovers import small_app  # noqa: F401  (the fixture: 640x480, no window)

from quiver.game.journey import ToastKind
from quiver.render2d import theme
from quiver.scenes.toast_cards import TEXT, draw_card, inner, wrap


def _dot(kind: ToastKind) -> tuple[int, int, int]:
    msg = wrap("Level 7 is locked: clear level 1 first.", inner(600, False), 6, TEXT)
    card, r = draw_card(msg, TEXT, kind, False, 0)
    return tuple(card.get_at((r.x + 24, r.y + 13 + (TEXT + 2) // 2)))[:3]


def test_each_kind_of_toast_has_its_own_dot():
    assert _dot(ToastKind.INFO) == theme.GOOD
    assert _dot(ToastKind.SAVED) == theme.GOOD
    assert _dot(ToastKind.WARN) == theme.DANGER
    assert _dot(ToastKind.NOTICE) == theme.ACCENT


def test_a_locked_level_says_so_in_a_notice_that_goes_with_the_levels_screen(small_app):  # noqa: F811
    from quiver.scenes.levels import LevelsScene

    app = small_app
    scene = LevelsScene(app.ports, "2d")
    app.push(scene)
    run(app, 2)
    scene.play(7)
    run(app, 2)
    (note,) = [t for t in app.toasts.toasts if "Level 7 is locked" in t.text]
    assert note.kind == ToastKind.NOTICE and note.owner is scene
    app.pop()  # news of the screen left goes with it
    run(app, 2)
    assert not [t for t in app.toasts.texts() if "locked" in t]
