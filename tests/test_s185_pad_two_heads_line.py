"""How to play after a pad's press, over a board with padlocks, two heads and turning
signs at 640x480: the pad's two-heads line took two lines ("the arrow can leave by either
end; X lights each head in turn, A fires it.") and cut the turning sign's first line at the
fold, as the keyboard's did before s176 made it one. One line now, as the keys' is (s185).
No window: the fast tier."""

from __future__ import annotations

import pytest
from app_helpers import FakeClock, post, run
from puzzle_codes import spec

pygame = pytest.importorskip("pygame")


@pytest.mark.parametrize("size", [(640, 480), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_pads_line_is_one_and_every_special_line_shows(monkeypatch, tmp_path, size):
    from quiver.app import App
    from quiver.generator import generate

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("QUIVER_NO_GL", "1")
    app = App(size, window=False, sound=False, realtime=False, clock=FakeClock(), lessons=False)
    try:
        app.to_menu()
        app.flow.open_board(generate(spec("2d-rect-12x15-33-medium-2408497224", "mltr")), "x")
        run(app, 2)
        for kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):  # Back: How to play
            post(kind, instance_id=0, button=pygame.CONTROLLER_BUTTON_BACK)
        run(app, 2)
        card = app.top
        assert card.name == "legend" and card.scroll == 0
        lines, f, view, _content = card.body()
        tops, y = {}, view.y
        for line in lines:
            tops[line[0]] = y
            y += card._height(line, f, view.w)
        heads = next(t for t in tops if t.startswith("Two heads"))
        assert "X lights each head" in heads and "A fires it" in heads and "Tab" not in heads, heads
        for words in ("Padlock:", "Two heads:", "Turning sign:"):
            text = next(t for t in tops if t.startswith(words))
            px = max(21, int(22 * f))  # (legend.BODY_LEAST: its first line's height)
            assert tops[text] + int(px * 1.25) <= view.bottom, (words, tops[text], view.bottom)
    finally:
        app.close()
