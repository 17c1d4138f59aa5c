"""The `quiver` command line, mostly in-process through main(argv)."""

from __future__ import annotations

import io
import json
import pathlib
import subprocess
import sys
import types

import pytest
from puzzle_codes import code

from quiver import cli
from quiver.cli import GameOptions, main

HEART = code("2d-heart-16x14-40-hard-7")  # a code this Quiver plays

BOARDS = pathlib.Path(__file__).parent / "boards"
ROOT = pathlib.Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def _a_display(monkeypatch):
    """The game path asks for a display before anything (tests/test_desktop.py tests
    that); these tests fake the window, so any SDL driver named will do."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_line_error(code, err):
    assert code == 2
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("quiver: error: "), err


# -- help, shapes ------------------------------------------------------------------------
@pytest.mark.parametrize(
    "argv", [["--help"], ["-h"], ["check", "--help"], ["generate", "--help"], ["shapes", "--help"]]
)
def test_help(capsys, argv):
    code, out, err = run(capsys, *argv)
    assert code == 0 and "usage: quiver" in out and not err


def test_shapes(capsys):
    shapes = pytest.importorskip("quiver.shapes")
    code, out, _ = run(capsys, "shapes")
    assert code == 0
    lines = out.strip().splitlines()
    assert [line.split(":")[0] for line in lines] == ["2d", "3d", "flat"]
    for line, mode in zip(lines, ("2d", "3d", "flat"), strict=True):
        assert line.split(":")[1].split() == shapes.list_shapes()[mode]
    code, out, _ = run(capsys, "shapes", "--json", "--mode", "flat")
    assert code == 0 and json.loads(out) == {"flat": shapes.list_shapes()["flat"]}


# -- check -----------------------------------------------------------------------------
HAND = {  # file: (exit code, depth, free_at_start, f0, density, solvable)
    "2d_chain3.json": (0, 3, 1, 0.333333, 1.0, True),
    "2d_gap.json": (0, 2, 1, 0.5, 1.0, True),
    "3d_chain4.json": (0, 4, 1, 0.25, 1.0, True),
    "flat_brick3.json": (0, 3, 1, 0.333333, 1.0, True),
    "2d_not_full.json": (1, 3, 1, 0.333333, 0.75, True),
    "2d_cycle.json": (1, None, 1, 0.25, 1.0, False),
}


def test_every_hand_board_is_listed():
    assert sorted(HAND) == sorted(p.name for p in BOARDS.glob("*.json"))


@pytest.mark.parametrize("name", sorted(HAND))
def test_check_hand_boards(capsys, name):
    code, out, err = run(capsys, "check", str(BOARDS / name))
    want_code, depth, free, f0, density, solvable = HAND[name]
    assert code == want_code, err
    assert len(out.strip().splitlines()) == 1
    report = json.loads(out)
    assert (
        report["depth"],
        report["free_at_start"],
        report["f0"],
        report["density"],
        report["solvable"],
    ) == (depth, free, f0, density, solvable)
    for key in ("cells", "arrows", "l_over_a", "side_by_side_heads", "random_tap_win_rate"):
        assert key in report
    assert report["valid"] is True
    if want_code == 0:
        assert report["problems"] == []
    else:
        assert report["problems"]


def test_check_names_the_problems(capsys):
    _, out, _ = run(capsys, "check", str(BOARDS / "2d_not_full.json"))
    assert any("not full" in p and "9 of 12" in p for p in json.loads(out)["problems"])
    _, out, _ = run(capsys, "check", str(BOARDS / "2d_cycle.json"))
    report = json.loads(out)
    assert any("not solvable" in p for p in report["problems"])
    assert sorted(report["cycle"]) == [2, 3] and report["stuck"] == 2


def test_check_stdin(capsys, monkeypatch):
    data = (BOARDS / "3d_chain4.json").read_bytes()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    code, out, _ = run(capsys, "check", "-")
    assert code == 0 and json.loads(out)["depth"] == 4
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"{not json")))
    code, out, err = run(capsys, "check", "-")
    assert_one_line_error(code, err)
    assert "invalid JSON" in err and not out


def test_check_taps_option(capsys):
    _, out, _ = run(capsys, "check", "--taps", "0", str(BOARDS / "2d_chain3.json"))
    assert "random_tap_win_rate" not in json.loads(out)


def test_check_warns_when_stored_metrics_differ(capsys, tmp_path):
    obj = json.loads((BOARDS / "2d_chain3.json").read_text())
    obj["metrics"] = {"arrows": 3, "cells": 9, "depth": 2, "free_at_start": 1}
    path = tmp_path / "b.json"
    path.write_text(json.dumps(obj))
    code, out, _ = run(capsys, "check", str(path))
    assert code == 0 and "depth 2 vs 3" in json.loads(out)["warnings"][0]


@pytest.mark.parametrize(
    "content, word",
    [
        ("", "empty"),
        ("[]", "JSON object"),
        ('{"format": "x"}', "format"),
        (
            '{"format": "quiver-board/1", "mode": "2d", "size": [2, 2], "cells": [[0, 0], [0, 0]],'
            ' "arrows": []}',
            "twice",
        ),
    ],
)
def test_check_rejects_bad_files(capsys, tmp_path, content, word):
    path = tmp_path / "bad.json"
    path.write_text(content)
    code, out, err = run(capsys, "check", str(path))
    assert_one_line_error(code, err)
    assert word in err and not out


def test_check_missing_file(capsys, tmp_path):
    code, _, err = run(capsys, "check", str(tmp_path / "missing.json"))
    assert_one_line_error(code, err)
    assert "missing.json" in err


# -- generate ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    "argv, word",
    [
        (["generate", "--seed", "x"], "seed"),
        (["generate", "--seed", "-1"], "seed"),
        (["generate", "--seed", "1.5"], "seed"),
        (["generate", "--mode", "4d"], "mode"),
        (["generate", "--shape", "nonesuch"], "nonesuch"),
        (["generate", "--arrows", "0"], "arrows"),
        (["generate", "--arrows", "many"], "arrows"),
        (["generate", "--size", "axb"], "size"),
        (["generate", "--difficulty", "brutal"], "difficulty"),
        (["generate", "--bogus"], "bogus"),
    ],
)
def test_generate_bad_arguments(capsys, argv, word):
    code, out, err = run(capsys, *argv)
    assert_one_line_error(code, err)
    assert word in err and not out


def generator_ready():
    try:
        from quiver.generator import PuzzleSpec, generate

        generate(PuzzleSpec("2d", "rect", None, None, "easy", 1))
    except NotImplementedError:
        return False
    return True


@pytest.mark.parametrize(
    "mode, shape, size", [("2d", "heart", None), ("3d", "cube", "5"), ("flat", "stairs", None)]
)
def test_generate_then_check(capsys, tmp_path, mode, shape, size):
    if not generator_ready():
        pytest.skip("generator not written yet")
    out_file = tmp_path / f"{mode}.json"
    argv = ["generate", "--mode", mode, "--shape", shape, "--seed", "11"]
    if size:
        argv += ["--size", size]
    code, out, err = run(capsys, *argv, "--out", str(out_file))
    assert code == 0 and not out, err
    code, out, err = run(capsys, "check", str(out_file))
    assert code == 0, out + err
    assert json.loads(out)["solvable"] and json.loads(out)["density"] == 1.0
    # same arguments, same bytes; stdout gets exactly what the file got
    code, out, _ = run(capsys, *argv)
    assert out == out_file.read_text()


# -- the game path ----------------------------------------------------------------------------
@pytest.fixture
def launched(monkeypatch):
    calls = []
    monkeypatch.setattr(cli, "launch_game", lambda options: calls.append(options) or 0)
    return calls


def test_no_arguments_opens_the_menu(capsys, launched):
    assert run(capsys)[0] == 0
    assert launched == [GameOptions(action="menu")]


def test_seed_options_are_validated_and_passed(capsys, launched):
    pytest.importorskip("quiver.shapes")
    code, _, err = run(
        capsys,
        "--seed",
        "42",
        "--mode",
        "flat",
        "--shape",
        "stairs",
        "--arrows",
        "12",
        "--difficulty",
        "easy",
    )
    assert code == 0, err
    (opts,) = launched
    assert (opts.action, opts.mode, opts.shape, opts.seed, opts.arrows, opts.difficulty) == (
        "puzzle",
        "flat",
        "stairs",
        42,
        12,
        "easy",
    )
    launched.clear()
    assert run(capsys, "--seed", "7")[0] == 0
    # --seed alone: the shape is derived from N (documented in quiver.game.code.from_seed)
    from quiver.game.code import from_seed

    assert launched[0].mode == "2d" and launched[0].shape == from_seed(7).shape
    assert launched[0].spec().seed == 7
    shapes = set()
    for n in range(12):
        launched.clear()
        assert run(capsys, "--seed", str(n))[0] == 0
        shapes.add(launched[0].shape)
    assert len(shapes) > 3


def test_daily_and_code(capsys, launched):
    assert run(capsys, "--daily", "--mode", "3d")[0] == 0
    assert launched[-1] == GameOptions(action="daily", mode="3d")
    assert run(capsys, "--code", f" {HEART} ")[0] == 0
    assert launched[-1].action == "code" and launched[-1].code == HEART


@pytest.mark.parametrize(
    "argv",
    [
        ["--seed", "abc"],
        ["--seed", "-3"],
        ["--seed", ""],
        ["--mode", "4d"],
        ["--seed", "1", "--shape", "nonesuch"],
        ["--mode", "flat", "--shape", "heart"],
        ["--seed", "1", "--size", "2x2x2x2"],
        ["--daily", "--seed", "3"],
        ["--daily", "--shape", "heart"],
        ["--code", "2d-heart"],
        ["--code", "x", "--seed", "1"],
        ["--code", HEART, "--mode", "2d"],
        ["--arrows", "-2"],
        ["nonsense"],
    ],
)
def test_bad_game_options_exit_2_before_any_window(capsys, launched, argv):
    code, out, err = run(capsys, *argv)
    assert_one_line_error(code, err)
    assert launched == [] and not out


def test_launch_game_calls_app_run(monkeypatch):
    seen = []
    fake = types.ModuleType("quiver.app")
    fake.run = lambda options: seen.append(options)
    monkeypatch.setitem(sys.modules, "quiver.app", fake)
    assert cli.launch_game(GameOptions()) == 0 and seen == [GameOptions()]


def test_missing_game_window_is_one_line(capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "quiver.app", None)  # import fails as if absent
    code, _, err = run(capsys)
    assert_one_line_error(code, err)
    assert "quiver.app" in err


def test_unexpected_errors_are_one_line(capsys, monkeypatch):
    def boom(args):
        raise RuntimeError("kaboom\nsecond line")

    monkeypatch.setattr(cli, "run_shapes", boom)
    code, _, err = run(capsys, "shapes")
    assert_one_line_error(code, err)
    assert "kaboom second line" in err


# -- as a real process ----------------------------------------------------------------------
def subprocess_quiver(*argv, stdin=None):
    return subprocess.run(
        [sys.executable, "-m", "quiver", *argv],
        cwd=ROOT,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_subprocess_check_and_errors():
    p = subprocess_quiver("check", str(BOARDS / "flat_brick3.json"))
    assert p.returncode == 0 and json.loads(p.stdout)["depth"] == 3
    p = subprocess_quiver("check", "-", stdin=(BOARDS / "2d_cycle.json").read_text())
    assert p.returncode == 1 and json.loads(p.stdout)["solvable"] is False
    for argv in (["generate", "--seed", "x"], ["--seed", "-1"], ["check", "/nonexistent.json"]):
        p = subprocess_quiver(*argv)
        assert p.returncode == 2 and "Traceback" not in p.stderr
        assert len(p.stderr.strip().splitlines()) == 1 and p.stderr.startswith("quiver: error: ")


def test_puzzle_options_without_a_seed_leave_the_seed_to_the_game(capsys, launched):
    pytest.importorskip("quiver.shapes")
    assert run(capsys, "--mode", "3d")[0] == 0
    opts = launched[0]
    assert (opts.action, opts.mode, opts.seed) == ("puzzle", "3d", None)
    assert opts.spec(seed=99).seed == 99 and opts.spec().seed == 0


def test_a_png_picture_plays_and_renders_as_a_board(tmp_path, capsys, monkeypatch):
    """A user's PNG cannot be named by a puzzle code, so the game plays the board."""
    import struct
    import zlib

    rows = [[0 if (x - 8) ** 2 + (y - 8) ** 2 < 40 else 255 for x in range(17)] for y in range(17)]
    raw = b"".join(b"\x00" + bytes(r) for r in rows)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    png = tmp_path / "blob.png"
    png.write_bytes(
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", struct.pack(">IIBBBBB", 17, 17, 8, 0, 0, 0, 0))
        + chunk(b"IDAT", zlib.compress(raw))
        + chunk(b"IEND", b"")
    )
    played = []
    import quiver.app as app

    monkeypatch.setattr(
        app,
        "run",
        lambda options=None, board=None, label=None, note=None: played.append((options, board, label)) or 0,
    )
    assert cli.main(["--seed", "3", "--shape", str(png)]) == 0
    (options, board, label) = played[0]
    assert options is None and label == "blob.png" and board.density == 1.0
    out = tmp_path / "blob_play.png"
    assert cli.main(["render", "--seed", "3", "--shape", str(png), "--out", str(out)]) == 0
    assert out.stat().st_size > 1000
    capsys.readouterr()
