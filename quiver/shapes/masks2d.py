"""2D picture shapes: analytic ones computed at the requested size, and text masks
(assets/shapes/NAME.txt, '#' = cell) scaled with nearest-neighbour sampling."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

from .base import ShapeError, bisect_edge, size_text
from .gallery2d import PICTURES, gallery_rows
from .glyphs import GLYPHS

MIN_SIDE = 5
MAX_SIDE = 256  # the largest side that generates in 10 s on one core (bench/generate.py --largest, ADR 0006)
MIN_PIECE = 3  # the shortest arrow; every 4-connected piece must hold at least one
# (pieces_ok below is written for exactly 3)

Cells = set  # of (x, y), y growing down
Pred = Callable[[float, float], bool]  # (u, v) in the unit box -> inside?


# -- analytic shapes ----------------------------------------------------------------
def _sample(pred: Pred, w: int, h: int, over=(0.0, 0.0, 0.0, 0.0)) -> Cells:
    """Cells whose centres lie inside `pred`, the unit box mapped onto the w x h box
    grown by `over` = (left, top, right, bottom) pixels (so pointed tips reach the edge)."""
    ol, ot, orr, ob = over
    sw, sh = w + ol + orr, h + ot + ob
    return {(x, y) for y in range(h) for x in range(w) if pred((x + 0.5 + ol) / sw, (y + 0.5 + ot) / sh)}


def _fit(pred: Pred, w: int, h: int) -> Cells:
    """Sample `pred`, growing the mapping a quarter pixel at a time past any side the
    picture does not reach yet, so pointed shapes still touch all four sides."""
    over = [0.0, 0.0, 0.0, 0.0]
    cells: Cells = set()
    for _ in range(12):
        cells = _sample(pred, w, h, tuple(over))
        if not cells:
            return cells
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        missing = [min(xs) > 0, min(ys) > 0, max(xs) < w - 1, max(ys) < h - 1]
        if not any(missing):
            break
        for i, m in enumerate(missing):
            if m:
                over[i] += 0.25
    return cells


def _circle(u: float, v: float) -> bool:
    return (2 * u - 1) ** 2 + (2 * v - 1) ** 2 <= 1.0


def _ring(u: float, v: float) -> bool:
    r2 = (2 * u - 1) ** 2 + (2 * v - 1) ** 2
    return 0.27 <= r2 <= 1.0  # inner radius about 0.52 of the outer one


def _diamond(u: float, v: float) -> bool:
    return abs(2 * u - 1) + abs(2 * v - 1) <= 1.0


def _cross(u: float, v: float) -> bool:
    return abs(2 * u - 1) <= 0.34 or abs(2 * v - 1) <= 0.34


def _smiley(u: float, v: float) -> bool:
    x, y = 2 * u - 1, 2 * v - 1
    if x * x + y * y > 1.0:
        return False
    for ex in (-0.36, 0.36):  # eyes
        if ((x - ex) / 0.15) ** 2 + ((y + 0.3) / 0.24) ** 2 <= 1.0:
            return False
    r = math.hypot(x, y + 0.05)  # mouth: a band of an arc below the centre
    return not (0.46 <= r <= 0.68 and y > 0.18 and abs(x) < 0.58)


def _heart_f(x: float, y: float) -> bool:
    """The classic heart curve (x^2 + y^2 - 1)^3 - x^2 y^3 <= 0, y up."""
    a = x * x + y * y - 1.0
    return a * a * a - x * x * y * y * y <= 0.0


def heart_box_search() -> tuple[float, float, float]:
    """(half width, top, bottom) of the heart curve, found by bisection."""
    ys = [i / 400 for i in range(-400, 600)]
    half = bisect_edge(lambda s: any(_heart_f(s, y) for y in ys), 0.5, 2.0, 60)
    top = bisect_edge(lambda s: any(_heart_f(x / 200, s) for x in range(-300, 301)), 0.5, 2.0, 60)
    return half, top, -1.0


# heart_box_search()'s answer, the exact floats (tests/test_shapes.py checks them): the
# search took about 20 ms of the menu's first frame and of every heart build in a worker
HEART_BOX = (float.fromhex("0x1.23975899c0f4fp+0"), float.fromhex("0x1.3c95ae5f3e7e4p+0"), -1.0)


def _heart(u: float, v: float) -> bool:
    half, top, bottom = HEART_BOX
    return _heart_f((2 * u - 1) * half, top - v * (top - bottom))


STAR_INNER = 0.42  # inner radius of the star, as a fraction of the outer one


def _star_cells(w: int, h: int) -> Cells:
    """A five-pointed star, point up: cells whose centres lie in the star polygon or
    within 0.6 pixel of it (so the points stay 4-connected), tips at edge centres."""
    pts = []
    for i in range(10):
        r = 1.0 if i % 2 == 0 else STAR_INNER
        a = math.pi / 2 + i * math.pi / 5
        pts.append((r * math.cos(a), -r * math.sin(a)))
    x0, x1 = min(p[0] for p in pts), max(p[0] for p in pts)
    y0, y1 = min(p[1] for p in pts), max(p[1] for p in pts)
    poly = [((px - x0) / (x1 - x0) * (w - 1) + 0.5, (py - y0) / (y1 - y0) * (h - 1) + 0.5) for px, py in pts]
    edges = [(poly[i - 1], poly[i]) for i in range(len(poly))]
    cells = set()
    for y in range(h):
        cy = y + 0.5
        for x in range(w):
            cx = x + 0.5
            inside = False
            for (ax, ay), (bx, by) in edges:
                if (ay > cy) != (by > cy) and cx < ax + (cy - ay) * (bx - ax) / (by - ay):
                    inside = not inside
            if inside or any(_seg_dist2(cx, cy, a, b) <= 0.36 for a, b in edges):
                cells.add((x, y))
    return cells


def _seg_dist2(px: float, py: float, a, b) -> float:
    """Squared distance from (px, py) to the segment a-b."""
    (ax, ay), (bx, by) = a, b
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    qx, qy = ax + t * dx - px, ay + t * dy - py
    return qx * qx + qy * qy


ANALYTIC: dict[str, Pred] = {
    "heart": _heart,
    "circle": _circle,
    "ring": _ring,
    "diamond": _diamond,
    "cross": _cross,
    "smiley": _smiley,
}


# -- text masks -----------------------------------------------------------------------
def parse_mask(text: str, name: str = "mask") -> list[str]:
    """Rows of '#'/'.' -> list of equal-length rows; blank lines and ';' comments skipped."""
    rows = [ln.strip() for ln in text.splitlines()]
    rows = [r for r in rows if r and not r.startswith(";")]
    if not rows or any(len(r) != len(rows[0]) or set(r) - {"#", "."} for r in rows):
        raise ShapeError(f"mask '{name}' must be equal rows of '#' and '.'")
    return rows


@cache
def load_mask(name: str) -> tuple[str, ...]:
    """The rows of assets/shapes/NAME.txt."""
    from quiver.assets import ASSETS_DIR

    path = ASSETS_DIR / "shapes" / f"{name}.txt"
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        raise ShapeError(f"shape '{name}' has no mask file {path.name}") from None
    rows = parse_mask(text, name)
    keep = [y for y, r in enumerate(rows) if "#" in r]
    if not keep:
        raise ShapeError(f"mask '{name}' has no '#' cells")
    cols = [x for x in range(len(rows[0])) if any(r[x] == "#" for r in rows)]
    return tuple(r[cols[0] : cols[-1] + 1] for r in rows[keep[0] : keep[-1] + 1])


PHASES = (4, 2, 6, 3, 5, 1, 7)  # sample offsets inside an output pixel, in eighths


def _src_indices(n_out: int, n_src: int, phase: int = 4) -> list[int]:
    """Nearest-neighbour source index of each output pixel, sampled at `phase`/8 across
    it (4: the centre); the first and last output pixels take the first and last source
    pixels, so a trimmed mask keeps touching its box."""
    idx = [min(n_src - 1, (8 * i + phase) * n_src // (8 * n_out)) for i in range(n_out)]
    idx[0], idx[-1] = 0, n_src - 1
    return idx


def _touches(cells: Cells, w: int, h: int) -> bool:
    return (
        bool(cells)
        and min(c[0] for c in cells) == 0
        and min(c[1] for c in cells) == 0
        and max(c[0] for c in cells) == w - 1
        and max(c[1] for c in cells) == h - 1
    )


def scale_cells(cells, src_w: int, src_h: int, w: int, h: int) -> Cells:
    """Nearest-neighbour scale of a picture from a src_w x src_h box to w x h; `cells` is a
    set of (x, y) or a function telling whether (x, y) is a cell.

    Samples at pixel centres; when shrinking loses a one-pixel tip so the picture no
    longer touches a side, other sample offsets are tried (deterministically)."""
    has = cells.__contains__ if isinstance(cells, (set, frozenset)) else cells

    def sample(px: int, py: int) -> Cells:
        xs, ys = _src_indices(w, src_w, px), _src_indices(h, src_h, py)
        return {(i, j) for j, sy in enumerate(ys) for i, sx in enumerate(xs) if has((sx, sy))}

    first = sample(4, 4)
    if (w >= src_w and h >= src_h) or _touches(first, w, h):
        return first
    fallback = None
    for px in PHASES:
        for py in PHASES:
            out = first if (px, py) == (4, 4) else sample(px, py)
            if _touches(out, w, h) and pieces_ok(out):
                return out
            if fallback is None and pieces_ok(out):
                fallback = out
    return fallback or first


def mask_cells(rows) -> Cells:
    return {(x, y) for y, r in enumerate(rows) for x, ch in enumerate(r) if ch == "#"}


MASKS = ("arrow", "house", "tree", "cat", "fish")  # asset masks (assets/shapes/NAME.txt)

# the first pictures, with their themes, defaults and smallest sides as they were
_BASIC = ("rect", "heart", "star", "circle", "ring", "diamond", "cross", "arrow", "smiley")
_BASIC_DEFAULTS = {
    "rect": (16, 20),
    "heart": (16, 14),
    "star": (17, 16),
    "circle": (16, 16),
    "ring": (16, 16),
    "diamond": (16, 16),
    "cross": (16, 16),
    "arrow": (20, 15),
    "smiley": (16, 16),
    "house": (20, 18),
    "tree": (15, 18),
    "cat": (16, 16),
    "fish": (22, 13),
}
# The smallest side each basic picture can be generated at (others: MIN_SIDE), found by
# trying every difficulty and seeds 0-5 (issue 17): the diamond, cross and arrow at 5x5 have
# cells the construction can never cover, at 6 every try succeeds.
_BASIC_MIN = {
    "star": 7,
    "ring": 8,
    "smiley": 8,
    "cat": 8,
    "fish": 8,
    "house": 7,
    "tree": 7,
    "diamond": 6,
    "cross": 6,
    "arrow": 6,
}
THEME_ORDER = ("shapes", "animals", "food", "objects", "vehicles", "nature", "symbols", "letters", "digits")
GALLERY_SIDE = 16  # a gallery picture's default longer side
GLYPH_MIN = 7


def _gallery_default(name: str) -> tuple[int, int]:
    rows = gallery_rows(name)
    w, h = len(rows[0]), len(rows)
    k = GALLERY_SIDE / max(w, h)
    return max(1, round(w * k)), max(1, round(h * k))


def _themes() -> dict[str, str]:
    out = {n: "shapes" for n in _BASIC}
    out.update({"cat": "animals", "fish": "animals"})
    out.update({n: theme for n, (theme, _, _) in PICTURES.items()})
    out.update({n: ("letters" if n.startswith("letter_") else "digits") for n in GLYPHS})
    return out


THEMES_2D = _themes()  # picture name -> theme, for the menu's shape picker
# menu order: by theme, the first pictures first within theirs
SHAPES_2D = tuple(n for t in THEME_ORDER for n in THEMES_2D if THEMES_2D[n] == t)
DEFAULTS_2D = {n: _BASIC_DEFAULTS.get(n) or _gallery_default(n) for n in SHAPES_2D}
MIN_2D = dict(_BASIC_MIN)
MIN_2D.update({n: low for n, (_, low, art) in PICTURES.items() if art})
MIN_2D.update({n: GLYPH_MIN for n in GLYPHS})


MIRRORED = "-mirrored"  # a picture's name + this: the picture flipped left to right


def mirror_base(name: str) -> str | None:
    """The picture a '<name>-mirrored' name flips, when it may be flipped: a picture that
    is not its own mirror image, and not a letter or digit (those would read wrong)."""
    if not name.endswith(MIRRORED):
        return None
    base = name[: -len(MIRRORED)]
    if base not in SHAPES_2D or base in GLYPHS:
        return None
    w, h = DEFAULTS_2D[base]
    cells = build_cells(base, w, h)
    return base if cells != {(w - 1 - x, y) for x, y in cells} else None


def pieces_ok(cells: Cells) -> bool:
    """Whether the cells are non-empty and every 4-connected piece has >= 3 cells.

    Without finding the pieces (this runs for every size and sampling phase tried): a
    piece of one cell is a cell with no neighbour, a piece of two is two cells that are
    each other's only neighbour, and a piece of three or more has neither."""
    if not cells:
        return False

    def around(x: int, y: int) -> list:
        return [q for q in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)) if q in cells]

    for x, y in cells:
        near = around(x, y)
        if not near or (len(near) == 1 and len(around(*near[0])) == 1):
            return False
    return True


