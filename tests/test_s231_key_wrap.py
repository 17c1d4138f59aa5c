"""A key's name or a symbol in a lesson bubble never starts or ends a wrapped line away
from its words (s231: at 480x360 the 3D lesson's step 2 read "Scroll, pinch or press" /
"+ to zoom"). bubble_words.kept_together joins them with no-break spaces, which the
renderer does not wrap at, where the words joined fit a line."""

import pytest
from app_helpers import app_maker, run
from lesson_helpers import open_lesson

from quiver.render2d import theme
from quiver.scenes.bubble_words import NBSP, is_key, kept_together


def by_chars(s: str) -> int:
    return 8 * len(s)


@pytest.mark.parametrize(
    "line, joined",
    [
        ("Scroll, pinch or press + to zoom", "press + to"),
        ("Zoom first: scroll or pinch, or + and -. Then tap arrows", "or + and -."),
        ("Press LT or RT to zoom", "Press LT or RT to"),
        ("Tab lights each head, Enter fires the lit one (Shift+Enter: its other head).", "one (Shift+Enter:"),
        ("F1 or ? shows its lesson.", "F1 or ? shows"),
    ],
)
def test_keys_and_symbols_join_their_words(line, joined):
    assert joined.replace(" ", NBSP) in kept_together(line, 400, by_chars)


def test_a_clause_mark_parts_them_and_plain_words_stay_apart():
    got = kept_together("Cross: pointing away. X lights a free one", 400, by_chars)
    assert "away. X" in got and "X" + NBSP + "lights" in got  # (X may start a line: its words follow)
    assert kept_together("Lose all 3, you lose", 400, by_chars) == "Lose all 3, you lose"
    assert not is_key("Tap") and not is_key("3,") and is_key("-.") and is_key("RT")


def test_words_too_wide_together_keep_their_spaces():
    assert kept_together("press + to", 40, by_chars) == "press + to"  # (a line that narrow breaks them)


def _lines(text: str, size: int, width: int) -> list[str]:
    """The lines SDL_ttf wraps `text` in at `width`: greedy, at plain spaces only."""
    out: list[str] = []
    for word in text.split(" "):
        if out and theme.text_size(out[-1] + " " + word, size, True)[0] <= width:
            out[-1] += " " + word
        else:
            out.append(word)
    return out


@pytest.mark.slow  # an offscreen window (the 3D view needs one)
def test_the_zoom_steps_plus_stays_with_its_words_at_480x360(monkeypatch, tmp_path):
    wrapped: list[tuple[str, int, int, int]] = []
    real = theme.wrap

    def spy(s, size, colour, width, th, **kw):
        got = real(s, size, colour, width, th, **kw)
        wrapped.append((s, size, width, got.lines))
        return got

    with app_maker(monkeypatch, tmp_path) as make:
        app, play = open_lesson(make)
        monkeypatch.setattr(theme, "wrap", spy)
        play.coach.step = 1
        play.full_redraw = True
        run(app, 3)
    said = [w for w in wrapped if w[0].replace(NBSP, " ").startswith("Scroll, pinch or press")]
    assert said
    for text, size, width, count in said:
        lines = _lines(text, size, width)
        assert len(lines) == count, (lines, count)  # (the greedy model is the renderer's)
        assert all(not ln.startswith("+") and not ln.endswith("+") for ln in lines), lines
