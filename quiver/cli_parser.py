"""The `quiver` command line's parser (cli.py builds it): argparse with its errors as one
line, `--help` and `--version` refused where standard output is closed, `--help` and
`--version` said once the whole line parses; and the one-line error, CliError, that every
command raises."""

from __future__ import annotations

import argparse
import contextlib
import itertools
import os
import re
import shlex
import sys
from typing import TYPE_CHECKING, NoReturn

if TYPE_CHECKING:
    from collections.abc import Callable


class CliError(Exception):
    """A command-line mistake: printed as one line, exit status 2."""


class ExitStatus(Exception):
    """argparse asked to end (--help, --version) with this status; main() returns it."""

    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


class VersionLast(argparse._VersionAction):
    """--version, answered once the whole line is read: argparse's printed the version at
    the option and stopped, so `quiver --version extra` said it and exited 0 where any
    other stray word is an error (exit 2)."""

    def __call__(self, parser, namespace, values, option_string=None) -> None:
        show = super().__call__  # (prints the version and ends: Parser.exit, ExitStatus)
        parser.version_asked = lambda: show(parser, namespace, values, option_string)


class HelpLast(argparse._HelpAction):
    """--help, answered once the whole line is read, as --version (s254: `quiver --help
    extra` printed the help and said 0). The parser it was asked of rides on the namespace
    (a command's, `quiver shapes --help`, fills the line's); what it requires is required
    no more (`quiver check --help` with no board: its help, and a stray word an error)."""

    def __call__(self, parser, namespace, values, option_string=None) -> None:
        for needed in [*parser._actions, *parser._mutually_exclusive_groups]:
            needed.required = False  # (the parser is built for this one line: main)
        setattr(namespace, HELP_OF, parser)


HELP_HELP = "show this help message and exit"  # (argparse's words)
HELP_OF = "_quiver_help_of"  # (taken off the namespace before the command sees it)


class Parser(argparse.ArgumentParser):
    """argparse that reports errors as one line and never calls sys.exit itself."""

    def __init__(self, *, add_help: bool = True, **kwargs) -> None:
        super().__init__(add_help=False, **kwargs)  # (its -h: argparse's own help action)
        self.register("action", "version", VersionLast)
        self.register("action", "help", HelpLast)
        self.add_help = add_help
        if add_help:  # (as argparse adds it)
            self.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS, help=HELP_HELP)
        self.version_asked: Callable[[], None] | None = None

    def parse_args(self, args=None, namespace=None):
        self.version_asked = None
        parsed = super().parse_args(args, namespace)
        helped = vars(parsed).pop(HELP_OF, None)  # (the whole line parsed)
        if helped is not None:
            helped.print_help()
            helped.exit()
        if self.version_asked is not None:
            self.version_asked()
        return parsed

    def parse_known_args(self, args=None, namespace=None):
        self.argv = list(sys.argv[1:] if args is None else args)  # for error(): what was typed
        return super().parse_known_args(args, namespace)

    def error(self, message: str) -> NoReturn:
        raise CliError(self._not_a_command(message) or self._dash_value(message) or message)

    def _dash_value(self, message: str) -> str | None:
        """How to give a value that starts with '-' (s233: `render --window -1x-1`, `--yaw
        -1e5` said only "expected one argument": argparse took the value for an option)."""
        option = message.partition("argument ")[2].partition(": expected one argument")[0]
        argv = getattr(self, "argv", [])
        value = next((b for a, b in itertools.pairwise(argv) if a == option), None)
        if not option.startswith("-") or value is None or not value.startswith("-") or value == "-":
            return None
        if value.partition("=")[0] in self._option_string_actions:  # (a value left out)
            return None
        return f"{message}: a value that starts with '-' goes after '=' ({shlex.join([f'{option}={value}'])})"

    def _not_a_command(self, message: str) -> str | None:
        """A plainer line for a word argparse took for a subcommand (stranger playtest:
        `quiver --board b.json` said only "argument COMMAND: invalid choice: 'b.json'"):
        the option it does not know, and how a board file is played."""
        choice = message.partition("invalid choice: ")[2].partition(" (choose from")[0]
        word = choice.strip("'\"")
        if message.startswith("argument COMMAND: ") and choice in ("''", '""'):  # (an unset variable)
            return f"the command is empty: `{self.prog} --help` lists the commands"
        if not message.startswith("argument COMMAND: ") or not word:
            return None
        play = f"`{self.prog} play {shlex.quote(word)}` plays a board file"
        known = self._option_string_actions
        options = [a.split("=")[0] for a in getattr(self, "argv", []) if a.startswith("-") and a != "-"]
        unknown = [a for a in options if a not in known]
        if unknown:
            return f"unrecognized option {unknown[0]}" + (
                f"; {play}" if word.lower().endswith(".json") else ""
            )
        if word.lower().endswith(".json") or word == "-":
            return f"{word!r} is not a command: {play}" + (" from standard input" if word == "-" else "")
        commands = re.findall(r"'([^']+)'", message.partition(" (choose from ")[2])
        if word.lower() in commands and word not in commands:  # (s246: `quiver Shapes`)
            return f"{word!r} is not a command: commands are lower case (`{self.prog} {word.lower()}`)"
        if word.lower() in ("help", "version"):  # (as git and pip have them)
            does = "lists the commands" if word.lower() == "help" else "prints it"
            return f"{word!r} is not a command: `{self.prog} --{word.lower()}` {does}"
        return None

    def print_help(self, file=None) -> None:
        if file is None:  # (--help: to standard output)
            need_stdout("the help", f"`{self.prog} --help > FILE` keeps it")
        super().print_help(file)

    def _print_message(self, message: str, file=None) -> None:
        if message and file is sys.stdout:  # --version (--help said above): as shapes (s246)
            need_stdout("the version", f"`{self.prog} --version > FILE` keeps it")
        if message:  # argparse's own drops a write error: --help on a full disk said nothing
            (file or sys.stderr).write(message)

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        if message:
            sys.stderr.write(message)
        sys.stdout.flush()  # --help, --version: a full disk is said
        raise ExitStatus(status)


def drop_stdout() -> None:
    """Stop Python's own complaint at exit about output that cannot be written (a closed
    pipe, a full disk); the handle lives as long as the process."""
    with contextlib.suppress(OSError):
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115
        sys.stdout.dropped = True  # type: ignore[attr-defined]  # (stdout_closed)


def stdout_closed() -> bool:
    """Whether main() found no standard output (`>&-`) and writes it to nowhere."""
    return bool(getattr(sys.stdout, "dropped", False))


def need_stdout(lost: str, instead: str) -> None:
    """One line, before any work, when what a command prints would be lost (`>&-`: s225
    for generate, s233 for shapes and check, s246 for --help, --version and --paths,
    which said 0 having written nothing). The game itself is never refused: a windowed
    build (Windows, no console) starts it with no standard output."""
    if stdout_closed():
        raise CliError(f"standard output is closed: {lost} would be lost ({instead})")
