"""Files dropped on the window, taken as one drop: SDL sends a DROPFILE for each file,
between a DROPBEGIN and a DROPCOMPLETE (where the platform sends those). Each file was
played as it came, so of several dropped at once the last won and the others went
without a word (s346); now the drop is taken whole, once complete (scenes/picture.py's
drop_files plays the first that can be played and says how many were left)."""

from __future__ import annotations

import pygame

WAIT = 1.0  # seconds a begun drop waits for its DROPCOMPLETE before it is taken as it is


class DropBatch:
    """The paths of the drop under way (`see` each event, `due` once a frame)."""

    def __init__(self) -> None:
        self.paths: list[str] = []
        self.begun: float | None = None  # when a DROPBEGIN came with no DROPCOMPLETE yet

    def see(self, event: pygame.event.Event, now: float) -> bool:
        """True when `event` was a dropped file's, or a drop's beginning or end (taken here)."""
        if event.type == pygame.DROPFILE:
            self.paths.append(str(event.file))
        elif event.type == pygame.DROPBEGIN:
            self.begun = now
        elif event.type == pygame.DROPCOMPLETE:
            self.begun = None
        else:
            return False
        return True

    def due(self, now: float) -> list[str]:
        """The dropped files to take now, in the order dropped: all of them once the drop is
        complete (or no DROPBEGIN came: a frame's DROPFILEs are one drop), else none yet."""
        if not self.paths or (self.begun is not None and now - self.begun < WAIT):
            return []
        paths, self.paths, self.begun = self.paths, [], None
        return paths
