"""Tests for quiver.shapes: 2D pictures, 3D solids and Flat-3D blocks."""

from __future__ import annotations

import ast
import pathlib

import pytest

from quiver.shapes import CLASSIC_SHAPES, Shape, ShapeError, default_size, list_shapes, make_shape
from quiver.shapes.base import components
from quiver.shapes.blocks import MAX_FLAT, MIN_FLAT
from quiver.shapes.masks2d import MASKS, MAX_SIDE, MIN_2D, checked, load_mask, scale_cells
from quiver.shapes.solids3d import MAX_3D, MIN_3D

SHAPES = list_shapes()
ALL = [(m, n) for m, names in SHAPES.items() for n in names]
SHAPES_DIR = pathlib.Path(__file__).resolve().parents[1] / "quiver" / "shapes"


# -- helpers: the Flat-3D block properties as plain set logic ---------------------------
def ortho_convex(vs: set) -> bool:
    """Every axis-parallel line meets the set in one interval or not at all."""
    for a in range(3):
        lines: dict = {}
        for p in vs:
            lines.setdefault(p[:a] + p[a + 1 :], []).append(p[a])
        if any(max(v) - min(v) + 1 != len(v) for v in lines.values()):
            return False
    return True


def face_connected(vs: set) -> bool:
    return len(components(vs, 3)) == 1


def clean_surface(vs: set) -> bool:
    """No voxels meeting only along an edge or at a corner: inside every 2x2x2 cube the
    present voxels are face-connected, and so are the absent ones."""

    def joined(sub: set) -> bool:
        return len(sub) <= 1 or len(components(sub, 3)) == 1

    corners = {(x - dx, y - dy, z - dz) for x, y, z in vs for dx in (0, 1) for dy in (0, 1) for dz in (0, 1)}
    for x, y, z in corners:
        cube = {(x + dx, y + dy, z + dz) for dx in (0, 1) for dy in (0, 1) for dz in (0, 1)}
        if not joined(cube & vs) or not joined(cube - vs):
            return False
    return True


def engine_check_block():
    try:
        from quiver.engine.space import check_block
    except ImportError:  # pragma: no cover - the engine is written alongside
        return None
    return check_block


def assert_inside(shape: Shape) -> None:
    dims = len(shape.size)
    assert all(len(p) == dims for p in shape.points)
    for i in range(dims):
        assert min(p[i] for p in shape.points) >= 0
        assert max(p[i] for p in shape.points) < shape.size[i]


def touches_all_sides(shape: Shape) -> bool:
    return all(
        min(p[i] for p in shape.points) == 0 and max(p[i] for p in shape.points) == shape.size[i] - 1
        for i in range(len(shape.size))
    )


# -- the API ----------------------------------------------------------------------------
def test_list_shapes_menu():
    assert set(SHAPES) == {"2d", "3d", "flat"}
    for name in CLASSIC_SHAPES["2d"]:  # the first release's pictures stay in the menu
        assert name in SHAPES["2d"]
    assert SHAPES["2d"][0] == "rect"
    assert set(SHAPES["3d"]) >= {"sphere", "cube", "torus", "pyramid", "octahedron", "heart"}
    assert set(SHAPES["flat"]) >= {"cube", "brick", "tower", "plus", "stairs", "ziggurat"}
    for names in SHAPES.values():
        assert len(names) == len(set(names))


@pytest.mark.parametrize("mode,name", ALL)
def test_default_shape(mode, name):
    s = make_shape(mode, name)
    assert isinstance(s, Shape) and s.mode == mode and s.name == name
    assert s.size == default_size(mode, name)
    assert s.points == tuple(sorted(set(s.points)))
    assert all(isinstance(c, int) for p in s.points for c in p)
    assert_inside(s)
    assert touches_all_sides(s)
    assert make_shape(mode, name) == s  # deterministic
    assert make_shape(mode, name, s.size) == s  # the box given back gives the same shape


def test_docstring_examples():
    import doctest

    import quiver.shapes

    assert doctest.testmod(quiver.shapes).failed == 0


def test_shape_is_frozen():
    s = make_shape("2d", "rect", 5)
    with pytest.raises(AttributeError):
        s.name = "x"


