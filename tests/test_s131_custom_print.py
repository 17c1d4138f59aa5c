"""s131: Custom's Special arrows choice (None / Some / Many) printed at 12 at 480x360 and
640x480, 13 at 600x900 and 800x600 (the Size row gave it 48% of a 264-px column; S / M /
L / XL need less), and Your picture's line under its label at 13 at 640x480 ("drop a
PNG on the window, or type or paste a path": its first clause fits in print 14)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))


def _prints(monkeypatch, tmp_path, size) -> list[tuple[int, str]]:
    """(print, text) of every theme.text of tools/layout.py's Custom screen at `size`."""
    import layout
    from app_helpers import app_maker

    from quiver.render2d import theme

    prints: list[tuple[int, str]] = []
    real = theme.text

    def text(surface, s, z, *a, **kw):
        prints.append((z, s))
        return real(surface, s, z, *a, **kw)

    monkeypatch.setattr(theme, "text", text)
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=size, today=lambda: layout.DAY, lessons=False)
        for name, go in layout.screens(app):
            if name == "custom" and go() is not None:
                prints.clear()
                layout.draw_recorded(app, picture=False)
                return list(prints)
    raise AssertionError("no Custom screen")


@pytest.mark.parametrize("size", [(480, 360), (640, 480), (600, 900), (800, 600)])
def test_customs_choices_and_button_lines_print_at_14_or_more(monkeypatch, tmp_path, size):
    prints = _prints(monkeypatch, tmp_path, size)
    words = {"None", "Some", "Many", "S", "M", "L", "XL", "or a code"}
    shown = [(z, s) for z, s in prints if s in words or s.startswith("drop a PNG")]
    assert {s for _z, s in shown} >= words, shown
    assert min(z for z, _s in shown) >= 14, sorted(shown)
