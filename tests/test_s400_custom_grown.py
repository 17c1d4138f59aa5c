"""The Custom panel at a bigger "Size of menus" (s400): Special arrows shared Size's row, so
its None / Some / Many printed 7 px (Auto's 7) in parts grown 1.9 times at 800x600 and 150%,
and at 1280x800 and 200% the title printed 25 px where Auto's printed 36, beside top buttons
far wider than their words; at 480x360 and 200% the queue's "+2" badge lay 5 px over the
Settings button. Special arrows takes a row of its own there now, the top buttons are as
wide as their words ask, and the badge keeps 8 px off what the toasts keep clear."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

import layout  # noqa: E402 - tools/layout.py (conftest puts tools/ on the path)
from layout_checks import scale as layout_scale  # noqa: E402 - tools/layout_checks/scale.py

from quiver.render2d import theme  # noqa: E402
from quiver.render2d.drawn import problems  # noqa: E402


def _custom(size, scale, toasts=False):
    """The Custom panel at `size` and `scale`: what it drew, its heights (layout_scale), its
    layout problems, and where its Settings button and the toasts' waiting badge stand (the
    badge's accent pixels over the window's picture of the toasts alone)."""
    app = layout.make_app(size)
    try:
        layout.set_scale(app, scale)
        dict(layout.screens(app))["custom"]()
        if toasts:
            layout.raise_toasts(app)
        drawn = layout.draw_recorded(app, picture=False)[1]
        badge = None
        if toasts:
            layer = app.toasts
            surface = pygame.Surface(app.size, pygame.SRCALPHA)
            surface.fill((0, 0, 0, 0))
            layer.full_redraw = True
            layer.draw(surface)
            mask = pygame.mask.from_threshold(surface, (*theme.ACCENT, 255), (1, 1, 1, 1))
            rects = mask.get_bounding_rects()
            badge = rects[0].unionall(rects) if rects else None
        found = problems(drawn, pygame.Rect(0, 0, *size))
        return drawn, layout_scale.heights(drawn), found, app.top.settings_btn.rect.copy(), badge
    finally:
        app.close()


@pytest.mark.slow
@pytest.mark.parametrize(
    ("size", "scale"), [((800, 600), "1.5"), ((1280, 800), "2")], ids=["800x600-1.5", "1280x800-2"]
)
def test_the_custom_panels_words_grow_with_a_bigger_size_of_menus(layout_home, size, scale):
    auto = _custom(size, "auto")[1]
    drawn, grown, found, _, _ = _custom(size, scale)
    assert found == []
    assert layout_scale.grown_problems(drawn, auto, float(scale)) == []
    assert grown["Custom puzzle"][0] >= auto["Custom puzzle"][0]  # (25 px before at 1280x800, Auto 36)
    if size == (800, 600):  # (at 1280x800 and 200% the row is under the window's edge, scrolled)
        assert grown["None"][0] > 1.2 * auto["None"][0]  # (7 px before, as Auto's)


@pytest.mark.slow
def test_the_queues_badge_keeps_clear_of_settings(layout_home):
    _, _, _, settings, badge = _custom((480, 360), "2", toasts=True)
    assert badge is not None
    gap = max(
        badge.y - settings.bottom,
        settings.y - badge.bottom,
        badge.x - settings.right,
        settings.x - badge.right,
    )
    assert gap >= 8, (badge, settings)  # (5 px over it before)
