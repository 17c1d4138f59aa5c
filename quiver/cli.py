"""The `quiver` command: the game's front door and its tools.

    quiver                          the game, at the menu
    quiver --seed N [--mode M] [--shape S] [--size ...] [--arrows K] [--difficulty D]
    quiver --daily [--mode M]       today's puzzle
    quiver --code CODE              the puzzle a code names (see quiver/game/code.py)
    quiver shapes                   the shapes of each mode
    quiver check FILE|-             load a board file and print its metrics as JSON
    quiver generate --mode M --shape S [...] [--out FILE]
    quiver render [--mode M --shape S --seed N | --code CODE | --board FILE] --out PNG [--window WxH]
    quiver play FILE|-              play a board file
    quiver serve [--port N] [--db URL]  the shared daily leaderboard (docs/server.md)

Adding a subcommand: write `add_<name>(sub)`, which adds its parser and sets
`func=run_<name>`, write `run_<name>(args) -> int`, and append `add_<name>` to
`SUBCOMMANDS`. Every error, anywhere, ends as one line `quiver: error: ...` on stderr and
exit status 2, never a traceback (set QUIVER_DEBUG=1 to see one). Drawing is only ever
imported by `launch_game`, so the tools never load pygame.
"""
from __future__ import annotations

import argparse
import importlib
import json
import logging
import os
import sys
from dataclasses import dataclass
from typing import Callable, NoReturn, Sequence

from quiver import __version__, logs
from quiver.engine.modes import DIFFICULTIES, MODES, Difficulty, Mode
from quiver.server.serve import add_serve

PROG = "quiver"
log = logging.getLogger("quiver.cli")


def version_text() -> str:
    """`quiver --version`: the game's version and the generator's (which fixes the boards)."""
    from quiver.generator.build import GENERATOR_VERSION
    return f"{PROG} {__version__} (generator {GENERATOR_VERSION})"


def _note(text: str) -> None:
    log.info("note: %s", text)


class CliError(Exception):
    """A command-line mistake: printed as one line, exit status 2."""


class _Exit(Exception):
    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


class _Parser(argparse.ArgumentParser):
    """argparse that reports errors as one line and never calls sys.exit itself."""

    def error(self, message: str) -> NoReturn:
        raise CliError(message)

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        if message:
            sys.stderr.write(message)
        raise _Exit(status)


# -- what the game is started with ---------------------------------------------------
@dataclass(frozen=True)
class GameOptions:
    """What `quiver.app.run(options)` is asked to open, already validated.

    action: "menu" (no puzzle named), "puzzle" (mode and shape set; size, arrows and
    difficulty None mean the generator's defaults, seed None means the game picks one),
    "daily" (mode may be set) or "code" (code is the puzzle code, already checked).
    """

    action: str = "menu"
    mode: str | None = None
    shape: str | None = None
    size: tuple[int, ...] | None = None
    arrows: int | None = None
    difficulty: str | None = None
    seed: int | None = None
    code: str | None = None
    specials: tuple[str, tuple[str, ...]] = ("none", ())    # (amount, kinds), see --specials

    def spec(self, seed: int | None = None):
        """The PuzzleSpec for action "puzzle"; `seed` stands in when the options name none."""
        from quiver.generator import PuzzleSpec
        chosen = self.seed if self.seed is not None else seed
        amount, kinds = self.specials
        extra = {} if amount == "none" else {"specials": amount, "special_kinds": kinds}
        return PuzzleSpec(self.mode, self.shape, self.size, self.arrows,
                          self.difficulty or Difficulty.HARD, 0 if chosen is None else chosen, **extra)


def launch_game(options: GameOptions) -> int:
    """Open the game window. The only place the CLI imports anything that draws."""
    try:
        app = importlib.import_module("quiver.app")
    except ModuleNotFoundError as e:
        if e.name in ("quiver.app", "quiver"):
            raise CliError("the game window is not part of this build (quiver.app is missing)") from None
        raise CliError(f"the game cannot start: {e}") from None
    board = picture_board(options)
    if board is not None:      # a user's PNG or .vox: no code can name it, so play the board
        status = app.run(None, board=board, label=os.path.basename(options.shape))
    else:
        status = app.run(options)
    return 0 if status is None else int(status)


