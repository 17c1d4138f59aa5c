"""Quiver: an arrow-escape puzzle game in 2D, 3D and on the faces of blocks."""

__version__ = "0.1.0"  # the one place; pyproject.toml reads it (tool.setuptools.dynamic)

from quiver import _native

_native.guard()  # the compiled engine only where it matches its sources (tools/build_compiled.py)
