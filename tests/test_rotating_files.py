"""Rotating arrows in board files and in the move rule (RULES.md 6, BOARD_FORMAT `turn`,
ADR 0007): read and written, hostile values refused with one line, the head's phase."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from quiver.engine import Board, BoardError, CodecError, dump_board, load_board, metrics
from quiver.engine.geometry import DIR_BY_NAME as D
from quiver.engine.rotating import solve_rotating
from quiver.generator import PuzzleSpec, generate

BOARDS = Path(__file__).parent / "boards"


def board_obj(name: str, turns: dict[int, object] | None = None) -> dict:
    obj = json.loads((BOARDS / name).read_text())
    obj.pop("solution", None)
    for i, t in (turns or {}).items():
        obj["arrows"][i]["turn"] = t
    return obj


def load(obj: dict):
    return load_board(json.dumps(obj))


def test_a_2d_arrow_turns_clockwise_after_each_move_and_only_then():
    # chain3: A (0,0)->(2,0) flies +x, free; C waits on A; B waits on C
    b = load(board_obj("2d_chain3.json", {0: "cw"}))
    assert b.turns == {0: D["+z"]} and b.phase == 0 and b.direction(0) == D["+x"]
    assert not b.fire(1).left  # a blocked tap: no turn
    assert b.phase == 0 and b.direction(0) == D["+x"]
    ccw = load(board_obj("2d_chain3.json", {0: "ccw"}))
    assert ccw.turns == {0: D["-z"]}
    # phase 1: A points down (+y on screen) from (2,0), into B's column
    b.remove(0)
    b.reset()
    pos = b.copy()
    pos.alive.discard(2)  # a position one move in (C gone)
    for c in b.arrows[2].cells:
        pos.owner[c] = -1
    assert pos.phase == 1 and pos.direction(0) == D["+y"]
    assert pos.first_blocker(0) == (b.space.id_of((2, 1)), 1)


def test_a_phase_whose_ray_crosses_the_body_is_blocked_by_the_arrow_itself():
    b = load(board_obj("2d_chain3.json", {0: "cw"}))
    assert b.phase_rays[0][2] is None  # -x from (2,0) runs back over A
    pos = b.copy()
    for i in (1, 2):  # two moves in: phase 2
        pos.alive.discard(i)
        for c in b.arrows[i].cells:
            pos.owner[c] = -1
    assert pos.phase == 2 and pos.first_blocker(0) == (b.arrows[0].head, 0)
    assert pos.free_arrows() == []


def test_turn_round_trips_and_plain_boards_write_no_turn_key():
    obj = board_obj("2d_chain3.json", {0: "cw"})
    b = load(obj)
    text = dump_board(b)
    assert '"turn":"cw"' in text and load_board(text).arrows[0].turn == "cw"
    assert dump_board(load_board(text)) == text
    assert "turn" not in dump_board(load(board_obj("2d_chain3.json")))
    b3 = load(board_obj("3d_chain4.json", {0: "+x"}))
    assert b3.turns == {0: D["+x"]} and '"turn":"+x"' in dump_board(b3)
    flat = load(board_obj("flat_brick3.json", {0: "ccw"}))
    # the head face (0,0,0,+y): counter-clockwise seen from outside is about +y
    assert flat.turns == {0: D["+y"]}


@pytest.mark.parametrize(
    "name,turn,words",
    [
        ("2d_chain3.json", 1, ['"turn"', "cw or ccw", "1"]),
        ("2d_chain3.json", True, ['"turn"', "cw or ccw"]),
        ("2d_chain3.json", "left", ['"turn"', "cw or ccw", "left"]),
        ("2d_chain3.json", "+z", ['"turn"', "cw or ccw"]),
        ("2d_chain3.json", ["cw"], ['"turn"', "cw or ccw"]),
        ("flat_brick3.json", "+y", ['"turn"', "cw or ccw", "flat"]),
        ("3d_chain4.json", "cw", ['3d "turn"', "axis"]),
        ("3d_chain4.json", 3, ['3d "turn"', "axis"]),
        ("3d_chain4.json", "+y", ["perpendicular", "-y"]),  # arrow 0 flies -y
        ("3d_chain4.json", "-y", ["perpendicular"]),
    ],
)
def test_bad_turn_values_are_refused_with_one_line(name, turn, words):
    with pytest.raises(CodecError) as info:
        load(board_obj(name, {0: turn}))
    msg = str(info.value)
    assert "\n" not in msg
    for w in words:
        assert w.lower() in msg.lower(), msg


def test_turn_with_dir2_and_too_many_rotating_arrows_are_refused():
    obj = board_obj("2d_chain3.json", {0: "cw"})
    obj["arrows"][0]["dir2"] = "-y"
    with pytest.raises(CodecError, match='both "turn" and "dir2"'):
        load(obj)
    assert len(load(board_obj("3d_chain4.json", {0: "+x", 1: "+x", 2: "+x", 3: "+x"})).turns) == 4
    b = generate(PuzzleSpec("2d", "rect", size=(6, 6), seed=1, arrows=8))
    five = [replace(a, turn="cw") if i < 5 else a for i, a in enumerate(b.arrows)]
    with pytest.raises(BoardError, match="5 rotating arrows; at most 4"):
        Board(b.space, five)
    text = dump_board(b).replace('"dir":', '"turn":"cw","dir":', 5)
    with pytest.raises(CodecError, match="at most 4"):
        load_board(text)


def test_metrics_and_solution_of_a_rotating_board_come_from_the_verifier():
    # A turns cw: free at phase 0 (+x); fired first, the chain clears as without turns
    b = load(board_obj("2d_chain3.json", {0: "cw"}))
    order = solve_rotating(b)
    assert order is not None
    b.check_solution(order)
    m = metrics(b)
    assert m.solvable and m.rotating == 1 and m.depth == 3
    # B is the last of the chain; make it rotate ccw and check the verifier's answer
    # against playing its order move by move with the engine's own rule
    b2 = load(board_obj("2d_chain3.json", {1: "ccw"}))
    order2 = solve_rotating(b2)
    if order2 is None:
        assert metrics(b2).solvable is False
    else:
        b2.check_solution(order2)


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(["2d_chain3.json", "3d_chain4.json", "flat_brick3.json"]),
    st.integers(0, 2),
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-5, 9),
        st.floats(allow_nan=False),
        st.text(max_size=6),
        st.sampled_from(["cw", "ccw", "+x", "-x", "+y", "-y", "+z", "-z"]),
        st.lists(st.integers(), max_size=2),
        st.dictionaries(st.text(max_size=2), st.integers(), max_size=1),
    ),
)
def test_quiver_check_answers_any_turn_value_with_json_or_one_line(tmp_path_factory, name, i, turn):
    """Any JSON value for `turn`: a report (exit 0 or 1) or one clear line, exit 2."""
    import contextlib
    import io

    from quiver.cli import main

    obj = board_obj(name)
    obj["arrows"][i]["turn"] = turn
    path = tmp_path_factory.mktemp("t") / "b.json"
    path.write_text(json.dumps(obj))
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = main(["check", str(path), "--taps", "0"])
    if rc == 2:
        line = err.getvalue().strip()
        assert line and "\n" not in line and "Traceback" not in line
    else:
        assert rc in (0, 1) and json.loads(out.getvalue())["valid"]
