"""Pre-rendered, anti-aliased cell tiles: every piece of an arrow is one of a few tiles.

An arrow's cell connects to its previous and next cell, so a cell tile is a disc at the
centre plus a band to each connected side; the head cell is a band from behind plus an
arrowhead. Tiles are drawn 4x larger and smooth-scaled down (anti-aliasing for free),
once per cell size, and the static board is then only tile blits.

Parts of the same arrow join edge to edge; arrows in neighbouring cells never touch,
so a seam of background shows between separate pieces.
"""

from __future__ import annotations

import enum
import math

import pygame

from quiver.engine.geometry import NX, NY, PX, PY

from . import theme

SS = 4  # supersampling factor
BODY = 0.60  # body width, fraction of a cell
SHADOW = 0.07  # drop of the darker under-layer (a chunky, pressable piece)
HEAD_W = 0.92  # arrowhead base width
HEAD_BACK = 0.02  # arrowhead base, behind the centre
HEAD_TIP = 0.47  # arrowhead tip, ahead of the centre

# unit vectors on screen (y down) for the 2D directions
VEC = {PX: (1, 0), NX: (-1, 0), PY: (0, 1), NY: (0, -1)}
BIT = {PX: 1, NX: 2, PY: 4, NY: 8}


class TileVariant(enum.StrEnum):
    """How an arrow's tiles are lit: at rest, under the pointer, pressed, the hint, a
    blocked tap's flash."""

    NORMAL = "normal"
    HOVER = "hover"
    HINT = "hint"
    FLASH = "flash"
    PRESS = "press"


GLOW = {TileVariant.HOVER: 0.10, TileVariant.PRESS: 0.16, TileVariant.HINT: 0.30, TileVariant.FLASH: 0.20}


def body_layers(fill, under, glow, variant: TileVariant, cell: float) -> list[tuple[tuple, float, float]]:
    """An arrow's paint, bottom first, as (colour, drop, width) in pixels for a cell of
    `cell` pixels: the glow (when `glow` is not None), the darker under-layer dropped
    by SHADOW, the fill on top. The colours are `variant_colours`'s."""
    bw = BODY * cell
    layers = []
    if glow is not None:
        layers.append((glow, 0.0, bw + GLOW[variant] * cell))
    layers.append((under, SHADOW * cell, bw))
    layers.append((fill, 0.0, bw))
    return layers


def variant_colours(base, variant: TileVariant):
    """(fill, under-layer, glow or None) for a direction colour and a variant."""
    fill, under, glow = base, theme.shade(base, 0.70), None
    if variant == TileVariant.HOVER:
        fill = theme.shade(base, 1.12)
        under = theme.shade(base, 0.74)
        glow = (255, 255, 255)
    elif variant == TileVariant.PRESS:
        fill = theme.shade(base, 1.30)
        under = theme.shade(base, 0.80)
        glow = (255, 255, 255)
    elif variant == TileVariant.HINT:
        fill = theme.shade(base, 1.12)
        glow = theme.HINT
    elif variant == TileVariant.FLASH:
        fill = theme.mix(base, (255, 255, 255), 0.65)
        under = theme.mix(theme.DANGER, base, 0.3)
        glow = theme.DANGER
    return fill, under, glow


class TileSets:
    """The TileSets of the last few cell sizes: a wheel zoom out and back in draws with
    the tiles it drew before instead of rendering them again."""

    KEEP = 4

    def __init__(self) -> None:
        self._sets: dict[int, TileSet] = {}

    def get(self, cell: int) -> TileSet:
        ts = self._sets.pop(int(cell), None) or TileSet(cell)
        self._sets[ts.cell] = ts  # the newest last
        while len(self._sets) > self.KEEP:
            del self._sets[next(iter(self._sets))]
        return ts


