"""The puzzle the game opens with, from the CLI's options (`quiver --seed 5`, `--daily`,
`--code ...`), or None for the menu. Pure: no window is needed to know it."""

from __future__ import annotations

from typing import Any

from quiver.engine.modes import Mode, Specials
from quiver.game import code as codes
from quiver.game.code import PuzzleSpec, from_seed
from quiver.game.daily import daily_code
from quiver.game.journey import LaunchAction

__all__ = ["initial_code"]


def initial_code(options: Any) -> PuzzleSpec | None:
    """The puzzle the options name (a PuzzleSpec), or None for the menu.

    Accepts the CLI's GameOptions (action = menu | puzzle | daily | code) or any object
    with the attributes seed, mode, shape, size, arrows, difficulty, daily, code.
    Raises ValueError with one line for anything that cannot be played.
    """
    if options is None:
        return None
    action = getattr(options, "action", None)
    text = getattr(options, "code", None)
    if action == LaunchAction.CODE or (action is None and text):
        code = text if isinstance(text, PuzzleSpec) else PuzzleSpec.parse(str(text))
        codes.check(code)  # shape, size and generator, as `quiver generate` would
        return code
    if action == LaunchAction.DAILY or (action is None and getattr(options, "daily", False)):
        return daily_code(None, getattr(options, "mode", None) or Mode.TWO_D)
    seed = getattr(options, "seed", None)
    if action == LaunchAction.PUZZLE or (action is None and seed is not None):
        seed = int(seed or 0)
        code = from_seed(
            seed,
            getattr(options, "mode", None),
            getattr(options, "shape", None),
            getattr(options, "size", None),
            getattr(options, "arrows", None),
            getattr(options, "difficulty", None),
        )
        amount, kinds = getattr(options, "specials", None) or (Specials.NONE, ())
        return code.with_specials(amount, kinds) if amount != Specials.NONE else code
    return None
