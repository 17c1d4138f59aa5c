"""Text in the UI's font: measured (`text_size`, `fit_size`), rendered and put on a surface
(`render` then `put`: `text` does both, text_kept.py keeps the renders), wrapped (`wrap`).
The fonts themselves, and which characters they draw, are fonts.py's."""

from __future__ import annotations

import functools
from typing import NamedTuple

import pygame

from . import drawn, mixed
from .fonts import drawable, font, own_font, showable
from .wordbreak import break_long_words
from .wraplines import LIGATURES, mended_lines
from .wrapruns import wrapped


def render(s: str, size: int, colour, bold: bool = False) -> tuple[pygame.Surface, str]:
    """`s` rendered anti-aliased, and the text rendered: a character pygame refuses (a NUL,
    a file name's undecodable byte) or the font lacks as `drawable` writes it (s344: a
    picture's file name with a letter the font has not, "my cat \u263a.png", drew the
    font's empty box in the HUD's title and its board chip), unless a system font draws
    it (s373: `showable`; such text is drawn in runs, mixed.py: "Ana 山田")."""
    if not s.isascii():
        s = _drawable(s)
        if mixed.needs(s):
            try:
                return _mixed(s, int(size), tuple(colour), bool(bold)), s
            except (pygame.error, OSError, ValueError):  # (a system font SDL_ttf cannot open)
                s = drawable(s)
    try:
        return font(size, bold).render(s, True, colour), s
    except ValueError:
        s = drawable(s)
        return font(size, bold).render(s, True, colour), s


_drawable = functools.lru_cache(maxsize=4096)(showable)  # (a title's 40 us, each frame it is drawn)


@functools.lru_cache(maxsize=128)
def _mixed(s: str, size: int, colour: tuple, bold: bool) -> pygame.Surface:
    """mixed.render's picture, kept: a Daily board's ten rows are drawn each frame it is
    redrawn (s373: a name in two runs took 35-50 us a draw, one font's 4). Blitted only."""
    return mixed.render(s, size, colour, bold)


def put(surface: pygame.Surface, img: pygame.Surface, s: str, pos, anchor: str = "topleft") -> pygame.Rect:
    """`render`'s picture of `s` blitted with its `anchor` (a pygame.Rect attribute name)
    at `pos`, and noted for a layout check (drawn.py). Returns its rect."""
    r = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    surface.blit(img, r)
    drawn.note(drawn.TEXT, _ink(img, r), s, surface)
    return r


def text(
    surface: pygame.Surface, s: str, size: int, colour, pos, anchor: str = "topleft", bold: bool = False
) -> pygame.Rect:
    """Draw anti-aliased text; `anchor` is a pygame.Rect attribute name. Returns its rect."""
    img, s = render(s, size, colour, bold)
    return put(surface, img, s, pos, anchor)


def _ink(img: pygame.Surface, r: pygame.Rect) -> pygame.Rect:
    """Where the letters are: the text's rect less the font's empty leading (what a
    layout check compares). Only asked while recording."""
    if not drawn.listening():
        return r
    return img.get_bounding_rect().move(r.x, r.y)


def text_size(s: str, size: int, bold: bool = False) -> tuple[int, int]:
    """`s`'s size in pixels at `size`, measured once (the UI's one font never changes):
    a layout measures the same labels again and again (Settings' search of its columns
    1 566 times on the frame it opened, 164 of them different; fit_size a size or two each)."""
    return _measured(s, int(size), bool(bold))


@functools.lru_cache(maxsize=8192)
def _measured(s: str, size: int, bold: bool) -> tuple[int, int]:
    if not s.isascii():  # (as `render` draws it)
        s = _drawable(s)
        if mixed.needs(s):
            try:
                return mixed.size(s, size, bold)
            except (pygame.error, OSError, ValueError):  # (as `render`: "?" instead)
                s = drawable(s)
    try:
        return font(size, bold).size(s)
    except ValueError:
        return font(size, bold).size(drawable(s))


NARROWER = 1  # px a larger print is at most narrower than a smaller one (the most measured: "Hammer",
# 1 px narrower at 50 than at 49; 124 labels at prints 8-120, bold and not)


