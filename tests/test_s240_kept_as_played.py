"""s240: the puzzle in play is kept as it is played, not only as the game closes: a game
killed (SIGKILL, a crash, a power cut) mid-level opened again where it was, minus seconds.
Keeping it as played never puts another kept puzzle out (said when the puzzle is left)."""

from __future__ import annotations

from tests.app_helpers import app_maker, run, unlock
from tests.test_s207_kept_app import play_level, tap, where


def killed(app) -> None:
    """The process dies: no close, no keep (the window just goes)."""
    app.running = False


def test_a_killed_game_opens_the_level_where_it_was(monkeypatch, tmp_path):
    from quiver.game.kept_puzzle import kept_puzzles

    with app_maker(monkeypatch, tmp_path, window=False, size=(1024, 700)) as make:
        app = make()
        play = play_level(app)
        tap(app, play, min(play.session.board.free_arrows()))
        left = where(play)
        killed(app)
        kept, warning = kept_puzzles()
        assert warning is None and [k.where for k in kept] == ["level 2d 1"]
        assert list(kept[0].log) == left[4]
        app = make()
        play = play_level(app)
        assert where(play) == left


def test_taps_close_together_are_kept_once(monkeypatch, tmp_path):
    """Within AS_PLAYED_S of the puzzle's clock, taps write nothing (the first one did)."""
    from quiver.game.kept_puzzle import kept_puzzles
    from quiver.scenes.play_kept import AS_PLAYED_S

    with app_maker(monkeypatch, tmp_path, window=False, size=(1024, 700)) as make:
        app = make()
        play = play_level(app)
        s = play.session
        tap(app, play, min(s.board.free_arrows()))
        first = kept_puzzles()[0][0].log
        assert s.elapsed - play.kept_at < AS_PLAYED_S
        tap(app, play, min(s.board.free_arrows()))
        assert kept_puzzles()[0][0].log == first and len(s.log) == len(first) + 1


def keep_the_most(app) -> None:
    """MOST puzzles kept already (3D levels 2 on, open in `app`), as a game before left them."""
    from quiver.game.kept_puzzle import MOST, kept_path
    from quiver.game.storage import save_json

    unlock("3d", 1 + MOST, app)

    others = [
        {"code": "3d-cube-4-10-easy-1-g9", "where": f"level 3d {n}", "log": [[0, 0]], "hearts": 3}
        for n in range(2, 2 + MOST)
    ]
    save_json(kept_path(), {"schema": 2, "puzzles": others})


def test_a_full_slot_list_is_not_put_out_while_one_is_played(monkeypatch, tmp_path):
    """MOST puzzles kept already: the one played (not left) puts none of them out."""
    from quiver.game.kept_puzzle import MOST, kept_puzzles

    with app_maker(monkeypatch, tmp_path, window=False, size=(1024, 700)) as make:
        app = make()
        keep_the_most(app)
        before = [k.where for k in kept_puzzles()[0]]
        assert len(before) == MOST
        play = play_level(app)
        tap(app, play, min(play.session.board.free_arrows()))
        run(app, 2)
        assert [k.where for k in kept_puzzles()[0]] == before
