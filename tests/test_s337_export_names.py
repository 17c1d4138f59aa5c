"""Exported board file names keep letters and digits of any script (s337: a picture
'bild ö.png' exported as ``quiver-bild_.json``, a Chinese name as ``quiver-board.json``)."""

from __future__ import annotations

import json
import unicodedata
from types import SimpleNamespace

import pytest

from quiver.game import services
from quiver.game.file_names import cap_utf8, safe_stem

BOARD = SimpleNamespace(shape=None)


@pytest.mark.parametrize(
    ("label", "stem"),
    [
        ("bild ö", "bild_ö"),
        ("中文名字", "中文名字"),
        ("Ελληνικά", "Ελληνικά"),
        ("Привет мир", "Привет_мир"),
        ("مرحبا", "مرحبا"),
        ("नमस्ते", "नमस्ते"),
        ("ひらがな123", "ひらがな123"),
        ("e\u0301te\u0301", "été"),  # decomposed accents come out NFC
        ("board.json", "board"),
    ],
)
def test_letters_of_any_script_survive(label: str, stem: str) -> None:
    got = services.export_name(BOARD, label=label)
    assert got == stem
    assert unicodedata.is_normalized("NFC", got)


@pytest.mark.parametrize(
    "hostile",
    [
        "../../etc/passwd",
        "..\\..\\windows\\system32",
        "..hidden",
        'a:b*c?d"e<f>g|h',
        "tab\there\nnewline\x00nul\x1f\x7f",
        "trailing. . .",
        "\u202eevil\u200b",
        "   ",
        "...",
        "😀🎉",
    ],
)
def test_hostile_names_become_plain_file_names(hostile: str, tmp_path) -> None:
    stem = services.export_name(BOARD, label=hostile)
    assert stem and not stem.startswith(".") and stem[-1] not in ". "
    assert not set(stem) & set('/\\:*?"<>|')
    assert all(ch.isprintable() and not ch.isspace() for ch in stem)
    path = tmp_path / f"quiver-{stem}.json"
    path.write_text("{}", encoding="utf-8")  # the file system takes it, in that folder
    assert [p.name for p in tmp_path.iterdir()] == [path.name]


def test_readable_words_kept_around_hostile_parts() -> None:
    assert safe_stem("../../etc/passwd") == "etc_passwd"
    assert safe_stem("a:b*c") == "a_b_c"
    assert safe_stem("😀 smile") == "smile"
    assert safe_stem("...", fallback="x") == "x"


@pytest.mark.parametrize("ch", ["日", "é", "😀x", "a", "न\u094d"])
def test_long_names_are_capped_in_bytes_whole_characters(ch: str, tmp_path) -> None:
    stem = services.export_name(BOARD, label=ch * 400)
    assert len(stem.encode("utf-8")) <= 120
    name = f"quiver-{stem}-999.json"
    assert len(name.encode("utf-8")) < 255
    (tmp_path / name).write_text("{}", encoding="utf-8")


def test_cap_utf8_never_cuts_a_character() -> None:
    assert cap_utf8("日日", 5) == "日"
    assert cap_utf8("abc", 3) == "abc"
    assert cap_utf8("aé", 2) == "a"


def test_export_board_writes_the_unicode_name(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    monkeypatch.setattr(services, "dump_board", lambda board: json.dumps({"format": "x"}))
    path = services.export_board(BOARD, label="bild ö")
    assert path.name == "quiver-bild_ö.json"
    again = services.export_board(BOARD, label="bild ö")
    assert again.name == "quiver-bild_ö-2.json"
    assert json.loads(path.read_text(encoding="utf-8")) == {"format": "x"}
