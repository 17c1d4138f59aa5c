"""`quiver-board/1` files: round trips and every refusal of BOARD_FORMAT.md."""

from __future__ import annotations

import contextlib
import copy
import json
import pathlib
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_engine_helpers import KINDS, random_board

from quiver.engine import BoardError, codec, peel
from quiver.engine.codec import MAX_BYTES, CodecError, dump_board, load_board, load_board_file

BOARDS = pathlib.Path(__file__).parent / "boards"


def good(name="2d_chain3.json") -> dict:
    return json.loads((BOARDS / name).read_text())


def text(obj) -> str:
    return json.dumps(obj)


def refused(obj_or_text, *words):
    data = obj_or_text if isinstance(obj_or_text, (str, bytes)) else text(obj_or_text)
    with pytest.raises(CodecError) as info:
        load_board(data)
    message = str(info.value)
    assert "\n" not in message
    for w in words:
        assert w.lower() in message.lower(), message
    return message


# -- round trips -----------------------------------------------------------------------
@pytest.mark.parametrize("path", sorted(BOARDS.glob("*.json")), ids=lambda p: p.name)
def test_hand_boards_round_trip_byte_for_byte(path):
    board = load_board_file(path)
    once = dump_board(board)
    again = load_board(once)
    assert dump_board(again) == once
    assert once == json.dumps(json.loads(once), sort_keys=True, separators=(",", ":"))
    raw = json.loads(path.read_text())
    assert [list(c) for c in json.loads(once)["cells"]] == raw["cells"]  # file order = ids
    assert again.solution == (None if raw.get("solution") is None else tuple(raw["solution"]))


@settings(max_examples=40, deadline=None)
@given(kind=st.sampled_from(KINDS), seed=st.integers(0, 2**32), ordered=st.booleans())
def test_random_boards_round_trip(kind, seed, ordered):
    board = random_board(kind, seed, ordered)
    result = peel(board)
    board = board.with_record(
        seed=seed,
        shape="test",
        params={"arrows": 3, "x": [1, {"y": None}]},
        solution=result.order() if result.solvable else None,
        metrics={
            "arrows": len(board.arrows),
            "cells": len(board.space),
            "depth": 1,
            "free_at_start": 0,
            "f0": 0.25,
        },
    )
    once = dump_board(board)
    loaded = load_board(once.encode())
    assert dump_board(loaded) == once
    assert loaded.space.cells == board.space.cells
    assert [(a.cells, a.dir) for a in loaded.arrows] == [(a.cells, a.dir) for a in board.arrows]
    assert loaded.rays == board.rays
    assert (loaded.seed, loaded.shape, loaded.params, loaded.metrics, loaded.solution) == (
        board.seed,
        board.shape,
        board.params,
        board.metrics,
        board.solution,
    )


def test_generated_boards_round_trip():
    gen = pytest.importorskip("quiver.generator")
    for mode in ("2d", "3d", "flat"):
        try:
            board = gen.generate(
                gen.PuzzleSpec(
                    mode, {"2d": "rect", "3d": "cube", "flat": "cube"}[mode], None, None, "medium", 5
                )
            )
        except NotImplementedError:
            pytest.skip("generator not written yet")
        once = dump_board(board)
        assert dump_board(load_board(once)) == once


def test_flat_cells_are_written_with_direction_names_and_voxels():
    obj = json.loads(dump_board(load_board_file(BOARDS / "flat_brick3.json")))
    assert obj["voxels"] == [[0, 0, 0], [1, 0, 0]]
    assert obj["cells"][0] == [0, 0, 0, "-x"]
    assert obj["arrows"][0] == {"cells": [[0, 0, 0, "-y"], [0, 0, 0, "-x"], [0, 0, 0, "+y"]], "dir": "+x"}


def test_whitespace_bom_and_optional_nulls_are_accepted():
    obj = good()
    obj.update(shape=None, seed=None, params=None, metrics=None, solution=None)
    board = load_board("\ufeff" + json.dumps(obj, indent=4) + "\n\n")
    assert board.shape is None and board.solution is None and board.params == {}