def fit_size(s: str, size: int, width: int, bold: bool = False, least: int = 14) -> int:
    """The largest font size up to `size` (down to `least`) at which `s` fits `width` pixels:
    what trying each size down finds, in a few measurements.

    A text's width grows with its print near enough in proportion, so the size is guessed
    from the width at `size` and settled from there: trying each size down opened and
    measured each one's font (the Custom panel's first frame measured its card names in 5
    to 10 sizes each, bench/hitches.py). Near enough: a larger print is now and then a
    pixel narrower ("Hammer" at 50 and 49), so the sizes above the one found are tried up
    to one more than NARROWER pixels too wide (s218 stopped at the first too wide, and
    "Hammer" in 157 px settled at 47, where 50 fits). The answer is measured: it fits."""

    def wide(z: int) -> int:
        return text_size(s, z, bold)[0]

    top = wide(size) if size > least else 0
    if top <= width:
        return size
    guess = max(least, min(size - 1, size * width // max(1, top)))
    found = guess
    while found > least and wide(found) > width:
        found -= 1
    up = guess + 1 if found == guess or wide(guess) <= width + NARROWER else size
    while up < size:  # (above a size more than NARROWER too wide, none fits)
        w = wide(up)
        if w > width + NARROWER:
            break
        found = up if w <= width else found
        up += 1
    return found


@functools.lru_cache(maxsize=64)
def caps_shift(size: int, bold: bool = False) -> int:
    """How far below a line's middle its capitals' middle is: text drawn centred at
    y + caps_shift sits with its capitals centred on y (the font's room for descenders
    left a title without any, "Cube", high in its pill)."""
    img = font(size, bold).render("H", True, (0, 0, 0))
    caps = img.get_bounding_rect()
    return round(img.get_height() / 2 - (caps.top + caps.bottom) / 2)


class Wrapped(NamedTuple):
    """Text wrapped by pygame: `image` is `width` wide and `lines * line_height` high."""

    image: pygame.Surface
    lines: int
    ink_width: int  # from the left edge to the end of the widest line's ink


def wrap(
    s: str,
    size: int,
    colour,
    width: int,
    line_height: int,
    *,
    bold: bool = False,
    align: str = "left",
    most: int = 0,
) -> Wrapped:
    """`s` wrapped at `width` pixels (at spaces, as Font.render's `wraplength` wraps, less
    its fault: wraplines.py; a word longer than a line breaks after a `/` or a `-`,
    wordbreak.py), lines `line_height` apart. most > 0: at most that many lines, the last
    one cut short with '...'. Text with a character only a system font draws ("Playing
    猫.png") is wrapped in lines drawn each as `render` draws it (s383: `_in_runs`)."""
    f = own_font(size, bold, line_height, align)
    shown = _drawable(s) if not s.isascii() else s
    if mixed.needs(shown):  # (s383: in runs, as `render` draws a line of it)
        s = shown

        def render(text: str) -> pygame.Surface:
            return _in_runs(text, size, colour, width, line_height, bold, align)
    else:
        # SDL_ttf wraps a piece again, leaving a blank line, unless the line also holds the
        # "\n" after it and the next character: keep that much room
        s = break_long_words(drawable(s), width, lambda t: f.size(t)[0], f.size("\nW")[0])

        def render(text: str) -> pygame.Surface:
            return _render(f, text, colour, width, align)

    image = render(s)
    if most and _lines(image, line_height) > most:
        lo, hi = 0, len(s)  # the longest cut that fits, with '...'
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if _lines(render(s[:mid].rstrip() + "..."), line_height) <= most:
                lo = mid
            else:
                hi = mid - 1
        image = render(s[:lo].rstrip() + "...")
    ink = image.get_bounding_rect()
    return Wrapped(image, _lines(image, line_height), ink.right if align == "left" else ink.w)


@functools.lru_cache(maxsize=4096)
def wrap_lines(
    s: str, size: int, width: int, line_height: int, bold: bool = False, align: str = "left", most: int = 0
) -> int:
    """`wrap`'s count of lines, kept (a colour wraps no other way): a layout's search of its
    prints wraps the same words again and again (s372: the Legend's body at each scale it
    tried, 7 860 wraps in tools/layout.py's sizes, each one rendered; a lesson bubble's sizes)."""
    return wrap(s, size, (0, 0, 0), width, line_height, bold=bold, align=align, most=most).lines


def _render(f: pygame.font.Font, s: str, colour, width: int, align: str) -> pygame.Surface:
    """`s` in `width` pixels as Font.render's `wraplength` draws it, in the lines
    wraplines.py mends (none opening with a space, none left blank), and a centred or
    right-aligned line placed without the space that ended it (it stood off by it).
    SDL_ttf draws those lines, one to a "\\n", in a room wider by `extra` on each side so
    that none wraps again, cut back to `width` (its centring places each letter at
    fractions of a pixel: drawing each line apart is not the same picture)."""
    if width <= 0 or not s.strip(" \n"):  # (no wrapping: by its "\n"s only; no words)
        return f.render(s, True, colour, None, width)
    lines, mended = mended_lines(s, width, lambda t: f.size(t)[0])
    if align == "left" and not mended:
        return f.render(s, True, colour, None, width)  # (its lines are right: as before)
    extra = f.size("\n" + "W" * (2 + sum(s.count(pair) for pair in LIGATURES)))[0]
    image = f.render("\n".join(line.rstrip(" ") for line in lines), True, colour, None, width + 2 * extra)
    x = {"left": 0, "center": extra, "right": 2 * extra}[align]
    return image.subsurface((x, 0, min(width, image.get_width() - x), image.get_height())).copy()


def _in_runs(
    s: str, size: int, colour, width: int, line_height: int, bold: bool, align: str
) -> pygame.Surface:
    """`s` (as `showable` gives it) wrapped in lines (wrapruns.py: between ideographs too),
    each drawn as `render` draws it and as wide as `text_size` measures it, placed as
    SDL_ttf places the UI font's lines: `line_height` apart, in `width` (one line alone
    on the left: as wide as it is)."""
    lines = wrapped(s, width, lambda t: text_size(t, size, bold)[0]) if width > 0 else s.split("\n")
    pictures = [render(line, size, colour, bold)[0] for line in lines]
    wide = max(p.get_width() for p in pictures)
    room = width if width > 0 and (len(lines) > 1 or align != "left") else wide
    image = pygame.Surface((max(room, wide), line_height * len(lines)), pygame.SRCALPHA)
    for k, p in enumerate(pictures):
        x = {"left": 0, "center": (room - p.get_width()) // 2, "right": room - p.get_width()}[align]
        image.blit(p, (max(0, x), k * line_height))
    return image


def _lines(image: pygame.Surface, line_height: int) -> int:
    return max(1, round(image.get_height() / line_height))
