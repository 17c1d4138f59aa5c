"""Locks and keys (RULES.md section 6): engine, board files, generator, codes, session, CLI."""

from __future__ import annotations

import json
import pathlib
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from puzzle_codes import GV

from quiver.engine import Board, BoardError, Rng, dump_board, find_cycle, load_board, peel
from quiver.engine.codec import CodecError
from quiver.game.code import PuzzleSpec, SpecError, board_code, check_generator, generate_board
from quiver.game.session import Session
from quiver.generator import generate
from quiver.generator.specials import parse_specials

BOARDS = pathlib.Path(__file__).parent / "boards"


def chain(locks: dict | None = None) -> dict:
    """The 3-arrow chain board (A free; C waits on A; B waits on C), with locks added."""
    obj = json.loads((BOARDS / "2d_chain3.json").read_text())
    obj.pop("solution")
    for i, key in (locks or {}).items():
        obj["arrows"][i]["lock"] = key
    return obj


def load(obj) -> Board:
    return load_board(json.dumps(obj))


# -- engine ------------------------------------------------------------------------------
def test_a_shut_lock_waits_on_its_key_and_opens_when_it_leaves():
    # A (0) is free by its ray, but locked by B (1), the last arrow of the chain
    b = load(chain({0: 1}))
    assert b.first_blocker(0) == (b.arrows[1].head, 1)
    assert not b.can_escape(0)
    assert find_cycle(b) is not None  # B waits on C waits on A waits on B
    assert not peel(b).solvable


def test_fire_on_a_shut_lock_is_blocked_and_changes_nothing():
    b = load(chain({2: 0}))  # C locked by A
    s = Session(b, hearts=3, clock=lambda: 0.0)
    r = s.fire(2)
    assert r.blocked and r.locked and r.blocker == 0 and r.cell is None
    shot = b.copy().fire(2)  # the engine's own answer: the key, at its head
    assert shot.locked and shot.hit == (b.arrows[0].head, 0) and not shot.left
    assert s.hearts == 2 and b.alive == {0, 1, 2}
    assert s.fire(0).left  # the key leaves: the lock is open
    r = s.fire(2)
    assert r.left and not r.locked


@pytest.mark.parametrize(
    "locks,words",
    [
        ({0: 0}, ["names the arrow itself"]),
        ({0: 7}, ["arrow 7", "0 to 2"]),
        ({0: "1"}, ['"lock"', "integer"]),
        ({0: 1.0}, ['"lock"', "integer"]),
        ({0: True}, ['"lock"', "integer"]),
        ({0: -1}, ["arrow -1"]),
        ({0: 2, 1: 2}, ["key of two locks"]),
        ({0: 1, 1: 2, 2: 0}, ["cycle"]),
        ({0: 1, 1: 0}, ["cycle"]),
    ],
)
def test_bad_locks_are_refused_with_one_line(locks, words):
    with pytest.raises(CodecError) as info:
        load(chain(locks))
    msg = str(info.value)
    assert "\n" not in msg
    for w in words:
        assert w.lower() in msg.lower(), msg


def test_engine_refuses_bad_locks_without_the_codec():
    b = load(chain())
    with pytest.raises(BoardError, match="cycle"):
        Board(b.space, [replace(b.arrows[0], lock=1), replace(b.arrows[1], lock=0), b.arrows[2]])


def test_locks_round_trip_and_plain_boards_write_no_lock_key():
    b = load(chain({2: 0}))
    text = dump_board(b)
    assert '"lock":0' in text and load_board(text).arrows[2].lock == 0
    assert "lock" not in dump_board(load(chain()))


# -- monotone: any clearing order of free arrows clears a solvable locked board -----------
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(["2d", "3d", "flat"]), st.integers(0, 10_000), st.sampled_from(["some", "many"]))
def test_removal_stays_monotone_with_locks(mode, seed, amount):
    shape = {"2d": "heart", "3d": "sphere", "flat": "cube"}[mode]
    b = generate(PuzzleSpec(mode, shape, seed=seed, specials=amount, difficulty="easy"))
    assert any(a.lock is not None for a in b.arrows)
    rng = Rng(seed).stream("order")
    for _ in range(3):  # random greedy orders never get stuck
        pos = b.copy()
        pos.reset()
        while pos.alive:
            free = pos.free_arrows()
            assert free, "a solvable board with locks got stuck"
            i = free[rng.below(len(free))]
            assert pos.fire(i).left
            # every lock still on the board is shut exactly while its key is
            for j in pos.alive:
                key = pos.locks[j]
                if key is not None and key in pos.alive:
                    assert not pos.can_escape(j)


# -- generator --------------------------------------------------------------------------
@pytest.mark.parametrize("mode,shape", [("2d", "heart"), ("3d", "sphere"), ("flat", "cube")])
def test_generated_locks_are_meaningful_and_boards_valid(mode, shape):
    for seed in range(3):
        plain = generate(PuzzleSpec(mode, shape, seed=seed))
        b = generate(PuzzleSpec(mode, shape, seed=seed, specials="many", special_kinds=("locks",)))
        assert load_board(dump_board(b)).arrows == b.arrows  # valid on load
        b.check_solution(b.solution)
        plain_levels = peel(plain).levels()
        levels = peel(b).levels()
        locks = [(i, a.lock) for i, a in enumerate(b.arrows) if a.lock is not None]
        assert locks and b.metrics["locks"] == len(locks)
        for lock, key in locks:
            assert levels[key] < levels[lock]  # the key comes first
            assert levels[lock] > plain_levels[lock]  # and the lock waits longer
            assert not any(
                b.space.adjacent(x, y) for x in b.arrows[lock].cells for y in b.arrows[key].cells
            )  # not touching its lock