def picture_board(options: GameOptions):
    """The generated board when a puzzle's shape is a file (a 2D PNG, a 3D .vox), else None."""
    if options.action != "puzzle" or options.mode not in (Mode.TWO_D, Mode.THREE_D) or options.shape is None:
        return None
    if options.shape in _shapes().list_shapes()[options.mode]:
        return None
    from quiver.generator import generate
    return generate(options.spec(), on_note=_note)


# -- shared helpers --------------------------------------------------------------------
def _shapes():
    import quiver.shapes as shapes
    return shapes


def resolve_shape(mode: str, name: str | None, size: tuple[int, ...] | None = None) -> str:
    """`name` (None: the mode's first shape) checked by building it at `size`; a bad name
    or size raises ShapeError with one line. In 2d a name may also be a PNG file, in 3d a
    MagicaVoxel .vox file."""
    shapes = _shapes()
    names = shapes.list_shapes().get(mode, [])
    if name is None:
        if not names:
            raise CliError(f"there are no {mode} shapes")
        name = names[0]
    elif name.lower() in names:
        name = name.lower()
    shapes.make_shape(mode, name, size)
    return name


def _mode_for(args: argparse.Namespace) -> str:
    """--mode, else 3d for a .vox shape and 2d for anything else."""
    if args.mode:
        return args.mode
    return Mode.THREE_D if str(args.shape or "").lower().endswith(".vox") else Mode.TWO_D


def _positive_int(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}") from None
    if n < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}")
    return n


def _specials(text: str) -> tuple[str, tuple[str, ...]]:
    """--specials: (amount, kinds). 'some'/'many': every kind; a kind list: 'some' of those."""
    from quiver.generator.spec import GeneratorError
    from quiver.generator.specials import KINDS, parse_specials
    word = text.strip().lower()
    if word in ("some", "many"):
        return word, KINDS
    try:
        kinds = parse_specials(word)
    except GeneratorError as e:
        raise argparse.ArgumentTypeError(str(e)) from None
    return ("some", kinds) if kinds else ("none", ())


def _puzzle_options(p: argparse.ArgumentParser, mode_default: str | None = None) -> None:
    p.add_argument("--mode", choices=[m.value for m in MODES], default=mode_default,
                   help="2d pictures, 3d solids or flat (arrows on the faces of a block); "
                        "default: 3d for a .vox shape, else 2d")
    p.add_argument("--shape", metavar="NAME", help="a shape name (see `quiver shapes`), a .png "
                   "picture (2d) or a MagicaVoxel .vox model (3d); default: derived from the seed "
                   "when playing, else the mode's first")
    p.add_argument("--size", metavar="N|WxH|WxHxD", help="the bounding box; default: the shape's")
    p.add_argument("--arrows", metavar="K", type=_positive_int,
                   help="how many arrows; the board lands within max(2, 5%%) of K "
                        "(default: chosen from size and difficulty)")
    p.add_argument("--difficulty", choices=[d.value for d in DIFFICULTIES], help="default: hard")
    p.add_argument("--specials", metavar="KINDS", type=_specials,
                   help="special arrows: none (default), some, many, or a comma list of kinds "
                        "(locks, two-headed) for some of those")


def _read_board(path: str):
    from quiver.engine.codec import MAX_BYTES, load_board, load_board_file
    if path != "-":
        return load_board_file(path)
    stream = getattr(sys.stdin, "buffer", sys.stdin)
    if stream is None:
        raise CliError("no standard input to read the board from")
    return load_board(stream.read(MAX_BYTES + 1))


def _write_text(text: str, out: str | None) -> None:
    if out is None or out == "-":
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    tmp = f"{out}.tmp{os.getpid()}"
    try:
        with open(tmp, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        os.replace(tmp, out)
    except OSError as e:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise CliError(f"cannot write {out}: {e.strerror or e}") from None


# -- quiver shapes ---------------------------------------------------------------------
def add_shapes(sub) -> None:
    p = sub.add_parser("shapes", help="list the shapes of each mode")
    p.add_argument("--mode", choices=[m.value for m in MODES], help="only this mode")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=run_shapes)


