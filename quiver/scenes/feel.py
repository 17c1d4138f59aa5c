"""What a tap feels like, the same in every play view (issue 23): a clear leaves a trail
and a burst where the arrow leaves the board (2D) or the shape (3D, Flat 3D), a soft pop,
and past the first step of a combo the count ("x2", "x3"...) near the cleared arrow with
a sound that rises a step each time; a blocked tap draws the ray from the head to the
impact and marks the blocker there for fx.MARK_TIME.

The play scene's `where` (a `Where`: quiver/scenes/where.py for the 2D and 3D views)
says where things are on screen; this module decides what to show.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

import pygame

from quiver.render2d.fx import Effects
from quiver.style import palette

if TYPE_CHECKING:
    from quiver.engine.board import Board
    from quiver.game.midend import Midend
    from quiver.game.session import FireResult, Session
    from quiver.render2d.hud import HudInfo

    from .base import Feedback
    from .lesson_pace import Pace

__all__ = ["COMBO_SOUNDS", "Where", "draw_free_marks", "effects_for", "free_marks", "on_blocked", "on_clear"]

COMBO_SOUNDS = 6  # combo2 .. combo6: each step a little higher (x6 and up stay at the top)


class _Paced(Protocol):
    """What the effects read of a lesson's coach (play_coach.Coach): when its step began."""

    pace: Pace


class PlayScene(Protocol):
    """What the effects read of a play scene (scenes/play.py)."""

    size: tuple[int, int]
    board: Board
    session: Session
    fx: Effects
    where: Where
    feedback: Feedback
    midend: Midend
    clock: Callable[[], float]

    @property
    def coach(self) -> _Paced | None: ...

    def arrow_pixel(self, i: int) -> tuple[int, int]: ...
    def hud_info(self) -> HudInfo: ...


def idle_wake(scene: PlayScene) -> float | None:
    """A play scene's `wake_at`: when the HUD's clock next shows another second (the idle
    loop's 250 ms waits showed it up to one late, its seconds uneven), or a lesson's step
    whose arrow is gone may move on (coach.update); None: neither."""
    clock = scene.session.next_second() if scene.hud_info().show_timer else None
    coach = scene.coach
    skip = None if coach is None else coach.pace.skip_at(scene.clock())
    return min((t for t in (clock, skip) if t is not None), default=None)


def effects_for(settings) -> Effects:
    return Effects(motion=not palette.reduced_motion(settings))


def on_clear(scene: PlayScene, res: FireResult) -> None:
    i, where = res.arrow, scene.where
    head = where.head(i, res.end)
    out = where.exit(i, res.end)
    colour = where.colour(i, res.end)  # (a second head's trail: its own way's colour)
    scene.fx.trail(head, out, colour)
    scene.fx.burst(out, colour, where.dir(i, res.end))
    step = scene.session.last_step
    if step is not None and step.combo >= 2:
        scene.fx.combo(head, step.combo, where.dir(i, res.end), where.mark(i, res.end)[1])
        scene.feedback.sound(f"combo{min(COMBO_SOUNDS, step.combo)}")
    else:
        scene.feedback.sound("pop")
    say_inside(scene, i)


def say_inside(scene, i: int) -> None:
    """3D: the toast of the arrows hidden inside, after arrow `i` left (inside3d.py)."""
    inside = getattr(scene, "inside", None)
    if inside is None:
        return
    before, say = inside.said, inside.on_clear(i)  # (long and short: the toast layer picks)
    if say is None and before and scene.feedback.showing(before):
        say = inside.recount()  # (more uncovered while it shows: "5 still hidden" stood at 5, s202)
    if before and (say or scene.session.over):  # its count no longer holds (it stood under the
        scene.feedback.withdraw(before)  # next one, "1 still hidden" over "none left"), nor at the win
        inside.said = None
    if say and not scene.session.over and not getattr(scene, "coach", None):
        scene.feedback.toast(say[0], short=say[1])
        inside.said = say[0]


