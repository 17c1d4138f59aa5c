"""The generator's version, written into every board and puzzle code (``-g9``): a change
to it marks boards that differ. Its own module, so that reading it (the game's codes,
`quiver --version`) does not load the construction."""

from __future__ import annotations

from typing import Final

GENERATOR_VERSION: Final = "quiver-gen/9"
