"""s246: a keep made while the puzzle is played (s240) read the kept-puzzle file twice,
once for play_kept's own look at what the keep would put out and again in save_json's
merge, and the look restated the merge's rule. Now the merge is the one rule, on its one
read: a keep asked to `spare` the kept puzzles writes nothing where it would put one out.
The corner the two rules told apart: a level (or a daily) kept under another code is the
same puzzle to the merge (kept again, said by no one: this Quiver drops it unopened), so
a keep while playing writes over it, as the keep on leaving always did."""

from __future__ import annotations

from pathlib import Path

from quiver.game import storage
from quiver.game.code import generate_board
from quiver.game.journey import CampaignLevel, FreePuzzle, PuzzleRequest
from quiver.game.kept_puzzle import FILE, MOST, keep_puzzle, kept_path, kept_puzzles
from quiver.game.session import Session
from quiver.game.storage import save_json
from tests.app_helpers import app_maker
from tests.test_s207_kept_app import play_level, tap
from tests.test_s207_kept_puzzle import Clock, home, play_some
from tests.test_s212_kept import free_session
from tests.test_s240_kept_as_played import keep_the_most

__all__ = ["home"]  # (the fixture)


def _counting_reads(monkeypatch) -> list[Path]:
    """The kept-puzzle file's opens for reading (storage's one way in)."""
    reads: list[Path] = []
    real = storage.open_regular

    def counted(path, *a, **k):
        if Path(path).name == FILE:
            reads.append(Path(path))
        return real(path, *a, **k)

    monkeypatch.setattr(storage, "open_regular", counted)
    return reads


def test_a_keep_while_playing_reads_the_kept_file_once(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(1024, 700)) as make:
        app = make()
        play = play_level(app)
        reads = _counting_reads(monkeypatch)
        tap(app, play, min(play.session.board.free_arrows()))
        assert play.kept_at is not None and [k.where for k in kept_puzzles()[0]] == ["level 2d 1"]
        assert len(reads) == 1 + 1  # the keep's one read (was 2), then kept_puzzles' here


def test_a_level_kept_under_another_code_is_written_over_as_played(monkeypatch, tmp_path):
    """Another Quiver's level 1 (another code) was kept since the level opened: the keep
    as played writes over it, as leaving would (s240 waited for the leave)."""
    with app_maker(monkeypatch, tmp_path, window=False, size=(1024, 700)) as make:
        app = make()
        play = play_level(app)
        other = {"code": "2d-rect-8x8-12-easy-5-g1", "where": "level 2d 1", "log": [[0, 0]], "hearts": 3}
        save_json(kept_path(), {"schema": 2, "puzzles": [other]})
        tap(app, play, min(play.session.board.free_arrows()))
        kept = kept_puzzles()[0]
        assert [(k.where, k.code) for k in kept] == [("level 2d 1", str(play.code))]
        assert play.resumed and play.kept_at is not None


def test_a_spared_keep_writes_nothing_where_it_would_put_one_out(home):
    clock = Clock()
    code, s = free_session(clock)
    play_some(s, clock, 2)
    assert keep_puzzle(PuzzleRequest(FreePuzzle(), code), code, s) is not None
    before = kept_path().read_bytes()
    other = code.with_seed(code.seed + 1)
    s2 = Session(generate_board(other), 3, clock=clock)
    play_some(s2, clock, 2)
    assert keep_puzzle(PuzzleRequest(FreePuzzle(), other), other, s2, spare=True) is None  # the free one
    for level in range(1, MOST):  # (MOST - 1 levels and the free puzzle: full)
        assert keep_puzzle(PuzzleRequest(CampaignLevel("2d", level), code), code, s).let_go == ()
    full = kept_path().read_bytes()
    assert keep_puzzle(PuzzleRequest(CampaignLevel("3d", 1), code), code, s, spare=True) is None  # the oldest
    assert kept_path().read_bytes() == full != before
    again = keep_puzzle(PuzzleRequest(CampaignLevel("2d", 1), code), code, s, spare=True)  # (in the file)
    assert again is not None and again.let_go == ()


def test_a_keep_that_would_put_one_out_reads_no_more_that_puzzle(monkeypatch, tmp_path):
    """MOST kept: the first tap's keep reads the file and writes nothing; later taps past
    AS_PLAYED_S read it no more (s240 read it again at every tap)."""
    with app_maker(monkeypatch, tmp_path, window=False, size=(1024, 700)) as make:
        app = make()
        keep_the_most(app)
        before = kept_path().read_bytes()
        play = play_level(app)
        reads = _counting_reads(monkeypatch)
        for _ in range(2):
            tap(app, play, min(play.session.board.free_arrows()))
        assert len(reads) == 1 and kept_path().read_bytes() == before
