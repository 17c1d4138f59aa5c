"""The play bar's title in a big window (s62): with the stat chips shown it stood in the
middle of the room between the hearts and the chips, 270 px left of the window's middle
at 1920 wide and 555 px at 3840, for want of 5 px of room. It stands as near the window's
middle as the chips' room (at their widest in the puzzle) lets it, and keeps its place as
the numbers grow."""

from __future__ import annotations

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


def _info(title: str, hearts: int, score: int = 0, elapsed: float = 0.0):
    from quiver.render2d.hud import HudInfo

    return HudInfo(hearts, hearts, 25, 25, elapsed, 5, "c", title, show_timer=True, score=score)


@pytest.mark.parametrize("size", [(1920, 1080), (2560, 1440), (3840, 2160)])
@pytest.mark.parametrize("hearts", [3, 6])
@pytest.mark.parametrize("title", TITLES)
def test_a_big_window_centres_the_title_with_the_chips_shown(size, hearts, title):
    pygame.font.init()
    rect, others = _bar(size, _info(title, hearts))
    assert abs(rect.centerx - size[0] // 2) <= size[0] * 0.04, (rect, size)
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
