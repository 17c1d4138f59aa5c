"""Bugs a stranger met deep in the game (round four: the campaign far in, big boards,
pictures, settings kept, windows resized mid-animation): each test failed before its fix."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

LONG_CODE = "2d-light_bulb-mirrored-200x256-9000-medium-9223372036854775807-g6-sltr"


@pytest.fixture
def windowless(monkeypatch, tmp_path):
    """An App with no window on a fresh data folder (`make(size)`)."""
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    from quiver.app import App

    return lambda size: App(size, window=False, sound=False, clock=lambda: 0.0)


class _SlowJob:
    """A build still under way (the panel shows while it runs)."""

    done = False

    def elapsed(self) -> float:
        return 12.3

    def stage_text(self) -> str:
        return "Placing arrows"

    def poll(self) -> bool:
        return False

    def cancel(self) -> None:
        pass


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_loading_panel_shows_a_long_code_whole_and_grows_with_the_window(windowless, size):
    """A 200x256 mirrored light bulb builds for seconds: its code ran out of both sides of
    the 460-pixel "Building the puzzle..." panel, and in a 2560x1440 window the panel and
    its letters stayed the size they have at 1280x800 (a small card among menus drawn
    twice as big)."""
    from quiver.game.code import PuzzleSpec
    from quiver.game.journey import FreePuzzle, PuzzleRequest
    from quiver.render2d import theme
    from quiver.render2d.drawn import TEXT, problems, recording
    from quiver.scenes.loading import LoadingScene

    app = windowless(size)
    spec = PuzzleSpec.parse(LONG_CODE)
    scene = LoadingScene(app.ports, PuzzleRequest(FreePuzzle(), spec), spec, _SlowJob())
    layer = pygame.Surface(size, pygame.SRCALPHA)
    with recording() as drawn:
        scene.draw(layer)
    assert problems(drawn, pygame.Rect(0, 0, *size)) == []
    texts = [t.label for t in drawn.of(TEXT)]
    assert LONG_CODE in "".join(texts)  # whole, on one line or broken after its dashes
    scale = theme.ui_scale(size, app.midend.settings)
    assert scene.panel_rect.w >= min(size[0] - 24, int(460 * max(1.0, scale)))
    if scale > 1.5:
        small_cap = theme.font(18, True).size("Esc")[1] + 6  # the Esc key drawn at scale 1
        assert scene.panel_rect.w > 460 * 1.5 and scene.cancel_rect.h > small_cap
