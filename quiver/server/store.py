"""The leaderboard's database: SQLAlchemy Core over SQLite (default) or PostgreSQL.

* SQLite: one file, WAL journal, ``synchronous=FULL`` (a commit is on disk before the
  server answers), a busy timeout so concurrent writers wait instead of failing.
* PostgreSQL (``postgresql://...``, driven by psycopg 3): several server processes can
  share one database; the migration step takes an advisory lock so two processes
  starting together do not both migrate.
* The schema is versioned (table ``schema_version``) and migrated by the server itself
  at start-up, each version in one transaction. A database newer than this server is
  refused rather than guessed at.
* Every statement is a ``text()`` with bound parameters: no value is ever spliced into
  SQL.
* One counted run per player, day and mode is the ``UNIQUE`` constraint, so a replayed or
  concurrent second submission can never be stored twice.

Opening the database (the URL's driver, the pool, each dialect's settings per connection)
is quiver.server.connect's.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import hmac
import secrets
import time
from dataclasses import dataclass

from sqlalchemy import text
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError

from .connect import StoreError, engine_url, make_engine
from .rules import Rejected, VerifiedRun
from .schema import SCHEMA_VERSION, migrations

__all__ = ["SCHEMA_VERSION", "Entry", "Store", "StoreError", "engine_url"]

NONCE_GRACE_MS = 2000  # a run may be this much longer than its nonce's age (clocks, latency)
RANKINGS = ("mistakes", "score")  # fewest mistakes then fastest; the highest combo score
_LOCK_KEY = 0x5155_4956  # "QUIV": the PostgreSQL advisory lock for migrations


def _now() -> str:
    """UTC with microseconds, in a form that sorts as text."""
    return _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


REVOKED = "revoked".ljust(64, "-")  # not hex: no secret hashes to it


def _hash(secret: str) -> str:
    # Tokens carry 256 random bits, so a plain SHA-256 cannot be brute-forced.
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class Entry:
    rank: int
    player: str
    name: str
    mistakes: int
    time_ms: int
    hints: int
    score: int = 0
    best_combo: int = 0
    timed: bool = False  # the run's time is bounded by the server's clock (a nonce)


# ORDER BY per ranking, and the "runs ahead of this one" condition for rank_of
_ORDER = {
    "mistakes": "r.mistakes, r.time_ms, r.submitted_at, r.id",
    "score": "r.score DESC, r.time_ms, r.submitted_at, r.id",
}
_AHEAD = {
    "mistakes": " mistakes < :mi OR (mistakes = :mi AND (time_ms < :t OR (time_ms = :t AND ("
    " submitted_at < :at OR (submitted_at = :at AND id < :id)))))",
    "score": " score > :sc OR (score = :sc AND (time_ms < :t OR (time_ms = :t AND ("
    " submitted_at < :at OR (submitted_at = :at AND id < :id)))))",
}


def _ranking(by: str) -> str:
    if by not in RANKINGS:
        raise Rejected(422, "bad_rank", f"rank must be one of {', '.join(RANKINGS)}")
    return by


class Store:
    def __init__(self, url: str) -> None:
        self.url = engine_url(url)
        self.engine: Engine = make_engine(self.url)
        self.dialect = self.engine.dialect.name

    # -- schema ------------------------------------------------------------------------------
    def migrate(self) -> int:
        """Bring the schema to SCHEMA_VERSION; return the version found before."""
        # SQLite: processes starting together queue on the write lock (BEGIN IMMEDIATE)
        engine = self.engine.execution_options(immediate=True) if self.dialect == "sqlite" else self.engine
        try:
            with engine.begin() as c:
                if self.dialect == "postgresql":  # processes starting together wait their turn
                    c.execute(text("SET LOCAL lock_timeout = '120s'"))
                    c.execute(text("SET LOCAL statement_timeout = '120s'"))
                    c.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": _LOCK_KEY})
                c.execute(text("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)"))
                found = c.execute(text("SELECT max(version) FROM schema_version")).scalar() or 0
                if found > SCHEMA_VERSION:
                    raise StoreError(
                        f"the database has schema version {found}, newer than this "
                        f"server's {SCHEMA_VERSION}: upgrade Quiver"
                    )
                steps = migrations(self.dialect)
                for version in range(found + 1, SCHEMA_VERSION + 1):
                    for statement in steps[version]:
                        c.execute(text(statement))
                    c.execute(text("INSERT INTO schema_version (version) VALUES (:v)"), {"v": version})
                return found
        except StoreError:
            raise
        except Exception as e:  # the driver's words: SQLAlchemy's add its class and a web link
            said = getattr(e, "orig", None) or e
            raise StoreError(f"cannot open the database: {' '.join(str(said).split())[:300]}") from None

    def schema_version(self) -> int:
        with self.engine.connect() as c:
            return c.execute(text("SELECT max(version) FROM schema_version")).scalar() or 0

    def close(self) -> None:
        self.engine.dispose()

    # -- players -------------------------------------------------------------------------------
    def register(self, name: str) -> tuple[str, str]:
        """A new player: returns (id, token). Only a hash of the token is kept."""
        player = secrets.token_hex(8)
        secret = secrets.token_urlsafe(32)
        with self.engine.begin() as c:
            c.execute(
                text(
                    "INSERT INTO players (id, name, token_hash, created_at) VALUES (:id, :name, :hash, :at)"
                ),
                {"id": player, "name": name, "hash": _hash(secret), "at": _now()},
            )
        return player, f"{player}.{secret}"

    def authenticate(self, token) -> str:
        """The player id a token belongs to, or Rejected(401)."""
        bad = Rejected(401, "bad_token", "unknown or malformed token")
        if not isinstance(token, str) or len(token) > 200 or token.count(".") != 1:
            raise bad
        player, secret = token.split(".")
        with self.engine.connect() as c:
            stored = c.execute(text("SELECT token_hash FROM players WHERE id = :id"), {"id": player}).scalar()
        # Compare in constant time; an unknown id is compared against a dummy the same way.
        if not hmac.compare_digest(_hash(secret), stored or "0" * 64) or stored is None:
            raise bad
        return player

    # -- runs ----------------------------------------------------------------------------------
    def add_run(
        self, player: str, run: VerifiedRun, nonce: str | None = None, now: float | None = None
    ) -> None:
        """Store the player's counted run of the day, in one transaction: its nonce (if
        any) used up and the run's time checked against the nonce's age by the server's
        clock; Rejected(409) if the player has a run that day or the same moves are
        another player's run (a replay); Rejected(422) for a bad or too recent nonce."""
        day = run.day.isoformat()
        try:
            with self.engine.begin() as c:
                timed = nonce is not None and self._use_nonce(c, nonce, player, run, now)
                c.execute(
                    text(
                        "INSERT INTO runs (player_id, day, mode, code, mistakes, time_ms, "
                        "hints, moves, submitted_at, score, best_combo, moves_hash, timed) VALUES (:p, "
                        ":day, :mode, :code, :mi, :t, :h, :mv, :at, :sc, :bc, :mh, :timed)"
                    ),
                    {
                        "p": player,
                        "day": day,
                        "mode": run.mode,
                        "code": run.code,
                        "mi": run.mistakes,
                        "t": run.time_ms,
                        "h": run.hints,
                        "mv": run.moves,
                        "at": _now(),
                        "sc": run.score,
                        "bc": run.best_combo,
                        "mh": run.moves_hash,
                        "timed": timed,
                    },
                )
        except IntegrityError:
            if self.rank_of(player, day, run.mode) is None:
                raise Rejected(
                    409, "replayed_run", "these moves and times are another player's run for the day"
                ) from None
            raise Rejected(
                409,
                "already_submitted",
                f"a run for {day} is already counted for this player (the first one counts)",
            ) from None

    @staticmethod
    def _use_nonce(c, nonce: str, player: str, run: VerifiedRun, now: float | None) -> bool:
        issued = c.execute(
            text(
                "UPDATE attempts SET used = TRUE WHERE nonce = :n AND player_id = :p AND day = :d "
                "AND mode = :m AND used = FALSE RETURNING issued"
            ),
            {"n": nonce, "p": player, "d": run.day.isoformat(), "m": run.mode},
        ).scalar()
        if issued is None:
            raise Rejected(
                422, "bad_nonce", "the attempt's nonce is unknown, used, or another player's or day's"
            )
        age_ms = ((time.time() if now is None else now) - float(issued)) * 1000
        if run.time_ms > age_ms + NONCE_GRACE_MS:
            raise Rejected(
                422,
                "too_quick_for_nonce",
                f"the run took {run.time_ms} ms but its attempt began {max(0, int(age_ms))} ms ago",
            )
        return True

    def issue_nonce(self, player: str, day: str, mode: str, now: float | None = None) -> str:
        """A new attempt at the day's daily: its nonce, and the server's time it began."""
        nonce = secrets.token_urlsafe(24)
        at = time.time() if now is None else now
        with self.engine.begin() as c:
            c.execute(
                text(
                    "INSERT INTO attempts (nonce, player_id, day, mode, issued, used) "
                    "VALUES (:n, :p, :d, :m, :at, FALSE)"
                ),
                {"n": nonce, "p": player, "d": day, "m": mode, "at": at},
            )
            if secrets.randbelow(100) == 0:  # now and then: attempts over ten days old go
                c.execute(text("DELETE FROM attempts WHERE issued < :old"), {"old": at - 10 * 86400})
        return nonce

    def rotate_token(self, player: str) -> str:
        """A new secret for the player; the old token stops working at once."""
        secret = secrets.token_urlsafe(32)
        with self.engine.begin() as c:
            c.execute(
                text("UPDATE players SET token_hash = :h WHERE id = :id"), {"h": _hash(secret), "id": player}
            )
        return f"{player}.{secret}"

    def revoke_token(self, player: str) -> None:
        """The player's token never works again (nothing hashes to the stored value)."""
        with self.engine.begin() as c:
            c.execute(text("UPDATE players SET token_hash = :h WHERE id = :id"), {"h": REVOKED, "id": player})

    def leaderboard(self, day: str, mode: str, limit: int, by: str = "mistakes") -> tuple[list[Entry], int]:
        """The day's top `limit` (ranked `by` one of RANKINGS) and how many runs it has."""
        order = _ORDER[_ranking(by)]
        with self.engine.connect() as c:
            rows = c.execute(
                text(
                    "SELECT r.player_id, p.name, r.mistakes, r.time_ms, r.hints, r.score, r.best_combo, "
                    "r.timed "
                    "FROM runs r JOIN players p ON p.id = r.player_id "
                    f"WHERE r.day = :day AND r.mode = :mode ORDER BY {order} LIMIT :n"  # fixed text
                ),
                {"day": day, "mode": mode, "n": limit},
            ).all()
            total = self._count(c, day, mode)
        return [
            Entry(k, row[0], row[1], row[2], row[3], row[4], row[5], row[6], bool(row[7]))
            for k, row in enumerate(rows, 1)
        ], total

    def count_runs(self, day: str, mode: str) -> int:
        with self.engine.connect() as c:
            return self._count(c, day, mode)

    @staticmethod
    def _count(c, day: str, mode: str) -> int:
        return int(
            c.execute(
                text("SELECT count(*) FROM runs WHERE day = :day AND mode = :mode"),
                {"day": day, "mode": mode},
            ).scalar()
        )

    def rank_of(self, player: str, day: str, mode: str, by: str = "mistakes") -> Entry | None:
        """The player's own entry on the day, ranked `by` (None when they have no counted run)."""
        ahead_sql = _AHEAD[_ranking(by)]
        with self.engine.connect() as c:
            mine = c.execute(
                text(
                    "SELECT r.id, r.mistakes, r.time_ms, r.submitted_at, r.hints, p.name, r.score, "
                    "r.best_combo, r.timed FROM runs r "
                    "JOIN players p ON p.id = r.player_id "
                    "WHERE r.player_id = :p AND r.day = :day AND r.mode = :mode"
                ),
                {"p": player, "day": day, "mode": mode},
            ).first()
            if mine is None:
                return None
            rid, mistakes, time_ms, at, hints, name, score, combo, timed = mine
            ahead = c.execute(
                text(f"SELECT count(*) FROM runs WHERE day = :day AND mode = :mode AND ({ahead_sql})"),
                {"day": day, "mode": mode, "mi": mistakes, "t": time_ms, "at": at, "id": rid, "sc": score},
            ).scalar_one()
        return Entry(int(ahead) + 1, player, name, mistakes, time_ms, hints, score, combo, bool(timed))

    def counts(self) -> dict[str, int]:
        with self.engine.connect() as c:
            return {
                t: int(c.execute(text(f"SELECT count(*) FROM {t}")).scalar_one())  # fixed names
                for t in ("players", "runs")
            }
