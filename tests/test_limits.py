"""Bounded work for every input (issue 17): each finding reproduced, then refused or
made cheap. Limits: docs/limits.md."""

from __future__ import annotations

import json
import struct
import tracemalloc
import zlib

import pytest
from puzzle_codes import GV

from quiver import cli, cli_check
from quiver.cli import main
from quiver.engine.codec import MAX_CELLS, MAX_RAY_WORK, CodecError, dump_board, load_board
from quiver.game.code import PuzzleSpec, generate_board
from quiver.shapes.png import MAX_DECODED_BYTES, MAX_PIXELS, PngError, decode_png


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def one_line_error(status, err, word=None):
    assert status == 2, err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("quiver: error: "), err
    assert "internal error" not in err and "Traceback" not in err
    if word:
        assert word in err, err


def with_size(code: str, size) -> str:
    obj = json.loads(dump_board(generate_board(PuzzleSpec.parse(code))))
    obj["size"] = list(size)
    return json.dumps(obj, separators=(",", ":"))


# -- 1: a tiny board in a huge declared box ------------------------------------------------
@pytest.mark.parametrize("code", [f"3d-cube-7x7x7-69-hard-1-g{GV}", f"flat-cube-4x4x4-19-hard-1-g{GV}"])
def test_a_huge_declared_box_costs_memory_of_the_cells_only(code):
    pytest.importorskip("numpy")
    board = load_board(with_size(code, [1600, 1600, 1600]))  # `check` accepts it
    tracemalloc.start()
    if board.space.mode == "3d":
        from quiver.render3d.mesh import BoardMesh
        from quiver.render3d.picking import pick_arrow

        mesh = BoardMesh(board)
        assert mesh.nb27.shape == (len(board.space), 27)
        pick = pick_arrow(board, (3.5, 3.5, -5000.0), (0.0, 0.0, 1.0))
    else:
        from quiver.render3d.flat_controller import pick_flat
        from quiver.render3d.flat_mesh import block_faces

        assert len(block_faces(board.space)) == len(board.space)
        pick = pick_flat(board, (2.5, 2.5, -5000.0), (0.0, 0.0, 1.0))
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert pick is not None  # the front face is still found
    assert peak < 20 * 1024 * 1024, peak  # was 16 GB (a dense grid over the box)


def test_the_arrow_flies_out_of_the_shape_not_the_declared_box():
    pytest.importorskip("numpy")
    from quiver.render3d.anim import Animator

    board = load_board(with_size(f"3d-cube-7x7x7-69-hard-1-g{GV}", [1600, 1600, 1600]))
    arrow = next(iter(board.alive))
    anim = Animator().fire(board, arrow, True)
    assert anim.exit <= 7


def test_too_many_cells_are_refused_before_the_work(monkeypatch):
    from quiver.engine import codec

    assert MAX_CELLS >= 64**3  # the largest generated solid still loads
    monkeypatch.setattr(codec, "MAX_CELLS", 100)
    cells = [[x, y] for y in range(10) for x in range(11)]
    text = json.dumps(
        {"format": "quiver-board/1", "mode": "2d", "size": [11, 10], "cells": cells, "arrows": []}
    )
    with pytest.raises(CodecError, match="at most 100"):
        load_board(text)


# -- 3: codes and arguments validated as fully as `generate` -------------------------------
BAD_GAME_ARGS = [
    (["--code", f"2d-nosuchshape-16x14-34-hard-7-g{GV}"], "nosuchshape"),
    (["--code", f"3d-sphere-3x3x3-3-hard-1-g{GV}"], "sphere"),
    (["--code", f"2d-cross-5x5-5-hard-1-g{GV}"], "cross"),
    (["--code", f"2d-diamond-5x5-5-hard-1-g{GV}"], "diamond"),
    (["--code", f"2d-arrow-5x5-5-hard-1-g{GV}"], "arrow"),
    (["--code", f"2d-heart-999x14-34-hard-7-g{GV}"], "heart"),
    (["--code", f"3d-sphere-9x9x10-80-easy-0-g{GV}"], "sphere"),
    (["--code", f"2d-heart-16x²-34-hard-7-g{GV}"], "size"),
    (["--code", "2d-heart-16x14-" + "9" * 5000 + f"-hard-7-g{GV}"], "code"),
    (["--code", "2d-heart-16x14-34-hard-" + "9" * 30 + f"-g{GV}"], "seed"),
    (["--code", "2d-heart-16x14-34-hard-7-g1"], "g1"),
    (["--seed", "1", "--mode", "3d", "--shape", "sphere", "--size", "3"], "sphere"),
    (["--seed", "1", "--shape", "cross", "--size", "5"], "cross"),
    (["--seed", "1", "--shape", "diamond", "--size", "5x9"], "diamond"),
    (["--seed", "1", "--shape", "arrow", "--size", "5"], "arrow"),
    (["--seed", "1", "--size", "9" * 5000], "size"),
    (["--seed", "9" * 5000], "seed"),
]


