"""s389, what s374-s384's bigger "Size of menus" left: a scrolled page's toasts waited until
it was scrolled back (none shown on Custom, Daily or a result card scrolled 150 px at
1280x720 at 200%); now they stand in the window where they stood unscrolled, whatever the
scroll."""

from __future__ import annotations

from itertools import pairwise
from types import SimpleNamespace

import layout  # tools/layout.py (conftest puts tools/ on the path)
import pygame
import pytest


def _scroll_to(top, at: int) -> int:
    """Scroll the page on top to `at` px (as far as it goes); how far it went."""
    from quiver.scenes import menu_scroll

    scroller = getattr(top, "scroller", None)
    if scroller is None:
        menu_scroll.set_scroll(top, at)
        top.layout()
        return menu_scroll.scroll(top)
    scroller.at = 0
    scroller.by(at)
    return scroller.at


def _cards(app) -> tuple[int, list[tuple]]:
    """The toasts `layout.raised` over the page on top: how many show, and their cards."""
    layout.raise_toasts(app)
    layout.draw_recorded(app, picture=False)
    layer = app.toasts
    layer.update(0.0)
    layer.full_redraw = True
    layer.draw(pygame.Surface(app.size, pygame.SRCALPHA))
    shown = len(layer._shown())
    cards = [tuple(r) for r, _ in layer._hits]
    layer.toasts = []
    return shown, cards


@pytest.mark.slow
def test_a_scrolled_pages_toasts_stand_where_they_stood_unscrolled(layout_home):
    app = layout.make_app((1280, 720))
    try:
        layout.set_scale(app, "2")
        found = {}
        for name, go in layout.screens(app):
            if name not in ("menu", "custom", "levels", "daily", "result") or go() is None:
                continue
            top = app.top
            assert _scroll_to(top, 0) == 0
            first = _cards(app)
            assert first[0] >= 1, name
            for at in (150, 10**6):
                went = _scroll_to(top, at)
                assert went > 0, f"{name}: scrolls"
                found[(name, at)] = _cards(app) == first
            _scroll_to(top, 0)
        assert found and all(found.values()), [k for k, v in found.items() if not v]
    finally:
        app.close()


STEPS = ("auto", "1.25", "1.5", "2")


def _texts(name: str, size: tuple[int, int]) -> dict[str, list]:
    """Each text `name` draws at `size` at each of STEPS: its height (None: not drawn), and
    the screen's scene at each step (its last layout kept)."""
    found: dict[str, list] = {}
    for k, scale in enumerate(STEPS):
        app = layout.make_app(size)
        try:
            layout.set_scale(app, scale)
            dict(layout.screens(app))[name]()
            drawn = layout.draw_recorded(app, picture=False)[1]
            for label, h in layout.text_heights(drawn).items():
                found.setdefault(label, [None] * len(STEPS))[k] = h
            found.setdefault("", []).append((app.top, drawn))
        finally:
            app.close()
    return found


@pytest.mark.slow
def test_under_1024x768_dailys_calendar_grows_with_each_step(layout_home):
    """At 800x600 its days' numbers were 9 px at Auto, 125% and 150% (its letters' k held at
    1.0 under a page scale of 1, and a short cell's figures at 18 px at most)."""
    from statistics import median

    from quiver.render2d.drawn import TEXT

    found = _texts("daily", (800, 600))
    days = []
    for page, drawn in found[""]:
        figures = [t for t in drawn.of(TEXT) if t.label.isdigit() and page.cal_card.contains(t.rect)]
        days.append(median(t.whole_h or t.rect.h for t in figures))
    assert days == sorted(days) and len(set(days)) == len(STEPS), days


@pytest.mark.slow
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_bigger_size_of_menus_never_draws_levels_text_smaller(layout_home, size):
    """At 800x600 a level's number was 21 px at 125% and 22 at 150% (4 then 3 columns:
    the tiles' words held at 1280x800's under a page scale of 1), "next" 9 px at each; the
    body's median fell from 21 to 17 px, fewer tiles in view. Now no text is smaller a step
    up, and a level's number a fifth bigger at least."""
    found = _texts("levels", size)
    for label, heights in found.items():
        pairs = list(pairwise(heights)) if label else []
        assert all(b >= a for a, b in pairs if a is not None and b is not None), (label, heights)
    number = found["1"][1:]  # (from 125%: Auto's five columns are narrower)
    assert all(b >= 1.2 * a for a, b in pairwise(number)), number


