"""2D shapes from the user's PNG pictures: dark opaque pixels become cells."""

from __future__ import annotations

import hashlib
import os

from quiver.engine.errors import count_of

from .base import ShapeError, file_stem, size_text
from .coverable import uncoverable_pieces
from .masks2d import MAX_SIDE, MIN_SIDE, checked

NATURAL_CAP = 64  # without a size, the longer side is at most this
# Stray pieces (under 3 cells: no arrow fits) are left out of a picture when they hold at
# most this share of its cells, else it is refused as grainy. Measured at the game's
# 64-cell size: ImageMagick's wizard (`logo:`, its stars and small text) loses 6-8% of
# its cells and still reads as the wizard; a photo's grain or a dithered picture loses
# over 10% (random noise 11%), as does anything at every size where no size helps.
STRAY_SHARE = 0.10


def is_image_name(name) -> bool:
    """Whether a 2D shape name means a picture file (ends .png or names a file)."""
    s = os.fspath(name)
    return s.lower().endswith(".png") or os.path.isfile(s)


GRAINY = "(stray dots or thin diagonal lines); clean it up or draw thicker lines"  # (what to do)


# s149: the answers for the last few pictures read, by path, content and size: a picture
# the game plays is read 2-3 times over (its own size, the size asked, then the build),
# and one with stray dots at every size searched every size up to 256 each time, 1-2 s
# (ImageMagick's wizard: 1.8 s at 48x64). Keyed by the file's bytes: a changed file is
# read afresh.
KEPT = 2  # (its own size and the size asked)
_kept: dict[tuple, tuple] = {}
# s225: the last picture's trimmed dark grid (what every size is sampled from), by its bytes'
# hash: a picture played at S, L or XL was decoded twice, at its own size and the size asked
# (a 1400x1400 one: 20-50 ms of CPU each)
_grids: dict[bytes, tuple] = {}
# s333: what the player's note says of that picture (game/picture.picture_note): the share of
# its pixels that are dark (one dark all over plays as a plain rectangle) and how many
# colours it shows (a photo's thousands), by the same hash; kept with its cells in _kept
# (s344: the note read and hashed the file again to find them)
_traits: dict[bytes, tuple[float, int]] = {}
SAMPLED = 1 << 16  # the most pixels whose colours are counted, spread evenly


