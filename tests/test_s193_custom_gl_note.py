"""s193, a stranger's first ten minutes: a machine without OpenGL 3.3, the Custom panel at
640x480 on 3D. The panel has no room there for the reason's lines under the Mode row, and
its one line was cut mid-reason: "Flat 3D needs OpenGL 3.3: OpenGL was turned off (Q..."
(a driver's reason, "error: OpenGL support is either not configured in SDL...", the same).
Where the reason cannot be whole, the line says what a player needs, whole: the mode needs
OpenGL 3.3, which this computer lacks (the home view and the toast give the reason)."""

from __future__ import annotations

import pytest

LONG_GL_REASON = (
    "error: OpenGL support is either not configured in SDL or not available in current SDL"
    " video driver (x11) or platform"
)


@pytest.mark.parametrize("reason", [LONG_GL_REASON, "OpenGL was turned off (QUIVER_NO_GL)"])
@pytest.mark.parametrize("size", [(640, 480), (480, 360)])
def test_the_custom_panels_opengl_line_is_never_cut(monkeypatch, tmp_path, size, reason):

    from quiver.render2d import theme
    from quiver.scenes import menu_draw

    shown = []
    wrap = theme.wrap

    def spy(s, size_, colour, width, line_height, **kw):
        out = wrap(s, size_, colour, width, line_height, **kw)
        if "needs OpenGL" in s:  # what it said, and whether all of it fitted its lines
            most = kw.get("most", 0)
            shown.append((s, most == 0 or wrap(s, size_, colour, width, line_height).lines <= most))
        return out

    monkeypatch.setattr(menu_draw.theme, "wrap", spy)
    _draw_menu_on_3d(monkeypatch, tmp_path, size, reason, shown, custom=True)


@pytest.mark.parametrize("size", [(640, 480), (480, 360)])
def test_the_home_views_opengl_lines_are_never_cut(monkeypatch, tmp_path, size):
    """The home view's two lines in the gap above Play held a short reason whole (s-ten),
    a driver's long one was cut: "...not available in current SDL video driver (x1..."."""

    from quiver.render2d import theme
    from quiver.scenes import menu_home

    shown = []
    wrap = theme.wrap

    def spy(s, size_, colour, width, line_height, **kw):
        if "needs OpenGL" in s and kw.get("most"):  # drawn: whether all of it fitted its lines
            shown.append((s, wrap(s, size_, colour, width, line_height).lines <= kw["most"]))
        return wrap(s, size_, colour, width, line_height, **kw)

    monkeypatch.setattr(menu_home.theme, "wrap", spy)
    _draw_menu_on_3d(monkeypatch, tmp_path, size, LONG_GL_REASON, shown, custom=False)


@pytest.mark.parametrize("size", [(640, 480), (480, 360)])
def test_the_levels_opengl_line_fits_in_legible_print(monkeypatch, tmp_path, size):
    """Levels on the 3D tab, no OpenGL: its red line over the chapters printed a driver's
    long reason in 12 px at 640x480 and cut it at 480x360 ("...in SDL or not ava")."""
    import pygame
    from app_helpers import app_maker, run

    from quiver.render2d import theme
    from quiver.scenes import levels

    said = []
    text = theme.text

    def spy(surface, s, size_, colour, pos, anchor="topleft", bold=False):
        r = text(surface, s, size_, colour, pos, anchor, bold)
        if "needs OpenGL" in s:
            said.append((s, size_, r.right <= surface.get_width()))
        return r

    monkeypatch.setattr(levels.theme, "text", spy)
    with app_maker(monkeypatch, tmp_path, window=False, size=size) as new:
        app = new()
        app.top.open_levels()
        run(app, 2)
        scene = app.top
        scene.status["3d"] = f"3D needs OpenGL 3.3, which is unavailable here: {LONG_GL_REASON}"
        scene.mode = "3d"
        scene.full_redraw = True
        scene.draw(pygame.Surface(size))
    assert said and all(whole and px >= 14 and s.startswith("3D needs") for s, px, whole in said), said


def _draw_menu_on_3d(monkeypatch, tmp_path, size, reason, shown, custom):
    """The menu on 3D without OpenGL (`custom`: its Custom panel open), drawn once with
    `shown` cleared first; every OpenGL line the spy saw was whole."""
    import pygame
    from app_helpers import app_maker, click, run

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as new:
        app = new()
        menu = app.top
        menu.status["3d"] = f"3D needs OpenGL 3.3, which is unavailable here: {reason}"
        click(app, menu.widget_center("mode:3d"))
        if custom:
            menu.open_custom()
        run(app, 2)
        shown.clear()
        menu.full_redraw = True
        menu.draw(pygame.Surface(size))
    assert menu.mode == "3d" and shown
    assert all(whole and s.startswith("3D needs OpenGL 3.3") for s, whole in shown), shown
