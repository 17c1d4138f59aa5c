"""A blocked tap ends the combo (game/score.py: a bounce), so the count of the clear
before it goes at once (s291: after two quick clears and a bounce, "x2" stood on over
the board for a second beside the blocked tap's ring, as if the streak still ran)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run

pytest.importorskip("pygame")


def _blocked(board) -> int:
    free = board.free_arrows()
    return next(i for i in sorted(board.alive) if i not in free and board.first_blocker(i) is not None)


def test_a_bounce_takes_the_combo_count_off(monkeypatch, tmp_path):
    from quiver.game.code import complete

    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        app.flow.open_code(complete("2d", "heart", 12, None, "easy", 3))
        run(app, 5)
        play = app.top
        for _ in range(2):  # two quick clears: "x2"
            assert play.fire(min(play.board.free_arrows())).left
            run(app, 3)
        assert "combo" in play.fx.kinds()
        assert not play.fire(_blocked(play.board)).left
        run(app, 1)
        assert "combo" not in play.fx.kinds()
        assert {"ray", "mark"} <= play.fx.kinds()  # (the bounce's own marks stand)


def test_a_clear_keeps_the_count_going(monkeypatch, tmp_path):
    """Only a bounce drops it: the next quick clear shows the next count."""
    from quiver.game.code import complete

    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        app.flow.open_code(complete("2d", "heart", 12, None, "easy", 3))
        run(app, 5)
        play = app.top
        for _ in range(3):
            assert play.fire(min(play.board.free_arrows())).left
            run(app, 3)
        assert [f.text for f in play.fx.items if f.kind == "combo"] == ["x3"]
