"""s328: a kept puzzle that cannot be read (a hand edit's taps of "abc") starts fresh, as
before, but the file as it was is kept aside first (it was deleted: the player's puzzle
gone without a copy), and the line says where; the puzzles that read stay kept."""

from __future__ import annotations

import json

from quiver.game.kept_puzzle import kept_path, kept_puzzles

GOOD = {"code": "2d-heart-16x14-34-hard-7-g9", "where": "level 2d 3", "log": [[1, 500]]}
BAD = {"code": "2d-heart-16x14-34-hard-7-g9", "where": "free", "log": "abc"}


def test_a_bad_kept_puzzle_is_kept_aside_before_it_goes(tmp_path, monkeypatch):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    text = json.dumps({"schema": 2, "puzzles": [BAD, GOOD]})
    kept_path().write_text(text)
    kept, line = kept_puzzles()
    assert [k.where for k in kept] == ["level 2d 3"]  # the good one stays
    aside = tmp_path / "kept_puzzle.corrupt-1.json"
    assert aside.read_text() == text  # the file as it was, whole
    assert line is not None and "it starts fresh" in line and aside.name in line
    assert len(line.splitlines()) == 1
    assert [d["where"] for d in json.loads(kept_path().read_text())["puzzles"]] == ["level 2d 3"]


def test_the_only_puzzle_bad_the_file_goes_but_its_copy_stays(tmp_path, monkeypatch):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    kept_path().write_text(json.dumps({"schema": 1, **BAD}))
    kept, line = kept_puzzles()
    assert kept == [] and not kept_path().exists()
    assert (tmp_path / "kept_puzzle.corrupt-1.json").exists() and "kept_puzzle.corrupt-1.json" in (line or "")
    assert kept_puzzles() == ([], None)  # read again: nothing, and nothing more said