def test_a_loaded_board_keeps_solution_and_metrics():
    obj = good()
    obj["metrics"] = {"arrows": 3, "cells": 9, "depth": 3, "free_at_start": 1, "extra": [1.5]}
    board = load_board(text(obj))
    assert board.solution == (0, 2, 1)
    assert board.metrics == obj["metrics"]


# -- every refusal of BOARD_FORMAT.md, one test each ------------------------------------
def test_invalid_json():
    refused('{"format": "quiver-board/1",', "invalid JSON")
    refused("", "empty")
    refused(b"\xff\xfe{}", "UTF-8")


def test_wrong_or_missing_format():
    obj = good()
    obj["format"] = "quiver-board/2"
    refused(obj, "format", "quiver-board/2")
    del obj["format"]
    refused(obj, 'no "format"')


def test_unknown_mode():
    obj = good()
    obj["mode"] = "4d"
    refused(obj, "unknown mode", "4d")


def test_cell_outside_size():
    obj = good()
    obj["cells"][4] = [3, 1]
    refused(obj, "cells[4]", "outside", "[3, 3]")
    obj = good()
    obj["cells"][0] = [-1, 0]
    refused(obj, "cells[0]", "outside")


def test_cell_given_twice():
    obj = good()
    obj["cells"].append([1, 1])
    refused(obj, "cells[9]", "twice", "cells[4]")


def test_arrow_cell_not_in_shape():
    obj = good("2d_gap.json")
    obj["arrows"][0]["cells"] = [[1, 0], [2, 0], [3, 0]]
    refused(obj, "arrows[0].cells[2]", "[3, 0]", "not a cell of the shape")


def test_two_arrows_sharing_a_cell():
    obj = good()
    obj["arrows"][2] = {"cells": [[0, 2], [1, 2], [1, 1]], "dir": "-y"}  # (1,1) is B's
    refused(obj, "arrows 1 and 2 share", "[1, 1]")


def test_arrow_shorter_than_3():
    obj = good()
    obj["arrows"][0]["cells"] = [[1, 0], [2, 0]]
    refused(obj, "arrow 0", "at least 3")
    obj["arrows"][0]["cells"] = [[1, 0]]
    refused(obj, "arrow 0 has 1 cell;")


def test_consecutive_cells_not_adjacent():
    obj = good()
    obj["arrows"][0]["cells"] = [[0, 0], [2, 0], [1, 0]]
    refused(obj, "arrow 0", "not adjacent")


def test_head_breaks_neck_rule():
    obj = good()
    obj["arrows"][0]["dir"] = "-y"
    refused(obj, "arrow 0", "neck rule")
    obj["arrows"][0]["dir"] = "+z"
    refused(obj, "arrow 0", "not possible")


def test_ray_crosses_own_body():
    obj = good()
    obj["arrows"] = [{"cells": [[1, 0], [0, 0], [0, 1], [0, 2], [1, 2], [1, 1]], "dir": "-y"}]
    refused(obj, "arrow 0", "own body")


def stairs_board():
    voxels = [[x, y, 0] for x in range(2) for y in range(x + 1)]  # (0,0,0) (1,0,0) (1,1,0)
    solid = {tuple(v) for v in voxels}
    names = ["+x", "-x", "+y", "-y", "+z", "-z"]
    vec = [(1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, -1, 0), (0, 0, 1), (0, 0, -1)]
    cells = [
        [*v, names[i]]
        for v in voxels
        for i in range(6)
        if tuple(a + b for a, b in zip(v, vec[i], strict=True)) not in solid
    ]
    return {
        "format": "quiver-board/1",
        "mode": "flat",
        "size": [2, 2, 1],
        "voxels": voxels,
        "cells": cells,
        "arrows": [],
    }


def test_flat_arrow_aimed_into_a_wall():
    obj = stairs_board()
    # from the back over the low end onto the low tread, flying +x into the riser
    obj["arrows"] = [{"cells": [[0, 0, 0, "-z"], [0, 0, 0, "-x"], [0, 0, 0, "+y"]], "dir": "+x"}]
    refused(obj, "arrow 0", "wall")
    obj["arrows"][0]["dir"] = "-x"
    refused(obj, "neck rule")


