"""The moving layer of the 2D play scene, drawn over the cached board each frame: the lit
arrows at rest (hint and its ring, hover, press with its ray, flashing blockers), the
arrows in flight or turning, and the "-1 heart" badges. Returns the rects it touched.
"""

from __future__ import annotations

import itertools
import math
from functools import partial
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from quiver.render2d import theme
from quiver.render2d.anim import AnimKind
from quiver.render2d.fade import FadeLayer
from quiver.render2d.tiles import HEAD_TIP, VEC, TileVariant

from .hint_fit import ring_radii
from .keypick2d import lit_end
from .lesson_hold import unlit
from .pointer2d import PointerState
from .where import head_of

if TYPE_CHECKING:
    from quiver.engine.board import Board
    from quiver.game.midend import Midend
    from quiver.game.session import Session
    from quiver.render2d.board import BoardRenderer
    from quiver.render2d.hud import Hud
    from quiver.render2d.view import BoardView

FLASH = 0.45  # seconds the blocker flashes
HINT_PULSE = 1.6  # seconds the hint pulses (then it stays lit until used)


def shake_offset(left: float, way: tuple[int, int]) -> tuple[int, int]:
    """Where a flashing blocker is drawn, `left` seconds of its flash to go: shaken along
    `way`, the way the arrow that hit it flew, first away from the hit, dying down (it
    always shook left-right, a hit from below too; a shut lock's pair still does)."""
    return shakes([(way, left)])


def shakes(hits: list[tuple[tuple[int, int], float]]) -> tuple[int, int]:
    """A blocker's shake under several hits, each (way, seconds of its shake to go): the
    sum of each one's own shake (s112: hit twice at once, it shook only the latest
    hit's way; from the left and from below, it now shakes both ways, each dying down)."""
    x = y = 0.0
    for way, left in hits:
        s = math.sin((FLASH - left) * 60) * 3 * left / FLASH
        x, y = x + s * way[0], y + s * way[1]
    return round(x), round(y)


def key_ring_radius(cell: int) -> int:
    """The Tab ring's radius round an arrow's head: clear of the head's tip."""
    return int(max(10, cell * 0.8))


class Moving2D(Protocol):
    """What the moving layer reads of the 2D play scene (its UI state and its view)."""

    renderer: BoardRenderer
    view: BoardView
    board: Board
    session: Session
    midend: Midend
    ptr: PointerState  # hover, press, the pointer
    hint_arrow: int | None
    hint_age: float
    flashes: dict[int, float]  # blocker -> seconds left
    anims: list[Any]
    blink: bool
    shake: bool
    hud: Hud  # the ring keeps off its pieces
    size: tuple[int, int]

    def minimap_rect(self) -> pygame.Rect | None: ...

    @property
    def coach(self) -> Any: ...  # a lesson (None: none): an arrow it holds back is not lit

    def end_at(self, pos: tuple[float, float] | None, i: int) -> int: ...


