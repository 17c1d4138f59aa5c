"""The first-start lessons: small hand-made boards and one short line per step.

Pure data and logic (no pygame): `lesson(mode)` gives the stages of a mode's lesson,
each a board and its steps. A step says one line, points at something (`anchor`) and
waits for something the player does (`until`):

* `Anchor`: FREE (an arrow that can leave now), BLOCKED (one that cannot), EDGE (a free
  arrow whose body folds over an edge of a Flat-3D block), LOCK (an arrow with a
  padlock), TWO_HEADED (an arrow with two heads), ROTATING (a turning arrow), HEARTS
  (the HUD's hearts), BOARD (the middle of the board);
* `Until`: LEFT (an arrow flew off), BLOCKED (a tap bounced back), WON (the board is
  clear), TURNED (the 3D view was turned by more than a little), ZOOMED.

`special_lesson(mode, kind)` is the one-step lesson a campaign plays before the level
where a kind of special arrow first appears (quiver/game/special_levels.py).

The scene side (quiver/scenes/coach.py) shows the line next to the anchor and moves on.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

from quiver.engine import Arrow, Board, make_space
from quiver.engine.geometry import NX, NY, NZ, PX, PY, PZ, VEC3, axis, sign
from quiver.engine.modes import MODES, Mode, SpecialKind
from quiver.engine.visibility import HOME, eye

from . import lesson_boards

__all__ = [
    "HEARTS_LOST",
    "LESSON_MODES",
    "Anchor",
    "LessonStep",
    "Stage",
    "Until",
    "anchor_arrow",
    "anchor_arrows",
    "blocked_from_below",
    "keeps_one_blocked",
    "lesson",
    "lesson_board",
    "lesson_key",
    "lesson_title",
    "side_on",
    "special_lesson",
    "step_forms",
    "step_words",
]

LESSON_MODES = MODES
SIDE_ON = 0.7  # |cos| of flight and eye under which a 3D arrow flies across the home view


class Anchor(enum.StrEnum):
    """What a step's line points at."""

    FREE = "free"
    BLOCKED = "blocked"
    EDGE = "edge"
    LOCK = "lock"
    TWO_HEADED = "two-headed"
    ROTATING = "rotating"
    HEARTS = "hearts"
    BOARD = "board"


# the steps pointing at an arrow: skipped once none is left (scenes/coach.py), and their
# arrow kept in view by a zoom (scenes/lesson_view.py)
ARROW_ANCHORS = (Anchor.FREE, Anchor.BLOCKED, Anchor.EDGE, Anchor.LOCK, Anchor.TWO_HEADED)


class Until(enum.StrEnum):
    """What a step waits for the player to do."""

    LEFT = "left"
    BLOCKED = "blocked"
    WON = "won"
    TURNED = "turned"
    ZOOMED = "zoomed"


@dataclass(frozen=True)
class LessonStep:
    line: str
    anchor: Anchor
    until: Until


@dataclass(frozen=True)
class Stage:
    name: str
    make_board: Callable[[], Board]
    steps: tuple[LessonStep, ...]


