"""Player-facing words (s31): the game's line for an unknown shape in a code names what
the player can do in the game (the Custom puzzle panel), the command line's names
`quiver shapes`."""

from __future__ import annotations

import pytest
from puzzle_codes import code

from quiver.game import code as codes

BAD = code("2d-hartt-16x14-34-hard-7")


def test_the_command_line_still_names_quiver_shapes():
    with pytest.raises(codes.SpecError) as e:
        codes.check(codes.PuzzleSpec.parse(BAD))
    assert "`quiver shapes`" in str(e.value)


def test_the_enter_seed_box_points_at_custom_puzzle(tmp_path, monkeypatch):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    from quiver.app import App
    from quiver.scenes.seed import SeedScene

    app = App((640, 480), window=False, sound=False, clock=lambda: 0.0)
    card = SeedScene(app.ports, None)
    card.box.text = BAD
    card.submit()
    said = card.error or ""
    assert "quiver shapes" not in said and "hartt" in said, said
    assert "did you mean heart?" in said and "Custom puzzle" in said, said


def test_a_failed_build_in_the_worker_points_at_custom_puzzle():
    from quiver.game.worker import _build, _failure

    with pytest.raises(ValueError) as e:
        _build(code("3d-cub-8x8x8-34-hard-7"))
    said = _failure(e.value)
    assert said == "no 3d shape named 'cub' (did you mean cube?); the Custom puzzle panel lists every shape"
