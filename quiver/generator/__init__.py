"""Puzzle generation: full, solvable, graded boards from one integer seed.

from quiver.generator import PuzzleSpec, generate
board = generate(PuzzleSpec("2d", "heart", (16, 14), arrows=40, difficulty="hard", seed=7))
board.solution, board.metrics, board.params["generator"]

The names below are imported when first asked for (`__getattr__`): the game reads the
version and the count limits at start-up (quiver/game/code.py) and loads the
construction (build.py and what it imports, most of this package) only to build.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from quiver.engine.modes import DIFFICULTIES, MODES

if TYPE_CHECKING:
    from . import gates
    from .build import generate
    from .spec import PuzzleSpec, SpecError, check_shape, parse_seed, parse_size
    from .version import GENERATOR_VERSION

__all__ = [
    "DIFFICULTIES",
    "GENERATOR_VERSION",
    "MODES",
    "PuzzleSpec",
    "SpecError",
    "check_shape",
    "gates",
    "generate",
    "parse_seed",
    "parse_size",
]

# each lazy name: the submodule it comes from (None: the submodule itself)
_LAZY: dict[str, tuple[str, str | None]] = {
    "GENERATOR_VERSION": (".version", "GENERATOR_VERSION"),
    "PuzzleSpec": (".spec", "PuzzleSpec"),
    "SpecError": (".spec", "SpecError"),
    "check_shape": (".spec", "check_shape"),
    "parse_seed": (".spec", "parse_seed"),
    "parse_size": (".spec", "parse_size"),
    "gates": (".gates", None),
    "generate": (".build", "generate"),
}


def __getattr__(name: str) -> Any:
    if name not in _LAZY:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    module, attr = _LAZY[name]
    loaded = import_module(module, __name__)
    return loaded if attr is None else getattr(loaded, attr)
