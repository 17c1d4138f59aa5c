"""The lock fonts are opened and closed under, one at a time (fonts.py says why): pygame
opens a font with the GIL let go and FreeType's faces are listed in one shared list. Its
own module: fonts.py and fallback.py (which opens system fonts' faces) both take it."""

from __future__ import annotations

import threading

opening = threading.Lock()
