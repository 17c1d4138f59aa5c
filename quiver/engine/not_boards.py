"""A file read as a board that is another kind of file the game plays, told by its first
bytes (s344: a PNG picture named .json said "the board is not UTF-8 text (byte 0)").

>>> other_kind(b"\\x89PNG\\r\\n\\x1a\\n")
'this is a PNG picture, not a board: name it .png to play it'
>>> other_kind(b'{"format"') is None
True
"""

from __future__ import annotations

KINDS = ((b"\x89PNG\r\n\x1a\n", "a PNG picture", ".png"), (b"VOX ", "a MagicaVoxel model", ".vox"))


def other_kind(start: bytes) -> str | None:
    """The one line for a file that begins with `start` and is a picture or a model, not a
    board, with the name that plays it; None for any other."""
    for magic, what, ext in KINDS:
        if start.startswith(magic):
            return f"this is {what}, not a board: name it {ext} to play it"
    return None