class TileSet:
    """Tiles for one cell size. `arrow(colour, mask, head, variant)` and `cell()`."""

    def __init__(self, cell: int) -> None:
        self.cell = int(cell)
        self._cache: dict[tuple, pygame.Surface] = {}

    # -- the picture's cells ---------------------------------------------------------
    def cell_tile(self) -> pygame.Surface:
        key = ("cell",)
        t = self._cache.get(key)
        if t is None:
            s = self.cell
            big = pygame.Surface((s * SS, s * SS), pygame.SRCALPHA)
            big.fill((*theme.CELL_EDGE, 0))
            inset = max(1, round(0.05 * s * SS))
            r = pygame.Rect(inset, inset, s * SS - 2 * inset, s * SS - 2 * inset)
            pygame.draw.rect(big, theme.CELL_EDGE, r, border_radius=int(0.2 * s * SS))
            r2 = r.inflate(-2 * SS, -2 * SS)
            r2.height -= SS
            pygame.draw.rect(big, theme.CELL, r2, border_radius=int(0.18 * s * SS))
            t = self._cache[key] = pygame.transform.smoothscale(big, (s, s))
        return t

    # -- arrow pieces ------------------------------------------------------------------
    def arrow(
        self,
        colour,
        mask: int,
        head: int | None,
        variant: TileVariant = TileVariant.NORMAL,
        glyph: int | None = None,
    ) -> pygame.Surface:
        """The tile of one arrow cell.

        colour: the direction colour (RGB); mask: bits of the sides it connects to
        (BIT[dir]); head: the arrow's direction when this is its head cell, else None;
        glyph: a direction to mark this body cell with (a chevron pointing that way, so
        colour is not the only cue), or None. Head cells never carry a glyph: the
        arrowhead itself shows the direction.
        """
        key = self.key(colour, mask, head, variant, glyph)
        t = self._cache.get(key)
        if t is None:
            t = self._cache[key] = self._render(colour, mask, head, variant, key[4])
        return t

    @staticmethod
    def key(
        colour, mask: int, head: int | None, variant=TileVariant.NORMAL, glyph: int | None = None
    ) -> tuple:
        """The cache key of `arrow`'s tile (a head cell never carries a glyph)."""
        return (colour, mask, head, variant, None if head is not None else glyph)

    def drawn(self, key: tuple) -> pygame.Surface | None:
        """The tile of `key` (`key()`, or ("cell",)) if it was drawn at this size."""
        return self._cache.get(key)

    def draw_key(self, key: tuple) -> pygame.Surface:
        """The tile of `key`, drawn now if it was not."""
        return self.cell_tile() if key == ("cell",) else self.arrow(*key)

    def _render(self, colour, mask, head, variant, glyph=None) -> pygame.Surface:
        s = self.cell
        S = s * SS
        fill, under, glow = variant_colours(colour, variant)
        big = pygame.Surface((S, S), pygame.SRCALPHA)
        big.fill((*under, 0))
        c = S / 2
        for col, dy, width in body_layers(fill, under, glow, variant, S):
            _piece(big, col, c, c + dy, width, mask, head, S)
        if head is not None and off_neck(mask, head):  # its edges drawn across the neck
            arrowhead(big, under, c, c, head, S, max(SS, TURN_RIM * S))
            arrowhead(big, fill, c, c, head, S)
        if glyph is not None:
            chevron(big, glyph_colour(fill), c, c, glyph, S)
        return pygame.transform.smoothscale(big, (s, s))


def _band(surf, col, cx, cy, width, d, S):
    """A band of `width` from the centre to the side `d` (and a little past it)."""
    vx, vy = VEC[d]
    h = width / 2
    if vx:
        x0, x1 = (cx, S + 2) if vx > 0 else (-2, cx)
        rect = pygame.Rect(round(x0), round(cy - h), round(x1 - x0), round(width))
    else:
        y0, y1 = (cy, S + 2) if vy > 0 else (-2, cy)
        rect = pygame.Rect(round(cx - h), round(y0), round(width), round(y1 - y0))
    pygame.draw.rect(surf, col, rect)


def _piece(surf, col, cx, cy, width, mask, head, S):
    if head is None:
        pygame.draw.circle(surf, col, (round(cx), round(cy)), round(width / 2))
        for d, bit in BIT.items():
            if mask & bit:
                _band(surf, col, cx, cy, width, d, S)
        return
    # the head: a band from behind to the centre, then the arrowhead
    back = head ^ 1
    if off_neck(mask, head):  # a rotating arrow's head, turned
        pygame.draw.circle(surf, col, (round(cx), round(cy)), round(width / 2))
        back = next(d for d, bit in BIT.items() if mask & bit)
    _band(surf, col, cx, cy, width, back, S)
    extra = (width - BODY * S) / 2  # the glow grows the head too
    arrowhead(surf, col, cx, cy, head, S, extra)


def arrowhead_points(cx, cy, d, cell, extra=0.0):
    """Triangle points of an arrowhead for a head centred at (cx, cy) pointing d."""
    return _head_triangle(cx, cy, VEC[d], cell, extra)


def _head_triangle(cx, cy, v, cell, extra):
    """An arrowhead's corners (one side of its base, the tip, the other side) for a head
    centred at (cx, cy) pointing along the unit vector `v` (screen: y down)."""
    vx, vy = v
    px, py = -vy, vx
    base = HEAD_BACK * cell + extra
    tip = HEAD_TIP * cell + extra * 1.4
    half = HEAD_W * cell / 2 + extra
    bx, by = cx - vx * base, cy - vy * base
    return [
        (bx + px * half, by + py * half),
        (cx + vx * tip, cy + vy * tip),
        (bx - px * half, by - py * half),
    ]


