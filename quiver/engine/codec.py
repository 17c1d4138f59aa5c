"""Board files: read and write `quiver-board/1` (shared/design/BOARD_FORMAT.md).

    text = dump_board(board)          # sorted keys, no spaces: the same board, the same bytes
    board = load_board(text)          # str or bytes; CodecError (a BoardError) if refused
    board = load_board_file("x.json")

The loader reads files from strangers. It refuses, before doing any real work, input over
`MAX_BYTES` (unparsed), JSON nested deeper than `MAX_DEPTH`, lists over `MAX_ITEMS`
entries, more than `MAX_CELLS` cells or voxels, a bounding box side over `MAX_SIDE`,
numbers that are not finite (1e400), and boards whose escape rays would walk more than
`MAX_RAY_WORK` steps (docs/limits.md). Every refusal is a `CodecError` with one line naming
the problem, quoting the file's keys and values as JSON writes them (`errors.shown`); no
input makes it raise anything else. Nothing is evaluated or unpickled.
Stdlib only.
"""

from __future__ import annotations

import errno
import json
import os
import re
import sys
from typing import Any, NoReturn

from .board import Arrow, Board
from .errors import BoardError, quoted_key, shown
from .geometry import DIR_BY_NAME, DIR_NAMES, VEC3, axis
from .modes import MODES, Mode, Turn, is_int
from .not_boards import other_kind
from .regular import missing_file, open_regular
from .space import FlatSpace, Space, make_space

__all__ = [
    "FORMAT",
    "MAX_BYTES",
    "MAX_CELLS",
    "MAX_DEPTH",
    "MAX_ITEMS",
    "MAX_RAY_WORK",
    "MAX_SIDE",
    "CodecError",
    "board_to_obj",
    "dump_board",
    "load_board",
    "load_board_file",
]

FORMAT = "quiver-board/1"
MAX_BYTES = 8 * 1024 * 1024  # refuse bigger files unread
MAX_DEPTH = 32  # a board nests 5 deep; params/metrics may add a few
MAX_ITEMS = 1_000_000  # entries of any list (cells, voxels, arrows, solution)
MAX_CELLS = 300_000  # cells (flat: faces) and voxels: a 64^3 solid is 262,144
MAX_SIDE = 4096  # a side of the bounding box
MAX_RAY_WORK = 4_000_000  # total steps the escape rays may walk (see _check_ray_work);
# the largest generated boards need under 2,000,000
_DIMS = {Mode.TWO_D: 2, Mode.THREE_D: 3, Mode.FLAT: 3}
_COORD_FORM = {Mode.TWO_D: "[x, y]", Mode.THREE_D: "[x, y, z]", Mode.FLAT: '[x, y, z, "+y"]'}

# A JSON string, or an unterminated one running to the end: always matches at a quote
# without backtracking, so stripping strings stays linear on any input.
_STRING = re.compile(r'"[^"\\]*(?:\\[\s\S]?[^"\\]*)*(?:"|\Z)')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_QUOTED_CHAR = re.compile(r"'(.)'")  # json's messages quote one character so: ','


class CodecError(BoardError):
    """A board file that cannot be loaded: one line saying what is wrong and where."""


# -- writing ------------------------------------------------------------------------
def _cell_out(space: Space, cid: int) -> list[Any]:
    c = space.coord(cid)
    if space.mode == Mode.FLAT:
        return [c[0], c[1], c[2], DIR_NAMES[c[3]]]
    return list(c)


def _arrow_out(space: Space, a: Arrow) -> dict[str, Any]:
    out: dict[str, Any] = {"cells": [_cell_out(space, c) for c in a.cells], "dir": DIR_NAMES[a.dir]}
    out.update(_specials_out(a))
    return out


def _specials_out(a: Arrow) -> dict[str, Any]:
    """The optional special-arrow keys of one arrow (none for a plain arrow)."""
    out: dict[str, Any] = {}
    if a.lock is not None:
        out["lock"] = a.lock
    if a.dir2 is not None:
        out["dir2"] = DIR_NAMES[a.dir2]
    if a.turn is not None:
        out["turn"] = a.turn
    return out


