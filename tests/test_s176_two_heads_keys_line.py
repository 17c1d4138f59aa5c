"""How to play's keyboard line for two-headed arrows named Tab (each head) and Enter, not
Shift+Enter (the other head, at once): "no room at 640x480", where a second line pushed the
turning sign's below the fold over a board with all three kinds. It names all three keys on
one line now, and the padlock's line, one shorter there too, leaves the turning sign's first
line whole on the first page (s176). Over a Custom board with Many specials, Tab then F1
(a keyboard player's presses). No window: the fast tier."""

from __future__ import annotations

import pytest
from app_helpers import FakeClock, post, run
from puzzle_codes import spec

pygame = pytest.importorskip("pygame")


def special_lines_after(monkeypatch, tmp_path, size, *presses) -> str:
    """How to play opened by `presses` (event kind, attributes) over a board with padlocks,
    two heads and turning signs at `size`: checks it opens at its top with every special's
    first line above the fold, and returns the two-heads line."""
    from quiver.app import App
    from quiver.generator import generate

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("QUIVER_NO_GL", "1")
    app = App(size, window=False, sound=False, realtime=False, clock=FakeClock(), lessons=False)
    try:
        app.to_menu()
        app.flow.open_board(generate(spec("2d-rect-12x15-33-medium-2408497224", "mltr")), "x")
        run(app, 2)
        for kind, attributes in presses:
            post(kind, **attributes)
        run(app, 2)
        card = app.top
        assert card.name == "legend" and card.scroll == 0
        lines, f, view, _content = card.body()
        tops, y = {}, view.y
        for line in lines:
            tops[line[0]] = y
            y += card._height(line, f, view.w)
        for words in ("Padlock:", "Two heads:", "Turning sign:"):
            text = next(t for t in tops if t.startswith(words))
            px = max(21, int(22 * f))  # (legend.BODY_LEAST: its first line's height)
            assert tops[text] + int(px * 1.25) <= view.bottom, (words, tops[text], view.bottom)
        return next(t for t in tops if t.startswith("Two heads"))
    finally:
        app.close()


@pytest.mark.parametrize("size", [(640, 480), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_keys_line_names_shift_enter_and_every_special_line_shows(monkeypatch, tmp_path, size):
    tab = (pygame.KEYDOWN, {"key": pygame.K_TAB, "mod": 0, "unicode": ""})  # (a key that plays: F1
    f1 = (pygame.KEYDOWN, {"key": pygame.K_F1, "mod": 0, "unicode": ""})  # alone says nothing, s363)
    heads = special_lines_after(monkeypatch, tmp_path, size, tab, f1)
    assert all(k in heads for k in ("Tab lights each head", "Enter fires it", "Shift+Enter")), heads
