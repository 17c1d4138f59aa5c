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
`func=run_<name>`, write `run_<name>(args) -> int` (in a module of its own when it is
big, like cli_check.py; what subcommands share is in cli_args.py; the game's own options
are in cli_game.py), and append
`add_<name>` to `SUBCOMMANDS`. Every error, anywhere, ends as one line `quiver: error: ...` on stderr and
exit status 2, never a traceback (set QUIVER_DEBUG=1 to see one). `--help` and `--version` are
answered wherever they stand on the line, the first one given (cli_parser.Parser.asked). Drawing is only ever
imported by `launch_game`, so the tools never load pygame.
"""

from __future__ import annotations

import argparse
import importlib
import json
import logging
import os
import re
import shlex
import sys
from collections.abc import Callable, Sequence

# cli_interrupt before cli_system (imports go in this order): Ctrl+C while loading is one line
from quiver import __version__, cli_interrupt, cli_system, logs  # noqa: F401
from quiver.cli_args import (
    SEED_HELP,
    CliError,
    add_puzzle_options,
    degrees,
    mode_for,
    note,
    resolve_shape,
    seed_arg,
    shapes_module,
    window_size,
    word_arg,
)
from quiver.cli_check import add_check
from quiver.cli_files import file_out, not_the_picture, png_out, read_board, write_text
from quiver.cli_game import (
    PUZZLE_OPTIONS,
    GameOptions,
    add_game_options,
    game_options,
    launch_game,
    picture_board,
)
from quiver.cli_parser import ExitStatus, Parser, drop_stdout, need_stdout
from quiver.engine.errors import readable
from quiver.engine.modes import MODES, Difficulty, Mode, Specials
from quiver.game import data_dirs
from quiver.game.code import generate_board
from quiver.server.serve import add_serve
from quiver.window_sizes import SMALL_SCREEN

__all__ = ["GameOptions", "build_parser", "game_options", "launch_game", "main", "picture_board"]

PROG = "quiver"
log = logging.getLogger("quiver.cli")


def prog_name(argv0: str | None) -> str:
    """The name the usage lines show: the command as it was run (`quiver-game --help`
    said "usage: quiver", a command that may not be installed), `python -m quiver` for
    the module, PROG when there is no name to go by."""
    name = os.path.basename(argv0 or "")
    if name.lower().endswith(".exe"):
        name = name[:-4]
    if name in ("__main__.py", "__main__"):
        return f"python -m {__package__ or PROG}"
    if not name or name == "-c" or name.endswith((".py", ".pyw")) or name.isspace():
        return PROG
    return name


def version_text() -> str:
    """`quiver --version`: the game's version and the generator's (which fixes the boards)."""
    from quiver.generator.version import GENERATOR_VERSION

    return f"{PROG} {__version__} (generator {GENERATOR_VERSION})"


# -- quiver shapes ---------------------------------------------------------------------
def add_shapes(sub) -> None:
    p = sub.add_parser("shapes", help="list the shapes of each mode")
    p.add_argument("--mode", choices=[m.value for m in MODES], type=word_arg, help="only this mode")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=run_shapes)


def run_shapes(args: argparse.Namespace) -> int:
    need_stdout("the list", "`quiver shapes > FILE` keeps it")
    modes = [args.mode] if args.mode else list(MODES)
    shapes = shapes_module().list_shapes()
    table = {m: list(shapes.get(m, [])) for m in modes}
    if args.json:
        print(json.dumps(table, sort_keys=True))
    else:
        for m in modes:
            print(f"{m + ':':6}{' '.join(table[m])}")
    return 0


# -- quiver generate ---------------------------------------------------------------------
def add_generate(sub) -> None:
    p = sub.add_parser("generate", help="generate a puzzle and write it as a board file")
    add_puzzle_options(p, mode_default=None)
    p.add_argument("--seed", metavar="N", default="0", help=f"{SEED_HELP} (default 0)")
    p.add_argument("--out", metavar="FILE", type=file_out, help="write here instead of stdout")
    p.set_defaults(func=run_generate)


def run_generate(args: argparse.Namespace) -> int:
    from quiver.engine.codec import dump_board
    from quiver.generator import PuzzleSpec, parse_size

    if args.out in (None, "-"):
        need_stdout("the board", "--out FILE writes it to a file")
    not_the_picture(args.out, args.shape)
    seed = seed_arg(args.seed)
    args.mode = mode_for(args)
    size = parse_size(args.size, args.mode) if args.size is not None else None
    shape = resolve_shape(args.mode, args.shape, size)
    amount, kinds = args.specials or (Specials.NONE, ())
    spec = PuzzleSpec(
        args.mode,
        shape,
        size,
        args.arrows,
        args.difficulty or Difficulty.HARD,
        seed,
        amount,
        () if amount == Specials.NONE else kinds,
    )

    board = generate_board(spec, on_note=note)
    write_text(dump_board(board) + "\n", args.out)
    return 0


# -- the game (no subcommand) -------------------------------------------------------------
def run_game(args: argparse.Namespace) -> int:
    if (status := cli_system.system_action(args)) is not None:
        return status
    return launch_game(game_options(args))


# -- quiver render / quiver play (drawing: quiver/app.py) ---------------------------------
def add_render(sub) -> None:
    p = sub.add_parser("render", help="draw a puzzle's play screen into a PNG (no display needed)")
    which = p.add_mutually_exclusive_group()
    which.add_argument("--seed", metavar="N", help=f"{SEED_HELP} (default 0)")
    which.add_argument("--daily", action="store_true", help="today's puzzle")
    which.add_argument("--code", metavar="CODE", help="a puzzle code")
    which.add_argument("--board", metavar="FILE", help="a quiver-board/1 file")
    add_puzzle_options(p, mode_default=None)
    p.add_argument("--out", metavar="PNG", required=True, type=png_out, help="where to write the picture")
    p.add_argument(
        "--window",
        metavar="WxH",
        default="1280x800",
        help=f"picture size, {SMALL_SCREEN[0]}x{SMALL_SCREEN[1]} to 8192x8192 (default 1280x800)",
    )
    p.add_argument("--yaw", type=degrees, metavar="DEG", help="3D/Flat 3D: turn around the vertical axis")
    p.add_argument("--pitch", type=degrees, metavar="DEG", help="3D/Flat 3D: tilt (positive looks down)")
    p.set_defaults(func=run_render)


def run_render(args: argparse.Namespace) -> int:
    size = window_size(args.window)
    not_the_picture(args.out, args.shape)
    board = None
    if args.board is not None:
        named = [f"--{k}" for k in ("mode", *PUZZLE_OPTIONS) if getattr(args, k) is not None]
        if named:
            raise CliError(f"--board names the whole puzzle; drop {', '.join(named)}")
        board = read_board(args.board)
        code = None
    else:
        if args.seed is None and not args.daily and args.code is None and args.mode is None:
            args.mode = mode_for(args)
        options = game_options(args)
        _turns_a_view(args, options.mode)  # before a picture's board is built
        board = picture_board(options)
        from quiver.game.launch import initial_code

        code = None if board is not None else initial_code(options)
    _turns_a_view(args, board.mode if board is not None else code.mode if code is not None else None)
    try:
        pictures = _drawing("quiver.pictures")
        out = pictures.render_png(code, args.out, size, board=board, yaw=args.yaw, pitch=args.pitch)
    except RuntimeError as e:
        from quiver.render3d.headless import HeadlessUnavailable

        if not isinstance(e, HeadlessUnavailable):
            raise
        raise CliError(
            "this machine offers no OpenGL 3.3 without a window, which 3D and Flat-3D "
            f"pictures need (2D pictures do not); {e.advice()}"
        ) from None
    print(f"wrote {out}" + (f" ({code})" if code is not None else ""))
    return 0


def _turns_a_view(args: argparse.Namespace, mode: str | None) -> None:
    """--yaw and --pitch with a 2D puzzle, which has no view to turn: one line (the picture
    was drawn as if they were not there)."""
    named = [f"--{k}" for k in ("yaw", "pitch") if getattr(args, k) is not None]
    if named and mode == Mode.TWO_D:
        verb, which = ("turn", "them") if len(named) > 1 else ("turns", named[0])
        views = "3D and Flat-3D views, and this puzzle is 2D"
        raise CliError(f"{' and '.join(named)} {verb} {views}: drop {which}")


def add_play(sub) -> None:
    p = sub.add_parser("play", help="play a board file (any valid quiver-board/1)")
    p.add_argument("file", metavar="FILE|-", help="a quiver-board/1 file, or - for stdin")
    p.set_defaults(func=run_play)


def run_play(args: argparse.Namespace) -> int:
    from quiver.game.picture import playable

    board = read_board(args.file)  # a broken file is said before a missing display
    try:
        board = playable(board)
    except ValueError as e:  # which file, as read_board's own lines say it
        raise CliError(str(e) if args.file == "-" else f"{args.file}: {e}") from None
    cli_system.game_start()
    label = "board" if args.file == "-" else os.path.basename(args.file)
    status = _drawing("quiver.app").run(None, board=board, label=label)
    return 0 if status is None else int(status)


def _drawing(module: str):
    """A drawing module (quiver.app, quiver.pictures), imported now; one line if missing."""
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as e:
        raise CliError(f"drawing is not available: {e}") from None


# -- the parser and main ---------------------------------------------------------------
class Commands(argparse._SubParsersAction):
    """The subcommands. An option typed before one is the game's, which the command never
    saw (stranger round s86: `quiver --seed 1 generate` wrote seed 0's board and `quiver
    --mode 3d generate` a 2D one, the command's own defaults in their place): refused with
    one line naming the command to type instead."""

    def __call__(self, parser, namespace, values, option_string=None):
        sub = self._name_parser_map.get(values[0]) if values else None
        given = [
            a
            for a in parser._actions
            if a.option_strings
            and not isinstance(a, (argparse._HelpAction, argparse._VersionAction))
            and getattr(namespace, a.dest, a.default) != a.default
        ]
        if sub is not None and given:
            own = sub._option_string_actions
            foreign = [a.option_strings[0] for a in given if a.option_strings[0] not in own]
            if foreign:
                raise CliError(f"{sub.prog} takes no {', '.join(foreign)}")
            argv = getattr(parser, "argv", [])
            before = argv[: len(argv) - len(values)]
            fixed = shlex.join([*sub.prog.split(), *before, *values[1:]])
            raise CliError(f"options go after the command, not before it: {fixed}")
        super().__call__(parser, namespace, values, option_string)


SUBCOMMANDS: list[Callable] = [add_shapes, add_check, add_generate, add_render, add_play, add_serve]


def build_parser(prog: str = PROG) -> argparse.ArgumentParser:
    parser = Parser(
        prog=prog,
        description="Quiver: tap the arrows out, in 2D, 3D and on the faces of blocks.",
        epilog="`%(prog)s COMMAND --help` lists a command's options, which go after its name.",
    )
    parser.register("action", "parsers", Commands)
    parser.add_argument("--version", action="version", version=version_text())
    add_game_options(parser)
    cli_system.add_system_options(parser)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for add in SUBCOMMANDS:
        add(sub)
    parser.set_defaults(func=run_game)
    return parser


# Python's escape for an argument's byte that is not UTF-8, in an argument quoted with repr
# ('2d\\udcff'); not after a backslash (a typed "\\udcff" is quoted '\\\\udcff')
_ESCAPED_BYTE = re.compile(r"(?<!\\)\\udc[89a-f][0-9a-f]")


def _one_line(message: object) -> str:
    """The message on one line; a word over 200 characters (pasted text) is cut to 60; a
    file name's or an argument's bytes that are not UTF-8 as U+FFFD (errors.readable),
    as they are or as repr quoted them: `bad\\udcff.json` was said."""
    words = (w if len(w) <= 200 else w[:60] + "..." for w in str(message).split())
    return _ESCAPED_BYTE.sub("\ufffd", readable(" ".join(words))) or "failed"


def _missing_library(e: BaseException) -> str | None:
    """One line for a library the package depends on that is not installed (a `pip install
    --no-deps quiver-game` without its libraries said "internal error: ModuleNotFoundError:
    No module named 'platformdirs'"); None for anything else, a module of quiver's own too."""
    name = getattr(e, "name", None) if isinstance(e, ModuleNotFoundError) else None
    if not name or name.partition(".")[0] == "quiver":
        return None
    return f"a library Quiver needs is not installed: {name} (pip install quiver-game installs them all)"


# what a shell reports for a tool that the SIGPIPE signal stopped (128 + 13): the exit
# status when the reader of stdout closed its end early
SIGPIPE_STATUS = 141


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status (0 ok, 1 check found problems, 2 error,
    141 the reader of stdout went away, as for a tool SIGPIPE stops)."""
    if sys.stdout is None:  # a windowed build (no console), or `>&-`: print to nowhere
        drop_stdout()
    logs.setup()
    data_dirs.pin_home()  # a relative QUIVER_HOME: from the folder quiver started in
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # the tools print only their output
    # Mesa's libEGL says a broken driver in lines of its own (six "libEGL warning:" lines,
    # s328): the game's one line says why 3D is off, SDL's reason in it
    os.environ.setdefault("EGL_LOG_LEVEL", "fatal")
    try:
        # run as a command (argv None): the usage names it; called with argv: PROG
        prog = prog_name(sys.argv[0] if sys.argv else None) if argv is None else PROG
        args = build_parser(prog).parse_args(argv)
        status = int(args.func(args) or 0)
        sys.stdout.flush()  # a full disk is said here in one line, not by Python at exit
        return status
    except ExitStatus as e:
        return e.status
    except KeyboardInterrupt:
        log.info("interrupted")
        return 130
    except BrokenPipeError:  # the reader went away (`quiver check B | head -1`): stop quietly
        drop_stdout()
        return SIGPIPE_STATUS
    except Exception as e:
        if os.environ.get("QUIVER_DEBUG"):
            raise
        if (missing := _missing_library(e)) is not None:
            text = missing
        elif isinstance(e, (CliError, ValueError, OSError)):
            text = _one_line(
                e
                if not isinstance(e, OSError) or not e.strerror
                else f"{e.filename + ': ' if e.filename else ''}{e.strerror}"
            )
        else:
            text = f"internal error: {type(e).__name__}: {_one_line(e)}"
        log.error(text, exc_info=text.startswith("internal error"))  # the log file keeps the traceback
        try:
            sys.stdout.flush()
        except OSError:  # the error was stdout's own (a full disk): said once
            drop_stdout()
        return 2


if __name__ == "__main__":
    sys.exit(main())
