"""Reading and saving Quiver's JSON files (settings, progress, ...) safely.

* :func:`save_json` writes through :func:`quiver.game.atomic_write.write_bytes_atomic`:
  a crash at any moment leaves either the old complete file or the new complete one.
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
* :func:`save_json` moves a bad file it would write over aside first, said in the log
  (a file read only when needed, as the kept puzzles are, was saved over unread).

Where the files live: :mod:`quiver.game.data_dirs`. Standard library only.
"""

from __future__ import annotations

import errno
import json
import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from quiver.engine.errors import shown
from quiver.engine.modes import is_int
from quiver.engine.regular import open_regular
from quiver.game.atomic_write import os_reason, symlink_loop, write_bytes_atomic
from quiver.game.data_dirs import PathLike
from quiver.game.save_aside import move_aside
from quiver.game.save_keep import Known, kept, top_keys

__all__ = [
    "MAX_FILE_BYTES",
    "KeptFile",
    "NewerFile",
    "load_json",
    "peek_json",
    "save_json",
]

log = logging.getLogger("quiver.storage")
MAX_FILE_BYTES = 16 * 1024 * 1024  # settings/progress bigger than this are not read
_SAID_NEWER: set[str] = set()  # the newer Quiver's files load_json has named in this process
_SAID_LOOPS: set[str] = set()  # the data folders load_json has said are symlink loops
_UNREAD: set[str] = set()  # files load_json could not read in this process: never saved over
T = TypeVar("T")
Merging = Callable[[dict[str, Any] | None], Any]  # save_json's merge: the file's object -> what to write


class KeptFile(str):
    """load_json's warning for a file it left where it is, which save_json does not
    write over: one the player may not read (its data is theirs), or a newer Quiver's."""


class NewerFile(KeptFile):
    """load_json's warning for a file a newer Quiver wrote: it is left where it is."""


def save_json(
    path: PathLike, obj: Any, known: Known | None = None, merge: Merging | None = None, durable: bool = True
) -> bool:
    """Write ``obj`` as JSON to ``path`` atomically; False (nothing written) where the
    file there is a newer Quiver's (a higher ``schema`` than ``obj``'s) or one that may
    not be read (now, or when load_json tried in this process).
    ``known``: what the caller understands; the file's other entries are kept (save_keep).
    ``merge``: given the file's object as it is (None: none good), what to write instead
    of ``obj`` (another Quiver open on the folder saved since: progress_merge); one read.
    ``durable``: as write_bytes_atomic's (False: no fsync).

    Raises :class:`quiver.game.atomic_write.StorageError` (an ``OSError``) with a
    one-line message when the file cannot be written (permissions, full disk, ...);
    ``TypeError`` / ``ValueError`` if ``obj`` is not JSON-serialisable (a programming
    error, raised before any file is touched).
    """
    if os.path.abspath(path) in _UNREAD:
        return False  # (load_json said so): the player's data, which this process never saw
    version = obj.get("schema") if isinstance(obj, dict) else None
    if is_int(version):
        old, keep, bad = _peek(path, version, known)
        if keep:
            return False  # a newer Quiver's (load_json said so), or not ours to read
        if bad:  # (s225: a file read only when needed, the kept puzzles', was written over)
            _moved_aside(Path(path), bad)
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
    write_bytes_atomic(path, data, verb="save", durable=durable)
    return True


def peek_json(path: PathLike, schema: int, known: Known | None = None) -> tuple[dict[str, Any] | None, bool]:
    """``(the object of a good file at path, or None; whether the file must be kept as
    it is: a newer Quiver's, or one that may not be read)``. Nothing is moved or said;
    never raises."""
    return _peek(path, schema, known)[:2]


def _peek(path: PathLike, schema: int, known: Known | None) -> tuple[dict[str, Any] | None, bool, str]:
    """peek_json's answer, and why the file there is no good one, as load_json says it
    ("": none there, or a good one, or one that cannot be opened)."""
    try:
        with open_regular(Path(path)) as fh:
            raw = fh.read(MAX_FILE_BYTES + 1)
        if len(raw) > MAX_FILE_BYTES:
            raise _Bad(f"over {MAX_FILE_BYTES // (1024 * 1024)} MB")
        return _parse(raw, schema, known), False, ""
    except (_Newer, PermissionError):
        return None, True, ""
    except _Bad as exc:
        return None, False, str(exc)
    except OSError:
        return None, False, ""


def _moved_aside(path: Path, why: str) -> None:
    """A bad file about to be saved over, moved aside first and said in the log (as load_json
    does; a file no load read, or one made bad since): its data may be a hand edit's."""
    try:
        target = move_aside(path)
    except OSError as exc:
        log.warning("%s was unreadable (%s) and is saved over: %s", path.name, why, os_reason(exc))
    else:
        log.warning("%s was unreadable (%s); moved it to %s before saving", path.name, why, target.name)


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


def _a_loop(folder: Path, loop: Path) -> str:
    """One line for a data folder that cannot be resolved: it (or a folder above it) is a
    symlink loop (it read as two "unreadable" lines, one a file, each saying "could not
    move it aside")."""
    where = "is a symlink loop" if loop == folder else f"cannot be resolved ({loop} is a symlink loop)"
    return (
        f"the data folder {folder} {where}: nothing is saved this time "
        "(remove or fix the link, or set QUIVER_HOME to a folder)"
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
        if exc.errno == errno.ELOOP and (loop := symlink_loop(path.parent)) is not None:
            return default_factory(), _said_once(loop, _a_loop(path.parent, loop))
        why: str = f"could not be read: {os_reason(exc)}"
    else:
        try:
            if len(raw) > MAX_FILE_BYTES:
                raise _Bad(f"over {MAX_FILE_BYTES // (1024 * 1024)} MB")
            return _parse(raw, schema, known), None
        except _Newer:
            return default_factory(), _newer(path)
        except _Bad as exc:
            why = str(exc)

    # a folder of that name is no bad file (s228: "unreadable (... (a folder))" read as corrupt)
    bad = f"{path.name} is a folder, not a file" if path.is_dir() else f"{path.name} was unreadable ({why})"
    try:
        target = move_aside(path)
    except OSError as exc:
        warning = f"{bad}; could not move it aside ({os_reason(exc)}), so started fresh without it"
    else:
        warning = f"{bad}; moved it to {target.name} and started fresh"
    return default_factory(), warning


def _said_once(folder: Path, line: str) -> str | None:
    """`line`, about the data folder `folder`, the first time in a process (None later:
    each file in it would say the same)."""
    key = os.path.abspath(folder)
    if key in _SAID_LOOPS:
        return None
    _SAID_LOOPS.add(key)
    return line


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
        f"{path.name} cannot be read ({os_reason(exc)}: {path}); the game goes on without it "
        "and will not save over it"
    )