def test_flat_cells_not_the_exposed_faces():
    obj = stairs_board()
    obj["cells"] = obj["cells"][:-1]
    refused(obj, "exposed faces")
    obj = stairs_board()
    obj["cells"].append([0, 0, 0, "+x"])  # hidden by (1,0,0)
    refused(obj, "exposed faces")


def test_voxels_not_orthogonally_convex():
    voxels = [[0, 0, 0], [1, 0, 0], [2, 0, 0], [0, 1, 0], [2, 1, 0]]
    refused(
        {
            "format": "quiver-board/1",
            "mode": "flat",
            "size": [3, 2, 1],
            "voxels": voxels,
            "cells": [],
            "arrows": [],
        },
        "orthogonally convex",
    )


def test_solution_that_does_not_clear():
    obj = good()
    obj["solution"] = [1, 0, 2]
    refused(obj, "solution", "blocked by arrow 2")
    obj["solution"] = [0, 2]
    assert "leaves 1 arrow on the board" in refused(obj, "solution")  # one arrow, not "1 arrows"
    obj["solution"] = [0, 2, 1, 1]
    refused(obj, "solution", "not on the board")
    obj["solution"] = [0, 2, 7]
    refused(obj, "solution")


# -- wrong types anywhere ----------------------------------------------------------------
def mutate(obj, path, value):
    obj = copy.deepcopy(obj)
    target = obj
    for key in path[:-1]:
        target = target[key]
    if value is DELETE:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return obj


DELETE = object()
TYPE_CASES = [
    ((), "top", None),
    (("size",), "3", "size"),
    (("size",), [3, True], "size"),
    (("size",), [3.0, 3], "size"),
    (("size",), [3, 3, 3], "size"),
    (("size",), [0, 3], "size"),
    (("size",), DELETE, "size"),
    (("size",), [100000, 3], "too large"),
    (("mode",), 2, "mode"),
    (("mode",), DELETE, "mode"),
    (("mode",), ["2d"], "mode"),
    (("cells",), "x", '"cells"'),
    (("cells",), DELETE, '"cells"'),
    (("cells",), {}, '"cells"'),
    (("cells", 0), [0, "0"], "cells[0]"),
    (("cells", 0), [0, 0, 0], "cells[0]"),
    (("cells", 0), [0, None], "cells[0]"),
    (("cells", 0), [0, False], "cells[0]"),
    (("cells", 0), 7, "cells[0]"),
    (("cells", 0), [[0], [0]], "cells[0]"),
    (("cells", 0), [0.0, 0], "cells[0]"),
    (("arrows",), None, '"arrows"'),
    (("arrows",), DELETE, '"arrows"'),
    (("arrows", 0), [1], "arrows[0]"),
    (("arrows", 0), "x", "arrows[0]"),
    (("arrows", 0, "cells"), "x", "arrows[0]"),
    (("arrows", 0, "cells"), DELETE, "arrows[0]"),
    (("arrows", 0, "dir"), 5, "arrows[0]"),
    (("arrows", 0, "dir"), "+w", "arrows[0]"),
    (("arrows", 0, "dir"), DELETE, "arrows[0]"),
    (("arrows", 0, "dir"), ["+x"], "arrows[0]"),
    (("arrows", 0, "cells", 1), [1, "0"], "arrows[0].cells[1]"),
    (("arrows", 0, "cells", 1), {"x": 1}, "arrows[0].cells[1]"),
    (("solution",), [True, 2, 1], "solution"),
    (("solution",), "021", "solution"),
    (("solution",), [0.0, 2, 1], "solution"),
    (("solution",), {"0": 1}, "solution"),
    (("seed",), -1, "seed"),
    (("seed",), "1", "seed"),
    (("seed",), 1.5, "seed"),
    (("seed",), True, "seed"),
    (("params",), [], "params"),
    (("params",), "hard", "params"),
    (("metrics",), 3, "metrics"),
    (("metrics",), [1], "metrics"),
    (("shape",), 5, "shape"),
    (("shape",), ["heart"], "shape"),
    (("voxels",), [[0, 0, 0]], "voxels"),
]