def _board(
    mode: str, size: tuple[int, ...], arrows: Sequence[tuple[Sequence[tuple[int, ...]], int]], name: str
) -> Board:
    """A 2D or 3D board from (cells tail to head, direction) literals; its cells are theirs."""
    points = [c for cells, _ in arrows for c in cells]
    space = make_space(mode, size, points)
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
    return _board(
        Mode.TWO_D,
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
    return _board(
        Mode.TWO_D,
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


def _little_tower() -> Board:
    # A 3x5x3 tower (y up) whose middle column is one arrow flying up, walled in on every
    # side: it shows once the outer arrows next to it have left, and leaves last, after the
    # one on the top face in its way. Four arrows are free at the start (one flies at the
    # eye in the home view: its tip), four wait on them; three rounds in all. (Picked so
    # the lesson's pointer finds room beside the free head it points at, tests/
    # test_known_leftovers.py; s388: the arrow beside that tip flies back, into the one
    # behind it, its crosses showing: flying down, its head's pyramid hid half the tip.)
    return _board(
        Mode.THREE_D,
        (3, 5, 3),
        [
            ([(1, 1, 1), (1, 2, 1), (1, 3, 1)], PY),
            ([(0, 0, 0), (0, 0, 1), (1, 0, 1), (2, 0, 1), (2, 0, 2)], PZ),
            ([(2, 0, 0), (1, 0, 0), (1, 1, 0), (2, 1, 0)], PX),
            ([(1, 0, 2), (1, 1, 2), (2, 1, 2), (2, 1, 1)], NZ),
            ([(0, 0, 2), (0, 1, 2), (0, 1, 1), (0, 1, 0), (0, 2, 0)], PY),
            ([(0, 2, 1), (0, 3, 1), (0, 4, 1), (0, 4, 2), (1, 4, 2), (1, 4, 1)], NZ),
            ([(2, 4, 2), (2, 3, 2), (1, 3, 2), (0, 3, 2), (0, 2, 2), (1, 2, 2)], PX),
            ([(2, 2, 2), (2, 2, 1), (2, 2, 0), (1, 2, 0), (1, 3, 0), (0, 3, 0)], NX),
            ([(0, 4, 0), (1, 4, 0), (2, 4, 0), (2, 4, 1), (2, 3, 1), (2, 3, 0)], NZ),
        ],
        "little tower",
    )


# the 2D hearts step's words by the hearts lost on its board (`step_words`): the bounce step
# before it took one, but a board lost at it starts again there with all three (s316: a
# stranger read "One heart gone" over three full hearts), and a blocked tap there takes another
HEARTS_LOST = (
    "Three hearts again: lose all three and the puzzle is lost. Now tap a free arrow",
    "One heart gone: lose all three and the puzzle is lost. Now tap a free arrow",
    "Two hearts gone: lose the last and the puzzle is lost. Now tap a free arrow",
)


def step_words(step: LessonStep, lost: int) -> str:
    """What `step` says on a board that has lost `lost` hearts: its line, or for the hearts
    step the line true of the hearts it shows (`HEARTS_LOST`)."""
    if step.line == HEARTS_LOST[1]:
        return HEARTS_LOST[max(0, min(lost, len(HEARTS_LOST) - 1))]
    return step.line


def step_forms(step: LessonStep) -> tuple[str, ...]:
    """Every line `step` may say (`step_words`): the bubble's room is kept for the longest."""
    return HEARTS_LOST if step.line == HEARTS_LOST[1] else (step.line,)


_LESSONS: dict[str, tuple[Stage, ...]] = {  # by text: a Mode is a str
    Mode.TWO_D: (
        Stage(
            "first taps",
            _first_taps,
            (
                LessonStep("Tap this arrow: nothing is in its way, so it flies off", Anchor.FREE, Until.LEFT),
                LessonStep(
                    "This one is blocked. Tap it: it bounces back and costs a heart",
                    Anchor.BLOCKED,
                    Until.BLOCKED,
                ),
                LessonStep(HEARTS_LOST[1], Anchor.HEARTS, Until.LEFT),  # (its words: step_words)
                LessonStep(
                    "Clear the rest: only arrows with a clear path can leave", Anchor.BOARD, Until.WON
                ),
            ),
        ),
        Stage(
            "tiny square",
            _tiny_puzzle,
            (
                LessonStep(
                    "Colours show where an arrow flies. Hold one to see its path", Anchor.FREE, Until.LEFT
                ),
                LessonStep(
                    "Each arrow waits for the one in its way. Clear the square", Anchor.BOARD, Until.WON
                ),
            ),
        ),
    ),
    Mode.THREE_D: (
        Stage(
            "little tower",
            _little_tower,
            (
                LessonStep("Drag, or hold an arrow key, to turn the shape", Anchor.BOARD, Until.TURNED),
                LessonStep("Scroll, pinch or press + to zoom", Anchor.BOARD, Until.ZOOMED),
                LessonStep(
                    "Tip: an arrow pointing at you. Cross: pointing away. Tap a free one",
                    Anchor.FREE,
                    Until.LEFT,
                ),
                LessonStep(
                    "This one is blocked. Tap it: it costs a heart. Lose all 3, you lose",
                    Anchor.BLOCKED,
                    Until.BLOCKED,
                ),
                LessonStep(
                    "An arrow hides inside: clear the outer ones to reach it", Anchor.BOARD, Until.WON
                ),
            ),
        ),
    ),
    Mode.FLAT: (
        Stage(
            "little stairs",
            # frozen (lesson_boards.py): the bounce step's arrow is on the middle step,
            # blocked by one on the bottom step it would fly over (its line says so)
            partial(lesson_boards.board, "flat:little stairs"),
            (
                LessonStep("Drag, or hold an arrow key, to turn the block", Anchor.BOARD, Until.TURNED),
                LessonStep(
                    "This arrow folds over the edge: it slides along its body, then flies off",
                    Anchor.EDGE,
                    Until.LEFT,
                ),
                LessonStep(
                    "Lower steps block it too. Tap it: it costs a heart. Lose all 3, you lose",
                    Anchor.BLOCKED,
                    Until.BLOCKED,
                ),
                # (s376: a stranger cleared the front, then looked at a bare block and "2 left")
                LessonStep(
                    "Clear the block: arrows lie on every face, so turn it to find them",
                    Anchor.BOARD,
                    Until.WON,
                ),
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
    SpecialKind.LOCKS: Anchor.LOCK,
    SpecialKind.TWO_HEADED: Anchor.TWO_HEADED,
    SpecialKind.ROTATING: Anchor.ROTATING,
}


def special_lesson(mode: str, kind: SpecialKind) -> tuple[Stage, ...]:
    """The one-step lesson of a kind of special arrow: a tiny easy board full of them
    (special_levels.lesson, frozen in lesson_boards.py) and the one line that says what
    they do."""
    from quiver.game import special_levels

    make, line = special_levels.lesson(mode, kind)
    name = {SpecialKind.TWO_HEADED: "two heads", SpecialKind.ROTATING: "turning"}.get(kind, kind)
    return (Stage(name, make, (LessonStep(line, _SPECIAL_ANCHOR[kind], Until.WON),)),)


def lesson_title(name: str, stage: int, stages: int) -> str:
    """The HUD's title, one style in every mode: "Lesson: Little Tower", and where a lesson
    has more boards "Lesson: First Taps  \u2022  Board 1 of 2" (stage counts from 0). The
    narrowest window keeps the part before the dot, which names the lesson (stranger
    playtest: 2D said "Lesson 1 of 2  \u2022  First Taps", 3D "Lesson: Little Tower", and
    at 640 wide the 2D title was cut to "Lesson 1 of 2")."""
    title = f"Lesson: {name.title()}"
    return title if stages == 1 else f"{title}  \u2022  Board {stage + 1} of {stages}"


def lesson_key(mode: str, kind: SpecialKind | None = None) -> str:
    """What settings.json's seen_lessons keeps once a lesson was shown: "2d", "2d:locks"."""
    return mode if kind is None else f"{mode}:{kind}"


def lesson_board(mode: str, stage: int) -> Board:
    return lesson(mode)[stage].make_board()


def anchor_arrows(board: Board, anchor: Anchor) -> list[int]:
    """The arrows a step may point at, in order (none for BOARD and HEARTS)."""
    if anchor == Anchor.FREE:
        return sorted(board.free_arrows())
    if anchor == Anchor.BLOCKED:
        blocked = [i for i in sorted(board.alive) if not board.can_escape(i)]
        return (
            [i for i in blocked if blocked_from_below(board, i)]
            or [i for i in blocked if side_on(board, i)]
            or blocked
        )
    if anchor == Anchor.EDGE:
        space = board.space
        crossing = [
            i
            for i in sorted(board.free_arrows())
            if len({space.coord(c)[3] for c in board.arrows[i].cells}) > 1
        ]
        return (
            [i for i in crossing if keeps_one_blocked(board, i)]
            or crossing
            or anchor_arrows(board, Anchor.FREE)
        )
    if anchor == Anchor.LOCK:
        return [i for i in sorted(board.alive) if board.locks[i] is not None]
    if anchor == Anchor.TWO_HEADED:
        return [i for i in sorted(board.alive) if board.arrows[i].dir2 is not None]
    if anchor == Anchor.ROTATING:
        return [i for i in sorted(board.alive) if i in board.turns]
    return []


def side_on(board: Board, i: int) -> bool:
    """3D: arrow i flies across the home view, not toward or away from the eye, so its
    bounce reads (the blocked step's arrow; s388's tower put one flying away, its crosses
    showing, among the blocked, and the step pointed at it). Other modes: every arrow."""
    if board.mode != Mode.THREE_D:
        return True
    way = eye(*HOME)
    return abs(sum(a * b for a, b in zip(VEC3[board.arrows[i].dir], way, strict=True))) < SIDE_ON


def blocked_from_below(board: Board, i: int) -> bool:
    """Flat 3D: arrow i is blocked by an arrow on a lower step (its blocker lies lower than
    its head, measured along the head's face). The Flat lesson's bounce step says "a lower
    step blocks too" and points at such an arrow while there is one (stranger round: its
    board had none, and the arrow it pointed at was blocked at its own height)."""
    hit = board.first_blocker(i)
    if hit is None or board.mode != Mode.FLAT:
        return False
    space = board.space
    *head, n = space.coord(board.arrows[i].head)
    a = axis(n)
    return (space.coord(hit.cell)[a] - head[a]) * sign(n) < 0


def keeps_one_blocked(board: Board, i: int) -> bool:
    """Some arrow is still blocked once arrow i has left. The Flat lesson's fold step comes
    before "Tap it and see" (a blocked arrow): stranger round, the fold step pointed at the
    one arrow that blocked all three blocked ones, so its leaving skipped that step."""
    after = board.copy()
    after.remove(i)
    return bool(anchor_arrows(after, Anchor.BLOCKED))


def anchor_arrow(board: Board, anchor: Anchor) -> int | None:
    """The first arrow a step may point at (None when there is none)."""
    arrows = anchor_arrows(board, anchor)
    return arrows[0] if arrows else None