@pytest.mark.parametrize("argv, word", BAD_GAME_ARGS)
def test_bad_game_arguments_never_open_a_window(capsys, monkeypatch, argv, word):
    opened = []
    monkeypatch.setattr(cli, "launch_game", lambda options: opened.append(options) or 0)
    status, _out, err = run(capsys, *argv)
    one_line_error(status, err, word)
    assert not opened


@pytest.mark.parametrize(
    "mode, shape", [("2d", "cross"), ("2d", "diamond"), ("2d", "arrow"), ("3d", "sphere")]
)
def test_the_smallest_allowed_size_generates(mode, shape):
    from quiver.generator import PuzzleSpec, generate
    from quiver.shapes.masks2d import MIN_2D
    from quiver.shapes.solids3d import MIN_3D

    size = (MIN_2D if mode == "2d" else MIN_3D)[shape]
    assert size == {"cross": 6, "diamond": 6, "arrow": 6, "sphere": 8}[shape]
    for seed in range(3):
        assert generate(PuzzleSpec(mode, shape, size, None, "hard", seed)).density == 1.0


def test_the_app_refuses_an_unknown_shape_before_any_window(capsys):
    from quiver.app import run as app_run

    assert app_run(cli.GameOptions(action="code", code=f"2d-nosuchshape-16x14-34-hard-7-g{GV}")) == 2
    err = capsys.readouterr().err
    assert err.startswith("quiver: error: ") and "nosuchshape" in err


# -- 5: a small PNG that would take long to decode ----------------------------------------
def png(w, h, depth, ctype, filt=4, rows=None):
    """A PNG of zeros; `rows` < h stores only that many (a header-only refusal never
    looks further)."""
    channels = {0: 1, 2: 3, 4: 2, 6: 4}[ctype]
    stride = (w * channels * depth + 7) // 8
    raw = b"".join(bytes([filt]) + bytes(stride) for _ in range(h if rows is None else rows))

    def chunk(t, body):
        return struct.pack(">I", len(body)) + t + body + struct.pack(">I", zlib.crc32(t + body))

    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, depth, ctype, 0, 0, 0))
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


@pytest.mark.parametrize(
    "w, h, depth, ctype, word",
    [
        (4096, 4096, 16, 6, "scale it down to"),  # the 138 KB file: 34 s, 279 MB
        (1100, 1100, 16, 6, "save it with 8-bit colour"),
    ],
)
def test_a_png_is_refused_by_its_header_before_decompressing(monkeypatch, w, h, depth, ctype, word):
    data = png(w, h, depth, ctype, rows=2)
    import quiver.shapes.png as pngmod

    def never(*a, **k):
        raise AssertionError("decompressed before refusing")

    monkeypatch.setattr(pngmod.zlib, "decompressobj", never)
    with pytest.raises(PngError, match=word):
        decode_png(data, "big.png")


def test_png_limits_leave_room_for_real_pictures():
    assert MAX_PIXELS >= 2048 * 2048 and MAX_DECODED_BYTES >= 1400 * 1400 * 4 + 1400
    assert decode_png(png(64, 48, 8, 6)).width == 64


# -- 6: check on big boards, and --taps ----------------------------------------------------
@pytest.mark.parametrize("taps", ["99999999999999999999999", "10001", "-1", "x"])
def test_taps_is_bounded(capsys, taps):
    status, _, err = run(capsys, "check", "--taps", taps, "-")
    one_line_error(status, err, "--taps")


def test_check_does_fewer_random_tap_runs_on_a_huge_board(capsys, tmp_path, monkeypatch):
    monkeypatch.setattr(cli_check, "TAP_WORK", 1000)  # as if the board were huge
    path = tmp_path / "b.json"
    path.write_text(dump_board(generate_board(PuzzleSpec.parse(f"2d-heart-16x14-34-hard-7-g{GV}"))))
    status, out, _err = run(capsys, "check", "--taps", "500", str(path))
    report = json.loads(out)
    assert status == 0 and 1 <= report["random_tap_runs"] < 500
    assert "runs" in report["warnings"][0]


