"""Where Quiver keeps its files, and how it writes and reads them safely.

* The user data folder comes from :mod:`platformdirs` (``user_data_dir("quiver")``);
  the environment variable ``QUIVER_HOME`` overrides it (the tests use that).
* :func:`save_json` is atomic: the new content goes to a temporary file in the same
  folder, is flushed and fsynced, then ``os.replace`` swaps it in and the folder itself
  is fsynced where the platform allows. A crash at any moment leaves either the old
  complete file or the new complete file, never a torn one.
* :func:`load_json` never lets a bad file crash the game: a file that cannot be read,
  is not JSON, is not a JSON object, or has an unknown ``schema`` (or none, and none of
  the ``known`` keys: a hand-written file with one is read as schema 1) is moved aside
  to ``NAME.corrupt-<n>.json`` (never deleted or overwritten) and a fresh default is
  returned with a one-line warning for the player. A file a newer Quiver wrote (a
  higher ``schema``) stays where it is: a fresh default, said once, and
  :func:`save_json` never writes over it. So does a file the player may not read
  (chmod 000: it is not corrupt, and its data is theirs): never written over in this
  process, nor whenever it cannot be read (a save's rename would replace it).
* :func:`save_json` given ``known`` (the keys its caller understands) writes the file's
  other entries back unchanged: a newer Quiver's data survives an older one's save.

Only the standard library and platformdirs are used here.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar, Union

from quiver.engine.errors import shown
from quiver.engine.modes import is_int
from quiver.engine.regular import open_regular
from quiver.game.save_aside import corrupt_path, move_aside
from quiver.game.save_keep import Known, kept, top_keys

__all__ = [
    "ENV_HOME",
    "MAX_FILE_BYTES",
    "KeptFile",
    "NewerFile",
    "StorageError",
    "corrupt_path",
    "exports_dir",
    "free_path",
    "load_json",
    "logs_dir",
    "peek_json",
    "pictures_dir",
    "pin_home",
    "save_json",
    "user_home",
    "write_bytes_atomic",
]

ENV_HOME = "QUIVER_HOME"
APP_NAME = "quiver"

PathLike = Union[str, "os.PathLike[str]"]
MAX_FILE_BYTES = 16 * 1024 * 1024  # settings/progress bigger than this are not read
_SAID_NEWER: set[str] = set()  # the newer Quiver's files load_json has named in this process
_UNREAD: set[str] = set()  # files load_json could not read in this process: never saved over
T = TypeVar("T")
Merging = Callable[[dict[str, Any] | None], Any]  # save_json's merge: the file's object -> what to write


class StorageError(OSError):
    """A file could not be written. ``str(err)`` is one line, fit to show the player."""


class KeptFile(str):
    """load_json's warning for a file it left where it is, which save_json does not
    write over: one the player may not read (its data is theirs), or a newer Quiver's."""


class NewerFile(KeptFile):
    """load_json's warning for a file a newer Quiver wrote: it is left where it is."""


def user_home(home: PathLike | None = None) -> Path:
    """The folder that holds settings and progress.

    Order: the ``home`` argument, then ``$QUIVER_HOME``, then the platform's user data
    folder (``platformdirs.user_data_dir("quiver")``). The folder is not created here;
    :func:`save_json` creates it on the first save.
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


def write_bytes_atomic(path: PathLike, data: bytes, verb: str = "write", mode: int | None = None) -> Path:
    """Write ``data`` to ``path`` through a fsynced temporary file and a rename (the
    folder is created, and fsynced after the rename so the rename itself is durable);
    ``mode``: the file's permissions (None: 0600, the player's own).
    Raises :class:`StorageError` with one line ("could not <verb> NAME in FOLDER ...").
    A symlink is followed: the file it names is replaced and the link kept (a settings
    file linked from a dotfiles folder stays linked)."""
    given = Path(path)
    path = Path(os.path.realpath(given))
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StorageError(f"could not create the folder {folder} ({_in_the_way(folder, exc)})") from None
    tmp_name: str | None = None
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
        if mode is not None:
            os.chmod(tmp_name, mode)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp_name, path)
        tmp_name = None
    except OSError as exc:
        raise StorageError(f"could not {verb} {path.name} in {folder} ({_reason(exc)})") from None
    finally:
        if tmp_name is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp_name)
    _fsync_dir(folder)
    return given


def _in_the_way(folder: Path, exc: OSError) -> str:
    """Why a folder could not be made: a file where it (or a folder above it) should be
    is named ("File exists" read as if the folder were there), else the system's reason."""
    blocker = next((p for p in (folder, *folder.parents) if p.exists()), None)
    if blocker is not None and not blocker.is_dir():
        return (
            "a file of that name is in the way" if blocker == folder else f"{blocker} is a file, not a folder"
        )
    return _reason(exc)