@pytest.mark.slow
@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_result_card_at_a_bigger_size_of_menus_ends_over_the_bottom_bar_not_across_it(layout_home, size):
    """A sheet across the play view's bottom bar showed its pills' tops under it (800x600: the
    daily's card at 125%, the won card at 150%; 1280x720: the lost card at 200%). Where it
    does not scroll, it ends over the bar, the bar whole under it."""
    across = []
    for scale in ("1.25", "1.5", "2"):
        app = layout.make_app(size)
        try:
            layout.set_scale(app, scale)
            for name, go in layout.screens(app):
                if name in ("result", "result_daily", "lost") and go() is not None:
                    card, h = app.top, size[1]
                    foot = h - card.play.hud.bottom_h
                    if not card.scroller.most and card.panel.bottom > foot:
                        across.append((scale, name, card.panel.bottom, foot))
        finally:
            app.close()
    assert across == []


@pytest.mark.slow
def test_home_and_end_are_shown_where_a_page_scrolls(layout_home):
    """Home and End scrolled a page at a bigger Size of menus and nothing on screen said so:
    beside the scroll bar each is shown in a key cap where it scrolls the page (End at its
    top, Home once scrolled), where the margin holds it; Settings' line under the choice
    names them wherever pages scroll."""
    from quiver.scenes.settings_scale_note import scale_note

    app = layout.make_app((1280, 720))
    try:
        layout.set_scale(app, "2")
        for name, go in layout.screens(app):
            if name not in ("menu", "custom", "levels", "daily") or go() is None:
                continue
            keys = []
            for at in (0, 10**6):
                _scroll_to(app.top, at)
                drawn = layout.draw_recorded(app, picture=False)[1]
                keys.append(sorted(t.label for t in drawn.items if t.label in ("Home", "End")))
            assert keys == [["End"], ["Home"]], (name, keys)
    finally:
        app.close()
    for size in ((800, 600), (1280, 720)):
        assert "Home / End" in (scale_note(size, SimpleNamespace(ui_scale="1.5")) or "")


@pytest.mark.slow
@pytest.mark.parametrize("size,scale", [((1920, 1080), "1.5"), ((1920, 1080), "2"), ((1280, 720), "2")])
def test_a_scrolling_custom_panels_queued_toasts_stand_under_its_title(layout_home, size, scale):
    """At 1920x1080 and 150% its three queued toasts stood over "Custom puzzle" (no room off
    its controls held them): a queue's card now stands in room left under the title."""
    from quiver.render2d.drawn import TEXT

    app = layout.make_app(size)
    try:
        layout.set_scale(app, scale)
        dict(layout.screens(app))["custom"]()
        drawn = layout.draw_recorded(app, picture=False)[1]
        title = next(t.rect for t in drawn.of(TEXT) if t.label == "Custom puzzle")
        shown, cards = _cards(app)
        # (shown, compact in the band under the title, or whole beside it where the top
        # buttons fitted to their words leave room: s400, at 1920x1080 and 150%)
        assert shown >= 1
        assert [c for c in cards if pygame.Rect(c).colliderect(title)] == []
    finally:
        app.close()


@pytest.mark.slow
def test_a_first_meeting_at_200_percent_in_640x480_keeps_off_the_flat_board(layout_home):
    """A grown print (26 px) lent the place over the Flat 3D board covered 16% of it, where
    16 px stood in the HUD's bar: a grown print lent a place hides no more than that."""
    from test_s380_scroll_toasts import _toasts_over

    found, shown = _toasts_over((640, 480), "2", {"metflat"})
    assert found == [] and shown == {"metflat": 1}


@pytest.mark.slow
def test_home_and_end_caps_grow_with_the_page(layout_home):
    """At 1280x720 and 200% the caps stood in 13 px (KEY_PRINT) beside pages in 30-40 px: they
    grow with the page's scale where the margin holds them, and at Auto keep 13 px."""
    from quiver.render2d import theme
    from quiver.scenes.page_scroll import KEY_PRINT

    app = layout.make_app((1280, 720))
    try:
        layout.set_scale(app, "2")
        for name, go in layout.screens(app):
            if name not in ("levels", "daily") or go() is None:
                continue
            _scroll_to(app.top, 0)
            drawn = layout.draw_recorded(app, picture=False)[1]
            (cap,) = [t.rect for t in drawn.items if t.label == "End"]
            assert cap.h >= theme.font(round(KEY_PRINT * 1.5), True).get_height() + 6, (name, cap)
    finally:
        app.close()
