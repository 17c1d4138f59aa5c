"""s228: three lines a stranger misread. A board with `"format": null` said it had no
"format" (the player could see one); a folder named progress.json was "unreadable" as if
a corrupt file; `--specials ""` or `",,"` quietly meant none (a typo, or a shell variable
left unset): refused in one line now, as an unknown kind is."""

from __future__ import annotations

import json

import pytest

from quiver.cli import main
from quiver.engine.codec import CodecError, load_board
from quiver.game.storage import load_json


@pytest.mark.parametrize("key", ["format", "mode", "size"])
def test_a_null_key_is_said_null_and_a_missing_one_missing(key):
    obj = {"format": "quiver-board/1", "mode": "2d", "size": [3, 3], "arrows": []}
    with pytest.raises(CodecError) as null:
        load_board(json.dumps({**obj, key: None}))
    assert f'"{key}" is null' in str(null.value) and "has no" not in str(null.value)
    del obj[key]
    with pytest.raises(CodecError) as gone:
        load_board(json.dumps(obj))
    assert f'has no "{key}"' in str(gone.value)


def test_a_folder_named_like_the_progress_file_is_said_a_folder(tmp_path):
    (tmp_path / "progress.json" / "inside").mkdir(parents=True)
    obj, warning = load_json(tmp_path / "progress.json", 1, dict)
    assert obj == {} and warning is not None
    assert warning.startswith("progress.json is a folder, not a file;"), warning
    assert "unreadable" not in warning
    assert not (tmp_path / "progress.json").exists(), "moved aside, so saves work"


@pytest.mark.parametrize("given", ["", ",,", " , "])
def test_an_empty_specials_list_is_refused_in_one_line(capsys, given):
    assert main(["generate", "--shape", "heart", "--specials", given]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no special arrow kind" in err and "Traceback" not in err
    assert "none, some, many" in err


def test_none_still_means_none(capsys):
    assert main(["generate", "--shape", "heart", "--size", "6x6", "--specials", "none"]) == 0
