"""Custom's row labels under toasts (s53): at 640x480 and 800x600 three toasts queued in
their compact form stood over "Mode" for the first one's seconds: the queue's place went
down to the mode buttons, and the menu keeps only its buttons and shapes clear (its words
may go under a toast). The labels that name its controls now count as the controls do
(`drawn.LABEL`, `MenuScene.toast_controls`), and the queue's place is the title band
above them, as wide as it is free (a warning takes two lines there, not three). The home
view's "Mode" too: the third of three toasts at 640x480 lay over it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above

from quiver.game.journey import ToastKind  # noqa: E402
from quiver.render2d import drawn  # noqa: E402

SHOT, COPIED = layout.TOASTS
WARNING = layout.WARNING


@pytest.fixture
def make(monkeypatch, tmp_path):
    from app_helpers import menu_maker

    with menu_maker(monkeypatch, tmp_path) as go:
        yield go
    pygame.display.quit()


def kept(app) -> list[drawn.Item]:
    """What no toast may cover: the labels, buttons and shapes' cards drawn."""
    with drawn.recording() as d:
        app.top.draw(pygame.Surface(app.size, pygame.SRCALPHA))
    return [i for i in d.items if i.kind in (drawn.LABEL, drawn.WIDGET, drawn.CONTROL)]


def cards(layer) -> list[pygame.Rect]:
    """The toasts' cards as drawn now (less their transparent margins, shadow and edge)."""
    layer.update(0.0)
    layer.full_redraw = True
    layer.draw(pygame.Surface(layer.size, pygame.SRCALPHA))
    return [r.inflate(-20, -20) for r in layer._cards]


@pytest.mark.parametrize("view", ["home", "custom"])
@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1024, 768)])
def test_no_toast_stands_over_a_label_of_the_menus_controls(make, size, view):
    app = make(size)
    if view == "custom":
        app.top.open_custom()
    app.top.full_redraw = True
    found = kept(app)
    named = {i.label for i in found if i.kind == drawn.LABEL}
    assert {"Mode", "Difficulty", "Size", "Arrows"} <= named or view == "home"
    assert "Mode" in named
    # (three at once, and what is left as each one's time ends; each alone)
    for texts in ([SHOT, COPIED, WARNING], [SHOT, COPIED], [SHOT], [COPIED], [WARNING], [COPIED, WARNING]):
        app.toasts.toasts = []
        for text in texts:
            app.feedback.toast(text, ToastKind.WARN if text == WARNING else ToastKind.INFO)
        shown = cards(app.toasts)
        assert shown and layout.unseen(app.toasts) == [], (size, texts)
        hit = [(tuple(r), i) for r in shown for i in found if r.inflate(-4, -4).colliderect(i.rect)]
        assert not hit, (size, texts, hit)
