"""Open a file for reading only if it is a regular file, and never block doing it (issue
27, L2): a FIFO named ``settings.json`` hung the game before any window, and ``quiver
check FIFO`` hung for ever. The file is opened with ``O_NONBLOCK`` (a FIFO or a device
opens at once) and checked with ``fstat`` on the open descriptor (no race between a check
and the open); anything but a regular file is :class:`NotRegularFile`, an ``OSError``
whose ``strerror`` says so. Standard library only.
"""

from __future__ import annotations

import errno
import os
import stat
from typing import BinaryIO

__all__ = ["NotRegularFile", "missing_file", "open_regular"]


class NotRegularFile(OSError):
    """The path is a FIFO, a device, a socket or a folder, not a regular file."""


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def open_regular(path: str | os.PathLike[str]) -> BinaryIO:
    """`path` opened for binary reading, or OSError (FileNotFoundError, NotRegularFile, ...)."""
    flags = (
        os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    )
    fd = os.open(path, flags)
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            what = _kind(mode)
            raise NotRegularFile(
                errno.EINVAL, f"not a regular file ({what})" if "regular" not in what else what
            )
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def missing_file(path: str) -> str:
    """Why `path` is not there, the file's name first (a card cuts a long line's end: "no
    such file: /home/.../my cat.png" lost the name at 640x480): the folder it was looked
    for in, or the first folder on the way that is not there. A board file, a picture and
    a model are said alike (the codec, the CLI and the game's picture card)."""
    name = os.path.basename(path.rstrip(os.sep)) or path
    folder = os.path.dirname(os.path.abspath(path))
    if os.path.islink(path):  # (s346: a link in a loop, or to nothing, was "no file" there)
        return f"'{name}' in {folder} is a link that leads nowhere ({_nowhere(path)})"
    locked = _locked_folder(folder)
    if locked is not None:  # (s344: it was "no file 'in.png' in /that/folder", as if not there)
        where, what = os.path.dirname(locked), os.path.basename(locked) or locked
        return f"cannot read '{name}': the folder '{what}' in {where} may not be opened (permission denied)"
    if os.path.isdir(folder):
        return f"no file '{name}' in {folder}"
    up = folder  # the first folder on the way that is not one
    while not os.path.isdir(os.path.dirname(up)) and os.path.dirname(up) != up:
        up = os.path.dirname(up)
    where, what = os.path.dirname(up), os.path.basename(up)
    if os.path.exists(up):
        return f"'{what}' in {where} is a file, not a folder (on the way to '{name}')"
    return f"no folder '{what}' in {where} (on the way to '{name}')"


def _nowhere(link: str) -> str:
    """Why the link at `link` leads to no file: a loop of links, or what it names."""
    try:
        os.stat(link)
    except OSError as e:
        if e.errno == errno.ELOOP:
            return "it loops back on itself"
    return f"'{os.readlink(link)}' is not there"


def _locked_folder(folder: str) -> str | None:
    """The first folder on the way to `folder` (itself included) that is there but may
    not be looked in (no search permission: another user's, chmod 000), or None."""
    on_the_way = [folder]
    while os.path.dirname(on_the_way[-1]) != on_the_way[-1]:
        on_the_way.append(os.path.dirname(on_the_way[-1]))
    for up in reversed(on_the_way):
        if not os.path.isdir(up):
            return None
        if not os.access(up, os.X_OK):
            return up
    return None
