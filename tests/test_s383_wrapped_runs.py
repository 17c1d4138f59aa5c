"""Wrapped text in any script (s383): a toast, a lesson bubble or a card whose words hold a
character only a system font draws wraps it in runs too (textdraw.wrap, wrapruns.py), not
as "?"; Chinese and Japanese text, which has no spaces, breaks between ideographs; text
the UI font draws whole wraps as it always did."""

from __future__ import annotations

import os

import pytest

pygame = pytest.importorskip("pygame")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

CAT = "\u732b"  # "cat"
LONG = "\u4eca\u65e5\u306f\u732b\u304c\u597d\u304d\u3067\u3059\u3002" * 4  # a sentence, no spaces
SHOTS = os.environ.get("S383_SHOTS")  # a folder: the pictures saved there, to look at


def _need(fallback, ch: str = CAT) -> None:
    if fallback.path_for(ch) is None:
        pytest.skip(f"no font on this machine draws U+{ord(ch):04X}")


def _forget_scenes() -> None:
    """The scenes' own kept wraps (text_kept.forget_fallback lets go of render2d's)."""
    from quiver.scenes import bubble_words, toast_cards

    for kept in (toast_cards.wrap, toast_cards.lines, bubble_words.said_lines):
        kept.cache_clear()


@pytest.fixture
def fonts_here(system_fonts):
    _need(system_fonts)
    _forget_scenes()
    yield system_fonts
    _forget_scenes()


def _save(img: pygame.Surface, name: str) -> None:
    if SHOTS:
        back = pygame.Surface(img.get_size())
        back.fill((120, 130, 150))
        back.blit(img, (0, 0))
        pygame.image.save(back, os.path.join(SHOTS, name))


# -- the lines (pure) ----------------------------------------------------------------------


def _wide(s: str) -> int:
    return sum(2 if ord(ch) > 0x2E80 else 1 for ch in s)  # (an ideograph two letters wide)


def test_ideographs_break_where_the_line_is_full_and_words_at_spaces():
    from quiver.render2d.wrapruns import wrapped

    assert wrapped("one two three", 7, len) == ["one two", "three"]
    assert wrapped("\u5c71\u7530\u732b\u732b\u732b", 6, _wide) == ["\u5c71\u7530\u732b", "\u732b\u732b"]
    assert wrapped("Playing \u732b\u732b.png", 12, _wide) == ["Playing \u732b", "\u732b.png"]
    # a closing mark never opens a line, an opening one never ends one
    assert wrapped("\u732b\u732b\u3002\u732b", 4, _wide) == ["\u732b", "\u732b\u3002", "\u732b"]
    assert wrapped("\u732b\u300c\u732b\u300d", 6, _wide) == ["\u732b", "\u300c\u732b\u300d"]
    # a word longer than a line: where wordbreak.py breaks it; a "\n" is a line's end
    assert wrapped("see a/b/cdefgh", 6, len) == ["see", "a/b/", "cdefgh"]
    assert wrapped("a\nb c", 9, len) == ["a", "b c"]


# -- drawing -------------------------------------------------------------------------------


def test_latin_greek_and_cyrillic_wrap_pixel_for_pixel_as_before(system_fonts):
    from quiver.render2d import fonts, text_kept, textdraw

    words = [
        "Zo\u00eb \u00d1and\u00fa finished the daily board in 3 moves",
        "\u0416\u0443\u043a \u03a9 and the configuration of the floor",
        "A path /home/user/pictures/2026-12-03-04-30-00.png was dropped",
        "plain words for a toast that wraps",
    ]
    kw = [dict(), dict(bold=True, align="center"), dict(align="right", most=2)]

    def pictures():
        return [
            pygame.image.tobytes(textdraw.wrap(s, z, (46, 52, 64), w, z + 2, **k).image, "RGBA")
            for s in words
            for z, w in ((14, 120), (22, 260))
            for k in kw
        ]

    found = pictures()
    system_fonts.finder = list
    text_kept.forget_fallback()
    assert not any(fonts.shows(ch) != fonts.draws(ch) for s in words for ch in s)
    assert pictures() == found


def test_a_toast_naming_a_cjk_file_shows_its_glyphs(fonts_here):
    from quiver.render2d import text_kept, theme
    from quiver.scenes import toast_cards

    say = f"Playing {CAT}.png; 1 other file left"
    msg = toast_cards.wrap(say, 160)
    card, _r = toast_cards.draw_card(msg, toast_cards.TEXT, toast_cards.ToastKind.INFO, False, 0)
    _save(card, "toast.png")
    first = theme.render(f"Playing {CAT}.png;", toast_cards.TEXT, theme.INK, True)
    assert first[1] == f"Playing {CAT}.png;"  # (not "?")
    line = msg.image.subsurface((0, 0, first[0].get_width(), first[0].get_height()))
    assert pygame.image.tobytes(line, "RGBA") == pygame.image.tobytes(first[0], "RGBA")
    assert msg.lines == 2
    # a bare machine: "?" as before, another picture
    fonts_here.finder = list
    text_kept.forget_fallback()
    _forget_scenes()
    bare = toast_cards.wrap(say, 160)
    assert pygame.image.tobytes(bare.image, "RGBA") != pygame.image.tobytes(msg.image, "RGBA")


