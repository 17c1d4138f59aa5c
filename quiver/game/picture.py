"""The player's own picture as a puzzle from inside the game (a file dropped on the
window, or a path typed in the Custom panel): a PNG for 2D, a MagicaVoxel .vox model
for 3D, exactly as `quiver --shape FILE` takes them, refused with the same one line.

>>> picture_mode("cat.PNG"), picture_mode("/tmp/ship.vox")
('2d', '3d')
>>> clean_path('  "~/my pictures/cat.png"\\n') == os.path.expanduser("~/my pictures/cat.png")
True
>>> clean_path("file:///tmp/my%20cat.png")
'/tmp/my cat.png'
"""

from __future__ import annotations

import json
import os
import urllib.parse
from collections.abc import Callable
from typing import TYPE_CHECKING

from quiver.engine.modes import Difficulty, Mode
from quiver.engine.regular import missing_file
from quiver.engine.spec import PuzzleSpec
from quiver.game.read_errors import board_read_error
from quiver.game.tasks import PICTURE, BuildStage, Built
from quiver.shapes import Shape, ShapeError, make_shape
from quiver.shapes.masks2d import MAX_SIDE, MIN_SIDE

if TYPE_CHECKING:  # pragma: no cover
    from quiver.engine.board import Board

MAX_PATH = 1024  # a typed or pasted path longer than this is no path


def picture_mode(path: str) -> Mode:
    """3D for a .vox model, else 2D (a PNG), as the command line decides."""
    return Mode.THREE_D if str(path).lower().endswith(".vox") else Mode.TWO_D


def clean_path(text: str) -> str:
    """A path as typed or pasted: spaces and quotes around it dropped, a file:// address
    (what some file managers paste) read as its path, ~ expanded; several files pasted,
    a path or address a line (a file manager's copy), the first of them."""
    lines = [line.strip() for line in str(text).splitlines() if line.strip()]
    if len(lines) > 1 and all(line.startswith(("/", "~", "file://")) for line in lines):
        lines = lines[:1]
    text = " ".join(lines).strip("\"'").strip()
    if text.lower().startswith("file://"):
        text = urllib.parse.unquote(urllib.parse.urlparse(text).path)
    return os.path.expanduser(text) if text else ""


def picture_spec(
    path: str, difficulty: str = Difficulty.MEDIUM, factor: float = 1.0, seed: int = 0
) -> PuzzleSpec:
    """The puzzle of the picture at `path`: its own size (a PNG's longer side at most 64)
    times `factor` (the Custom panel's S / M / L / XL), at `difficulty`. ShapeError (one
    line, the command line's words) for a file that cannot be a puzzle."""
    return sized(checked_path(path), difficulty, factor, seed)[0]


def checked_path(path: str) -> str:
    """The absolute path of the file a typed or dropped `path` names, after the checks
    that only look at the folder (instant: said on the screen it was asked on at once);
    ShapeError (one line) for no path, a folder, a missing file, a device."""
    path = clean_path(path)
    if not path:
        raise ShapeError("type the path of a PNG picture (or a .vox model), or drop one on the window")
    if len(path) > MAX_PATH:
        raise ShapeError(f"that path is {len(path)} characters long; the limit is {MAX_PATH}")
    if os.path.isdir(path):
        raise ShapeError(f"'{os.path.basename(path.rstrip(os.sep)) or path}' is a folder, not a picture")
    if not os.path.exists(path):  # (a shape's name is not a file: it is not played as one)
        raise ShapeError(missing_file(path))
    not_a_file(path)
    return os.path.abspath(path)  # kept in the settings: the same file from any folder


def sized(path: str, difficulty: str, factor: float, seed: int) -> tuple[PuzzleSpec, Shape, Shape | None]:
    """The puzzle of the picture file at `path` (checked_path's): the file read and sized,
    a thin one searched for the smallest size that keeps its lines whole (up to a second
    or more: in the worker, build_task); the shape it plays (its `left_out`: how many
    pieces its picture leaves out at that size, an images.LeftOut: stray dots under 3
    cells where no size plays it whole, small pieces no arrows can cover; a small part of
    it; its `traits`: what picture_note says of it); and the shape it plays at where that
    is not the size `factor` asked (None: as asked). ShapeError (one line) for a file
    that cannot be a puzzle."""
    mode = picture_mode(path)
    least = None  # the smallest size that plays, where the picture's own does not
    try:
        base = make_shape(mode, path, None)  # the file's own checks: missing, not a PNG, too big...
    except ShapeError as e:
        # lines too thin at its own size (a stick figure): the smallest size that keeps them
        # whole (s124: "use at least 41x85" named the command line's --size, which the game has
        # no place for); a picture no size helps is refused as before
        if e.at_least is None:
            raise
        least = e.at_least
        base = make_shape(mode, path, least)
    size, shape = _scaled(mode, path, base, factor, least)
    other = base if factor != 1.0 and shape is base else None  # (_scaled kept base: `factor` broke it)
    return PuzzleSpec(mode, path, size, None, difficulty, seed), shape, other


