"""s273's review of s268's Levels walk from a locked tile: at the campaign's last chapter
Right on its last level (1 000 000, locked) said "Levels past 1000000 are locked", levels
that are none (s124: no chapter past the last level); it stays there, saying nothing, as
the arrows do on an open last level."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run
from test_s268_levels_walk import key

pygame = pytest.importorskip("pygame")

from quiver.game.campaign_targets import MAX_LEVEL  # noqa: E402


@pytest.mark.parametrize("k", ["K_RIGHT", "K_DOWN"])
def test_no_word_of_levels_past_the_last_one(monkeypatch, tmp_path, k):
    from quiver.game.progress import record_level
    from quiver.scenes.levels import LevelsScene
    from quiver.scenes.levels_pages import PER_PAGE

    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        for n in range(MAX_LEVEL - 8, MAX_LEVEL - 4):  # the next to play: 999 996, locked after it
            record_level(app.midend.progress, "2d", n, 3, 60.0)
        scene = LevelsScene(app.ports, "2d")
        app.push(scene)
        run(app, 2)
        said: list[str] = []
        monkeypatch.setattr(scene.feedback, "toast", lambda text, *a, **kw: said.append(text))
        scene.focus = PER_PAGE - 1  # the last tile, pointed at: level 1 000 000, locked
        assert scene.level_at(scene.focus) == MAX_LEVEL and not scene.unlocked(MAX_LEVEL)
        key(app, getattr(pygame, k))
        assert scene.level_at(scene.focus) == MAX_LEVEL
        assert not any(str(MAX_LEVEL) in line for line in said), said
        scene.focus = PER_PAGE - 2  # (a locked tile with one after it: still walks there)
        key(app, pygame.K_RIGHT)
        assert scene.level_at(scene.focus) == MAX_LEVEL