def _reason(exc: BaseException) -> str:
    """A short, single-line description of an OS error."""
    text = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
    return " ".join(str(text).split()) or type(exc).__name__


def _fsync_dir(folder: Path) -> None:
    """fsync a directory so a rename inside it is durable (POSIX); ignored elsewhere."""
    flags = getattr(os, "O_DIRECTORY", None)
    if flags is None:  # Windows: directories cannot be opened this way
        return
    try:
        fd = os.open(folder, os.O_RDONLY | flags)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def save_json(path: PathLike, obj: Any, known: Known | None = None, merge: Merging | None = None) -> bool:
    """Write ``obj`` as JSON to ``path`` atomically; False (nothing written) where the
    file there is a newer Quiver's (a higher ``schema`` than ``obj``'s) or one that may
    not be read (now, or when load_json tried in this process).
    ``known``: what the caller understands; the file's other entries are kept (save_keep).
    ``merge``: given the file's object as it is (None: none good), what to write instead
    of ``obj`` (another Quiver open on the folder saved since: progress_merge); one read.

    Raises :class:`StorageError` (an ``OSError``) with a one-line message when the file
    cannot be written (permissions, full disk, ...); ``TypeError`` / ``ValueError`` if
    ``obj`` is not JSON-serialisable (a programming error, raised before any file is
    touched).
    """
    if os.path.abspath(path) in _UNREAD:
        return False  # (load_json said so): the player's data, which this process never saw
    version = obj.get("schema") if isinstance(obj, dict) else None
    if is_int(version):
        old, keep = peek_json(path, version, known)
        if keep:
            return False  # a newer Quiver's (load_json said so), or not ours to read
        obj = obj if merge is None else merge(old)
        if known is not None:
            obj = kept(old, obj, known)
    text = json.dumps(obj, indent=1, sort_keys=True, ensure_ascii=False, allow_nan=False)
    try:
        data = (text + "\n").encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate (a file name's byte that is not UTF-8, as
        # Python reads it): JSON's \u escapes keep it, and read it back the same
        text = json.dumps(obj, indent=1, sort_keys=True, ensure_ascii=True, allow_nan=False)
        data = (text + "\n").encode("ascii")
    write_bytes_atomic(path, data, verb="save")
    return True


def peek_json(path: PathLike, schema: int, known: Known | None = None) -> tuple[dict[str, Any] | None, bool]:
    """``(the object of a good file at path, or None; whether the file must be kept as
    it is: a newer Quiver's, or one that may not be read)``. Nothing is moved or said;
    never raises."""
    try:
        with open_regular(Path(path)) as fh:
            raw = fh.read(MAX_FILE_BYTES + 1)
        return (_parse(raw, schema, known) if len(raw) <= MAX_FILE_BYTES else None), False
    except (_Newer, PermissionError):
        return None, True
    except (OSError, _Bad):
        return None, False


class _Bad(Exception):
    """Internal: the file exists but is not usable; the message says why."""


class _Newer(_Bad):
    """Internal: the file is a newer Quiver's (its schema is higher)."""


def _parse(raw: bytes, schema: int, known: Known | None = None) -> dict[str, Any]:
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise _Bad("not UTF-8 text") from None
    if not text.strip():
        raise _Bad("empty file")
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as exc:
        raise _Bad(f"invalid JSON at line {exc.lineno}") from None
    except (ValueError, RecursionError):
        raise _Bad("invalid JSON") from None
    if not isinstance(obj, dict):
        kind = {list: "a list", str: "a string", bool: "true/false", type(None): "null"}.get(
            type(obj), "a number"
        )
        raise _Bad(f"expected a JSON object, found {kind}")
    version = obj.get("schema")
    top = top_keys(known)
    if version is None and not any(key in obj for key in top if key != "schema"):
        raise _Bad("no schema version" + (", and no key Quiver knows" if top else ""))
    text = str(version).strip().removesuffix(".0") if isinstance(version, str | float) else ""
    version = int(text) if text.isdecimal() and len(text) < 10 else version  # "1", 1.0: a hand edit
    version = obj["schema"] = 1 if version is None else version  # hand-written: the oldest
    if not is_int(version):
        raise _Bad(f"schema version {shown(version)} is not a whole number")
    if version > schema:
        raise _Newer()
    if version < 1:
        raise _Bad(f"unknown schema version {shown(version)}")
    return obj


def _not_a_folder(folder: Path) -> str:
    """One line for a data folder with a file where it (or a folder above it) should be."""
    blocker = next((p for p in (folder, *folder.parents) if p.exists()), folder)
    where = "is a file, not a folder" if blocker == folder else f"cannot be made ({blocker} is a file)"
    return (
        f"the data folder {folder} {where}: nothing is saved this time "
        "(move that file away, or set QUIVER_HOME to a folder)"
    )


def load_json(
    path: PathLike,
    schema: int,
    default_factory: Callable[[], T],
    known: Known | None = None,
) -> tuple[dict[str, Any] | T, str | None]:
    """Read a JSON object written by :func:`save_json` (or by hand: with no ``"schema"``
    but one of ``known``'s top-level keys, it is read as schema 1).

    Returns ``(obj, warning)``:

    * missing file -> ``(default_factory(), None)``;
    * a good file -> ``(the parsed dict, None)``; its ``"schema"`` is an int between 1
      and ``schema`` (older versions are the caller's to migrate);
    * a file the player may not read (PermissionError) -> left where it is, never
      saved over in this process, and ``(default_factory(), KeptFile("NAME cannot be
      read (why: path); ..."))`` the first time (None later);
    * a newer Quiver's file (a higher schema) -> left where it is, and
      ``(default_factory(), NewerFile("NAME is from a newer Quiver; ..."))`` the first
      time in this process (None later);
    * anything else (unreadable, not UTF-8, invalid JSON, not an object, an unknown
      schema, or none and no known key) -> the file is moved aside to ``NAME.corrupt-<n>.json`` and
      ``(default_factory(), "NAME was unreadable (why); moved it to ... and started
      fresh")`` is returned. Never raises for a bad file.
    """
    path = Path(path)
    try:
        with open_regular(path) as fh:  # a FIFO or a folder: refused, never waited on
            raw = fh.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        return default_factory(), None
    except NotADirectoryError:  # no file, and none can be made: say why, not "unreadable"
        return default_factory(), _not_a_folder(path.parent)
    except PermissionError as exc:  # not corrupt: the player's, kept and never saved over
        return default_factory(), _unread(path, exc)
    except OSError as exc:
        why: str = f"could not be read: {_reason(exc)}"
    else:
        try:
            if len(raw) > MAX_FILE_BYTES:
                raise _Bad(f"over {MAX_FILE_BYTES // (1024 * 1024)} MB")
            return _parse(raw, schema, known), None
        except _Newer:
            return default_factory(), _newer(path)
        except _Bad as exc:
            why = str(exc)

    try:
        target = move_aside(path)
    except OSError as exc:
        warning = (
            f"{path.name} was unreadable ({why}); could not move it aside "
            f"({_reason(exc)}), so started fresh without it"
        )
    else:
        warning = f"{path.name} was unreadable ({why}); moved it to {target.name} and started fresh"
    return default_factory(), warning


def _newer(path: Path) -> NewerFile | None:
    """The line for a newer Quiver's file, said once in a process (a file read again)."""
    key = os.path.abspath(path)
    if key in _SAID_NEWER:
        return None
    _SAID_NEWER.add(key)
    what = path.stem.replace("-", " ").replace("_", " ")  # progress, settings, the leaderboard queue...
    what = f"the {what}" if " " in what else what
    return NewerFile(f"{path.name} is from a newer Quiver; this one will not save {what} (the file is kept)")


def _unread(path: Path, exc: OSError) -> KeptFile | None:
    """The line for a file the player may not read, said once in a process; it is
    marked so save_json leaves it (if it cannot be read, it likely cannot be written)."""
    key = os.path.abspath(path)
    if key in _UNREAD:
        return None
    _UNREAD.add(key)
    return KeptFile(
        f"{path.name} cannot be read ({_reason(exc)}: {path}); the game goes on without it "
        "and will not save over it"
    )
