"""s331: the kept puzzles are read by the game's day (a daily after it is not out yet:
s329), but a kept daily's name took its year from the UTC clock where the keep puts one
out ("The 3D daily Dec 20 2025 kept longest is dropped" on a game whose day is in 2025).
Every name of a kept puzzle takes the game's day's year, as Continue's line does."""

from __future__ import annotations

import datetime as _dt
import json

from app_helpers import app_maker, run

from quiver.game.code import from_seed
from quiver.game.daily import today_utc
from quiver.game.kept_puzzle import MOST, kept_path
from tests.test_s212_kept_menu import left_by_menu

DAY = _dt.date(today_utc().year - 1, 12, 31)  # the game's day, in a year before the UTC clock's
CODE = "2d-heart-16x14-34-hard-7-g9"


def test_a_daily_put_out_is_named_by_the_games_year(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        app.midend._today = lambda: DAY
        days = [DAY - _dt.timedelta(days=n) for n in range(MOST)]  # (newest first)
        puzzles = [{"code": CODE, "where": f"daily 3d {d.isoformat()}", "log": [[0, 100]]} for d in days]
        kept_path().parent.mkdir(parents=True, exist_ok=True)
        kept_path().write_text(json.dumps({"schema": 2, "puzzles": puzzles}))
        app.flow.open_code(from_seed(5))
        run(app, 2)
        left_by_menu(app)
        said = [t for t in app.toasts.texts() if "kept longest" in t]
        assert said == [f"The 3D daily Dec 24 kept longest is dropped: {MOST} puzzles are kept at most"], said
        assert str(DAY.year) not in app.top.kept_btn.sub, app.top.kept_btn.sub
