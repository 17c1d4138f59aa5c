"""Fuzz (hypothesis) over the game's arguments and puzzle codes: every bad one is refused
with one `quiver: error:` line and exit 2 before any window; no internal error, no
traceback; and whatever is accepted really generates (issue 17)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from quiver import cli
from quiver.game.code import PuzzleSpec, SpecError, check
from quiver.generator.spec import check_shape

SHAPES = [
    "rect",
    "heart",
    "star",
    "cross",
    "diamond",
    "arrow",
    "ring",
    "cat",
    "sphere",
    "cube",
    "torus",
    "pyramid",
    "octahedron",
    "tower",
    "stairs",
    "brick",
    "plus",
    "ziggurat",
    "nosuchshape",
    "CUBE",
    "x.png",
    "",
]
SIZES = [
    "0",
    "1",
    "2",
    "3",
    "4",
    "5",
    "6",
    "7",
    "9",
    "5x9",
    "9x5",
    "6x6x6",
    "3x3x3",
    "2x2x9",
    "16",
    "999",
    "257",
    "65",
    "1e3",
    "-4",
    "²",
    "axb",
    "",
    "9" * 30,
    "7x",
    "x7",
    "5×6",
]
NUMBERS = ["0", "1", "7", "-1", "1.5", "x", "", "9" * 25, "9223372036854775807", "9223372036854775808", "²"]
WORDS = ["2d", "3d", "flat", "4d", "easy", "medium", "hard", "brutal", "g3", "g1", "g0", "gx"]
SMALL = 300  # accepted puzzles up to this many cells are generated to prove it


def generates(spec) -> None:
    shape = check_shape(spec)
    if len(shape.points) <= SMALL:
        from quiver.generator import generate

        assert generate(spec).density == 1.0


def flag(name, values):
    return st.tuples(st.just(name), st.sampled_from(values))


ARGS = st.lists(
    st.one_of(
        flag("--seed", NUMBERS),
        flag("--mode", WORDS),
        flag("--shape", SHAPES),
        flag("--size", SIZES),
        flag("--arrows", NUMBERS),
        flag("--difficulty", WORDS),
        st.tuples(st.just("--daily")),
        st.tuples(st.sampled_from(["--bogus", "-x", "extra"])),
    ),
    max_size=4,
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(parts=ARGS)
def test_fuzzed_game_arguments(capsys, monkeypatch, parts):
    launched = []
    monkeypatch.setattr(cli, "launch_game", lambda options: launched.append(options) or 0)
    argv = [p for part in parts for p in part]
    status = cli.main(argv)
    _out, err = capsys.readouterr()
    assert "internal error" not in err and "Traceback" not in err, (argv, err)
    if status == 2:
        lines = err.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("quiver: error: "), (argv, err)
        assert not launched
        return
    assert status == 0 and len(launched) == 1, (argv, err)
    options = launched[0]
    if options.action == "puzzle":
        generates(options.spec(seed=1))
    elif options.action == "code":
        generates(PuzzleSpec.parse(options.code))


CODES = st.builds(
    lambda *p: "-".join(p),
    st.sampled_from(WORDS[:4]),
    st.sampled_from(SHAPES[:-3] + ["a-b", "heart-x"]),
    st.sampled_from(
        [
            "16x14",
            "5x5",
            "6x6",
            "3x3x3",
            "4x4x4",
            "9x9x9",
            "9x9x10",
            "0x4",
            "16",
            "999x999",
            "6x6x6",
            "2x2x2",
            "16x²",
            "9" * 12 + "x3",
            "7x7x7",
        ]
    ),
    st.sampled_from(NUMBERS[:3] + ["34", "9" * 40, "0"]),
    st.sampled_from(WORDS[4:8]),
    st.sampled_from(NUMBERS[:3] + ["9" * 30]),
    st.sampled_from(WORDS[8:]),
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(code=st.one_of(CODES, st.text(max_size=40)))
def test_fuzzed_codes(capsys, monkeypatch, code):
    try:
        parsed = PuzzleSpec.parse(code)
        check(parsed)
    except SpecError as e:
        text = str(e)
        assert "\n" not in text and len(text) < 400
        said = text.lower().replace(code.lower(), "")  # (the code it echoes: 'DIGITS' is one)
        assert "invalid literal" not in said and "digits" not in said  # (int()'s own words)
    else:
        generates(parsed)
    launched = []
    monkeypatch.setattr(cli, "launch_game", lambda options: launched.append(options) or 0)
    status = cli.main(["--code", code])
    _, err = capsys.readouterr()
    assert "internal error" not in err and "Traceback" not in err, (code, err)
    assert (status == 0) == bool(launched), (code, err)
