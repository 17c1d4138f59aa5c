"""Screen titles as the window widens (s53): a title's print never gets smaller in a
wider window, nor jumps, from 640 to 1280 wide (at 480 high, and at 4:3). The play
HUD's title: tests/test_hud_chips.py."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

TITLES = {"menu": "Quiver", "custom": "Custom puzzle", "levels": "Levels", "settings": "Settings"}
TITLES |= {"legend": "How to play  \u00b7  2D", "daily": "Daily puzzle"}


def _prints(app, monkeypatch) -> dict[str, int]:
    """The print of each screen's title, as drawn in `app`'s window."""
    from quiver.render2d import theme
    from quiver.scenes.daily import DailyScene
    from quiver.scenes.legend import LegendScene
    from quiver.scenes.levels import LevelsScene
    from quiver.scenes.settings import SettingsScene

    seen: list[tuple[str, int]] = []
    text = theme.text
    monkeypatch.setattr(
        theme,
        "text",
        lambda surface, s, size, *a, **k: (seen.append((s, size)), text(surface, s, size, *a, **k))[1],
    )
    out = {}
    opens = {
        "menu": lambda: None,
        "custom": lambda: app.top.open_custom(),
        "levels": lambda: app.push(LevelsScene(app.ports, "2d")),
        "settings": lambda: app.push(SettingsScene(app.ports)),
        "legend": lambda: app.push(LegendScene(app.ports, "2d")),
        "daily": lambda: app.push(DailyScene(app.ports)),
    }
    for name, go in opens.items():
        app.to_menu()
        go()
        seen.clear()
        app.top.full_redraw = True
        app.top.draw(pygame.Surface(app.size, pygame.SRCALPHA))
        out[name] = max(z for s, z in seen if s == TITLES[name])
    monkeypatch.setattr(theme, "text", text)
    return out


@pytest.mark.parametrize("tall", [False, pytest.param(True, marks=pytest.mark.slow)], ids=["480", "4:3"])
def test_screen_titles_grow_with_the_window(monkeypatch, tmp_path, tall):
    from app_helpers import menu_maker

    last: dict[str, int] = {}
    with menu_maker(monkeypatch, tmp_path) as make:
        for width in range(640, 1281, 40):
            prints = _prints(make((width, width * 3 // 4 if tall else 480)), monkeypatch)
            for name, z in prints.items():
                was = last.get(name, z)
                assert was <= z <= was + max(3, was // 8), f"{name} at {width}: {z} after {was}"
            last = prints
