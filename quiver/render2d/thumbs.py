"""Shape thumbnails drawn from the real masks (2D) or voxels (3D, Flat 3D), and a cache
of them shared by every screen.

2D: every cell a small rounded square. 3D and Flat 3D: an isometric view of the voxels,
top, right and front faces in three tones, so the silhouette reads as solid.
"""

from __future__ import annotations

import functools

import pygame

from quiver.engine.modes import Mode

from . import theme

SS = 4
CACHE_SIZE = 600  # thumbnails kept: the whole gallery at the picker's and the levels' sizes
_cache: dict[tuple, pygame.Surface] = {}


def cached_thumbnail(shape, box: tuple[int, int], colour=theme.ACCENT) -> pygame.Surface:
    """`thumbnail`, drawn once per shape, box and colour for the whole run (a 3D model's
    picture takes a while to draw; the picker and the levels screen share them). A
    built-in shape is named by its mode, name and size, so that is the key. Drawn on two
    threads at once, one of the two alike is kept."""
    key = (shape.mode, shape.name, tuple(shape.size), len(shape.points), tuple(box), tuple(colour))
    surf = _cache.get(key)
    if surf is None:
        if len(_cache) >= CACHE_SIZE:
            _cache.pop(next(iter(_cache)), None)  # the oldest goes first (maybe gone: the
            # Custom panel's warm-up draws them on a thread of its own, scenes/custom_warm.py)
        surf = _cache[key] = thumbnail(shape, box, colour)
    return surf


def thumbnail(shape, box: tuple[int, int], colour=theme.ACCENT) -> pygame.Surface:
    if shape.mode != Mode.TWO_D:
        return iso_thumbnail(shape, box, colour)
    bw, bh = box
    w, h = shape.size
    k = max(1, min(bw * SS // max(1, w), bh * SS // max(1, h)))
    surf = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    surf.fill((*colour, 0))
    gap = max(SS, k // 6) if k >= 4 * SS else 0
    rad = k // 4 if k >= 3 * SS else 0
    if rad:  # every cell alike: one drawn, then copied to each (`cell`)
        img = cell(k - gap, k, rad, tuple(colour))
        surf.blits([(img, (x * k + gap // 2, y * k + gap // 2)) for x, y in shape.points], doreturn=False)
    else:
        for x, y in shape.points:
            surf.fill(colour, (x * k + gap // 2, y * k + gap // 2, k - gap, k - gap))
    tw, th = max(1, w * k // SS), max(1, h * k // SS)
    return pygame.transform.smoothscale(surf, (tw, th))


@functools.lru_cache(maxsize=64)
def cell(side: int, k: int, rad: int, colour) -> pygame.Surface:
    """A 2D thumbnail's cell (`side` px, in a `k`-px grid): a rounded square over its
    darker shadow, on the thumbnail's clear ground. Copied to each cell, the same pixels
    as drawing each cell's two rounded squares (a copy's clear pixels leave what is under
    them), a fraction of the time: the Custom panel's first 17 cards drew 5 461 squares,
    27 ms of the frame it opened on (bench/hitches.py)."""
    drop = max(SS // 2, k // 10)
    img = pygame.Surface((side, side + drop), pygame.SRCALPHA)
    img.fill((*colour, 0))
    pygame.draw.rect(img, theme.shade(colour, 0.72), (0, drop, side, side), border_radius=rad)
    pygame.draw.rect(img, colour, (0, 0, side, side), border_radius=rad)
    return img


def iso_thumbnail(shape, box: tuple[int, int], colour=theme.ACCENT) -> pygame.Surface:
    """An isometric picture of voxels: top, right and front faces in three tones."""
    vox = set(map(tuple, shape.points))
    c30 = 0.8660254
    # extent in units of the cube edge
    xs = [(x - z) * c30 for x, y, z in vox]
    ys = [(x + z) * 0.5 - y for x, y, z in vox]
    minx, maxx = min(xs) - c30, max(xs) + c30
    miny, maxy = min(ys) - 1.0, max(ys) + 1.0
    bw, bh = box
    a = min(bw * SS / (maxx - minx), bh * SS / (maxy - miny))
    surf = pygame.Surface(
        (max(1, int((maxx - minx) * a) + 2), max(1, int((maxy - miny) * a) + 2)), pygame.SRCALPHA
    )
    surf.fill((*colour, 0))
    top, right, front = theme.shade(colour, 1.25), colour, theme.shade(colour, 0.72)
    edge = theme.shade(colour, 0.55)

    def pt(x, y, z):
        return ((x - z) * c30 - minx) * a, ((x + z) * 0.5 - y - miny) * a

    for x, y, z in sorted(vox, key=lambda p: (p[0] + p[1] + p[2], p[1])):
        if (x + 1, y, z) in vox and (x, y + 1, z) in vox and (x, y, z + 1) in vox:
            continue
        faces = (
            (
                (x, y + 1, z),
                top,
                [pt(x, y + 1, z), pt(x + 1, y + 1, z), pt(x + 1, y + 1, z + 1), pt(x, y + 1, z + 1)],
            ),
            (
                (x + 1, y, z),
                right,
                [pt(x + 1, y, z), pt(x + 1, y + 1, z), pt(x + 1, y + 1, z + 1), pt(x + 1, y, z + 1)],
            ),
            (
                (x, y, z + 1),
                front,
                [pt(x, y, z + 1), pt(x + 1, y, z + 1), pt(x + 1, y + 1, z + 1), pt(x, y + 1, z + 1)],
            ),
        )
        for nb, col, poly in faces:
            if nb in vox:
                continue
            pygame.draw.polygon(surf, col, poly)
            pygame.draw.polygon(surf, edge, poly, max(1, SS // 2))
    tw, th = max(1, surf.get_width() // SS), max(1, surf.get_height() // SS)
    return pygame.transform.smoothscale(surf, (tw, th))
