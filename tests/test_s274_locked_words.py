"""What a locked level says it needs (s274, played as a stranger): Level 21 with level 2
the next to play said "Level 21 is locked: clear level 2 first." A player who then
cleared level 2 found 21 still locked: it opens after levels 2 to 20. The words name the
levels still to clear; the next level's own lock still names one level."""

from __future__ import annotations

import pytest
from test_s268_levels_walk import at, key, levels_at  # noqa: F401 (the fixture)

pygame = pytest.importorskip("pygame")


def test_a_lock_further_on_names_every_level_still_to_clear(levels_at):  # noqa: F811
    app, scene, said = levels_at(1)  # level 2 is the next to play
    key(app, pygame.K_PAGEDOWN)
    assert at(scene) == (2, 21)
    assert scene.info_line() == "Level 21: locked (clear levels 2 to 20 first)"
    key(app, pygame.K_RETURN)
    assert said == ["Level 21 is locked: clear levels 2 to 20 first."]


def test_the_next_levels_lock_names_one_level(levels_at):  # noqa: F811
    _app, scene, said = levels_at(1)
    scene.focus = 2  # level 3: level 2 opens it
    assert scene.info_line() == "Level 3: locked (clear level 2 first)"
    scene.play(3)
    assert said == ["Level 3 is locked: clear level 2 first."]


def test_the_last_locked_tile_names_the_levels_before_it(levels_at):  # noqa: F811
    app, scene, said = levels_at(0)
    key(app, pygame.K_PAGEDOWN)
    scene.focus = 19
    key(app, pygame.K_RIGHT)
    assert at(scene) == (2, 40)
    assert said == ["Levels past 40 are locked: clear levels 1 to 40 first."]
