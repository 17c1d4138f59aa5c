"""The Flat lesson's fold step ("This arrow folds over the edge") keeps a fold in sight.

s376's stranger met the step face-on to the block: its pointer showed an arrow whose body
folds onto the bottom face, a fold no view from above shows. Now the step points at an
arrow whose fold shows, every face it lies on turned to the eye (`folds_shown`, which
`lesson_hold.spared` asks), and where none shows, the view eases round to the nearest one
that does (`show_fold`): at once when the step begins, and once the player has let the
view rest a moment after turning every fold out of sight (a turn held is never fought,
nor a pointer held still on the view: it eases once let go and rested, s387). While it
eases, the pointer points at the arrow whose fold it turns to (`easing`; s387: at 480x360
it showed another, then hopped), and what the keyboard lit stays lit (keypick3d_keys.hold_lit).
With reduced motion the camera's eased turns are near-instant (controller.QUICK_TURN).

The 3D lesson's "Tip: an arrow pointing at you. Cross: pointing away" step (it said "Dot:",
but an arrow flying at the eye shows its head's pyramid tip, its dot hidden behind it:
s376's stranger read the pointer as on "a green pyramid tip") is kept the same way: it
points at a free arrow flying at the eye where one does (the home view has one; the view
is not turned for it: the step comes after the zoom step, and an eased turn fought a zoom).
"""

from __future__ import annotations

import weakref
from typing import Any

from quiver.engine.geometry import VEC3
from quiver.engine.modes import Mode
from quiver.game.lessons import Anchor

from .bubble import body_pixels

__all__ = ["FACING", "REST", "easing", "fold_faces", "fold_shows", "folds_shown", "show_fold"]

FACING = 0.25  # a face shows where its normal and the eye's way make a cosine above this
DOT = 0.5  # 3D: an arrow shows its dot where its flight and the eye's way make a cosine above this
LEAN = 0.5  # how far an eased view leans to the side the eye was on (`_kept_side`)
REST = 0.6  # seconds the view lies still, every fold out of sight, before it eases round
_SEEN: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # coach -> (step, pose, since)
_TURNED: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # coach -> the step it last eased in
_EASED: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # coach -> (step, arrow, the turn's end)
_PLANNED: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # coach -> (step and pose, arrow)
HELD = "held"  # _SEEN's pose while the player holds the view (a rest starts once let go)


def _camera(play: Any) -> Any:
    return getattr(getattr(play, "ctl", None), "camera", None)


def _fold_step(play: Any, anchor: Anchor) -> bool:
    """A step whose arrow must show something a view may hide: Flat's fold, or in the 3D
    lesson's "Tip: an arrow pointing at you..." (its one FREE step) a head at the eye."""
    if _camera(play) is None:
        return False
    mode = play.board.mode
    return (anchor == Anchor.EDGE and mode == Mode.FLAT) or (anchor == Anchor.FREE and mode == Mode.THREE_D)


def _dot_step(play: Any) -> bool:
    return play.board.mode == Mode.THREE_D


def fold_faces(board: Any, i: int) -> list[tuple[int, int, int]]:
    """The outward normals of the faces arrow i lies on (two or more where it folds)."""
    faces = sorted({board.space.coord(c)[3] for c in board.arrows[i].cells})
    return [VEC3[n] for n in faces]


def _facing(back: Any, normal: tuple[float, float, float]) -> float:
    return float(back[0] * normal[0] + back[1] * normal[1] + back[2] * normal[2])


def fold_shows(play: Any, i: int) -> bool:
    """Every face arrow i lies on is turned to the eye, and a cell of it on each shows
    between the HUD's bars: its fold is in sight (3D: it flies at the eye, its tip showing;
    s376's stranger met the dot step's pointer on "a green pyramid tip"). Beside the
    bubble's column, its pointer leaves Skip lesson its place too (`_skip_left`)."""
    return _in_sight(play, i) and _skip_left(play, i)


def _in_sight(play: Any, i: int) -> bool:
    back = _camera(play).back
    if _dot_step(play):
        return _facing(back, VEC3[play.board.arrows[i].dir]) > DOT
    faces = fold_faces(play.board, i)
    if not all(_facing(back, n) > FACING for n in faces):
        return False
    top, bottom = play.hud.top_rect.bottom, play.hud.bottom_rect.y
    seen = {
        play.board.space.coord(c)[3]
        for c, (x, y) in zip(play.board.arrows[i].cells, body_pixels(play, i), strict=True)
        if top <= y < bottom and 0 <= x < play.size[0] and play.arrow_at((x, y)) == i
    }
    return len(seen) == len(faces)  # (s287's 640x480 zoomed in: the top face under the top bar)


