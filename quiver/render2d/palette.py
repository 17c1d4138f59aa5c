"""Moved to `quiver.style.palette` (shared by both renderers). This name stays for one
round so branches written against it still merge; the lint sweep removes it."""
from quiver.style.palette import *  # noqa: F403
from quiver.style.palette import __all__  # noqa: F401
