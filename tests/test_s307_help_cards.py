"""F1 on the cards that had no word for it (s307): the "Building the puzzle..." card opens
How to play for the mode being built, the build going on under it and its board opening
once the page is closed (not over the page being read); a yes/no card (Quit?, Skip the
lesson?) must be answered first, so F1 there does nothing, and the page says F1 opens it
while a puzzle builds and nowhere claims more than the screens it names."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_maker, post, run

from quiver.engine.modes import Mode
from quiver.scenes.legend_words import HELP_KEYS


class _Job:
    """A build under way till `finish`: then the real one's board."""

    def __init__(self, real) -> None:
        self.real, self.done = real, False

    def elapsed(self) -> float:
        return 2.0

    def stage_text(self) -> str:
        return "Placing arrows"

    def poll(self) -> bool:
        return self.done and self.real.poll()

    def cancel(self) -> None:
        pass

    def __getattr__(self, name):  # (result, code, note: the real build's)
        return getattr(self.real, name)


def _f1(app) -> None:
    post(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0)
    run(app, 2)


def _building(app, mode: str):
    from quiver.engine.spec import PuzzleSpec
    from quiver.game.journey import FreePuzzle, PuzzleRequest
    from quiver.game.worker import start_generation
    from quiver.scenes.loading import push_build

    code = "2d-heart-8x7-7-hard-3-g9" if mode == Mode.TWO_D else "flat-cube-4x4x4-20-easy-1-g9"
    spec = PuzzleSpec.parse(code)
    job = _Job(start_generation(spec, inline=True))
    scene = push_build(app.ports, PuzzleRequest(FreePuzzle(), spec), spec, job, cover=True)
    run(app, 60)
    return scene, job


@pytest.mark.parametrize("mode", [Mode.TWO_D, Mode.FLAT])
def test_f1_on_the_building_card_opens_how_to_play_and_the_board_waits_for_it(monkeypatch, tmp_path, mode):
    from quiver.scenes.legend import LegendScene
    from quiver.scenes.play import PlayScene

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(800, 600))
        if mode != Mode.TWO_D:
            monkeypatch.setattr("quiver.flow.play_factory", _flat_as_2d(app))
        loading, job = _building(app, mode)
        assert app.top is loading
        _f1(app)
        assert isinstance(app.top, LegendScene) and app.top.mode == mode
        job.done = True
        run(app, 10)
        assert isinstance(app.top, LegendScene)  # (the page read stays up)
        _f1(app)  # closed: the built board opens
        run(app, 2)
        assert isinstance(app.top, PlayScene), type(app.top).__name__


def _flat_as_2d(app):
    """Flat's board played by the 2D scene: no OpenGL in the fast tier."""
    from quiver.scenes.play import PlayScene

    return lambda mode, display: (PlayScene, None)


def test_f1_on_a_yes_no_card_does_nothing_and_the_page_names_the_building_card(monkeypatch, tmp_path):
    from quiver.scenes.confirm import ConfirmScene

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(800, 600))
        post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)  # Quit?
        run(app, 60)
        card = app.top
        assert isinstance(card, ConfirmScene)
        _f1(app)
        assert app.top is card and app.running  # unanswered, no page over it
    assert "while a puzzle builds" in HELP_KEYS and "everywhere" not in HELP_KEYS
