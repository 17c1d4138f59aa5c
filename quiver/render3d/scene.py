"""Where the app's scene registry (quiver/scenes/registry.py) finds the GL play scenes.

The registry imports this module and reads `PLAY_SCENES` (mode -> scene class); a mode
missing from it shows in the menu as not available yet. The scenes themselves live with
the other scenes (quiver/scenes/play3d.py; the Flat-3D one is looked for as
quiver/scenes/playflat.py, class PlayFlatScene); this module only names them.
"""
from __future__ import annotations

import importlib

PLAY_SCENES: dict = {}

for _mode, _module, _cls in (("3d", "quiver.scenes.play3d", "Play3DScene"),
                             ("flat", "quiver.scenes.playflat", "PlayFlatScene")):
    try:
        PLAY_SCENES[_mode] = getattr(importlib.import_module(_module), _cls)
    except (ImportError, AttributeError):
        pass