def test_rays_that_would_walk_too_far_are_refused_before_walking():
    n = 2400  # half of the 2400 arrows fly right across a 4000-wide box
    arrows, cells = [], []
    for y in range(n):
        cells += [[0, y], [1, y], [2, y]]
        arrows.append(
            {"cells": [[2, y], [1, y], [0, y]], "dir": "-x"}
            if y % 2
            else {"cells": [[0, y], [1, y], [2, y]], "dir": "+x"}
        )
    text = json.dumps(
        {"format": "quiver-board/1", "mode": "2d", "size": [4000, n], "cells": cells, "arrows": arrows}
    )
    with pytest.raises(CodecError, match=str(MAX_RAY_WORK)):
        load_board(text)


# -- 8: no OpenGL in `quiver render` -------------------------------------------------------
def test_render_without_opengl_says_so_plainly(capsys, monkeypatch, tmp_path):
    pytest.importorskip("moderngl")
    from quiver.render3d import headless

    def no_gl():
        raise headless.HeadlessUnavailable("no OpenGL 3.3 context without a display (egl: nope)")

    monkeypatch.setattr(headless, "standalone_context", no_gl)
    monkeypatch.setattr(headless, "_CTX", None, raising=False)
    status, _, err = run(
        capsys,
        "render",
        "--mode",
        "3d",
        "--shape",
        "cube",
        "--size",
        "3",
        "--seed",
        "1",
        "--out",
        str(tmp_path / "x.png"),
    )
    one_line_error(status, err, "no OpenGL 3.3")


# -- 9: numbers no float holds -------------------------------------------------------------
def test_an_infinite_number_in_a_board_is_refused(capsys):
    text = with_size(f"2d-heart-16x14-34-hard-7-g{GV}", [16, 14]).replace(
        '"metrics":{', '"metrics":{"x":1e400,'
    )
    with pytest.raises(CodecError, match="too large"):
        load_board(text)


def test_dark_mask_of_a_noisy_picture():
    """Hostile-run finding: 64x4096 noise took 27 s to read (the colour table was copied
    for every row; tools/hostile_run.py measures it). The mask stays exact."""
    from quiver.engine.rng import Rng
    from quiver.shapes.png import PngImage, dark_mask

    rng = Rng(3).stream("noise")
    rows = tuple(bytes(rng.below(256) for _ in range(4 * 16)) for _ in range(64))
    mask = dark_mask(PngImage(16, 64, rows))
    for y, r in enumerate(rows):
        for x in range(16):
            cr, cg, cb, ca = r[4 * x : 4 * x + 4]
            assert mask[y][x] == int(ca >= 128 and 299 * cr + 587 * cg + 114 * cb < 128000)


@pytest.mark.parametrize(
    "typed, word",
    [
        (f"2d-nosuchshape-16x14-34-hard-7-g{GV}", "nosuchshape"),
        (f"3d-sphere-3x3x3-3-hard-1-g{GV}", "sphere"),
        ("9" * 30, "seed"),
    ],
)
def test_the_enter_seed_screen_refuses_what_cannot_be_built(tmp_path, monkeypatch, typed, word):
    pytest.importorskip("pygame")
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from quiver.app import App
    from quiver.scenes.seed import SeedScene

    app = App(window=False, sound=False, realtime=False, clock=lambda: 0.0)
    try:
        app.to_menu()
        scene = SeedScene(app.ports, app.top)
        app.push(scene)
        scene.box.text = typed
        scene.submit()
        assert app.top is scene and word in scene.error and "\n" not in scene.error
    finally:
        app.close()


def test_pieces_ok_agrees_with_finding_the_pieces():
    """pieces_ok no longer finds the pieces (hostile-run finding: noisy pictures took
    21 s to refuse); it must still answer exactly as before."""
    from quiver.engine.rng import Rng
    from quiver.shapes.base import components
    from quiver.shapes.masks2d import pieces_ok

    rng = Rng(11).stream("masks")
    for _ in range(3000):
        n, density = 1 + rng.below(7), rng.below(100)
        cells = {(x, y) for x in range(n) for y in range(n) if rng.below(100) < density}
        assert pieces_ok(cells) == (bool(cells) and len(components(cells, 2)[-1]) >= 3), cells
