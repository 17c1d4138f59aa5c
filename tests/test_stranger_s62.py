"""A stranger's look at big windows (s62): Daily's month arrows stood 10 px apart at
4K (a focus ring round one all but touched the other); "Size of menus" 75% gave a wider
Settings card than Auto at 4K."""

from __future__ import annotations

import datetime as _dt

import pytest

pygame = pytest.importorskip("pygame")

DAY = _dt.date(2026, 12, 1)
SIZES = [(640, 480), (1280, 800), (1920, 1080), (2560, 1440), (3840, 2160)]


@pytest.fixture
def make(monkeypatch, tmp_path):
    from app_helpers import menu_maker

    def on_day(app):
        app.midend._today = lambda: DAY

    with menu_maker(monkeypatch, tmp_path, on_day) as go:
        yield go


def _daily(app):
    from quiver.render2d.drawn import recording
    from quiver.scenes.daily import DailyScene

    scene = DailyScene(app.ports)
    app.push(scene)
    scene.full_redraw = True
    with recording() as seen:
        scene.draw(pygame.Surface(app.size))
    return scene, seen


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_month_arrows_keep_a_focus_rings_air_between_them(make, size):
    from quiver.render2d.drawn import TEXT, problems
    from quiver.render2d.widgets import focus_ring_rect, focus_ring_width

    app = make(size)
    scene, seen = _daily(app)
    prev, nxt = scene.prev_btn.rect, scene.next_btn.rect
    # the ring round either stands as far again from the other as the ring is thick
    assert focus_ring_rect(prev).right + focus_ring_width(prev) <= nxt.x, (prev, nxt)
    assert nxt.x - prev.right >= int(12 * scene.k)
    month = [i for i in seen.items if i.kind == TEXT and i.label == "December 2026"]
    assert month and month[0].rect.right < prev.x
    assert problems(seen, pygame.Rect(0, 0, *size)) == []


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_smaller_size_of_menus_never_draws_a_bigger_settings_card(make, size):
    """Settings' card at each "Size of menus" choice, smallest first: never wider nor
    taller, nor its rows bigger, than at the choice before (at 4K 75% put the
    descriptions beside their rows in a card 600 px wider than Auto's; 125% drew its rows
    smaller than Auto's)."""
    from quiver.render2d.drawn import problems, recording
    from quiver.scenes.settings import SettingsScene

    app = make(size)
    seen_plans = []
    for choice in ("0.75", "auto", "1.25", "1.5", "2"):
        app.midend.settings.ui_scale = choice
        scene = SettingsScene(app.ports)
        app.push(scene)
        with recording() as seen:
            scene.draw(pygame.Surface(size))
        assert problems(seen, pygame.Rect(0, 0, *size)) == [], choice
        seen_plans.append((choice, scene.plan))
        app.pop()
    for (was, a), (now, b) in zip(seen_plans, seen_plans[1:], strict=False):
        assert a.card.w <= b.card.w and a.card.h <= b.card.h, (was, a.card, now, b.card)
        assert a.scale <= b.scale and a.f_title <= b.f_title, (was, now)
