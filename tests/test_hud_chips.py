"""The play HUD's top bar as the window widens (quiver/render2d/codechip.py): the title
never gets shorter (stranger: 700 px wide showed "Level 1  •  Heart", 760 "Level 1"),
and the arrows chip always says what it counts (a bare number at 640 in the two-headed
arrow's lesson, at 660 on a custom board)."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

TITLES = (
    "Level 1  \u2022  Heart",
    "Music Note  \u2022  Easy",
    "Daily 2026-12-02  \u2022  Heart",
    "Lesson 1 of 2  \u2022  First Taps",
    "Lesson: Two Heads",
)


def _top_bar(width: int, title: str, score: int | None, timer: bool) -> list[str]:
    """The words and numbers the top bar draws, left to right."""
    from quiver.render2d import drawn
    from quiver.render2d.hud import Hud, HudInfo

    hud = Hud()
    hud.layout((width, 560))
    info = HudInfo(3, 3, 25, 25, 5, 6, "c", title, show_timer=timer, score=score)
    with drawn.recording() as seen:
        hud.draw(pygame.Surface((width, 560)), info)
    bar = sorted((i for i in seen.of(drawn.TEXT) if i.rect.bottom <= hud.top_h), key=lambda i: i.rect.x)
    return [i.label for i in bar]


@pytest.mark.parametrize("title", TITLES)
@pytest.mark.parametrize("score,timer", [(0, True), (None, False)], ids=["scored", "lesson"])
def test_a_wider_window_never_shows_a_shorter_title_nor_a_bare_arrow_count(title, score, timer):
    pygame.font.init()
    longest = 0
    for width in range(640, 1400, 10):
        words = _top_bar(width, title, score, timer)
        shown = [w for w in words if title.startswith(w)]
        length = len(shown[0]) if shown else 0
        assert length >= longest, f"{width} px: {shown} after a longer title at a narrower width"
        longest = length
        k = words.index("25")  # the arrows left: its label just before it
        assert k and words[k - 1] in ("arrows", "left"), f"{width} px: {words}"


def test_the_two_headed_lesson_at_640_names_itself_and_its_arrows():
    pygame.font.init()
    words = _top_bar(640, "Lesson: Two Heads", None, False)
    assert "Lesson: Two Heads" in words and words[words.index("25") - 1] in ("arrows", "left"), words


@pytest.mark.parametrize("title", ["Sphere  \u2022  Hard", "Pyramid  \u2022  Easy", "Stairs  \u2022  Hard"])
def test_a_3d_bar_at_640_keeps_its_short_title(title):
    """Stranger s19: at 640x480 the 3D bar ("Sphere  •  Hard", 65 arrows, a score and a
    timer) dropped its title entirely; the score's label gives way first (a game's big
    number), the arrows keep theirs."""
    from quiver.render2d import drawn
    from quiver.render2d.hud import Hud, HudInfo

    pygame.font.init()
    hud = Hud()
    hud.layout((640, 480))
    info = HudInfo(3, 3, 65, 65, 12, None, "c", title, show_timer=True, score=0)
    with drawn.recording() as seen:
        hud.draw(pygame.Surface((640, 480)), info)
    bar = sorted((i for i in seen.of(drawn.TEXT) if i.rect.bottom <= hud.top_h), key=lambda i: i.rect.x)
    words = [i.label for i in bar]
    assert title.split("  \u2022  ")[0] in words, words
    assert words[words.index("65") - 1] == "left" and "0" in words, words
    rects = [i.rect for i in bar]
    assert not any(a.colliderect(b) for k, a in enumerate(rects) for b in rects[k + 1 :]), words


@pytest.mark.parametrize("code", [None, "2d-heart-12x12-30-easy-1-g8"], ids=["lesson", "puzzle"])
def test_a_narrow_hud_drops_every_bottom_buttons_key_cap_alike(code):
    """Under 860 px the bottom buttons drop their key caps to make room (the keys still
    work); Export kept its "E" beside capless Hint, Restart and Pause (a 640x480 lesson)."""
    from quiver.render2d import drawn
    from quiver.render2d.hud import Hud, HudInfo

    pygame.font.init()
    caps = {}
    for width in (640, 1280):
        hud = Hud()
        hud.code = code
        hud.layout((width, 560))
        with drawn.recording() as seen:
            hud.draw(pygame.Surface((width, 560)), HudInfo(3, 3, 25, 25, 5, 6, "c", "Heart"))
        bottom = [i.label for i in seen.of(drawn.TEXT) if i.rect.top >= 560 - hud.bottom_h]
        caps[width] = {k for k in ("H", "R", "Esc", "E") if k in bottom}
        assert "Export" in bottom or (code and width == 640), bottom  # (a code takes its room)
    assert caps == {640: set(), 1280: {"H", "R", "Esc", "E"}}


def test_the_hint_button_says_its_count_is_of_hints_used():
    """The Hint button's "Hint 7" after seven hints read as seven left (s31): the count
    comes as "7 used" inside the button, at 640 and 1280 wide alike; none before a hint."""
    from quiver.render2d import drawn
    from quiver.render2d.hud import Hud, HudInfo

    pygame.font.init()
    for width, height in ((640, 480), (1280, 800)):
        hud = Hud()
        hud.code = "2d-music_note-16x16-25-easy-9205798039334682822-g8"
        hud.layout((width, height))
        for used, want in ((0, None), (7, "7 used"), (99, "99 used")):
            info = HudInfo(3, 3, 25, 25, 5, 6, "c", "Heart", hints_used=used)
            with drawn.recording() as seen:
                hud.draw(pygame.Surface((width, height)), info)
            texts = seen.of(drawn.TEXT)
            assert not [i for i in texts if i.label.startswith("Hint ")], texts  # no bare "Hint 7"
            inside = [i.label for i in texts if hud.buttons["hint"].contains(i.rect)]
            assert "Hint" in inside and (want in inside if want else len(inside) <= 2), (width, inside)


def test_the_hud_writes_a_score_as_the_result_card_does():
    """Stranger s36: the HUD showed "16058" while the result card showed "16 058"; both
    now set the thousands apart with a thin space (render2d.draw.fmt_score)."""
    from quiver.render2d.draw import fmt_score

    words = _top_bar(1280, TITLES[1], 16058, True)
    assert fmt_score(16058) == "16\u2009058" and "16\u2009058" in words and fmt_score(2033) == "2033"
    assert "16058" not in words and fmt_score(958) == "958"
