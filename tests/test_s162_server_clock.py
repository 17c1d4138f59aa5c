"""`quiver serve`'s test clock (QUIVER_TEST_CLOCK_RATE, quiver/server/serve.py): off, the
server's clock is the wall clock; on, it runs N times real time from its start; a value
that is not a number from 1 to 1000 is one line, before the database is touched."""

from __future__ import annotations

import argparse
import time

import pytest

from quiver.server import serve


def test_without_the_variable_the_server_reads_the_wall_clock():
    assert serve.server_clock(None) is time.time and serve.server_clock("") is time.time


def test_a_rate_runs_the_clock_that_many_times_real_time(monkeypatch):
    now = [1000.0]
    monkeypatch.setattr(serve.time, "time", lambda: now[0])
    clock = serve.server_clock("20")
    assert clock() == 1000.0
    now[0] += 1.5
    assert clock() == 1000.0 + 30.0
    assert serve.server_clock("1")() == now[0]


@pytest.mark.parametrize("bad", ["0", "0.5", "1001", "-3", "nan", "inf", "fast", "2" * 9, "２０"])
def test_a_bad_rate_is_one_line(bad):
    with pytest.raises(ValueError) as caught:
        serve.server_clock(bad)
    assert str(caught.value).startswith("QUIVER_TEST_CLOCK_RATE must be a number from 1 to 1000")
    assert "\n" not in str(caught.value)


def test_quiver_serve_refuses_a_bad_rate_before_it_opens_the_database(tmp_path, monkeypatch):
    pytest.importorskip("uvicorn")
    monkeypatch.setenv(serve.TEST_CLOCK_RATE, "zero")
    db = tmp_path / "board.sqlite3"
    args = argparse.Namespace(db=f"sqlite:///{db}", workers=1, host="127.0.0.1", port=0)
    with pytest.raises(ValueError, match="QUIVER_TEST_CLOCK_RATE"):
        serve.run_serve(args)
    assert not db.exists()
