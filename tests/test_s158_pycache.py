"""The bytecode cache that a test run shares (tests/conftest.py, PYTHONPYCACHEPREFIX) stays
whole: a child process run with little room (RLIMIT_FSIZE, a full disk's stand-in) writes
no bytecode. Python writes a .pyc to a temporary name and renames it, but a write cut
short by the limit is not an error to it: the cut file took the module's place, and every
later process of the run and of the next runs that imported that module failed with
"EOFError: marshal data too short" (six slow tests at once, 2026-12-05: quiver/pictures.py's
.pyc cut at 4096 bytes by test_s100_png's child)."""

import re
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def test_every_child_with_little_room_writes_no_bytecode():
    limited = []
    for path in sorted(TESTS.glob("*.py")):
        if path.name == Path(__file__).name:
            continue
        text = path.read_text()
        for m in re.finditer(r"setrlimit\(\s*resource\.RLIMIT_FSIZE", text):
            limited.append(path.name)
            before = text[: m.start()]
            assert "sys.dont_write_bytecode = True" in before[-400:], (
                f"{path.name}: a child limited by RLIMIT_FSIZE sets sys.dont_write_bytecode = True first"
            )
    assert {"test_s100_png.py", "test_s100_desktop.py"} <= set(limited)
