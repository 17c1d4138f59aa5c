"""s212: kept puzzles polished. Each kept as its own (a free puzzle left mid-way put out a
kept daily without a word), schema 1's one-puzzle file still read, a hint lit and not
tapped lit again, a 3D puzzle picked up again not greeted as new ("N still hidden"), and
keeping reads the file once."""

from __future__ import annotations

import json

import pytest

from quiver.engine.visibility import covered_arrows, uncovered_by
from quiver.game.code import complete, current_generator, generate_board
from quiver.game.journey import CampaignLevel, DailyPuzzle, FreePuzzle, PuzzleRequest
from quiver.game.kept_puzzle import keep_puzzle, kept_path, kept_puzzles, kept_quietly, load_kept
from quiver.game.session import Session
from quiver.generator import PuzzleSpec, generate
from quiver.scenes.inside3d import LONG, Inside
from quiver.scenes.play_kept import keep
from tests.test_s207_kept_puzzle import DAY, Clock, daily_session, home, midend, play_some

__all__ = ["home"]  # (the fixture)


def free_session(clock: Clock) -> tuple[PuzzleSpec, Session]:
    code = PuzzleSpec.parse(f"2d-rect-8x8-12-easy-5-g{current_generator()}")
    return code, Session(generate_board(code), 3, clock=clock)


def test_a_free_puzzle_kept_leaves_the_kept_daily_kept(home):
    clock = Clock()
    dcode, ds = daily_session(clock)
    play_some(ds, clock, 3)
    daily = PuzzleRequest(DailyPuzzle(DAY), dcode)
    keep_puzzle(daily, dcode, ds, nonce="n0")
    fcode, fs = free_session(clock)
    play_some(fs, clock, 2)
    keep_puzzle(PuzzleRequest(FreePuzzle(), fcode), fcode, fs)
    kept, warning = kept_puzzles()
    assert warning is None and [k.where for k in kept] == ["free", "daily 2d 2026-12-05"]  # newest first
    assert kept_quietly() == kept
    s2 = Session(generate_board(dcode), 3, clock=Clock(), ranked=True)
    assert midend().resume(daily, dcode, s2) is not None and s2.log == ds.log  # the daily goes on
    for level in (3, 20, 3):  # (a level replayed from the list does not put out the campaign's)
        keep_puzzle(PuzzleRequest(CampaignLevel("2d", level), fcode), fcode, fs)
    assert [k.where for k in kept_puzzles()[0]] == [
        "level 2d 3",
        "level 2d 20",
        "free",
        "daily 2d 2026-12-05",
    ]
    midend().forget_kept(daily)  # the daily over: only it is dropped
    assert [k.where for k in kept_puzzles()[0]] == ["level 2d 3", "level 2d 20", "free"]
    other, os_ = free_session(clock)
    play_some(os_, clock, 2)
    keep_puzzle(PuzzleRequest(FreePuzzle(), other), other, os_)  # one free puzzle: the latest
    assert [k.where for k in kept_puzzles()[0]] == ["free", "level 2d 3", "level 2d 20"]


def test_the_oldest_goes_past_the_most_kept(home):
    from quiver.game.kept_puzzle import MOST

    clock = Clock()
    code, s = free_session(clock)
    play_some(s, clock, 2)
    for level in range(1, MOST + 3):
        keep_puzzle(PuzzleRequest(CampaignLevel("2d", level), code), code, s)
    assert [k.where for k in kept_puzzles()[0]] == [f"level 2d {n}" for n in range(MOST + 2, 2, -1)]


def test_a_schema_1_file_is_read_as_its_one_slot_and_saved_over_as_schema_2(home):
    clock = Clock()
    dcode, ds = daily_session(clock)
    play_some(ds, clock, 3)
    old = {"schema": 1, "code": str(dcode), "where": "daily 2d 2026-12-05", "log": [list(m) for m in ds.log]}
    old.update(hinted=list(ds.hinted), hints=ds.hints_used, hearts=3, elapsed_ms=2100, nonce="n0")
    kept_path().write_text(json.dumps(old))
    kept, warning = load_kept("daily 2d 2026-12-05")
    assert warning is None and kept is not None and kept.log == tuple(tuple(m) for m in ds.log)
    fcode, fs = free_session(clock)
    play_some(fs, clock, 2)
    keep_puzzle(PuzzleRequest(FreePuzzle(), fcode), fcode, fs)
    data = json.loads(kept_path().read_text())
    assert data["schema"] == 2 and set(data) == {"schema", "puzzles"}  # (schema 1's fields gone)
    assert [d["where"] for d in data["puzzles"]] == ["free", "daily 2d 2026-12-05"]
    assert data["puzzles"][1]["nonce"] == "n0"