def left_out_note(left: int) -> str | None:
    """The player's line for a picture played without pieces no arrows fit (None: none):
    `left` counts them (an images.LeftOut says how many of them are small pieces of 4
    cells or more no arrows can cover; a plain int, stray dots only). s164: a cross of 4
    left out was "1 stray dot".

    >>> left_out_note(1), left_out_note(40), left_out_note(0)
    ('1 stray dot left out: too small for an arrow', '40 stray dots left out: too small for arrows', None)
    >>> from quiver.shapes.images import LeftOut
    >>> left_out_note(LeftOut(0, 1)), left_out_note(LeftOut(0, 2))
    ('1 small piece left out: no arrows can cover it', '2 small pieces left out: no arrows can cover them')
    >>> left_out_note(LeftOut(3, 1))
    '3 stray dots and 1 small piece left out: no arrows fit'
    """
    if not left:
        return None
    pieces = getattr(left, "pieces", 0)
    dots = left - pieces
    if not pieces and dots == 1:
        return "1 stray dot left out: too small for an arrow"
    if not pieces:
        return f"{dots} stray dots left out: too small for arrows"
    what = "1 small piece" if pieces == 1 else f"{pieces} small pieces"
    if not dots:
        return f"{what} left out: no arrows can cover {'it' if pieces == 1 else 'them'}"
    strays = "1 stray dot" if dots == 1 else f"{dots} stray dots"
    return f"{strays} and {what} left out: no arrows fit"  # (longer waits at 480x360: no room)


# s333: a picture dark all over (an all-black PNG, a photo on a dark background) played as a
# plain rectangle with no word: its dark pixels are the shape, and none were light; a photo
# (a rose on a dark garden) as a blob that did not read as it.
DARK_SHARE = 0.95  # of its pixels dark: dark all over (a square drawn on white, 64%: no word)
DARK_ALL_OVER = (  # (note_short, where the whole finds no room: the words before the colon)
    "Nearly all of the picture is dark, so it plays as a rectangle: "
    "draw the shape dark on a light or transparent background"
)
PHOTO_COLOURS = 1000  # colours a photo shows (a 70x46 one 3000); a drawing, edges and all: under 300
PHOTO = (
    "Looks like a photo: only its dark pixels make the shape, which may not read as the picture; "
    "a drawing in a dark colour on a light background plays best"
)


def picture_note(shape: Shape) -> str | None:
    """DARK_ALL_OVER, or PHOTO, for the shape of a PNG whose picture is dark all over, or
    a photo; else None (its `traits`: as read for its cells, images.image_shape)."""
    traits = shape.traits
    if traits is None:
        return None
    share, colours = traits
    if share >= DARK_SHARE and len(shape) >= DARK_SHARE * shape.size[0] * shape.size[1]:
        return DARK_ALL_OVER
    return PHOTO if colours >= PHOTO_COLOURS else None


def note_short(note: str) -> str | None:
    """The short form of a picture's note (`build_task`'s lines joined), said where the whole
    finds no room clear of the board (scenes/toast_short.py): each line without its why, the
    words before its colon, and of three or more the longest left out (s198: at 480x360 the
    whole, five lines, lay see-through over the zoomed-in board's arrows; s327: all three
    heads, three lines there, lay over the top bar's points and arrows left, or the board).
    None: no shorter.

    >>> note_short("Played at 120x160: a larger size would break this picture up. "
    ...            "3 stray dots left out: too small for arrows. "
    ...            "Plays like Medium: Hard's arrows could not cover this shape")
    'Played at 120x160, plays like Medium'
    >>> note_short("Played at 120x160: a larger size would break this picture up")
    'Played at 120x160'
    """
    heads = [line.partition(":")[0].strip() for line in note.split(". ")]
    if len(heads) > 2:
        heads.remove(max(heads, key=len))
    short = ", ".join([heads[0], *(h[:1].lower() + h[1:] for h in heads[1:])])
    return short if len(short) < len(note) else None


