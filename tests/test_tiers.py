"""The two test tiers (tests/conftest.py): the rule that marks slow tests, the guard that
fails a fast-tier test doing what only a slow one may, and pytest's closing line."""

import os
import re
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import (
    SLOW_FIXTURES,
    SLOW_MODULES,
    SLOW_TESTS,
    TREE_FIXTURES,
    SlowInFastTier,
    fast_tier_guard,
    lock_of,
    xvfb_first,
)

TESTS = Path(__file__).resolve().parent
PYTEST_Q = [
    sys.executable,
    "-m",
    "pytest",
    "-q",
    "-p",
    "no:cacheprovider",
]  # a fresh pytest, its own cache off


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
        [*PYTEST_Q, f"{__file__}::test_this_test_runs_under_the_guard"],
        cwd=TESTS.parent,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert re.search(r"^1 passed\b", done.stdout, re.M), done.stdout


def _lock(item) -> str | None:
    mark = item.get_closest_marker("one_at_a_time")
    return None if mark is None else mark.args[0]


def test_the_rule_locks_what_must_not_run_side_by_side(request):
    """On this run's own items: a test that builds in the source tree, or starts Xvfb,
    takes the lock the rule gives it, so no two of them run at once in a parallel run."""
    for item in request.session.items:
        module = item.module.__name__.rpartition(".")[2]
        want = lock_of(module, item.fixturenames, item.get_closest_marker("slow") is not None)
        if want is not None:
            assert _lock(item) == want, item.nodeid
    assert lock_of("test_app_xvfb", []) == "xvfb"
    assert lock_of("test_display_xvfb", [], slow=False) is None  # the fast tier starts no X server
    fast = [i for i in request.session.items if i.module.__name__.endswith("test_display_xvfb")]
    fast = [i for i in fast if i.get_closest_marker("slow") is None]
    assert all(_lock(i) is None for i in fast)
    assert lock_of("test_anything", ["tmp_path"]) is None


class _Item:
    def __init__(self, name: str, lock: str | None) -> None:
        self.name, self.mark = name, None if lock is None else pytest.mark.one_at_a_time(lock).mark

    def get_closest_marker(self, name: str):
        return self.mark if name == "one_at_a_time" else None


def test_a_parallel_run_puts_the_xvfb_tests_first_in_their_order(request):
    """xvfb_first: the tests holding the lock "xvfb" ahead of all others, each group in its
    own order, so that one worker runs them all and none waits for another's Xvfb; on this
    run's own items where a worker collected them (the README's `-n auto`)."""
    items = [
        _Item(n, lock) for n, lock in [("a", None), ("x1", "xvfb"), ("b", "source-tree"), ("x2", "xvfb")]
    ]
    items.append(_Item("c", None))
    xvfb_first(items)
    assert [i.name for i in items] == ["x1", "x2", "a", "b", "c"]
    alone = [_Item("a", None), _Item("b", None)]
    xvfb_first(alone)
    assert [i.name for i in alone] == ["a", "b"]
    if os.environ.get("PYTEST_XDIST_WORKER"):
        held = [_lock(i) == "xvfb" for i in request.session.items]
        assert held == sorted(held, reverse=True), "an xvfb test after another test"


@pytest.mark.slow
def test_two_tests_holding_one_lock_never_overlap(tmp_path):
    """Two pytest processes (as two xdist workers are), each with a test that takes the
    same lock and sleeps: their times inside the lock do not overlap; QUIVER_TEST_CPU's
    lines count the wait for the lock apart from the time it was held."""
    (tmp_path / "test_locked.py").write_text(
        "import os, time, pytest\n"
        "@pytest.mark.one_at_a_time('tiers-selftest')\n"
        "def test_hold():\n"
        "    t = time.time()\n"
        "    time.sleep(1.0)\n"
        "    with open(f'span.{os.getpid()}', 'w') as f:\n"
        "        f.write(f'{t} {time.time()}')\n"
    )
    args = [
        *PYTEST_Q,
        "-p",
        "conftest",
        "test_locked.py",
    ]
    env = dict(os.environ, PYTHONPATH=str(TESTS), QUIVER_TEST_CPU=str(tmp_path / "cpu.tsv"))
    runs = [
        subprocess.Popen(args, cwd=tmp_path, env=env, stdout=subprocess.PIPE, text=True) for _ in range(2)
    ]
    outs = [r.communicate(timeout=120)[0] for r in runs]
    assert all(r.returncode == 0 for r in runs), outs
    spans = sorted(tuple(map(float, p.read_text().split())) for p in tmp_path.glob("span.*"))
    assert len(spans) == 2 and spans[0][1] <= spans[1][0], spans
    lines = [line.split("\t") for line in (tmp_path / "cpu.tsv").read_text().splitlines()]
    assert [n for n, *_ in lines] == ["test_locked.py::test_hold"] * 2, lines
    for _, _, wall, waited in lines:  # the second waited while the first held it (if it asked then)
        assert 0 <= float(waited) <= float(wall) - 1.0, lines  # the sleep, inside the lock, is no wait


def test_whatever_starts_xvfb_or_builds_in_the_tree_falls_under_the_rule():
    """Read from the sources, so a test added later is held to it: an X server is started
    (tools/xvfb_run.py, `XVFB_RUN` of test_app_xvfb; `xvfb-run` or `Xvfb` themselves) only
    by modules named *xvfb* (a bench run that may start it takes the lock itself), and
    `python -m build` of the tree only in a fixture of TREE_FIXTURES, inside `held("source-tree")`
    (a test that copies the tree and builds the copy needs neither)."""
    starts_x = re.compile(
        r"""\[\s*\*XVFB_RUN\b"""  # [*XVFB_RUN, ...
        r"""|[,/][ \t]*["']xvfb_run\.py["']"""  # os.path.join(ROOT, "tools", "xvfb_run.py")
        r"""|\[\s*["'](xvfb-run|Xvfb)["']"""  # ["xvfb-run", ... or ["Xvfb", ...
    )
    assert starts_x.search((TESTS / "test_app_xvfb.py").read_text())  # the rule still sees a start
    for path in [*sorted(TESTS.glob("test_*.py")), TESTS / "conftest.py"]:
        text = path.read_text()
        if path.name != "test_tiers.py" and starts_x.search(text):
            assert "xvfb" in path.stem, f"{path.name} starts an X server: name it *xvfb* (tests/conftest.py)"
        for at in (m.start() for m in re.finditer(r"""["']-m["'],\s*["']build["']""", text)):
            owner = re.findall(r"^def (\w+)\(", text[:at], re.M)
            assert owner, f"{path.name}: a build outside any function"
            body = text[text.rindex(f"def {owner[-1]}(", 0, at) : at]
            if "copytree(ROOT" in body:  # it builds a copy of the tree, which no other test writes in
                continue
            assert owner[-1] in TREE_FIXTURES, f"{path.name}: a build of the tree outside TREE_FIXTURES"
            assert 'with held("source-tree"):' in body, f"{owner[-1]} builds without the lock"
    bench = (TESTS / "test_bench_smoke.py").read_text()
    assert 'one_at_a_time("xvfb")' in bench


def test_the_readme_runs_the_tests_on_every_core():
    lines = (TESTS.parent / "README.md").read_text().splitlines()
    command = lines[lines.index("<!-- tests -->") + 2]
    assert command.startswith(".venv/bin/python -m pytest") and " -n auto" in command, command
