"""`quiver --install-desktop`: put Quiver in a Linux desktop's applications menu.

The files ship in the package (assets/desktop/, drawn by tools/make_icon.py) and go to
the user's XDG data folder (``$XDG_DATA_HOME``, else ``~/.local/share``), the places
every desktop reads:

    applications/io.github.quiver_game.Quiver.desktop    (Exec: this very quiver)
    icons/hicolor/NxN/apps/io.github.quiver_game.Quiver.png, scalable/apps/....svg
    metainfo/io.github.quiver_game.Quiver.metainfo.xml

`quiver --uninstall-desktop` removes exactly these. No root, nothing outside that folder.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from importlib import resources
from pathlib import Path

from quiver.cli_args import CliError
from quiver.engine.errors import count_of
from quiver.game.atomic_write import write_bytes_atomic

APP_ID = "io.github.quiver_game.Quiver"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def data_home(environ: dict[str, str] | None = None) -> Path:
    env = os.environ if environ is None else environ
    xdg = env.get("XDG_DATA_HOME", "")
    return Path(xdg) if os.path.isabs(xdg) else Path.home() / ".local" / "share"


def command() -> list[str]:
    """How to start this Quiver from a launcher: the bundle's own executable, the
    `quiver` script beside this Python (a venv, pipx), else `python -m quiver`; with
    QUIVER_HOME set (a portable install), through `env` with that data folder, made
    absolute (without it the launcher's game would use the usual folder, not those saves)."""
    if getattr(sys, "frozen", False):
        cmd = [sys.executable]
    else:
        script = Path(sys.executable).parent / ("quiver.exe" if os.name == "nt" else "quiver")
        cmd = [str(script)] if script.is_file() else [sys.executable, "-m", "quiver"]
    home = os.environ.get("QUIVER_HOME")
    if home:
        return ["env", f"QUIVER_HOME={os.path.abspath(os.path.expanduser(home))}", *cmd]
    return cmd


def program(cmd: list[str]) -> str:
    """The program a launcher command runs (after `env NAME=VALUE`)."""
    return cmd[2] if cmd[0] == "env" else cmd[0]


def exec_quote(arg: str) -> str:
    """One argument of a .desktop Exec line (Desktop Entry spec, "The Exec key")."""
    if arg and not any(c in arg for c in " \t\n\"'\\><~|&;$*?#()`%"):
        return arg
    escaped = "".join("\\" + c if c in '"`$\\' else c for c in arg)
    return '"' + escaped.replace("%", "%%") + '"'


def desktop_entry(cmd: list[str]) -> str:
    """The shipped .desktop file with Exec and TryExec naming `cmd`."""
    text = _asset(f"{APP_ID}.desktop").decode()
    out = []
    for line in text.splitlines():
        if line.startswith("Exec="):
            line = "Exec=" + " ".join(exec_quote(a) for a in cmd)
        elif line.startswith("TryExec="):
            line = "TryExec=" + program(cmd)
        out.append(line)
    return "\n".join(out) + "\n"


def _asset(name: str) -> bytes:
    return resources.files("quiver.assets").joinpath("desktop", name).read_bytes()


def planned(root: Path, cmd: list[str]) -> dict[Path, bytes]:
    """Every file install() writes under `root` (the XDG data folder), with its bytes."""
    icons = root / "icons" / "hicolor"
    files = {
        root / "applications" / f"{APP_ID}.desktop": desktop_entry(cmd).encode(),
        root / "metainfo" / f"{APP_ID}.metainfo.xml": _asset(f"{APP_ID}.metainfo.xml"),
        icons / "scalable" / "apps" / f"{APP_ID}.svg": _asset("quiver.svg"),
    }
    for n in ICON_SIZES:
        files[icons / f"{n}x{n}" / "apps" / f"{APP_ID}.png"] = _asset(f"quiver-{n}.png")
    return files


def _linux_only(what: str) -> None:
    if not sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        raise CliError(f"{what} is for Linux desktops (freedesktop.org menus); not needed here")


def _refresh(root: Path) -> None:
    """Tell the desktop (best effort: the tools are optional, most menus watch anyway)."""
    for tool, arg in (
        ("update-desktop-database", root / "applications"),
        ("gtk-update-icon-cache", root / "icons" / "hicolor"),
    ):
        path = shutil.which(tool)
        if path:
            subprocess.run([path, "-q", str(arg)], capture_output=True, check=False)


def install(root: Path | None = None) -> int:
    _linux_only("--install-desktop")
    root = data_home() if root is None else root
    cmd = command()
    # each file whole or not at all, the menu entry last: a full disk left a torn entry in
    # the menu and said only "No space left on device" (StorageError names the file)
    for path, data in sorted(planned(root, cmd).items(), key=lambda kv: kv[0].suffix == ".desktop"):
        write_bytes_atomic(path, data, mode=0o644)  # (as a plain write made it)
    _refresh(root)
    print(f"installed the Quiver launcher in {root} (it starts: {' '.join(cmd)})")
    return 0


def uninstall(root: Path | None = None) -> int:
    _linux_only("--uninstall-desktop")
    root = data_home() if root is None else root
    removed = 0
    for path in planned(root, command()):
        if path.is_file():
            path.unlink()
            removed += 1
    if not removed:  # ("removed 0 Quiver launcher files" read as if something went wrong)
        print(f"no Quiver launcher in {root}: nothing to remove (--install-desktop adds one)")
        return 0
    _refresh(root)
    print(f"removed {count_of(removed, 'Quiver launcher file')} from {root}")
    return 0