def board_to_obj(board: Board) -> dict[str, Any]:
    """The JSON object of a board (its fixed puzzle; the current position is not saved)."""
    space = board.space
    obj: dict[str, Any] = {
        "format": FORMAT,
        "mode": space.mode,
        "size": list(space.size),
        "cells": [_cell_out(space, c) for c in range(len(space))],
        "arrows": [_arrow_out(space, a) for a in board.arrows],
    }
    if isinstance(space, FlatSpace):
        obj["voxels"] = [list(v) for v in space.voxels]
    if board.shape is not None:
        obj["shape"] = board.shape
    if board.seed is not None:
        obj["seed"] = board.seed
    if board.params:
        obj["params"] = board.params
    if board.solution is not None:
        obj["solution"] = list(board.solution)
    if board.metrics is not None:
        obj["metrics"] = board.metrics
    return obj


def dump_board(board: Board) -> str:
    """The board as `quiver-board/1` text: sorted keys, no spaces, byte-stable."""
    try:
        return json.dumps(board_to_obj(board), sort_keys=True, separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError) as e:
        raise CodecError(f"cannot write the board: {e}") from None


# -- reading ------------------------------------------------------------------------
def load_board_file(path: str | os.PathLike[str]) -> Board:
    """Read and load a board file; CodecError for a missing, unreadable or bad file (a
    missing one said as the game says a missing picture: "no file 'x.json' in FOLDER")."""
    name = os.fspath(path)
    try:
        with open_regular(name) as f:
            if (size := os.fstat(f.fileno()).st_size) > MAX_BYTES:  # (refused unread)
                raise CodecError(
                    f"the board file is {_megabytes(size)} MB, over the limit of {_megabytes(MAX_BYTES)} MB"
                )
            data = f.read(MAX_BYTES + 1)
    except CodecError:
        raise
    except (FileNotFoundError, NotADirectoryError):  # ("cannot read x.json: No such file or directory")
        raise CodecError(missing_file(name)) from None
    except OSError as e:  # (a link in a loop, "Too many levels of symbolic links": missing_file, s346)
        why = missing_file(name) if e.errno == errno.ELOOP else f"cannot read {name}: {e.strerror or e}"
        raise CodecError(why) from None
    return load_board(data)


def _megabytes(size: int) -> str:
    """A size in MB, to a tenth, rounded up (s333: "over 8388608 bytes"; a file just over
    the limit never reads as the limit), as a picture too big is told (shapes/png.py)."""
    return f"{-(-size * 10 // (1024 * 1024)) / 10:g}"


def load_board(data: str | bytes | bytearray) -> Board:
    """Load a `quiver-board/1` board from its text or bytes; CodecError if refused."""
    obj = _parse_json(data)
    try:
        return _board_from_obj(obj)
    except CodecError:
        raise
    except (BoardError, ValueError) as e:  # the engine's own checks, already one line
        raise CodecError(str(e)) from None
    except RecursionError:
        raise CodecError("the board nests too deeply") from None


def _parse_json(data: str | bytes | bytearray) -> Any:
    if isinstance(data, (bytes, bytearray, memoryview)):
        if len(data) > MAX_BYTES:
            raise CodecError(f"the board is over {_megabytes(MAX_BYTES)} MB, the limit")
        try:
            text = bytes(data).decode("utf-8")
        except UnicodeDecodeError as e:
            if bytes(data[:2]) in (b"\xff\xfe", b"\xfe\xff"):  # (s225: it said only "byte 0")
                raise CodecError(
                    'the board is UTF-16 text (Notepad\'s "Unicode"): save it as UTF-8'
                ) from None
            if (other := other_kind(bytes(data[:8]))) is not None:  # (s344: a PNG was "byte 0")
                raise CodecError(other) from None
            raise CodecError(f"the board is not UTF-8 text (byte {e.start})") from None
    elif isinstance(data, str):
        if len(data) > MAX_BYTES or (
            len(data) * 4 > MAX_BYTES and len(data.encode("utf-8", "surrogatepass")) > MAX_BYTES
        ):
            raise CodecError(f"the board is over {_megabytes(MAX_BYTES)} MB, the limit")
        text = data
    else:
        raise TypeError(f"load_board() takes str or bytes, not {type(data).__name__}")
    text = text.removeprefix("\ufeff")
    if not text.strip():
        raise CodecError("the board file is empty")
    _check_depth(text)

    def no_constant(name: str) -> Any:
        raise CodecError(f"invalid JSON: {name} is not a number")

    def finite(number: str) -> float:
        value = float(number)
        if value in (float("inf"), float("-inf")):  # 1e400: no float holds it
            raise CodecError(f"invalid JSON: the number {number[:24]} is too large")
        return value

    try:
        return json.loads(
            text, parse_constant=no_constant, parse_float=finite, object_pairs_hook=_no_duplicates
        )
    except CodecError:
        raise
    except RecursionError:
        raise CodecError(f"invalid JSON: nested more than {MAX_DEPTH} deep") from None
    except json.JSONDecodeError as e:  # "Expecting ',' delimiter": quoted as the rest are
        raise CodecError("invalid JSON: " + _QUOTED_CHAR.sub(r'"\1"', str(e))) from None
    except ValueError as e:  # an int over Python's digit limit: its own words name a Python call
        raise CodecError(_too_long(text) or f"invalid JSON: {e}") from None


