"""The packages as a player, a packager and a server operator get them (issue 25 items 3
and 4): the sdist and the wheel built from it, `twine check --strict`, the tests run from
the unpacked sdist, and the leaderboard server installed with the documented server-only
command into a bare virtual environment, answering `/` and a registered run.

Slow: it builds both packages and makes a virtual environment (the server's libraries
come from the package index; without it the test skips, and fails in CI)."""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import socket
import subprocess
import sys
import tarfile
import time
import tomllib
import urllib.request
import zipfile
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
IN_CI = os.environ.get("CI") == "true"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())
DRAWING = ("pygame", "moderngl", "numpy", "glm")


@pytest.fixture(scope="module")
def dists(packages):
    """(sdist, wheel): `python -m build` makes the sdist, then the wheel from it (the
    build is tests/conftest.py's `packages`, shared with tests/test_packaging.py)."""
    return packages[:2]


def test_twine_check_strict_passes(dists):
    done = subprocess.run(
        [sys.executable, "-m", "twine", "check", "--strict", *map(str, dists)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.count("PASSED") == 2


def test_the_wheel_is_the_game_named_quiver_game(dists):
    names = zipfile.ZipFile(dists[1]).namelist()
    meta = (
        zipfile.ZipFile(dists[1]).read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode()
    )
    head = meta.split("\n\n", 1)[0]
    assert "Name: quiver-game" in head and "License-Expression: MIT" in head
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    for url in ("Homepage", "Source", "Changelog"):
        assert f"Project-URL: {url}, https://" in head
    assert "Classifier: Programming Language :: Python :: 3.11" in head
    assert "Classifier: Topic :: Games/Entertainment :: Puzzle Games" in head
    # players get the game and nothing of the developer's: no test or lint tools, no psycopg
    required = [ln.split(":", 1)[1].strip() for ln in head.splitlines() if ln.startswith("Requires-Dist:")]
    plain = [r for r in required if "extra ==" not in r]
    assert {re.split(r"[<>=\[; ]", r)[0].lower() for r in plain} == {
        "pygame-ce",
        "moderngl",
        "numpy",
        "pyglm",
        "platformdirs",
    }
    assert not any(re.match(r"(pytest|ruff|mypy|hypothesis)\b", r) for r in required)
    assert any(r.startswith("psycopg") and 'extra == "postgres"' in r for r in required)
    assert not any(r.startswith("psycopg") and 'extra == "server"' in r for r in required)
    # every asset, the launcher files included; no tests, tools or benches
    for asset in (ROOT / "assets").rglob("*"):
        if asset.is_file() and "__pycache__" not in asset.parts:
            assert "quiver/assets/" + asset.relative_to(ROOT / "assets").as_posix() in names, asset
    assert "quiver/assets/desktop/io.github.quiver_game.Quiver.desktop" in names
    assert not [n for n in names if n.split("/")[0] in ("tests", "tools", "bench", "docs")]
    entry = zipfile.ZipFile(dists[1]).read(next(n for n in names if n.endswith("entry_points.txt"))).decode()
    assert "quiver = quiver.cli:main" in entry
    assert "quiver-game = quiver.cli:main" in entry  # the package's name is a command too


def tracked_files() -> list[str]:
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout (an unpacked sdist): nothing to compare with")
    out = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True)
    return [f for f in out.stdout.splitlines() if (ROOT / f).is_file()]


def test_the_sdist_holds_every_tracked_file(dists):
    with tarfile.open(dists[0]) as tar:
        names = {n.split("/", 1)[1] for n in tar.getnames() if "/" in n}
    left_out = [f for f in tracked_files() if f not in names and f != ".gitignore"]
    assert left_out == []
    for needed in ("tests/conftest.py", "tests/app_helpers.py", "tests/server_support.py", "LICENSE"):
        assert needed in names
    assert any(n.startswith("tests/boards/") for n in names) and "CHANGELOG.md" in names


# A sample that needs every kind of helper: board files (test_codec), the app helpers
# (test_app_play), the GL helpers (test_flat_render), the server helpers (test_server),
# and the assets found through the installed package (test_desktop, test_logs).
SDIST_SAMPLE = [
    "tests/test_codec.py",
    "tests/test_logs.py",
    "tests/test_app_play.py",
    "tests/test_flat_render.py",
    "tests/test_server.py",
    "tests/test_desktop.py",
    "tests/test_doctests.py",
]


def test_the_unpacked_sdist_runs_its_tests(dists, tmp_path):
    """The wheel built from the sdist, unpacked on its own, under the sdist's own tests
    (run from the unpacked folder, whose own quiver/ comes after the installed one): the
    fast tier of a sample of files. Their slow tests (windows, servers, processes) ran in
    the main run already; the installed game in a window is test_packaging's."""
    with tarfile.open(dists[0]) as tar:
        tar.extractall(tmp_path, filter="data")
    (src,) = tmp_path.glob("quiver_game-*")
    site = tmp_path / "site"
    zipfile.ZipFile(dists[1]).extractall(site)
    # the package from `site`; `tests.*` helpers from the unpacked folder, after it
    path = os.pathsep.join((str(site), str(src)))
    env = dict(os.environ, PYTHONPATH=path, PYTHONSAFEPATH="1", PYTHONDONTWRITEBYTECODE="1")
    where = subprocess.run(
        [sys.executable, "-c", "import quiver; print(quiver.__file__)"],
        cwd=src,
        env=env,
        capture_output=True,
        text=True,
    )
    assert where.stdout.startswith(str(site)), where.stdout + where.stderr
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-o",
            "addopts=",
            "-q",
            "-x",
            "-p",
            "no:cacheprovider",
            "-m",
            "not slow",
            *SDIST_SAMPLE,
        ],
        cwd=src,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    summary = done.stdout.strip().splitlines()[-1]
    assert re.search(r"\b\d{2,} passed", summary) and "error" not in summary and "failed" not in summary, (
        summary
    )


