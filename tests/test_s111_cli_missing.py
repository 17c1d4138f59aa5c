"""A library the package needs, missing (`pip install --no-deps quiver-game` alone: the
server-only install of docs/server.md without its extras): one line naming it, not
"internal error: ModuleNotFoundError"."""

from __future__ import annotations

import pytest

from quiver import cli, cli_system


def fail_with(monkeypatch, error: BaseException) -> None:
    def boom(*args, **kwargs):
        raise error

    monkeypatch.setattr(cli_system, "game_start", boom)
    monkeypatch.setattr(cli, "launch_game", lambda options: cli_system.game_start())


def test_a_missing_library_is_named_in_one_line(monkeypatch, capsys):
    fail_with(monkeypatch, ModuleNotFoundError("No module named 'platformdirs'", name="platformdirs"))
    assert cli.main(["--seed", "3"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [
        "quiver: error: a library Quiver needs is not installed: platformdirs "
        "(pip install quiver-game installs them all)"
    ]


@pytest.mark.parametrize("name", ["quiver.app", "quiver", None])
def test_a_missing_module_of_quivers_own_stays_an_internal_error(monkeypatch, capsys, name):
    fail_with(monkeypatch, ModuleNotFoundError(f"No module named {name!r}", name=name))
    assert cli.main(["--seed", "3"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("quiver: error: internal error: ModuleNotFoundError"), err
