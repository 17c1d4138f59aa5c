"""Levels, Daily and the win card open How to play through one path, legend_open's
(s295: each hooked F1 its own way: Levels a row of its key table, Daily an elif among
its keys, the win card a first look): F1 opens it for the mode shown from each, and Esc
returns to the screen it was opened over, as it was."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

F1 = dict(key=pygame.K_F1, mod=0, unicode="")
ESC = dict(key=pygame.K_ESCAPE, mod=0, unicode="\x1b")


def _press(scene, keys) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, **keys))


@pytest.fixture
def opened(monkeypatch):
    """The screens' F1 as legend_open.open_legend sees it: (scene, mode) per call."""
    from quiver.scenes import daily, legend_open, levels, result  # noqa: F401  (theirs bound first)

    calls: list[tuple[object, str]] = []
    real = legend_open.open_legend

    def spy(scene, mode):
        calls.append((scene, mode))
        real(scene, mode)

    monkeypatch.setattr(legend_open, "open_legend", spy)
    return calls


def _f1_then_esc(app, screen, mode: str, opened) -> None:
    from quiver.scenes.legend import LegendScene

    _press(screen, F1)
    assert opened == [(screen, mode)]  # (through legend_open, for the mode shown)
    assert isinstance(app.top, LegendScene) and app.top.mode == mode
    _press(app.top, ESC)
    assert app.top is screen  # (Esc: back where it was, the screen still open)


@pytest.mark.parametrize("screen, tab, mode", [("levels", 2, "flat"), ("daily", 1, "3d")])
def test_levels_and_daily_open_it_through_legend_open(monkeypatch, tmp_path, opened, screen, tab, mode):
    from app_helpers import menu_maker

    with menu_maker(monkeypatch, tmp_path) as make:
        app = make((800, 600))
        getattr(app.top, f"open_{screen}")()
        shown = app.top
        shown.tabs.set(tab)
        page = getattr(shown, "page", None), getattr(shown, "month", None)
        _f1_then_esc(app, shown, mode, opened)
        assert (getattr(shown, "page", None), getattr(shown, "month", None)) == page


def test_the_win_card_opens_it_through_legend_open(monkeypatch, tmp_path, opened):
    from app_helpers import at_win_card

    from quiver.scenes.result import ResultScene

    with at_win_card(monkeypatch, tmp_path) as app:
        assert isinstance(app.top, ResultScene)
        _f1_then_esc(app, app.top, "2d", opened)
