"""`quiver --version`, and warnings as one `quiver: LEVEL: ...` line through logging."""

from __future__ import annotations

import logging

from quiver import __version__, logs
from quiver.cli import main
from quiver.engine.modes import bad_seed
from quiver.generator.version import GENERATOR_VERSION


def test_version_names_the_game_and_the_generator(capsys):
    assert main(["--version"]) == 0
    out, err = capsys.readouterr()
    assert out.strip() == f"quiver {__version__} (generator {GENERATOR_VERSION})" and err == ""


def test_warnings_are_one_line_on_the_current_stderr(capsys):
    log = logs.setup().getChild("test")
    logs.setup()  # a second call adds no second handler
    log.warning("the file\nwas   unreadable")
    log.error("bad")
    log.info("saved to %s", "/x")
    log.debug("not shown")
    assert capsys.readouterr() == (
        "",
        "quiver: warning: the file was unreadable\nquiver: error: bad\nquiver: saved to /x\n",
    )
    assert sum(type(h).__name__ == "_Stderr" for h in logging.getLogger("quiver").handlers) == 1


def test_cli_errors_and_notes_go_through_the_log(capsys):
    assert main(["--seed", "x"]) == 2
    want = f"quiver: error: {bad_seed('x')}\n"
    assert capsys.readouterr().err == want
    assert main(["generate", "--mode", "2d", "--shape", "heart", "--arrows", "3", "--seed", "1"]) == 0
    err = capsys.readouterr().err
    assert err.startswith("quiver: note: 3 arrows cannot fill") and err.count("\n") == 1
