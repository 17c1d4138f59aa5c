"""Which of a 3D or Flat 3D lesson step's arrows the bubble points at, with the view at rest
(quiver/scenes/coach.py; 2D: coach._routed's own search). The bubble aimed at the arrow
nearest the eye (bubble.aim_kept), and zoomed in as far as a player can, its dashed leader
ran across other arrows where another arrow the step names took a leader across none (s311:
the 3D lesson's "Tap a free one" at 640x480 and 800x600 across three arrows to a sliver of
the orange one, while the four other free arrows each took a clear one; Flat 3D's folded
arrow at 640x480 across the green one, its other folded arrow clear). Now, at rest, where
the leader crosses another arrow, the step's other arrows are tried (coach._prefer, as in 2D)
and the first whose leader crosses fewest, its bubble hiding no more of the arrows, is kept
(the one aimed at on a tie) until the view moves again: a turn keeps it while it shows
(aim_kept), and is weighed again at its end. Of leaders crossing as few, the shortest (s345:
with bends round the block, lesson_bend, a long bent one won over another arrow's short clear
one): one clear but bent is weighed against the others too, up to the first clear straight
one. Each arrow is laid out `fresh` (s348), from nothing a layout before it kept: the arrow
chosen, laid out again, is as it was weighed. A pointer on the bubble's edge (a tail) needs no line
and weighs as the shortest; one away from it with no line, as the longest (s356)."""

from __future__ import annotations

import math
from itertools import pairwise

from quiver.game.lessons import anchor_arrows

from .bubble_cross import OVER, crossed
from .lesson_edge import edge_forget
from .lesson_hold import spared
from .lesson_looks import picked
from .lesson_turn import turning
from .pick_memo import memo_of


def aimed_at_rest(coach, play):
    """coach._layout, 3D: at rest, its pointer at the step's arrow whose leader crosses fewest
    other arrows (see the module). Weighed once a view (the camera's pose, the board); the
    layouts' picks see the view of their start (pick_memo.steady: nothing moves meanwhile)."""
    with memo_of(play).steady(play.ctl):
        return _aimed(coach, play)


def _aimed(coach, play):
    got = coach._layout(play)
    clock = coach.ports.clock()
    if turning(play) or coach.settle.moving(clock) or not coach.tip or coach.aimed is None:
        return got
    cam = play.ctl.camera
    view = (
        coach.stage,
        coach.step,
        play.size,
        tuple(cam.rot),
        cam.zoom,
        tuple(cam.pivot),
        len(play.board.alive),
    )
    if getattr(coach, "_aim_view", None) == view:
        return got
    coach._aim_view = view
    first = coach.aimed
    got = fresh(coach, play, first)  # (its own layout, as any other arrow's: s348)
    if coach.aimed != first or not coach.tip:
        return got
    hides = _hides(play, coach.bubble)
    best = (_weight(play, coach), first)
    if best[0][0] == 0 and best[0][1] < math.inf and len(coach.route) < 3:  # (clear and straight,
        return got  # or a tail: kept)
    best = ((best[0][0], best[0][1] * KEEP), first)  # (another arrow: a clearly shorter line)
    last = first  # (the arrow laid out last, and `got` its layout)
    for i in spared(coach, anchor_arrows(play.board, coach.current.anchor)):
        if i == first:
            continue
        got, last = fresh(coach, play, i), i
        if (
            coach.aimed == i
            and coach.tip
            and (w := _weight(play, coach))[1] < math.inf  # (s343's try left a pointer with no line)
            and w < best[0]
            and _hides(play, coach.bubble) <= hides
        ):
            best = (w, i)
            if w[0] == 0 and len(coach.route) < 3:  # (clear and straight, or a tail: kept)
                break
    return got if best[1] == last else fresh(coach, play, best[1])  # (laid out again: the same)


def fresh(coach, play, arrow: int):
    """coach._layout aimed at `arrow` from nothing kept of the layouts before: its bubble's
    place (_picked), the point on the arrow (aim_key), the pointer's try (_way) and edge way
    (lesson_edge), each kept from the last frame so that they do not hop as the view turns.
    At rest a layout is then one of the step, the arrow, the view and the window alone (s348:
    laid out again after the step's other arrows were tried, an arrow's pointer stood at
    another point, or took another try, its leader another line: Flat 3D's "This arrow folds
    over the edge" swept round, in 9, 10, 11 and 8 of 18 views at 1920x1080 to 640x480; s345
    kept the last layout as it was, and went back to the first arrow where the one chosen
    came again with no line)."""
    coach._prefer, coach._picked, coach.aim_key = (None, arrow, False), None, None
    coach._way[:] = []
    edge_forget(coach)
    return coach._layout(play)


def _hides(play, bubble) -> int:
    """How much of the arrows the `bubble` hides: its pixels on one, every GRID px. Counted
    once a view for a place (pick_memo.worked; s320: the step's other arrow laid out in the
    bubble's place, its ~700 looks picked again)."""
    worked = memo_of(play).worked(play.ctl)
    key = ("hides", tuple(bubble))
    if key not in worked:
        worked[key] = _counted(play, bubble)
    return worked[key]


def _counted(play, bubble) -> int:
    """`_hides`'s count, looked at."""
    points = [
        (x, y) for x in range(bubble.x, bubble.right, GRID) for y in range(bubble.y, bubble.bottom, GRID)
    ]
    return sum(i is not None for i in picked(play, points).values())


GRID = 6  # px between the looks under a bubble (lesson_aim._hides)
KEEP = 0.75  # another arrow's leader, as clear, is aimed at where shorter than this much of the first's


def _weight(play, coach) -> tuple[int, float]:
    """The drawn leader's weight: the arrows it crosses, then its looks over them (bubble_cross),
    then its length (s345: of two clear leaders the shorter, not a long bent one). A pointer
    on the bubble's edge (a tail, bubble.pointer) needs no line: 0 long, the best there is;
    one away from the bubble with no line to it, endless (s356: both counted as "no line", so
    a tail was never chosen for another arrow, and a lineless first arrow was kept)."""
    if len(coach.route) < 2:
        return 0, 0.0 if attached(coach) else math.inf
    arrows, looks = crossed(play, coach.route, coach.aimed)
    return OVER * len(arrows) + looks, sum(math.dist(a, b) for a, b in pairwise(coach.route))


def attached(coach) -> bool:
    """The pointer drawn stands on the bubble's edge, its base there (a tail: bubble.pointer)."""
    return bool(coach.tip) and any(coach.bubble.inflate(6, 6).collidepoint(p) for p in coach.tip[:2])
