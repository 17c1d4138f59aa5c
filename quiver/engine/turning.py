"""Rotating arrows' geometry (RULES.md section 6, ADR 0007): which axis an arrow turns
about, and its head direction and escape ray in each of the four phases.

The phase of a position is `(arrows removed) % 4`; a rotating arrow's head direction in
phase p is its file direction turned p quarter turns about its axis. A phase whose ray
would cross the arrow's own body or fly into a wall of a Flat-3D block has no ray: the
arrow is blocked then.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .errors import BoardError, shown
from .geometry import DIR_BY_NAME, DIR_NAMES, NZ, PZ, VEC3, opposite
from .modes import Mode, Turn
from .space import Space

TURN_WORDS: tuple[Turn, ...] = tuple(Turn)  # 2d and flat; 3d names an axis direction instead
PHASES = 4
MAX_ROTATING = 4  # rotating arrows per board (the verifier stays fast; ADR 0007)


def _cross(a: tuple[int, int, int], b: tuple[int, int, int]) -> tuple[int, int, int]:
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


_DIR_OF = {v: d for d, v in enumerate(VEC3)}


def quarter_turn(d: int, axis: int) -> int:
    """Direction d turned a quarter turn about `axis` (right-hand rule), d perpendicular."""
    return _DIR_OF[_cross(VEC3[axis], VEC3[d])]


def axis_of(space: Space, head: int, d: int, turn: str, label: str = "arrow") -> int:
    """The axis an arrow turns about, from its file word: 2D "cw"/"ccw" as seen on screen
    (y down, so cw is +z); on a surface about the head face's normal (cw as seen from
    outside is -normal); in 3D the named axis, perpendicular to the arrow's direction."""
    if not isinstance(turn, str):
        raise BoardError(f'{label}: "turn" must be a string, got {shown(turn)}')
    if space.mode == Mode.THREE_D:
        if turn not in DIR_BY_NAME:
            raise BoardError(
                f'{label}: a 3d "turn" is the axis it turns about, one of '
                f"{', '.join(DIR_NAMES)}; got {shown(turn)}"
            )
        ax = DIR_BY_NAME[turn]
        if ax >> 1 == d >> 1:
            raise BoardError(
                f"{label}: its turn axis {turn} must be perpendicular to its direction {DIR_NAMES[d]}"
            )
        return ax
    if turn not in TURN_WORDS:
        raise BoardError(f'{label}: "turn" must be cw or ccw on a {space.mode} board, got {shown(turn)}')
    if space.mode == Mode.TWO_D:
        return PZ if turn == Turn.CW else NZ
    normal = space.coord(head)[3]
    return opposite(normal) if turn == Turn.CW else normal


def phase_dirs(d: int, axis: int) -> tuple[int, int, int, int]:
    """The head direction in phases 0..3."""
    out = [d]
    for _ in range(PHASES - 1):
        out.append(quarter_turn(out[-1], axis))
    return (out[0], out[1], out[2], out[3])


def phase_ray(space: Space, cells: tuple[int, ...], d: int) -> tuple[int, ...] | None:
    """The ray of a head pointing d, or None when it is blocked in that phase (it would
    cross the arrow's own body or fly into a wall)."""
    head = cells[-1]
    if d not in space.directions(head):
        return None
    ray = space.ray(head, d)
    if ray is None or set(ray) & set(cells):
        return None
    return ray


def check_turns(
    space: Space, arrows: Sequence[Any]
) -> tuple[dict[int, int], dict[int, tuple[tuple[int, ...] | None, ...]]]:
    """The rotating arrows among `arrows` (engine Arrows): arrow -> its axis, and arrow
    -> its ray in each phase; BoardError for a turn with a second head, a bad axis, or
    more than MAX_ROTATING of them."""
    turns: dict[int, int] = {}
    phase_rays: dict[int, tuple[tuple[int, ...] | None, ...]] = {}
    for i, a in enumerate(arrows):
        if a.turn is None:
            continue
        if a.dir2 is not None:
            raise BoardError(f'arrow {i} has both "turn" and "dir2"; a two-headed arrow does not rotate')
        turns[i] = axis_of(space, a.head, a.dir, a.turn, f"arrow {i}")
        phase_rays[i] = tuple(phase_ray(space, a.cells, d) for d in phase_dirs(a.dir, turns[i]))
    if len(turns) > MAX_ROTATING:
        raise BoardError(
            f"the board has {len(turns)} rotating arrows; at most "
            f"{MAX_ROTATING} a board (the verifier's bound)"
        )
    return turns, phase_rays
