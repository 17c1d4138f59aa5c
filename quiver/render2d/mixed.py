"""Text with characters the UI font lacks, drawn in runs (runs.py): each run of the UI
font's own characters in it, as it draws them alone, and each of the others in the
system font that has them (fallback.py), its baseline on the UI font's and its letters
sized to the UI font's (`scale`), in one picture as tall as the UI font's. Measured
(`size`) by the same runs it is drawn in, so a row's fitting and a text field's caret
agree with what is drawn. Text the UI font draws whole never comes here (textdraw.py):
its pictures are the ones it always had."""

from __future__ import annotations

import functools
from typing import NamedTuple

import pygame

from quiver.game.names import rides

from . import fallback
from .fonts import ZERO_WIDTH, Kept, _glyph_face, _points, draws, font
from .runs import Run, runs

_fonts = Kept(32)  # (a fallback font at a print, bold or not, in a direction)
STAND_IN = "?"


def face_of(ch: str) -> str | None:
    """The system font `ch` is drawn in (None: the UI font draws it, or nothing does and
    it is drawn as fonts.drawable left it)."""
    if ch in (ZERO_WIDTH, STAND_IN) or draws(ch):
        return None
    return fallback.path_for(ch)


def needs(s: str) -> bool:
    """Whether `s` (as fonts.showable gives it) has a character the UI font lacks (a mark
    is drawn in its letter's font: runs.py)."""
    return not s.isascii() and any(face_of(ch) is not None for i, ch in enumerate(s) if not (i and rides(ch)))


def _has(face: str | None, ch: str) -> bool:
    return face is not None and fallback.has(face, ch)


def _scripts(text: str) -> str:
    """The ISO 15924 script SDL_ttf's HarfBuzz shapes a right-to-left run as."""
    for ch in text:
        o = ord(ch)
        if 0x0590 <= o <= 0x05FF or 0xFB1D <= o <= 0xFB4F:
            return "Hebr"
        if 0x0700 <= o <= 0x074F:
            return "Syrc"
        if 0x0780 <= o <= 0x07BF:
            return "Thaa"
        if 0x0600 <= o <= 0x08FF or 0xFB50 <= o <= 0xFDFF or 0xFE70 <= o <= 0xFEFF:
            return "Arab"
    return ""


IDEOGRAPH = 1.15  # an ideograph's height to a capital's (a CJK font's are the taller)
_EM = 160  # the print metrics are compared at (at 16 they were whole pixels apart)


@functools.lru_cache(maxsize=64)
def scale(path: str) -> float:
    """How much smaller than the UI font's print a fallback font is opened: its capital H
    as tall as the UI font's (its Latin letters would match the UI's), else its "国"
    IDEOGRAPH times as tall (a CJK font without Latin letters), else its ascent as the
    UI font's; never larger than the UI font's print (`_laid` makes it smaller still
    where its letters would reach out of the line)."""
    ui, fb = _glyph_face(), fallback._face(path)
    if ui is None or fb is None:
        return 1.0
    try:
        cap = ui.get_metrics("H", size=_EM)[0][3]
        for ref, want in (("H", cap), ("\u56fd", cap * IDEOGRAPH)):
            theirs = fb.get_metrics(ref, size=_EM)[0]
            if theirs is not None and theirs[3] > 0:
                return min(1.0, want / theirs[3])
        return min(1.0, ui.get_sized_ascender(_EM) / max(1, fb.get_sized_ascender(_EM)))
    except (ValueError, TypeError, pygame.error):
        return 1.0


def _font(run: Run, size: int, bold: bool, p: int) -> pygame.font.Font:
    """The font `run` is drawn in: the UI font's at `size`, or its system font at print `p`."""
    if run.face is None:
        return font(size, bold)
    face, script = run.face, _scripts(run.text) if run.rtl else ""
    heavy = (bold or "bold" not in face.lower()) and not fallback.fixed(face)  # (the UI font is bold)

    def open_it() -> pygame.font.Font:
        f = pygame.font.Font(face, p)
        f.set_bold(heavy)
        if run.rtl:
            f.set_direction(pygame.DIRECTION_RTL)
            if script:
                f.set_script(script)
        return f

    return _fonts.get((face, p, heavy, run.rtl, script), open_it)