def run_shapes(args: argparse.Namespace) -> int:
    modes = [args.mode] if args.mode else list(MODES)
    shapes = _shapes().list_shapes()
    table = {m: list(shapes.get(m, [])) for m in modes}
    if args.json:
        print(json.dumps(table, sort_keys=True))
    else:
        for m in modes:
            print(f"{m + ':':6}{' '.join(table[m])}")
    return 0


# -- quiver check ------------------------------------------------------------------------
def add_check(sub) -> None:
    p = sub.add_parser("check", help="load a board file and report its metrics as JSON",
                       description="Exit 0: valid, full and solvable. 1: it loads but is not "
                                   "full or not solvable (see 'problems'). 2: rejected.")
    p.add_argument("file", metavar="FILE|-", help="a quiver-board/1 file, or - for stdin")
    p.add_argument("--taps", metavar="RUNS", type=_taps, default=100,
                   help=f"random-tap runs for random_tap_win_rate, 0 to {MAX_TAPS} (0 skips "
                        f"it; default 100; fewer on huge boards, see random_tap_runs)")
    p.set_defaults(func=run_check)


MAX_TAPS = 10_000              # --taps
TAP_WORK = 30_000_000          # steps all random-tap runs of one check may take together


def _taps(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or len(text) > 6 or int(text) > MAX_TAPS:
        raise argparse.ArgumentTypeError(f"expected a whole number from 0 to {MAX_TAPS}, "
                                         f"got {text[:24]!r}")
    return int(text)


def tap_runs(board, taps: int) -> int:
    """`taps`, or fewer when they would take over TAP_WORK steps: one run walks at most
    every cell, every arrow and every cell on the escape rays once."""
    per_run = len(board.space) + len(board.arrows) + sum(len(r) for r in board.rays)
    return max(1, min(taps, TAP_WORK // max(1, per_run))) if taps > 0 else 0


def special_counts(board) -> dict:
    """How many arrows of each special kind the board has (RULES.md section 6)."""
    return {"locks": sum(1 for a in board.arrows if a.lock is not None),
            "two_headed": sum(1 for a in board.arrows if a.dir2 is not None)}


def check_report(board, taps: int = 100) -> dict:
    """The `quiver check` JSON object for a loaded board."""
    from quiver.engine import find_cycle, metrics, random_tap_win_rate
    board = board.copy()
    board.reset()
    report = metrics(board).as_dict()
    report.update(valid=True, mode=board.mode, full=board.density == 1.0)
    report["specials"] = special_counts(board)
    if board.shape is not None:
        report["shape"] = board.shape
    problems = []
    if not report["full"]:
        problems.append(f"not full: arrows cover {board.covered_cells()} of "
                        f"{len(board.space)} cells")
    if not report["solvable"]:
        cycle = find_cycle(board) or []
        report["cycle"] = cycle
        problems.append(f"not solvable: {report['stuck']} arrows stay stuck "
                        f"(arrows {cycle} wait on each other)")
    warnings = []
    runs = tap_runs(board, taps)
    if runs > 0:
        report["random_tap_win_rate"] = random_tap_win_rate(board, runs)
    if runs < taps:
        report["random_tap_runs"] = runs
        warnings.append(f"random_tap_win_rate from {runs} runs, not {taps}: the board is too big "
                        f"for more")
    report["problems"] = problems
    stored = board.metrics or {}
    differ = [k for k in ("arrows", "cells", "depth", "free_at_start")
              if k in stored and stored[k] != report[k]]
    if differ:
        warnings.append(f"the file's metrics differ from the computed ones: "
                        + ", ".join(f"{k} {stored[k]!r} vs {report[k]!r}" for k in differ))
    if warnings:
        report["warnings"] = warnings
    return report


def run_check(args: argparse.Namespace) -> int:
    board = _read_board(args.file)
    report = check_report(board, args.taps)
    print(json.dumps(report, sort_keys=True))
    return 1 if report["problems"] else 0


# -- quiver generate ---------------------------------------------------------------------
def add_generate(sub) -> None:
    p = sub.add_parser("generate", help="generate a puzzle and write it as a board file")
    _puzzle_options(p, mode_default=None)
    p.add_argument("--seed", metavar="N", default="0", help="a non-negative integer (default 0)")
    p.add_argument("--out", metavar="FILE", help="write here instead of stdout")
    p.set_defaults(func=run_generate)


def run_generate(args: argparse.Namespace) -> int:
    from quiver.engine.codec import dump_board
    from quiver.generator import PuzzleSpec, generate, parse_seed, parse_size
    seed = parse_seed(args.seed)
    args.mode = _mode_for(args)
    size = parse_size(args.size, args.mode) if args.size is not None else None
    shape = resolve_shape(args.mode, args.shape, size)
    amount, kinds = args.specials or ("none", ())
    extra = {} if amount == "none" else {"specials": amount, "special_kinds": kinds}
    spec = PuzzleSpec(args.mode, shape, size, args.arrows, args.difficulty or Difficulty.HARD, seed, **extra)

    board = generate(spec, on_note=_note)
    _write_text(dump_board(board) + "\n", args.out)
    return 0


# -- the game (no subcommand) -------------------------------------------------------------
def add_game_options(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("play", "start the game on a puzzle (no options: the menu)")
    which = g.add_mutually_exclusive_group()
    which.add_argument("--seed", metavar="N", help="generate the puzzle from this seed")
    which.add_argument("--daily", action="store_true", help="today's puzzle")
    which.add_argument("--code", metavar="CODE", help="a puzzle code, e.g. 2d-heart-16x14-40-hard-7-g4")
    _puzzle_options(g, mode_default=None)


def game_options(args: argparse.Namespace) -> GameOptions:
    """Validate the top-level options (before any window opens)."""
    named = [f"--{k}" for k in ("shape", "size", "arrows", "difficulty", "specials")
             if getattr(args, k) is not None]
    if args.code is not None:
        if named or args.mode is not None:
            raise CliError(f"--code names the whole puzzle; drop {', '.join(named or ['--mode'])}")
        from quiver.game.code import PuzzleCode, check
        parsed = PuzzleCode.parse(args.code)
        check(parsed)              # shape, size and generator: refused before any window
        code = str(parsed)
        return GameOptions(action="code", code=code)
    if args.daily:
        if named:
            raise CliError(f"--daily picks its own puzzle; drop {', '.join(named)}")
        return GameOptions(action="daily", mode=args.mode)
    if args.seed is None and not named and args.mode is None:
        return GameOptions()
    from quiver.generator import parse_seed, parse_size
    seed = parse_seed(args.seed) if args.seed is not None else None
    mode = _mode_for(args)
    size = parse_size(args.size, mode) if args.size is not None else None
    name = args.shape
    if name is None and seed is not None:
        from quiver.game.code import from_seed     # --seed alone: the shape comes from N
        name = from_seed(seed, mode).shape
    shape = resolve_shape(mode, name, size)
    return GameOptions(action="puzzle", mode=mode, shape=shape, size=size, arrows=args.arrows,
                       difficulty=args.difficulty, seed=seed,
                       specials=args.specials or ("none", ()))


def run_game(args: argparse.Namespace) -> int:
    return launch_game(game_options(args))


# -- quiver render / quiver play (drawing: quiver/app.py) ---------------------------------
def add_render(sub) -> None:
    p = sub.add_parser("render", help="draw a puzzle's play screen into a PNG (no display needed)")
    which = p.add_mutually_exclusive_group()
    which.add_argument("--seed", metavar="N", help="generate the puzzle from this seed (default 0)")
    which.add_argument("--daily", action="store_true", help="today's puzzle")
    which.add_argument("--code", metavar="CODE", help="a puzzle code")
    which.add_argument("--board", metavar="FILE", help="a quiver-board/1 file")
    _puzzle_options(p, mode_default=None)
    p.add_argument("--out", metavar="PNG", required=True, help="where to write the picture")
    p.add_argument("--window", metavar="WxH", default="1280x800", help="picture size (default 1280x800)")
    p.add_argument("--yaw", type=float, metavar="DEG", help="3D/Flat 3D: turn around the vertical axis")
    p.add_argument("--pitch", type=float, metavar="DEG", help="3D/Flat 3D: tilt (positive looks down)")
    p.set_defaults(func=run_render)


def _window_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().replace("×", "x").split("x"))
    except ValueError:
        raise CliError(f"bad --window {text!r}: use WxH, e.g. 1280x800") from None
    if not (320 <= w <= 8192 and 240 <= h <= 8192):
        raise CliError(f"bad --window {text!r}: sides from 320x240 to 8192x8192")
    return w, h


def run_render(args: argparse.Namespace) -> int:
    size = _window_size(args.window)
    board = None
    if args.board is not None:
        board = _read_board(args.board)
        code = None
    else:
        if args.seed is None and not args.daily and args.code is None and args.mode is None:
            args.mode = _mode_for(args)
        options = game_options(args)
        board = picture_board(options)
        code = None if board is not None else _app().initial_code(options)
    try:
        out = _app().render_png(code, args.out, size, board=board, yaw=args.yaw, pitch=args.pitch)
    except RuntimeError as e:
        from quiver.render3d.headless import HeadlessUnavailable
        if not isinstance(e, HeadlessUnavailable):
            raise
        raise CliError("this machine offers no OpenGL 3.3 without a window, which 3D and Flat-3D "
                       "pictures need (2D pictures do not); install Mesa's EGL (libegl1) or a "
                       "graphics driver") from None
    print(f"wrote {out}" + (f" ({code})" if code is not None else ""))
    return 0


def add_play(sub) -> None:
    p = sub.add_parser("play", help="play a board file (any valid quiver-board/1)")
    p.add_argument("file", metavar="FILE|-", help="a quiver-board/1 file, or - for stdin")
    p.set_defaults(func=run_play)


def run_play(args: argparse.Namespace) -> int:
    board = _read_board(args.file)
    label = "board" if args.file == "-" else os.path.basename(args.file)
    status = _app().run(None, board=board, label=label)
    return 0 if status is None else int(status)


def _app():
    try:
        return importlib.import_module("quiver.app")
    except ModuleNotFoundError as e:
        raise CliError(f"drawing is not available: {e}") from None


# -- the parser and main ---------------------------------------------------------------
SUBCOMMANDS: list[Callable] = [add_shapes, add_check, add_generate, add_render, add_play, add_serve]


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=PROG, description="Quiver: tap the arrows out, in 2D, 3D and on the "
                                            "faces of blocks.")
    parser.add_argument("--version", action="version", version=version_text())
    add_game_options(parser)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for add in SUBCOMMANDS:
        add(sub)
    parser.set_defaults(func=run_game)
    return parser


def _one_line(message: object) -> str:
    return " ".join(str(message).split()) or "failed"


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status (0 ok, 1 check found problems, 2 error)."""
    logs.setup()
    try:
        args = build_parser().parse_args(argv)
        return int(args.func(args) or 0)
    except _Exit as e:
        return e.status
    except KeyboardInterrupt:
        log.info("interrupted")
        return 130
    except BrokenPipeError:
        try:
            sys.stdout = open(os.devnull, "w")    # stop Python's own complaint at exit
        except OSError:
            pass
        return 2
    except Exception as e:  # noqa: BLE001 - the CLI promises one line, never a traceback
        if os.environ.get("QUIVER_DEBUG"):
            raise
        if isinstance(e, (CliError, ValueError, OSError)):
            text = _one_line(e if not isinstance(e, OSError) or not e.strerror
                             else f"{e.filename + ': ' if e.filename else ''}{e.strerror}")
        else:
            text = f"internal error: {type(e).__name__}: {_one_line(e)}"
        log.error(text)
        return 2


if __name__ == "__main__":
    sys.exit(main())
