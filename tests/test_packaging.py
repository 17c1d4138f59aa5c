"""`pip install .` must give a working game with all its assets (issue 7, packaging)."""
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "build", "--wheel", "--outdir", str(out), str(ROOT)],
                   check=True, capture_output=True)
    (path,) = out.glob("quiver-*.whl")
    return path


def test_wheel_contains_every_asset(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for asset in (ROOT / "assets").rglob("*"):
        if asset.is_file() and "__pycache__" not in asset.parts:
            assert "quiver/assets/" + asset.relative_to(ROOT / "assets").as_posix() in names
    assert any(n.startswith("quiver/assets/sounds/") and n.endswith(".wav") for n in names)
    assert any(n.startswith("quiver/assets/shapes/") for n in names)
    assert any(n.endswith("entry_points.txt") for n in names)


def test_installed_wheel_runs_outside_the_repo(wheel, tmp_path):
    """Unpacked on its own (no site-packages, so not the editable install), the package
    finds its assets."""
    zipfile.ZipFile(wheel).extractall(tmp_path / "site")
    code = ("import quiver, quiver.assets, quiver.cli\n"
            "assert 'site' in quiver.__file__, quiver.__file__\n"
            "from quiver.shapes import make_shape\n"
            "print(len(make_shape('2d', 'cat').points))\n"
            "raise SystemExit(quiver.cli.main(['shapes']))\n")
    out = subprocess.run([sys.executable, "-S", "-c", code], cwd=tmp_path,
                         env={"PYTHONPATH": str(tmp_path / "site")}, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert "cat" in out.stdout and "ziggurat" in out.stdout
