"""s372: product functions made cheaper for the same answers, each checked against the way
it was worked out before on many inputs (no window: pure functions)."""

from __future__ import annotations

import pytest

pytest.importorskip("pygame")

from quiver.scenes import lesson_hidden
from quiver.scenes.lesson_hidden import NEAR


def _deepest_before(on, low):
    """lesson_hidden._deepest as it was: each pixel's NEAR neighbours counted."""
    depth = {p: sum((p[0] + dx, p[1] + dy) in on for dx, dy in NEAR) for p in on}
    pixel = min(on, key=lambda p: (depth[p] < len(NEAR), p[1] > low, -depth[p], p))
    return pixel if depth[pixel] == len(NEAR) else None


def _blobs(n: int):
    """n sets of pixels on lesson_hidden's grid (every 2 px across, 4 down), some rectangles
    with holes bitten out, some sparse, from a fixed linear congruential sequence."""
    state = 12345

    def nxt(top: int) -> int:
        nonlocal state
        state = (state * 1103515245 + 12345) % (1 << 31)
        return state % top

    for _ in range(n):
        x0, y0, w, h = nxt(40) * 2, nxt(40) * 4, 1 + nxt(30), 1 + nxt(12)
        on = {(x0 + 2 * i, y0 + 4 * j) for i in range(w) for j in range(h)}
        for _bite in range(nxt(3) * nxt(20)):
            on.discard((x0 + 2 * nxt(w), y0 + 4 * nxt(h)))
        if nxt(4) == 0:  # a second blob beside it, off the grid's phase now and then
            dx, dy = nxt(60) * 2 + nxt(2), nxt(20) * 4
            on |= {(x + dx, y + dy) for x, y in list(on)[: nxt(len(on) + 1)]}
        if on:
            yield on, y0 + 4 * nxt(h + 2) - 4


def test_the_deepest_pixel_is_the_one_counting_each_neighbour_found():
    cases = list(_blobs(600))
    found = [lesson_hidden._deepest(on, low) for on, low in cases]
    assert found == [_deepest_before(on, low) for on, low in cases]
    assert sum(p is None for p in found) > 50 and sum(p is not None for p in found) > 200  # (both kinds)


def _lines_to_wrap() -> list[str]:
    from quiver.game.lessons import lesson, step_forms
    from quiver.scenes.legend_words import RULES, WORDS

    said = [
        form
        for mode in ("2d", "3d", "flat")
        for stage in lesson(mode)
        for s in stage.steps
        for form in step_forms(s)
    ]
    return [
        *RULES,
        *WORDS,
        *dict.fromkeys(said),
        "a-very-long/word-that-breaks x",
        "  two  spaces  ",
        "\u00e9t\u00e9 \u263a",
    ]


def test_a_count_of_wrapped_lines_kept_is_the_count_of_the_wrap_drawn():
    from quiver.render2d import theme

    lines = _lines_to_wrap()
    assert len(lines) > 20
    for k, s in enumerate(lines):
        for size, width, align in (
            (14, 120, "left"),
            (22, 333, "center"),
            (31, 610, "right"),
            (17, 64, "left"),
        ):
            bold, most = bool(k % 2), (0, 2)[k % 3 == 0]
            drawn = theme.wrap(s, size, theme.INK, width, size + 3, bold=bold, align=align, most=most).lines
            assert theme.wrap_lines(s, size, width, size + 3, bold, align, most) == drawn, (s, size, width)
            assert theme.wrap_lines(s, size, width, size + 3, bold, align, most) == drawn  # (kept, the same)


def test_a_bubble_line_count_kept_is_the_count_of_the_bubble_drawn():
    from quiver.scenes.bubble_words import said_lines, wrap_said

    for s in _lines_to_wrap():
        for size, width in ((20, 130), (26, 176), (26, 417), (39, 900)):
            th = size + 4
            assert said_lines(s, size, width, th) == wrap_said(s, size, width, th).lines, (s, size, width)
            assert said_lines(s, size, width, th, 3) == wrap_said(s, size, width, th, 3).lines


def test_a_named_solid_kept_is_the_solid_built_anew():
    from quiver import shapes
    from quiver.shapes import Shape, list_shapes, make_shape

    checked = 0
    for mode in ("3d", "flat"):
        _names, defaults, mins, _top, boxes, build = shapes._SOLIDS[mode]
        for name in list_shapes()[mode]:
            box_sizes = ((2, 3, 4), (5, 2, 3)) if name in boxes else ()  # (w, h, d) where it takes them
            for n in dict.fromkeys((mins[name], defaults[name], defaults[name] + 1, *box_sizes)):
                voxels = build(name, n)
                box = tuple(max(p[i] for p in voxels) + 1 for i in range(3))
                anew = Shape(mode, name, box, tuple(sorted(voxels)))
                assert make_shape(mode, name, n) == anew and make_shape(mode, name, n) == anew
                checked += 1
    assert checked > 60


