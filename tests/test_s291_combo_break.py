"""A blocked tap ends the combo (game/score.py: a bounce), so the count of the clear
before it goes at once (s291: after two quick clears and a bounce, "x2" stood on over
the board for a second beside the blocked tap's ring, as if the streak still ran)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run

pytest.importorskip("pygame")


def _quick_clears(monkeypatch, tmp_path, n: int, then):
    """The easy 12x12 heart at 800x600 (no window), `n` free arrows cleared 3 frames
    apart (a combo of `n`), then `then(app, play)`."""
    from quiver.game.code import complete

    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        app.flow.open_code(complete("2d", "heart", 12, None, "easy", 3))
        run(app, 5)
        play = app.top
        for _ in range(n):
            assert play.fire(min(play.board.free_arrows())).left
            run(app, 3)
        then(app, play)


def test_a_bounce_takes_the_combo_count_off(monkeypatch, tmp_path):
    def bounce(app, play):
        assert "combo" in play.fx.kinds()  # "x2"
        free = play.board.free_arrows()
        i = next(
            i for i in sorted(play.board.alive) if i not in free and play.board.first_blocker(i) is not None
        )
        assert not play.fire(i).left
        run(app, 1)
        assert "combo" not in play.fx.kinds()
        assert {"ray", "mark"} <= play.fx.kinds()  # (the bounce's own marks stand)

    _quick_clears(monkeypatch, tmp_path, 2, bounce)


def test_a_clear_keeps_the_count_going(monkeypatch, tmp_path):
    """Only a bounce drops it: the next quick clear shows the next count."""

    def shown(app, play):
        assert [f.text for f in play.fx.items if f.kind == "combo"] == ["x3"]

    _quick_clears(monkeypatch, tmp_path, 3, shown)
