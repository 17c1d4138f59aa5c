"""`quiver --install-desktop` on a full disk (s100): it left a torn launcher entry in the
menu (a plain write cut short) and said only "No space left on device". Now each file is
whole or absent, the menu entry goes last, and the one line names the file."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from quiver import desktop

ROOT = Path(__file__).resolve().parent.parent

# writes past LIMIT bytes fail (EFBIG), as on a disk with that much room left
FULL_DISK = textwrap.dedent(
    """
    import resource, signal, sys
    sys.dont_write_bytecode = True  # a .pyc cut at the limit would break later runs (conftest)
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, ({limit}, {limit}))
    from quiver.cli import main
    sys.exit(main(["--install-desktop"]))
    """
)


def install_with_room(tmp_path: Path, limit: int) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "share"), PYTHONPATH=str(ROOT))
    code = FULL_DISK.format(limit=limit)
    return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)


@pytest.mark.slow  # (a process with little room)
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="RLIMIT_FSIZE and freedesktop menus")
@pytest.mark.parametrize("limit", [64, 3000])  # the first file cut short; the big icons
def test_a_full_disk_leaves_no_torn_file_and_no_menu_entry_and_names_the_file(tmp_path, limit):
    done = install_with_room(tmp_path, limit)
    assert done.returncode == 2, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("quiver: error: could not write "), done.stderr
    assert "Traceback" not in done.stderr
    planned = desktop.planned(tmp_path / "share", desktop.command())
    for path, data in planned.items():
        assert not path.exists() or path.read_bytes() == data, f"a torn {path.name}"
    entry = next(p for p in planned if p.suffix == ".desktop")
    assert not entry.exists(), "the menu entry went in before its files"


def test_an_install_writes_every_file_readable_by_all(tmp_path, monkeypatch):
    monkeypatch.setattr(desktop, "_refresh", lambda root: None)  # (the desktop's tools: processes)
    assert desktop.install(tmp_path) == 0
    for path, data in desktop.planned(tmp_path, desktop.command()).items():
        assert path.read_bytes() == data and path.stat().st_mode & 0o777 == 0o644
