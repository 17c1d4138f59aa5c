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
    from quiver.render2d.titleforms import title_forms

    forms = title_forms(title)  # (a daily's "Daily Dec 2": s337) longest first
    longest = 0
    for width in range(640, 1400, 10):
        words = _top_bar(width, title, score, timer)
        shown = [w for w in words if w in forms]
        length = len(forms) - forms.index(shown[0]) if shown else 0
        assert length >= longest, f"{width} px: {shown} after a longer title at a narrower width"
        longest = length
        k = words.index("25")  # the arrows left: its label just before it
        assert k and words[k + 1] == "left", f"{width} px: {words}"


def test_the_two_headed_lesson_at_640_names_itself_and_its_arrows():
    pygame.font.init()
    words = _top_bar(640, "Lesson: Two Heads", None, False)
    assert "Lesson: Two Heads" in words and words[words.index("25") + 1] == "left", words


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
    assert words[words.index("65") + 1] == "left" and "0" in words, words
    rects = [i.rect for i in bar]
    assert not any(a.colliderect(b) for k, a in enumerate(rects) for b in rects[k + 1 :]), words


@pytest.mark.parametrize("code", [None, "2d-heart-12x12-30-easy-1-g8"], ids=["lesson", "puzzle"])
def test_every_bottom_button_says_its_key_alike_wide_or_narrow(code):
    """Under 860 px the bottom buttons drop their key caps to make room (Export kept its
    "E" beside capless Hint, Restart and Pause once: a 640x480 lesson); then Pause said no
    Esc at all while the cards' and menus' buttons say theirs (s45). Wide: a cap beside
    the label; narrow: the key on a line under it, inside the button, for every one."""
    from quiver.render2d import drawn
    from quiver.render2d.hud import Hud, HudInfo

    pygame.font.init()
    for width in (640, 1280):
        hud = Hud()
        hud.code = code
        hud.layout((width, 560))
        with drawn.recording() as seen:
            hud.draw(pygame.Surface((width, 560)), HudInfo(3, 3, 25, 25, 5, 6, "c", "Heart"))
        texts = [i for i in seen.of(drawn.TEXT) if i.rect.top >= 560 - hud.bottom_h]
        bottom = [i.label for i in texts]
        assert "Export" in bottom or (code and width == 640), bottom  # (a code takes its room)
        for name, key in (("hint", "H"), ("restart", "R"), ("menu", "Esc"), ("export", "E")):
            if name not in hud.buttons:
                continue
            r = hud.buttons[name]
            inside = [i for i in texts if r.contains(i.rect)]
            keyed = [i for i in inside if i.label == key]
            label = [i for i in inside if i.label != key]
            assert keyed, (width, name, [i.label for i in inside])
            if width == 640:  # under its label, not beside it
                assert keyed[0].rect.top >= label[0].rect.centery, (name, keyed, label)


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
            said = any(t.endswith(want) for t in inside) if want else len(inside) <= 2  # ("H · 7 used")
            assert "Hint" in inside and said, (width, inside)


def test_the_hud_writes_a_score_as_the_result_card_does():
    """Stranger s36: the HUD showed "16058" while the result card showed "16 058"; both
    now set the thousands apart with a thin space (render2d.draw.fmt_score)."""
    from quiver.render2d.draw import fmt_score

    words = _top_bar(1280, TITLES[1], 16058, True)
    assert fmt_score(16058) == "16\u2009058" and "16\u2009058" in words and fmt_score(2033) == "2033"
    assert "16058" not in words and fmt_score(958) == "958"


def test_skip_lesson_says_esc_at_640_too(monkeypatch, tmp_path):
    """s45: at 640x480 "Skip lesson" dropped its Esc line with the bottom buttons' caps;
    now they all say their keys there, so it says its own."""
    from app_helpers import app_maker, run

    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(640, 480)) as make:
        app = make()
        app.flow.lesson("2d")
        run(app, 3)
        play = app.top
        play.full_redraw = True
        play.draw(pygame.Surface(app.size, pygame.SRCALPHA))
        assert play.coach.skip_btn.sub == "Esc"


@pytest.mark.parametrize("title", TITLES + ("Octahedron  \u2022  Medium",))
@pytest.mark.parametrize("tall", [False, True], ids=["480", "4:3"])
def test_the_titles_print_grows_with_the_window_a_point_at_a_time(monkeypatch, title, tall):
    """s53: the title's print was the largest of 34, 28 and 24 that fitted beside the chips
    and jumped 20, 24, 20, 28, 34, 20 between 640 and 870 wide as the chips took room and
    gave it back. It grows with the window now (codechip.title_print), never shrinking."""
    from quiver.render2d import theme
    from quiver.render2d.hud import Hud, HudInfo
    from quiver.render2d.titleforms import title_forms

    pygame.font.init()
    drawn_as: list[tuple[str, int]] = []
    text = theme.text

    def noted(surface, s, size, *a, **k):
        drawn_as.append((s, size))
        return text(surface, s, size, *a, **k)

    monkeypatch.setattr(theme, "text", noted)
    last = 0
    for width in range(640, 1290, 10):
        size = (width, width * 3 // 4 if tall else 480)
        hud = Hud()
        hud.layout(size)
        drawn_as.clear()
        hud.draw(pygame.Surface(size), HudInfo(3, 3, 25, 25, 5, 6, "c", title, score=0))
        prints = [z for s, z in drawn_as if s and s in title_forms(title)]  # ("Daily Dec 2": s337)
        if not prints:  # (the narrowest: no room for any title beside every chip)
            assert not last, f"{width} px: the title went"
            continue
        assert last <= prints[0] <= last + 1 or not last, f"{width} px: {prints[0]} after {last}"
        last = prints[0]
    assert last == 34