def arrowhead_at_angle(surf, col, cx, cy, angle, cell, extra=0.0):
    """An arrowhead pointing `angle` radians (screen: 0 is +x, pi/2 is +y, down): a
    rotating arrow's head while it turns."""
    pts = _head_triangle(cx, cy, (math.cos(angle), math.sin(angle)), cell, extra)
    pygame.draw.polygon(surf, col, [(round(x), round(y)) for x, y in pts])


TURN_RIM = 0.07  # the dark rim of a rotating arrow's head turned off its neck, fraction of a cell


def off_neck(mask: int, head: int) -> bool:
    """Whether a head cell's arrowhead points other than straight on from its neck (a
    rotating arrow's, turned): its back corner then sinks into the neck's band and, of
    one colour, head and neck read as a flag or a square, not an arrow."""
    return bool(mask) and mask != BIT[head ^ 1]


def turning_head(surf, fill, under, cx, cy, angle, cell, straight: float | None):
    """A rotating arrow's head mid-turn, pointing `angle` radians (`straight`: the angle
    straight on from its neck, None with no neck): its drop shadow, then the head with a
    rim of the under-layer colour that draws its edges across the neck's band (s99: for
    0.13 s of a quarter turn head and neck read as a square). The rim grows from none
    pointing straight on to TURN_RIM from 45 degrees off it, as the resting tiles have
    it (`off_neck`), so the turn starts and ends on them without a jump."""
    arrowhead_at_angle(surf, under, cx, cy + SHADOW * cell, angle, cell)
    if straight is not None:
        off = abs((angle - straight + math.pi) % (2 * math.pi) - math.pi)  # radians off straight on
        rim = max(1.0, TURN_RIM * cell) * min(1.0, off / (math.pi / 4))
        if rim >= 0.5:
            arrowhead_at_angle(surf, under, cx, cy, angle, cell, rim)
    arrowhead_at_angle(surf, fill, cx, cy, angle, cell)


def arrowhead(surf, col, cx, cy, d, cell, extra=0.0):
    pts = arrowhead_points(cx, cy, d, cell, extra)
    pygame.draw.polygon(surf, col, [(round(x), round(y)) for x, y in pts])


def _luminance(c) -> float:
    def lin(v):
        v /= 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(float(v)) for v in c[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def glyph_colour(fill):
    """White, or a deep shade of `fill`, whichever contrasts more with it (WCAG ratio)."""
    y = _luminance(fill)
    dark = theme.shade(fill, GLYPH_DARK)
    on_white = 1.05 / (y + 0.05)
    on_dark = (y + 0.05) / (_luminance(dark) + 0.05)
    return (255, 255, 255) if on_white >= on_dark else dark


GLYPH_DARK = 0.34
GLYPH_TIP, GLYPH_BACK, GLYPH_HALF, GLYPH_THICK = 0.13, 0.07, 0.17, 0.08  # fractions of a cell


def chevron_points(cx, cy, d, cell):
    """A filled chevron ("v" turned to point along d) centred at (cx, cy)."""
    vx, vy = VEC[d]
    px, py = -vy, vx
    tip = (cx + vx * GLYPH_TIP * cell, cy + vy * GLYPH_TIP * cell)
    wing = GLYPH_BACK * cell
    half = GLYPH_HALF * cell
    t = GLYPH_THICK * cell
    w1 = (cx - vx * wing + px * half, cy - vy * wing + py * half)
    w2 = (cx - vx * wing - px * half, cy - vy * wing - py * half)
    return [
        w1,
        tip,
        w2,
        (w2[0] - vx * t, w2[1] - vy * t),
        (tip[0] - vx * t * 1.4, tip[1] - vy * t * 1.4),
        (w1[0] - vx * t, w1[1] - vy * t),
    ]


def chevron(surf, col, cx, cy, d, cell) -> None:
    pts = chevron_points(cx, cy, d, cell)
    pygame.draw.polygon(surf, col, [(round(x), round(y)) for x, y in pts])


def connection_masks(coords: list[tuple[int, int]]) -> list[int]:
    """For each cell of an arrow (tail first), the bits of the sides it connects to."""
    out = []
    n = len(coords)
    for k, (x, y) in enumerate(coords):
        m = 0
        for j in (k - 1, k + 1):
            if 0 <= j < n:
                dx, dy = coords[j][0] - x, coords[j][1] - y
                d = {(1, 0): PX, (-1, 0): NX, (0, 1): PY, (0, -1): NY}.get((dx, dy))
                if d is not None:
                    m |= BIT[d]
        out.append(m)
    return out
