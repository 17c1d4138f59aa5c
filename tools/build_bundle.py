"""Build the one-folder download of the game for this platform (PyInstaller, quiver.spec)
and check it.

    .venv/bin/pip install --group bundle            # PyInstaller (once)
    .venv/bin/python tools/build_bundle.py          # -> dist/quiver/ (quiver or quiver.exe)
    .venv/bin/python tools/build_bundle.py --archive   # also dist/quiver-VERSION-OS-ARCH.tar.gz/.zip
    .venv/bin/python tools/build_bundle.py --smoke  # Linux: also start it under Xvfb (CI)
    .venv/bin/python tools/build_bundle.py --smoke --no-build   # check an existing build

Every build is checked without a display: what it holds (no byte-code cache, test
folder, extension module built for another Python, server or developer module, and
under MAX_MB), `--version`, a 2D picture rendered by the bundle, and a board built by
the bundle's executable in worker mode (`quiver --quiver-worker CODE`,
quiver/__main__.py). `--smoke` (Linux, needs Xvfb and xdotool) then starts it under
Xvfb to the menu, into a 3D puzzle, and starts a long 3D build and cancels it with Esc,
checking that its worker process is gone and the game still runs. Exit status 0 when
all of it passed; every failure is one line.
Windows and macOS steps: docs/DEVELOPING.md, "Downloadable builds".
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import textwrap
import zipfile
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
XVFB_RUN = ROOT / "tools" / "xvfb_run.py"  # an Xvfb of its own (xvfb-run -a, without its flakes)
sys.path.insert(0, str(ROOT))

from quiver import __version__
from quiver.game.worker import WORKER_ARG

EXE_NAME = "quiver.exe" if os.name == "nt" else "quiver"
SMALL_2D = "2d-heart-16x14-34-hard-7-g{g}"


class Failed(Exception):
    pass


# Modules the download leaves out: the leaderboard server's (`quiver serve` in a bundle
# says the download has none), the developer's tools and test suites.
NOT_SHIPPED = (
    *("starlette", "uvicorn", "sqlalchemy", "psycopg", "h11", "anyio", "sqlite3"),
    *("quiver.server.app", "quiver.server.store", "quiver.server.frontdoor"),
    *("pytest", "_pytest", "hypothesis", "mypy", "mypyc", "tests", "numpy.f2py", "pip", "setuptools"),
)
MAX_MB = 180  # the Linux folder is about 153 MB (docs/DEVELOPING.md); more is news


def contents_problems(folder: Path, modules: Iterable[str]) -> list[str]:
    """What in the one-folder build `folder` (whose Python modules, packed into the
    executable, are `modules`) should not be there, one line each."""
    problems, size = [], 0
    tag = sys.implementation.cache_tag  # cpython-311: the Python the bundle carries
    for f in sorted(folder.rglob("*")):
        rel = f.relative_to(folder).as_posix()
        other = re.search(r"\.(cpython-\d+)[-.]", f.name)
        if f.name == "__pycache__" or f.suffix == ".pyc":
            problems.append(f"a byte-code cache: {rel}")
        elif f.is_dir() and f.name in ("tests", "testing"):
            problems.append(f"a test folder: {rel}")
        elif other and other.group(1) != tag:
            problems.append(f"an extension module built for another Python: {rel}")
        elif f.is_file() and not f.is_symlink():
            size += f.stat().st_size
    left_out = sorted({bad for m in modules for bad in NOT_SHIPPED if m == bad or m.startswith(bad + ".")})
    problems += [f"a module the download leaves out: {bad}" for bad in left_out]
    if size > MAX_MB * 1e6:
        problems.append(f"{size / 1e6:.0f} MB, over {MAX_MB} MB")
    return problems


def packed_modules(exe: Path) -> list[str]:
    """The Python modules packed into the executable (PyInstaller's archive)."""
    from PyInstaller.archive.readers import CArchiveReader

    return list(CArchiveReader(str(exe)).open_embedded_archive("PYZ.pyz").toc)


def check_contents(folder: Path) -> None:
    try:
        modules = packed_modules(folder / EXE_NAME)
    except ImportError:
        raise Failed("reading the bundle's modules needs PyInstaller (pip install --group bundle)") from None
    problems = contents_problems(folder, modules)
    if problems:
        raise Failed(f"the bundle holds what it should not: {'; '.join(problems)}")
    print("ok: no cache, test folder, foreign extension module, server or developer module", flush=True)


def build(dist: Path, work: Path) -> Path:
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN"]
    cmd += ["--distpath", str(dist), "--workpath", str(work), str(ROOT / "quiver.spec")]
    print("building:", " ".join(cmd), flush=True)
    done = subprocess.run(cmd, cwd=ROOT)
    if done.returncode != 0:
        raise Failed(f"PyInstaller failed (exit status {done.returncode})")
    folder = dist / "quiver"
    if not (folder / EXE_NAME).is_file():
        raise Failed(f"no {EXE_NAME} in {folder}")
    return folder


def run(cmd: list[str], timeout: float = 120, **kw) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, capture_output=True, timeout=timeout, **kw)