@pytest.mark.parametrize(
    "path, value, word",
    TYPE_CASES,
    ids=[
        f"{'.'.join(map(str, p)) or 'top'}={'DELETE' if v is DELETE else repr(v)}"[:40]
        for p, v, _ in TYPE_CASES
    ],
)
def test_wrong_types_give_one_clear_line(path, value, word):
    obj = good()
    if path == ():
        for junk in (None, [], "board", 3, [obj]):
            refused(json.dumps(junk), "JSON object")
        return
    refused(mutate(obj, path, value), word)


def test_flat_specific_types():
    obj = good("flat_brick3.json")
    refused(mutate(obj, ("voxels",), DELETE), "voxels")
    refused(mutate(obj, ("voxels", 0), [0, 0]), "voxels[0]")
    refused(mutate(obj, ("voxels", 0), [0, 0, "0"]), "voxels[0]")
    refused(mutate(obj, ("voxels", 1), [0, 0, 0]), "voxels[1]", "twice")
    refused(mutate(obj, ("voxels", 1), [5, 0, 0]), "voxels[1]", "outside")
    refused(mutate(obj, ("cells", 0), [0, 0, 0, "x"]), "cells[0]", "direction")
    refused(mutate(obj, ("cells", 0), [0, 0, 0, 1]), "cells[0]", "direction")
    refused(mutate(obj, ("cells", 0), [0, 0, 0]), "cells[0]")
    refused(mutate(obj, ("arrows", 0, "cells", 0), [0, 0, 0, "+q"]), "arrows[0].cells[0]")


def test_json_oddities():
    refused('{"format": "quiver-board/1", "format": "quiver-board/1"}', "appears twice")
    obj = good()
    obj["metrics"] = {"depth": 1}
    refused(text(obj).replace('"depth": 1', '"depth": NaN'), "NaN")
    refused(text(obj).replace('"depth": 1', '"depth": Infinity'), "Infinity")
    # Python's own words for an int over 4300 digits name a Python call: the player gets one plain line
    long = refused(text(obj).replace('"depth": 1', '"depth": ' + "9" * 5000), "invalid JSON", "too long")
    assert "sys." not in long and "at most 4300 digits" in long and len(long) < 100
    refused("[1, 2", "invalid JSON")


