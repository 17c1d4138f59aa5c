"""Where Quiver keeps its files: the data folder and the folders beside it.

* The user data folder comes from :mod:`platformdirs` (``user_data_dir("quiver")``);
  the environment variable ``QUIVER_HOME`` overrides it (the tests use that).
* Pictures, logs and exports have their own folders (the platform's, or under
  ``QUIVER_HOME`` when it is set); nothing is created here.

Only the standard library and platformdirs are used here.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Union

__all__ = [
    "APP_NAME",
    "ENV_HOME",
    "PathLike",
    "exports_dir",
    "free_path",
    "logs_dir",
    "pictures_dir",
    "pin_home",
    "user_home",
]

ENV_HOME = "QUIVER_HOME"
APP_NAME = "quiver"

PathLike = Union[str, "os.PathLike[str]"]


def user_home(home: PathLike | None = None) -> Path:
    """The folder that holds settings and progress.

    Order: the ``home`` argument, then ``$QUIVER_HOME``, then the platform's user data
    folder (``platformdirs.user_data_dir("quiver")``). The folder is not created here;
    :func:`quiver.game.storage.save_json` creates it on the first save.
    """
    if home is not None:
        return Path(home).expanduser()
    env = os.environ.get(ENV_HOME)
    if env:
        return Path(_absolute(env))
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False))


def _absolute(folder: str) -> str:
    return os.path.abspath(os.path.expanduser(folder))


def pin_home() -> None:
    """Make a relative ``$QUIVER_HOME`` absolute, once at start (``quiver`` does): the
    data folder is then the one it named from the folder the game started in, whatever
    the current folder becomes, and child processes (the generation worker) get the same."""
    env = os.environ.get(ENV_HOME)
    if env:
        os.environ[ENV_HOME] = _absolute(env)


def pictures_dir(home: PathLike | None = None) -> Path:
    """Where F12 screenshots go: ``platformdirs.user_pictures_dir()/Quiver``; with
    ``home`` or ``$QUIVER_HOME`` set, ``<home>/pictures`` instead (tests, portable
    installs). Not created here."""
    if home is not None or os.environ.get(ENV_HOME):
        return user_home(home) / "pictures"
    from platformdirs import user_pictures_dir

    return Path(user_pictures_dir()) / "Quiver"


def logs_dir(home: PathLike | None = None) -> Path:
    """Where the log file goes: the platform's user state folder
    (``platformdirs.user_state_dir("quiver")``: ``~/.local/state/quiver`` on Linux); with
    ``home`` or ``$QUIVER_HOME`` set, ``<home>/logs``. Not created here."""
    if home is not None or os.environ.get(ENV_HOME):
        return user_home(home) / "logs"
    from platformdirs import user_state_dir

    return Path(user_state_dir(APP_NAME, appauthor=False))


def exports_dir(home: PathLike | None = None) -> Path:
    """Where exported board files go: ``<user data folder>/exports``. Not created here."""
    return user_home(home) / "exports"


def free_path(folder: PathLike, stem: str, suffix: str) -> Path:
    """``folder/stem+suffix``, or ``stem-2``, ``stem-3``, ... when that name is taken."""
    folder = Path(folder)
    path = folder / f"{stem}{suffix}"
    n = 2
    while path.exists():
        path = folder / f"{stem}-{n}{suffix}"
        n += 1
    return path