def test_specials_none_is_byte_identical_and_generation_is_deterministic():
    spec = PuzzleSpec("2d", "heart", seed=11)
    assert dump_board(generate(spec)) == dump_board(generate(replace(spec, specials="none")))
    many = replace(spec, specials="many")
    assert dump_board(generate(many)) == dump_board(generate(many))
    assert "specials" not in generate(spec).params


def test_parse_specials():
    assert parse_specials("none") == () and parse_specials("") == ()
    assert parse_specials("Locks") == ("locks",)
    with pytest.raises(SpecError, match="unknown special arrow kind"):
        parse_specials("locks,bombs")
    with pytest.raises(SpecError, match="specials amount"):
        PuzzleSpec("2d", "heart", specials="lots")


# -- puzzle codes -----------------------------------------------------------------------
def test_codes_carry_specials_and_old_codes_stay_plain():
    old = PuzzleSpec.parse(f"2d-heart-16x14-40-hard-7-g{GV}")
    assert old.specials == "none" and str(old) == f"2d-heart-16x14-40-hard-7-g{GV}"
    assert dump_board(generate_board(old)) == dump_board(
        generate(PuzzleSpec("2d", "heart", (16, 14), 40, "hard", 7))
    )
    c = PuzzleSpec.parse(f"2D-heart-16x14-40-hard-7-g{GV}-ML")
    assert PuzzleSpec.parse(f"2d-heart-16x14-40-hard-7-g{GV}-mlt").special_kinds == ("locks", "two-headed")
    assert (c.specials, c.special_kinds) == ("many", ("locks",))
    assert str(c) == f"2d-heart-16x14-40-hard-7-g{GV}-ml"
    b = generate_board(c)
    assert b.metrics["locks"] > 0
    assert str(board_code(b)) == str(c)
    assert str(c.with_seed(8)) == f"2d-heart-16x14-40-hard-8-g{GV}-ml"


@pytest.mark.parametrize(
    "text",
    [
        f"2d-heart-16x14-40-hard-7-g{GV}-xl",
        f"2d-heart-16x14-40-hard-7-g{GV}-s",
        f"2d-heart-16x14-40-hard-7-g{GV}-sq",
        f"2d-heart-16x14-40-hard-7-g{GV}-sll",
    ],
)
def test_bad_specials_part_of_a_code(text):
    with pytest.raises(SpecError, match="special-arrows part"):
        PuzzleSpec.parse(text)


# -- command line -------------------------------------------------------------------------
def test_cli_generate_specials_and_check_counts(tmp_path, capsys):
    from quiver.cli import main

    out = tmp_path / "b.json"
    assert (
        main(["generate", "--shape", "heart", "--seed", "2", "--specials", "locks", "--out", str(out)]) == 0
    )
    capsys.readouterr()
    assert main(["check", str(out), "--taps", "0"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["specials"]["locks"] == report["locks"] > 0 and report["solvable"]


def test_cli_bad_specials_is_one_line_and_exit_2(capsys):
    from quiver.cli import main

    assert main(["generate", "--shape", "heart", "--specials", "bombs"]) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and "bombs" in err


def test_cli_seed_with_specials_plays_a_code_with_them():
    from quiver.cli import build_parser, game_options
    from quiver.game.launch import initial_code

    opts = game_options(build_parser().parse_args(["--seed", "5", "--specials", "many"]))
    code = initial_code(opts)
    assert code.specials == "many" and str(code).endswith("-mltr")


# -- campaign piece ---------------------------------------------------------------------
@pytest.mark.parametrize("mode", ["2d", "3d", "flat"])
def test_lesson_boards_have_a_lock_and_are_solvable(mode):
    from quiver.game.special_levels import lesson

    make, text = lesson(mode, "locks")
    b = make()
    assert any(a.lock is not None for a in b.arrows) and peel(b).solvable
    assert "key" in text


def test_campaign_mixes_specials_in_gradually():
    from quiver.game.special_levels import INTRO_LEVEL, special_arrows

    first = INTRO_LEVEL["locks"]
    assert all(special_arrows("2d", n) == "none" for n in range(1, first))
    assert special_arrows("2d", first) == "some"
    later = [special_arrows("2d", n) for n in range(first + 1, first + 201)]
    assert 0.15 < later.count("some") / 200 < 0.5 and later.count("none") > 100


def test_a_long_hostile_lock_chain_is_checked():
    # 200 000 links: a quadratic check would not finish; the linear one takes a moment
    from quiver.engine.locks import check_locks

    n = 200_000
    check_locks([i + 1 for i in range(n - 1)] + [None])  # one long chain: fine
    with pytest.raises(BoardError, match="cycle"):
        check_locks([i + 1 for i in range(n - 1)] + [0])  # closed into a loop


def test_an_older_code_names_the_same_choices_here_specials_included():
    old = PuzzleSpec.parse("2d-heart-16x14-40-hard-7-g1-sl")
    with pytest.raises(SpecError, match=f"Same choices here: 2d-heart-16x14-40-hard-7-g{GV}-sl$"):
        check_generator(old)
