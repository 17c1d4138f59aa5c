"""`quiver --seed N --shape sphere` (no --mode: 2D) said only "unknown 2d shape 'sphere'
(did you mean pear, cherries, spade, heart?", nothing of the 3D sphere a stranger asked
for (s101's stranger round). A name of another mode's shape says which mode has it."""

from __future__ import annotations

import pytest

from quiver import cli


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["--shape", "sphere"], "unknown 2d shape 'sphere': it is a 3d shape (--mode 3d)"),
        (["--shape", "ziggurat"], "unknown 2d shape 'ziggurat': it is a flat shape (--mode flat)"),
        (
            ["--shape", "cube"],
            "unknown 2d shape 'cube': it is a 3d and a flat shape (--mode 3d or --mode flat)",
        ),
        (["--mode", "flat", "--shape", "Torus"], "unknown flat shape 'Torus': it is a 3d shape (--mode 3d)"),
        (["--mode", "3d", "--shape", "star"], "unknown 3d shape 'star': it is a 2d shape (--mode 2d)"),
    ],
)
def test_a_shape_of_another_mode_names_its_mode(capsys, tmp_path, argv, says):
    code = cli.main(["render", "--seed", "5", *argv, "--out", str(tmp_path / "x.png")])
    out, err = capsys.readouterr()
    assert code == 2 and not out and "Traceback" not in err, err
    assert err.strip().splitlines() == [f"quiver: error: {says}"]
    assert not (tmp_path / "x.png").exists()


def test_a_shape_of_no_mode_still_offers_close_names():
    from quiver.shapes import ShapeError, make_shape

    with pytest.raises(ShapeError, match=r"unknown 2d shape 'spere' \(did you mean pear"):
        make_shape("2d", "spere")


def test_the_game_words_it_its_own_way():
    """In the game (a code typed in Enter seed) the line points at the Custom panel."""
    from quiver.game.code import in_game
    from quiver.shapes import make_shape

    with pytest.raises(Exception) as e:
        make_shape("2d", "sphere")
    said = in_game(e.value)
    assert "quiver shapes" not in said and "--mode" not in said, said