class MovingLayer2D:
    """What moves on a 2D board, drawn from the scene's state (which it only reads, but
    for `session.assisted` when the blocker-marking assist shows a blocker)."""

    def __init__(self, scene: Moving2D) -> None:
        self.scene = scene
        self.lit: int | None = None  # the arrow whose path Tab lit (drawn after the HUD: ray)
        self.keyed: int | None = None  # the arrow Tab lit (its ring drawn after the HUD: ring)
        # a hit blocker -> each hit still shaking it: [the way it was hit, seconds to go]
        self.bumps: dict[int, list[list]] = {}
        self.fades = FadeLayer()  # reduced motion: a cleared arrow fades where it stands

    def smack(self, blocker: int, d: int) -> None:
        """A bounced arrow flying `d` hits `blocker`: it flashes, and shakes along this hit
        as well as along any hit before it still shaking it."""
        self.scene.flashes[blocker] = FLASH
        self.bumps.setdefault(blocker, []).append([VEC[d], FLASH])

    def tick(self, dt: float) -> None:
        """The flashes and the hits' shakes run down by `dt` seconds."""
        flashes = self.scene.flashes
        for b in list(flashes):
            flashes[b] -= dt
            if flashes[b] <= 0:
                del flashes[b]
        for b, hits in list(self.bumps.items()):
            self.bumps[b] = [[way, left - dt] for way, left in hits if left > dt]
            if not self.bumps[b]:
                del self.bumps[b]

    def shake(self, b: int, left: float) -> tuple[int, int]:
        """Where the flashing blocker `b` is drawn, `left` seconds of its flash to go."""
        hits = self.bumps.get(b)
        return shakes([(way, t) for way, t in hits]) if hits else shake_offset(left, (1, 0))

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        scene = self.scene
        r = scene.renderer
        area = pygame.Rect(scene.view.area)
        old_clip = surface.get_clip()
        surface.set_clip(area)
        rects: list[pygame.Rect] = []
        ptr = scene.ptr
        self.lit = self.keyed = None
        alive, hidden = scene.board.alive, r.hidden
        # lit arrows at rest: hint, hover, flashing blockers
        if scene.hint_arrow is not None and scene.hint_arrow in alive and scene.hint_arrow not in hidden:
            on = not scene.blink or scene.hint_age >= HINT_PULSE or int(scene.hint_age * 5) % 2 == 0
            rects.append(
                r.draw_arrow(surface, scene.hint_arrow, TileVariant.HINT if on else TileVariant.HOVER)
            )
        for b, left in scene.flashes.items():
            if b in alive and b not in hidden:
                on = not scene.blink or int((FLASH - left) * 14) % 2 == 0
                at = self.shake(b, left) if scene.shake else (0, 0)
                rects.append(r.draw_arrow(surface, b, TileVariant.FLASH if on else TileVariant.NORMAL, at))
        if ptr.pressed is not None and ptr.pressed in alive and ptr.pressed not in hidden:
            rects.append(r.draw_arrow(surface, ptr.pressed, TileVariant.PRESS))
            if scene.midend.settings.ray_preview:
                end = scene.end_at(ptr.pointer, ptr.pressed)
                rects.append(r.draw_ray(surface, ptr.pressed, end=end))
                rects += self.over_ray(surface, ptr.pressed, end)
            # the ray shows the path only; which arrow blocks it is the puzzle, unless the
            # player turned the assist on (and then the clear counts as assisted)
            if scene.midend.settings.mark_blockers:
                scene.session.assisted = True
                hit = scene.board.first_blocker(ptr.pressed, scene.end_at(ptr.pointer, ptr.pressed))
                if hit is not None and hit[1] not in hidden:
                    rects.append(r.draw_arrow(surface, hit[1], TileVariant.FLASH))
        elif (
            ptr.hover is not None
            and ptr.hover in alive
            and ptr.hover not in hidden
            and ptr.hover != scene.hint_arrow
            and ptr.hover not in scene.flashes
            and not unlit(scene.coach, ptr.hover)  # a lesson's held arrow: no invitation
        ):
            rects.append(r.draw_arrow(surface, ptr.hover, TileVariant.HOVER))
            if ptr.hover == ptr.keyed:  # lit by Tab: a ring says which (over_hud), and its way out
                self.keyed = ptr.hover
                self.lit = ptr.hover if scene.midend.settings.ray_preview else None
        # flying arrows
        if not any(a.kind == AnimKind.LEAVE and a.still for a in scene.anims):
            self.fades.drop()
        for a in scene.anims:
            if a.kind == AnimKind.TURN:
                rects.append(r.draw_turning(surface, a.arrow, a.angle()))
            elif a.kind == AnimKind.LEAVE and a.still:
                rects.append(self.fades.draw(surface, r, a))
            else:
                rects.append(r.draw_snake(surface, a.arrow, a.path, a.offset()))
                if a.kind == AnimKind.BOUNCE:
                    rects += self.carried_badges(surface, a)
        surface.set_clip(old_clip)
        return [x.clip(area) for x in rects if x.w > 0 and x.h > 0]

    def over_ray(self, surface: pygame.Surface, i: int, end: int) -> list[pygame.Rect]:
        """The arrows on arrow i's path drawn again over its ray, so the ray runs under
        them: drawn over, an arrow in the way read as a clear path (the ray still runs to
        the edge, and which arrow stops it first is still the player's to see)."""
        board, r, flashes = self.scene.board, self.scene.renderer, self.scene.flashes
        owner, hidden = board.owner, r.hidden
        on = dict.fromkeys(owner[c] for c in board.ray(i, end) or () if owner[c] >= 0)
        shown = [b for b in on if b not in hidden and b not in flashes]  # (a flashing one: as it flashes)
        return [r.draw_arrow(surface, b, TileVariant.NORMAL) for b in shown]

    def tips(self) -> list[tuple[tuple[float, float], tuple[float, float]]]:
        """The window pixel of each bouncing arrow's tip and the way its head points
        (fx.Effects.tips: a blocked tap's ray is drawn only ahead of it)."""
        r, view = self.scene.renderer, self.scene.view
        out: list[tuple[tuple[float, float], tuple[float, float]]] = []
        for a in self.scene.anims:
            if a.kind == AnimKind.BOUNCE:
                vx, vy = VEC[a.path.dir]
                x, y = view.cell_center(*a.path.at(a.offset() + len(r.arrow_coords[a.arrow]) - 1))
                out.append(((x + vx * HEAD_TIP * view.cell, y + vy * HEAD_TIP * view.cell), (vx, vy)))
        return out

    def flights(self) -> list[pygame.Rect]:
        """What the arrows flying off cover from now on their way out: a rect a cell's
        step, half a cell each side of it (fx.Effects.flights: a combo count keeps off)."""
        view = self.scene.view
        half, out = view.cell / 2, []
        for a in self.scene.anims:
            if a.kind == AnimKind.LEAVE:
                way = a.path.span(a.offset(), (0 if a.still else a.distance) + a.path.length - 1)
                pts = [view.cell_center(*p) for p in way]
                for (x0, y0), (x1, y1) in itertools.pairwise(pts):
                    w, h = abs(x1 - x0) + 2 * half, abs(y1 - y0) + 2 * half
                    out.append(
                        pygame.Rect(round(min(x0, x1) - half), round(min(y0, y1) - half), round(w), round(h))
                    )
        return out

    def carried_badges(self, surface: pygame.Surface, anim) -> list[pygame.Rect]:
        """A bouncing arrow's badges (its turn mark, a lock's or key's letter) carried along
        its body: draw_snake draws no tiles, and a turning arrow's mark went while it bounced
        (s97)."""
        r, view = self.scene.renderer, self.scene.view
        coords, path, s = r.arrow_coords[anim.arrow], anim.path, anim.offset()
        back = path.at(0) != tuple(map(float, coords[0]))  # (a two-headed arrow's `dir2` end)
        out = []
        for k, b in r.badges.marks_of(anim.arrow, view.cell):
            x, y = view.cell_center(*path.at(s + (len(coords) - 1 - k if back else k)))
            out.append(surface.blit(b, b.get_rect(center=(round(x), round(y)))))
        return out

    def over_hud(self, surface: pygame.Surface, clip: pygame.Rect | None = None) -> list[pygame.Rect]:
        """What is drawn after the HUD (in `clip` too, if given: a bar drawn again): the path
        Tab lit (ray, with the arrows on it drawn again over it), then Tab's ring round its
        head, whole (s334: drawn first, the next arrow on the path covered a piece of it),
        the path's chevron again over that, and the hint ring (ring)."""
        rects = self.ray(surface, clip) + self.ring(surface, clip, key=True)
        return rects + self.ray(surface, clip, chevron=True) + self.ring(surface, clip)

    def ray(
        self, surface: pygame.Surface, clip: pygame.Rect | None = None, chevron: bool = False
    ) -> list[pygame.Rect]:
        """The path of the arrow Tab lit, drawn after the HUD between its chips and buttons
        (in `clip` too, if given), its end chevron in sight there (s87: clipped to the
        board's area, a board that filled it lost the chevron). A held arrow's path is
        drawn under the blocker the assist lights, in the area (draw). `chevron`: its
        chevron alone, again (over Tab's ring: over_hud)."""
        if self.lit is None:
            return []
        scene = self.scene
        (w, h), pieces = scene.size, scene.hud.pieces()
        foot = min([r.top for r in pieces[1:] if r.top > h // 2], default=h)
        mm = scene.minimap_rect()  # (docked beside the area: the ray stays off it)
        room = pygame.Rect(0, pieces[0].bottom, w if mm is None else mm.x, foot - pieces[0].bottom)
        old_clip = surface.get_clip()
        surface.set_clip(room if clip is None else room.clip(clip))
        end = lit_end(scene, self.lit)
        rect = scene.renderer.draw_ray(surface, self.lit, end=end, room=room, line=not chevron)
        rect = rect.clip(surface.get_clip())
        if chevron:
            surface.set_clip(old_clip)
            return [rect] if rect.w > 0 and rect.h > 0 else []
        surface.set_clip(surface.get_clip().clip(scene.view.area))  # (arrows: only in the board's area)
        under = [a.clip(surface.get_clip()) for a in self.over_ray(surface, self.lit, end)]
        surface.set_clip(old_clip)
        return [a for a in [rect, *under] if a.w > 0 and a.h > 0]

    def ring(
        self, surface: pygame.Surface, clip: pygame.Rect | None = None, key: bool = False
    ) -> list[pygame.Rect]:
        """The hint ring (`key`: the ring of the arrow Tab lit, drawn over its path and
        under its chevron: over_hud), drawn after the HUD and clipped to the window only (and to `clip`, if
        given: a bar drawn again at the clock's tick, s97): round an arrow at the board's
        edge it reaches past the board area (over the bar) whole; none round a head a zoom
        or a pan took out of the area (s201: a lone arc beside the board, by the minimap)."""
        scene = self.scene
        board = scene.board
        rings = []
        i = scene.hint_arrow
        if key:
            if self.keyed is not None and self._in_area(self.keyed, lit_end(scene, self.keyed)):
                rings.append(partial(self.key_ring, arrow=self.keyed))
        elif i is not None and i in board.alive and i not in scene.renderer.hidden:
            on = not scene.blink or scene.hint_age >= HINT_PULSE or int(scene.hint_age * 5) % 2 == 0
            if self._in_area(i, board.free_end(i) or 0):
                rings.append(partial(self.hint_ring, arrow=i, on=on))
        coach = getattr(scene, "coach", None)
        skip = [coach.skip_btn.rect] if coach is not None and not coach.done else []
        out = []
        for paint in rings:
            rect = paint(None)
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            paint(layer, origin=rect.topleft)
            for r in scene.hud.pieces() + skip:  # off the bars' chips and buttons (800x600 lesson)
                layer.fill((0, 0, 0, 0), r.move(-rect.x, -rect.y))
            old_clip = surface.get_clip()
            surface.set_clip(clip)
            surface.blit(layer, rect.topleft)
            surface.set_clip(old_clip)
            rect = rect.clip(surface.get_rect() if clip is None else clip)
            out += [rect] if rect.w > 0 and rect.h > 0 else []
        return out

    def _in_area(self, arrow: int, end: int) -> bool:
        """The centre of arrow's head cell (`end`: which head) is in the board's area: in sight."""
        scene = self.scene
        cell = head_of(scene.board, arrow, end)[0]
        cx, cy = scene.view.cell_center(*scene.board.space.coord(cell))
        return pygame.Rect(scene.view.area).collidepoint(cx, cy)

    def key_ring(
        self, surface: pygame.Surface | None, arrow: int, origin: tuple[int, int] = (0, 0)
    ) -> pygame.Rect:
        """A ring round the head of the arrow Tab lit (s99: only a lighter shade told it
        from its neighbours of its colour, and its path out of a top-row arrow, the first
        Tab's, was a chevron's length): white on ink, thinner and closer than the hint's."""
        scene = self.scene
        x, y = scene.board.space.coord(head_of(scene.board, arrow, lit_end(scene, arrow))[0])
        cx, cy = scene.view.cell_center(x, y)
        centre = (int(cx), int(cy))
        rx, ry = self.hint_radii(centre, key=True)
        if surface is not None:
            at = (centre[0] - origin[0], centre[1] - origin[1])
            if rx == ry:
                pygame.draw.circle(surface, theme.INK, at, rx + 2, 5)
                pygame.draw.circle(surface, (255, 255, 255), at, rx, 2)
            else:  # (an oval by a bar: hint_fit)
                pygame.draw.ellipse(surface, theme.INK, _oval(at, rx + 2, ry + 2), 5)
                pygame.draw.ellipse(surface, (255, 255, 255), _oval(at, rx, ry), 2)
        return pygame.Rect(centre[0] - rx - 3, centre[1] - ry - 3, 2 * rx + 7, 2 * ry + 7)

    def hint_ring(
        self, surface: pygame.Surface | None, arrow: int, on: bool, origin: tuple[int, int] = (0, 0)
    ) -> pygame.Rect:
        """A bold ring round the hinted arrow's head, a few pixels wide whatever the zoom,
        so the hint stands out on a busy board (the tile's own glow is a cell fraction):
        round the head it can leave by (a two-headed arrow's second when only that one
        can: round five, the ring sat on the blocked end and a tap there cost a heart), on
        `surface` whose top left is `origin` in the window (None: only where it goes)."""
        scene = self.scene
        board = scene.board
        x, y = board.space.coord(head_of(board, arrow, board.free_end(arrow) or 0)[0])
        cx, cy = scene.view.cell_center(x, y)
        width, centre = 5 if on else 3, (int(cx), int(cy))
        rx, ry = self.hint_radii(centre)
        if surface is not None:
            at = (centre[0] - origin[0], centre[1] - origin[1])
            if rx == ry:
                pygame.draw.circle(surface, theme.INK, at, rx + 2, width + 4)
                pygame.draw.circle(surface, theme.HINT, at, rx, width)
            else:  # (an oval where a bar or the window's edge is nearer than the ring: hint_fit)
                pygame.draw.ellipse(surface, theme.INK, _oval(at, rx + 2, ry + 2), width + 4)
                pygame.draw.ellipse(surface, theme.HINT, _oval(at, rx, ry), width)
        return pygame.Rect(centre[0] - rx - 4, centre[1] - ry - 4, 2 * rx + 9, 2 * ry + 9)

    def hint_radii(self, centre: tuple[int, int], key: bool = False) -> tuple[int, int]:
        """The hint ring's radii round `centre`: 1.4 cells (20 px at least), less where the
        HUD's pieces, a lesson's Skip, the minimap or the window's edge are nearer (hint_fit);
        `key`: Tab's ring, key_ring_radius where it has the room, else an oval."""
        scene = self.scene
        cell = scene.view.cell
        keep_off = list(scene.hud.pieces())
        coach = getattr(scene, "coach", None)
        if coach is not None and not coach.done:
            keep_off.append(coach.skip_btn.rect)
        mm = scene.minimap_rect()
        keep_off += [mm] if mm is not None else []
        window = pygame.Rect((0, 0), scene.size)
        if key:
            return ring_radii(centre, key_ring_radius(cell), key_ring_radius(cell), cell, window, keep_off, 3)
        return ring_radii(centre, int(max(20, cell * 1.4)), key_ring_radius(cell) + 4, cell, window, keep_off)


def _oval(centre: tuple[int, int], rx: int, ry: int) -> pygame.Rect:
    return pygame.Rect(centre[0] - rx, centre[1] - ry, 2 * rx + 1, 2 * ry + 1)
