"""A tap on a shut lock ends the combo as a bounce does (game/session.py: combo.bounce),
but the play scene sent it past feel.on_blocked, so the last clear's "x2" stood on over
the board (s291 found it; s289 mends it)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run

pytest.importorskip("pygame")


def test_a_tap_on_a_shut_lock_takes_the_combo_count_off(monkeypatch, tmp_path):
    from quiver.engine.modes import SpecialKind
    from quiver.game.code import complete

    code = complete("2d", "heart", 12, None, "easy", 3).with_specials("many", (SpecialKind.LOCKS,))
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        app.flow.open_code(code)
        run(app, 5)
        play = app.top
        board = play.board

        def shut(i: int) -> bool:
            key = board.locks[i]
            return key is not None and key in board.alive

        for _ in range(2):  # two quick clears of arrows no lock holds: "x2"
            i = min(i for i in board.free_arrows() if board.locks[i] is None)
            assert play.fire(i).left
            run(app, 3)
        assert "combo" in play.fx.kinds()
        res = play.fire(next(i for i in sorted(board.alive) if shut(i)))
        assert res.locked and not res.left
        run(app, 1)
        assert "combo" not in play.fx.kinds()
