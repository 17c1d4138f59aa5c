"""The leaderboard server installs without the game (issue 25 item 4): everything it
loads, from `quiver serve`'s parser to a stored run's replay, needs none of the game's
drawing libraries, and PostgreSQL's driver only for a postgresql:// database. The fast
guard for tests/test_dist.py's slow check in a bare virtual environment."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

pytestmark = pytest.mark.slow  # a child process (tests/conftest.py: the fast tier starts none)

pytest.importorskip("starlette")
pytest.importorskip("sqlalchemy")

PROBE = """
import json, sys
from quiver.cli import build_parser
build_parser()
from quiver.server.app import create_app
from quiver.server.limits import Limits
from quiver.server.store import Store
from quiver.game.code import generate_board
from quiver.game.daily import daily_code, today_utc
store = Store("sqlite:///" + sys.argv[1])
store.migrate()
create_app(store, Limits(0, 0, 0))
board = generate_board(daily_code(today_utc(), "3d"))  # a replay builds the day's board
store.close()
heavy = ("pygame", "moderngl", "numpy", "glm", "glcontext", "psycopg", "quiver.app", "quiver.render3d")
print(json.dumps(sorted(m for m in heavy if m in sys.modules)))
"""


def test_the_server_loads_no_drawing_library_and_no_postgres_driver_for_sqlite(tmp_path):
    out = subprocess.run(
        [sys.executable, "-c", PROBE, str(tmp_path / "board.sqlite3")],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    assert json.loads(out.stdout.strip().splitlines()[-1]) == []
