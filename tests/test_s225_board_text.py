"""s225: a board file saved as UTF-16 (Windows Notepad's "Unicode", a hand edit) said
only "the board is not UTF-8 text (byte 0)"; it says what it is and what to do."""

from __future__ import annotations

import json

import pytest

from quiver.engine.codec import CodecError, load_board


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-be"])
def test_a_utf16_board_says_so(encoding):
    data = json.dumps({"format": "quiver-board/1"}).encode(encoding)
    data = data if data[:2] in (b"\xff\xfe", b"\xfe\xff") else b"\xfe\xff" + data  # (BE: its BOM)
    with pytest.raises(CodecError) as err:
        load_board(data)
    assert str(err.value) == 'the board is UTF-16 text (Notepad\'s "Unicode"): save it as UTF-8'


def test_other_bytes_still_name_the_byte():
    with pytest.raises(CodecError) as err:
        load_board(b'{"format": "\xff"}')
    assert "not UTF-8 text (byte 12)" in str(err.value)
