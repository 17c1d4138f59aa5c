"""Puzzle generation: full, solvable, graded boards from one integer seed.

from quiver.generator import PuzzleSpec, generate
board = generate(PuzzleSpec("2d", "heart", (16, 14), arrows=40, difficulty="hard", seed=7))
board.solution, board.metrics, board.params["generator"]
"""

from quiver.engine.modes import DIFFICULTIES, MODES

from . import gates
from .build import GENERATOR_VERSION, generate
from .spec import PuzzleSpec, SpecError, check_shape, parse_seed, parse_size

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