def cheer_2d(scene) -> None:
    """The 2D win's confetti round the finished picture as its reveal starts, once (3D and
    Flat 3D had theirs, reveal.celebrate; a 2D win showed only the colour sweep). Under
    the win card, which opens over it; reduced motion: soft discs fading where they are."""
    fx = scene.fx
    if fx.cheered or scene.reveal_u() is None:
        return
    from quiver.scenes.reveal import celebrate

    view, cells = scene.view, list(scene.board.space.cells)
    c, (ox, oy) = view.cell, view.origin()
    xs, ys = [x for x, _ in cells], [y for _, y in cells]
    x0, y0 = min(xs), min(ys)
    shown = pygame.Rect(ox + x0 * c, oy + y0 * c, (max(xs) - x0 + 1) * c, (max(ys) - y0 + 1) * c)
    box = shown.clip(pygame.Rect(view.area))  # (a big board zoomed in: round what shows)
    fx.drop("combo")  # the last clear's count goes at once, not left over the picture
    celebrate(fx, box)


def on_blocked(scene: PlayScene, res: FireResult) -> None:
    # the bounce ended the combo (score.Combo.bounce): the last clear's count goes with it
    # (s291: "x2" stood on beside the blocked tap's ring, as if the streak still ran)
    scene.fx.drop("combo")
    if res.cell is None:  # a shut lock: the lock and its key flash instead
        return
    head = scene.where.head(res.arrow, res.end)
    impact = scene.where.cell(res.cell)
    head, impact = scene.where.shown(res, head, impact)  # (out of the band: where they show, s340)
    contact = scene.where.contact(res.arrow, res.end, res.blocker, res.cell)
    scene.fx.blocked(head, impact, impact, contact, behind=scene.where.behind(res, impact))
    scene.where.depth(res, head, impact)  # (3D, Flat end-on: in front or behind, blocked_depth)


class Where:
    """Where a scene's effects go on screen; this default puts all of them mid-window
    (a view with a board overrides every method: Where2D, Where3D)."""

    def __init__(self, scene: PlayScene) -> None:
        self.scene = scene

    def head(self, i: int, end: int = 0) -> tuple[float, float]:
        """The window pixel of arrow i's head (end 1: a two-headed arrow's other head)."""
        return self.scene.arrow_pixel(i)

    def exit(self, i: int, end: int = 0) -> tuple[float, float]:
        """Where arrow i leaves the board (2D) or the shape (3D, Flat 3D) on screen."""
        return self.head(i, end)

    def cell(self, cid: int) -> tuple[float, float]:
        w, h = self.scene.size
        return w / 2, h / 2

    def dir(self, i: int, end: int = 0) -> tuple[float, float]:
        """The way arrow i flies on screen (a unit vector; (0, 0) end-on)."""
        return 0.0, 0.0

    def contact(self, i: int, end: int, blocker: int | None, cid: int) -> tuple[float, float] | None:
        """Where arrow i's tip (end 1: its other head's) touches `blocker` on cell `cid`
        as it bounces (None: not known, the blocked mark stands on the cell)."""
        return None

    def shown(self, res: FireResult, head: tuple, impact: tuple) -> tuple:
        """(head, impact) of blocked shot `res` where they show (3D, Flat 3D: moved in
        from outside the play band, blocked_shown); here as they are."""
        return head, impact

    def depth(self, res: FireResult, head: tuple, impact: tuple) -> str | None:
        """Cues that blocked shot `res` flew at the eye or away from it (3D, Flat 3D: the
        blocker in front or behind, blocked_depth); here none: a flat board has no depth."""
        return None

    def visible(self, i: int, end: int = 0) -> bool:
        """Arrow i's head (end 1: its other head) can be seen in the view now."""
        return True

    def behind(self, res: FireResult, impact: tuple) -> bool:
        """Blocked shot `res`'s blocker is hidden behind the shape at `impact` (3D, Flat
        3D: its ray and ring dashed, s378); here never."""
        return False

    def band(self):
        """The window rect the view plays in, between the HUD's bars (the assist's rings
        keep inside it): here the whole window."""
        import pygame

        return pygame.Rect(0, 0, *self.scene.size)

    def can_show(self, i: int) -> bool:
        """The view can be turned so that arrow i's free head is seen (a hint on it)."""
        return True

    def hintable(self, i: int) -> bool:
        """A hint may light arrow i: the view can show it, and a lesson lets it fly now
        (lesson_hold: the Flat lesson's hint lit the arrow whose flight skipped its bounce)."""
        from .lesson_hold import fire_held

        coach = getattr(self.scene, "coach", None)
        return self.can_show(i) and (coach is None or fire_held(coach, i) is None)

    def view_key(self) -> tuple:
        """What `head` and `visible` depend on besides the board (a camera, a pan)."""
        return ()

    def mark(self, i: int, end: int = 0) -> tuple[tuple[float, float], float]:
        """(centre, radius) of a circle round arrow i's head on screen (the assist's ring)."""
        return self.head(i, end), 17.0

    def head_mask(self, i: int, end: int = 0):
        """(alpha mask, window rect) of arrow i's head, cut out of the assist's rings (2D:
        its tile's; None: the ring goes round the head, clear of it)."""
        return None

    def colour(self, i: int, end: int = 0) -> tuple[int, int, int]:
        a = self.scene.board.arrows[i]
        d = a.dir2 if end and a.dir2 is not None else a.dir
        return palette.direction_colours(self.scene.midend.settings).get(d, (255, 170, 60))

    def board_moved(self, kept: list | None = None) -> None:
        """The view moved under the effects (2D: they go with its board, Where2D)."""


