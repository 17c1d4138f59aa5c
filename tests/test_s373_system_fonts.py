"""Player names in any script (s373): a character the UI font lacks is drawn in a font
the machine has (render2d/fallback.py), in runs beside the UI font's (mixed.py, runs.py);
text the UI font draws is drawn as it always was; a bare machine still shows "?"."""

from __future__ import annotations

import os

import pytest

pygame = pytest.importorskip("pygame")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

CJK = "\u5c71\u7530"  # Yamada
HEBREW = "\u05e9\u05dc\u05d5\u05dd"  # shalom
ARABIC = "\u0633\u0644\u0627\u0645"  # salam


def _need(fallback, ch: str) -> str:
    path = fallback.path_for(ch)
    if path is None:
        pytest.skip(f"no font on this machine draws U+{ord(ch):04X}")
    return path


# -- the runs (pure) ----------------------------------------------------------------------


def _runs(s: str):
    from quiver.render2d.runs import runs

    return [
        (r.text, r.face, r.rtl)
        for r in runs(s, lambda ch: "F" if ord(ch) > 0x58F else None, lambda f, ch: True)
    ]


def test_a_name_is_split_into_runs_of_one_font_each():
    assert _runs("Ana " + CJK) == [("Ana ", None, False), (CJK, "F", False)]
    assert _runs("plain") == [("plain", None, False)]


def test_right_to_left_letters_are_placed_as_a_left_to_right_line_places_them():
    assert _runs("Dan " + HEBREW) == [("Dan ", None, False), (HEBREW, "F", True)]
    # two Hebrew words and a number: the second word first from the left, digits in order
    assert _runs(f"{HEBREW} 12 {HEBREW[::-1]}") == [
        (" " + HEBREW[::-1], "F", True),
        ("12", None, False),
        (HEBREW + " ", "F", True),
    ]
    assert _runs(ARABIC + "!") == [(ARABIC, "F", True), ("!", None, False)]


# -- the finder ----------------------------------------------------------------------------


def test_the_ranking_puts_bold_sans_first_and_leaves_italics_and_the_ui_font_out():
    from quiver.render2d.fallback import rank

    got = rank(
        [
            "/f/Serif-Bold.ttf",
            "/f/Sans.ttf",
            "/f/Sans-Bold.ttf",
            "/f/Sans-Italic.ttf",
            "/f/x.pfb",
            "/f/FreeSansBold.ttf",
        ]
    )
    assert got == ["/f/Sans-Bold.ttf", "/f/Serif-Bold.ttf"]  # (one a family: its bold)
    assert rank(["/f/Sans-Regular.ttf", "/f/Sans-Light.ttf", "/f/Other.ttf"]) == [
        "/f/Sans-Regular.ttf",
        "/f/Other.ttf",
    ]


def test_a_bare_machine_still_shows_a_question_mark():
    """The tests' default (conftest.bare_machine): no font found, "?" as before."""
    from quiver.render2d import theme
    from quiver.scenes.daily_names import row_name

    assert not theme.shows("\u5c71")
    assert theme.showable("Ana " + CJK) == "Ana ??"
    assert row_name(dict(name=CJK, player="a1b2c3"), 22, 400, False) == "?? \u00b7a1b2"
    _img, shown = theme.render("Ana " + CJK, 22, (0, 0, 0))
    assert shown == "Ana ??"


def test_nothing_is_looked_up_for_text_the_ui_font_draws(system_fonts, monkeypatch):
    from quiver.render2d import theme

    asked = []
    monkeypatch.setattr(system_fonts, "finder", lambda: asked.append(1) or [])
    theme.render("Zo\u00eb \u0416\u03a9 plain", 22, (0, 0, 0))
    theme.text_size("\u00c5ngstr\u00f6m", 30)
    assert asked == []


# -- drawing -------------------------------------------------------------------------------


