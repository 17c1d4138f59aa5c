"""What the `quiver` subcommands share (cli.py, cli_check.py): the puzzle options and
their values' checks (the files they read and write: cli_files.py; the parser and the
one-line error: cli_parser.py)."""

from __future__ import annotations

import argparse
import json
import logging
import math
import os
import shlex
from types import ModuleType
from typing import TYPE_CHECKING

# (as CliError: raised here, and the commands take it from here with the checks)
from quiver.cli_parser import CliError as CliError
from quiver.engine.modes import DIFFICULTIES, MODES, Mode, SpecialKind, Specials, bad_seed
from quiver.game.seed_text import plain  # (the Enter-seed box's rule: full width as plain, "×" as "x")
from quiver.window_sizes import SMALL_SCREEN

# the largest sizes (quiver/shapes MAX_SIDE, MAX_3D, MAX_FLAT; tests/test_generator_large.py
# holds the text to them) without importing the shapes at start-up
SIZE_HELP = "the bounding box (2D sides up to 256, 3D edges up to 64, Flat 3D up to 48); default: the shape's"

# --seed's words, the game's, `render`'s and `generate`'s alike (the game's gave no range)
SEED_HELP = "generate the puzzle from seed N, a whole number from 0 to 2**63-1"

if TYPE_CHECKING:
    from quiver.engine.spec import PuzzleSpec

log = logging.getLogger("quiver.cli")


def note(text: str) -> None:
    log.info("note: %s", text)


def shapes_module() -> ModuleType:
    import quiver.shapes as shapes

    return shapes


def resolve_shape(
    mode: str, name: str | None, size: tuple[int, ...] | None = None, heard: list[str] | None = None
) -> str:
    """`name` (None: the mode's first shape) checked by building it at `size`; a bad name
    or size raises ShapeError with one line. In 2d a name may also be a PNG file, in 3d a
    MagicaVoxel .vox file. A picture's notes go to stderr, and to `heard` (the game's toast)."""
    shapes = shapes_module()
    names = shapes.list_shapes().get(mode, [])
    if name is None:
        if not names:
            raise CliError(f"there are no {mode} shapes")
        name = names[0]
    elif name.lower() in names:
        name = name.lower()
    elif (problem := not_a_shape_file(name)) is not None:
        raise CliError(problem)
    elif name.lower().endswith(PICTURE_EXT.get(mode, "/")) and not os.path.lexists(name):
        from quiver.engine.regular import missing_file  # (the game's picture card says the same)

        raise CliError(missing_file(name))
    shape = shapes.make_shape(mode, name, size)
    if not shape.left_out and not os.path.isfile(name):
        return name  # (a gallery shape: nothing to say)
    from quiver.game.picture import left_out_note, picture_note  # (the game's toast says the same)

    # a PNG played without its stray dots, dark all over, a photo (a note: a refusal after
    # stays one line)
    for line in filter(None, (left_out_note(shape.left_out), picture_note(shape))):
        note(f"{os.path.basename(name)}: {line[:1].lower()}{line[1:]}")
        if heard is not None:
            heard.append(line)
    return name


PICTURE_EXT: dict[str, str] = {Mode.TWO_D: ".png", Mode.THREE_D: ".vox"}  # a mode's picture files
SHAPE_KINDS = "a shape name (`quiver shapes`), a .png picture or a .vox model"


def shape_arg(text: str) -> str:
    """--shape as typed; a path from "~" (`--shape=~/cat.png`, which no shell expands)
    from the home folder, as the game's picture card takes it (no shape name has one)."""
    return os.path.expanduser(text) if text.startswith("~") else text


