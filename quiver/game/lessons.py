"""The first-start lessons: small hand-made boards and one short line per step.

Pure data and logic (no pygame): `lesson(mode)` gives the stages of a mode's lesson,
each a board and its steps. A step says one line, points at something (`anchor`) and
waits for something the player does (`until`):

* anchors: "free" (an arrow that can leave now), "blocked" (one that cannot), "edge"
  (a free arrow whose body folds over an edge of a Flat-3D block), "lock" (an arrow with
  a padlock), "two-headed" (an arrow with two heads), "hearts" (the HUD's hearts),
  "board" (the middle of the board);
* until: "left" (an arrow flew off), "blocked" (a tap bounced back), "won" (the board is
  clear), "turned" (the 3D view was turned by more than a little), "zoomed".

`special_lesson(mode, kind)` is the one-step lesson a campaign plays before the level
where a kind of special arrow first appears (quiver/game/special_levels.py).

The scene side (quiver/scenes/coach.py) shows the line next to the anchor and moves on.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from quiver.engine import Arrow, Board, make_space
from quiver.engine.geometry import NX, NY, PX
from quiver.engine.modes import MODES, Difficulty, Mode, SpecialKind

__all__ = [
    "LESSON_MODES",
    "Stage",
    "Step",
    "anchor_arrow",
    "anchor_arrows",
    "lesson",
    "lesson_board",
    "lesson_key",
    "special_lesson",
]

LESSON_MODES = MODES


@dataclass(frozen=True)
class Step:
    line: str
    anchor: str
    until: str


@dataclass(frozen=True)
class Stage:
    name: str
    make_board: Callable[[], Board]
    steps: tuple[Step, ...]


def _board_2d(
    size: tuple[int, int], arrows: Sequence[tuple[Sequence[tuple[int, int]], int]], name: str
) -> Board:
    """A 2D board from (cells tail to head, direction) literals; its cells are theirs."""
    points = [c for cells, _ in arrows for c in cells]
    space = make_space(Mode.TWO_D, size, points)
    return Board(
        space,
        [Arrow(tuple(space.index[c] for c in cells), d) for cells, d in arrows],
        shape=name,
        seed=0,
        params={"difficulty": "lesson"},
    )


def _first_taps() -> Board:
    # Two rows of arrows flying right and one flying up at the end of the bottom row:
    # the right-hand arrow of the top row and the upward one are free, the rest wait.
    return _board_2d(
        (7, 4),
        [
            ([(0, 0), (1, 0), (2, 0)], PX),
            ([(3, 0), (4, 0), (5, 0)], PX),
            ([(0, 2), (1, 2), (2, 2)], PX),
            ([(3, 2), (4, 2), (5, 2)], PX),
            ([(6, 3), (6, 2), (6, 1)], NY),
        ],
        "first taps",
    )


def _tiny_puzzle() -> Board:
    # A full 4x4 square, five rounds deep: each arrow waits for the one in its way.
    return _board_2d(
        (4, 4),
        [
            ([(0, 0), (1, 0), (2, 0), (3, 0)], PX),
            ([(3, 3), (3, 2), (3, 1)], NY),
            ([(0, 1), (1, 1), (2, 1)], PX),
            ([(1, 3), (0, 3), (0, 2)], NY),
            ([(2, 3), (2, 2), (1, 2)], NX),
        ],
        "tiny square",
    )


def _generated(mode: str, shape: str, size: int, arrows: int, seed: int) -> Callable[[], Board]:
    def make() -> Board:
        from quiver.generator import PuzzleSpec, generate

        return generate(PuzzleSpec(mode, shape, size, arrows, Difficulty.EASY, seed))

    return make


_LESSONS: dict[str, tuple[Stage, ...]] = {  # by text: a Mode is a str
    Mode.TWO_D: (
        Stage(
            "first taps",
            _first_taps,
            (
                Step("Tap this arrow: nothing is in its way, so it flies off", "free", "left"),
                Step("This one is blocked. Tap it: it bounces back and costs a heart", "blocked", "blocked"),
                Step("Three hearts: lose them all and the puzzle is lost", "hearts", "left"),
                Step("Clear the rest: only arrows with a clear path can leave", "board", "won"),
            ),
        ),
        Stage(
            "tiny square",
            _tiny_puzzle,
            (
                Step("Colours show where an arrow flies. Hold one to see its path", "free", "left"),
                Step("Each arrow waits for the one in its way. Clear the square", "board", "won"),
            ),
        ),
    ),
    Mode.THREE_D: (
        Stage(
            "little cube",
            _generated(Mode.THREE_D, "cube", 3, 5, 11),
            (
                Step("Drag to turn the shape", "board", "turned"),
                Step("Scroll or pinch to zoom", "board", "zoomed"),
                Step("Dots and crosses show arrows pointing at you or away. Tap a free one", "free", "left"),
                Step("Arrows hide inside: clear the outer layer to reach them", "board", "won"),
            ),
        ),
    ),
    Mode.FLAT: (
        Stage(
            "little stairs",
            _generated(Mode.FLAT, "stairs", 3, 8, 3),
            (
                Step("Drag to turn the block", "board", "turned"),
                Step(
                    "This arrow folds over the edge: it slides along its body, then flies off", "edge", "left"
                ),
                Step(
                    "Anything in its line blocks it, a lower step too. Tap it and see", "blocked", "blocked"
                ),
                Step("Clear the block", "board", "won"),
            ),
        ),
    ),
}


def lesson(mode: str) -> tuple[Stage, ...]:
    """The stages of the lesson for ``mode`` ("2d", "3d" or "flat")."""
    if mode not in _LESSONS:
        raise ValueError(f"no lesson for mode {mode!r}")
    return _LESSONS[mode]


_SPECIAL_ANCHOR = {
    SpecialKind.LOCKS: "lock",
    SpecialKind.TWO_HEADED: "two-headed",
    SpecialKind.ROTATING: "rotating",
}


def special_lesson(mode: str, kind: SpecialKind) -> tuple[Stage, ...]:
    """The one-step lesson of a kind of special arrow: a tiny easy board full of them
    (special_levels.lesson) and the one line that says what they do."""
    from quiver.game import special_levels

    code, line = special_levels.lesson(mode, kind)

    def make() -> Board:
        from quiver.game.code import generate_board

        board: Board = generate_board(code)
        return board

    name = {SpecialKind.TWO_HEADED: "two heads", SpecialKind.ROTATING: "turning"}.get(kind, kind)
    return (Stage(name, make, (Step(line, _SPECIAL_ANCHOR[kind], "won"),)),)


def lesson_key(mode: str, kind: SpecialKind | None = None) -> str:
    """What settings.json's seen_lessons keeps once a lesson was shown: "2d", "2d:locks"."""
    return mode if kind is None else f"{mode}:{kind}"


def lesson_board(mode: str, stage: int) -> Board:
    return lesson(mode)[stage].make_board()


def anchor_arrows(board: Board, anchor: str) -> list[int]:
    """The arrows a step may point at, in order (none for "board" and "hearts")."""
    if anchor == "free":
        return sorted(board.free_arrows())
    if anchor == "blocked":
        return [i for i in sorted(board.alive) if not board.can_escape(i)]
    if anchor == "edge":
        space = board.space
        crossing = [
            i
            for i in sorted(board.free_arrows())
            if len({space.coord(c)[3] for c in board.arrows[i].cells}) > 1
        ]
        return crossing or anchor_arrows(board, "free")
    if anchor == "lock":
        return [i for i in sorted(board.alive) if board.locks[i] is not None]
    if anchor == "two-headed":
        return [i for i in sorted(board.alive) if board.arrows[i].dir2 is not None]
    if anchor == "rotating":
        return [i for i in sorted(board.alive) if i in board.turns]
    return []


def anchor_arrow(board: Board, anchor: str) -> int | None:
    """The first arrow a step may point at (None when there is none)."""
    arrows = anchor_arrows(board, anchor)
    return arrows[0] if arrows else None