def test_size_forms():
    assert make_shape("2d", "rect").size == (16, 20)
    assert make_shape("2d", "heart").size == (16, 14)
    assert make_shape("2d", "rect", 7).size == (7, 7)
    assert make_shape("2d", "rect", (6, 9)).size == (6, 9)
    assert make_shape("2d", "rect", [6, 9]).size == (6, 9)
    assert make_shape("2d", "rect", "6x9").size == (6, 9)
    assert len(make_shape("2d", "rect", (6, 9)).points) == 54
    assert make_shape("2d", "Heart").name == "heart"
    assert make_shape("3d", "cube", (3, 4, 5)).size == (3, 4, 5)
    assert make_shape("flat", "brick", (5, 2, 3)).size == (5, 2, 3)


@pytest.mark.parametrize(
    "mode,name,size,words",
    [
        ("2d", "star", 3, ["star", "3x3", "7x7"]),
        ("2d", "ring", 6, ["ring", "6x6", "8x8"]),
        ("2d", "heart", (4, 20), ["heart", "4x20"]),
        ("2d", "heart", MAX_SIDE + 1, ["heart", str(MAX_SIDE)]),
        ("2d", "circle", 0, ["circle"]),
        ("2d", "circle", -4, ["circle"]),
        ("2d", "circle", (5, 6, 7), ["5x6x7"]),
        ("2d", "circle", "big", ["big"]),
        ("2d", "circle", 2.5, ["2.5"]),
        ("3d", "sphere", 2, ["sphere", "2"]),
        ("3d", "sphere", 65, ["sphere", "65"]),
        ("3d", "torus", 4, ["torus"]),
        ("3d", "heart", 5, ["heart"]),
        ("3d", "sphere", (8, 9, 10), ["sphere", "8x9x10"]),
        ("3d", "torus", (11, 11, 11), ["torus", "11x4x11"]),
        ("3d", "cube", (1, 4, 4), ["cube", "1x4x4"]),
        ("3d", "cube", (9, 9), ["9x9"]),
        ("flat", "cube", 1, ["cube", "1"]),
        ("flat", "cube", MAX_FLAT + 1, ["cube", str(MAX_FLAT + 1)]),
        ("flat", "stairs", (8, 4, 8), ["stairs", "8x4x8"]),
        ("flat", "tower", (2, MAX_FLAT + 8, 2), ["tower", f"2x{MAX_FLAT + 8}x2"]),
    ],
)
def test_bad_sizes(mode, name, size, words):
    with pytest.raises(ShapeError) as err:
        make_shape(mode, name, size)
    msg = str(err.value)
    assert "\n" not in msg
    for w in words:
        assert w in msg


def test_unknown_names_and_modes():
    with pytest.raises(ShapeError, match="unknown 2d shape 'blob'"):
        make_shape("2d", "blob")
    with pytest.raises(ShapeError, match="unknown 3d shape 'ring'"):
        make_shape("3d", "ring")
    with pytest.raises(ShapeError, match="unknown flat shape 'sphere'"):
        make_shape("flat", "sphere")
    with pytest.raises(ShapeError, match="unknown mode '4d'"):
        make_shape("4d", "cube")
    with pytest.raises(ShapeError, match="no such file"):
        make_shape("2d", "/nonexistent/picture.png")
    assert issubclass(ShapeError, ValueError)


def test_example_error_message():
    with pytest.raises(ShapeError, match=r"^shape 'star' needs a size of at least 7x7, got 3x3$"):
        make_shape("2d", "star", 3)


# -- 2D pictures --------------------------------------------------------------------------
def pieces(shape: Shape) -> list[int]:
    return [len(p) for p in components(set(shape.points), 2)]