def _too_long(text: str) -> str | None:
    """The one line for a number longer than Python reads (sys.get_int_max_str_digits()),
    None when `text` has none."""
    limit = sys.get_int_max_str_digits()
    found = re.search(rf"\d{{{limit + 1},}}", text) if limit else None
    if found is None:
        return None
    return f"invalid JSON: the number {found.group()[:21]}... is too long: at most {limit} digits"


def _check_depth(text: str) -> None:
    """Refuse nesting deeper than MAX_DEPTH without recursing: strip strings and everything
    but brackets, then peel innermost pairs; each pass (C speed) removes one level."""
    s = _NOT_BRACKET.sub("", _STRING.sub("", text))
    for _ in range(MAX_DEPTH):
        if not s:
            return
        shorter = s.replace("[]", "").replace("{}", "")
        if len(shorter) == len(s):
            return  # unbalanced: json.loads will say where
        s = shorter
    if s and len(s.replace("[]", "").replace("{}", "")) < len(s):
        raise CodecError(f"invalid JSON: nested more than {MAX_DEPTH} deep")


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    obj = dict(pairs)
    if len(obj) != len(pairs):
        seen = set()
        for k, _ in pairs:
            if k in seen:
                raise CodecError(f"invalid JSON: the key {shown(k)} appears twice in one object")
            seen.add(k)
    return obj


def _json_kind(value: Any) -> str:
    """What a JSON value is, in JSON's own words (null, an array...), for an error message."""
    if value is None or isinstance(value, bool):
        return json.dumps(value)
    kinds = ((list, "an array"), (str, "a string"), ((int, float), "a number"))
    return next((name for kind, name in kinds if isinstance(value, kind)), type(value).__name__)


def _coord(value: Any, mode: Mode, where: str, *at: Any) -> tuple[int, ...]:
    """A cell as written in the file -> the space's coordinate tuple (flat: n as an int).
    `where.format(*at)` names the place in an error (formatted only then: this runs once
    per cell of boards with hundreds of thousands)."""
    dims = _DIMS[mode]
    if type(value) is not list or len(value) != dims + (mode == Mode.FLAT):
        _bad_coord(value, mode, where.format(*at))
    for v in value[:dims]:
        if type(v) is not int:  # bool is not an int here
            _bad_coord(value, mode, where.format(*at))
    if mode == Mode.FLAT:
        n = value[3]
        if not isinstance(n, str) or n not in DIR_BY_NAME:
            raise CodecError(
                f"{where.format(*at)}: {shown(n)} is not a direction (expected one of {', '.join(DIR_NAMES)})"
            )
        return (value[0], value[1], value[2], DIR_BY_NAME[n])
    return tuple(value)


def _bad_coord(value: Any, mode: Mode, where: str) -> NoReturn:
    raise CodecError(f"{where} must be {_COORD_FORM[mode]} with integer coordinates, got {shown(value)}")


def _list(obj: dict[str, Any], key: str, what: str) -> list[Any]:
    if key not in obj:
        raise CodecError(f"the board has no {quoted_key(key)} ({what})")
    value = obj[key]
    if not isinstance(value, list):
        raise CodecError(f"{quoted_key(key)} must be a list, got {shown(value)}")
    if len(value) > MAX_ITEMS:
        raise CodecError(f"{quoted_key(key)} has {len(value)} entries; at most {MAX_ITEMS} are accepted")
    return value


def _inside(p: tuple[int, ...], size: tuple[int, ...]) -> bool:
    # strict=False: a Flat-3D point is (x, y, z, n), and only x, y, z are bounded by size
    return all(0 <= v < s for v, s in zip(p, size, strict=False))


