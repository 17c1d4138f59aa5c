"""Which form the play bar's hearts take and which chips stand beside its title
(Hud._draw_top). In a bar narrower than the HUD is drawn for (640 px at its scale) the
hearts may draw as one heart and a count even when there are three, and the clock, then
the arrows left, give way to the points and the title, every chip with its word (s103: at
480x360 the bar showed the hearts, "left 25" and the clock; no points, no title)."""

from __future__ import annotations

from typing import Any

from ..game.score import most_points
from . import hudhearts
from .codechip import Fit, titled_chips

NARROW = 640  # a bar under this many pixels (at HUD scale 1) is narrow
GIVE_WAY = ((), ("time",), ("time", "arrows"))  # a narrow bar's chips, richest first


def narrow(width: int, u: float) -> bool:
    return width < NARROW * u


Found = tuple[tuple[int, int], int, Fit]  # the hearts' form, their panel's width, the chips' fit


def hearts_fit(
    info: Any, chips: list[tuple[str, str]], room_at: int, x: int, u: float, grown: float, width: int
) -> Found:
    """The hearts' form and titled_chips' answer beside them, the hearts' panel from
    `room_at` (its left, plus the gap after it) to the chips' right edge `x`: the first of
    hudhearts.FORMS that leaves the title room beside them and every chip but the layers'
    (the last form whatever; three hearts: their row). A narrow bar first tries every
    form with each of GIVE_WAY's chips for one that keeps the title and every chip named."""
    n = info.max_hearts or 0
    if narrow(width, u):
        for drop in GIVE_WAY:
            kept = [c for c in chips if c[0] not in drop]
            for form in hudhearts.FORMS:
                found = _fit(info, kept, room_at, x, u, grown, form, n)
                if _whole(found, kept, x, room_at, u):
                    return found
    forms = hudhearts.FORMS if n > 3 else hudhearts.FORMS[:1]
    for form in forms:
        found = _fit(info, chips, room_at, x, u, grown, form, n)
        # (no chip but the layers' gave way to the title, s58)
        if _titled(found, x, room_at, u) and len(found[2][0]) >= len(chips) - 1:
            break
    return found


def _fit(info, chips, room_at: int, x: int, u: float, grown: float, form, n: int) -> Found:
    w = hudhearts.width(n, form, u)
    most = most_points(info.arrows_total, n)  # (the score's chip as wide as it gets)
    return form, w, titled_chips(chips, info.title, x - room_at - w, u, info.arrows_total, grown, most)


def _titled(found: Found, x: int, room_at: int, u: float) -> bool:
    """Whether the title's shortest form has room beside the hearts and chips."""
    _form, w, fit = found
    return hudhearts.title_fits(fit[1], min(x, x - fit[2]) - int(6 * u) - (room_at + w), u)


def _whole(found: Found, chips, x: int, room_at: int, u: float) -> bool:
    """The title, and every chip but the layers' with its word (the clock needs none)."""
    wanted = [lab for lab, _v in chips if lab != "layers"]
    kept = found[2][0]
    labels = [lab for lab, _v in chips] if len(kept) == len(chips) else wanted  # (the layers' kept)
    named = all(name or lab == "time" for (name, _v), lab in zip(kept, labels, strict=False))
    return _titled(found, x, room_at, u) and len(kept) >= len(wanted) and named
