"""The menu says a failed build's message with a capital first (s191): the builds' and
the codes' refusals come as the command line has them, after "quiver: error:" in lower
case ("special arrows need a board of at most ..."), and the menu's toast showed them so.
What the menu keeps (`error`) is the message as it came. No window."""

from __future__ import annotations

from app_helpers import app_maker, run


def test_a_failed_builds_message_starts_with_a_capital(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(1280, 800))
        menu = app.top
        app.flow.menu_error(
            "special arrows need a board of at most 1000 arrows,\n  and this one was built with 1001"
        )
        run(app, 2)
        said = "Special arrows need a board of at most 1000 arrows, and this one was built with 1001"
        assert said in app.toasts.texts()
        assert menu.error == "s" + said[1:]  # kept as it came (on one line)
        menu.error = "3D needs OpenGL 3.3"  # a capital already, or none to make: as it is
        menu.error = "  42 is no size  "
        run(app, 2)
        assert {"3D needs OpenGL 3.3", "42 is no size"} <= set(app.toasts.texts())
