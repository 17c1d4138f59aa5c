"""A start-up refusal said where a player can see it.

`quiver` says why it cannot start on one stderr line. Started from a desktop launcher
(the .desktop file's Terminal=false) or as a windowed build, stderr is no terminal: a
second copy double-clicked while the first runs said "another Quiver is already running"
to nobody, and the player saw nothing happen at all (s240). There, the line also goes in
a native message box (SDL's, through pygame-ce), the one window a refusal can open.
"""

from __future__ import annotations

import contextlib
import os
import sys
import textwrap

import pygame

HEADLESS = ("dummy", "offscreen")  # SDL drivers with no screen for a box to show on
WIDTH = 64  # letters a line: X11's box does not wrap (a long line ran off the screen)


def has_console() -> bool:
    """Whether stderr is a terminal a player reads (a windowed build has no stderr)."""
    stream = sys.stderr
    try:
        return stream is not None and stream.isatty()
    except (AttributeError, OSError, ValueError):
        return False


def tell_without_console(text: object, title: str = "Quiver") -> bool:
    """Show `text` in a message box where there is no console to read the line on; True
    when one was shown (it waits for OK). No screen, or no box to be had: nothing."""
    if has_console() or os.environ.get("SDL_VIDEODRIVER", "") in HEADLESS:
        return False
    with contextlib.suppress(pygame.error):
        said = str(text)
        pygame.display.message_box(title, textwrap.fill(said[:1].upper() + said[1:], WIDTH), "error")
        return True
    return False