def test_a_cjk_name_is_drawn_with_glyphs_not_question_marks(system_fonts):
    from quiver.render2d import fonts, theme

    _need(system_fonts, "\u5c71")
    img, shown = theme.render("Ana " + CJK, 22, (0, 0, 0))
    assert shown == "Ana " + CJK
    cut = fonts.font(22).size("Ana ")[0]
    glyphs = img.subsurface((cut, 0, img.get_width() - cut, img.get_height()))
    marks = fonts.font(22).render("??", True, (0, 0, 0))
    box = fonts.font(22).render(CJK, True, (0, 0, 0))  # (the UI font's empty boxes)
    assert pygame.image.tobytes(glyphs, "RGBA") != pygame.image.tobytes(marks, "RGBA")
    assert glyphs.get_size() != box.get_size() or pygame.image.tobytes(
        glyphs, "RGBA"
    ) != pygame.image.tobytes(box, "RGBA")
    assert glyphs.get_bounding_rect().h >= 0.6 * fonts.font(22).size("H")[1]  # ink as tall as letters


def test_text_the_ui_font_draws_is_drawn_pixel_for_pixel_as_before(system_fonts):
    from quiver.render2d import fonts, theme

    # (a decomposed accent: the UI font composes it, though a system font has the mark alone)
    for s in (
        "Ann",
        "Zo\u00eb \u00d1and\u00fa",
        "\u0416\u0443\u043a \u03a9",
        "\u00c5ngstr\u00f6m",
        "Rene\u0301",
    ):
        for size, bold in ((14, False), (22, True), (40, False)):
            img, shown = theme.render(s, size, (46, 52, 64), bold)
            before = fonts.font(size, bold).render(s, True, (46, 52, 64))
            assert shown == s
            assert img.get_size() == before.get_size()
            assert pygame.image.tobytes(img, "RGBA") == pygame.image.tobytes(before, "RGBA")
            assert theme.text_size(s, size, bold) == fonts.font(size, bold).size(s)


@pytest.mark.parametrize(
    "name", ["Ana " + CJK, "Dan " + HEBREW, ARABIC + " Bob", f"{HEBREW} 12 {HEBREW}", "Zo\u00eb \U0001f600"]
)
def test_what_is_measured_is_what_is_drawn(system_fonts, name):
    from quiver.render2d import theme

    _need(system_fonts, next(ch for ch in name[::-1] if ord(ch) > 0x58F))
    for size, bold in ((14, False), (22, True), (48, False)):
        img, _shown = theme.render(name, size, (0, 0, 0), bold)
        w, h = theme.text_size(name, size, bold)
        assert img.get_width() == w, (name, size)
        assert img.get_bounding_rect().right <= w
        assert h <= img.get_height() <= h + size // 4 + 2  # (the UI font's: line size over height)


