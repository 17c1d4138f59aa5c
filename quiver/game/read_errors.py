"""A board file's read failure said in the game, naming the file once (s337: "'x.json':
cannot read /the/whole/path/x.json: Permission denied" named it twice; s333 fixed the
folder a .json names, on the main loop, only). Its short name, in quotes, as the picture
card and the toasts show it; the folder only where it is the news (a file not there)."""

from __future__ import annotations

import os
import re

# open_regular's words for what is not a plain file: "not a regular file (a pipe (FIFO))"
_NOT_REGULAR = re.compile(r"not a regular file \((.+)\)$")


def board_read_error(path: str, message: str) -> str:
    """One line for a board file at `path` that could not be played, from the reader's
    `message`: "cannot read PATH: why" as "cannot read 'x.json': why" (what is no plain
    file: "'x.json' is a device, not a board file", as a folder is said), a line that
    names the file already as it is, any other (the file's contents) after "'x.json': ".

    >>> board_read_error("/a/x.json", "cannot read /a/x.json: Permission denied")
    "cannot read 'x.json': permission denied"
    >>> board_read_error("/a/x.json", "cannot read /a/x.json: not a regular file (a pipe (FIFO))")
    "'x.json' is a pipe (FIFO), not a board file"
    >>> board_read_error("/a/x.json", "no file 'x.json' in /a")
    "no file 'x.json' in /a"
    >>> board_read_error("/a/x.json", "invalid JSON: Expecting value")
    "'x.json': invalid JSON: Expecting value"
    """
    name = os.path.basename(path.rstrip(os.sep)) or path
    message = " ".join(message.split())
    head = f"cannot read {path}: "
    if message.startswith(head):
        why = message[len(head) :]
        kind = _NOT_REGULAR.match(why)
        if kind is not None:
            return f"'{name}' is {kind.group(1)}, not a board file"
        return f"cannot read '{name}': {why[:1].lower() + why[1:]}"
    if f"'{name}'" in message:
        return message  # (named already)
    if path in message:
        return message.replace(path, f"'{name}'")
    return f"'{name}': {message}"
