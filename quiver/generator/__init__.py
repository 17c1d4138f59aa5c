"""Puzzle generation: full, solvable, graded boards from one integer seed.

    from quiver.generator import PuzzleSpec, generate
    board = generate(PuzzleSpec("2d", "heart", (16, 14), arrows=40, difficulty="hard", seed=7))
    board.solution, board.metrics, board.params["generator"]
"""
from . import gates
from quiver.engine.modes import DIFFICULTIES, MODES

from .spec import GeneratorError, PuzzleSpec, check_shape, parse_seed, parse_size
from .build import GENERATOR_VERSION, generate

__all__ = ["DIFFICULTIES", "GENERATOR_VERSION", "MODES", "GeneratorError", "PuzzleSpec", "check_shape",
           "gates", "generate", "parse_seed", "parse_size"]
