"""Tab reaches heads that show only as a sliver past the cubes in front (s260): every try
of the fixed looks landed on those cubes, and a click took the head at 11 to 20 px by
their rim (a sphere 12 seen from below, a torus 12 from the side). Their footprint's
pixels a cube in front leaves open are tried (keypick3d_footprint). What was lit stays lit,
at the same pixel, in the same order. No window: the controllers, picked as a click picks."""

from __future__ import annotations

import functools

import pytest
from test_s235_tab_rays import _view

import quiver.scenes.keypick3d as kp
from quiver.generator import PuzzleSpec, generate
from quiver.scenes.keyspread3d import _batch

# (shape, size, level, seed, yaw, pitch, zoom, heads a click takes that no fixed try met)
VIEWS = [
    ("sphere", 12, "easy", 1, 130, -35, 0.7, [(143, 878), (5, 16)]),
    ("torus", 12, "easy", 2, 40, 20, 1.0, [(31, 173), (66, 416)]),
    ("torus", 12, "easy", 2, 80, 60, 0.5, [(59, 362)]),  # (its faces had no point to try)
]
SWEEP = [
    (shape, size, level, seed, yaw, pitch, zoom)
    for shape, size, level, seed in (
        ("sphere", 12, "easy", 1),
        ("torus", 12, "easy", 2),
        ("pyramid", 7, "medium", 2),
    )
    for yaw, pitch, zoom in ((40, 20, 1.0), (130, -35, 0.7), (220, 60, 1.6), (80, 60, 0.5), (300, -10, 1.2))
]
SLIVER = 3  # pixels: a head a click takes at no more than these may lie between the 2 px grid's


@functools.cache
def _board(shape: str, size: int, level: str, seed: int):
    return generate(PuzzleSpec("3d", shape, (size,), None, level, seed))


def _lit(ctl) -> dict:
    return {(h.arrow, dict(kp._ends(ctl.board, h.arrow))[h.end]): h for h in kp.all_heads(ctl)}


def _clicked(ctl, head: tuple[int, int]) -> int:
    """Pixels between the bars, round `head`'s cell on screen, a click takes it at."""
    view = kp.CameraLooks(ctl)
    x0, y0, _z = view.pixel(tuple(v + 0.5 for v in ctl.board.space.coord(head[1])))
    rows = range(max(int(view.top), int(y0) - 40), min(int(view.bottom), int(y0) + 40))
    pixels = [
        (float(x), float(y)) for y in rows for x in range(max(0, int(x0) - 40), min(view.w, int(x0) + 40))
    ]
    return sum(p == head for p in _batch(view, pixels))


@pytest.mark.parametrize(("shape", "size", "level", "seed", "yaw", "pitch", "zoom", "heads"), VIEWS)
def test_a_head_showing_past_the_cubes_in_front_is_lit(shape, size, level, seed, yaw, pitch, zoom, heads):
    ctl = _view((640, 480), yaw, pitch, zoom, _board(shape, size, level, seed))
    lit = _lit(ctl)
    for head in heads:
        assert _clicked(ctl, head) >= 5
        assert head in lit
        x, y = lit[head].pos
        pick = ctl.pick((int(x), int(y)))
        assert (pick.arrow, pick.cell) == head


@pytest.mark.parametrize("view", SWEEP)
def test_what_was_lit_stays_lit_in_its_order(view):
    ctl = _view((640, 480), *view[4:], _board(*view[:4]))
    now = kp.all_heads(ctl)
    before = kp.shown_heads(ctl)  # (the fixed looks': s262, the first Tab's)
    assert [h for h in now if h in before] == before
    for h in (h for h in now if h not in before):  # (the heads newly reached: a click there takes them)
        pick = ctl.pick((int(h.pos[0]), int(h.pos[1])))
        assert (pick.arrow, pick.cell) == (h.arrow, dict(kp._ends(ctl.board, h.arrow))[h.end])


@pytest.mark.slow
@pytest.mark.parametrize("view", SWEEP)
def test_every_head_a_click_takes_by_more_than_a_sliver_is_lit(view):
    ctl = _view((640, 480), *view[4:], _board(*view[:4]))
    v = kp.CameraLooks(ctl)
    pixels = [(float(x), float(y)) for y in range(int(v.top), int(v.bottom)) for x in range(v.w)]
    heads = {(i, cell) for i in ctl.board.alive for _e, cell in kp._ends(ctl.board, i)}
    clicked: dict = {}
    for p in _batch(v, pixels):
        if p in heads:
            clicked[p] = clicked.get(p, 0) + 1
    lit = _lit(ctl)
    assert [h for h, n in clicked.items() if n > SLIVER and h not in lit] == []
