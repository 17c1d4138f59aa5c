"""s225: save_json wrote over a file that was there but no good (a kept_puzzle.json edited
by hand and broken: it is read only when Continue is pressed, so no load had moved it
aside): the player's text was lost without a word. It is moved aside first, as
load_json does, and said in one log line; a good file and a missing one are as before."""

from __future__ import annotations

import json
import logging

from quiver.game.storage import save_json


def test_a_broken_file_is_moved_aside_before_it_is_saved_over(tmp_path, caplog):
    path = tmp_path / "kept_puzzle.json"
    path.write_text('{"schema": 2, "puzzles": [ {"code": "2d-heart-16x14-40-hard-7-g9", ')
    with caplog.at_level(logging.WARNING, logger="quiver.storage"):
        assert save_json(path, {"schema": 2, "puzzles": []}, known=("puzzles",))
    assert json.loads(path.read_text()) == {"schema": 2, "puzzles": []}
    aside = tmp_path / "kept_puzzle.corrupt-1.json"
    assert aside.read_text().startswith('{"schema": 2, "puzzles": [ {"code"')
    assert [r.getMessage() for r in caplog.records] == [
        "kept_puzzle.json was unreadable (invalid JSON at line 1); moved it to "
        "kept_puzzle.corrupt-1.json before saving"
    ]


def test_a_good_or_missing_file_is_saved_as_before(tmp_path, caplog):
    path = tmp_path / "settings.json"
    with caplog.at_level(logging.WARNING, logger="quiver.storage"):
        assert save_json(path, {"schema": 1, "volume": 0.5})
        assert save_json(path, {"schema": 1, "volume": 0.25})
    assert json.loads(path.read_text())["volume"] == 0.25
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"] and not caplog.records
