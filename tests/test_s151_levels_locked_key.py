"""Levels for a new player (s151): only level 1 is open, and Right or Down did nothing at
all (the focus never goes into a locked level), where a click on a locked tile says why.
A press at the last open level now says why too; a held key's repeats say nothing more."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")


@pytest.fixture
def levels(monkeypatch, tmp_path):
    from app_helpers import menu_maker

    from quiver.scenes.levels import LevelsScene

    with menu_maker(monkeypatch, tmp_path) as make:
        app = make((640, 480))
        scene = LevelsScene(app.ports, "2d")
        app.push(scene)
        said = []
        monkeypatch.setattr(scene.feedback, "toast", lambda text, *a, **k: said.append(text))
        yield scene, said


def key(scene, k, repeat=False):
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", repeat=repeat))


@pytest.mark.parametrize("k", [pygame.K_RIGHT, pygame.K_DOWN], ids=["right", "down"])
def test_a_press_past_the_last_open_level_says_why(levels, k):
    scene, said = levels
    key(scene, k)
    assert scene.level_at(scene.focus) == 1 and said == ["Levels past 1 are locked: clear level 1 first."]
    for _ in range(20):  # held: KeyRepeat's copies
        key(scene, k, repeat=True)
    assert len(said) == 1
    key(scene, k)  # a fresh press says it again
    assert len(said) == 2


def test_moves_among_open_levels_and_back_say_nothing(levels):
    scene, said = levels
    key(scene, pygame.K_LEFT)  # (level 1: nothing before it, nothing locked that way)
    key(scene, pygame.K_UP)
    assert said == [] and scene.level_at(scene.focus) == 1
