"""How to play's pad words (s290): the pad's page said "X / RB lights the next head (LB
back), A fires it, B back", two different backs side by side, and the keyboard's page the
same; its sticks "turn or pan" (the pad's page) and "move" (the keyboard's) left a stranger
to guess what they do where. The sticks and D-pad are the arrow keys: they pan a 2D board
and turn the 3D views, and each page now says the mode's one, in the same fit."""

from __future__ import annotations

import pytest
from app_helpers import app_maker
from test_s150_pad_keys import button
from test_s269_pad_gaps import open_puzzle, pad_line_box

pygame = pytest.importorskip("pygame")

STICKS = {"2d": "pan", "3d": "turn", "flat": "turn"}


def words(mode: str, pad: bool) -> str:
    """The mode's page's pad sentence, after a pad's press or a key's."""
    from quiver import input_pad
    from quiver.engine.modes import Mode
    from quiver.scenes.legend_words import extra

    input_pad._LAST.update(pad=pad, keys=not pad)
    try:
        text = extra(Mode(mode))
    finally:
        input_pad.no_press_yet()
    return text[text.index("Pad:") :]


@pytest.mark.parametrize("pad", [True, False], ids=["pad", "keys"])
@pytest.mark.parametrize("mode", ["2d", "3d", "flat"])
def test_one_back_and_the_sticks_word_of_the_mode(mode, pad):
    text = words(mode, pad)
    assert text.count("back") == 1 and "B back" in text, text  # (B's; LB's "previous" head)
    assert "LB the one before" in text or "LB: previous" in text, text
    assert f"sticks {STICKS[mode]}," in text, text
    other = {"pan", "turn"} - {STICKS[mode]}
    assert not any(f"sticks {w}" in text or f" or {w}" in text for w in other), text
    assert "move" not in text and "{" not in text, text


def test_the_keyboards_3d_page_says_what_the_sticks_turn_with():
    """The keys' sentence before it names the arrow keys as turning (the sticks' keys)."""
    keys = words("3d", pad=False)
    from quiver.engine.modes import Mode
    from quiver.scenes.legend_words import EXTRA

    assert "arrow keys or WASD turn" in EXTRA[Mode.THREE_D] and "sticks turn" in keys


def test_the_pads_2d_page_keeps_its_three_lines_at_640x480(monkeypatch, tmp_path):
    """The reworded LB and sticks within the fit s269 found: three lines, above the fold."""
    from quiver.render2d import theme
    from quiver.scenes.legend import BODY_LEAST

    with app_maker(monkeypatch, tmp_path, window=False, size=(640, 480)) as make:
        app = make()
        open_puzzle(app)
        button(app, pygame.CONTROLLER_BUTTON_BACK)
        legend = app.top
        text, _top, bottom = pad_line_box(legend)
        lines, f, view, _ = legend.body()
        px = max(BODY_LEAST, int(next(line for line in lines if line[0] == text)[1] * f))
        assert "LB the one before" in text and "sticks pan" in text
        assert theme.wrap(text, px, theme.INK, view.w, int(px * 1.25)).lines == 3
        assert bottom <= view.bottom