@pytest.mark.parametrize("name", CLASSIC_SHAPES["2d"])  # the gallery: tests/test_gallery.py
def test_2d_common_sizes(name):
    sizes = [(k, k) for k in range(max(8, MIN_2D.get(name, 5)), 65)]
    sizes += [
        (20, 12),
        (12, 20),
        (30, 16),
        (16, 30),
        (40, 25),
        (64, 40),
        (9, 14),
        (128, 128),
        (MAX_SIDE, MAX_SIDE),
        (MAX_SIDE, 100),
    ]
    for w, h in sizes:
        s = make_shape("2d", name, (w, h))
        assert s.size == (w, h)
        assert_inside(s)
        assert min(pieces(s)) >= 3, (name, w, h)
        assert touches_all_sides(s), (name, w, h)


@pytest.mark.parametrize("name", SHAPES["2d"])
def test_2d_small_sizes_build_or_say_why(name):
    for w in range(5, 12):
        for h in range(5, 12):
            try:
                s = make_shape("2d", name, (w, h))
            except ShapeError as e:
                assert name in str(e) and f"{w}x{h}" in str(e)
            else:
                assert min(pieces(s)) >= 3


@pytest.mark.parametrize("name", SHAPES["2d"])
def test_2d_default_is_one_piece(name):
    s = make_shape("2d", name)
    assert pieces(s) == [len(s.points)]


def test_2d_pictures_have_holes_and_notches():
    def grid(s):
        return {p for p in s.points}

    ring = make_shape("2d", "ring", 16)
    assert (8, 8) not in grid(ring) and (0, 8) in grid(ring)
    smiley = make_shape("2d", "smiley", 16)
    holes = {(x, y) for x in range(2, 14) for y in range(2, 14)} - grid(smiley)
    assert len(holes) >= 12  # two eyes and a mouth
    assert any(y < 8 for _, y in holes) and any(y > 8 for _, y in holes)
    heart = make_shape("2d", "heart", 16)
    assert (7, 0) not in grid(heart) and (3, 0) in grid(heart)  # the notch between lobes
    assert {x for x, y in heart.points if y == 15} <= {7, 8}  # the point at the bottom
    rect = make_shape("2d", "rect", (5, 7))
    assert len(rect.points) == 35


def test_2d_symmetric_shapes():
    for name in ("heart", "star", "circle", "ring", "diamond", "cross", "smiley"):
        for n in (9, 16, 17, 24):
            s = make_shape("2d", name, n)
            pts = set(s.points)
            assert pts == {(n - 1 - x, y) for x, y in pts}, (name, n)
    for name in ("circle", "ring", "diamond", "cross"):
        s = make_shape("2d", name, 16)
        pts = set(s.points)
        assert pts == {(x, 15 - y) for x, y in pts}
        assert pts == {(y, x) for x, y in pts}


def test_2d_circle_fills_its_box():
    s = make_shape("2d", "circle", 16)
    pts = set(s.points)
    assert all((x, 7) in pts for x in range(16))
    assert (0, 0) not in pts and (15, 15) not in pts


@pytest.mark.parametrize("name", MASKS)
def test_mask_assets(name):
    rows = load_mask(name)
    assert 14 <= len(rows[0]) <= 24 and 12 <= len(rows) <= 24
    cells = {(x, y) for y, r in enumerate(rows) for x, c in enumerate(r) if c == "#"}
    assert len(components(cells, 2)) == 1
    native = make_shape("2d", name, (len(rows[0]), len(rows)))
    assert set(native.points) == cells  # at its own size a mask comes back unchanged


def test_mask_pictures_read_right():
    cat = make_shape("2d", "cat", 16)
    top = {x for x, y in cat.points if y == 0}
    assert len(top) == 2 and max(top) - min(top) > 4  # two ear tips
    house = make_shape("2d", "house", (20, 18))
    widths = [sum(1 for p in house.points if p[1] == y) for y in range(18)]
    assert widths[0] < widths[5] < widths[9]  # a roof that widens
    fish = make_shape("2d", "fish", (22, 13))
    assert {y for x, y in fish.points if x == 0} == {2, 3, 4, 8, 9, 10}  # a forked tail
    arrow = make_shape("2d", "arrow", (20, 15))
    assert {y for x, y in arrow.points if x == 19} == {7}  # the point
    tree = make_shape("2d", "tree", (15, 18))
    assert {x for x, y in tree.points if y == 17} == {6, 7, 8}  # a trunk


