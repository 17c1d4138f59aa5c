"""A seed with a size no shape of its mode takes says the mode's whole span, not the range
of the one shape the seed picked first (`--seed 1 --mode 3d --size 65` said a bell's 11 to
24 where a cube takes 64)."""

import pytest

from quiver.game.code import SpecError, from_seed
from quiver.shapes import make_shape, size_span
from quiver.shapes.solids3d import MAX_3D


@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_span_is_what_the_shapes_take(mode):
    low, top = size_span(mode)
    assert from_seed(1, mode=mode, size=top).size  # some shape takes each end
    assert from_seed(1, mode=mode, size=low).size
    for bad in (low - 1, top + 1):
        with pytest.raises(SpecError) as e:
            from_seed(1, mode=mode, size=str(bad))
        assert f"{mode} shapes take a size from {low} to {top}, got {bad}" in str(e.value)


def test_3d_span_reaches_the_solids_limit():
    assert size_span("3d")[1] == MAX_3D
    assert make_shape("3d", "cube", MAX_3D).size == (MAX_3D,) * 3
    assert size_span("2d") is None


def test_not_a_size_keeps_the_shapes_word():
    with pytest.raises(SpecError, match="not a number"):
        from_seed(1, mode="3d", size="abc")
