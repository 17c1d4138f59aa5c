"""s379 (s376's mouse pass, 800x600): the clock's chip kept the width of "time 00:00" (then
of "00:00") whatever it read: a bare "0:07" sat at its right with a blank left half. A chip
is as wide as what it shows now, at every size, with the room either side of its print
even; the chips left of the clock stay where the room kept for its widest ends (s67)."""

from __future__ import annotations

import itertools

import pytest

pygame = pytest.importorskip("pygame")

SIZES = [
    (480, 360),
    (640, 480),
    (800, 600),
    (1024, 600),
    (1024, 768),
    (1280, 800),
    (1920, 1080),
    (2560, 1440),
    (3840, 2160),
]


def _chips(size, elapsed: float, timer: bool = True):
    """Each top-bar chip's rect and the prints inside it."""
    from quiver.render2d import drawn
    from quiver.render2d.hud import Hud, HudInfo

    hud = Hud()
    hud.layout(size)
    info = HudInfo(
        2, 3, 5, 25, elapsed, 2, "c", "Level 1  \u2022  Heart  \u2022  Warm-up", show_timer=timer, score=100
    )
    with drawn.recording() as seen:
        hud.draw(pygame.Surface(size), info)
    texts = list(seen.of(drawn.TEXT))
    rects = [c.rect for c in hud.top_bar(info).chips]
    return {r.topleft: (r, [t for t in texts if r.contains(t.rect)]) for r in rects}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("elapsed", [7, 65, 754, 3723])
def test_every_chip_is_as_wide_as_what_it_shows(size, elapsed):
    pygame.font.init()
    for r, prints in _chips(size, elapsed).values():
        assert prints, r
        left = min(t.rect.x for t in prints) - r.x
        right = r.right - max(t.rect.right for t in prints)
        assert abs(left - right) <= 3, (size, elapsed, [t.label for t in prints], left, right)
        xs = sorted((t.rect.x, t.rect.right) for t in prints)  # ("time" and its figures: no
        gaps = [b[0] - a[1] for a, b in itertools.pairwise(xs)]  # blank between them either)
        assert all(g < left for g in gaps), (size, elapsed, [t.label for t in prints], gaps, left)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_chips_left_of_the_clock_stay_put_as_it_ticks(size):
    pygame.font.init()
    start = _chips(size, 7)
    for t in (65, 599, 600, 2013, 3599):
        now = _chips(size, t)
        clock = [k for k, (_r, ps) in now.items() if any(":" in p.label for p in ps)]
        assert [k for k in now if k not in clock] == [k for k in start if k not in _clock(start)], t


def _clock(chips):
    return [k for k, (_r, ps) in chips.items() if any(":" in p.label for p in ps)]