# -- strangers' files: size and nesting -----------------------------------------------------
def test_oversize_input_is_refused_before_parsing():
    big = b"[" * (MAX_BYTES + 1)
    t = time.perf_counter()
    refused(big, "over")
    refused(big.decode(), "over")
    refused("é" * (MAX_BYTES // 2 + 1), "over")  # 2 bytes each in UTF-8
    assert time.perf_counter() - t < 2.0


def test_oversize_file_is_refused_unread(tmp_path):
    path = tmp_path / "huge.json"
    with open(path, "wb") as f:
        f.truncate(MAX_BYTES + 10)  # sparse: never read
    with pytest.raises(CodecError, match="over"):
        load_board_file(path)


def test_missing_and_unreadable_files(tmp_path):
    with pytest.raises(CodecError, match=r"^no file 'nope\.json' in "):  # (s222: was "cannot read ...")
        load_board_file(tmp_path / "nope.json")
    with pytest.raises(CodecError, match="cannot read"):
        load_board_file(tmp_path)


def test_deep_nesting_is_refused():
    for depth in (40, 5000, 200000):
        refused("[" * depth + "]" * depth, "nested")
        refused("[" * depth, "")  # unbalanced: refused, either way
    obj = good()
    obj["params"] = {"deep": json.loads("[" * 30 + "]" * 30)}
    load_board(text(obj))  # 31 deep in params: fine
    obj["params"] = {"deep": json.loads("[" * 40 + "]" * 40)}
    refused(obj, "nested")
    s = text(good())
    load_board(s[:-1] + ', "x": "' + "[{" * 100 + '"}')  # brackets inside strings don't count


def test_pathological_strings_are_linear():
    """Four times the input costs about four times the CPU, not sixteen: a ratio of CPU
    times, so a loaded machine (which slows both sizes alike) does not fail it, as the
    5 s wall-clock limit this replaces did; best of 3 each."""

    def cost(n: int) -> float:
        best = float("inf")
        for _ in range(3):
            t = time.process_time()
            for junk in ('"\\' * n, '\\"' * n, '"' + "\\" * (2 * n + 1)):
                refused(junk, "")
            best = min(best, time.process_time() - t)
        return best

    small, big = cost(250_000), cost(1_000_000)  # linear reads ~4x; quadratic 16x
    assert big < 10 * max(small, 1e-3), (small, big)


def test_too_many_cells_or_arrows(monkeypatch):
    n = codec.MAX_ITEMS + 1
    refused(
        '{"format":"quiver-board/1","mode":"2d","size":[3,3],"cells":['
        + ",".join(["[0,0]"] * n)
        + '],"arrows":[]}',
        "cells",
        "1000001",
    )
    refused(
        '{"format":"quiver-board/1","mode":"2d","size":[3,3],"cells":[],"arrows":['
        + ",".join(["{}"] * n)
        + "]}",
        "arrows",
        "1000001",
    )


def test_too_much_ray_work(monkeypatch):
    monkeypatch.setattr(codec, "MAX_RAY_WORK", 5)
    obj = good("2d_gap.json")
    obj["size"] = [70, 1]
    refused(obj, "too large", "rays")


# -- fuzz: whatever the input, a CodecError or a board -----------------------------------
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-3, 10)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=4)
    | st.sampled_from(["+x", "-y", "2d", "flat", "quiver-board/1"]),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.sampled_from(["cells", "dir", "format", "mode", "x"]), inner, max_size=3)
    ),
    max_leaves=12,
)


def paths(obj, prefix=()):
    yield prefix
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from paths(v, prefix + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from paths(v, prefix + (i,))


FUZZ_BASES = [good(n) for n in ("2d_chain3.json", "3d_chain4.json", "flat_brick3.json")]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(base=st.sampled_from(range(3)), pick=st.integers(0, 10**6), value=json_values)
def test_fuzz_structure(base, pick, value):
    obj = FUZZ_BASES[base]
    all_paths = [p for p in paths(obj) if p]
    obj = mutate(obj, all_paths[pick % len(all_paths)], value)
    try:
        load_board(text(obj))
    except CodecError as e:
        assert "\n" not in str(e) and str(e)


@settings(max_examples=150, deadline=None)
@given(base=st.sampled_from(range(3)), cut=st.integers(0, 10**6), junk=st.binary(max_size=6))
def test_fuzz_bytes(base, cut, junk):
    data = json.dumps(FUZZ_BASES[base]).encode()
    i = cut % len(data)
    data = data[:i] + junk + data[i + len(junk) // 2 :]
    with contextlib.suppress(CodecError):
        load_board(data)


def test_codec_error_is_a_board_error_and_a_value_error():
    assert issubclass(CodecError, BoardError) and issubclass(CodecError, ValueError)
    with pytest.raises(TypeError):
        load_board(12)


def test_counts_in_messages_agree_with_their_nouns():
    from quiver.engine.errors import count_of

    assert [count_of(n, "arrow") for n in (0, 1, 2)] == ["0 arrows", "1 arrow", "2 arrows"]


def test_a_shapes_lone_piece_is_counted_in_words():
    """It said "a piece of 1 cell(s)": the count now says its noun (s31)."""
    from quiver.engine.space import make_space
    from quiver.generator.shape_space import check_pieces
    from quiver.generator.spec import SpecError

    space = make_space("2d", (6, 2), [(0, 0), (1, 0), (2, 0), (5, 1)])
    with pytest.raises(SpecError, match=r"has a piece of 1 cell; every piece needs at least 3$"):
        check_pieces(space, "dots")