def check_headless(folder: Path, tmp: Path) -> None:
    """What needs no display: version, a picture, the worker mode."""
    from quiver.game.code import current_generator

    exe = str(folder / EXE_NAME)
    env = dict(os.environ, QUIVER_HOME=str(tmp / "home"))
    out = run([exe, "--version"], env=env)
    if out.returncode != 0 or not out.stdout.decode().startswith(f"quiver {__version__} "):
        raise Failed(f"--version: {out.stdout!r} {out.stderr!r}")
    png = tmp / "heart.png"
    code = SMALL_2D.format(g=current_generator())
    out = run([exe, "render", "--code", code, "--out", str(png), "--window", "640x400"], env=env)
    if out.returncode != 0 or png.read_bytes()[:4] != b"\x89PNG":
        raise Failed(f"render: {out.stderr.decode().strip()}")
    out = run([exe, WORKER_ARG, code], env=env)
    import pickle

    from quiver.engine.codec import dump_board
    from quiver.game.code import PuzzleSpec, generate_board

    stream = __import__("io").BytesIO(out.stdout)
    first, last = pickle.load(stream), pickle.load(stream)
    if first != ("stage", "building") or last[0] != "board":
        raise Failed(f"worker mode: {first!r} then {last[0]!r}")
    if dump_board(last[1][1]) != dump_board(generate_board(PuzzleSpec.parse(code))):
        raise Failed("worker mode built a different board")
    print(f"ok: --version, render and worker mode ({code})", flush=True)


# Run on an Xvfb of its own (tools/xvfb_run.py). $APP is the bundle's executable, $OUT a
# folder for its output.
SMOKE = textwrap.dedent(
    r"""
    set -u
    window_of() {  # the X window of pid $1 (up to two minutes: a loaded machine), or empty
        for i in $(seq 1 1200); do
            w=$(xdotool search --pid "$1" 2>/dev/null | head -n 1)
            [ -n "$w" ] && { echo "$w"; return; }
            kill -0 "$1" 2>/dev/null || return
            sleep 0.1
        done
    }
    ticks() { awk '{print $14 + $15}' "/proc/$1/stat" 2>/dev/null || echo 0; }
    busy_worker() {  # a worker process of pid $1 that used CPU over the last half second
        ws=$(pgrep -P "$1" -f -- "--quiver-worker")
        before=""
        for w in $ws; do before="$before $w:$(ticks $w)"; done
        sleep 0.5
        for wt in $before; do
            w=${wt%%:*}
            [ $(( $(ticks $w) - ${wt##*:} )) -ge 10 ] && { echo "$w"; return; }
        done
    }
    alive() { [ -e "/proc/$1" ] && ! grep -q '^State:.*Z' "/proc/$1/status" 2>/dev/null; }
    key() {
        xdotool windowfocus --sync "$1" 2>/dev/null || xdotool windowfocus "$1"
        xdotool key --clearmodifiers "$2"
    }

    # 1. the menu: a window named Quiver; the smoke timer closes it with status 0
    QUIVER_SMOKE_SECONDS=6 "$APP" > "$OUT/menu.out" 2> "$OUT/menu.err" &
    pid=$!
    wid=$(window_of $pid)
    [ -n "$wid" ] || { echo "FAIL menu: no window"; exit 1; }
    [ "$(xdotool getwindowname "$wid")" = Quiver ] || { echo "FAIL menu: window name"; exit 1; }
    wait $pid || { echo "FAIL menu: exit status $?"; exit 1; }
    echo "ok: the menu opened and closed (status 0)"

    # 2. a 3D puzzle, built by a worker process: the play scene prints its code
    QUIVER_SMOKE_SECONDS=15 "$APP" --mode 3d --shape cube --size 8 --seed 2 \
        > "$OUT/play.out" 2> "$OUT/play.err" &
    pid=$!
    for i in $(seq 1 600); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done
    kill -0 $pid 2>/dev/null && { echo "FAIL 3D: still running after the smoke timer"; kill $pid; exit 1; }
    wait $pid || { echo "FAIL 3D: exit status $?"; exit 1; }
    grep -q '^code: 3d-cube-8x8x8-' "$OUT/play.out" || { echo "FAIL 3D: no puzzle opened"; exit 1; }
    echo "ok: a 3D puzzle opened ($(grep '^code:' "$OUT/play.out")) and closed (status 0)"

    # 3. a long 3D build, cancelled with Esc: its worker process stops, the game runs on
    "$APP" --mode 3d --shape cube --size 40 --seed 1 > "$OUT/cancel.out" 2> "$OUT/cancel.err" &
    pid=$!
    wid=$(window_of $pid)
    state() { kill -0 "$1" 2>/dev/null && echo running || echo ended; }
    [ -n "$wid" ] || { echo "FAIL cancel: no window (the game $(state $pid))"; exit 1; }
    worker=""  # the worker building it: the one using CPU (a warm spare waits idle)
    for i in $(seq 1 60); do
        worker=$(busy_worker $pid)
        [ -n "$worker" ] && break
    done
    [ -n "$worker" ] || { echo "FAIL cancel: no worker process building"; kill $pid; exit 1; }
    echo "worker: $(tr '\0' ' ' < /proc/$worker/cmdline)"
    sleep 1
    alive $worker || { echo "FAIL cancel: the build ended before Esc"; kill $pid; exit 1; }
    key "$wid" Escape
    for i in $(seq 1 50); do alive $worker || break; sleep 0.1; done
    alive $worker && { echo "FAIL cancel: the worker still runs after Esc"; kill $worker $pid; exit 1; }
    alive $pid || { echo "FAIL cancel: the game ended with the build"; exit 1; }
    echo "ok: Esc stopped the worker process $worker; the game runs on"
    sleep 1
    key "$wid" Escape; sleep 0.5; key "$wid" Return  # the menu's quit question
    for i in $(seq 1 100); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done
    if kill -0 $pid 2>/dev/null; then kill $pid; wait $pid; echo "note: Esc, Return did not quit; stopped"
    else wait $pid && echo "ok: quit from the menu (status 0)" || echo "note: exit status $?"; fi
    """
)


