"""What to generate: a PuzzleSpec, parsed and checked before any work is done."""
from __future__ import annotations

from dataclasses import dataclass

from quiver.engine.modes import DIFFICULTIES, MAX_SEED, MODES, Difficulty, Mode



class GeneratorError(ValueError):
    """Bad generation arguments: one clear line."""


@dataclass(frozen=True)
class PuzzleSpec:
    mode: str
    shape: str
    size: tuple[int, ...] | None = None     # None: the shape's default size
    arrows: int | None = None               # None: chosen from the cell count and difficulty
    difficulty: str = Difficulty.HARD
    seed: int = 0
    specials: str = "none"                  # special arrows: none, some or many
    special_kinds: tuple[str, ...] = ("locks", "two-headed")   # which kinds "some"/"many" place

    def __post_init__(self) -> None:
        if self.specials not in ("none", "some", "many"):
            raise GeneratorError(f"unknown specials amount {self.specials!r} (expected none, some or many)")
        if self.mode not in MODES:
            raise GeneratorError(f"unknown mode {self.mode!r} (expected {', '.join(MODES)})")
        if self.difficulty not in DIFFICULTIES:
            raise GeneratorError(
                f"unknown difficulty {self.difficulty!r} (expected {', '.join(DIFFICULTIES)})")
        if isinstance(self.seed, bool) or not isinstance(self.seed, int) or not 0 <= self.seed <= MAX_SEED:
            raise GeneratorError(f"the seed must be an integer from 0 to {MAX_SEED}, got {self.seed!r}")
        if self.arrows is not None and (isinstance(self.arrows, bool) or not isinstance(self.arrows, int)
                                        or self.arrows < 1):
            raise GeneratorError(f"the arrow count must be a positive integer, got {self.arrows!r}")

    def check(self):
        """Refuse now, with one line for the player, what generate() would refuse later:
        an unknown shape, or a size the shape cannot be built or generated at (each
        shape's smallest and largest size live in quiver.shapes). Returns the Shape."""
        from quiver.shapes import ShapeError, make_shape
        try:
            return make_shape(self.mode, self.shape, self.size)
        except ShapeError as e:
            raise GeneratorError(str(e)) from None


def parse_size(text: str, mode: str) -> tuple[int, ...]:
    """'16' -> (16, 16) in 2d or (16, 16, 16)-style edge in 3d/flat; '16x20'; '8x4x6'."""
    parts = text.lower().replace("×", "x").split("x")
    try:
        nums = tuple(int(p) for p in parts)
    except ValueError:
        raise GeneratorError(f"bad size {text!r}: use N, WxH (2d) or WxHxD (3d, flat)") from None
    if any(n < 1 for n in nums):
        raise GeneratorError(f"bad size {text!r}: sides must be positive")
    want = 2 if mode == Mode.TWO_D else 3
    if len(nums) == 1:
        return nums * 2 if mode == Mode.TWO_D else nums
    if len(nums) != want:
        raise GeneratorError(f"bad size {text!r} for mode {mode}: use N or {'WxH' if want == 2 else 'WxHxD'}")
    return nums


def parse_seed(text: str) -> int:
    try:
        seed = int(text)
    except (TypeError, ValueError):
        raise GeneratorError(f"the seed must be a non-negative integer, got {text!r}") from None
    if not 0 <= seed <= MAX_SEED:
        raise GeneratorError(f"the seed must be an integer from 0 to {MAX_SEED}, got {text!r}")
    return seed