def test_a_named_picture_kept_is_the_picture_drawn_anew():
    from quiver.shapes import Shape, list_shapes, make_shape
    from quiver.shapes.masks2d import make_2d_cells, mirror_base

    names = list_shapes()["2d"]
    mirrored = [f"{n}-mirrored" for n in names if mirror_base(f"{n}-mirrored")]
    checked = 0
    for name in [*names, *mirrored[:5]]:
        for size in (None, 9, (14, 10)):
            try:
                (w, h), cells = make_2d_cells(name, size)
            except ValueError:  # (ShapeError: too small for this one; asked alike below)
                with pytest.raises(ValueError):
                    make_shape("2d", name, size)
                continue
            anew = Shape("2d", name, (w, h), tuple(sorted(cells)))
            assert make_shape("2d", name, size) == anew and make_shape("2d", name, size) == anew
            checked += 1
    assert checked > 150 and mirrored


def _components_before(points, dims):
    """shapes.base.components as it was (each neighbour summed coordinate by coordinate)."""
    left = set(points)
    steps = [tuple(s if i == a else 0 for i in range(dims)) for a in range(dims) for s in (1, -1)]
    pieces = []
    for start in sorted(left):
        if start not in left:
            continue
        left.discard(start)
        piece, todo = [start], [start]
        while todo:
            p = todo.pop()
            for s in steps:
                q = tuple(p[i] + s[i] for i in range(dims))
                if q in left:
                    left.discard(q)
                    piece.append(q)
                    todo.append(q)
        pieces.append(piece)
    pieces.sort(key=len, reverse=True)
    return pieces


def test_the_pieces_of_a_point_set_are_found_as_before():
    from quiver.shapes import list_shapes, make_shape
    from quiver.shapes.base import components

    sets = [
        (make_shape(mode, name).points, 2 if mode == "2d" else 3)
        for mode, names in list_shapes().items()
        for name in names
    ]
    for k, (points, dims) in enumerate(list(sets)):  # (and each with every 3rd, 5th... point dropped: pieces)
        sets.append((tuple(p for j, p in enumerate(points) if j % (3 + k % 4)), dims))
    for points, dims in sets:
        assert components(points, dims) == _components_before(points, dims)
    assert sum(len(_components_before(p, d)) > 1 for p, d in sets) > 50


def test_a_model_is_sampled_at_the_same_voxels_as_before(monkeypatch):
    from quiver.shapes import models3d

    new = {
        (name, m, phase): models3d._sample(name, m, phase)
        for name in models3d.MODELS
        for m in (9, 20)
        for phase in (0.5, 0.25)
    }
    monkeypatch.setattr(models3d, "union", lambda *preds: lambda x, y, z: any(p(x, y, z) for p in preds))
    monkeypatch.setattr(
        models3d, "minus", lambda a, *b: lambda x, y, z: a(x, y, z) and not any(p(x, y, z) for p in b)
    )
    for (name, m, phase), voxels in new.items():  # (union and minus as they were, any() over generators)
        assert models3d._sample(name, m, phase) == voxels, (name, m, phase)
    assert all(new.values()) and len(new) > 60


def test_only_small_named_shapes_are_kept_and_big_ones_come_out_the_same():
    """A big named shape is built each time (a panel's sizes swept through would keep
    hundreds of MB), and is the same shape as one kept would be; a small one is kept."""
    from quiver import shapes
    from quiver.shapes import make_shape

    shapes._kept_solid.cache_clear()
    shapes._kept_picture.cache_clear()
    big3d = shapes.KEPT_EDGE_3D + 1
    assert make_shape("3d", "sphere", big3d) == make_shape("3d", "sphere", big3d)
    big2d = (49, 48)  # (one column over KEPT_CELLS_2D)
    assert shapes.KEPT_CELLS_2D < 49 * 48 and make_shape("2d", "heart", big2d) == make_shape(
        "2d", "heart", big2d
    )
    assert shapes._kept_solid.cache_info().currsize == 0 and shapes._kept_picture.cache_info().currsize == 0
    first = make_shape("3d", "sphere", shapes.KEPT_EDGE_3D)
    assert make_shape("3d", "sphere", shapes.KEPT_EDGE_3D).points is first.points  # (kept: the same tuple)
    make_shape("2d", "heart", (48, 48))
    assert shapes._kept_solid.cache_info().currsize == 1 and shapes._kept_picture.cache_info().currsize == 1