def not_a_board_file(path: str) -> None:
    """ShapeError for a board file's path (a .json) that names a folder (s333: it said
    "'x.json': cannot read /the/whole/path/x.json: not a regular file (a folder)", the
    file named twice), a device or a pipe (not_a_file)."""
    if os.path.isdir(path):
        raise ShapeError(f"'{os.path.basename(path.rstrip(os.sep)) or path}' is a folder, not a board file")
    not_a_file(path)


def not_a_file(path: str) -> None:
    """ShapeError for a path that exists but is no plain file (/dev/null, a pipe, a
    device): it was read as a shape's name, "unknown 2d shape '/dev/null'"."""
    if os.path.exists(path) and not os.path.isdir(path) and not os.path.isfile(path):
        raise ShapeError(f"'{picture_label(path)}' is not a file the game can open (a device or a pipe)")


def _scaled(
    mode: Mode, path: str, base: Shape, factor: float, least: tuple[int, int] | None = None
) -> tuple[tuple[int, ...] | int | None, Shape]:
    """(the size to ask for, the shape at it): None for the natural size (`base`), else
    the natural size scaled (the nearest toward it that the picture accepts). `least`:
    the natural size does not play, `base` is at the smallest that does; nothing under
    it is asked for. A picture whole at its own size is never scaled to one that leaves
    stray dots out (it played at its own size before they could be: the same board)."""
    if factor == 1.0 or (least is not None and factor < 1.0):
        return least, base
    size = _asked_size(mode, base.size, factor)
    if factor < 1.0 and not _smaller(size, base.size):  # (s344: S on a 3x3 played 5x5, bigger than M)
        return least, base
    try:
        shape = make_shape(mode, path, size)
    except ShapeError:
        return least, base
    if shape.left_out and not base.left_out:
        return least, base
    return size, shape


def _asked_size(mode: str, natural: tuple[int, ...], factor: float) -> tuple[int, ...] | int:
    """The size a picture of size `natural` is asked for at `factor`: a 2D box (its longer
    side capped at MAX_SIDE, not each: a side alone squashed it; none under MIN_SIDE), a
    model's longest side."""
    if mode == Mode.TWO_D:
        k = min(factor, MAX_SIDE / max(natural))
        return tuple(max(MIN_SIDE, round(n * k)) for n in natural)
    return max(2, round(max(natural) * factor))


def _smaller(size: tuple[int, ...] | int, natural: tuple[int, ...]) -> bool:
    """Whether `size` (_scaled's: a 2D box, a model's longest side) is smaller than the
    picture's own size `natural` on some side (none under the smallest side is asked)."""
    if isinstance(size, int):
        return size < max(natural)
    return any(s < n for s, n in zip(size, natural, strict=True))


def build_picture(spec: PuzzleSpec, on_note: Callable[[str], None] | None = None) -> Board:
    """Generate the picture's board (ValueError with one line when it cannot be built);
    `on_note` hears the generator's notes (a hard build made gentler: s164)."""
    from quiver.game.code import generate_board

    return generate_board(spec, on_note=on_note)


def picture_label(path: str) -> str:
    """The name the HUD and the Custom panel show: the file's name."""
    return os.path.basename(clean_path(path)) or str(path)


def playable(board: Board) -> Board:
    """A board file's board, to be played (ValueError: one line why not): one with no
    arrows loads, for `quiver check` to inspect, but has nothing to tap, win or lose."""
    if not board.arrows:
        raise ValueError("the board has no arrows: nothing to play")
    return board


def cannot_clear(board: Board) -> str | None:
    """Why a board file's board can never be cleared, in one line (None: it can, or only
    its turns will tell: the play scene's watch says when a dead end comes). One that is
    not solvable loads, to be looked at, and plays: no arrow leaves, and Hint says nothing."""
    from quiver.engine.peeling import peel

    if board.turns:
        return None
    stuck = peel(board).stuck
    if not stuck:
        return None
    stay = "1 arrow stays" if len(stuck) == 1 else f"{len(stuck)} arrows stay"
    return f"This board cannot be cleared: {stay} stuck, whatever the order"


