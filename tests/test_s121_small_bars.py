"""s121: the play bars at 480x360, as a stranger sees them in 2D, 3D and Flat.

The top bar kept the hearts or the "N left" count as the title's length let it (2D's
"Music Note" three hearts and no arrows left, Flat's "Cross Pyramid" one heart and a count):
now every narrow bar keeps the hearts and the arrows left whatever the title, and the title
gives way first, cut short with an ellipsis. The bottom bar's puzzle code wrapped onto three
lines of 11-px print: now two lines at most, or the Copy control saying "Copy code" (the
code then whole in the toast that copying raises)."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from app_helpers import app_maker, run  # noqa: E402

# the titles the three modes' long codes give (tools/layout.py's long_code) and shorter ones
TITLES = (
    "Music Note  \u2022  Easy",
    "Octahedron  \u2022  Easy",
    "Cross Pyramid  \u2022  Easy",
    "Heart  \u2022  Hard",
    "Daily 2026-12-04  \u2022  Sun shape",
    "Sun",
)
NARROW = [(480, 360), (520, 390), (560, 420), (600, 900)]


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()
    yield


def top_bar(size, title, arrows=125, hearts=3, score=0):
    """The words the top bar draws, left to right, and the Hud."""
    from quiver.render2d import drawn
    from quiver.render2d.hud import Hud, HudInfo

    hud = Hud()
    hud.layout(size)
    info = HudInfo(hearts, hearts, arrows, arrows, 0.0, 9, "c", title, score=score)
    with drawn.recording() as seen:
        hud.draw(pygame.Surface(size), info)
    items = sorted((i for i in seen.of(drawn.TEXT) if i.rect.bottom <= hud.top_h), key=lambda i: i.rect.x)
    return [i.label for i in items], items, hud


@pytest.mark.parametrize("size", NARROW, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_narrow_bar_keeps_the_hearts_and_the_arrows_left_whatever_the_title(size):
    from quiver.render2d.titleforms import day_words

    bars = set()
    for title in TITLES:
        words, items, hud = top_bar(size, title)
        assert "left" in words and words[words.index("left") - 1] == "125", (title, words)
        assert "pts" in words, (title, words)  # the points too, at the least of these sizes
        # the title: a form of it, or its first part cut short with an ellipsis
        first = title.split("  \u2022  ")[0].split(" 2026")[0]
        shown = [
            w for w in words if w.startswith(first) or (w.endswith("\u2026") and first.startswith(w[:-1]))
        ]
        assert shown, (title, words)
        gear = hud.buttons["settings"]
        assert all(i.rect.right <= gear.x and i.rect.x >= 0 for i in items), words
        rects = [i.rect for i in items]
        assert not any(a.colliderect(b) for k, a in enumerate(rects) for b in rects[k + 1 :]), words
        # the same hearts and chips in every mode: only the title's length differs
        under = day_words(title, shown[0])  # (a daily's day under "Daily": s337)
        bars.add((hud.heart_form, tuple(w for w in words if w not in shown and w not in under)))
    assert len(bars) == 1, bars


def test_a_title_is_cut_short_only_where_it_has_no_room():
    from quiver.render2d.hudfit import stubs

    assert stubs("Music Note")[:4] == [
        "Music Not\u2026",
        "Music No\u2026",
        "Music N\u2026",
        "Music\u2026",
    ]  # (no "Music \u2026")
    assert stubs("Ab") == []  # two letters: nothing shorter to show
    words, _items, _hud = top_bar((1280, 800), "Music Note  \u2022  Easy")
    assert "Music Note  \u2022  Easy" in words and not any(w.endswith("\u2026") for w in words)


def test_zen_keeps_the_arrows_left_in_a_narrow_bar():
    from quiver.render2d import drawn
    from quiver.render2d.hud import Hud, HudInfo

    hud = Hud()
    hud.layout((480, 360))
    info = HudInfo(None, None, 125, 125, 0.0, 9, "c", "Cross Pyramid  \u2022  Easy", score=0)
    with drawn.recording() as seen:
        hud.draw(pygame.Surface((480, 360)), info)
    words = [
        i.label for i in sorted(seen.of(drawn.TEXT), key=lambda i: i.rect.x) if i.rect.bottom <= hud.top_h
    ]
    assert "zen" in words and "left" in words, words


LONG = (
    "2d-music_note-16x16-25-easy-9205798039334682822-g9-mltr",
    "3d-octahedron-9x9x9-56-easy-9205798039334682822-g9-mltr",
    "flat-cross_pyramid-9x6x9-43-easy-9205798039334682822-g9-mltr",
    "2d-heart-8x7-7-hard-3451074477919113744-g9",
    "2d-heart-16x14-40-hard-7-g9",
)


@pytest.mark.parametrize("size", [(480, 360), (520, 390), (560, 420), (600, 900), (640, 480)], ids=str)
@pytest.mark.parametrize("code", LONG)
def test_the_code_chip_takes_two_lines_at_most_or_says_copy_code(size, code):
    from quiver.render2d import theme
    from quiver.render2d.hud import Hud
    from quiver.render2d.hudchip import SHORT, TWO_LEAST

    hud = Hud()
    hud.set_code(code)
    hud.layout(size)
    chip = hud.code_rect
    assert len(hud.code_lines) <= 2, hud.code_lines
    others = [r for name, r in hud.buttons.items() if name != "settings"]
    assert not any(chip.colliderect(r) for r in others) and chip.bottom <= size[1]
    if hud.code_lines:
        assert "".join(hud.code_lines) == code and hud.code_size >= TWO_LEAST
        widest = max(theme.text_size(t, hud.code_size, True)[0] for t in hud.code_lines)
        assert widest <= chip.w - 24
    else:  # the Copy control: a button's word, whole inside it, that copies
        assert hud.shown_label == SHORT and size[0] < 640
        assert theme.text_size(SHORT, hud.px(20), True)[0] + hud.px(32) <= chip.w
        assert hud.hit(chip.center) == "copy"


def test_copying_a_code_the_chip_does_not_show_says_it_whole(monkeypatch, tmp_path):
    """The toast shows the code where the chip does not (play.copy_code's `shown`): a code as
    long as they come at 480x360 (level 1's two lines fit it since s322's tighter print)."""
    from quiver import feedback
    from quiver.game.code import complete

    monkeypatch.setattr(feedback, "copy_text", lambda text: True)
    with app_maker(monkeypatch, tmp_path, window=False, size=(480, 360)) as make:
        app = make()
        app.flow.open_code(complete("2d", "music_note", None, None, "easy", 9205798039334682822))
        run(app, 10)
        play = app.top
        said = []
        monkeypatch.setattr(play.feedback, "toast", lambda text, *a, **kw: said.append(text))
        assert play.hud.code_lines == [] and play.copy_code()
        assert said and str(play.code) in said[-1], said


def test_a_narrow_bar_keeps_a_title_that_reads_before_its_clock():
    """At 600x900 the clock stood beside "Mu\u2026": it gives way first, and the chips draw
    tighter where that keeps the title's first part whole ("Music Note", not "Music N\u2026")."""
    for title in TITLES:
        words, _items, _hud = top_bar((600, 900), title)
        first = title.split("  \u2022  ")[0].split(" 2026")[0]
        shown = [w for w in words if w.startswith(first[:2])]
        assert shown and (shown[0].startswith(first) or len(shown[0]) >= 7), (title, words)
    words, _items, _hud = top_bar((600, 900), "Music Note  \u2022  Easy")
    assert "Music Note" in words and "0:00" not in words, words


@pytest.mark.parametrize("size", NARROW, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_narrow_bar_shows_a_five_figure_score_whole_beside_a_title_that_reads(size):
    """The chips measured at four figures said "pts 15k" for 15 460 where it had room (at
    480 wide the title would be a stub beside it: there it says "15k"; whole from 520 wide
    since s322's tighter print, from 560 before)."""
    words, _items, _hud = top_bar(size, "Music Note  \u2022  Easy", arrows=25, score=15460)
    whole = size[0] >= 520
    assert words[words.index("pts") + 1] == ("15\u2009460" if whole else "15k") and "left" in words, words
    assert "Music Note" in words or not whole, words
