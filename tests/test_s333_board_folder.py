"""s333 stranger pass: a folder named like a board file (`boards.json/`) dropped on the
window was toasted "'boards.json': cannot read /the/whole/path/boards.json: not a regular
file (a folder)", the file named twice; a folder named .png says "is a folder, not a
picture". Said so, once, as a picture's folder is."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run

pygame = pytest.importorskip("pygame")


def test_a_folder_named_json_dropped_says_it_is_a_folder(monkeypatch, tmp_path):
    folder = tmp_path / "boards.json"
    folder.mkdir()
    with app_maker(monkeypatch, tmp_path, gl=False, seed=7, window=False) as make:
        app = make()
        post(pygame.DROPFILE, file=str(folder))
        run(app, 5)
        assert type(app.stack[-1]).__name__ == "MenuScene"
        assert [t.text for t in app.toasts.toasts] == ["'boards.json' is a folder, not a board file"]
