"""A late daily's bar (s342): at 640x480 and 480x360 it said "Daily" with "late" under it,
not its day, and at 800x600 its layers chip gave way to "Daily Nov 30 (late)". The day
now stands as the title ("Nov 30", "late" under it) where "Daily Nov 30 (late)" has no
room (a narrow bar's hearts drawn "x3" for it, as at 520 wide), and the layers chip stays
where the title fits beside every chip in a tighter print."""

from __future__ import annotations

import pytest
from test_s337_daily_title import LATE, TODAY, _top_bar

pygame = pytest.importorskip("pygame")

SIZES = [(480, 360), (640, 480), (800, 600), (1024, 768), (1280, 800), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_late_daily_says_its_day_and_late_at_every_size(size) -> None:
    words = _top_bar(size, LATE)
    text = " ".join(words)
    assert ("Nov 30" in text or "2026-11-30" in text) and "late" in text, words
    assert "left" in words and ("pts" in words or "score" in words), words


@pytest.mark.parametrize("size", [(800, 600), (1024, 768), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_late_daily_keeps_its_layers_chip_where_todays_does(size) -> None:
    assert "layers" in _top_bar(size, TODAY)
    words = _top_bar(size, LATE)
    assert "layers" in words and any("Nov 30" in w or "2026-11-30" in w for w in words), words


def test_at_640x480_the_day_is_the_title_and_late_stands_under_it() -> None:
    words = _top_bar((640, 480), LATE)
    assert words[:2] == ["Nov 30", "late"], words


def test_todays_daily_at_480x360_keeps_its_hearts_drawn_whole() -> None:
    words = _top_bar((480, 360), TODAY)
    assert "\u00d73" not in words and words[:2] == ["Daily", "Dec 1"], words
