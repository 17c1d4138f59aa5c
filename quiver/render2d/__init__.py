"""The 2D renderer: camera (view.py), tiles, board layer, animations, HUD and widgets.

Everything here draws with pygame onto Surfaces; the app composites them (quiver/app.py).
"""

import os as _os

_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no banner on stdout
