"""The Daily calendar's keyboard focus (s55): the day the keys lit wore today's orange ring
(on today, the first key's day) or a grey edge, where every other screen's keyboard focus
is the blue focus ring. The keys' day gets the blue ring; orange still marks today (inside
the blue when both), and the ring keeps within the gap between days at every size."""

from __future__ import annotations

import datetime

import pytest

pygame = pytest.importorskip("pygame")

from app_helpers import daily_scene  # noqa: E402
from app_helpers import scene_key as _key  # noqa: E402

SIZES = ((640, 480), (800, 600), (960, 600), (1280, 800), (1920, 1080), (2560, 1440), (3840, 2160))
TODAY = datetime.date(2026, 7, 15)


def _picture(scene):
    surface = pygame.Surface(scene.size, pygame.SRCALPHA)
    scene.full_redraw = True
    scene.draw(surface)
    return surface


def _cell(scene, day):
    return dict(scene._calendar_cells())[day]


def _near(colour, want, slack=40) -> bool:
    return all(abs(a - b) <= slack for a, b in zip(colour[:3], want, strict=True))


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
def test_the_keys_day_wears_the_blue_focus_ring(monkeypatch, tmp_path, size):
    from quiver.render2d import theme

    with daily_scene(monkeypatch, tmp_path, size) as scene:
        _key(scene, pygame.K_LEFT)  # the first key lights today
        assert scene.key_day == TODAY
        pic, r = _picture(scene), _cell(scene, TODAY)
        assert _near(pic.get_at((r.centerx, r.top - 1)), theme.BLUE)  # the focus ring, just outside
        assert _near(pic.get_at((r.centerx, r.top + 2)), theme.ACCENT)  # today's mark, inside it
        _key(scene, pygame.K_LEFT)
        _key(scene, pygame.K_UP)  # a week back: the 7th
        lit = datetime.date(2026, 7, 7)
        assert scene.key_day == lit
        pic, r, t = _picture(scene), _cell(scene, lit), _cell(scene, TODAY)
        assert _near(pic.get_at((r.centerx, r.top - 1)), theme.BLUE)
        assert _near(pic.get_at((r.centerx, r.bottom)), theme.BLUE)
        assert not _near(pic.get_at((t.centerx, t.top - 1)), theme.BLUE)  # today: orange alone
        assert _near(pic.get_at((t.centerx, t.top + 1)), theme.ACCENT)


@pytest.mark.parametrize("size", SIZES)
def test_the_focus_ring_touches_no_other_day(monkeypatch, tmp_path, size):
    """At every size, in a month of six weeks (its rows the shortest) and one of five, the
    ring round any day keeps a pixel clear of every other day and stays on the card."""
    from quiver.scenes.daily_days import focus_rect

    with daily_scene(monkeypatch, tmp_path, size) as scene:
        for month in ((2026, 3), (2026, 6)):  # (March 2026: six rows; June: five)
            scene.month = month
            cells = scene._calendar_cells()
            assert len({r.top for _, r in cells}) in (5, 6)
            for day, r in cells:
                ring = focus_rect(r)
                assert ring.contains(r) and ring != r, (size, day)
                assert scene.cal_card.contains(ring), (size, day)
                for other, o in cells:
                    if other != day:
                        assert not ring.colliderect(o.inflate(2, 2)), (size, day, other)