FREE_RING = (46, 160, 67)  # the assist's ring: a green that reads on every palette


def show_free_on(scene: PlayScene) -> bool:
    return bool(getattr(scene.midend.settings, "show_free", False))


def free_heads(scene: PlayScene) -> list[tuple[int, int, tuple[float, float]]]:
    """The assist "Show free arrows I can see": (arrow, end, head pixel) of each arrow
    that can leave now and that the view shows, cached until the board or the view
    changes; a two-headed arrow's the end that can leave (round five: the ring sat on its
    blocked end). Using it marks the run as assisted."""
    board, where = scene.board, scene.where
    band = where.band()  # (a head under a bar's chips: its ring lay over them, s194)
    key = (where.view_key(), len(board.alive), board.phase, scene.size, tuple(band))
    cache = getattr(scene, "_free_cache", None)
    if cache is None or cache[0] != key:
        free = [(i, board.free_end(i) or 0) for i in board.free_arrows()]
        heads = [(i, end, where.head(i, end)) for i, end in free if where.visible(i, end)]
        cache = (key, [h for h in heads if band.collidepoint(h[2])])
        scene._free_cache = cache  # type: ignore[attr-defined]
    if not scene.session.over:
        scene.session.assisted = True
    return cache[1]


def free_marks(scene: PlayScene) -> list[tuple[float, float]]:
    """The window pixels of the free heads the assist marks (free_heads)."""
    return [head for _, _, head in free_heads(scene)]


def draw_free_marks(scene: PlayScene, surface) -> list:
    """Rings round the free arrows' heads in view (nothing when the assist is off), each
    clear of its head, or under it (2D: cut out where a head's tile is): a ring on the
    head hid the chevron that says which way it flies."""
    if not show_free_on(scene) or scene.session.over:
        return []
    heads = free_heads(scene)
    cache = getattr(scene, "_free_rings", None)
    if cache is None or cache[0] is not heads:  # made again with the heads (free_heads' cache)
        cache = (heads, free_rings(scene.where, heads))
        scene._free_rings = cache  # type: ignore[attr-defined]
    band, was = scene.where.band(), surface.get_clip()
    surface.set_clip(band.clip(was))  # (a ring by a bar stops at it: the HUD's chips stay whole)
    surface.blits([(img, rect) for img, rect in cache[1]], doreturn=False)
    surface.set_clip(was)
    return [rect.clip(band) for _, rect in cache[1]]


def free_rings(where: Where, heads) -> list:
    """(image, window rect) of a ring round each of `heads` (arrow, end, pixel), with
    every head's own pixels cut out of it (`Where.head_mask`): under the arrows."""
    import pygame

    masks = [m for i, end, _ in heads if (m := where.head_mask(i, end)) is not None]
    out = []
    for i, end, _ in heads:
        (x, y), radius = where.mark(i, end)
        r, w = round(radius), max(3, round(radius / 10))  # (thicker round a big head)
        img = pygame.Surface((2 * r + 6, 2 * r + 6), pygame.SRCALPHA)
        pygame.draw.circle(img, (255, 255, 255), (r + 3, r + 3), r + 2, 2)
        pygame.draw.circle(img, FREE_RING, (r + 3, r + 3), r, w)
        box = img.get_rect(center=(round(x), round(y)))
        for k in box.collidelistall([at for _, at in masks]):
            mask, at = masks[k]
            img.blit(mask, (at.x - box.x, at.y - box.y), special_flags=pygame.BLEND_RGBA_SUB)
        out.append((img, box))
    return out
