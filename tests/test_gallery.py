"""The shape gallery (issue 16): every built-in picture, model and block makes valid, full,
solvable boards at its sizes in every difficulty, and the pictures survive scaling."""

from __future__ import annotations

import pytest

from quiver.engine.codec import dump_board, load_board
from quiver.engine.solve import peel
from quiver.generator import PuzzleSpec, generate
from quiver.shapes import default_size, list_shapes, make_shape, shape_theme
from quiver.shapes.base import components
from quiver.shapes.blocks import MIN_FLAT
from quiver.shapes.gallery2d import PICTURES
from quiver.shapes.glyphs import GLYPHS
from quiver.shapes.masks2d import MIN_2D, MIN_SIDE
from quiver.shapes.solids3d import MAX_MODEL, MIN_3D

DIFFS = ("easy", "medium", "hard")
MINIMUM = {"2d": lambda n: MIN_2D.get(n, MIN_SIDE), "3d": MIN_3D.__getitem__, "flat": MIN_FLAT.__getitem__}
ALL = [(mode, name) for mode, names in list_shapes().items() for name in names]


def smallest(mode: str, name: str):
    n = max(MINIMUM[mode](name), 8 if mode == "2d" else 5 if mode == "3d" else 3)
    return (n, n) if mode == "2d" else (n,)


def assert_good(board) -> None:
    board = load_board(dump_board(board))  # a fresh load re-checks every rule
    assert board.density == 1.0
    assert peel(board).solvable


def test_gallery_sizes_and_themes():
    shapes = list_shapes()
    assert len(shapes["2d"]) >= 60 and len(shapes["flat"]) >= 12
    assert len([n for n in shapes["3d"] if shape_theme("3d", n) == "models"]) >= 20
    for mode, name in ALL:
        assert shape_theme(mode, name) != "other", (mode, name)
    themes = {shape_theme("2d", n) for n in shapes["2d"]}
    assert {"animals", "food", "objects", "vehicles", "symbols", "letters", "digits"} <= themes


@pytest.mark.parametrize("mode,name", ALL)
def test_every_shape_makes_good_boards_at_its_sizes(mode, name):
    """The smallest size in every difficulty and the default size, one seed each."""
    for diff in DIFFS:
        assert_good(generate(PuzzleSpec(mode, name, smallest(mode, name), None, diff, 3)))
    assert_good(generate(PuzzleSpec(mode, name, default_size(mode, name), None, "hard", 4)))


@pytest.mark.parametrize(
    "name", [n for n in list_shapes()["2d"] if (n in PICTURES and PICTURES[n][2]) or n in GLYPHS]
)
def test_pictures_keep_whole_pieces_from_their_smallest_size(name):
    low = max(8, MIN_2D[name])
    w, h = default_size("2d", name)
    sizes = [(k, k) for k in range(low, 25)] + [(w, h), (2 * w, 2 * h), (w * 4, h * 4)]
    for size in sizes:
        s = make_shape("2d", name, size)
        assert s.size == size
        assert min(len(p) for p in components(set(s.points), 2)) >= 3, (name, size)
        xs, ys = [p[0] for p in s.points], [p[1] for p in s.points]
        assert (min(xs), min(ys), max(xs), max(ys)) == (0, 0, size[0] - 1, size[1] - 1)
    with pytest.raises(ValueError, match="longer side of at least"):
        make_shape("2d", name, low - 1 if low > 8 else (MIN_SIDE - 1, low))


@pytest.mark.parametrize("name", [n for n in list_shapes()["3d"] if shape_theme("3d", n) == "models"])
def test_models_are_one_piece_with_their_longest_side_at_every_size(name):
    for n in range(MIN_3D[name], MAX_MODEL + 1):
        s = make_shape("3d", name, n)
        assert max(s.size) == n
        assert len(components(set(s.points), 3)) == 1, (name, n)
        assert make_shape("3d", name, s.size) == s
    with pytest.raises(ValueError, match=f"from {MIN_3D[name]} to {MAX_MODEL}"):
        make_shape("3d", name, MAX_MODEL + 1)


def test_every_campaign_level_of_a_gallery_cycle_has_a_size_its_shape_accepts():
    """Read from the levels' plans: every candidate board of a level is made at its plan's
    shape and size (campaign.level_board), so the plan answers this without generating
    the cycle's 133 levels (half a minute of CPU; that levels build is
    test_campaign_curve's, on a sample). The first two codes of each mode check that a
    level's code does carry its plan's shape and size."""
    from quiver.game.campaign import level_code
    from quiver.game.campaign_plan import campaign_shapes, level_plan

    for mode in ("2d", "3d", "flat"):
        for n in range(1, len(campaign_shapes(mode)) + 1):
            plan = level_plan(mode, n)
            make_shape(mode, plan.shape, plan.size if mode == "2d" else plan.size[0])
            if n <= 2:
                code = level_code(mode, n)
                size = code.size if mode == "2d" else (max(code.size),)
                assert (code.shape, size) == (plan.shape, plan.size), (mode, n)


def test_mirrored_variants_flip_a_picture_and_travel_in_codes():
    from quiver.game.code import PuzzleSpec, complete, generate_board

    duck, flipped = make_shape("2d", "duck", (14, 12)), make_shape("2d", "duck-mirrored", (14, 12))
    assert flipped.name == "duck-mirrored" and flipped.size == duck.size
    assert set(flipped.points) == {(13 - x, y) for x, y in duck.points} != set(duck.points)
    assert default_size("2d", "fish-mirrored") == default_size("2d", "fish")
    code = complete("2d", "truck-mirrored", None, None, "easy", 4)
    again = PuzzleSpec.parse(str(code))
    assert again.shape == "truck-mirrored"
    assert_good(generate_board(again))
    for name in ("heart-mirrored", "letter_r-mirrored", "digit_7-mirrored"):
        with pytest.raises(ValueError, match="cannot be played"):  # symmetric, or a glyph
            make_shape("2d", name)
    with pytest.raises(ValueError, match="unknown 2d shape"):
        make_shape("2d", "nope-mirrored")
