"""The play bar's hearts, left of its title: a row of hearts; where the title has no room
beside them, a tighter row of smaller hearts; else one heart and the count ("x6"). With
the "scaled" setting's six hearts the row took 252 of a 640-wide bar and the title gave
way (s58); the lost heart's slot and its cue go with the form drawn."""

from __future__ import annotations

import pygame

from . import theme
from .codechip import SHORTEST_PRINT, TITLE_PADS
from .draw import heart_icon, panel

# (the step from one heart to the next, a heart's size) at HUD scale 1, roomiest first; a
# step of 0: one heart and the count beside it
FORMS = ((38, 34), (28, 28), (0, 34))
COUNT_PRINT = 28  # the count's print beside the one heart


def count_text(hearts: int | None) -> str:
    return f"\u00d7{hearts or 0}"


def width(n: int, form: tuple[int, int], u: float) -> int:
    """The hearts' panel's width for `n` hearts drawn in `form` at HUD scale `u`."""
    step, size = form
    if step:
        return int(24 * u) + n * int(step * u) + int((size + 4 - step) * u)  # (14 each side)
    digits = count_text(n)  # (as wide as it gets: the count only falls)
    return int((24 + size + 6) * u) + theme.text_size(digits, int(COUNT_PRINT * u), True)[0]


def slot(k: int, form: tuple[int, int], u: float, x: int) -> int:
    """The x of heart slot `k`'s middle in a panel from `x` (the one heart of the count)."""
    step, size = form
    k = k if step else 0
    return x + int(14 * u) + k * int(step * u) + int(size * u) // 2


def draw(surface, r: pygame.Rect, n: int, hearts: int | None, form, u: float, lost: int | None) -> None:
    """The hearts' panel `r` with `hearts` of `n` full in `form`; `lost`: the slot of the
    heart just lost (rimmed red while its cue plays), None when none is."""
    step, size = form
    px = int(size * u)
    panel(surface, r, int(22 * u), shadow=False)
    if not step:  # one heart, full while any is left, and how many
        icon = heart_icon(px, theme.HEART) if hearts else heart_icon(px, theme.HEART_EMPTY, theme.DANGER)
        x = slot(0, form, u, r.x) - px // 2
        surface.blit(icon, (x, r.centery - px // 2))
        at = (x + px + int(6 * u), r.centery + 1)
        theme.text(surface, count_text(hearts), int(COUNT_PRINT * u), theme.INK, at, "midleft", True)
        return
    for k in range(n):
        x = slot(k, form, u, r.x) - px // 2
        # the heart just lost drops out of the bar (fx.heart): its slot is empty at once,
        # rimmed red while that plays (a full one read as none lost)
        rim = theme.DANGER if k == lost else None
        icon = heart_icon(px, theme.HEART) if k < (hearts or 0) else heart_icon(px, theme.HEART_EMPTY, rim)
        surface.blit(icon, (x, r.centery - px // 2))


def title_fits(forms: list[str], room: int, u: float) -> bool:
    """Whether the title's shortest form fits `room` pixels in its least print (as
    hudfit.draw_title tries it last)."""
    least = theme.text_size(forms[-1], int(SHORTEST_PRINT * u), True)[0] if forms else room + 1
    return least + 2 * int(TITLE_PADS[-1][0] * u) <= room