class PictureTask:
    """What the worker builds for the player's picture (quiver/game/worker.py): reading a
    big PNG and sizing a thin one take up to a second or more, so they run in the worker
    with the build, never on the main loop (the window froze, Esc unread). `path` passed
    checked_path on the main loop. Its text is JSON: one line, whatever the path holds.
    `refuse`: why this window cannot play it (a .vox, no OpenGL), said once the file is
    read and found fine (a broken file says what is wrong with it first, as ever); for a
    board file (`.json`, read here too: a big one took up to a second), each mode this
    window cannot play and why, its mode known once read."""

    def __init__(
        self,
        path: str,
        difficulty: str,
        factor: float,
        seed: int,
        refuse: str | dict[str, str] | None = None,
    ) -> None:
        self.path, self.difficulty, self.factor, self.seed = path, str(difficulty), float(factor), int(seed)
        self.refuse = refuse

    def refusal(self, mode: str) -> str | None:
        """Why this window cannot play a puzzle of `mode` from this file (None: it can)."""
        return self.refuse.get(mode) if isinstance(self.refuse, dict) else self.refuse

    @property
    def mode(self) -> Mode:
        return picture_mode(self.path)

    def __str__(self) -> str:
        return PICTURE + json.dumps([self.path, self.difficulty, self.factor, self.seed, self.refuse])

    @classmethod
    def parse(cls, text: str) -> PictureTask:
        return cls(*json.loads(text.removeprefix(PICTURE)))


def picture_task(
    path: str, difficulty: str = Difficulty.MEDIUM, factor: float = 1.0, seed: int = 0
) -> PictureTask:
    """The task building the picture at `path` (a typed or dropped path) for the worker;
    ShapeError (one line) at once for a path that names no file (checked_path)."""
    return PictureTask(checked_path(path), difficulty, factor, seed)


def build_task(text: str, report: Callable[[BuildStage], None]) -> Built:
    """(code, board) of a PictureTask's text, in the worker: read and sized (`report`
    says so), then built (or refused: its `refuse`); a picture played without its stray
    dots, or at a size other than asked, or built gentler than asked (the hard arrows
    could not cover it: s164), adds the line that says so (the loading screen toasts it)."""
    task = PictureTask.parse(text)
    if is_board_file(task.path):
        return None, board_file(task, report)
    report(BuildStage.READING)
    spec, shape, other = sized(task.path, task.difficulty, task.factor, task.seed)
    if (why := task.refusal(task.mode)) is not None:
        raise ShapeError(why)
    report(BuildStage.BUILDING)
    notes = [_size_note(task.factor, other), left_out_note(shape.left_out), picture_note(shape)]
    board = build_picture(spec, lambda line: notes.append(line[:1].upper() + line[1:]))
    note = ". ".join(n for n in notes if n) or None
    return (spec, board) if note is None else (spec, board, note)


def _size_note(factor: float, other: Shape | None) -> str | None:
    """The player's line for a picture played at its own size (or the least that plays)
    where S, L or XL was asked: that size broke its lines up or left dots out, and the
    puzzle came bigger or smaller than chosen with no word (s155). None: as asked."""
    if other is None:
        return None
    size = "x".join(str(n) for n in other.size)
    if factor < 1.0 and not _smaller(_asked_size(other.mode, other.size, factor), other.size):
        return f"Played at {size}: this picture is too small to play smaller"
    return f"Played at {size}: a {'smaller' if factor < 1.0 else 'larger'} size would break this picture up"


def is_board_file(path: str) -> bool:
    """Whether `path` names a board file (what E exports), played as `quiver play` does."""
    return str(path).lower().endswith(".json")


def board_file(task: PictureTask, report: Callable[[BuildStage], None]) -> Board:
    """The board of the board file a task names, in the worker (a 160x160 one took
    0.35-0.6 s to read on the UI thread, a 3D 40 one about a second); ValueError: why
    not, one line naming the file, the words the UI thread said."""
    from quiver.engine.codec import load_board_file

    report(BuildStage.LOADING)
    try:
        board = playable(load_board_file(task.path))
        why = task.refusal(board.space.mode)  # (one this window cannot show: said now)
        if why is not None:
            raise ValueError(why)
    except ValueError as e:  # (a board file's own words name it once: s337)
        raise ValueError(board_read_error(task.path, str(e))) from None
    return board
