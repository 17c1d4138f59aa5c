"""What to generate: the engine's PuzzleSpec, plus the checks that need the shapes.

The spec itself (its one validation and its text form, the puzzle code) lives in
quiver/engine/spec.py, with SpecError for bad arguments (one clear line).
"""

from __future__ import annotations

from quiver.engine.modes import MAX_SEED, Mode, bad_seed
from quiver.engine.spec import PuzzleSpec, SpecError
from quiver.shapes import Shape, ShapeError, make_shape

__all__ = ["PuzzleSpec", "SpecError", "check_shape", "parse_seed", "parse_size"]


def check_shape(spec: PuzzleSpec) -> Shape:
    """Refuse now, with one line for the player, what generate() would refuse later:
    an unknown shape, or a size the shape cannot be built or generated at (each
    shape's smallest and largest size live in quiver.shapes). Returns the Shape."""
    try:
        return make_shape(spec.mode, spec.shape, spec.size)
    except ShapeError as e:
        raise SpecError(str(e)) from e  # (the game words an UnknownShape cause its own way)


def parse_size(text: str, mode: str) -> tuple[int, ...]:
    """'16' -> (16, 16) in 2d or (16, 16, 16)-style edge in 3d/flat; '16x20'; '8x4x6'."""
    parts = text.lower().replace("×", "x").split("x")
    try:
        nums = tuple(int(p) for p in parts)
    except ValueError:
        raise SpecError(f"bad size {text!r}: use N, WxH (2d) or WxHxD (3d, flat)") from None
    if any(n < 1 for n in nums):
        raise SpecError(f"bad size {text!r}: sides must be positive")
    want = 2 if mode == Mode.TWO_D else 3
    if len(nums) == 1:
        return nums * 2 if mode == Mode.TWO_D else nums
    if len(nums) != want:
        raise SpecError(f"bad size {text!r} for mode {mode}: use N or {'WxH' if want == 2 else 'WxHxD'}")
    return nums


def parse_seed(text: str) -> int:
    try:
        seed = int(text)
    except (TypeError, ValueError):
        raise SpecError(bad_seed(text)) from None
    if not 0 <= seed <= MAX_SEED:
        raise SpecError(bad_seed(text))
    return seed