def _points(
    obj: dict[str, Any], key: str, what: str, mode: Mode, size: tuple[int, ...]
) -> list[tuple[int, ...]]:
    """The list `key` of coordinates written as in `mode`: each inside `size`, none twice."""
    points: list[tuple[int, ...]] = []
    where_of: dict[tuple[int, ...], int] = {}
    raws = _list(obj, key, what)
    if len(raws) > MAX_CELLS:
        raise CodecError(
            f"{quoted_key(key)} has {len(raws)} entries; a playable board has at most {MAX_CELLS}"
        )
    for i, raw in enumerate(raws):
        p = _coord(raw, mode, "{}[{}]", key, i)
        if not _inside(p, size):
            raise CodecError(f"{key}[{i}] {shown(raw)} is outside the size {list(size)}")
        if p in where_of:
            raise CodecError(f"{key}[{i}] {shown(raw)} is given twice (also {key}[{where_of[p]}])")
        where_of[p] = i
        points.append(p)
    return points


def _given(obj: dict[str, Any], key: str, expect: str = "") -> Any:
    """`obj[key]`, or the CodecError where it is missing or null: a null is said so (s228:
    `"format": null` was "the board has no "format"" to a player who could see it)."""
    if obj.get(key) is None:
        got = f'"{key}" is null' if key in obj else f'the board has no "{key}"'
        raise CodecError(got + expect)
    return obj[key]


def _board_from_obj(obj: Any) -> Board:
    if not isinstance(obj, dict):
        raise CodecError(f"a board file holds a JSON object {{...}}, not {_json_kind(obj)}")
    fmt = _given(obj, "format", f" (expected {quoted_key(FORMAT)})")
    if fmt != FORMAT:
        newer = isinstance(fmt, str) and fmt.startswith("quiver-board/")
        hint = " (written by a newer Quiver?)" if newer else ""
        raise CodecError(f"unknown format {shown(fmt)}{hint}: this Quiver reads {quoted_key(FORMAT)}")
    raw_mode = _given(obj, "mode", " (2d, 3d or flat)")
    if not isinstance(raw_mode, str) or raw_mode not in MODES:
        raise CodecError(f"unknown mode {shown(raw_mode)} (expected 2d, 3d or flat)")
    mode = Mode(raw_mode)
    dims = _DIMS[mode]

    size = _given(obj, "size")
    if (
        not isinstance(size, list)
        or len(size) != dims
        or not all(is_int(v) for v in size)
        or any(v < 1 for v in size)
    ):
        form = "[w, h]" if dims == 2 else "[w, h, d]"
        raise CodecError(
            f'"size" must be {form} with positive integers for a {mode} board, got {shown(size)}'
        )
    if max(size) > MAX_SIDE:
        raise CodecError(f'"size" {list(size)} is too large (at most {MAX_SIDE} a side)')
    size = tuple(size)

    cells = _points(obj, "cells", "every cell of the shape", mode, size)
    if mode == Mode.FLAT:
        voxels = _points(obj, "voxels", "the block's voxels, for a flat board", Mode.THREE_D, size)
        space = make_space(Mode.FLAT, size, voxels, cells)
    else:
        if obj.get("voxels") is not None:
            raise CodecError(f'"voxels" belongs only to flat boards, not {mode}')
        space = make_space(mode, size, cells)

    raw_arrows = _list(obj, "arrows", "the arrows")
    arrows: list[Arrow] = []
    for i, raw in enumerate(raw_arrows):
        if not isinstance(raw, dict):
            raise CodecError(
                f'arrows[{i}] must be an object {{"cells": [...], "dir": ...}}, got {shown(raw)}'
            )
        rc, rd = raw.get("cells"), raw.get("dir")
        if not isinstance(rc, list):
            raise CodecError(f'arrows[{i}] needs "cells", a list of cells from tail to head')
        if not isinstance(rd, str) or rd not in DIR_BY_NAME:
            raise CodecError(f'arrows[{i}]: "dir" must be one of {", ".join(DIR_NAMES)}, got {shown(rd)}')
        ids = []
        for j, rawc in enumerate(rc):
            c = _coord(rawc, mode, "arrows[{}].cells[{}]", i, j)
            cid = space.id_of(c)
            if cid is None:
                raise CodecError(f"arrows[{i}].cells[{j}] {shown(rawc)} is not a cell of the shape")
            ids.append(cid)
        arrows.append(
            Arrow(
                tuple(ids),
                DIR_BY_NAME[rd],
                lock=_lock_in(raw, i, len(raw_arrows)),
                dir2=_dir2_in(raw, i),
                turn=_turn_in(raw, i, mode),
            )
        )
    _check_ray_work(space, arrows)

    shape = _optional(obj, "shape", str, "a string")
    seed = obj.get("seed")
    if seed is not None and not (is_int(seed) and seed >= 0):
        raise CodecError(f'"seed" must be a non-negative integer, got {shown(seed)}')
    params = _optional(obj, "params", dict, "an object") or {}
    metrics = _optional(obj, "metrics", dict, "an object")
    solution = obj.get("solution")
    if solution is not None:
        if not isinstance(solution, list) or not all(is_int(v) for v in solution):
            raise CodecError('"solution" must be a list of arrow indices (integers)')
        if len(solution) > MAX_ITEMS:
            raise CodecError(f'"solution" has {len(solution)} entries; at most {MAX_ITEMS}')

    board = Board(space, arrows, shape=shape, seed=seed, params=params, solution=None, metrics=metrics)
    if solution is not None:
        try:
            board.check_solution(solution)
        except BoardError as e:
            raise CodecError(f'"solution" does not clear the board: {e}') from None
        board = board.with_record(solution=solution)
    return board


