"""Short-lived effects drawn over any play view (2D board, or the layer over the 3D and
Flat-3D views): the burst and trail where an arrow leaves, the combo count ("x3") near
the cleared arrow, and a blocked tap's marks (the ray from the head to the impact, and
the blocker marked at the impact point for MARK_TIME; given the point where the tip
touches the blocker, the ray stops short of it and the ring opens round it, so the hit
itself stays in sight).

Positions are window pixels, taken when the effect starts. Nothing here is random: the
sparks of a burst sit at fixed angles. With `motion` off (reduced motion) nothing flies
or grows: a burst is a quick fade of a soft disc, the combo count fades in place.

    fx = Effects(motion=True)
    fx.burst((x, y), colour, direction=(1, 0)); fx.trail(a, b, colour); fx.combo((x, y), 3)
    fx.blocked(head, impact, blocker_pixel, contact=tip_pixel)
    fx.update(dt); fx.active; rects = fx.draw(surface)
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable

import pygame

from . import confetti, fx_behind, fx_depth, theme
from .comboplace import ComboPlacing
from .draw import clear_of, heart_icon
from .fx_item import MARK, MARK_TIME
from .fx_item import Fx as _Fx
from .fx_item import pt as _pt
from .fx_room import mark_radius
from .raytip import behind_tip

__all__ = ["BURST_TIME", "CHEER_TIME", "COMBO_TIME", "FADE_TIME", "MARK_TIME", "ON_BOARD", "Effects"]

BURST_TIME = 0.55  # a burst's sparks fly and fade
TRAIL_TIME = 0.35
COMBO_TIME = 0.9  # "x3" rises and fades
HEART_TIME = 0.9  # a lost heart drops out of the HUD
FADE_TIME = 0.25  # reduced motion: a burst is a quick fade
CHEER_TIME = 1.0  # a win's confetti flies out and falls
SPARKS = 10
OPEN = math.radians(50)  # half the opening of a blocked tap's ring, facing the hit
ON_BOARD = frozenset({"burst", "trail", "combo", "ray", "mark"})  # effects at a place on the board
COMBO_COLOURS = ((255, 196, 60), (255, 160, 40), (255, 120, 40), (240, 80, 60), (220, 60, 140))
COMBO_EDGE = (26, 20, 28)  # the count's outline: 4:1 or more to every COMBO_COLOURS (s70: "x3"
# in orange vanished on an orange arrow, "x4" on a sky-blue one as light, "x2" on the board)


def _alpha(u: float, hold: float = 0.6) -> int:
    """Full until `hold` of the life, then fading out."""
    return int(255 * (1.0 if u < hold else max(0.0, 1 - (u - hold) / (1 - hold))))


class Effects(ComboPlacing):
    depth, _draw_depth = fx_depth.add, fx_depth.draw_depth  # an end-on blocked tap's cue (s353)

    def __init__(self, motion: bool = True) -> None:
        self.motion = motion
        # the effects' size: the HUD's scale (a big window: at 3840x2160 a lost heart of 34 px
        # dropped out of an 85 px slot, the blocked ring was 40 px round a 200 px cube)
        self.scale = 1.0
        # the board's part of the window (between the HUD's bars): effects stay in it, so
        # a burst or a combo count at the board's top edge is not drawn over the score
        self.area: pygame.Rect | None = None
        self.marks_room: pygame.Rect | None = None  # a blocked tap's: to the bars' pieces (fx_room)
        self.keep_off: list[pygame.Rect] = []  # what a combo count moves off (a lesson's pointer)
        # the live arrows' heads a combo count keeps off where room allows (the 2D board's,
        # in window pixels; s103: "x4" stood over the last arrow's head for a second)
        self.heads: Callable[[], list[pygame.Rect]] | None = None
        # the tips of the arrows bouncing now, and the way each moves (the 2D board's, in
        # window pixels): a blocked tap's ray is drawn only ahead of its arrow's tip
        self.tips: Callable[[], list[tuple[tuple[float, float], tuple[float, float]]]] | None = None
        self.items: list[_Fx] = []
        self.cheered = False  # a win's confetti has started (once a reveal; clear() resets)

    # -- starting effects ------------------------------------------------------------
    def burst(self, pos, colour, direction=(0.0, 0.0)) -> None:
        """Sparks and a ring where an arrow left, flung along `direction` (a unit vector)."""
        life = BURST_TIME if self.motion else FADE_TIME
        self.items.append(_Fx("burst", _pt(pos), life, tuple(colour), end=_pt(direction)))

    def trail(self, start, end, colour) -> None:
        """A fading streak along the way an arrow flew (no streak with reduced motion)."""
        if self.motion:
            self.items.append(_Fx("trail", _pt(start), TRAIL_TIME, tuple(colour), end=_pt(end)))

    def combo(self, pos, n: int, way=(0.0, 0.0), reach: float = 0.0) -> None:
        """The combo count ("x2", "x3"...) by the cleared arrow's head `pos`. With the
        way it flew (`way`, a unit vector) and how far its body reaches each side of that
        path (`reach`), the count stands beside the path, clear of the streak and of the
        arrow flying along it (stranger s57: "x3" sat over the last arrow's streak as it
        flew up): above it, or below it where the board's top leaves no room, or, for a
        flight up or down, on the side toward the board's middle (`combo_rect`). It takes
        the place of the count before it (one count, the latest: "x2" stood on over the
        next arrow's flight while "x3" rose by that one)."""
        self.drop("combo")
        colour = COMBO_COLOURS[min(len(COMBO_COLOURS) - 1, max(0, n - 2))]
        self.items.append(_Fx("combo", _pt(pos), COMBO_TIME, colour, text=f"x{n}", end=_pt(way), reach=reach))

    def blocked(self, head, impact, blocker, contact=None, behind: bool = False) -> None:
        """A blocked tap: the ray from the tapped arrow's head to the impact, and the
        blocker marked at the impact point (`blocker`: where to put the mark). With the
        pixel where the tip touches the blocker (`contact`, the 2D board's), the ray stops
        a little short of it and the ring stands on the blocker just past it, open toward
        the hit: a ring over the blocker's cell hid the very point the tip pressed into.
        `behind`: the blocker hidden behind the shape there: both dashed (fx_behind)."""
        at = None if contact is None else _pt(contact)
        end = _pt(impact) if at is None else _short_of(_pt(head), at, 5 * self.scale)
        self.items.append(_Fx("ray", _pt(head), MARK_TIME, MARK, end=end, behind=behind))
        self.items.append(
            _Fx("mark", _pt(blocker), MARK_TIME, MARK, end=_pt(head), contact=at, behind=behind)
        )

    def heart(self, pos) -> None:
        """A lost heart drops out of its slot in the HUD and fades (in place: reduced motion)."""
        self.items.append(_Fx("heart", _pt(pos), HEART_TIME, MARK))

    def cheer(self, pos, colours, delay: float = 0.0, around: pygame.Rect | None = None) -> None:
        """A win's confetti: pieces in `colours` flung out of `pos` and falling, `delay`
        seconds from now, as far as the size of what it is round (`around`: the picture's
        or the model's rect on screen; confetti.reach_for). Reduced motion: a soft disc
        fading where it is, at once."""
        life, wait = (CHEER_TIME, delay) if self.motion else (FADE_TIME, 0.0)
        cols = tuple(tuple(c) for c in colours)
        self.cheered = True
        reach = confetti.reach_for(around, self.area, self.scale)
        self.items.append(_Fx("cheer", _pt(pos), life, cols[0], age=-wait, colours=cols, reach=reach))

    def drop(self, kind: str) -> None:
        """Take off every effect of this kind now (a combo count under the win's reveal)."""
        self.items = [f for f in self.items if f.kind != kind]

    def clear(self) -> None:
        self.items.clear()
        self.cheered = False

    # -- time ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        for f in self.items:
            f.age += dt
        self.items = [f for f in self.items if f.age < f.life]

    @property
    def active(self) -> bool:
        return bool(self.items)

    def follow(self, move: Callable[[tuple[float, float]], tuple[float, float]]) -> None:
        """The board moved under its effects (a 2D pan or zoom): each one that sits on the
        board goes with it, `move` mapping a pixel then to the same place now (a blocked
        tap's ring stayed over another arrow); a lost heart stays in its bar."""
        for f in self.items:
            if f.kind in ON_BOARD:
                f.pos = _pt(move(f.pos))
                if f.kind in ("trail", "ray", "mark"):  # (a burst's `end` is its direction)
                    f.end = _pt(move(f.end))
                if f.contact is not None:
                    f.contact = _pt(move(f.contact))

    def kinds(self) -> set[str]:
        return {f.kind for f in self.items}

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Draw every live effect; returns the rects drawn (to restore next frame)."""
        rects = []
        clip = surface.get_clip()
        held = clip if self.area is None else self.area.clip(clip)
        for f in self.items:
            if f.age < 0:  # not started yet
                continue
            # a lost heart drops out of its bar; a win's confetti falls over the bars and off
            # the window (s121: at 1920x1080 it was cut off in a line at the bottom bar's top)
            bounds = clip if f.kind in ("heart", "cheer") else held
            if f.kind == "mark" and self.marks_room is not None:
                bounds = self.marks_room.clip(clip)
            surface.set_clip(bounds)
            r = getattr(self, "_draw_" + f.kind)(surface, f, min(1.0, f.age / f.life))
            if r is not None:
                r = r.clip(bounds)
                if r.width and r.height:
                    rects.append(r)
        surface.set_clip(clip)
        return rects

    def _layer(self, surface, rect: pygame.Rect, paint, alpha: int) -> pygame.Rect:
        """Paint onto a transparent Surface the size of `rect`, blit it with `alpha`."""
        rect = rect.clip(surface.get_rect())
        if rect.width <= 0 or rect.height <= 0 or alpha <= 0:
            return rect
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        paint(layer, -rect.x, -rect.y)
        layer.set_alpha(alpha)
        surface.blit(layer, rect)
        return rect

    def _draw_burst(self, surface, f: _Fx, u: float) -> pygame.Rect:
        x, y = f.pos
        z = self.scale
        if not self.motion:  # reduced motion: a soft disc that fades, nothing moves
            rad = int(22 * z)
            rect = pygame.Rect(int(x - rad), int(y - rad), 2 * rad, 2 * rad)

            def disc(layer, ox, oy):
                pygame.draw.circle(layer, (*f.colour, 150), (int(x + ox), int(y + oy)), rad)

            return self._layer(surface, rect, disc, int(255 * (1 - u)))
        reach = (14 + 46 * (1 - (1 - u) ** 2)) * z
        dx, dy = f.end
        rad = int(reach + 16 * z)
        rect = pygame.Rect(int(x - rad), int(y - rad), 2 * rad, 2 * rad)

        def sparks(layer, ox, oy):
            cx, cy = x + ox, y + oy
            pygame.draw.circle(
                layer, (*f.colour, 200), (int(cx), int(cy)), int(8 * z + reach * 0.7), int(3 * z)
            )
            for k in range(SPARKS):
                a = 2 * math.pi * k / SPARKS + 0.3
                vx, vy = math.cos(a), math.sin(a)
                push = 1.0 + 0.6 * max(0.0, vx * dx + vy * dy)  # flung along the flight
                px, py = cx + vx * reach * push, cy + vy * reach * push
                size = max(1, int(5 * z * (1 - u)) + 1)
                pygame.draw.circle(layer, (*theme.shade(f.colour, 1.15), 255), (int(px), int(py)), size)
                pygame.draw.circle(layer, (255, 255, 255, 220), (int(px), int(py)), max(1, size // 2))

        return self._layer(surface, rect, sparks, _alpha(u, 0.35))

    def _draw_cheer(self, surface, f: _Fx, u: float) -> pygame.Rect:
        if not self.motion:
            return self._draw_burst(surface, f, u)  # the soft disc, fading in place
        drawn, rect = confetti.pieces(f.pos, f.reach, self.scale, u, f.colours)

        def paint(layer, ox, oy):
            for colour, corners in drawn:
                pygame.draw.polygon(layer, (*colour, 255), [(px + ox, py + oy) for px, py in corners])

        return self._layer(surface, rect, paint, _alpha(u, 0.55))

    def _draw_trail(self, surface, f: _Fx, u: float) -> pygame.Rect:
        (x0, y0), (x1, y1) = f.pos, f.end
        z = self.scale
        rect = _around(f.pos, f.end, int(8 * z))

        def streak(layer, ox, oy):
            steps = 8
            for k in range(steps):
                t0, t1 = k / steps, (k + 1) / steps
                a = (x0 + (x1 - x0) * t0 + ox, y0 + (y1 - y0) * t0 + oy)
                b = (x0 + (x1 - x0) * t1 + ox, y0 + (y1 - y0) * t1 + oy)
                width = max(1, int((2 + 6 * t1) * z))
                pygame.draw.line(layer, (*f.colour, int(60 + 150 * t1)), a, b, width)

        return self._layer(surface, rect, streak, int(255 * (1 - u)))

    def _draw_combo(self, surface, f: _Fx, u: float) -> pygame.Rect:
        size = int((50 if self.motion and u < 0.12 else 40) * self.scale)  # a pop: two sizes, two fonts
        img = count_image(f.text, size, f.colour, max(2, round(3 * self.scale)))
        r = self.combo_rect(f, u, img.get_size()).move(self.head_shift(f, img.get_size()))
        r = clear_of(r, self.keep_off, self.area, allowed=self.off_path(f))  # (s87: under it)

        def text(layer, ox, oy):
            layer.blit(img, r.move(ox, oy))

        return self._layer(surface, r.inflate(2, 2), text, _alpha(u, 0.55))

    def _draw_ray(self, surface, f: _Fx, u: float) -> pygame.Rect:
        if self.tips is not None:  # (past the bounced tip: raytip.py)
            f.start = behind_tip(f.pos, f.end, self.tips(), f.start)
        t, k, (x1, y1) = f.start or 0.0, self.scale, f.end
        x0, y0 = f.pos[0] + (x1 - f.pos[0]) * t, f.pos[1] + (y1 - f.pos[1]) * t
        if t >= 1.0:  # the tip at the blocker: nothing of the way left to show
            return pygame.Rect(int(x1), int(y1), 0, 0)
        # white each side, as round the ring (the red alone all but vanished on a red-orange
        # arrow); a pixel at 1x, clear of the bounced head's slopes (test_s105_blocked)
        rim = max(1, round(k))
        rect = _around((x0, y0), f.end, int(6 * k) + rim)

        def line(layer, ox, oy):
            a, b, dot = (x0 + ox, y0 + oy), (x1 + ox, y1 + oy), (int(x0 + ox), int(y0 + oy))
            for colour, grow in (((255, 255, 255, 200), rim), ((*f.colour, 230), 0)):
                draw = fx_behind.dashed_line if f.behind else _solid
                draw(layer, colour, a, b, int(4 * k) + 2 * grow, k)
                if f.start is None:  # (3D, Flat: no tip given, a dot on the head)
                    pygame.draw.circle(layer, colour, dot, int(5 * k) + grow)

        return self._layer(surface, rect, line, _alpha(u, 0.7))

    def _draw_heart(self, surface, f: _Fx, u: float) -> pygame.Rect:
        r, size = _heart_rect(f, u, self.motion, self.scale)
        icon = heart_icon(size, f.colour)

        def paint(layer, ox, oy):
            layer.blit(icon, r.move(ox, oy))

        return self._layer(surface, r.inflate(4, 4), paint, _alpha(u, 0.4))

    def _draw_mark(self, surface, f: _Fx, u: float) -> pygame.Rect:
        k = self.scale
        rad = int((20 + 14 * (1 - u / 0.15)) * k) if self.motion and u < 0.15 else int(20 * k)  # (pops)
        at = f.contact
        way = None if at is None else _unit(f.end, at)
        edge = int(4 * k)  # (the white rim's room; the red ring's line is 5 px at 1x)

        def centre(r: int) -> tuple[float, float]:  # past the contact, on the blocker: the contact in sight
            if at is None or way is None:
                return f.pos
            return at[0] + 0.6 * r * way[0], at[1] + 0.6 * r * way[1]

        rad = mark_radius(rad, int(20 * k), centre, surface.get_clip(), edge)  # (whole by a bar: fx_room)
        (x, y), s = centre(rad), (rad // 2 if way is None else int(rad * 0.35))  # (3D, Flat: on its cell)
        rect = pygame.Rect(int(x - rad - edge), int(y - rad - edge), 2 * (rad + edge), 2 * (rad + edge))

        def ring(layer, ox, oy):
            c = (int(x + ox), int(y + oy))
            pygame.draw.circle(layer, (255, 255, 255, 200), c, rad + int(2 * k), int(3 * k))
            pygame.draw.circle(layer, (*f.colour, 255), c, rad, int(5 * k))
            if way is not None:  # open toward the hit: the tip and the point it presses in show
                a = math.atan2(-way[1], -way[0])
                far = 2 * (rad + edge)
                wedge = [c] + [
                    (c[0] + far * math.cos(a + t * OPEN), c[1] + far * math.sin(a + t * OPEN))
                    for t in (-1, -0.5, 0, 0.5, 1)
                ]
                pygame.draw.polygon(layer, (0, 0, 0, 0), wedge)  # (draw writes, no blend: a cut)
                for t in (-1, 1):  # the ring's two ends, rounded
                    m = rad - 2.5 * k
                    end = (c[0] + m * math.cos(a + t * OPEN), c[1] + m * math.sin(a + t * OPEN))
                    pygame.draw.circle(layer, (*f.colour, 255), end, 2.5 * k)
            if f.behind:  # (hidden behind the shape: the ring dashed, its cross kept)
                fx_behind.cut_ring(layer, c, rad + edge + 2 * k, s + edge)
            pygame.draw.line(layer, (*f.colour, 255), (c[0] - s, c[1] - s), (c[0] + s, c[1] + s), edge)
            pygame.draw.line(layer, (*f.colour, 255), (c[0] - s, c[1] + s), (c[0] + s, c[1] - s), edge)

        return self._layer(surface, rect, ring, _alpha(u, 0.75))


@functools.lru_cache(maxsize=32)
def count_image(text: str, size: int, colour: tuple, edge: int) -> pygame.Surface:
    """A combo count in `colour`, bold at `size`, ringed `edge` px round by COMBO_EDGE:
    its letters read on whatever lies behind (an arrow of their own colour, the board)."""
    font = theme.font(size, True)
    ink, dark = font.render(text, True, colour), font.render(text, True, COMBO_EDGE)
    w, h = ink.get_size()
    img = pygame.Surface((w + 2 * edge, h + 2 * edge), pygame.SRCALPHA)
    for dx in range(-edge, edge + 1):
        for dy in range(-edge, edge + 1):
            if dx * dx + dy * dy <= edge * edge + 1:
                img.blit(dark, (edge + dx, edge + dy))
    img.blit(ink, (edge, edge))
    return img


def _solid(layer, colour, a, b, width: int, _k: float) -> None:
    pygame.draw.line(layer, colour, a, b, width)


def _around(p0, p1, pad: int) -> pygame.Rect:
    """The box around the segment from p0 to p1, `pad` pixels wider on every side."""
    (x0, y0), (x1, y1) = p0, p1
    w, h = int(abs(x1 - x0)) + 2 * pad, int(abs(y1 - y0)) + 2 * pad
    return pygame.Rect(int(min(x0, x1)) - pad, int(min(y0, y1)) - pad, w, h)


def _heart_rect(f: _Fx, u: float, motion: bool, k: float = 1.0) -> tuple[pygame.Rect, int]:
    """Where the lost heart is drawn at `u` of its life, and its size: the HUD's heart
    (34 px at the HUD's scale `k`), popping a little, then dropping."""
    size = int((34 + 10 * min(1.0, u / 0.15)) * k) if motion else int(34 * k)
    fall = (90 * u * u + 20 * u) * k if motion else 0
    r = pygame.Rect(0, 0, size, size)
    r.center = (int(f.pos[0] + (18 * u * k if motion else 0)), int(f.pos[1] + fall))
    return r, size


def _unit(p0, p1) -> tuple[float, float] | None:
    """The unit vector from p0 toward p1 (None where they meet)."""
    dx, dy = p1[0] - p0[0], p1[1] - p0[1]
    n = math.hypot(dx, dy)
    return None if n < 1e-6 else (dx / n, dy / n)


def _short_of(p0, p1, gap: float) -> tuple[float, float]:
    """The point `gap` pixels before p1 on the way from p0 (p0 itself if nearer)."""
    way, n = _unit(p0, p1), math.dist(p0, p1)
    if way is None or n <= gap:
        return p0
    return p1[0] - way[0] * gap, p1[1] - way[1] * gap
