"""Game assets (shape masks, sounds, shaders); installed as the package quiver.assets."""

from pathlib import Path

ASSETS_DIR = Path(__file__).resolve().parent
