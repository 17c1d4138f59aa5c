"""Pictures on a full disk (s100): `quiver render` wrote its PNG through pygame into an
open file, so a full disk printed pygame's OSError line after line, left a torn PNG and
said only "No space left on device". Now a picture is whole or absent, said in one line
naming the file (2D: pictures.save_png; 3D and Flat 3D: render3d.headless.write_png)."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

pygame = pytest.importorskip("pygame")

from quiver.game import storage  # noqa: E402
from quiver.game.atomic_write import StorageError  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def full_disk(monkeypatch):
    def no_room(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(storage.os, "fsync", no_room)


def test_a_2d_picture_on_a_full_disk_is_absent_and_named(tmp_path, full_disk):
    from quiver.pictures import save_png

    out = tmp_path / "shot.png"
    with pytest.raises(StorageError, match=r"could not write shot\.png in .*No space left"):
        save_png(pygame.Surface((32, 24)), out)
    assert list(tmp_path.iterdir()) == []


def test_a_3d_picture_on_a_full_disk_is_absent_and_named(tmp_path, full_disk):
    from quiver.render3d.headless import write_png

    with pytest.raises(StorageError, match=r"could not write cube\.png in .*No space left"):
        write_png(tmp_path / "cube.png", np.zeros((8, 8, 4), np.uint8))
    assert list(tmp_path.iterdir()) == []


def test_pictures_read_back_and_are_readable_by_all(tmp_path):
    from quiver.pictures import save_png
    from quiver.render3d.headless import write_png

    surface = pygame.Surface((5, 3))
    surface.fill((10, 200, 30))
    save_png(surface, tmp_path / "a.png")
    write_png(tmp_path / "b.png", np.full((3, 5, 3), (10, 200, 30), np.uint8))
    for name in ("a.png", "b.png"):
        back = pygame.image.load(str(tmp_path / name))
        assert back.get_size() == (5, 3) and back.get_at((4, 2))[:3] == (10, 200, 30)
        assert (tmp_path / name).stat().st_mode & 0o777 == 0o644


@pytest.mark.slow  # (a process with little room)
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="RLIMIT_FSIZE")
def test_quiver_render_with_no_room_says_one_line_and_leaves_no_file(tmp_path):
    code = (
        "import resource, signal, sys\n"
        "sys.dont_write_bytecode = True\n"  # a .pyc cut at the limit would break later runs
        "signal.signal(signal.SIGXFSZ, signal.SIG_IGN)\n"
        "resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))\n"
        "from quiver.cli import main\n"
        f"sys.exit(main(['render', '--out', {str(tmp_path / 'x.png')!r}]))\n"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy", QUIVER_HOME=str(tmp_path / "home"))
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        f"quiver: error: could not write x.png in {tmp_path} (File too large)"
    ], done.stderr
    assert not (tmp_path / "x.png").exists()
