"""`quiver generate --shape pic.png` left a picture's stray dots out without a word (s138
says so in the game, as a toast): the command says it on stderr in one note line (a
refusal after it stays one error line), and its board on stdout stays the board alone."""

from __future__ import annotations

import json

import pytest

pygame = pytest.importorskip("pygame")

from quiver.cli import main  # noqa: E402


def test_generate_says_the_dots_left_out_on_stderr(tmp_path, capsys):
    s = pygame.Surface((40, 40))
    s.fill((255, 255, 255))
    pygame.draw.rect(s, (0, 0, 0), (5, 5, 20, 20))
    s.set_at((35, 35), (0, 0, 0))
    path = tmp_path / "dot.png"
    pygame.image.save(s, str(path))
    assert main(["generate", "--shape", str(path), "--seed", "3", "--difficulty", "easy"]) == 0
    out, err = capsys.readouterr()
    # a note (as the generator's own): a refusal after it is still its one error line
    assert err == "quiver: note: dot.png: 1 stray dot left out: too small for an arrow\n"
    assert json.loads(out)["format"].startswith("quiver-board/")
