"""What `quiver` with no subcommand opens: its options (--seed, --daily, --code and the
puzzle's), checked into a `GameOptions` before any window opens, and the door to the game
window (`launch_game`: it imports quiver.app only when called).

`quiver render` reads the same options (cli.py); a puzzle whose shape is a user's picture
(a 2D PNG, a 3D .vox) is generated here (`picture_board`), as no code can name it.
"""

from __future__ import annotations

import argparse
import importlib
import os
from dataclasses import dataclass
from typing import TYPE_CHECKING

from quiver import cli_system
from quiver.cli_args import (
    SEED_HELP,
    CliError,
    add_puzzle_options,
    code_arg,
    mode_for,
    note,
    resolve_shape,
    seed_arg,
    shapes_module,
)
from quiver.engine.modes import Difficulty, Mode, SpecialKind, Specials
from quiver.game.code import check_special_request, generate_board  # the special arrows' limit
from quiver.game.journey import LaunchAction

if TYPE_CHECKING:
    from quiver.engine.spec import PuzzleSpec


# -- what the game is started with ---------------------------------------------------
@dataclass(frozen=True)
class GameOptions:
    """What `quiver.app.run(options)` is asked to open, already validated.

    action: MENU (no puzzle named), PUZZLE (mode and shape set; size, arrows and
    difficulty None mean the generator's defaults, seed None means the game picks one),
    DAILY (mode may be set) or CODE (code is the puzzle code, already checked).
    """

    action: LaunchAction = LaunchAction.MENU
    mode: str | None = None
    shape: str | None = None
    size: tuple[int, ...] | None = None
    arrows: int | None = None
    difficulty: str | None = None
    seed: int | None = None
    code: str | None = None
    specials: tuple[Specials, tuple[SpecialKind, ...]] = (Specials.NONE, ())  # (amount, kinds): --specials
    notes: tuple[str, ...] = ()  # a picture's notes (resolve_shape): stderr's, toasted as it opens

    def spec(self, seed: int | None = None) -> PuzzleSpec:
        """The PuzzleSpec for action "puzzle"; `seed` stands in when the options name none."""
        from quiver.generator import PuzzleSpec

        if self.mode is None or self.shape is None:
            raise CliError(f"options for {self.action!r} name no puzzle (mode and shape)")
        chosen = self.seed if self.seed is not None else seed
        amount, kinds = self.specials
        return PuzzleSpec(
            self.mode,
            self.shape,
            self.size,
            self.arrows,
            self.difficulty or Difficulty.HARD,
            0 if chosen is None else chosen,
            amount,
            () if amount == Specials.NONE else kinds,
        )


def launch_game(options: GameOptions) -> int:
    """Open the game window. The only place the CLI imports anything that draws."""
    cli_system.game_start()  # a display, or one line and exit 2; the log file
    try:
        app = importlib.import_module("quiver.app")
    except ModuleNotFoundError as e:
        if e.name in ("quiver.app", "quiver"):
            raise CliError("the game window is not part of this build (quiver.app is missing)") from None
        extra = (
            " (a server-only install? pip install quiver-game)" if e.name in ("pygame", "moderngl") else ""
        )
        raise CliError(f"the game cannot start: {e}{extra}") from None
    notes = list(options.notes)  # (the generator's after: build_task's order, its toast's words)
    board = picture_board(options, notes)
    if board is not None:  # a user's PNG or .vox: no code can name it, so play the board
        label = os.path.basename(str(options.shape))
        status = app.run(None, board=board, label=label, note=". ".join(notes) or None)
    else:
        status = app.run(options)
    return 0 if status is None else int(status)


def picture_board(options: GameOptions, heard: list[str] | None = None):
    """The generated board when a puzzle's shape is a file (a 2D PNG, a 3D .vox), else None;
    the generator's notes go to stderr, and to `heard` (as picture.build_task's do)."""
    if options.action != LaunchAction.PUZZLE or options.mode in (None, Mode.FLAT) or options.shape is None:
        return None
    if options.shape in shapes_module().list_shapes()[options.mode]:
        return None

    def said(line: str) -> None:
        note(line)
        if heard is not None:
            heard.append(line[:1].upper() + line[1:])

    return generate_board(options.spec(), on_note=said)


def add_game_options(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("play", "start the game on a puzzle (no options: the menu)")
    which = g.add_mutually_exclusive_group()
    which.add_argument("--seed", metavar="N", help=SEED_HELP)
    which.add_argument("--daily", action="store_true", help="today's puzzle")
    which.add_argument("--code", metavar="CODE", help="a puzzle code, e.g. 2d-heart-16x14-40-hard-7-g9")
    add_puzzle_options(g, mode_default=None)


PUZZLE_OPTIONS = ("shape", "size", "arrows", "difficulty", "specials")  # what a code or board names


def game_options(args: argparse.Namespace) -> GameOptions:
    """Validate the top-level options (before any window opens)."""
    named = [f"--{k}" for k in PUZZLE_OPTIONS if getattr(args, k) is not None]
    if args.code is not None:
        if named or args.mode is not None:
            raise CliError(f"--code names the whole puzzle; drop {', '.join(named or ['--mode'])}")
        code = str(code_arg(args.code))  # shape, size and generator: refused before any window
        return GameOptions(action=LaunchAction.CODE, code=code)
    if args.daily:
        if named:
            raise CliError(f"--daily picks its own puzzle; drop {', '.join(named)}")
        return GameOptions(action=LaunchAction.DAILY, mode=args.mode)
    if args.seed is None and not named and args.mode is None:
        return GameOptions()
    from quiver.generator import parse_size

    seed = seed_arg(args.seed) if args.seed is not None else None
    mode = mode_for(args)
    size = parse_size(args.size, mode) if args.size is not None else None
    name = args.shape
    if name is None and seed is not None:
        from quiver.game.code import from_seed  # --seed alone: the shape comes from N

        name = from_seed(seed, mode, size=size).shape
    notes: list[str] = []
    shape = resolve_shape(mode, name, size, notes)
    options = GameOptions(
        action=LaunchAction.PUZZLE,
        mode=mode,
        shape=shape,
        size=size,
        arrows=args.arrows,
        difficulty=args.difficulty,
        seed=seed,
        specials=args.specials or (Specials.NONE, ()),
        notes=tuple(notes),
    )
    check_special_request(options.spec())  # too many arrows for special arrows: before any window
    return options