@pytest.mark.parametrize("bad", [{"schema": 2, "puzzles": [{"code": "x"}]}, {"schema": 2, "puzzles": 7}])
def test_a_bad_entry_says_one_line(home, bad):
    kept_path().write_text(json.dumps(bad))
    kept, warning = kept_puzzles()
    assert kept == [] and (warning is None) == (bad["puzzles"] == 7)
    assert kept_puzzles() == ([], None)


def test_a_hint_lit_and_not_tapped_is_lit_again_at_no_cost(home):
    clock = Clock()
    code, s = free_session(clock)
    play_some(s, clock, 3)
    lit = s.hint()
    used = s.hints_used
    request = PuzzleRequest(FreePuzzle(), code)
    assert keep_puzzle(request, code, s) is not None
    s2 = Session(generate_board(code), 3, clock=Clock())
    assert midend().resume(request, code, s2) is not None
    assert s2.last_hint == lit and s2.hint() == lit and s2.hints_used == used  # not counted again


def test_a_hint_already_tapped_is_not_lit_again(home):
    clock = Clock()
    code, s = free_session(clock)
    play_some(s, clock, 2)
    clock.t += 1
    s.fire(s.hint())
    request = PuzzleRequest(FreePuzzle(), code)
    keep_puzzle(request, code, s)
    s2 = Session(generate_board(code), 3, clock=Clock())
    assert midend().resume(request, code, s2) is not None and s2.last_hint is None


def test_keeping_reads_the_file_once(home, monkeypatch):
    from quiver.game import storage
    from quiver.scenes import play_kept

    clock = Clock()
    code, s = free_session(clock)
    play_some(s, clock, 2)
    reads = []
    real = storage.open_regular
    monkeypatch.setattr(storage, "open_regular", lambda p, *a: reads.append(p) or real(p, *a))

    class Play:
        request, midend, session, resumed, _coach = (
            PuzzleRequest(FreePuzzle(), code),
            midend(),
            s,
            False,
            None,
        )

    Play.code = code
    kept_path().write_text(json.dumps({"schema": 2, "puzzles": []}))
    assert play_kept.keep(Play) and [p.name for p in reads].count("kept_puzzle.json") == 1


def _uncovering(board) -> int:
    hidden = covered_arrows(board)
    return next(i for i in board.free_arrows() if uncovered_by(board, board.arrows[i].cells, hidden))


def test_a_3d_puzzle_picked_up_again_is_not_greeted_as_new():
    board = generate(PuzzleSpec("3d", "sphere", None, None, "hard", 3))
    first = Inside(board)
    i = _uncovering(board)
    board.remove(i)
    assert first.on_clear(i)[0].startswith("An inner arrow is uncovered")  # said as it was played
    again = Inside(board)  # the same board picked up again (replayed, then the scene made)
    assert again.any_uncovered and again.hidden == covered_arrows(board)
    said = []
    while board.alive:
        j = board.free_arrows()[0]
        board.remove(j)
        say = again.on_clear(j)
        if say:
            said.append(say[0])
    assert said == [LONG[2]]  # only "No arrows left hidden inside", as in one sitting


def test_a_3d_puzzle_left_before_any_was_uncovered_says_its_first():
    board = generate(PuzzleSpec("3d", "sphere", None, None, "hard", 3))
    hidden = covered_arrows(board)
    j = next(i for i in board.free_arrows() if not uncovered_by(board, board.arrows[i].cells, hidden))
    board.remove(j)
    again = Inside(board)
    assert not again.any_uncovered  # (never said: the first uncovering says it)


@pytest.fixture
def app3d(monkeypatch, home):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from quiver.app import App

    app = App((900, 700), window=False, sound=False, clock=lambda: 0.0, lessons=False)
    try:
        yield app
    finally:
        app.close()


def test_a_3d_puzzle_picked_up_again_relights_its_hint_and_greets_no_one_as_new(app3d):
    """The play scene itself (no window): the hint lit in the 3D view's keys, and the next
    arrow uncovered inside says nothing (its first toast was said before the game closed)."""
    from quiver.scenes.play3d import Play3DScene

    code = complete("3d", "sphere", None, None, "hard", 3)
    play = Play3DScene(app3d.ports, generate_board(code), code, None, hearts=3)
    board = play.board
    assert play.fire(_uncovering(board)).left and play.inside.any_uncovered
    lit = play.hint()
    assert keep(play)
    again = Play3DScene(app3d.ports, generate_board(code), code, None, hearts=3)
    again.enter()
    assert again.resumed and again.session.last_hint == lit and again.keys.lit.arrow == lit
    assert again.inside.any_uncovered and len(again.inside.hidden) > 1
    before = list(app3d.toasts.texts())
    b2 = again.board
    while len(again.inside.hidden) > 1:
        j = (
            next(i for i in b2.free_arrows() if i != lit)
            if len(b2.free_arrows()) > 1
            else b2.free_arrows()[0]
        )
        assert again.fire(j).left
    assert not [t for t in app3d.toasts.texts() if t not in before and "still hidden" in t]
