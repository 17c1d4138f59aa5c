"""The play HUD's top bar is laid out apart from its draw (render2d/hudtop.py): the hearts'
form, the chips and the title's room come from the window's size and what the bar shows,
and area2d.banner (the place a toast may stand over the bar) asks that plan. It drew the
whole HUD off screen at each new window size to learn the hearts' form."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

pygame = pytest.importorskip("pygame")

SIZES = [(480, 360), (640, 480), (800, 600), (1280, 800)]
TITLE = "Daily 2026-12-02  \u2022  Music Note"


def _info(hearts, score=1234, elapsed=65.0, title=TITLE):
    from quiver.render2d.hud import HudInfo

    return HudInfo(hearts, hearts, 25, 140, elapsed, 6, "c", title, score=score)


def _play(size, hearts):
    """A play scene as banner reads it: its HUD laid out at `size`, a toast up."""
    from quiver.render2d.hud import Hud

    hud = Hud()
    hud.layout(size)
    info = _info(hearts)
    return SimpleNamespace(
        hud=hud,
        feedback=SimpleNamespace(toasts=SimpleNamespace(toasts=["a toast"])),
        coach=None,
        session=SimpleNamespace(max_hearts=hearts),
        hud_info=lambda: info,
        clock=lambda: 0.0,
    )


@pytest.mark.parametrize("hearts", [6, None], ids=["six hearts", "zen"])
def test_the_banner_is_placed_without_drawing_the_hud(monkeypatch, hearts):
    from quiver.render2d import hudhearts, theme
    from quiver.render2d.hud import Hud
    from quiver.scenes.area2d import banner

    pygame.font.init()
    draws = []
    draw = Hud.draw
    monkeypatch.setattr(Hud, "draw", lambda self, *a, **k: draws.append(self.size) or draw(self, *a, **k))
    for size in SIZES:
        play = _play(size, hearts)
        b = banner(play)
        assert draws == [], f"{size}: banner drew the HUD to learn its hearts' form"
        hud = play.hud
        hud.draw(pygame.Surface(size, pygame.SRCALPHA), play.hud_info())  # as the frame draws it
        drawn = hudhearts.width(hearts, hud.heart_form, hud.u) if hearts else hud.px(156)
        if b is not None:  # (it starts past the hearts as drawn: off them, no farther)
            assert b.x == hud.px(theme.MARGIN) + drawn + hud.px(6), size
        draws.clear()
    assert any(banner(_play(s, hearts)) is not None for s in SIZES)


def test_the_plan_is_what_the_bar_draws():
    """Each chip and the title stand where the plan puts them, the hearts in its form."""
    from quiver.render2d import drawn
    from quiver.render2d.hud import Hud

    pygame.font.init()
    for size in SIZES:
        for hearts in (3, 6, None):
            hud = Hud()
            hud.layout(size)
            info = _info(hearts)
            plan = hud.top_bar(info)
            hud.heart_form = None
            with drawn.recording() as seen:
                hud.draw(pygame.Surface(size, pygame.SRCALPHA), info)
            if hearts:
                assert hud.heart_form == plan.form, (size, hearts)
            words = {i.label: i.rect for i in seen.of(drawn.TEXT) if i.rect.bottom <= hud.top_h}
            for chip in plan.chips:
                assert chip.rect.contains(words[chip.value]), (size, hearts, chip)
            left, right = plan.title
            titles = [r for w, r in words.items() if w[:2] == TITLE[:2]]
            assert all(left <= r.x and r.right <= right for r in titles), (size, hearts, titles)


def test_the_plan_follows_the_numbers_and_the_size():
    from quiver.render2d.hud import Hud

    pygame.font.init()
    hud = Hud()
    hud.layout((1280, 800))
    first = hud.top_bar(_info(6))
    assert hud.top_bar(_info(6)) is first  # (kept while nothing it shows changes)
    assert hud.top_bar(_info(6, elapsed=65.9)) is first  # (the same second)
    ticked = hud.top_bar(_info(6, elapsed=66.0))
    assert [c.value for c in first.chips][:1] == ["1:05"] and ticked.chips[0].value == "1:06"
    hud.layout((480, 360))
    small = hud.top_bar(_info(6))
    assert small.hearts.w < first.hearts.w and small.form != first.form  # the count's form at 480
