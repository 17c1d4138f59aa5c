"""The README says what the code does: every option of `quiver` and its commands is
described there (the server's many in docs/server.md, which the README points to) and
no option it shows is gone; its set-up and test commands (which .ci/run reads out of it
and runs) ask for extras, groups and markers that pyproject.toml has; every script of
bench/ and tools/ that it or docs/ names is there, with the options they give it.
(Found missing: `quiver render --board`, `quiver check --taps`, `quiver shapes --json`;
docs naming a `tools/digest.py` that was never in the repository.)"""

from __future__ import annotations

import argparse
import re
import shlex
import tomllib
from pathlib import Path

from quiver.cli import build_parser

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
SERVER_DOC = (ROOT / "docs" / "server.md").read_text(encoding="utf-8")
CODE_SPAN = re.compile(r"`([^`\n]+)`")
FLAG = re.compile(r"(?<![\w-])(--[a-z][a-z0-9-]*)")


def parsers() -> dict[str, argparse.ArgumentParser]:
    """'' for `quiver` itself, else the command's name -> its parser."""
    top = build_parser()
    found = {"": top}
    for action in top._actions:
        if isinstance(action, argparse._SubParsersAction):
            found.update(action.choices)
    return found


def flags(parser: argparse.ArgumentParser) -> set[str]:
    return {
        s
        for a in parser._actions
        if a.help != argparse.SUPPRESS
        for s in a.option_strings
        if s.startswith("--") and s != "--help"
    }


def section(title: str) -> str:
    start = README.index(f"\n## {title}\n")
    end = README.find("\n## ", start + 1)
    return README[start : end if end > 0 else None]


def test_every_option_of_every_command_is_in_the_readme() -> None:
    command_line = section("Command line")
    missing = []
    for name, parser in parsers().items():
        where = command_line + (SERVER_DOC if name == "serve" else "")
        spans = " ".join(CODE_SPAN.findall(where))
        missing += [
            f"quiver {name} {flag}".replace("  ", " ") for flag in sorted(flags(parser)) if flag not in spans
        ]
    assert missing == [], f"not described in README.md's Command line (or docs/server.md): {missing}"


def test_no_option_the_readme_shows_for_quiver_is_gone() -> None:
    """Each code span that is a `quiver ...` command uses only its command's options; a span
    that is a lone option (`--specials some|many`) names an option of some command."""
    every = parsers()
    known = set().union(*map(flags, every.values()))
    gone = []
    for span in CODE_SPAN.findall(README):
        words = span.replace("\\|", "|").split()
        if words[0] == "quiver":
            command = words[1] if len(words) > 1 and words[1] in every else ""
            gone += [f"{span}: {f}" for f in FLAG.findall(span) if f not in flags(every[command])]
        elif words[0].startswith("--") and words[0] not in OTHER_TOOLS:
            gone += [f"{span}: {f}" for f in FLAG.findall(words[0]) if f not in known]
    assert gone == [], gone


OTHER_TOOLS = {"--group", "--upgrade", "--clean"}  # pip's; tools/build_compiled.py's


def readme_command(tag: str) -> str:
    """The command under `<!-- tag -->`, as .ci/run reads it (two lines down)."""
    lines = README.splitlines()
    return lines[lines.index(f"<!-- {tag} -->") + 2]


def test_the_set_up_and_test_commands_ask_for_what_pyproject_has() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    setup = shlex.split(readme_command("setup"))
    extras = next(w for w in setup if w.startswith(".["))[2:-1].split(",")
    assert set(extras) <= set(project["project"]["optional-dependencies"]), extras
    groups = project["dependency-groups"]
    assert setup[setup.index("--group") + 1] in groups
    assert any(w.startswith("pip>=25.1") for w in setup), "dependency groups need pip 25.1"
    tests = readme_command("tests")
    assert "-n auto" in tests and any("pytest-xdist" in str(d) for d in groups["test"])
    markers = project["tool"]["pytest"]["ini_options"]["markers"]
    assert '-m "not slow"' in README and any(m.startswith("slow:") for m in markers)
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "readme_command setup" in ci and "readme_command tests" in ci


SCRIPT = re.compile(
    r"((?:bench|tools)/[a-z_0-9]+\.(?:py|sh))((?:[ \t]+(?:--?[a-z][a-z0-9-]*|[^ \t`|)\n-][^ \t`|)\n]*))*)"
)


def test_every_script_the_docs_name_is_there_with_its_options() -> None:
    """`bench/x.py --flag` in README.md or docs/: the script exists and its source (or a
    helper of its folder it imports) spells the option."""
    wrong = []
    for page in [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]:
        for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
            for m in SCRIPT.finditer(line):
                script = ROOT / m.group(1)
                where = f"{page.relative_to(ROOT)}:{number}"
                if not script.is_file():
                    wrong.append(f"{where}: no {m.group(1)}")
                    continue
                source = script.read_text(encoding="utf-8")
                for name in re.findall(r"^(?:from|import) (_?[a-z_0-9]+)", source, re.M):
                    if (helper := script.parent / f"{name}.py").is_file():
                        source += helper.read_text(encoding="utf-8")
                wrong += [f"{where}: {m.group(1)} {f}" for f in FLAG.findall(m.group(2)) if f not in source]
    assert wrong == [], wrong


def test_the_readmes_shape_counts_are_the_games() -> None:
    from quiver.shapes import CLASSIC_SHAPES, list_shapes

    shapes = list_shapes()
    words = {6: "six"}  # as the README spells it
    solids = len(CLASSIC_SHAPES["3d"])
    assert f"**2D**: {len(shapes['2d'])} pictures" in README
    assert f"{words.get(solids, solids)} solids" in README
    assert f"and {len(shapes['3d']) - solids} models" in README
    assert f"faces of {len(shapes['flat'])} block shapes" in README
