"""s114: a 2D win shows confetti round the finished picture as its reveal starts, as 3D
and Flat 3D did (reveal.celebrate); a 2D win had only the colour sweep. Once a win,
round what shows of the picture, with reduced motion as soft discs fading in place."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

pygame = pytest.importorskip("pygame")

from quiver.render2d.fx import Effects  # noqa: E402
from quiver.scenes.feel import cheer_2d  # noqa: E402
from quiver.scenes.reveal import CHEERS  # noqa: E402


class View:
    cell = 20
    area = (0, 50, 480, 260)

    def origin(self):
        return (100, 60)


def scene(u, motion=True):
    cells = [(x, y) for x in range(2, 8) for y in range(1, 5)]  # a 6 x 4 picture at cells (2, 1)
    return SimpleNamespace(
        fx=Effects(motion=motion),
        view=View(),
        board=SimpleNamespace(space=SimpleNamespace(cells=cells)),
        reveal_u=lambda: u,
    )


def test_no_confetti_before_the_reveal():
    s = scene(None)
    cheer_2d(s)
    assert not s.fx.cheered and not s.fx.items


@pytest.mark.parametrize("motion", [True, False])
def test_the_reveal_starts_the_confetti_round_the_picture_once(motion):
    s = scene(0.0, motion)
    s.fx.combo((150, 100), 5)  # the last clear's count: gone under the picture's confetti
    cheer_2d(s)
    cheers = [f for f in s.fx.items if f.kind == "cheer"]
    assert s.fx.cheered and len(cheers) == CHEERS and "combo" not in s.fx.kinds()
    box = pygame.Rect(100 + 2 * 20, 60 + 1 * 20, 6 * 20, 4 * 20)  # the picture on the window
    for f in cheers:
        assert box.inflate(box.w, box.h).collidepoint(f.pos)  # round it, not elsewhere
    assert min(f.pos[1] for f in cheers) < box.centery  # from the top
    cheer_2d(s)  # the next frame: no second set
    assert len([f for f in s.fx.items if f.kind == "cheer"]) == CHEERS
    s.fx.update(2.0)
    assert not s.fx.active  # over before the card (REVEAL_TIME) has been up long