SKIP_PLACE = (170, 56)  # Skip lesson's top left place at 1x, and under it the leader's lane (lesson_skip)


def _skip_left(play: Any, i: int) -> bool:
    """Beside the bubble's column (bubble_fit.bubble_left: 480x360), a pointer at arrow i
    leaves Skip lesson its top left place, the toasts having the column above the bubble
    (s245). s385: there the home view's one fold shown was the block's top left arrow,
    its pointer in that place; Skip lesson stood top right, and a saved file's path over it."""
    from .bubble import aim_kept  # (the coach's modules: this one lies below them)
    from .bubble_fit import bubble_left

    if bubble_left(play) <= 0:
        return True
    aim = aim_kept(play, [i])
    if aim is None:
        return False
    (x, y), u, top = aim[1], play.hud.u, play.hud.top_rect.bottom
    return x > SKIP_PLACE[0] * u or y >= top + SKIP_PLACE[1] * u + play.anchor_gap()


def folds_shown(play: Any, anchor: Anchor, arrows: list[int]) -> list[int]:
    """Of `arrows` (the step's), those whose fold shows in the fold step; all of them
    where none shows or the step is another."""
    if play is None or not arrows or not _fold_step(play, anchor):
        return arrows
    coach = getattr(play, "coach", None)
    eased = _eased_to(coach, play)
    if eased in arrows and (easing(coach, play) is not None or fold_shows(play, eased)):
        return [eased]  # (s387: the one the view eases to, the pointer on it or none, then kept)
    shown = [i for i in arrows if fold_shows(play, i)]
    planned = None if shown else _planned(coach, play, arrows)
    if planned is not None:  # (s396: none shows, the view rests: the one it will ease to, or
        return [planned] if _tapped(play, planned) else []  # none till the ease where it hides)
    return shown or arrows


def _tapped(play: Any, i: int) -> bool:
    """A tap hits arrow i at its head or a cell of it between the HUD's bars (a pointer
    has a place on it)."""
    top, bottom = play.hud.top_rect.bottom, play.hud.bottom_rect.y
    points = [play.arrow_pixel(i), *body_pixels(play, i)]
    return any(top <= y < bottom and play.arrow_at((x, y)) == i for x, y in points)


def _planned(coach: Any, play: Any, arrows: list[int]) -> int | None:
    """No fold in sight and the view at rest: the arrow `show_fold` will ease round to once
    the view has rested (s396: after a held drag the pointer showed another for REST
    seconds, then hopped), found for this step and pose once; None where it will not ease
    after a rest (the step just begun, the view turning, dragged or turned by a key, or a
    fold already sought and in sight)."""
    camera = _camera(play)
    held = play.ctl.input.dragging or play.ctl.input.held  # (turning: found once it rests)
    if coach is None or camera.turning or held or _dot_step(play):
        return None
    step, seen = (coach.stage, coach.step), _SEEN.get(coach)
    if seen is None or seen[0] != step:
        return None  # (the step begins: show_fold eases at once, the pointer on its arrow, s387)
    if _TURNED.get(coach) == step and any(_in_sight(play, i) for i in arrows):
        return None  # (show_fold: after its one turn, any fold in sight does)
    key = (step, tuple(camera.rot), camera.zoom, tuple(camera.pan), tuple(play.size), tuple(arrows))
    got = _PLANNED.get(coach)
    if got is None or got[0] != key:
        got = _PLANNED[coach] = (key, _ease_to(play, arrows)[1])
    return got[1]


def _ease_to(play: Any, arrows: list[int]) -> tuple[tuple[float, float, float], int]:
    """The way `show_fold` turns the view to, and the arrow whose fold it shows there: the
    nearest fold (the least turn; beside the bubble's column, the way showing most folds),
    or another whose fold shows from there (s387: the pointer on it as it eases)."""
    back = _camera(play).back
    way, target = max(
        ((_kept_side(play, i, back), i) for i in arrows),
        key=lambda v: (_folds_facing(play, arrows, v[0]), _facing(back, v[0])),
    )
    w, h = play.size
    with _camera(play).looking_from(way, w / max(h, 1)):
        shown = [i for i in arrows if fold_shows(play, i)]
    return way, target if target in shown or not shown else shown[0]