def not_a_shape_file(name: str) -> str | None:
    """What is wrong with a --shape that names a board file (the board E exported: how to
    play it), other JSON, a .json that is not there, or a folder; None for anything else (a shape
    name, a picture or model file, whatever the shapes then judge)."""
    json_name = name.lower().endswith(".json")
    if not os.path.isfile(name):
        folder = os.path.isdir(name)  # (it said "unknown 2d shape", offering car and star for "adir")
        if not json_name:
            return f"{name} is a folder, not a picture: --shape takes {SHAPE_KINDS}" if folder else None
        if not os.path.lexists(name):
            return f"no such file: {name} (--shape takes {SHAPE_KINDS})"
        return f"{name} is not a file the game can open (a folder, a device or a pipe)"
    if name.lower().endswith((".png", ".vox")):
        return None
    from quiver.engine.codec import FORMAT, MAX_BYTES

    try:
        with open(name, "rb") as f:
            data = f.read(MAX_BYTES + 1)
    except OSError:
        return None  # the shapes say why it cannot be read
    try:
        value = json.loads(data) if len(data) <= MAX_BYTES else None
    except ValueError:  # (UnicodeDecodeError too)
        value = None
    kind = value.get("format") if isinstance(value, dict) else None
    if isinstance(kind, str) and kind.startswith("quiver-board"):
        return f"{name} is a board file, not a picture: `quiver play {shlex.quote(name)}` plays it"
    if not json_name:
        return None
    what = "is not valid JSON" if value is None else f'is JSON but not a board file (no "format": "{FORMAT}")'
    return f"{name} {what}, nor a picture: --shape takes {SHAPE_KINDS}"


def mode_for(args: argparse.Namespace) -> str:
    """--mode, else 3d for a .vox shape and 2d for anything else."""
    if args.mode:
        return args.mode
    return Mode.THREE_D if str(args.shape or "").lower().endswith(".vox") else Mode.TWO_D


def _cut(text: str, limit: int = 24) -> str:
    """A piece of bad input, short enough to quote in one line."""
    return text if len(text) <= limit else text[: limit - 3] + "..."


def plain_digits(text: str) -> bool:
    """A number as puzzle codes take it: ASCII digits alone (round s54: `--arrows 1_000`,
    `+5` or an Arabic-Indic five went through Python's int(); a seed: seed_text.number)."""
    return text.isascii() and text.isdigit()


def word_arg(text: str) -> str:
    """--mode, --difficulty: one of their words in any case (`--mode 3D`: `--shape HEART` is heart)."""
    return plain(text).strip().lower()


def positive_int(text: str) -> int:
    try:
        n = int(text) if plain_digits(plain(text).strip()) else 0
    except ValueError:  # (over 4300 digits too: Python's own limit)
        n = 0
    if n < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {_cut(text)!r}")
    return n


def size_arg(text: str) -> str:
    """--size, checked further with the mode; a size of more than 40 characters is no size."""
    sides = plain(text).lower().replace(" ", "").split("x")
    if len(text) > 40 or not all(plain_digits(side) for side in sides):
        raise argparse.ArgumentTypeError(f"bad size {_cut(text)!r}: use N, WxH (2d) or WxHxD (3d, flat)")
    return plain(text)


def degrees(text: str) -> float:
    """`render --yaw/--pitch`: a finite number of degrees, as the same angle from -180 to
    180 (nan, inf or 1e308, a float32 inf in the camera, drew an empty picture)."""
    try:
        deg = float(text)
    except ValueError:
        deg = math.nan
    if not math.isfinite(deg):
        raise argparse.ArgumentTypeError(f"expected a number of degrees, got {text[:24]!r}")
    return math.remainder(deg, 360.0)


def specials_arg(text: str) -> tuple[Specials, tuple[SpecialKind, ...]]:
    """--specials: (amount, kinds). 'some'/'many': every kind; a kind list: 'some' of those."""
    from quiver.engine.spec import SPECIAL_KINDS
    from quiver.generator.spec import SpecError
    from quiver.generator.specials import parse_specials

    word = text.strip().lower()
    if word in (Specials.SOME, Specials.MANY):
        return Specials(word), SPECIAL_KINDS
    names = [t.strip() for t in word.split(",") if t.strip()]
    expected = f"(expected none, some, many, or a comma list of {', '.join(SPECIAL_KINDS)})"
    if not names:  # (s228: "" or ",," quietly meant none: a typo, or a variable left unset)
        raise argparse.ArgumentTypeError(f"no special arrow kind in {text[:24]!r} {expected}")
    for name in names:
        if name in ("none", Specials.SOME, Specials.MANY) and len(names) > 1:
            raise argparse.ArgumentTypeError(
                f"{name!r} goes alone, not in a list of kinds: got {text[:60]!r}"
            )
        if name != "none" and name not in SPECIAL_KINDS:
            raise argparse.ArgumentTypeError(f"unknown special arrow kind {name[:24]!r} {expected}")
    try:
        kinds = parse_specials(word)
    except SpecError as e:
        raise argparse.ArgumentTypeError(str(e)) from None
    return (Specials.SOME, kinds) if kinds else (Specials.NONE, ())


