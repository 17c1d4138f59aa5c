"""What the `quiver` command asks of this computer: a display, the folders it uses
(`quiver --paths`), the log file, and the desktop menu entry (`quiver --install-desktop`,
see quiver/desktop.py).

Nothing here imports pygame: these run before (or instead of) the game.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from quiver import logs
from quiver.cli_args import CliError
from quiver.cli_parser import need_stdout

# The one line `quiver` prints (and exits 2) on Linux with no display to open a window on;
# its start and advice also say when a named display does not answer (window.init_display).
NO_DISPLAY_LEAD = "no display to open the game window on"
DISPLAY_ADVICE = "start quiver from a desktop session, or set SDL_VIDEODRIVER to pick SDL's video driver"
NO_DISPLAY = f"{NO_DISPLAY_LEAD} (neither DISPLAY nor WAYLAND_DISPLAY is set): {DISPLAY_ADVICE}"


def display_missing(
    environ: dict[str, str] | os._Environ[str] | None = None, platform: str | None = None
) -> bool:
    """True on Linux (and the BSDs) when no X11 or Wayland display is named and no SDL
    video driver is chosen explicitly: SDL would fall back to an invisible offscreen
    window and the game would run unseen. Windows and macOS always have a display."""
    env = os.environ if environ is None else environ
    plat = sys.platform if platform is None else platform
    if plat.startswith(("win", "darwin", "cygwin", "emscripten")):
        return False
    if env.get("SDL_VIDEODRIVER"):
        return False
    return not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"))


def need_display() -> None:
    """Refuse to start the game window with no display (CliError: one line, exit 2)."""
    if display_missing():
        raise CliError(NO_DISPLAY)


def paths() -> dict[str, Path]:
    """The folders and files this computer uses, as `quiver --paths` prints them."""
    from quiver.game.data_dirs import exports_dir, logs_dir, pictures_dir, user_home

    return {
        "settings and saves": user_home(),
        "exports": exports_dir(),
        "log file": logs_dir() / logs.LOG_NAME,
        "screenshots": pictures_dir(),
    }


def print_paths() -> int:
    need_stdout("the folders", "`quiver --paths > FILE` keeps them")
    table = paths()
    width = max(len(k) for k in table) + 1
    for name, path in table.items():
        print(f"{name + ':':{width}} {path}")
    return 0


def start_log_file() -> Path | None:
    """The game's warnings and errors also go to the rotating log file. None when the
    data folder it would be in is, or is under, a file (QUIVER_HOME=/dev/null): the line
    about the data folder says so, once (a second line said "no log file (...: Not a
    directory)")."""
    from quiver.game.data_dirs import logs_dir, user_home

    folder, home = logs_dir(), user_home()
    there = next((p for p in (home, *home.parents) if p.exists()), None)  # it, or above it
    if folder.is_relative_to(home) and there is not None and not there.is_dir():
        return None
    return logs.add_file(folder)


def add_system_options(p) -> None:
    g = p.add_argument_group("this computer")
    which = g.add_mutually_exclusive_group()
    which.add_argument("--paths", action="store_true", help="print where settings, saves and the log live")
    which.add_argument(
        "--install-desktop", action="store_true", help="add Quiver to the desktop's applications menu (Linux)"
    )
    which.add_argument("--uninstall-desktop", action="store_true", help="remove what --install-desktop added")


def system_action(args) -> int | None:
    """Run `--paths`, `--install-desktop` or `--uninstall-desktop` when asked (the exit
    status), else None: the game starts. Puzzle options beside one: one line (they were
    dropped without a word)."""
    flags = ("paths", "install_desktop", "uninstall_desktop")
    action = next((f for f in flags if getattr(args, f)), None)
    puzzle = ("seed", "daily", "code", "mode", "shape", "size", "arrows", "difficulty", "specials")
    named = [f"--{k}" for k in puzzle if getattr(args, k, None) not in (None, False)]
    if action and named:
        raise CliError(f"--{action.replace('_', '-')} starts no puzzle; drop {', '.join(named)}")
    if args.paths:
        return print_paths()
    if args.install_desktop or args.uninstall_desktop:
        from quiver import desktop

        return desktop.install() if args.install_desktop else desktop.uninstall()
    return None


def game_start() -> None:
    """Before the game does any work: a display to show it on, and its log file."""
    need_display()
    # The window's class (X11) and app id (Wayland) name the launcher's .desktop file, so
    # the desktop shows its icon for the window (quiver/desktop.py).
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "io.github.quiver_game.Quiver")
    os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", "io.github.quiver_game.Quiver")
    start_log_file()