def _keep_traits(digest: bytes, image, rows: list) -> None:
    n = image.width * image.height
    dark = sum(r.count(1) for r in rows)
    data, step = b"".join(image.rows), 4 * max(1, n // SAMPLED)
    colours = len({data[i : i + 4] for i in range(0, 4 * n, step) if data[i + 3] >= 128})
    _traits.clear()  # (one picture)
    _traits[digest] = (dark / n, colours)


def image_cells(path, size) -> tuple[str, tuple[int, int], set, int]:
    """image_cells_of(path, size), kept for the same file read again (a copy of its cells)."""
    return image_shape(path, size)[:4]


def image_shape(path, size) -> tuple[str, tuple[int, int], set, int, tuple[float, int] | None]:
    """image_cells(path, size) and the picture's traits (the share of its pixels dark and
    opaque, the colours of up to SAMPLED of its opaque pixels: what the player's note says,
    game/picture.picture_note), kept together for the same file read again. The file is
    read once: its bytes are hashed for the key and, on a miss, decoded (s164: a miss read
    it twice, and a file saved between the two reads was kept under the bytes it no longer
    held; s344: the note read and hashed it again)."""
    from .png import PngError, read_capped

    path = os.fspath(path)
    data, _ = read_capped(path, PngError)  # (a missing file, a folder, one too big: its one line)
    digest = hashlib.sha256(data).digest()
    key = (path, digest, size)
    hit = _kept.pop(key, None)
    if hit is None:
        hit = (*image_cells_of(path, size, data, digest), _traits.get(digest))
    _kept[key] = hit
    while len(_kept) > KEPT:
        del _kept[next(iter(_kept))]  # the least recently read
    name, box, cells, left, traits = hit
    return name, box, set(cells), left, traits


def image_cells_of(
    path, size, data: bytes | None = None, digest: bytes | None = None
) -> tuple[str, tuple[int, int], set, int]:
    """(name, (w, h), cells, left out) from a PNG file (`data`: its bytes, None: read here;
    `digest`: their hash, the picture's grid kept under it for another size);
    left out (a LeftOut): stray pieces (under 3 cells) dropped where no size keeps them,
    and small pieces no arrows can cover (0: it plays whole, its cells as they always were).
    size None: its own size (trimmed), the longer side capped at 64; N: the longer side is
    N, keeping the aspect; (w, h): exactly that box."""
    from .pixgrid import cells_of, grid_pieces_ok, scale_grid

    path = os.fspath(path)
    label = os.path.basename(path)
    name = file_stem(path)
    kept = _grids.get(digest) if digest is not None else None
    grid, tw, th = kept or _dark_grid(path, label, data, digest)

    if isinstance(size, tuple):
        w, h = size
        if min(w, h) < MIN_SIDE or max(w, h) > MAX_SIDE:
            raise ShapeError(
                f"picture '{label}' needs sides from {MIN_SIDE} to {MAX_SIDE}, got {size_text(size)}"
            )
    else:
        if size is not None and not MIN_SIDE <= size <= MAX_SIDE:
            raise ShapeError(f"picture '{label}' needs a size from {MIN_SIDE} to {MAX_SIDE}, got {size}")
        top = max(tw, th)
        k = min(1.0, NATURAL_CAP / top) if size is None else size / top
        w, h = max(1, round(tw * k)), max(1, round(th * k))

    def build(a: int, b: int):  # (a grid: the size search makes no set of cells)
        return scale_grid(grid, a, b)

    first = build(w, h)
    cells = cells_of(first, w)
    _room_for_an_arrow(label, cells, (w, h))
    if not grid_pieces_ok(first) and tw <= MAX_SIDE and th <= MAX_SIDE and not grid_pieces_ok(build(tw, th)):
        refusal = ShapeError(f"picture '{label}' has pieces under 3 cells {GRAINY}")
    else:
        try:
            whole = _checked(label, cells, w, h, build)
        except ShapeError as e:
            if e.at_least is not None or not cells:  # a bigger size plays it whole
                raise
            refusal = e
        else:
            return name, (w, h), *_strays_left_out(whole, ShapeError(f"picture '{label}' {UNCOVERABLE}"), 0)
    return name, (w, h), *_strays_left_out(cells, refusal)


def _dark_grid(path: str, label: str, data: bytes | None, digest: bytes | None) -> tuple[list, int, int]:
    """(grid, width, height): the picture's dark opaque pixels, trimmed to their box;
    kept under `digest` (None: not kept). ShapeError where it has none."""
    from .pixgrid import grid_of
    from .png import dark_mask, decode_png, read_png  # the decoder when a picture is read (not at start-up)

    image = read_png(path) if data is None else decode_png(data, label)
    rows = dark_mask(image)
    ys = [y for y, r in enumerate(rows) if 1 in r]
    if not ys:
        raise ShapeError(f"picture '{label}' {_no_cells_why(image)}")
    x0 = min(rows[y].find(1) for y in ys)
    x1 = max(rows[y].rfind(1) for y in ys)
    y0, tw, th = ys[0], x1 - x0 + 1, ys[-1] - ys[0] + 1
    grid = grid_of(rows, x0, y0, tw, th)
    if digest is not None:
        _grids.clear()  # (one picture: a grid of a big one is a few MB)
        _grids[digest] = (grid, tw, th)
        _keep_traits(digest, image, rows)
    return grid, tw, th


def _no_cells_why(image) -> str:
    """Why a picture with no dark opaque pixels has no cells: clear all over; dark but
    see-through (s344: a layer at 40% opacity was "fully transparent", or told to be drawn
    dark, which it was); or light."""
    from .png import PngImage, dark_mask

    if not any(any(r[3::4]) for r in image.rows):
        return "is fully transparent: no dark opaque pixels to make cells from"
    shown = bytes([0] + [255] * 255)  # (its pixels as if opaque, the clear ones kept clear)
    solid = []
    for r in image.rows:
        row = bytearray(r)
        row[3::4] = r[3::4].translate(shown)
        solid.append(bytes(row))
    if any(1 in r for r in dark_mask(PngImage(image.width, image.height, tuple(solid)))):
        return (
            "has no dark opaque pixels to make cells from: its dark ones are more than half "
            "see-through; make them opaque"
        )
    return (
        "has no dark opaque pixels to make cells from: its light ones are left out; draw it in a dark colour"
    )


def _room_for_an_arrow(label: str, cells: set, size: tuple[int, int]) -> None:
    """A dot or two: no arrow fits, and nothing is there to clean up (s208: a 1x1 PNG was
    told to clean up its stray dots)."""
    if len(cells) < 3:
        made = f"only {count_of(len(cells), 'cell')} at {size_text(size)}"
        raise ShapeError(f"picture '{label}' makes {made}: an arrow needs 3 in a row; draw it bigger")


# s149: pieces of 4 cells or more that no arrows can cover (coverable.py: a cross of 4, a
# hook whose ends leave one) are left out as stray dots are, where the generator tried
# 4-7 s and said "could not cover this shape" (ImageMagick's logo: at L and XL). Only
# pictures that could never play lose cells: a picture that played gives the same board.
UNCOVERABLE = f"has small pieces no arrows can cover {GRAINY}"


class LeftOut(int):
    """How many pieces a picture left out (the int), and of them how many are `pieces` of
    4 cells or more that no arrows can cover (s164: a cross of 4 was called "1 stray dot"
    on the player's note); the rest are `dots`, pieces under 3 cells. A plain int counts
    dots only."""

    pieces: int

    def __new__(cls, dots: int, pieces: int = 0) -> LeftOut:
        left = super().__new__(cls, dots + pieces)
        left.pieces = pieces
        return left

    def __reduce__(self) -> tuple[type[LeftOut], tuple[int, int]]:  # (pickled and copied whole)
        return LeftOut, (self.dots, self.pieces)

    @property
    def dots(self) -> int:
        return int(self) - self.pieces


def _strays_left_out(cells: set, refusal: ShapeError, least: int = 3) -> tuple[set, LeftOut]:
    """(cells, pieces left out) of a picture: its pieces under `least` cells (3: a picture
    no size plays whole; 0: none) and those no arrows can cover dropped, where they are a
    small part of it; else `refusal`. A picture with neither keeps every cell."""
    kept, dots = without_strays(cells) if least else (cells, 0)
    if not kept or len(cells) - len(kept) > STRAY_SHARE * len(cells):
        raise refusal  # (without the proof below: leaving more out cannot save it)
    if bad := uncoverable_pieces(kept):
        kept = kept - {c for piece in bad for c in piece}
    if not kept or len(cells) - len(kept) > STRAY_SHARE * len(cells):
        raise refusal
    return kept, LeftOut(dots, len(bad))


def without_strays(cells: set) -> tuple[set, int]:
    """(the cells of the pieces of 3 cells or more, how many smaller pieces were left
    out), found as masks2d.pieces_ok finds them: a piece of one is a cell with no
    neighbour, a piece of two two cells that are each other's only neighbour."""

    def around(x: int, y: int) -> list:
        return [q for q in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)) if q in cells]

    stray, pieces = set(), 0
    for x, y in cells:
        near = around(x, y)
        if not near or (len(near) == 1 and len(around(*near[0])) == 1):
            stray.add((x, y))
            if not near or (x, y) < near[0]:  # a pair counted once
                pieces += 1
    return cells - stray, pieces


def _checked(label: str, cells: set, w: int, h: int, build) -> set:
    """masks2d.checked's cells, or its refusal; where no size helps a picture too big to
    try whole (a photo's grain), the words a small one gets (s124: "at 64x43 ...; no size
    up to 256x256 avoids that" said neither what was wrong nor what to do)."""
    from .pixgrid import grid_pieces_ok

    try:
        return checked(f"picture '{label}'", cells, w, h, build, grid_pieces_ok)
    except ShapeError as e:
        if e.at_least is not None or not cells:
            raise
        raise ShapeError(
            f"picture '{label}' has pieces under 3 cells at every size up to {MAX_SIDE}x{MAX_SIDE} {GRAINY}"
        ) from None
