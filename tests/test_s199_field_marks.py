"""A text field shows a letter and the combining marks its font lacks as the Daily
board's rows show the server's copy (s199: "e" + U+0301 typed in the name field showed
"e?", while the server keeps "é", NFKC, and the board shows that): composed where the font
has the composed glyph, one drawn character per typed one (the caret counts characters)."""

from __future__ import annotations

import unicodedata

import pytest

pygame = pytest.importorskip("pygame")

RENE = "Rene\u0301"  # as a decomposing keyboard or a macOS paste gives "René"


@pytest.fixture(autouse=True)
def _fonts(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    pygame.font.init()


def _box_pixels(text: str, caret: int | None = None) -> bytes:
    from quiver.render2d.widgets import TextBox

    box = TextBox((10, 10, 360, 48), text)
    if caret is not None:
        box.line.place(caret)
    surface = pygame.Surface((380, 70))
    surface.fill((0, 0, 0))
    box.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def test_a_decomposed_accent_draws_as_its_composed_letter_caret_and_all():
    from quiver.render2d import fonts, theme

    if not getattr(fonts, "_shapes", lambda: True)():  # (no HarfBuzz: each mark a '?', as before)
        pytest.skip("the font's text is not shaped")
    shown = theme.drawable(RENE)
    assert len(shown) == len(RENE) and "?" not in shown
    assert _box_pixels(RENE) == _box_pixels("Ren\u00e9")  # caret after the end
    assert _box_pixels(RENE, 3) == _box_pixels("Ren\u00e9", 3)  # and before the "é"


@pytest.mark.parametrize(
    "name",
    [RENE, "Zoe\u0308 e\u0303", "u\u0308\u0301x", "\U0001f44d\U0001f3fd Bo", "q\u0301\u0301 \u0301a"],
)
def test_a_field_shows_a_name_as_the_board_shows_the_servers_copy(name):
    """The server keeps the name composed (NFKC; these have no compatibility forms, so
    NFC); the board shows that as game/names.py's shown_name does: "ë" as itself, a mark
    with no composed letter left off ("q́" reads "q"), a composed letter the font lacks
    ("ẽ", "ǘ") as one "?", a skin tone riding on its emoji's "?"."""
    from quiver.game.names import shown_name
    from quiver.render2d import fonts, theme

    if not getattr(fonts, "_shapes", lambda: True)():
        pytest.skip("the font's text is not shaped")
    board = shown_name(unicodedata.normalize("NFC", name), theme.draws)
    shown = theme.drawable(name)
    assert len(shown) == len(name)
    # (in plain print: the field's bold adds a pixel for each character, one drawn as nothing too)
    font = theme.font(24)
    assert _pixels(font.render(shown, True, (0, 0, 0))) == _pixels(font.render(board, True, (0, 0, 0)))


def _pixels(image) -> tuple:
    return image.get_size(), pygame.image.tobytes(image, "RGBA")


def test_a_click_after_a_composed_letter_puts_the_caret_after_its_mark():
    """An "e" and an "é" are as wide: the nearest place was between the "e" and its accent, and
    the next letter typed took it."""
    from quiver.render2d import theme
    from quiver.render2d.widgets import TextBox

    box = TextBox((10, 10, 360, 48), RENE + "x")
    font = box._font()
    x = box.rect.x + 12 + font.size(theme.drawable(RENE))[0]
    box.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, 30), button=1))
    assert box.line.caret == len(RENE)
    box.insert("s")
    assert box.text == RENE + "sx"