def _eased_to(coach: Any, play: Any) -> int | None:
    """The arrow `show_fold` last turned the view to show the fold of, in this step."""
    got = None if coach is None else _EASED.get(coach)
    if got is None or got[0] != (coach.stage, coach.step) or got[1] not in play.board.alive:
        return None
    return got[1]


def easing(coach: Any, play: Any) -> int | None:
    """While the view eases round to a fold (`show_fold`'s turn, in its step), the arrow
    whose fold it turns to; None otherwise (a hint's turn, Home, a turn taken over)."""
    i, camera = _eased_to(coach, play), _camera(play)
    end = None if i is None or camera is None else camera.turn_end
    return i if end is not None and end is _EASED[coach][2] else None


def _way(play: Any, i: int) -> tuple[float, float, float]:
    """The way to look from at arrow i's fold: between the normals of its faces."""
    normals = fold_faces(play.board, i)
    x, y, z = (sum(n[k] for n in normals) for k in range(3))
    return float(x), float(y), float(z)


def show_fold(coach: Any, play: Any, arrows: list[int]) -> bool:
    """In the fold step with no fold of `arrows` in sight: ease the view round to the
    nearest fold (the least turn), when the step begins or once the view has rested
    REST seconds, never while the player holds the view (a pointer down on it, held still
    or not, or a turning key: its rest starts once let go). True when it turned. Beside
    the bubble's column, a fold whose pointer leaves Skip lesson its place (`_skip_left`)
    is sought by one turn to the way showing most folds (`_folds_facing`); after it, any
    fold in sight does (s385)."""
    camera = _camera(play)
    if not arrows or not _fold_step(play, coach.current.anchor) or camera.turning or _dot_step(play):
        return False  # (3D: a tip is preferred, not turned to: s270's zoom sweep, eased, wrapped worse)
    step, pose, now = (coach.stage, coach.step), (tuple(camera.rot), camera.zoom), coach.ports.clock()
    sought = _TURNED.get(coach) == step  # (turned once already for Skip lesson's place)
    if any(fold_shows(play, i) or (sought and _in_sight(play, i)) for i in arrows):
        _SEEN[coach] = (step, None, now)  # (looked at)
        return False
    if play.ctl.input.holding:  # (s387: a drag held still 0.6 s was turned under)
        _SEEN[coach] = (step, HELD, now)
        return False
    seen = _SEEN.get(coach)
    if seen is not None and seen[0] == step:  # (turned out of sight in the step: once it rests)
        if seen[1] != pose:
            _SEEN[coach] = (step, pose, now)  # (still turning: the rest starts again)
            return False
        if now - seen[2] < REST:
            return False
    way, target = _ease_to(play, arrows)  # (the pointer on that arrow as it eases, s387)
    w, h = play.size
    camera.look_from(way, aspect=w / max(h, 1))
    _SEEN[coach], _TURNED[coach], _EASED[coach] = (step, None, now), step, (step, target, camera.turn_end)
    return True


def _folds_facing(play: Any, arrows: list[int], way: tuple[float, float, float]) -> int:
    """Beside the bubble's column (480x360): how many of `arrows` turn every face they lie
    on to an eye looking from `way` (s385: the view showing two folds left one of them low
    enough for Skip lesson's top left place). Elsewhere 0: the least turn wins alone."""
    from .bubble_fit import bubble_left

    if bubble_left(play) <= 0:
        return 0
    return sum(all(_facing(way, n) > FACING for n in fold_faces(play.board, i)) for i in arrows)


def _kept_side(play: Any, i: int, back: Any) -> tuple[float, float, float]:
    """The way to look from at arrow i's fold, leaning a little to the side the eye is on
    (straight between its faces the block looked flat, one face of it a band), where the
    fold still faces the eye well there."""
    way = _unit(_way(play, i))
    leant = _unit(tuple(way[k] + LEAN * float(back[k]) for k in range(3)))  # type: ignore[arg-type]
    return leant if all(_facing(leant, n) > FACING + 0.1 for n in fold_faces(play.board, i)) else way


def _unit(v: tuple[float, float, float]) -> tuple[float, float, float]:
    n = max(1e-9, (v[0] ** 2 + v[1] ** 2 + v[2] ** 2) ** 0.5)
    return v[0] / n, v[1] / n, v[2] / n
