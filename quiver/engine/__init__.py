"""The rules engine: pure Python, stdlib only (no pygame, moderngl or glm)."""

from .blocks import check_block, exposed_faces
from .board import MIN_LENGTH, Arrow, Board, Hit, Shot, check_arrow
from .codec import CodecError, dump_board, load_board, load_board_file
from .errors import BoardError
from .geometry import DIR_NAMES, opposite, parse_dir
from .rng import Rng
from .solve import (
    PeelResult,
    blocking_graph,
    find_cycle,
    metrics,
    peel,
    random_tap_win_rate,
    side_by_side_heads,
)
from .space import FlatSpace, GridSpace, Space, make_space

__all__ = [
    "DIR_NAMES",
    "MIN_LENGTH",
    "Arrow",
    "Board",
    "BoardError",
    "CodecError",
    "FlatSpace",
    "GridSpace",
    "Hit",
    "PeelResult",
    "Rng",
    "Shot",
    "Space",
    "blocking_graph",
    "check_arrow",
    "check_block",
    "dump_board",
    "exposed_faces",
    "find_cycle",
    "load_board",
    "load_board_file",
    "make_space",
    "metrics",
    "opposite",
    "parse_dir",
    "peel",
    "random_tap_win_rate",
    "side_by_side_heads",
]
