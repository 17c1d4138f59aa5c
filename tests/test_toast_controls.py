"""Toasts keep off controls (s43, a stranger's round): at 1920x1080 one of three toasts lent
Settings' rows lay over its Hearts choice, and on Levels and Custom three covered tiles and
shapes. tools/layout.py --toasts counts a toast over any control (a widget, a level's tile,
a shape's card, a Daily day), even where the screen lends itself to toasts. Where no
placement off its controls (`Scene.toast_controls`) shows them all whole (Levels, Custom and
Daily at 640x480 to 1600x600: s47), they queue in a compact form, one at a time where only
one fits, the newest card saying how many wait."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above
import test_toast_places as places  # noqa: E402 - its `make` fixture

app_at = places.make


SMALL = [(640, 480), (800, 600), (1024, 600), (1600, 600), (1280, 800)]
# settings_end: Settings scrolled to its last rows, where a small window shows the
# leaderboard's text fields (s51: the check never drew them at 640x480)
SCREENS = ("settings", "settings_end", "levels", "custom", "picker", "daily", "daily_day")


@pytest.mark.parametrize(
    "size",  # (s43's 1920x1080 in the fast tier; the two biggest, a second of CPU, in the slow)
    [*SMALL, (1920, 1080)] + [pytest.param(s, marks=pytest.mark.slow) for s in [(2560, 1440), (3840, 2160)]],
    ids=lambda s: f"{s[0]}x{s[1]}",
)
def test_three_toasts_cover_no_control_on_settings_levels_custom_or_daily(app_at, size):
    app = app_at(size)
    found = []
    for name, go in layout.screens(app):
        if name in SCREENS and go() is not None:
            layout.raise_toasts(app)
            picture, seen = layout.draw_recorded(app)
            found += [f"{name}: {line}" for line in layout.with_toasts(app, picture, seen)]
    assert found == []


def test_the_check_counts_a_toast_over_a_control_even_where_lent():
    from quiver.render2d.drawn import CONTROL, WIDGET, Drawn, Item

    tile = Item(CONTROL, pygame.Rect(0, 0, 50, 50), "level 3")
    button = Item(WIDGET, pygame.Rect(60, 0, 50, 20))
    drawn = Drawn([tile, button])
    assert layout.controls(drawn, []) == [tile, button]
    assert layout.controls(drawn, [button]) == [tile]  # (each once)


@pytest.mark.parametrize("which", ["levels", "custom"])
def test_toasts_with_no_room_off_the_controls_queue_in_the_compact_form(app_at, which):
    """At 640x480 three long toasts fit nowhere on Levels or Custom off its tiles or shapes
    (they lay over them): the newest shows alone in the compact form, off every control,
    saying "+2"; the others wait, a warning's and a path's time standing still, and show
    in turn, each whole and off the controls, each for its whole time (the last alone in
    the usual form where one fits so). A short one keeps its usual form on Levels."""
    from quiver.game.journey import ToastKind
    from quiver.render2d.drawn import WIDGET
    from quiver.scenes.levels import LevelsScene
    from quiver.scenes.toast_cards import COMPACT

    app = app_at((640, 480))
    if which == "levels":
        scene = LevelsScene(app.ports, "2d")
        app.push(scene)
    else:
        scene = app.top
        scene.open_custom()
    layer, t = app.toasts, [1000.0]
    layer.clock = lambda: t[0]
    path, code = layout.TOASTS  # (F12, a failed save, then C)
    for text, kind in ((path, ToastKind.SAVED), (layout.WARNING, ToastKind.WARN), (code, ToastKind.INFO)):
        layer.show(text, kind)
    widgets = [i.rect for i in places.words(scene) if i.kind == WIDGET]
    for n in (3, 2, 1):
        (card,) = places.cards(layer)
        assert layout.unseen(layer) == []
        assert n < 3 or (layer._compact and layer._text == COMPACT)  # (the last alone may fit as it is)
        assert card.collidelist([*scene.toast_controls(), *widgets]) < 0
        assert len(layer.toasts) - len(layer._shown()) == n - 1  # (the "+N" its card shows)
        shown = layer._shown()[0]
        assert shown.age == 0.0, "a toast that waited lost its time"
        t[0] += shown.seconds + 0.01  # (its time up)
        layer.update(0.0)
        assert shown not in layer.toasts
    app.feedback.toast("Level 5 is locked: clear level 1 first.")
    shown = places.cards(layer)
    assert len(shown) == 1 and (which == "custom" or not layer._compact)  # (Custom has no free place)
    assert not any(r.collidelist(scene.toast_controls()) >= 0 for r in shown)


def test_a_cut_toast_in_a_narrow_place_is_not_counted_whole(app_at):
    """A code of seven lines in a narrow place beside Settings' rows was cut to six and the
    placement took it for whole (toast_stack._whole): it goes where it shows whole."""
    from quiver.scenes.settings import SettingsScene

    app = app_at((640, 480))
    app.push(SettingsScene(app.ports))
    for text in layout.TOASTS:
        app.feedback.toast(text)
    places.cards(app.toasts)
    assert layout.unseen(app.toasts) == []


@pytest.mark.parametrize("size", [(640, 480), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_leaderboard_fields_are_noted_as_controls_where_they_show(app_at, size):
    """At 640x480 and 800x600 the Leaderboard server and name fields show only with the
    list scrolled to its end: there they are drawn widgets, and controls toasts keep off."""
    from quiver.render2d.drawn import WIDGET

    app = app_at(size)
    for name, go in layout.screens(app):
        if name == "settings_end" and go() is not None:
            _, seen = layout.draw_recorded(app, picture=False)
            fields = [app.top.widgets[k].rect for k in ("leaderboard_server", "leaderboard_name")]
            assert all(app.top.plan.view.contains(r) for r in fields)
            assert all(r in [i.rect for i in seen.of(WIDGET)] for r in fields)
            assert all(r in app.top.toast_controls() for r in fields)
            layout.raise_toasts(app)
            cards = [pygame.Rect(r) for r in layout._cards(app.toasts)]
            assert cards and not any(c.collidelist(fields) >= 0 for c in cards)
            return
    pytest.fail("no settings_end screen")


def test_level_tiles_and_shape_cards_are_noted_as_controls(app_at):
    from quiver.render2d.drawn import CONTROL

    app = app_at((1280, 800))
    for name, go in layout.screens(app):
        if name in ("levels", "custom") and go() is not None:
            _, seen = layout.draw_recorded(app, picture=False)
            labels = [i.label for i in seen.of(CONTROL)]
            assert ("level 1" in labels) if name == "levels" else ("heart" in labels), (name, labels)


def test_a_queue_is_placed_once_not_every_frame(app_at, monkeypatch):
    """The queue's places are the scene's places and its `toast_queue_places`: the layer's
    memo is keyed by the first, so a queued placement is kept frame after frame (placed
    afresh, trying every print, it cost milliseconds a frame)."""
    from quiver.scenes import toast_stack
    from quiver.scenes.levels import LevelsScene

    app = app_at((640, 480))
    app.push(LevelsScene(app.ports, "2d"))
    calls = []
    real = toast_stack._placed_whole
    monkeypatch.setattr(toast_stack, "_placed_whole", lambda layer: calls.append(1) or real(layer))
    layout.raise_toasts(app)
    places.cards(app.toasts)  # (placed, then again where they stood)
    assert calls
    calls.clear()
    for _ in range(4):
        places.cards(app.toasts)
    assert app.toasts._compact and calls == []


def test_the_custom_panels_queue_stays_off_the_shapes_label(app_at):
    """At 800x600 a queued code stood in the title band over "Shape", the shapes' label:
    the queue's place ends above the labels of the panel's controls (s53: it went down to
    the mode buttons, and a warning lay over "Mode"; the labels now count as controls)."""
    from quiver.scenes.menu_draw import custom_labels

    app = app_at((800, 600))
    menu = app.top
    menu.open_custom()
    layout.raise_toasts(app)
    shown = places.cards(app.toasts)
    assert app.toasts._compact and shown
    assert not [r for r in shown for _, label in custom_labels(menu) if r.colliderect(label)]


def test_news_queued_behind_newer_news_goes_stale(app_at):
    """Two locked tiles clicked at 640x480 under a warning: "Level 12 is locked" shows, and
    "Level 7 is locked", queued behind it, is not shown after it, four seconds late:
    queued news ages; the warning keeps its time."""
    from quiver.game.journey import ToastKind
    from quiver.scenes.levels import LevelsScene

    app = app_at((640, 480))
    app.push(LevelsScene(app.ports, "2d"))
    layer, t = app.toasts, [1000.0]
    layer.clock = lambda: t[0]
    layer.show(layout.WARNING, ToastKind.WARN, 10.0)
    layer.show("Level 7 is locked: clear level 1 first.")
    layer.show("Level 12 is locked: clear level 1 first.")
    places.cards(layer)
    assert layer._compact and layer.texts()[-1] in [x.text for x in layer._shown()]
    t[0] += 4.1
    places.cards(layer)
    assert layer.texts() == [layout.WARNING]
