"""The shared daily leaderboard server (`quiver serve`, docs/server.md).

* :mod:`.rules`  what a run must be to count: the day's code, legal moves replayed by the
  engine, sane times, names (pure Python, no web or database imports);
* :mod:`.store`  the database: SQLite by default, PostgreSQL by URL; versioned schema;
* :mod:`.limits` per-address and per-token rate limits;
* :mod:`.page`   the read-only HTML leaderboard;
* :mod:`.app`    the Starlette application (JSON API under ``/api/v1``);
* :mod:`.serve`  the ``quiver serve`` subcommand (uvicorn).

Starlette, uvicorn and SQLAlchemy come with the ``server`` extra (``pip install
'quiver-game[server]'``), psycopg with the ``postgres`` extra; only :mod:`.serve` is
imported by the game's CLI, and it loads them when the subcommand runs. Nothing here
imports pygame, moderngl, numpy or PyGLM, so the server installs without the game's
drawing libraries (docs/server.md, "A server without the game"; tests/test_dist.py).
"""