def test_a_cjk_name_sits_on_the_ui_fonts_baseline_in_a_line_as_tall(system_fonts):
    from quiver.render2d import fonts, theme

    _need(system_fonts, "\u5c71")
    for size in (16, 22, 40):
        latin, _ = theme.render("Ana", size, (0, 0, 0))
        mixed, _ = theme.render("Ana " + CJK, size, (0, 0, 0))
        assert mixed.get_height() == latin.get_height()
        cut, h = fonts.font(size).size("Ana ")[0], mixed.get_height()
        a = mixed.subsurface((0, 0, cut, h)).get_bounding_rect()
        c = mixed.subsurface((cut, 0, mixed.get_width() - cut, h)).get_bounding_rect()
        assert a == latin.get_bounding_rect()  # "Ana" where it is drawn alone
        assert abs(c.bottom - a.bottom) <= max(2, size // 10)  # (the ideographs' foot on its line)
        assert c.top >= 0 and c.h >= a.h  # (none cut off: as tall as capitals, or taller)


def test_a_rows_name_is_kept_whole_and_needs_no_tag(system_fonts):
    from quiver.scenes.daily_names import row_name

    _need(system_fonts, "\u5c71")
    assert row_name(dict(name="\u7530\u4e2d" + CJK, player="a1b2c3"), 22, 400, False) == "\u7530\u4e2d" + CJK
    cut = row_name(dict(name="\u7530\u4e2d" * 12, player="a1b2c3"), 22, 120, False)
    from quiver.render2d import theme

    assert cut.endswith("\u2026") and theme.text_size(cut, 22)[0] <= 120


def test_a_bare_machine_after_a_real_one_forgets_what_it_found(system_fonts):
    from quiver.render2d import theme

    _need(system_fonts, "\u5c71")
    assert theme.showable(CJK) == CJK
    system_fonts.finder = list
    from quiver.render2d import text_kept

    text_kept.forget_fallback()
    assert theme.showable(CJK) == "??"


# -- on screen -----------------------------------------------------------------------------

SHOTS = os.environ.get("S373_SHOTS")  # a folder: the pictures saved there, to look at


@pytest.mark.slow
@pytest.mark.parametrize("size", [(480, 360), (1280, 800)])
def test_the_daily_board_draws_names_in_their_own_scripts(system_fonts, monkeypatch, tmp_path, size):
    from app_helpers import menu_maker
    from test_s189_names_font import daily_with_names

    from quiver.render2d import drawn, theme

    _need(system_fonts, "\u5c71")
    _need(system_fonts, "\u05e9")
    names = [
        "\u7530\u4e2d " + CJK,
        "Dan " + HEBREW,
        "\u0418\u0432\u0430\u043d \u041f\u0435\u0442\u0440\u043e\u0432",
        "Ana " + CJK,
        ARABIC,
    ]
    with menu_maker(monkeypatch, tmp_path) as make:
        app = make(size)
        scene = daily_with_names(app, names)
        surface = pygame.Surface(size)
        with drawn.recording() as seen:
            scene.draw(surface)
        if SHOTS:
            pygame.image.save(surface, os.path.join(SHOTS, f"daily_{size[0]}x{size[1]}.png"))
        texts = [t.label for t in seen.of(drawn.TEXT) if scene.board_card.contains(t.rect)]
        rows = [t for t in texts if any(n[:3] in t for n in names)]
        assert rows and all("?" not in t for t in rows), texts
        assert all(theme.shows(ch) for t in rows for ch in t)
        assert len(rows) >= (1 if size[1] < 400 else 5), texts


@pytest.mark.slow
def test_the_settings_name_field_shows_a_cjk_name_while_it_is_typed(system_fonts, monkeypatch, tmp_path):
    from app_helpers import menu_maker

    from quiver.render2d import theme
    from quiver.scenes.settings import SettingsScene

    _need(system_fonts, "\u5c71")
    with menu_maker(monkeypatch, tmp_path) as make:
        app = make((800, 600))
        card = SettingsScene(app.ports)
        app.push(card)
        box = card.text_boxes["leaderboard_name"]
        box.text = ""
        box.active = True
        for ch in CJK:
            box.handle(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        assert box.text == CJK and box.line.caret == 2
        box.rect = pygame.Rect(20, 20, box.rect.w, box.rect.h)  # (wherever the card scrolled it)
        surface = pygame.Surface((box.rect.w + 40, box.rect.h + 40))
        surface.fill(theme.PANEL)
        box.draw(surface)
        if SHOTS:
            pygame.image.save(surface, os.path.join(SHOTS, "settings_name.png"))
        z = max(20, int(box.rect.h * 0.5))
        img, shown = theme.render(CJK, z, theme.INK, True)
        assert shown == CJK
        field = surface.subsurface(box.rect.inflate(-24, 0))
        ink = field.copy()
        ink.set_colorkey((255, 255, 255))
        assert pygame.mask.from_surface(ink).count() > 0.5 * pygame.mask.from_surface(img).count()
        # a click after the first ideograph puts the caret there (measured as drawn)
        x = box.rect.x + 12 + theme.text_size(CJK[0], z, True)[0]
        box.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x + 1, box.rect.centery), button=1))
        assert box.line.caret == 1


