"""What the tests of toasts over tools/layout.py's screens share (the tool's --toasts sweep,
one screen at a time): tools/ is on the path through tests/conftest.py."""

from __future__ import annotations

from collections.abc import Iterator

import layout  # tools/layout.py (conftest puts tools/ on the path)


def toasted_screens(size, scale, names=None) -> Iterator[tuple[str, object, object, list[str]]]:
    """Each screen of tools/layout.py (those named in `names`; every one when None) at
    `size` and "Size of menus" `scale`, its toasts raised before its first frame as the
    tool raises them: (name, the app, what was drawn, what --toasts finds over it), the
    toasts raised again while the caller looks (as many as the screen shows), then let go."""
    app = layout.make_app(size)
    try:
        layout.set_scale(app, scale)
        for name, go in layout.screens(app):
            if (names is not None and name not in names) or go() is None:  # (3D without OpenGL)
                continue
            layout.raise_toasts(app)
            picture, drawn = layout.draw_recorded(app)
            found = layout.with_toasts(app, picture, drawn)
            layout.raise_toasts(app)
            yield name, app, drawn, found
            app.toasts.toasts = []
    finally:
        app.close()
