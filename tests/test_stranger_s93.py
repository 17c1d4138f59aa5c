"""s93's stranger: a new player's first ten minutes by mouse alone in a laptop's window
(1366x768, 1280x720, and the 1280x680 the game opens on a 1366x768 screen with a
taskbar). Each test failed before."""

from __future__ import annotations

import inspect

import pytest

pygame = pytest.importorskip("pygame")

from quiver.render2d import theme  # noqa: E402
from quiver.scenes.bubble_place import fit_bubble  # noqa: E402

WHITE = (255, 255, 255)


def line_widths(msg, th: int) -> list[int]:
    """The ink width of each line of a wrapped text."""
    img = msg.image
    rows = [
        img.subsurface((0, k * th, img.get_width(), min(th, img.get_height() - k * th)))
        for k in range(msg.lines)
    ]
    return [r.get_bounding_rect().w for r in rows]


@pytest.mark.parametrize(
    "line",
    [
        "Tip: an arrow pointing at you. Cross: pointing away. Tap a free one",
        "Lower steps block it too. Tap it: it costs a heart. Lose all 3, you lose",
    ],
)
def test_a_lessons_bubble_wraps_in_even_lines_not_a_word_alone(line):
    """At 1280x680 the 3D lesson's bubble said "... Tap a free" over "one" alone, Flat
    3D's "... Lose all 3," over "you lose": wrapped in as few lines, but even ones."""
    size = 26
    th = theme.text_size("Ag", size, True)[1]
    lone = None
    for right in range(300, 1400, 4):  # a room where the plain wrap leaves a word alone
        room = (0, 72, right, 600)
        plain = theme.wrap(line, size, WHITE, max(200, right - 2 * 16 - 80), th, bold=True)
        widths = line_widths(plain, th)
        if plain.lines >= 2 and 4 * widths[-1] < widths[0]:
            lone = room
            break
    assert lone is not None
    msg, _spot, _pick = fit_bubble(line, size, th, lone, (lone[2] // 2, 500), "above", 34, [], [], even=True)
    widths = line_widths(msg, th)
    assert msg.lines == plain.lines
    assert 2 * widths[-1] >= max(widths), widths


@pytest.mark.slow  # a window and OpenGL
@pytest.mark.parametrize("mode", ["2d", "3d", "flat"])
def test_the_lessons_of_3d_and_flat_ask_for_even_lines(monkeypatch, tmp_path, mode):
    """The coach asks fit_bubble for even lines in 3D and Flat 3D, whose leader goes to
    the shape, not in 2D (a narrower bubble's leader ran across a head at 640x480)."""
    from app_helpers import app_maker, run

    import quiver.scenes.coach as coach_module

    asked = []
    real = coach_module.fit_bubble
    signature = inspect.signature(real)

    def spy(*args, **kw):  # (asked by keyword or in its place: s287 passes it in its place)
        asked.append(signature.bind(*args, **kw).arguments.get("even", False))
        return real(*args, **kw)

    monkeypatch.setattr(coach_module, "fit_bubble", spy)
    with app_maker(monkeypatch, tmp_path, size=(1280, 680)) as make:
        app = make()
        if mode != "2d" and app.gl is None:
            pytest.skip(f"no OpenGL here: {app.gl_error}")
        app.flow.lesson(mode)
        run(app, 3)
        assert app.top.coach is not None and asked
        assert set(asked) == {mode != "2d"}


def test_levels_play_says_the_lesson_comes_first(monkeypatch, tmp_path):
    """Levels' "Play 1" in 3D opened "Lesson: Little Tower": the menu's Play said "3D
    lesson, then level 1", Levels' nothing. Its Play says so until the lesson is seen."""
    from quiver.app import App
    from quiver.scenes.levels import LevelsScene

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    app = App((1280, 680), window=False, sound=False, realtime=False, clock=lambda: 1e3, lessons=True)
    try:
        app.to_menu()
        levels = LevelsScene(app.ports, "3d")
        app.push(levels)
        layer = pygame.Surface(app.size, pygame.SRCALPHA)
        levels.draw(layer)
        assert levels.play_btn.label == "Play 1" and levels.play_btn.sub == "3D lesson first"
        app.midend.lesson_seen("3d")
        levels.resume()  # (back from the lesson)
        levels.draw(layer)
        assert levels.play_btn.sub == "Enter"
    finally:
        app.close()
        pygame.display.quit()


@pytest.mark.slow  # a window and OpenGL, every screen
@pytest.mark.parametrize("size", [(1366, 768), (1280, 720), (1280, 680)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_screen_is_laid_out_in_a_laptops_window(monkeypatch, tmp_path, size):
    """The laptop sizes of s93's walk (1280x680: window.fit_screen's first window on a
    1366x768 screen with a 40 px taskbar) are not among tools/layout.py's: every screen
    there is checked as test_layout checks its sizes (clean when s93 looked)."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
    import layout

    from quiver.render2d.drawn import problems

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "offscreen")
    monkeypatch.delenv("QUIVER_NO_GL", raising=False)
    app = layout.make_app(size)
    found, seen = [], set()
    try:
        for name, go in layout.screens(app):
            if go() is None:  # a 3D screen without OpenGL here
                continue
            _picture, drawn = layout.draw_recorded(app, picture=False)
            seen.add(name)
            found += [f"{name}: {line}" for line in problems(drawn, pygame.Rect(0, 0, *app.size))]
    finally:
        app.close()
        pygame.display.quit()
    assert {"menu", "levels", "daily", "lesson2d", "result", "lost", "pause"} <= seen, seen
    assert not found, "\n".join(found)
