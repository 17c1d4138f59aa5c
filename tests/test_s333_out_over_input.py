"""s333 stranger pass: `quiver generate --shape cat.png --out cat.png` wrote the board's
JSON over the player's picture (exit 0, the picture gone), and `quiver render --shape
cat.png --out cat.png` the play screen over it. Refused in one line before any work, the
picture kept; a generate --out named .png or .vox (a board is JSON text, never a picture)
is refused the same way."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

import pytest

from quiver import cli


def png_bytes(rows: list[list[int]]) -> bytes:
    """An 8-bit grey PNG of `rows`."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    head = struct.pack(">IIBBBBB", len(rows[0]), len(rows), 8, 0, 0, 0, 0)
    raw = b"".join(b"\x00" + bytes(r) for r in rows)
    return (
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", head) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")
    )


@pytest.fixture
def picture(tmp_path: Path) -> Path:
    """A dark disc on white, the player's own picture."""
    path = tmp_path / "my cat.png"
    path.write_bytes(
        png_bytes([[0 if (x - 8) ** 2 + (y - 8) ** 2 < 40 else 255 for x in range(17)] for y in range(17)])
    )
    return path


def test_render_out_naming_the_picture_it_reads_is_refused_and_the_picture_kept(picture, capsys, monkeypatch):
    before = picture.read_bytes()
    monkeypatch.setattr(cli, "generate_board", lambda *a, **k: pytest.fail("built"))
    assert cli.main(["render", "--shape", str(picture), "--out", str(picture)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [f"quiver: error: --out {picture} is the picture --shape reads: name another file"]
    assert picture.read_bytes() == before


def test_generate_out_naming_the_picture_is_refused_and_the_picture_kept(picture, capsys, monkeypatch):
    before = picture.read_bytes()
    monkeypatch.setattr(cli, "generate_board", lambda *a, **k: pytest.fail("built"))
    assert cli.main(["generate", "--shape", str(picture), "--out", str(picture)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [
        "quiver: error: argument --out: a board file is JSON text, not a picture: "
        f"name it *.json, got {str(picture)!r}"
    ]
    assert picture.read_bytes() == before


@pytest.mark.parametrize(("command", "link_name"), [("render", "link.png"), ("generate", "board.json")])
def test_out_naming_the_picture_through_another_path_is_refused(
    command, link_name, picture, capsys, tmp_path, monkeypatch
):
    link = tmp_path / link_name
    link.symlink_to(picture)
    before = picture.read_bytes()
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(cli, "generate_board", lambda *a, **k: pytest.fail("built"))
    assert cli.main([command, "--shape", "my cat.png", "--out", str(link)]) == 2
    assert capsys.readouterr().err.strip().splitlines() == [
        f"quiver: error: --out {link} is the picture --shape reads: name another file"
    ]
    assert picture.read_bytes() == before


@pytest.mark.parametrize("name", ["board.png", "Board.PNG", "model.vox"])
def test_generate_out_named_as_a_picture_is_refused(name, tmp_path, capsys):
    out = tmp_path / name
    assert cli.main(["generate", "--size", "6", "--out", str(out)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [
        "quiver: error: argument --out: a board file is JSON text, not a picture: "
        f"name it *.json, got {str(out)!r}"
    ]
    assert not out.exists()


def test_generate_from_a_picture_to_another_file_still_writes(picture, tmp_path):
    out = tmp_path / "cat.json"
    assert cli.main(["generate", "--shape", str(picture), "--size", "12", "--out", str(out)]) == 0
    assert out.read_text().startswith('{"arrows"')
