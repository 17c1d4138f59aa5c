"""The leaderboard database's schema, one list of statements per version (docs/server.md).
The server applies the missing versions at start-up (:meth:`.store.Store.migrate`). To
add a version: append its statements here and raise SCHEMA_VERSION."""

from __future__ import annotations

__all__ = ["SCHEMA_VERSION", "migrations"]

SCHEMA_VERSION = 3


def migrations(dialect: str) -> dict[int, list[str]]:
    serial = (
        "INTEGER PRIMARY KEY AUTOINCREMENT"
        if dialect == "sqlite"
        else "BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY"
    )
    return {
        1: [
            "CREATE TABLE players ("
            " id VARCHAR(32) PRIMARY KEY,"
            " name VARCHAR(64) NOT NULL,"
            " token_hash CHAR(64) NOT NULL,"
            " created_at VARCHAR(32) NOT NULL)",
            "CREATE TABLE runs ("
            f" id {serial},"
            " player_id VARCHAR(32) NOT NULL REFERENCES players(id),"
            " day CHAR(10) NOT NULL,"
            " mode VARCHAR(8) NOT NULL,"
            " code VARCHAR(120) NOT NULL,"
            " mistakes INTEGER NOT NULL,"
            " time_ms INTEGER NOT NULL,"
            " hints INTEGER NOT NULL,"
            " moves INTEGER NOT NULL,"
            " submitted_at VARCHAR(32) NOT NULL,"
            " CONSTRAINT one_run_a_day UNIQUE (player_id, day, mode))",
            "CREATE INDEX runs_ranking ON runs (day, mode, mistakes, time_ms, submitted_at, id)",
        ],
        # issue 23: the combo score, recomputed from the replayed run (runs stored before
        # have 0 and rank last by score)
        2: [
            "ALTER TABLE runs ADD COLUMN score INTEGER NOT NULL DEFAULT 0",
            "ALTER TABLE runs ADD COLUMN best_combo INTEGER NOT NULL DEFAULT 0",
            "CREATE INDEX runs_score ON runs (day, mode, score, time_ms, submitted_at, id)",
        ],
        3: [
            # the same moves and times twice on one day: a replay of another player's run
            "ALTER TABLE runs ADD COLUMN moves_hash CHAR(64)",
            "CREATE UNIQUE INDEX runs_replay ON runs (day, mode, moves_hash)",
            # the run's time is bounded by the server's clock (it came with a nonce)
            "ALTER TABLE runs ADD COLUMN timed BOOLEAN NOT NULL DEFAULT FALSE",
            "CREATE TABLE attempts ("
            " nonce VARCHAR(64) PRIMARY KEY,"
            " player_id VARCHAR(32) NOT NULL REFERENCES players(id),"
            " day CHAR(10) NOT NULL,"
            " mode VARCHAR(8) NOT NULL,"
            " issued DOUBLE PRECISION NOT NULL,"
            " used BOOLEAN NOT NULL DEFAULT FALSE)",
            "CREATE INDEX attempts_issued ON attempts (issued)",
            # token buckets shared by every server process (keys are hashes: no addresses)
            "CREATE TABLE rate_limits ("
            " key CHAR(40) PRIMARY KEY,"
            " level DOUBLE PRECISION NOT NULL,"
            " at DOUBLE PRECISION NOT NULL,"
            " ok BOOLEAN NOT NULL)",
        ],
    }