def test_scale_cells_nearest_neighbour():
    src = {(0, 0), (1, 1)}
    assert scale_cells(src, 2, 2, 4, 4) == {(0, 0), (1, 0), (0, 1), (1, 1), (2, 2), (3, 2), (2, 3), (3, 3)}
    assert scale_cells({(x, 0) for x in range(3)}, 3, 1, 6, 2) == {(x, y) for x in range(6) for y in range(2)}


def test_small_pieces_are_refused_with_a_size_hint():
    def build(w, h):  # dots two cells apart until the picture is at least 10 wide
        if w >= 10:
            return {(x, y) for x in range(w) for y in range(h)}
        return {(x, 0) for x in range(0, w, 2)}

    with pytest.raises(
        ShapeError,
        match=r"^shape 'dots' at 6x6 has pieces under 3 cells; "
        r"use at least 10x10$",
    ):
        checked("shape 'dots'", build(6, 6), 6, 6, build)


# -- 3D solids ----------------------------------------------------------------------------
@pytest.mark.parametrize("name", CLASSIC_SHAPES["3d"])  # the models: tests/test_gallery.py
def test_3d_sizes(name):
    lo = MIN_3D[name]
    for n in sorted({lo, lo + 1, lo + 2, 8, 9, 10, 13, 16, 21, 32, MAX_3D} - set(range(lo))):
        s = make_shape("3d", name, n)
        pts = set(s.points)
        assert max(s.size) == n, (name, n, s.size)
        assert_inside(s)
        assert touches_all_sides(s)
        if n == MAX_3D:
            continue  # the biggest one only has to build and fit
        assert face_connected(pts), (name, n)
        assert pts == {(s.size[0] - 1 - x, y, z) for x, y, z in pts}  # mirror in x
        if name != "heart":
            assert pts == {(x, y, s.size[2] - 1 - z) for x, y, z in pts}


def test_sphere_21_has_radius_10():
    s = make_shape("3d", "sphere", 21)
    pts = set(s.points)
    assert s.size == (21, 21, 21)
    for p in [(10, 20, 10), (10, 0, 10), (0, 10, 10), (20, 10, 10), (10, 10, 0), (10, 10, 20)]:
        assert p in pts
    assert all(max(p) <= 20 for p in pts)
    assert sorted(x for x, y, z in pts if y == 10 and z == 10) == list(range(21))
    assert not {(0, 0, 0), (20, 20, 20), (3, 3, 3)} & pts
    assert all((x - 10) ** 2 + (y - 10) ** 2 + (z - 10) ** 2 <= 110 for x, y, z in pts)
    assert pts == {(y, z, x) for x, y, z in pts}


def test_3d_shapes_look_right():
    cube = make_shape("3d", "cube", 4)
    assert len(cube.points) == 64
    torus = make_shape("3d", "torus", 11)
    assert torus.size == (11, 4, 11)
    assert not any(x == 5 and z == 5 for x, y, z in torus.points)  # the hole
    pyr = make_shape("3d", "pyramid", 9)
    assert pyr.size == (9, 5, 9)
    assert [sum(1 for p in pyr.points if p[1] == y) for y in range(5)] == [81, 49, 25, 9, 1]
    octa = make_shape("3d", "octahedron", 9)
    pts = set(octa.points)
    assert pts == {(y, z, x) for x, y, z in pts} == {(x, 8 - y, z) for x, y, z in pts}
    top = {(x, z) for x, y, z in pts if y == 8}
    assert top and all(3 <= x <= 5 and 3 <= z <= 5 for x, z in top)  # a small tip
    assert {(x, z) for x, y, z in pts if y == 4} > top  # wide in the middle
    assert (0, 0, 0) not in pts and (0, 4, 4) in pts
    heart = make_shape("3d", "heart", 16)
    w, h, d = heart.size
    assert w == 16 and h <= 16 and d < w
    pts = set(heart.points)
    top = [x for x, y, z in pts if y == h - 1]
    assert w // 2 - 1 not in top and w // 2 not in top  # two lobes on top, a dip between
    bottom = [x for x, y, z in pts if y == 0]
    assert max(bottom) - min(bottom) < w // 3  # narrow at the bottom


