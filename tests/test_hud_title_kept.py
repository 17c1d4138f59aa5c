"""The play bar's title at 640 wide (s55): with three hearts, a timer past ten minutes,
"left 56" and a score, the bar showed its chips and no title at all ("Octahedron  •
Medium": not even "Octahedron"), where the shortest form fitted in its least print once
the score's chip gave way. The shortest form is kept so; the arrows keep their label."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")


def _bar(width: int, info) -> tuple[list[str], list]:
    from quiver.render2d import drawn
    from quiver.render2d.hud import Hud

    hud = Hud()
    hud.set_code("3d-octahedron-9x9x9-56-easy-9205798039334682822-g8-mltr")
    hud.layout((width, 480))
    with drawn.recording() as seen:
        hud.draw(pygame.Surface((width, 480)), info)
    bar = sorted((i for i in seen.of(drawn.TEXT) if i.rect.bottom <= hud.top_h), key=lambda i: i.rect.x)
    return [i.label for i in bar], [i.rect for i in bar]


@pytest.mark.parametrize(
    "title", ["Octahedron  \u2022  Medium", "Music Note  \u2022  Easy", "Cross Pyramid  \u2022  Hard"]
)
@pytest.mark.parametrize("elapsed,arrows", [(3599, 56), (5, 999)])
def test_the_640_bar_keeps_a_short_title_rather_than_none(title, elapsed, arrows):
    from quiver.render2d.hud import HudInfo

    pygame.font.init()
    info = HudInfo(3, 3, arrows, arrows, elapsed, 7, "c", title, show_timer=True, score=0)
    words, rects = _bar(640, info)
    short = title.split("  \u2022  ")[0]
    assert short in words, words
    assert words[words.index(str(arrows)) + 1] == "left", words  # (the arrows still say what they count)
    assert not any(a.colliderect(b) for k, a in enumerate(rects) for b in rects[k + 1 :]), words


def test_a_wider_window_keeps_the_title_it_found_room_for():
    """From 640 up the title shows, never shorter in a wider window."""
    from quiver.render2d.hud import HudInfo

    pygame.font.init()
    title = "Octahedron  \u2022  Medium"
    seen = 0
    for width in range(640, 900, 10):
        words, _rects = _bar(width, HudInfo(3, 3, 56, 56, 3599, 7, "c", title, score=0))
        shown = [len(w) for w in words if w and title.startswith(w)]
        assert shown, f"{width} px: {words}"
        assert shown[0] >= (seen or shown[0]), f"{width} px: {shown[0]} after {seen}"
        seen = shown[0]
