"""The shared daily leaderboard server (`quiver serve`, docs/server.md).

* :mod:`.rules`  what a run must be to count: the day's code, legal moves replayed by the
  engine, sane times, names (pure Python, no web or database imports);
* :mod:`.store`  the database: SQLite by default, PostgreSQL by URL; versioned schema;
* :mod:`.limits` per-address and per-token rate limits;
* :mod:`.page`   the read-only HTML leaderboard;
* :mod:`.app`    the Starlette application (JSON API under ``/api/v1``);
* :mod:`.serve`  the ``quiver serve`` subcommand (uvicorn).

Starlette, uvicorn, SQLAlchemy and psycopg come with the ``server`` extra
(``pip install 'quiver[server]'``); only :mod:`.serve` is imported by the game's CLI, and it
loads them when the subcommand runs.
"""