def smoke(folder: Path, tmp: Path) -> None:
    if not sys.platform.startswith("linux"):
        raise Failed("--smoke runs on Linux (Xvfb)")
    for tool in ("Xvfb", "xdotool", "pgrep"):
        if shutil.which(tool) is None:
            raise Failed(f"--smoke needs {tool}")
    env = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY")}
    env.update(
        APP=str(folder / EXE_NAME),
        OUT=str(tmp),
        QUIVER_HOME=str(tmp / "home"),
        QUIVER_LESSONS="0",
        SDL_AUDIODRIVER="dummy",
    )
    xvfb = [sys.executable, str(XVFB_RUN), "-s", "-screen 0 1600x1000x24", "bash", "-c", SMOKE]
    done = subprocess.run(xvfb, env=env, capture_output=True, text=True, timeout=600)
    print(done.stdout, end="", flush=True)
    if done.returncode != 0:
        errs = " | ".join(
            f"{p.name}: {p.read_text().strip()[-300:]}"
            for p in sorted(tmp.glob("*.err"))
            if p.read_text().strip()
        )
        raise Failed(f"the Xvfb smoke run failed (status {done.returncode}) {errs}")


def archive(folder: Path) -> Path:
    system = {"linux": "linux", "win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)
    stem = folder.parent / f"quiver-{__version__}-{system}-{platform.machine().lower()}"
    if os.name == "nt":
        path = stem.with_suffix(".zip")
        with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
            for f in folder.rglob("*"):
                z.write(f, Path("quiver") / f.relative_to(folder))
    else:
        path = Path(str(stem) + ".tar.gz")
        with tarfile.open(path, "w:gz") as t:
            t.add(folder, arcname="quiver")
    return path


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dist", default=str(ROOT / "dist"), help="output folder (default dist/)")
    ap.add_argument("--work", default=str(ROOT / "build" / "pyinstaller"), help="PyInstaller's work folder")
    ap.add_argument("--no-build", action="store_true", help="check the build already in --dist")
    ap.add_argument("--smoke", action="store_true", help="also run it under Xvfb (Linux)")
    ap.add_argument("--archive", action="store_true", help="also pack it as .tar.gz (.zip on Windows)")
    args = ap.parse_args(argv)
    dist = Path(args.dist)
    try:
        folder = dist / "quiver" if args.no_build else build(dist, Path(args.work))
        size = sum(f.stat().st_size for f in folder.rglob("*") if f.is_file() and not f.is_symlink())
        print(f"bundle: {folder} ({size / 1e6:.0f} MB)", flush=True)
        check_contents(folder)
        with tempfile.TemporaryDirectory(prefix="quiver-bundle-") as tmp:
            check_headless(folder, Path(tmp))
            if args.smoke:
                smoke(folder, Path(tmp))
        if args.archive:
            print(f"archive: {archive(folder)}")
    except (Failed, OSError, subprocess.TimeoutExpired) as e:
        print(f"build_bundle: error: {' '.join(str(e).split())}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
