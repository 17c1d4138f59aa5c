"""The play bar's title in a big window (s62): with the stat chips shown it stood in the
middle of the room between the hearts and the chips, 270 px left of the window's middle
at 1920 wide and 555 px at 3840, for want of 5 px of room. It stands as near the window's
middle as the chips' room (at their widest in the puzzle) lets it, and keeps its place as
the numbers grow."""

from __future__ import annotations

import re

import pytest

pygame = pytest.importorskip("pygame")

TITLES = ["Music Note  \u2022  Easy", "Level 1  \u2022  Cube  \u2022  Easy"]


def _bar(size: tuple[int, int], info):
    from quiver.render2d import drawn
    from quiver.render2d.hud import Hud

    hud = Hud()
    hud.set_code("2d-music_note-16x16-25-easy-9205798039334682822-g9-mltr")
    hud.layout(size)
    with drawn.recording() as seen:
        hud.draw(pygame.Surface(size), info)
    bar = [i for i in seen.of(drawn.TEXT) if i.rect.bottom <= hud.top_h]
    title = [i.rect for i in bar if i.label and info.title.startswith(i.label)]
    assert title, [i.label for i in bar]
    return title[0], [i.rect for i in bar if not info.title.startswith(i.label or "\0")]


def _help_room(size: tuple[int, int]) -> int:
    """How much further left the "?" beside the gear puts the chips (0: none shown)."""
    from quiver.render2d.hud import Hud

    hud = Hud()
    hud.layout(size)
    q = hud.buttons.get("legend")
    return hud.buttons["settings"].x - q.x if q is not None else 0


def _info(title: str, hearts: int, score: int = 0, elapsed: float = 0.0):
    from quiver.render2d.hud import HudInfo

    return HudInfo(hearts, hearts, 25, 25, elapsed, 5, "c", title, show_timer=True, score=score)


@pytest.mark.parametrize("size", [(1920, 1080), (2560, 1440), (3840, 2160)])
@pytest.mark.parametrize("hearts", [3, 6])
@pytest.mark.parametrize("title", TITLES)
def test_a_big_window_centres_the_title_with_the_chips_shown(size, hearts, title):
    pygame.font.init()
    rect, others = _bar(size, _info(title, hearts))
    # (7%: the chips' room keeps the clock's to 59:59 since s67, and the score's to the
    # most the board scores since s87 ("15 500" here), 240 px off at 3840 for the long
    # title; 5% before, 4% before s67, the clock's room as it read then; and since s133
    # the room of the "?" beside the gear, the chips that much further left)
    assert abs(rect.centerx - size[0] // 2) <= size[0] * 0.07 + _help_room(size), (rect, size)
    assert not any(rect.colliderect(o) for o in others)


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("title", TITLES)
def test_the_title_keeps_its_place_as_the_numbers_grow(size, title):
    """Score 0 to 9 999 and a layers count of 1 digit to 2: the title stays where it was
    and no chip runs into it."""
    pygame.font.init()
    start, _ = _bar(size, _info(title, 3))
    later, others = _bar(size, _info(title, 3, score=9999, elapsed=599))
    assert later == start
    assert not any(later.colliderect(o) for o in others)


CLOCK = [0, 599, 600, 2013, 3599, 3600, 3723, 35999]  # 0:00, 9:59, 10:00 .. 59:59, 1:00:00 .. 9:59:59


def _timed(title: str, hearts: int, elapsed: float, timer: bool):
    from quiver.render2d.hud import HudInfo

    return HudInfo(hearts, hearts, 25, 25, elapsed, 5, "c", title, show_timer=timer, score=0)


@pytest.mark.parametrize("size", [(640, 480), (1280, 800), (3840, 2160)])
@pytest.mark.parametrize("hearts", [3, 6])
@pytest.mark.parametrize("timer", [True, False])
def test_nothing_moves_as_the_clock_passes_ten_minutes_and_an_hour(size, hearts, timer):
    """s67: the clock's chip was measured as it read, so at 10:00 it grew into the title's
    room: the title moved (15 px at 1280x800, 41 at 3840x2160) or a chip's label went,
    mid-game. It is measured to 59:59 and drawn so; past an hour its "time" label gives
    way (a bare clock reads "1h02"): the title and every other chip stay put, clear of
    the clock, to 9:59:59."""
    pygame.font.init()
    title = TITLES[1]
    start, others = _bar(size, _timed(title, hearts, 0, timer))
    clock = _clock(size, hearts, 0, timer)  # (drawn once a time, not once an item)
    still = [o for o in others if o not in clock]
    for t in CLOCK[1:]:
        rect, now = _bar(size, _timed(title, hearts, t, timer))
        assert rect == start, (t, rect, start)
        clock = _clock(size, hearts, t, timer)
        assert [o for o in now if o not in clock] == still, t
        assert not any(rect.colliderect(o) for o in now), t


def _clock(size, hearts, t, timer):
    """The clock's own print (its figures and its label) in the bar at `t`."""
    from quiver.render2d import drawn
    from quiver.render2d.hud import Hud

    hud = Hud()
    hud.layout(size)
    with drawn.recording() as seen:
        hud.draw(pygame.Surface(size), _timed(TITLES[1], hearts, t, timer))
    clock = re.compile(r"time$|\d+[:h]\d\d")  # ("1h02": a bare clock past an hour)
    return [i.rect for i in seen.of(drawn.TEXT) if i.label and clock.match(i.label)]
