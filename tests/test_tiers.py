"""The two test tiers (tests/conftest.py): the rule that marks slow tests, the guard that
fails a fast-tier test doing what only a slow one may, and pytest's closing line."""

import re
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import SLOW_FIXTURES, SLOW_MODULES, SLOW_TESTS, SlowInFastTier, fast_tier_guard

TESTS = Path(__file__).resolve().parent


def test_the_guard_refuses_a_process_a_server_a_window_and_a_gl_context():
    pygame = pytest.importorskip("pygame")
    moderngl = pytest.importorskip("moderngl")
    before = vars(socket.socket).get("listen"), subprocess.Popen._execute_child
    with fast_tier_guard():
        with pytest.raises(SlowInFastTier, match="starting a process"):
            subprocess.run([sys.executable, "-c", "pass"])
        with socket.socket() as s, pytest.raises(SlowInFastTier, match="listening"):
            s.bind(("127.0.0.1", 0))
            s.listen()
        with pytest.raises(SlowInFastTier, match="opening a window"):
            pygame.display.set_mode((8, 8))
        with pytest.raises(SlowInFastTier, match="OpenGL"):
            moderngl.create_standalone_context()
    assert (vars(socket.socket).get("listen"), subprocess.Popen._execute_child) == before


def test_this_test_runs_under_the_guard():
    """A fast-tier test is guarded without asking (the hook in conftest.py)."""
    with pytest.raises(SlowInFastTier):
        subprocess.run([sys.executable, "-c", "pass"])


@pytest.mark.slow
def test_a_slow_test_is_not_guarded():
    assert subprocess.run([sys.executable, "-c", "pass"]).returncode == 0


def test_the_rule_marks_by_fixture_module_and_name(request):
    """On this run's own items: whatever uses a slow fixture, sits in a slow module or is
    named in SLOW_TESTS is marked slow."""
    for item in request.session.items:
        module = item.module.__name__.rpartition(".")[2]
        named = f"{module}::{getattr(item, 'originalname', item.name)}" in SLOW_TESTS
        if SLOW_FIXTURES.keys() & set(item.fixturenames) or module in SLOW_MODULES or named:
            assert item.get_closest_marker("slow"), item.nodeid


def test_every_name_in_the_rule_still_exists():
    """A renamed test or module would drop out of the lists without a word."""
    assert [m for m in SLOW_MODULES if not (TESTS / f"{m}.py").exists()] == []
    sources = "\n".join(p.read_text() for p in TESTS.glob("*.py"))
    assert [f for f in SLOW_FIXTURES if not re.search(rf"^def {f}\(", sources, re.M)] == []
    gone = []
    for key in SLOW_TESTS:
        module, _, name = key.partition("::")
        path = TESTS / f"{module}.py"
        if not path.exists() or not re.search(rf"^def {name}\(", path.read_text(), re.M):
            gone.append(key)
    assert gone == []


@pytest.mark.slow
def test_pytest_q_prints_its_closing_line():
    """`pytest -q` must still end with "N passed": a `-q` in pyproject's addopts would make
    it -qq, which drops that line."""
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            f"{__file__}::test_this_test_runs_under_the_guard",
        ],
        cwd=TESTS.parent,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert re.search(r"^1 passed\b", done.stdout, re.M), done.stdout