def _text(run: Run) -> str:
    return run.text[::-1] if run.rtl and run.face is None else run.text  # (the UI font draws left to right)


def placed(s: str) -> list[Run]:
    return runs(s, face_of, _has)


def _ink(f: pygame.font.Font, text: str) -> tuple[int, int, int]:
    """(baseline in its picture, ink over the baseline, ink under it) of `text` in `f`:
    SDL_ttf's picture grows over the font's ascent for a taller glyph ("Å")."""
    got = [m for m in f.metrics(text) if m is not None]
    over = max((m[3] for m in got), default=0)
    under = max((-m[2] for m in got), default=0)
    return max(f.get_ascent(), over), over, under


class Part(NamedTuple):
    font: pygame.font.Font
    text: str
    base: int  # its baseline in its picture
    fit: tuple[int, int] | None  # a fixed-size font's picture scaled to this (an emoji's)


def _laid(s: str, size: int, bold: bool) -> tuple[list[Part], int, int]:
    """`s`'s runs as Parts, the line's baseline, and how far under it the line reaches:
    the UI font's ascent and line, grown for a taller or deeper letter of its own (as its
    own picture grows: "Å"). A system font's run is printed as `scale` says, a point
    smaller at a time where its letters would reach out of that line (s373: "山田" made
    a row a pixel taller at 8 prints in 113); a colour emoji font's pictures (one size
    only, 128 px in Noto Color Emoji) are scaled to the line's height."""
    ui = font(size, bold)
    top, bottom, parts = ui.get_ascent(), ui.get_linesize() - ui.get_ascent(), []
    placed_runs = placed(s)
    for r in placed_runs:  # (the UI font's runs first: the line they make)
        if r.face is None:
            base, _over, under = _ink(ui, _text(r))
            top, bottom = max(top, base), max(bottom, under)
    for r in placed_runs:
        t = _text(r)
        if r.face is None:
            parts.append(Part(ui, t, _ink(ui, t)[0], None))
        elif fallback.fixed(r.face):
            f = _font(r, size, bold, _points(size))
            w, h = f.size(t)
            parts.append(Part(f, t, 0, (max(1, round(w * (top + bottom) / max(1, h))), top + bottom)))
        else:
            p = max(1, int(_points(size) * scale(r.face)))
            f = _font(r, size, bold, p)
            while p > 1 and any(k > room for k, room in zip(_ink(f, t)[1:], (top, bottom), strict=True)):
                p -= 1
                f = _font(r, size, bold, p)
            parts.append(Part(f, t, _ink(f, t)[0], None))
    return parts, top, bottom


laid = _laid


def width(p: Part, text: str) -> int:
    """How wide `text` (some of `p`'s) is drawn in `p`'s font, as `p` is scaled."""
    w = p.font.size(text)[0]
    return round(w * p.fit[0] / max(1, p.font.size(p.text)[0])) if p.fit else w


def size(s: str, size: int, bold: bool = False) -> tuple[int, int]:
    """`s`'s size as `render` draws it: its runs' widths, as tall as the UI font's `size`
    says (its height, less than its pictures' line) or as `render`'s picture grew."""
    parts, top, bottom = _laid(s, size, bold)
    ui = font(size, bold)
    high = top + bottom if top + bottom > ui.get_linesize() else ui.get_height()
    return sum(p.fit[0] if p.fit else p.font.size(p.text)[0] for p in parts), high


def render(s: str, size: int, colour, bold: bool = False) -> pygame.Surface:
    """`s` drawn in runs, each on the line's baseline (`_laid`), side by side."""
    parts, top, bottom = _laid(s, size, bold)
    pieces = []
    for p in parts:
        img = p.font.render(p.text, True, colour)
        pieces.append((pygame.transform.smoothscale(img, p.fit), 0) if p.fit else (img, top - p.base))
    image = pygame.Surface((sum(p.get_width() for p, _ in pieces), top + bottom), pygame.SRCALPHA)
    x = 0
    for piece, dy in pieces:
        image.blit(piece, (x, dy))
        x += piece.get_width()
    return image
