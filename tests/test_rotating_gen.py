"""Generated boards with rotating arrows (ADR 0007): placed where the turn matters,
proven solvable, checked by `quiver check` through the verifier, deterministic, and the
engine's phase rule agreeing with the verifier's at random positions."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from quiver.cli import main
from quiver.engine import Rng, dump_board
from quiver.engine.rotating import MAX_ROTATING, RotatingRules, solve_rotating
from quiver.game.code import PuzzleSpec
from quiver.generator import generate

SHAPES = {"2d": ("heart", None), "3d": ("cube", 4), "flat": ("cube", None)}


def rotating_board(mode: str, seed: int, amount: str = "many", kinds=("rotating",)):
    shape, size = SHAPES[mode]
    return generate(PuzzleSpec(mode, shape, size=size, seed=seed, specials=amount, special_kinds=kinds))


@pytest.mark.parametrize("mode", ["2d", "3d", "flat"])
@pytest.mark.parametrize(
    "amount,kinds", [("some", ("rotating",)), ("many", ("locks", "two-headed", "rotating"))]
)
def test_generated_rotating_boards_pass_quiver_check(mode, amount, kinds, tmp_path, capsys):
    for seed in range(2):
        b = rotating_board(mode, seed, amount, kinds)
        assert 1 <= len(b.turns) <= MAX_ROTATING
        assert all(b.arrows[i].dir2 is None for i in b.turns)
        path = tmp_path / f"{mode}{seed}.json"
        path.write_text(dump_board(b))
        capsys.readouterr()
        assert main(["check", str(path)]) == 0
        report = json.loads(capsys.readouterr().out)
        assert report["solvable"] and report["solved_by"] == "verifier"
        assert report["specials"]["rotating"] == len(b.turns) and report["rotating"] == len(b.turns)
        assert report["depth"] == b.metrics["depth"] and report["problems"] == []


def test_quiver_check_reports_a_rotating_dead_end_board_as_not_solvable(tmp_path, capsys):
    # the 3-arrow chain with one arrow made rotating, in a way that leaves no clearing
    obj = json.loads((Path(__file__).parent / "boards" / "2d_chain3.json").read_text())
    obj.pop("solution")
    found = None
    for i in range(3):
        for turn in ("cw", "ccw"):
            o = json.loads(json.dumps(obj))
            o["arrows"][i]["turn"] = turn
            from quiver.engine import load_board

            if solve_rotating(load_board(json.dumps(o))) is None:
                found = o
    assert found is not None
    path = tmp_path / "dead.json"
    path.write_text(json.dumps(found))
    assert main(["check", str(path)]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["solvable"] is False and "dead end" in report["problems"][0]


def test_rotating_boards_are_deterministic_and_old_codes_open_the_same_boards():
    a, b = rotating_board("2d", 4), rotating_board("2d", 4)
    assert dump_board(a) == dump_board(b)
    old = PuzzleSpec.parse("2d-heart-16x14-40-hard-7-g4-slt")
    plain_kinds = generate(
        PuzzleSpec(
            "2d",
            "heart",
            size=(16, 14),
            arrows=40,
            difficulty="hard",
            seed=7,
            specials="some",
            special_kinds=("locks", "two-headed"),
        )
    )
    assert dump_board(generate(old)) == dump_board(plain_kinds)
    assert not plain_kinds.turns
    new = PuzzleSpec.parse(str(old.with_specials("some", ("locks", "two-headed", "rotating"))))
    assert str(new).endswith("-sltr") and generate(new).turns


def test_every_rotating_arrow_placed_changes_the_reading():
    for mode in SHAPES:
        b = rotating_board(mode, 1)
        for i in b.turns:  # some phase is blocked while it waits
            assert any(r is None or any(b.owner[c] >= 0 for c in r) for r in b.phase_rays[i])


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(["2d", "3d", "flat"]), st.integers(0, 10_000), st.integers(0, 40))
def test_engine_phase_rule_agrees_with_the_verifier_on_random_plays(mode, seed, moves):
    """Random free moves by the engine's own rule; at each position the engine's free
    arrows are the verifier's, and a position the verifier solves replays through fire()."""
    b = rotating_board(mode, seed % 50)
    rules = RotatingRules(b)
    pos = b.copy()
    rng = Rng(seed).stream("play")
    for _ in range(moves):
        free = pos.free_arrows()
        mask = sum(1 << i for i in pos.alive)
        assert free == rules.free(mask)
        if not free:
            break
        assert pos.fire(free[rng.below(len(free))]).left
    order = solve_rotating(b, rules, set(pos.alive))
    if order is not None:
        for i in order:
            assert pos.fire(i).left
        assert pos.cleared
    else:
        assert pos.alive
