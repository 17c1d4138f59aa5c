"""`quiver play FILE` names the file in its one line when the board has nothing to play,
as every other refusal of a board file does ("bare.json: invalid JSON: ..."); it said
only "the board has no arrows: nothing to play". From standard input: no name to give."""

from __future__ import annotations

import io
import json

from quiver import cli

BARE = {"format": "quiver-board/1", "mode": "2d", "size": [3, 3], "cells": [], "arrows": []}


def test_play_names_the_file_with_no_arrows(tmp_path, capsys, monkeypatch):
    path = tmp_path / "bare.json"
    path.write_text(json.dumps(BARE))
    monkeypatch.setattr(cli.cli_system, "game_start", lambda: None)
    assert cli.main(["play", str(path)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [f"quiver: error: {path}: the board has no arrows: nothing to play"]


def test_play_from_stdin_has_no_name_to_give(capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(json.dumps(BARE).encode())))
    monkeypatch.setattr(cli.cli_system, "game_start", lambda: None)
    assert cli.main(["play", "-"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["quiver: error: the board has no arrows: nothing to play"]