# -- Flat-3D blocks -----------------------------------------------------------------------
@pytest.mark.parametrize("name", SHAPES["flat"])
def test_blocks_are_valid(name):
    check = engine_check_block()
    lo = MIN_FLAT[name]
    for n in sorted({lo, lo + 1, lo + 2, 6, 7, 8, 9, 10, 11, 12, 15, 16, MAX_FLAT}):
        s = make_shape("flat", name, n)
        vs = set(s.points)
        assert max(s.size) == n, (name, n, s.size)
        assert_inside(s)
        assert touches_all_sides(s)
        assert ortho_convex(vs), (name, n)
        assert face_connected(vs), (name, n)
        if n <= 16:
            assert clean_surface(vs), (name, n)
            if check is not None:
                check(vs)


def test_block_boxes_and_proportions():
    assert make_shape("flat", "cube", 5).size == (5, 5, 5)
    assert make_shape("flat", "brick", 8).size == (8, 4, 6)
    w, h, d = make_shape("flat", "tower", 9).size
    assert h == 9 and 9 / 3 <= w <= 9 / 2 and w == d
    assert make_shape("flat", "plus", 7).size[:2] == (7, 7)
    for n in (6, 8, 12):  # stairs: 3-4 steps, so concave corners
        vs = set(make_shape("flat", "stairs", n).points)
        heights = sorted({max(y for x, y, z in vs if z == zz) + 1 for zz in range(n)})
        assert 3 <= len(heights) <= 4
    zig = make_shape("flat", "ziggurat", 8)
    layers = [sum(1 for p in zig.points if p[1] == y) for y in range(zig.size[1])]
    assert layers == sorted(layers, reverse=True) and len(set(layers)) >= 3


def test_property_checks_catch_bad_blocks():
    u_shape = {(0, 0, 0), (1, 0, 0), (2, 0, 0), (0, 1, 0), (2, 1, 0)}
    assert not ortho_convex(u_shape) and face_connected(u_shape)
    edge_only = {(0, 0, 0), (1, 1, 0)}
    assert ortho_convex(edge_only) and not face_connected(edge_only)
    assert not clean_surface(edge_only)
    corner_only = {(0, 0, 0), (1, 0, 0), (1, 1, 0), (1, 1, 1), (2, 1, 1)} | {(1, 0, 1)}
    assert clean_surface(corner_only)
    notch = {(x, y, z) for x in range(2) for y in range(2) for z in range(2)} - {(0, 0, 0)}
    assert clean_surface(notch)
    pinched = {(x, y, z) for x in range(2) for y in range(2) for z in range(2)} - {(0, 0, 0), (1, 1, 1)}
    assert not clean_surface(pinched)
    cross3d = (
        {(1, 1, 1)}
        | {(x, 1, 1) for x in range(3)}
        | {(1, y, 1) for y in range(3)}
        | {(1, 1, z) for z in range(3)}
    )
    assert ortho_convex(cross3d)  # three orthogonal bars are convex along every line
    check = engine_check_block()
    if check is not None:
        with pytest.raises(ValueError):
            check(u_shape)
        with pytest.raises(ValueError):
            check(edge_only)


# -- layering -----------------------------------------------------------------------------
def test_shapes_import_only_the_stdlib_and_engine():
    banned = {"pygame", "numpy", "moderngl", "glm"}
    for path in SHAPES_DIR.glob("*.py"):
        # ADR 0009's one exception: png.py decodes a picture with pygame, imported inside
        # that function (tests/test_imports.py checks that it stays there)
        allowed = {"pygame"} if path.name == "png.py" else set()
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                mods = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                mods = [node.module or ""]
            else:
                continue
            for m in mods:
                assert m.split(".")[0] not in banned - allowed, (path.name, m)


def test_the_heart_box_constants_are_what_the_search_finds():
    """masks2d.HEART_BOX is heart_box_search()'s answer written out (issue 26: the
    search cost about 20 ms of the menu's first frame); the same floats, the same hearts."""
    from quiver.shapes.masks2d import HEART_BOX, heart_box_search

    assert heart_box_search() == HEART_BOX
