"""`pip install .` must give a working game with all its assets (issue 7, packaging)."""

import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def wheel(packages):
    """(wheel, build log): the wheel `python -m build` makes from the sdist of the source
    tree (tests/conftest.py's `packages`, the one build tests/test_dist.py checks too);
    the log is the whole build's, the sdist's and the wheel's."""
    _, path, log = packages
    return path, log


def test_the_build_gives_no_packaging_warnings(wheel):
    """setuptools' own warnings (a package missing from `packages`, a deprecated field) are
    upper-case WARNING lines; the byte-compile notes of PYTHONDONTWRITEBYTECODE are not."""
    _, log = wheel
    assert [ln for ln in log.splitlines() if "WARNING" in ln] == []


def test_every_code_folder_is_a_listed_package():
    listed = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"]
    folders = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "quiver").rglob("__init__.py")}
    assert folders <= set(listed), folders - set(listed)


def test_wheel_contains_every_asset(wheel):
    names = set(zipfile.ZipFile(wheel[0]).namelist())
    for asset in (ROOT / "assets").rglob("*"):
        if asset.is_file() and "__pycache__" not in asset.parts:
            assert "quiver/assets/" + asset.relative_to(ROOT / "assets").as_posix() in names
    assert any(n.startswith("quiver/assets/sounds/") and n.endswith(".wav") for n in names)
    assert any(n.startswith("quiver/assets/shapes/") for n in names)
    assert any(n.endswith("entry_points.txt") for n in names)


def test_installed_wheel_runs_outside_the_repo(wheel, tmp_path):
    """Unpacked on its own (no site-packages, so not the editable install), the package
    finds its assets: the shape masks, every shader with its includes, every sound and
    piece of music the game names, the launcher files."""
    zipfile.ZipFile(wheel[0]).extractall(tmp_path / "site")
    code = (
        "import quiver, quiver.assets, quiver.cli\n"
        "assert 'site' in quiver.__file__, quiver.__file__\n"
        "from quiver.assets import ASSETS_DIR as A\n"
        "assert 'site' in str(A), A\n"
        "from quiver.render3d.shaders import shader_source\n"
        "for p in sorted((A / 'shaders').glob('*.glsl')):\n"
        "    assert '#include' not in shader_source(p.stem, 'FRAGMENT_SHADER'), p\n"
        "from quiver.audio import MUSIC_NAMES, SOUND_NAMES\n"
        "assert all((A / 'sounds' / f'{n}.wav').is_file() for n in SOUND_NAMES)\n"
        "assert all((A / 'music' / f'{n}.ogg').is_file() for n in MUSIC_NAMES)\n"
        "from pathlib import Path\n"
        "from quiver.desktop import planned\n"
        "assert len(planned(Path('/x'), ['quiver'])) > 10\n"
        "from quiver.shapes import make_shape\n"
        "print(len(make_shape('2d', 'cat').points))\n"
        "raise SystemExit(quiver.cli.main(['shapes']))\n"
    )
    out = subprocess.run(
        [sys.executable, "-S", "-c", code],
        cwd=tmp_path,
        env={"PYTHONPATH": str(tmp_path / "site")},
        capture_output=True,
        text=True,
    )
    assert out.returncode == 0, out.stderr
    assert "cat" in out.stdout and "ziggurat" in out.stdout


@pytest.mark.slow
def test_a_wheel_built_from_a_used_tree_ships_no_byte_code_cache(tmp_path):
    """`pip install .` or `python -m build --wheel` straight from a tree the game or the
    tests ran in: importing quiver.assets writes assets/__pycache__, which the assets'
    `**/*` took into the wheel (and pip into site-packages) until pyproject.toml left it out."""
    src = tmp_path / "src"
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.so", "*.pyd", "native_build.json")
    for name in ("quiver", "assets"):
        shutil.copytree(ROOT / name, src / name, ignore=ignore)
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy(ROOT / name, src / name)
    for cache in (src / "assets" / "__pycache__", src / "assets" / "sounds" / "__pycache__"):
        cache.mkdir()
        (cache / f"__init__.{sys.implementation.cache_tag}.pyc").write_bytes(b"stale")
    out = tmp_path / "dist"
    done = subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--outdir", str(out), str(src)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    (built,) = out.glob("quiver_game-*.whl")
    names = zipfile.ZipFile(built).namelist()
    assert [n for n in names if "__pycache__" in n or n.endswith(".pyc")] == []
    assert "quiver/assets/sounds/fire.wav" in names and "quiver/assets/__init__.py" in names


def test_the_changelog_records_this_generator_version():
    """A new generator decides which shared codes still open: CHANGELOG.md says so."""
    from quiver.generator.version import GENERATOR_VERSION

    text = (ROOT / "CHANGELOG.md").read_text()
    assert f"`{GENERATOR_VERSION}`" in text, f"add {GENERATOR_VERSION} to CHANGELOG.md"


def test_extras_are_named_by_the_distribution_not_the_command():
    """`pip install 'quiver[server]'` would fetch the unrelated `quiver` from the index:
    every extra the game or its help names is quiver-game's (`quiver serve --help` said
    `needs quiver[server]`)."""
    texts = {p: p.read_text(encoding="utf-8") for p in (ROOT / "quiver").rglob("*.py")}
    for page in [ROOT / "README.md", *(ROOT / "docs").rglob("*.md")]:
        texts[page] = page.read_text(encoding="utf-8")
    wrong = [
        f"{p.relative_to(ROOT)}: {m}"
        for p, t in texts.items()
        for m in re.findall(r"(?<![\w-])quiver\[\w+\]", t)
    ]
    assert wrong == []


def test_the_distribution_is_quiver_game_with_the_quiver_command():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["name"] == "quiver-game"
    # the package's own name is a command too: a stranger types what they installed
    assert project["scripts"] == {"quiver": "quiver.cli:main", "quiver-game": "quiver.cli:main"}
    assert (ROOT / "LICENSE").read_text().startswith("MIT License") and project["license"] == "MIT"
    # players install none of the developer's tools
    assert not {"test", "dev"} & set(project.get("optional-dependencies", {}))
