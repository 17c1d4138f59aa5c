"""Drawing a 2D board: a cached static layer of tiles, and the moving parts on top.

`BoardRenderer` keeps `base`, a window-sized surface holding the background, the
picture's cells and every arrow at rest. It is rebuilt only when the camera changes;
when an arrow leaves or starts to animate only its own cells are repainted (tiles never
draw outside their cell). Each frame the scene restores last frame's moving rects from
`base` and draws the moving parts again (snakes, hover, ray preview, flashes). The tiles
also lie unblended on two layers beside `base` (tilelayers.py), which `base` is blended
from, so that a pan up or down can move them (pan.py).
"""

from __future__ import annotations

import itertools
import math

import pygame

from quiver.engine import Board
from quiver.engine.modes import Mode

from . import theme
from .arrowpath import ArrowPath
from .badged import BadgedTiles
from .escape_ray import escape_ray
from .minimap import minimap_picture
from .tilelayers import TileLayers
from .tiles import (
    BIT,
    BODY,
    VEC,
    TileSets,
    TileVariant,
    arrowhead,
    body_layers,
    chevron,
    connection_masks,
    glyph_colour,
    turning_head,
    variant_colours,
)
from .view import BoardView
from .zoom import ZoomShot


class BoardRenderer:
    """Static layer + moving parts for one 2D board seen through one BoardView."""

    def __init__(
        self, board: Board, view: BoardView, colours: dict | None = None, glyphs: bool = False
    ) -> None:
        """colours: direction -> RGB (default: the standard palette, theme.DIR_COLOURS);
        glyphs: mark every body cell with a chevron pointing its arrow's way (see
        quiver/style/palette.py for both, read from the settings)."""
        if board.space.mode != Mode.TWO_D:
            raise ValueError("the 2D renderer draws 2d boards only")
        self.board = board
        self.view = view
        space = board.space
        self.coords = [(xy[0], xy[1]) for xy in map(space.coord, range(len(space)))]
        self.arrow_coords = [[self.coords[c] for c in a.cells] for a in board.arrows]
        self.masks = [connection_masks(cs) for cs in self.arrow_coords]
        self.palette = dict(colours or theme.DIR_COLOURS)
        self.glyphs = bool(glyphs)
        # head directions as drawn: a rotating arrow's turns with the phase (`turn`)
        self.dirs = [board.direction(i) for i in range(len(board.arrows))]
        self.colours = [self.palette[d] for d in self.dirs]
        self.hidden: set[int] = set()
        self.badges = BadgedTiles(board)  # lock/key letters and turn marks
        self.tilesets = TileSets()  # a zoom back to a size seen lately keeps its tiles
        self.tiles = self.tilesets.get(view.cell)
        self.place = {c: k for a in board.arrows for k, c in enumerate(a.cells)}  # cell: its k
        self.base: pygame.Surface | None = None
        self.built: tuple | None = None  # (cell, origin, area, background) of `base`
        self.zoom_shot = ZoomShot()  # during a zoom the last sharp base, scaled (zoom.py)
        self.layers = TileLayers()  # base's tiles unblended, for a vertical pan (tilelayers.py)
        self._resting: dict[object, dict[int, pygame.Surface]] = {}  # tiles: {cell: tile}, a few sizes'
        self.background: pygame.Surface | None = None
        self._minimap: pygame.Surface | None = None

    def set_style(self, colours: dict | None = None, glyphs: bool | None = None) -> bool:
        """Change the palette and/or the glyphs; True when anything changed (the caller
        then rebuilds the static layer with build_base)."""
        palette = dict(colours) if colours is not None else self.palette
        glyphs = self.glyphs if glyphs is None else bool(glyphs)
        if palette == self.palette and glyphs == self.glyphs:
            return False
        self.palette, self.glyphs = palette, glyphs
        self.colours = [palette[d] for d in self.dirs]
        self._minimap = self.base = None
        self._resting = {}
        return True

    def _glyph(self, i: int) -> int | None:
        return self.dirs[i] if self.glyphs else None

    # -- static layer ------------------------------------------------------------------
    def set_background(self, background: pygame.Surface) -> None:
        self.background = background
        self.base = None

    def build_base(self, within: pygame.Rect | None = None) -> pygame.Surface:
        """Full rebuild of the static layer; `within`: only that rectangle (pan.py's strip,
        laid on `layers` too while they are kept)."""
        bg = self.background
        assert bg is not None, "set_background first"
        if self.tiles.cell != self.view.cell:
            self.tiles = self.tilesets.get(self.view.cell)
        if self.base is None or self.base.get_size() != bg.get_size():
            self.base, within = pygame.Surface(bg.get_size()), None
        base = self.base
        base.set_clip(within)
        base.blit(bg, (0, 0))
        clip = pygame.Rect(self.view.area).clip(within or base.get_rect())
        base.set_clip(clip)  # the HUD bars stay background
        blits, on_top = self.tile_blits(clip)
        base.blits(blits + on_top, doreturn=False)
        base.set_clip(None)
        if within is None:
            self.layers.drop()
        elif self.layers.kept:
            self.layers.draw(clip, blits, on_top)
        self.built = (self.view.cell, self.view.origin(), self.view.area, bg)  # what pan.pan_base may move
        return base

    def tile_blits(self, clip: pygame.Rect) -> tuple[list, list]:
        """The tiles of the cells within `clip` as blits: the cells', the resting arrows'."""
        x0, y0, x1, y1 = self.view.visible_cells(tuple(clip))
        ox, oy = self.view.origin()
        c = self.view.cell
        cell_tile = self.tiles.cell_tile()
        blits, on_top = [], []
        index, owner, hidden, place = self.board.space.index, self.board.owner, self.hidden, self.place
        # each resting cell's tile, kept for the next build; a resize back keeps its size's
        rest, normal = self._resting.pop(self.tiles, None) or {}, TileVariant.NORMAL
        self._resting = dict([*self._resting.items(), (self.tiles, rest)][-TileSets.KEEP :])
        for y in range(y0, y1):  # only the cells in view (a 128x128 board has 16,384)
            for x in range(x0, x1):
                cid = index.get((x, y))
                if cid is not None:
                    blits.append((cell_tile, (ox + x * c, oy + y * c)))
                    if (o := owner[cid]) >= 0 and o not in hidden:
                        tile = rest.get(cid) or rest.setdefault(cid, self.tile(o, place[cid], normal))
                        on_top.append((tile, blits[-1][1]))
        return blits, on_top

    def tile(self, i: int, k: int, variant: TileVariant) -> pygame.Surface:
        """The tile of cell k (tail first) of arrow i."""
        arrow = self.board.arrows[i]
        last = k == len(self.arrow_coords[i]) - 1
        head = self.dirs[i] if last else arrow.dir2 if k == 0 else None  # dir2: a second head
        # a second head wears its own direction's colour, so each end reads on its own
        colour = self.palette[arrow.dir2] if head is not None and not last else self.colours[i]
        tile = self.tiles.arrow(colour, self.masks[i][k], head, variant, self._glyph(i))
        return self.badges.dress(tile, i, k, self.view.cell)

    def _arrow_blits(self, i, variant, x0=None, y0=None, x1=None, y1=None, dx=0, dy=0):
        ox, oy = self.view.origin()
        c = self.view.cell
        out = []
        for k, (x, y) in enumerate(self.arrow_coords[i]):
            if x0 is not None and not (x0 <= x < x1 and y0 <= y < y1):
                continue
            out.append((self.tile(i, k, variant), (ox + x * c + dx, oy + y * c + dy)))
        return out

    def repaint_cells(self, cells) -> list[pygame.Rect]:
        """Redraw these cells of `base` from the background, cell tile and resting arrow."""
        base, bg = self.base, self.background
        self.zoom_shot.changed()
        if base is None or bg is None:
            return []
        c, (ox, oy), cell_tile = self.view.cell, self.view.origin(), self.tiles.cell_tile()
        owner, arrows, rects = self.board.owner, self.board.arrows, []
        area = pygame.Rect(self.view.area)
        base.set_clip(area)
        for cid in cells:
            x, y = self.coords[cid]
            r, o = pygame.Rect(ox + x * c, oy + y * c, c, c), owner[cid]
            shown = o >= 0 and o not in self.hidden
            arrow = self.tile(o, arrows[o].cells.index(cid), TileVariant.NORMAL) if shown else None
            base.blit(bg, r, r)
            base.blits([(t, r) for t in (cell_tile, arrow) if t is not None], doreturn=False)
            if self.layers.kept:
                self.layers.put(r, area, cell_tile, arrow)
            r = r.clip(area)
            if r.w > 0 and r.h > 0:
                rects.append(r)
        base.set_clip(None)
        return rects

    def hide(self, i: int) -> list[pygame.Rect]:
        """Take arrow i out of the static layer (an animation draws it now)."""
        if i in self.hidden:
            return []
        self.hidden.add(i)
        return self.repaint_cells(self.board.arrows[i].cells)

    def show(self, i: int) -> list[pygame.Rect]:
        """Put arrow i back into the static layer (if it is still on the board)."""
        self.hidden.discard(i)
        return self.repaint_cells(self.board.arrows[i].cells)

    def turn(self, i: int) -> int:
        """Rotating arrow i takes the head direction of the board's phase (the scene
        animates the change); returns the direction it had."""
        old = self.dirs[i]
        self._resting = {}  # its head and colour change
        self.dirs[i] = self.board.direction(i)
        self.colours[i] = self.palette[self.dirs[i]]
        return old

    def refresh_all(self) -> None:
        """The board position changed wholesale (restart): rebuild."""
        self.zoom_shot.changed()
        for i in self.board.turns:
            self.turn(i)
        self.hidden.clear()
        self._minimap = None
        if self.background is not None:
            self.build_base()

    def invalidate_minimap(self) -> None:
        self._minimap = None

    # -- moving parts --------------------------------------------------------------------
    def arrow_rect(self, i: int) -> pygame.Rect:
        ox, oy = self.view.origin()
        c = self.view.cell
        xs = [x for x, _ in self.arrow_coords[i]]
        ys = [y for _, y in self.arrow_coords[i]]
        return pygame.Rect(
            ox + min(xs) * c, oy + min(ys) * c, (max(xs) - min(xs) + 1) * c, (max(ys) - min(ys) + 1) * c
        )

    def draw_arrow(
        self, surf: pygame.Surface, i: int, variant: TileVariant = TileVariant.HOVER, offset=(0, 0)
    ) -> pygame.Rect:
        """Draw arrow i at rest with a tile variant (hover, hint, flash, press)."""
        blits = self._arrow_blits(i, variant, dx=offset[0], dy=offset[1])
        surf.blits(blits, doreturn=False)
        return self.arrow_rect(i).move(offset)

    def path(self, i: int, extra: int, end: int = 0) -> ArrowPath:
        """Arrow i's body then its flight line; end 1: a two-headed arrow leaving by its
        `dir2` head (the body read from the other end)."""
        if end == 1:
            return ArrowPath(self.arrow_coords[i][::-1], self.head_dir(i, 1), extra)
        return ArrowPath(self.arrow_coords[i], self.dirs[i], extra)

    def head_dir(self, i: int, end: int = 0) -> int:
        """The way arrow i's `end` head flies (end 1: the `dir2` head of a two-headed arrow)."""
        if end == 0:
            return self.dirs[i]
        d2 = self.board.arrows[i].dir2
        if d2 is None:
            raise ValueError(f"arrow {i} has no second head")
        return d2

    def draw_snake(
        self,
        surf: pygame.Surface,
        i: int,
        path: ArrowPath,
        s: float,
        variant: TileVariant = TileVariant.NORMAL,
        clip: pygame.Rect | None = None,
    ) -> pygame.Rect:
        """Draw arrow i moved `s` cells along its path (body from s to s + len - 1)."""
        view = self.view
        c = view.cell
        fill, under, glow = variant_colours(self.colours[i], variant)
        pts = path.span(s, s + path.length - 1)
        scr = [view.cell_center(x, y) for x, y in pts]
        hx, hy = scr[-1]
        # the flight direction at the head
        (ax_, ay_), (bx_, by_) = pts[-2] if len(pts) > 1 else pts[-1], pts[-1]
        d = path.dir
        if len(pts) > 1:
            dxp, dyp = bx_ - ax_, by_ - ay_
            for dd, (vx, vy) in VEC.items():
                if (abs(dxp) > 1e-9 and math.copysign(1, dxp) == vx and vy == 0) or (
                    abs(dyp) > 1e-9 and math.copysign(1, dyp) == vy and vx == 0
                ):
                    d = dd
                    break
        bw = BODY * c
        old_clip = surf.get_clip()
        if clip is not None:
            surf.set_clip(clip)
        bounds = None
        # the head band: from the neck to the head centre is part of the polyline already
        for col, dy, width in body_layers(fill, under, glow, variant, c):
            half = width / 2
            rad = int(half)
            for (x0, y0), (x1, y1) in itertools.pairwise(scr):
                r = pygame.Rect(
                    round(min(x0, x1) - half),
                    round(min(y0, y1) - half + dy),
                    round(abs(x1 - x0) + width),
                    round(abs(y1 - y0) + width),
                )
                pygame.draw.rect(surf, col, r, border_radius=rad)
                bounds = r if bounds is None else bounds.union(r)
            if len(scr) == 1:
                r = pygame.Rect(round(hx - half), round(hy - half + dy), round(width), round(width))
                pygame.draw.rect(surf, col, r, border_radius=rad)
                bounds = r if bounds is None else bounds.union(r)
            extra = (width - bw) / 2
            arrowhead(surf, col, hx, hy + dy, d, c, extra)
        if self.glyphs:
            ink = glyph_colour(fill)
            for k in range(path.length - 1):
                gx, gy = view.cell_center(*path.at(s + k))
                chevron(surf, ink, gx, gy, path.dir, c)
        surf.set_clip(old_clip)
        head_r = pygame.Rect(round(hx - c), round(hy - c), 2 * c, 2 * c)
        bounds = head_r if bounds is None else bounds.union(head_r)
        return bounds.inflate(4, 4)

    def draw_ray(
        self, surf: pygame.Surface, i: int, end: int = 0, room=None, line: bool = True
    ) -> pygame.Rect:
        """Arrow i's escape ray from its head (end 1: its `dir2` head's), chevron in `room`
        (None: the view's area); `line` False: its chevron alone. escape_ray.py."""
        d = self.head_dir(i, end)  # (a second head's: its own way's colour)
        head = self.arrow_coords[i][0 if end == 1 else -1]
        return escape_ray(surf, self.view, head, d, self.palette[d], room, line)

    def draw_turning(self, surf: pygame.Surface, i: int, angle: float) -> pygame.Rect:
        """Rotating arrow i at rest with its head pointing `angle` radians (screen: 0 is
        +x, pi/2 down), part way through a quarter turn: the body tiles, the neck's
        piece of the head cell, then the arrowhead drawn at that angle."""
        ox, oy = self.view.origin()
        c = self.view.cell
        blits = self._arrow_blits(i, TileVariant.NORMAL)
        blits.pop(-1)  # the head cell, drawn below
        surf.blits(blits, doreturn=False)
        x, y = self.arrow_coords[i][-1]
        fill, under, _ = variant_colours(self.colours[i], TileVariant.NORMAL)
        surf.blit(
            self.tiles.arrow(self.colours[i], self.masks[i][-1], None, TileVariant.NORMAL),
            (ox + x * c, oy + y * c),
        )
        cx, cy = self.view.cell_center(x, y)
        neck = self.masks[i][-1]  # the side the body comes in from; straight on is away from it
        on = next((math.atan2(-v[1], -v[0]) for d, v in VEC.items() if neck == BIT[d]), None)
        turning_head(surf, fill, under, cx, cy, angle, c, on)
        return self.arrow_rect(i).inflate(c, c)

    # -- minimap -----------------------------------------------------------------------
    def minimap(self, max_side: int = 170) -> pygame.Surface:
        """A small picture of the whole board (arrows by direction colour)."""
        if self._minimap is None:
            self._minimap = minimap_picture(self.board, self.coords, self.colours, max_side)
        return self._minimap
