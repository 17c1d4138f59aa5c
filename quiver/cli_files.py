"""The files the `quiver` subcommands read and write (cli.py, cli_check.py): a board file
(or standard input, or a pipe), a board or picture written out, and their names checked
before any work."""

from __future__ import annotations

import argparse
import contextlib
import os
import shlex
import stat
import sys
from typing import TYPE_CHECKING

from quiver.cli_args import CliError

if TYPE_CHECKING:
    from quiver.engine.board import Board

__all__ = ["file_out", "not_the_picture", "png_out", "read_board", "write_text"]

PICTURE_NAMES = (".png", ".vox")  # what a board file is never named (s333)


def file_out(text: str) -> str:
    """`generate --out`: a name, checked before the board is built (an empty one said
    "cannot write : Is a directory" after the whole build, as a missing folder did); a
    picture's or a model's name refused (s333: `--shape cat.png --out cat.png` wrote the
    board's JSON over the picture)."""
    if not text:
        raise argparse.ArgumentTypeError("the file name is empty (leave --out out to write to stdout)")
    if text == "-":
        return text
    if text.lower().endswith(PICTURE_NAMES):
        raise argparse.ArgumentTypeError(
            f"a board file is JSON text, not a picture: name it *.json, got {text!r}"
        )
    _in_a_folder(text)
    if os.path.exists(text) and not os.path.isfile(text):
        return text  # a FIFO or a device (/dev/stdout), written straight to: its own access
    # write_text writes beside the file it names (through a symlink: beside its target), so
    # that folder: said before the build (a folder not the user's said so after the build)
    target = os.path.realpath(text)
    link = f" ({text} leads there)" if target != os.path.abspath(text) else ""
    _writable_folder(os.path.dirname(target), os.path.basename(target), link)
    return text


def _writable_folder(folder: str, name: str, link: str = "") -> None:
    """One line when `name` cannot be written in `folder`: none there (a link to a folder
    that is gone said "permission denied"), a read-only disk (said so too), not the user's."""
    if not os.path.isdir(folder):
        raise argparse.ArgumentTypeError(f"no folder {folder!r} to write {name!r} in{link}")
    if not os.access(folder, os.W_OK):
        why = "a read-only file system" if _read_only(folder) else "permission denied"
        raise argparse.ArgumentTypeError(f"cannot write in the folder {folder!r} ({why}){link}")
    size, most = len(os.fsencode(name)), _name_max(folder)
    if size > most:  # (said after the whole build)
        raise argparse.ArgumentTypeError(f"the file name is too long: {size} bytes, over {most}")


def _name_max(folder: str) -> int:
    """The longest file name `folder` takes, in bytes (255 where it cannot be asked)."""
    try:
        return os.pathconf(folder, "PC_NAME_MAX")
    except (AttributeError, OSError, ValueError):
        return 255


def _read_only(folder: str) -> bool:
    """Whether `folder` is on a file system mounted read-only (POSIX; elsewhere False)."""
    try:
        return bool(os.statvfs(folder).f_flag & os.ST_RDONLY)
    except (AttributeError, OSError):
        return False


def _in_a_folder(text: str) -> str:
    """`text` when it names a file in a folder that is there, else one line saying why not."""
    if os.path.isdir(text):
        raise argparse.ArgumentTypeError(f"{text!r} is a folder: name a file in it")
    folder = os.path.dirname(text) or "."
    if not os.path.isdir(folder):
        raise argparse.ArgumentTypeError(f"no folder {folder!r} to write {os.path.basename(text)!r} in")
    return text


def png_out(text: str) -> str:
    """`render --out`: a .png name in a folder that exists, checked before anything is
    drawn (SDL's own message came after the whole picture; other names got a Targa)."""
    if not text.lower().endswith(".png"):
        raise argparse.ArgumentTypeError(f"the picture is a PNG: name it *.png, got {text!r}")
    _writable_folder(os.path.dirname(_in_a_folder(text)) or ".", os.path.basename(text))  # before drawing
    return text


def not_the_picture(out: str | None, shape: str | None) -> None:
    """One line where --out names the file --shape reads, by any path (s333: `render
    --shape cat.png --out cat.png` drew the play screen over the player's picture)."""
    if not out or not shape or out == "-":
        return
    with contextlib.suppress(OSError, ValueError):
        if os.path.isfile(shape) and os.path.samefile(out, shape):
            raise CliError(f"--out {out} is the picture --shape reads: name another file")


def read_board(path: str) -> Board:
    from quiver.engine.codec import MAX_BYTES, CodecError, load_board, load_board_file

    if not path:  # (said "cannot read : No such file or directory")
        raise CliError("the board file's name is empty: give a path, or - for standard input")
    if path != "-":
        if not os.path.lexists(path):  # (load_board_file says the same: here before a
            from quiver.engine.regular import missing_file  # missing x.png is called a picture)

            raise CliError(missing_file(path))
        try:
            if _a_pipe_of_ours(path):  # `quiver check <(quiver generate)`: read as stdin is
                with open(path, "rb") as f:
                    return load_board(f.read(MAX_BYTES + 1))
            return load_board_file(path)
        except CodecError as e:  # a picture (as the window plays a dropped one): how to play it
            if path.lower().endswith((".png", ".vox")):
                raise CliError(
                    f"{path} is a picture, not a board file: `quiver --shape {shlex.quote(path)}` plays it"
                ) from None
            if path in str(e):
                raise
            raise CliError(f"{path}: {e}") from None  # which file "invalid JSON" was about
    stream = getattr(sys.stdin, "buffer", sys.stdin)
    if stream is None:
        raise CliError("no standard input to read the board from")
    try:
        return load_board(stream.read(MAX_BYTES + 1))
    except CodecError as e:  # (a file's lines name it: "the board file is empty" named nothing)
        raise CliError(f"standard input: {e}") from None


def _a_pipe_of_ours(path: str) -> bool:
    """True for a pipe this process was handed open (bash's `<(...)`: /dev/fd/63, a
    `pipe:[N]`), which has its writer: read to the end, as `cat` does (a named FIFO, which
    may have none and would wait for ever, stays refused in one line)."""
    try:
        if not stat.S_ISFIFO(os.stat(path).st_mode):
            return False
    except (OSError, ValueError):
        return False
    real = os.path.realpath(path)
    return os.path.basename(real).startswith("pipe:[") or real.startswith(("/dev/fd/", "/proc/self/fd/"))


def write_text(text: str, out: str | None) -> None:
    if out is None or out == "-":
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    tmp = None
    try:
        if os.path.exists(out) and not os.path.isfile(out):
            # a FIFO or a device (/dev/stdout) is written to, as `> FILE` does: a rename
            # would put a plain file in its place (a folder: open says so). As named: the
            # path /dev/stdout leads to is no file's for a pipe (/proc/N/fd/pipe:[M])
            with open(out, "w", encoding="utf-8", newline="\n") as f:
                f.write(text)
            return
        target = os.path.realpath(out)  # through a symlink: the file it names, the link kept
        tmp = f"{target}.tmp{os.getpid()}"
        if len(os.fsencode(os.path.basename(tmp))) > _name_max(os.path.dirname(target)):  # a long name's
            tmp = os.path.join(os.path.dirname(target), f".quiver.tmp{os.getpid()}")
        with open(tmp, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        os.replace(tmp, target)
        tmp = None
    except BrokenPipeError:  # /dev/stdout's reader went away: quiet, as for stdout
        raise
    except OSError as e:
        raise CliError(f"cannot write {out}: {e.strerror or e}") from None
    finally:  # an error or Ctrl+C part way leaves no NAME.tmpPID beside the file
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
