"""The leaderboard's read-only web page, loaded by a real headless Chromium (Debian's
package): names with markup in them show as text, never as elements."""

from __future__ import annotations

import datetime as _dt
import os
import shutil
import subprocess
import urllib.request

import pytest

pytest.importorskip("starlette")

from quiver.game.daily import daily_code
from tests.server_support import call, running_server, solve

TODAY = _dt.date(2026, 5, 13)
HOSTILE = ["<script>x()</script>", "<img src=x onerror=a()>", 'Tom & "Jerry"']


def chromium() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    reason = "no headless Chromium (apt-get install chromium; .ci/run installs it)"
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(reason)
    pytest.skip(reason)


def test_the_page_escapes_names_in_a_real_browser(tmp_path):
    browser = chromium()
    with running_server(f"sqlite:///{tmp_path / 'p.sqlite3'}", today=lambda: TODAY) as (base, _):
        code, moves = solve(TODAY)
        for k, name in enumerate(HOSTILE):
            _, who = call(base, "POST", "/api/v1/players", {"name": name})
            moves_k = [[a, t * (k + 1)] for a, t in moves]  # slower for each: a known order
            status, _ = call(
                base,
                "POST",
                "/api/v1/runs",
                {"player": who["id"], "date": TODAY.isoformat(), "code": code, "moves": moves_k},
                who["token"],
            )
            assert status == 201
        with urllib.request.urlopen(base + "/") as resp:
            assert "default-src 'none'" in resp.headers["Content-Security-Policy"]
            assert resp.headers["Content-Type"].startswith("text/html")
        out = subprocess.run(
            [
                browser,
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                f"--user-data-dir={tmp_path / 'profile'}",
                "--virtual-time-budget=2000",
                "--dump-dom",
                base + "/",
            ],
            capture_output=True,
            text=True,
            timeout=90,
        )
    dom = out.stdout
    assert "<table>" in dom, out.stderr[-1500:]
    assert str(daily_code(TODAY)) in dom and TODAY.isoformat() in dom and "3 runs" in dom
    # the names are text nodes (serialised escaped), in rank order, and no markup got through
    assert "&lt;script&gt;x()&lt;/script&gt;" in dom and "&lt;img src=x onerror=a()&gt;" in dom
    assert 'Tom &amp; "Jerry"' in dom
    assert "<script" not in dom and "<img" not in dom
    assert dom.index("&lt;script") < dom.index("&lt;img") < dom.index("Tom &amp;")
