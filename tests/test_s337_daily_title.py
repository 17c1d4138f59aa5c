"""A daily's play bar says its day, and a late one that it is late, at every size (s337: at
800x600 a daily played late from the calendar showed "Daily" alone: no day, no "late")."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from quiver.render2d.titleforms import dated, day_words, says_day, title_forms  # noqa: E402

LATE = "Daily 2026-11-30 (late)  \u2022  House"
TODAY = "Daily 2026-12-01  \u2022  Sun shape"
SIZES = [(480, 360), (520, 390), (640, 480), (800, 600), (1024, 768), (1280, 800), (1920, 1080)]


def _top_bar(size: tuple[int, int], title: str, layers: int = 6) -> list[str]:
    """The words the top bar draws, left to right (the 2D, 3D and Flat bars are this one)."""
    from quiver.render2d import drawn
    from quiver.render2d.hud import Hud, HudInfo

    pygame.font.init()
    hud = Hud()
    hud.layout(size)
    info = HudInfo(3, 3, 36, 36, 5, layers, "c", title, show_timer=True, score=0)
    with drawn.recording() as seen:
        hud.draw(pygame.Surface(size), info)
    bar = sorted((i for i in seen.of(drawn.TEXT) if i.rect.bottom <= hud.top_h), key=lambda i: i.rect.x)
    return [i.label for i in bar]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("layers", [1, 6])
def test_a_late_daily_says_late_and_its_day_where_there_is_room(size, layers) -> None:
    words = _top_bar(size, LATE, layers)
    text = " ".join(words)
    assert "late" in text, words  # (in the title, or under "Nov 30")
    assert "Nov 30" in text or "2026-11-30" in text, words  # (since s342 at 640 and under too)
    assert "left" in words and ("pts" in words or "score" in words), words  # (both stay)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_todays_daily_says_its_day(size) -> None:
    text = " ".join(_top_bar(size, TODAY))
    assert "Dec 1" in text or "2026-12-01" in text, text


def test_at_800x600_the_title_itself_says_day_and_late() -> None:
    assert "Daily Nov 30 (late)" in _top_bar((800, 600), LATE)
    assert "Daily Dec 1" in _top_bar((800, 600), TODAY)


def test_the_forms_keep_the_useful_words_longest() -> None:
    assert title_forms(LATE) == [
        LATE,
        "Daily Nov 30 (late)  \u2022  House",
        "Daily 2026-11-30 (late)",
        "Daily Nov 30 (late)",
        "Nov 30 (late)",
        "Nov 30",
        "Daily (late)",
        "Daily",
    ]
    assert title_forms("Level 3  \u2022  Digit 4") == ["Level 3  \u2022  Digit 4", "Level 3"]
    assert dated("Daily 2026-13-01") == []  # (no month 13: left as it is)
    assert says_day("Daily Nov 30") and not says_day("Daily Nov 30  \u2022  House")
    assert day_words(LATE, "Daily Nov 30") == ["late"]
    assert day_words("Level 1  \u2022  Heart", "Level 1") == []
