"""s127: small print on three screens, in print that reads (tools/layout.py --small lists
text under 12 px). Daily's short calendar at 480x360 drew its days in print 12 (7-px
figures, rows 10 px apart); the result card at 600x900 and 800x600 kept the 0.6 scale of
the menus, 350 px wide, its lines in print 14 and less; Custom's shape names were print 12
at its least scale, its themes' headers ("Shapes  ·  9") 12 in a short view, 14 else."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))


@pytest.fixture
def screen(monkeypatch, tmp_path):
    """Yields `show(name, size)`: tools/layout.py's screen `name` at `size`, drawn (no
    window): the app, the prints each text was drawn in ((print, text)), the drawn items."""
    import layout
    from app_helpers import app_maker

    from quiver.render2d import theme

    prints: list[tuple[int, str]] = []
    real = theme.text

    def text(surface, s, size, *a, **kw):
        prints.append((size, s))
        return real(surface, s, size, *a, **kw)

    monkeypatch.setattr(theme, "text", text)
    with app_maker(monkeypatch, tmp_path, window=False) as make:

        def show(name: str, size: tuple[int, int]):
            app = make(size=size, today=lambda: layout.DAY, lessons=False)
            for found, go in layout.screens(app):
                if found == name and go() is not None:
                    prints.clear()
                    _picture, drawn = layout.draw_recorded(app, picture=False)
                    return app, list(prints), drawn
            raise AssertionError(f"no screen {name}")

        yield show


@pytest.mark.parametrize("name", ["daily", "daily_day"])  # (December: five weeks; November: six)
def test_dailys_short_calendar_reads_at_480x360(screen, name):
    from quiver.render2d.drawn import TEXT

    _app, prints, drawn = screen(name, (480, 360))
    days = [z for z, t in prints if t.isdigit() and int(t) <= 31]
    assert len(days) >= 28 and min(days) >= 15, sorted(set(days))
    figures = [i.rect for i in drawn.of(TEXT) if i.label.isdigit() and int(i.label) <= 31]
    assert all(a.h >= 8 for a in figures)
    assert not any(a.colliderect(b) for k, a in enumerate(figures) for b in figures[k + 1 :]), "rows overlap"


@pytest.mark.parametrize("size", [(600, 900), (800, 600)])
@pytest.mark.parametrize("name", ["result", "result_daily"])
def test_the_result_cards_lines_read_where_the_window_has_room(screen, name, size):
    from quiver.scenes import toast

    app, prints, _drawn = screen(name, size)
    card = app.top
    assert min(z for z, _t in prints) >= 16, sorted(set(prints))[:6]
    assert card.panel.top >= 8 and card.panel.bottom <= size[1] - toast.room(3) - 4


@pytest.mark.parametrize("size", [(480, 360), (600, 900), (640, 480)])
def test_customs_shape_names_and_headers_read(screen, size):
    from quiver.render2d.drawn import problems

    app, prints, drawn = screen("custom", size)
    headers = [z for z, t in prints if "  \u00b7  " in t and t.split("  \u00b7  ")[-1].isdigit()]
    names = [z for z, t in prints if t in ("Rect", "Heart", "Star", "Circle", "Diamond", "Arrow")]
    assert headers and min(headers) >= 16, headers
    assert names and min(names) >= 15, names
    assert not problems(drawn, pygame.Rect(0, 0, *app.size))
