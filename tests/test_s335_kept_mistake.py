"""s335 (a stranger's pass in X): a blocked tap is kept at once, not with the next keep.

Level 4 at 800x600: a free arrow tapped (kept), a blocked one a second later (a heart
gone), a hint, then the game died (its window destroyed under it). Opened again, the
level had all three hearts back and one hint: the keep as played (s240) waits
AS_PLAYED_S of the clock between keeps, so a crash or a kill just after a mistake gave
the heart back. A mistake is rare and changes the run's stars: it is kept with its tap.
"""

from __future__ import annotations

from tests.app_helpers import app_maker
from tests.test_s207_kept_app import play_level, tap, where
from tests.test_s240_kept_as_played import killed


def test_a_game_killed_just_after_a_mistake_keeps_the_lost_heart(monkeypatch, tmp_path):
    from quiver.scenes.play_kept import AS_PLAYED_S

    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        play = play_level(app)
        s = play.session
        tap(app, play, min(s.board.free_arrows()))  # kept
        tap(app, play, next(i for i in sorted(s.board.alive) if not s.can_escape(i)))
        assert s.mistakes == 1 and s.elapsed - play.kept_at < AS_PLAYED_S  # (within the wait)
        left = where(play)
        killed(app)
        again = play_level(make())
        assert where(again) == left, "the heart lost came back after a kill"
        assert again.session.mistakes == 1