@pytest.mark.parametrize("width", [90, 160, 333])
def test_a_long_cjk_line_wraps_within_its_width(fonts_here, width):
    from quiver.render2d import textdraw
    from quiver.render2d.wrapruns import wrapped

    for size, bold, align in ((14, False, "left"), (22, True, "center"), (30, True, "right")):
        w = textdraw.wrap(LONG, size, (0, 0, 0), width, size + 4, bold=bold, align=align)
        lines = wrapped(LONG, width, lambda t, z=size, b=bold: textdraw.text_size(t, z, b)[0])
        assert "".join(lines) == LONG and w.lines == len(lines) > 1
        assert w.image.get_width() == width and w.image.get_bounding_rect().right <= width
        for k, line in enumerate(lines):
            img, shown = textdraw.render(line, size, (0, 0, 0), bold)
            assert shown == line and img.get_width() == textdraw.text_size(line, size, bold)[0] <= width
            if align == "left":  # each line drawn as measured, where it is measured
                band = w.image.subsurface((0, k * (size + 4), img.get_width(), img.get_height()))
                assert pygame.image.tobytes(band, "RGBA") == pygame.image.tobytes(img, "RGBA")
        assert all(not s.startswith("\u3002") for s in lines)


def test_a_lines_limit_cuts_cjk_text_with_dots(fonts_here):
    from quiver.render2d import textdraw

    w = textdraw.wrap(LONG, 22, (0, 0, 0), 160, 26, bold=True, most=2)
    assert w.lines == 2 and w.image.get_height() == 52


def test_a_lesson_bubble_wraps_cjk_words(fonts_here):
    from quiver.scenes.bubble_words import said_lines, wrap_said

    line = f"\u53f3\u306e\u77e2\u5370\u3092\u30af\u30ea\u30c3\u30af Tab {LONG[:12]}"
    w = wrap_said(line, 20, 220, 24)
    _save(w.image, "bubble.png")
    assert w.lines == said_lines(line, 20, 220, 24) >= 2
    assert w.image.get_bounding_rect().right <= 220


def test_a_narrow_toast_breaks_a_cjk_word_between_ideographs_without_refusing(fonts_here):
    """A word of ideographs broken across lines is broken where it may be (toast_cards
    `lines`: a cut elsewhere than a break place sends a toast to a wider place)."""
    from quiver.scenes import toast_cards

    width = toast_cards.inner(toast_cards.narrowest(toast_cards.TEXT), size=toast_cards.TEXT) - 1
    assert toast_cards.lines(LONG[:20], width) <= toast_cards.MOST_LINES


# -- a text field's caret in a right-to-left run -------------------------------------------

HEBREW = "\u05e9\u05dc\u05d5\u05dd"  # shalom


def test_the_caret_after_a_hebrew_letter_stands_beside_that_letter(system_fonts):
    """ "Dan שלום": "ש" is drawn at the run's right end, so the caret after it stands
    its width in from there (the count from the left put it after "ם", at the far end)."""
    from quiver.render2d import theme
    from quiver.render2d.caretruns import caret_offset
    from quiver.render2d.widgets import TextBox

    _need(system_fonts, "\u05e9")
    if not theme.shows("\u05e9"):
        pytest.skip("SDL_ttf without HarfBuzz: a right-to-left letter shows as '?'")
    name, z = "Dan " + HEBREW, 30
    left, whole = theme.text_size("Dan ", z, True)[0], theme.text_size(name, z, True)[0]
    at = [caret_offset(name, k, z, True) for k in range(len(name) + 1)]
    assert at[:5] == [theme.text_size(name[:k], z, True)[0] for k in range(4)] + [at[4]]
    assert at[4] == left and at[8] == left  # (the run's ends: before it, after its last letter)
    assert whole > at[5] > at[6] > at[7] > at[8]  # after each letter: from the right, leftwards
    assert at[5] == whole - theme.text_size(HEBREW[0], z, True)[0]
    box = TextBox((20, 20, 300, 60), name)  # a click just left of "ש" puts the caret after it
    box.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(20 + 12 + at[5] - 1, 50), button=1))
    assert box.line.caret == 5
    # a left-to-right name's caret as before: the width of what it follows
    assert caret_offset("Ana \u5c71\u7530", 5, z, True) == theme.text_size("Ana \u5c71", z, True)[0]
