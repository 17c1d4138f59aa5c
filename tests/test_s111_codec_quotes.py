"""Board-file errors quote what they name in one style, JSON's (a board file is JSON):
keys and values as the file writes them ("turn", {"a": 1}, null), never Python's repr
('turn', {'a': 1}, None), which the codec used for lists and objects beside JSON for the
rest, so one line could hold both (`unknown format "quiver-board/2" ...: this Quiver reads
'quiver-board/1'`)."""

from __future__ import annotations

import contextlib
import io
import json
import pathlib
import re

import pytest

from quiver.cli import main
from quiver.engine.codec import CodecError, load_board
from quiver.engine.errors import BoardError, shown
from quiver.engine.space import make_space
from quiver.engine.turning import axis_of

BOARDS = pathlib.Path(__file__).parent / "boards"
# a quoted token in Python's style: a ' not inside a word ("the block's" is no quote)
PY_QUOTE = re.compile(r"(?<![A-Za-z])'[^'\s]*'")


def board(name: str = "2d_chain3.json") -> dict:
    obj = json.loads((BOARDS / name).read_text())
    obj.pop("solution", None)
    return obj


def with_(change, name: str = "2d_chain3.json") -> str:
    obj = board(name)
    change(obj)
    return json.dumps(obj)


# (the file's text, the value as the message must quote it)
CASES = [
    (with_(lambda o: o.update(format="quiver-board/2")), '"quiver-board/2"'),
    (with_(lambda o: o.pop("format")), '"format"'),
    (with_(lambda o: o.update(mode=["2d"])), '["2d"]'),
    (with_(lambda o: o.update(size={"w": 3})), '{"w": 3}'),
    (with_(lambda o: o.update(size=None)), '"size"'),
    (with_(lambda o: o.update(cells={"a": 1})), '{"a": 1}'),
    (with_(lambda o: o["cells"].__setitem__(1, {"x": 0, "y": None})), '{"x": 0, "y": null}'),
    (with_(lambda o: o["cells"].__setitem__(1, [0, [1]])), "[0, [1]]"),
    (with_(lambda o: o["arrows"].__setitem__(0, [True, False])), "[true, false]"),
    (with_(lambda o: o["arrows"][0].__setitem__("dir", None)), "null"),
    (with_(lambda o: o["arrows"][0].__setitem__("dir2", ["+x"])), '["+x"]'),
    (with_(lambda o: o["arrows"][0].__setitem__("turn", "cw2")), '"cw2"'),
    (with_(lambda o: o["arrows"][0].__setitem__("turn", {"cw": 1})), '{"cw": 1}'),
    (with_(lambda o: o["arrows"][0].__setitem__("turn", "left"), "3d_chain4.json"), '"left"'),
    (with_(lambda o: o["arrows"][0].__setitem__("lock", "1")), '"1"'),
    (with_(lambda o: o["arrows"][0].update(turn="cw", dir2="-x")), '"turn" and "dir2"'),
    (with_(lambda o: o.update(seed=[1])), "[1]"),
    (with_(lambda o: o.update(params=[{"k": None}])), '[{"k": null}]'),
    (with_(lambda o: o.update(shape={"name": "duck"})), '{"name": "duck"}'),
    (with_(lambda o: o.update(voxels=[[0, 0, 0]])), '"voxels"'),
    (with_(lambda o: o.update(solution=[0, "x"])), '"solution"'),
    ('{"format": "quiver-board/1", "mode": "2d" "size": [1]}', 'Expecting ","'),
    ('{"format": "quiver-board/1" "mode": "2d"}', 'Expecting ","'),
    ('{"format": 1, "format": 2}', '"format"'),
]


@pytest.mark.parametrize("data,quoted", CASES)
def test_a_board_error_quotes_keys_and_values_as_json(data, quoted):
    with pytest.raises(CodecError) as info:
        load_board(data)
    message = str(info.value)
    assert "\n" not in message and message
    assert quoted in message, message
    assert not PY_QUOTE.search(message), message
    assert "None" not in message and "True" not in message, message


def test_the_engine_quotes_a_bad_value_as_json_too():
    """Boards built in code (not read from a file) get the same form from the engine."""
    obj = board()
    b = load_board(json.dumps(obj))
    with pytest.raises(BoardError) as info:
        b.check_solution([0, "1"])
    assert 'names arrow "1"' in str(info.value)
    with pytest.raises(BoardError) as info:
        axis_of(b.space, b.arrows[0].head, b.arrows[0].dir, "cw2")
    assert 'got "cw2"' in str(info.value) and not PY_QUOTE.search(str(info.value))
    with pytest.raises(BoardError) as info:
        make_space("4d", (2, 2), [])
    assert 'unknown mode "4d"' in str(info.value)


def test_shown_is_one_short_line_however_big_or_odd_the_value():
    huge = {"k" * 100: [list(range(1000))] * 1000}
    assert len(shown(huge)) <= 40 and shown(huge).endswith("...")
    assert shown("a\nb\u2028c") == '"a\\nb\\u2028c"'  # escaped: still one line
    assert shown([1.5, None, False, "x"]) == '[1.5, null, false, "x"]'
    assert shown({"a": {"b": []}}) == '{"a": {"b": []}}'


def test_check_quotes_the_files_metrics_as_json(tmp_path, capsys):
    """`quiver check`'s warning about stored metrics that differ quotes the file's value as
    the file has it ("depth" "5" read as 'depth' '5' before)."""
    obj = board()
    obj["metrics"] = {"arrows": "3", "depth": None}
    path = tmp_path / "b.json"
    path.write_text(json.dumps(obj))
    with contextlib.redirect_stdout(io.StringIO()) as out:
        main(["check", "--taps", "0", str(path)])
    warnings = json.loads(out.getvalue())["warnings"]
    said = next(w for w in warnings if "metrics differ" in w)
    assert 'arrows "3" vs 3' in said and "depth null vs" in said, said
    assert not PY_QUOTE.search(said), said
