"""The `quiver` command line's parser (cli.py builds it): argparse with its errors as one
line, `--help` and `--version` answered wherever they are on the line (the first one given)
and refused where standard output is closed; and the one-line error, CliError, that every
command raises."""

from __future__ import annotations

import argparse
import contextlib
import itertools
import os
import re
import shlex
import sys
from typing import NoReturn


class CliError(Exception):
    """A command-line mistake: printed as one line, exit status 2."""


class ExitStatus(Exception):
    """argparse asked to end (--help, --version) with this status; main() returns it."""

    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


HELP_HELP = "show this help message and exit"  # (argparse's words)
DAY = re.compile(r"\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{8}|today|yesterday|tomorrow")  # a day typed after --daily
ANSWERS = (argparse._HelpAction, argparse._VersionAction)  # what a line asks instead of a run

# a token argparse takes for a value though it starts with '-' (`--yaw -30`)
_NEGATIVE = re.compile(r"^-\d+$|^-\d*\.\d+$")


class Parser(argparse.ArgumentParser):
    """argparse that reports errors as one line and never calls sys.exit itself."""

    def __init__(self, *, add_help: bool = True, **kwargs) -> None:
        super().__init__(add_help=False, **kwargs)  # (its -h: added here, as argparse adds it)
        self.add_help = add_help
        if add_help:
            self.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS, help=HELP_HELP)

    def parse_args(self, args=None, namespace=None):
        argv = list(sys.argv[1:] if args is None else args)
        if (asked := self.asked(argv)) is not None:
            parser, action, option = asked
            action(parser, argparse.Namespace(), None, option)  # (argparse's: prints, then exit())
        return super().parse_args(argv, namespace)

    def asked(self, argv: list[str]) -> tuple[argparse.ArgumentParser, argparse.Action, str] | None:
        """The first -h/--help or --version on the line (before a `--`), with the parser
        that answers it: a command's own help after its name (`quiver shapes --help`), the
        game's version anywhere. Found before the line is parsed, so it is answered whatever
        else is wrong there (s265: `quiver --help --seed` said argparse's error about the
        missing seed, not the help). The first one given wins (`quiver --version --help`
        prints the version), as GNU tools do."""
        parser: argparse.ArgumentParser = self
        commands = {} if self._subparsers is None else subcommands(self)
        i = 0
        while i < len(argv):
            token, i = argv[i], i + 1
            if token == "--":
                return None
            if _is_value(token):  # (the first one at the top: the command)
                if parser is self and token == "help" and commands:  # `quiver help shapes`, as git's
                    return self._help_on(argv[i : i + 1], commands, token)
                parser = commands.get(token, parser) if parser is self else parser
                continue
            action = _option(parser, token) or _option(self, token)
            named = argv[i] if i < len(argv) and parser is self else None
            if isinstance(action, argparse._HelpAction) and named in commands:  # `--help shapes`
                return self._help_on([named], commands, token)  # (the command's own help)
            if isinstance(action, ANSWERS):
                return (parser if action in parser._actions else self), action, token
            if action is not None and "=" not in token:
                i = _past_values(action, argv, i)
        return None

    def _help_on(
        self, topic: list[str], commands: dict[str, argparse.ArgumentParser], token: str
    ) -> tuple[argparse.ArgumentParser, argparse.Action, str]:
        """The help that `help [COMMAND]` or `--help COMMAND` asks for: the command's own (as
        `quiver COMMAND --help`), the game's with none named (stranger s325: `quiver --help
        shapes` printed the game's help, `quiver help shapes` was refused)."""
        if topic and _is_value(topic[0]) and topic[0] not in commands:
            names = ", ".join(dict.fromkeys(commands))
            raise CliError(f"no help on {topic[0]!r}: the commands are {names}")
        parser = commands[topic[0]] if topic and topic[0] in commands else self
        helps = [a for a in parser._actions if isinstance(a, argparse._HelpAction)]
        return parser, helps[0], token

    def parse_known_args(self, args=None, namespace=None):
        self.argv = list(sys.argv[1:] if args is None else args)  # for error(): what was typed
        return super().parse_known_args(args, namespace)

    def error(self, message: str) -> NoReturn:
        raise CliError(
            self._daily_day() or self._not_a_command(message) or self._dash_value(message) or message
        )

    def _daily_day(self) -> str | None:
        """--daily with a day after it (s328: `--daily 2026-12-01` said "argument COMMAND:
        invalid choice", `render --daily DAY` "unrecognized arguments"): it takes none. The
        day is --daily's own word (after it, or `--daily=DAY`) or one no option takes, never
        another option's value (s331: `--daily --seed 20261201` named the seed)."""
        argv = getattr(self, "argv", [])
        if not any(a == "--daily" or a.startswith("--daily=") for a in argv):
            return None
        day = next((w for w in self._loose_words(argv) if DAY.fullmatch(w.lower())), None)
        if day is None:
            return None
        return (
            f"--daily takes no date ({day!r}): it plays today's puzzle (by UTC date); "
            "the Daily screen's calendar (D on the menu) plays the days before"
        )

    def _loose_words(self, argv: list[str]) -> list[str]:
        """The words of the line that no option takes as its value (as `asked` walks it),
        and --daily's own (`--daily=DAY`); a word after an option this parser does not
        know may be that option's, so it is none of these."""
        parser: argparse.ArgumentParser = self
        commands = {} if self._subparsers is None else subcommands(self)
        words: list[str] = []
        i = 0
        while i < len(argv):
            token, i = argv[i], i + 1
            if token == "--":
                return words + argv[i:]
            if _is_value(token):
                words.append(token)
                parser = commands.get(token, parser) if parser is self else parser
                continue
            if token.startswith("--daily="):
                words.append(token.removeprefix("--daily="))
                continue
            action = _option(parser, token) or _option(self, token)
            if "=" in token:
                continue
            if action is not None:
                i = _past_values(action, argv, i)
            elif i < len(argv) and _is_value(argv[i]):
                i += 1
        return words

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


def _is_value(token: str) -> bool:
    return not token.startswith("-") or token == "-" or bool(_NEGATIVE.match(token))


def subcommands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    """A parser's commands by name (`quiver shapes`'s parser under "shapes")."""
    actions = parser._subparsers._group_actions if parser._subparsers is not None else []
    subs = [a for a in actions if isinstance(a, argparse._SubParsersAction)]
    return {name: sub for a in subs for name, sub in a._name_parser_map.items()}


def _option(parser: argparse.ArgumentParser, token: str) -> argparse.Action | None:
    """The option `token` names in `parser`, as argparse finds it: whole (`--seed=3` too),
    or a prefix of one option alone (`--vers`); None for none."""
    name = token.partition("=")[0] if token.startswith("--") else token
    known = parser._option_string_actions
    if name in known:
        return known[name]
    hits = {a for o, a in known.items() if o.startswith(name)} if name.startswith("--") else set()
    return hits.pop() if len(hits) == 1 and parser.allow_abbrev else None


def _past_values(action: argparse.Action, argv: list[str], i: int) -> int:
    """Where the values that an option takes from argv[i] on end (`--seed 3`), as argparse
    counts them: never a token that starts with '-' (`--seed --help`: no seed, then --help)."""
    nargs = action.nargs
    most = 0 if nargs == 0 else 1 if nargs in (None, "?") else nargs if isinstance(nargs, int) else len(argv)
    end = min(i + most, len(argv))
    while i < end and _is_value(argv[i]):
        i += 1
    return i