# -- special arrows (RULES.md section 6) ----------------------------------------------------
# Cross-arrow rules (a key that opens two locks, a lock/key cycle) are the engine's
# (`check_locks`); here each arrow's own keys are read.
def _lock_in(raw: dict[str, Any], i: int, count: int) -> int | None:
    lock = raw.get("lock")
    if lock is None:
        return None
    if not is_int(lock):
        raise CodecError(f'arrows[{i}]: "lock" must be the index of its key (an integer), got {shown(lock)}')
    if lock == i:
        raise CodecError(f'arrows[{i}]: "lock" names the arrow itself; a key is another arrow')
    if not 0 <= lock < count:
        raise CodecError(f'arrows[{i}]: "lock" names arrow {lock}, but the board has arrows 0 to {count - 1}')
    return lock


def _dir2_in(raw: dict[str, Any], i: int) -> int | None:
    """A two-headed arrow's second head direction; its neck and ray the engine checks."""
    d2 = raw.get("dir2")
    if d2 is None:
        return None
    if not isinstance(d2, str) or d2 not in DIR_BY_NAME:
        raise CodecError(f'arrows[{i}]: "dir2" must be one of {", ".join(DIR_NAMES)}, got {shown(d2)}')
    return DIR_BY_NAME[d2]


def _turn_in(raw: dict[str, Any], i: int, mode: str) -> str | None:
    """A rotating arrow's turn word; whether the axis fits its direction the engine checks."""
    turn = raw.get("turn")
    if turn is None:
        return None
    if mode == "3d":
        if not isinstance(turn, str) or turn not in DIR_BY_NAME:
            raise CodecError(
                f'arrows[{i}]: a 3d "turn" is the axis it turns about, one of '
                f"{', '.join(DIR_NAMES)}; got {shown(turn)}"
            )
    elif turn not in tuple(Turn):
        raise CodecError(f'arrows[{i}]: "turn" must be cw or ccw on a {mode} board, got {shown(turn)}')
    if raw.get("dir2") is not None:
        raise CodecError(f'arrows[{i}] has both "turn" and "dir2"; a two-headed arrow does not rotate')
    return str(turn)


def _optional(obj: dict[str, Any], key: str, kind: type, what: str) -> Any:
    value = obj.get(key)
    if value is not None and not isinstance(value, kind):
        raise CodecError(f"{quoted_key(key)} must be {what}, got {shown(value)}")
    return value


def _check_ray_work(space: Space, arrows: list[Arrow]) -> None:
    """Refuse boards whose rays would walk too far: each ray walks from its head to the edge
    of the bounding box, so a huge, sparse box could otherwise keep the loader busy. Counted
    before any ray is walked."""
    size, work = space.size, 0
    for a in arrows:
        if not a.cells:
            continue
        heads = [(a.head, a.dir)] + ([(a.cells[0], a.dir2)] if a.dir2 is not None else [])
        if a.turn is not None:  # a rotating arrow walks a ray in every phase
            heads += [(a.head, d) for d in range(2 * len(size)) if d >> 1 != a.dir >> 1]
        for head, d in heads:  # a two-headed arrow walks both rays
            ax = axis(d)
            if ax >= len(size):
                continue  # a 2d arrow pointing along z: refused later
            at = space.coord(head)[ax]
            work += size[ax] - 1 - at if VEC3[d][ax] > 0 else at
    if work > MAX_RAY_WORK:
        raise CodecError(
            f"the board is too large to check: its escape rays would walk {work} "
            f"steps (at most {MAX_RAY_WORK})"
        )
