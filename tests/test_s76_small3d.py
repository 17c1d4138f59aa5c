"""3D and Flat play and the 3D lesson at small windows (s76): the layers chip on boards
of 1000+ arrows at 800x600, the lesson's bubble where there is room, and the lock, key
and turn badges of arrows that show one cell."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")


def _top_bar(size: tuple[int, int], title: str, arrows: int, depth: int) -> list[str]:
    """The words and numbers a scored, timed top bar with three hearts draws, left to right."""
    from quiver.render2d import drawn
    from quiver.render2d.hud import Hud, HudInfo

    hud = Hud()
    hud.layout(size)
    info = HudInfo(3, 3, arrows, arrows, 0.0, depth, "c", title, show_timer=True, score=0)
    with drawn.recording() as seen:
        hud.draw(pygame.Surface(size), info)
    bar = sorted((i for i in seen.of(drawn.TEXT) if i.rect.bottom <= hud.top_h), key=lambda i: i.rect.x)
    return [i.label for i in bar]


@pytest.mark.parametrize("size", [(800, 600), (1024, 600)])
@pytest.mark.parametrize("arrows,depth", [(1000, 172), (1442, 9), (1600, 40)])
@pytest.mark.parametrize("title", ["Cube", "Sphere  \u2022  Hard", "Level 40  \u2022  Sphere"])
def test_the_layers_chip_stays_on_a_big_3d_board_at_800x600(size, arrows, depth, title):
    """At 800x600 a cube of 1000 arrows showed score, left and the clock, and no layers:
    the fourth digit took its room, on the boards where the layers count most. The chips
    draw tighter (with the short labels) before the layers' chip gives way."""
    pygame.font.init()
    words = _top_bar(size, title, arrows, depth)
    assert "layers" in words and words[words.index("layers") + 1] == str(depth), words
    k = words.index(str(arrows))
    assert words[k - 1] in ("arrows", "left"), words
    assert any(title.startswith(w) for w in words), words