def build_cells(name: str, w: int, h: int) -> Cells:
    """The cells of a named 2D picture at w x h (no checks)."""
    if name == "rect":
        return {(x, y) for y in range(h) for x in range(w)}
    if name == "star":
        return _star_cells(w, h)
    if name in ANALYTIC:
        return _fit(ANALYTIC[name], w, h)
    rows = load_mask(name) if name in MASKS else gallery_rows(name)
    return scale_cells(mask_cells(rows), len(rows[0]), len(rows), w, h)


def suggest(build: Callable[[int, int], Cells], w: int, h: int, ok=pieces_ok):
    """A size with the same aspect, larger than w x h, whose pieces are all `ok`: the
    smallest one when it is near, else one found in steps of about a tenth."""
    top = max(w, h)
    m = top + 1
    while m <= MAX_SIDE:
        cw, ch = max(1, round(w * m / top)), max(1, round(h * m / top))
        if ok(build(cw, ch)):
            return cw, ch
        m += max(1, m // 10)
    return None


def checked(what: str, cells: Cells, w: int, h: int, build: Callable, ok=pieces_ok) -> Cells:
    """Return the cells, or raise a ShapeError saying which size would work (`build`'s
    answer at a size tried is judged by `ok`: a picture's is a grid, pixgrid.py)."""
    if pieces_ok(cells):
        return cells
    hint = suggest(build, w, h, ok)
    if hint:
        tail = f"; use at least {size_text(hint)}"
    else:
        tail = f"; no size up to {MAX_SIDE}x{MAX_SIDE} avoids that"
    issue = "has no cells" if not cells else f"has pieces under {MIN_PIECE} cells"
    error = ShapeError(f"{what} at {w}x{h} {issue}{tail}")
    error.at_least = hint  # (the game's own picture has no size to type: it takes this one)
    raise error


def make_2d_cells(name: str, size) -> tuple[tuple[int, int], Cells]:
    """((w, h), cells) of a named picture; size None, N or (w, h). A '<name>-mirrored'
    picture is the named one flipped left to right."""
    base = mirror_base(name)
    if base is not None:
        (w, h), cells = make_2d_cells(base, size)
        return (w, h), {(w - 1 - x, y) for x, y in cells}
    if size is None:
        w, h = DEFAULTS_2D[name]
    elif isinstance(size, int):
        w = h = size
    else:
        w, h = size
    low = MIN_2D.get(name, MIN_SIDE)
    if name in PICTURES or name in GLYPHS:  # gallery pictures: the longer side reads it
        if max(w, h) < low or min(w, h) < MIN_SIDE:
            raise ShapeError(
                f"shape '{name}' needs a longer side of at least {low} and a "
                f"shorter one of at least {MIN_SIDE}, got {w}x{h}"
            )
    elif min(w, h) < low:
        raise ShapeError(f"shape '{name}' needs a size of at least {low}x{low}, got {w}x{h}")
    if max(w, h) > MAX_SIDE:
        raise ShapeError(f"shape '{name}' can be at most {MAX_SIDE}x{MAX_SIDE}, got {w}x{h}")
    cells = build_cells(name, w, h)
    return (w, h), checked(f"shape '{name}'", cells, w, h, lambda a, b: build_cells(name, a, b))