def add_puzzle_options(
    p: argparse.ArgumentParser | argparse._ArgumentGroup, mode_default: str | None = None
) -> None:
    p.add_argument(
        "--mode",
        choices=[m.value for m in MODES],
        type=word_arg,
        default=mode_default,
        help="2d pictures, 3d solids or flat (arrows on the faces of a block); "
        "default: 3d for a .vox shape, else 2d",
    )
    p.add_argument(
        "--shape",
        metavar="NAME",
        type=shape_arg,
        help="a shape name (see `quiver shapes`), a .png "
        "picture (2d) or a MagicaVoxel .vox model (3d); default: derived from the seed "
        "when playing (one that takes --size), else the mode's first",
    )
    p.add_argument("--size", metavar="N|WxH|WxHxD", type=size_arg, help=SIZE_HELP)
    p.add_argument(
        "--arrows",
        metavar="K",
        type=positive_int,
        help="how many arrows; the board lands within max(2, 5%%) of K "
        "(default: chosen from size and difficulty)",
    )
    p.add_argument(
        "--difficulty", choices=[d.value for d in DIFFICULTIES], type=word_arg, help="default: hard"
    )
    p.add_argument(
        "--specials",
        metavar="KINDS",
        type=specials_arg,
        help="special arrows: none (default), some, many, or a comma list of kinds "
        "(locks, two-headed, rotating) for some of those",
    )


def window_size(text: str) -> tuple[int, int]:
    """`quiver render --window`: a size the game itself lays out. Below its smallest
    window the picture showed what no player sees (s199: at 320x240 Hint sat in the
    bar's left margin), so it is refused, not drawn (nor quietly grown: a script asked
    for that size)."""
    try:
        sides = plain(text).lower().replace(" ", "").split("x")
        w, h = (int(v) if plain_digits(v) and len(v) <= 40 else None for v in sides)  # (not "+1_280")
        if w is None or h is None:
            raise ValueError(text)
    except ValueError:
        raise CliError(f"bad --window {text!r}: use WxH, e.g. 1280x800") from None
    (lw, lh), most = SMALL_SCREEN, 8192  # (the game's smallest window)
    if not (lw <= w <= most and lh <= h <= most):
        raise CliError(f"bad --window {text!r}: from {lw}x{lh} (the game's smallest window) to {most}x{most}")
    return w, h


def seed_arg(text: str) -> int:
    """--seed's number. A puzzle code typed there says to give it to --code (stranger
    round: `quiver --seed 3d-cube-4x4x4-13-hard-3-g7` said only what a seed is)."""
    from quiver.game.seed_text import number
    from quiver.generator.spec import SpecError

    try:
        seed = number(str(text))  # (the seed box's rule: "７" is 7 there and here)
        if seed is None:
            raise SpecError(bad_seed(text))
        return seed
    except SpecError as e:
        word = plain(str(text)).strip()
        if "-" in word and word.split("-", 1)[0].lower() in MODES:
            raise CliError(f"{e}; that is a puzzle code: quiver --code {shlex.quote(word)}") from None
        raise


def code_arg(text: str) -> PuzzleSpec:
    """--code's puzzle code (a PuzzleSpec), checked as `quiver generate` would (shape, size,
    generator). A plain number there says it is a seed (stranger round: `quiver --code
    12345` said only that a code has 7 parts)."""
    from quiver.game.code import PuzzleSpec, SpecError, check

    text = plain(str(text))  # (the seed box's rule: "２d-heart-..." is 2d-heart-... there and here)
    try:
        code = PuzzleSpec.parse(text)
    except SpecError as e:
        if str(text).strip().isdigit():
            raise CliError(f"{e}; a number is a seed: quiver --seed {str(text).strip()}") from None
        raise
    check(code)
    return code