# -- the server without the game ------------------------------------------------------------------
def server_install_command() -> str:
    """docs/server.md's marked command (the line after the fence under the marker)."""
    lines = (ROOT / "docs" / "server.md").read_text().splitlines()
    at = lines.index("<!-- server-install -->")
    return lines[at + 2]


def test_the_documented_server_install_asks_for_the_server_extra():
    words = shlex.split(server_install_command())
    asked = {w for w in words if re.match(r"^[A-Za-z][\w.-]*[<>=]", w)}
    assert asked == set(PYPROJECT["project"]["optional-dependencies"]["server"])
    assert words[-2:] == ["--no-deps", "quiver-game"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


ROUND_TRIP = """
import json, sys
from quiver.game.code import generate_board
from quiver.game.daily import daily_code, today_utc
from quiver.game.leaderboard import LeaderboardClient

base, home = sys.argv[1], sys.argv[2]
day = today_utc()
code = daily_code(day, "2d")
board = generate_board(code)
moves, t = [], 0
while board.alive:
    i = board.free_arrows()[0]
    board.fire(i)
    moves.append((i, t))
    t += 400
client = LeaderboardClient(home, timeout=20.0, background=False)
client.configure(base, "Server Test")
assert client.submit(day.isoformat(), str(code), moves, 0)
client.sync()
client.request(day.isoformat(), "2d")
client.sync()
loaded = sorted(m for m in ("pygame", "moderngl", "numpy", "glm") if m in sys.modules)
print(json.dumps({"pending": client.pending(), "result": client.last_result,
                  "refusal": client.last_refusal, "id": client.my_id(), "loaded": loaded}))
"""


def test_the_server_installs_and_answers_without_the_game(dists, tmp_path):
    venv = tmp_path / "srv"
    command = server_install_command()
    command = command.replace("python3 -m venv", f"{shlex.quote(sys.executable)} -m venv")
    command = command.replace("/srv/quiver", str(venv)).replace(
        "--no-deps quiver-game", f"--no-deps {dists[1]}"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    done = subprocess.run(["bash", "-c", command], env=env, capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        why = "the server-only install failed (no package index here?): " + done.stderr.strip()[-300:]
        if IN_CI:
            pytest.fail(why)
        pytest.skip(why)
    python = venv / "bin" / "python"
    for lib in DRAWING:
        probe = subprocess.run([python, "-c", f"import {lib}"], capture_output=True, env=env, cwd=tmp_path)
        assert probe.returncode != 0, f"{lib} is installed in the server-only venv"
    port = free_port()
    home = tmp_path / "home"
    server = subprocess.Popen(
        [venv / "bin" / "quiver", "serve", "--port", str(port)],
        env=dict(env, QUIVER_HOME=str(home)),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(300):
            try:
                with urllib.request.urlopen(base + "/api/v1/health", timeout=2) as resp:
                    assert json.loads(resp.read())["ok"] is True
                break
            except OSError:
                assert server.poll() is None, server.stderr.read() if server.stderr else ""
                time.sleep(0.1)
        with urllib.request.urlopen(base + "/", timeout=10) as resp:
            assert resp.status == 200 and "<html" in resp.read().decode().lower()
        trip = subprocess.run(
            [python, "-c", ROUND_TRIP, base, str(tmp_path / "player")],
            env=env,
            cwd=tmp_path,  # (not the checkout: `-c` puts the folder it runs in first on sys.path)
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert trip.returncode == 0, trip.stderr[-3000:]
        got = json.loads(trip.stdout.strip().splitlines()[-1])
        assert got["pending"] == 0 and got["refusal"] is None and got["id"], got
        assert got["result"] and got["result"].get("rank") == 1, got
        assert got["loaded"] == []
    finally:
        server.terminate()
        server.wait(20)
    assert (home / "leaderboard.sqlite3").is_file()