def test_a_system_font_that_cannot_be_opened_shows_a_question_mark(system_fonts, monkeypatch):
    """A font FreeType reads but SDL_ttf will not open (a colour emoji font's fixed sizes):
    "?" as on a bare machine, not a crash."""
    from quiver.render2d import mixed, theme

    _need(system_fonts, "\u5c71")

    def refuse(*a, **kw):
        raise pygame.error("Couldn't set font size")

    monkeypatch.setattr(mixed, "_font", refuse)
    img, shown = theme.render("Ana " + CJK + "!", 22, (0, 0, 0))
    assert shown == "Ana ??!" and img.get_width() == theme.font(22).size(shown)[0]
    assert theme.text_size("Bo " + CJK, 22) == theme.font(22).size("Bo ??")


def _colour_emoji_font(fallback) -> str:
    """A colour emoji font: S373_EMOJI_FONT's (one not installed, to try), else the
    machine's; the test is skipped without one."""
    given = os.environ.get("S373_EMOJI_FONT")
    found = [given] if given else [p for p in fallback.system_fonts() if "emoji" in p.lower()]
    for path in found:
        if fallback.fixed(path):
            return path
    pytest.skip("no colour emoji font (one of fixed sizes: Noto Color Emoji) here")


def test_a_colour_emoji_is_drawn_in_colour_scaled_to_the_line(system_fonts):
    from quiver.render2d import text_kept, theme

    path = _colour_emoji_font(system_fonts)
    system_fonts.finder = lambda: [*system_fonts.system_fonts(), path]
    text_kept.forget_fallback()
    assert system_fonts.path_for("\U0001f600") == path  # (before DejaVu's black-and-white one)
    for size in (14, 22, 40):
        latin, _ = theme.render("Zo\u00eb", size, (0, 0, 0))
        img, shown = theme.render("Zo\u00eb \U0001f600", size, (0, 0, 0))
        assert shown == "Zo\u00eb \U0001f600" and img.get_height() == latin.get_height()
        assert img.get_width() == theme.text_size(shown, size)[0]
        cut = theme.font(size).size("Zo\u00eb ")[0]
        face = img.subsurface((cut, 0, img.get_width() - cut, img.get_height()))
        colours = {
            tuple(face.get_at((x, y)))[:3] for x in range(face.get_width()) for y in range(face.get_height())
        }
        assert any(r > 200 and g > 150 and b < 100 for r, g, b in colours)  # yellow: in colour


def test_an_arabic_name_is_drawn_joined(system_fonts):
    """ "سلام" joined is two shapes (the alef joins nothing after it): unjoined it was four."""
    from quiver.render2d import fonts, theme

    _need(system_fonts, "\u0633")
    if not fonts._shapes():
        pytest.skip("SDL_ttf without HarfBuzz: a right-to-left letter shows as '?'")
    img, shown = theme.render(ARABIC, 40, (0, 0, 0))
    assert shown == ARABIC
    assert len(pygame.mask.from_surface(img, 128).connected_components(6)) == 2


def test_a_decomposed_letter_a_system_font_has_whole_is_drawn_in_it(system_fonts):
    """ "Vie" + U+0323 U+0302 + "t": the UI font has no "ệ"; the system font's is drawn,
    one character for one (a text field's caret counts them)."""
    from quiver.render2d import theme

    _need(system_fonts, "\u1ec7")
    shown = theme.showable("Vie\u0323\u0302t")
    assert len(shown) == 6 and shown.startswith("Vi\u1ec7") and "?" not in shown
    assert theme.text_size("Vie\u0323\u0302t", 30) == theme.text_size("Vi\u1ec7t", 30)
