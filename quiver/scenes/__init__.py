"""Scenes of the game (menu, play, result, ...) on the app's scene stack (see base.py)."""

import os as _os

_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no banner on stdout
