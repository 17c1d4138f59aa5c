"""A locked level's words go with the mode they were said of (s284, played as a stranger
in X): Enter on 2D's level 4 said "Level 4 is locked: clear levels 2 to 3 first."; Tab to
3D (where level 1 is the next to play) left it standing over the 3D tab for seconds,
naming levels the 3D campaign does not need first."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run
from test_s268_levels_walk import key

pygame = pytest.importorskip("pygame")

SAID = "Level 4 is locked: clear levels 2 to 3 first."


@pytest.fixture
def levels(monkeypatch, tmp_path):
    """The app and its Levels screen on 2D, level 1 of 2D cleared."""
    from quiver.game.progress import record_level
    from quiver.scenes.levels import LevelsScene

    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        record_level(app.midend.progress, "2d", 1, 3, 61)
        scene = LevelsScene(app.ports, "2d")
        app.push(scene)
        run(app, 2)
        yield app, scene


def test_tab_takes_the_other_modes_locked_words_off(levels):
    app, scene = levels
    scene.play(4)
    run(app)
    assert scene.feedback.showing(SAID)
    key(app, pygame.K_TAB)
    assert scene.mode == "3d"
    assert not scene.feedback.showing(SAID), "2D's lock still said over the 3D tab"


def test_the_words_stay_while_the_mode_does(levels):
    app, scene = levels
    scene.play(4)
    key(app, pygame.K_RIGHT)  # a move on the same tab: what it said still holds
    assert scene.feedback.showing(SAID)


def test_past_the_last_chapter_shown_is_taken_off_too(levels):
    app, scene = levels
    key(app, pygame.K_PAGEDOWN)
    scene.focus = 19
    key(app, pygame.K_RIGHT)  # "Levels past 40 are locked: ..."
    said = "Levels past 40 are locked: clear levels 2 to 40 first."
    assert scene.feedback.showing(said)
    key(app, pygame.K_TAB)
    assert not scene.feedback.showing(said)
