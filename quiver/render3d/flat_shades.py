"""Per-arrow shades of a Flat-3D board: arrows flying the same way share their direction's
colour, so two of them side by side read as one block (s217). Each arrow gets one of
`SHADES`, chosen so that no two touching arrows of the same direction get the same one: the
hue still says the direction, the shade says where one piece ends and the next begins.

A pair of opposite directions differ in lightness too (the standard palette's + sign is the
lighter tone, `quiver.style.palette`; the colour-blind one's pairs also differ so), so a
shade never moves a colour towards its pair's lightness (s217's darkened every direction
alike, and +x's darkest shade was darker than -x's lightest): it steps lightness within its
own side of the middle of the pair's (darker where there is room, as lighter tones turn pale)
or takes saturation out at the same luminance (`toned`), so every shade of one stays on its
own side of every shade of the other. Pure Python + numpy, no GL.
"""

from __future__ import annotations

import numpy as np

__all__ = ["AWAY", "SHADES", "arrow_shades", "toned"]

# the direction's own colour first, then a lightness step, a step towards grey at the same
# luminance, then half steps for crowded corners (> 0 lightness, < 0 greyer: `toned`)
SHADES = (0.0, 1.0, -0.4, 0.5, -0.7)
AWAY = 14.0  # a whole lightness step: this much CIE L* (s217's darker one took -x's red 20 down)
MARGIN = 2.0  # a shade's L* stays this far on its own side of the middle of its pair's
DARKEST, LIGHTEST = 18.0, 90.0  # and within these (darker is near black, lighter pastel)
_LUMA = np.array([0.2126, 0.7152, 0.0722], np.float32)  # linear RGB -> relative luminance


def arrow_shades(board) -> np.ndarray:
    """(arrows,) float32: each arrow's shade (`SHADES`). Greedy in arrow order: an arrow
    takes the first shade none of its same-direction neighbours (cells sharing an edge)
    already has; deterministic for a board, whatever the arrows still on it."""
    space, arrows = board.space, board.arrows
    owner = [-1] * len(space.cells)
    for i, a in enumerate(arrows):
        for c in a.cells:
            owner[c] = i
    picked = [0] * len(arrows)
    for i, a in enumerate(arrows):
        taken = set()
        for c in a.cells:
            for nb in space.neighbors(c):
                j = owner[nb]
                if 0 <= j < i and arrows[j].dir == a.dir:
                    taken.add(picked[j])
        picked[i] = next((k for k in range(len(SHADES)) if k not in taken), i % len(SHADES))
    return np.array([SHADES[k] for k in picked], dtype=np.float32)


def toned(palette, dirs, shade) -> np.ndarray:
    """Linear colours (..., 3) of directions `dirs` from `palette` (linear RGB, a row per
    direction, VEC3's order: d and d ^ 1 opposite) in `shade` (`SHADES`, broadcast): above
    0 that many steps of `AWAY` L* (fewer where its band is narrower) darker, or lighter
    where its band (its own side of the middle of its and its opposite's L*, by `MARGIN`;
    DARKEST..LIGHTEST) has no room below; below 0 that much of the way to the grey of its
    own luminance. Neither takes it out of its band."""
    pal = np.asarray(palette, np.float32)
    d = np.asarray(dirs)
    s = np.broadcast_to(np.asarray(shade, np.float32), d.shape)
    key, back = np.unique(d.ravel() * 64.0 + s.ravel(), return_inverse=True)  # (a few tones, many pieces)
    way = np.round(key / 64.0).astype(np.int64)
    out = _tones(pal, way, (key - way * 64.0).astype(np.float32)[:, None])
    return out[back].reshape(*d.shape, 3)


def _tones(pal: np.ndarray, d: np.ndarray, s: np.ndarray) -> np.ndarray:
    """`toned` for directions `d` (n,), shades `s` (n, 1)."""
    lum = pal @ _LUMA
    own, mine, theirs = _srgb(pal[d]), _lstar(lum[d])[:, None], _lstar(lum[d ^ 1])[:, None]
    mid, lighter = (mine + theirs) / 2, mine >= theirs  # (the band: its own side of `mid`)
    floor = np.where(lighter, mid + MARGIN, DARKEST)
    ceiling = np.where(lighter, LIGHTEST, mid - MARGIN)
    up = mine - floor < AWAY / 2  # (darker where the band has room: a lighter tone is paler)
    room = np.minimum(AWAY, np.where(up, ceiling - mine, mine - floor))
    goal = mine + np.where(up, s, -s) * room
    # (mixed in sRGB, where a mix with white, black or a grey keeps the hue a player sees)
    end = np.where(s < 0, _srgb(lum[d])[:, None], np.where(up, 1.0, 0.0))
    lo, hi = np.zeros_like(goal), np.ones_like(goal)
    for _ in range(16):  # (the mix with white or black that reaches the goal's L*)
        mid = (lo + hi) / 2
        short = (_lstar(_linear(own + (end - own) * mid) @ _LUMA)[:, None] < goal) == up
        lo, hi = np.where(short, mid, lo), np.where(short, hi, mid)
    t = np.where(s < 0, -s, np.where(s > 0, (lo + hi) / 2, 0.0))
    return _linear(own + (end - own) * t).astype(np.float32)


def _srgb(linear) -> np.ndarray:
    c = np.asarray(linear, np.float64)
    return np.where(c <= 0.0031308, 12.92 * c, 1.055 * np.power(np.maximum(c, 0), 1 / 2.4) - 0.055)


def _linear(srgb) -> np.ndarray:
    c = np.asarray(srgb, np.float64)
    return np.where(c <= 0.04045, c / 12.92, np.power((np.maximum(c, 0) + 0.055) / 1.055, 2.4))


def _lstar(y: np.ndarray) -> np.ndarray:
    """CIE L* (0..100) of relative luminance `y`."""
    return np.where(y > 216 / 24389, 116 * np.cbrt(y) - 16, y * 24389 / 27)
