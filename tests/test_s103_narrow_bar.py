"""A narrow play bar keeps the hearts, the points and a title (s103: at 480x360 it showed
the hearts, "left 25" and the clock; no points and no title), and the arrows left (s121).
Below 640 px wide the hearts may draw tighter or as one and a count, the clock gives way
and the title is cut short, every chip keeping its word (not a bare "0", stranger s49)."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()
    yield


def _bar(size, title, arrows=25, hearts=3, score=0, timer=True, layers=True):
    """The words the top bar draws, left to right, and the Hud."""
    from quiver.render2d import drawn
    from quiver.render2d.hud import Hud, HudInfo

    hud = Hud()
    hud.layout(size)
    info = HudInfo(hearts, hearts, arrows, arrows, 0.0, 9, "c", title, score=score, show_timer=timer)
    info.show_layers = layers
    with drawn.recording() as seen:
        hud.draw(pygame.Surface(size), info)
    items = sorted((i for i in seen.of(drawn.TEXT) if i.rect.bottom <= hud.top_h), key=lambda i: i.rect.x)
    return [i.label for i in items], items, hud


TITLES = [
    "Music Note  \u2022  Easy",
    "Heart  \u2022  Hard",
    "Level 12  \u2022  Circle",
    "Daily 2026-12-04  \u2022  Sun shape",
]


@pytest.mark.parametrize(
    "size", [(480, 360), (520, 390), (560, 420), (600, 450)], ids=lambda s: f"{s[0]}x{s[1]}"
)
@pytest.mark.parametrize("title", TITLES)
def test_a_narrow_bar_shows_the_points_and_a_title(size, title):
    words, items, hud = _bar(size, title, score=1500)
    assert "pts" in words or "score" in words, words  # the points, named
    assert words[words.index("pts" if "pts" in words else "score") + 1] == "1500"
    shortest = title.split("  \u2022  ")[0].split(" 2026")[0]
    # a title: its shortest form, or that cut short with an ellipsis (s121), and the arrows left
    assert any(w.startswith(shortest) or shortest.startswith(w.rstrip("\u2026")) for w in words), words
    assert words[words.index("left") - 1] == "25", words
    # nothing overlaps, all inside the window left of the gear
    rects = [i.rect for i in items]
    gear = hud.buttons["settings"]
    assert all(r.right <= gear.x and r.x >= 0 for r in rects)


def test_a_narrow_bar_without_a_clock_keeps_the_arrows_left_where_they_fit():
    words, _items, _hud = _bar((600, 450), "Heart  \u2022  Easy", timer=False)
    named = "pts" in words or "score" in words
    assert named and "left" in words and any(w.startswith("Heart") for w in words), words


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800)])
def test_a_bar_640_wide_and_more_is_as_before(size):
    """Wider bars keep their clock (hudfit.NARROW)."""
    words, _items, _hud = _bar(size, "Heart  \u2022  Easy")
    assert any(":" in w for w in words), words
