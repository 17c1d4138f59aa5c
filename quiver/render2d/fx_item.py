"""One short-lived effect of render2d/fx.py (a burst, a combo count, a blocked tap's ray
and mark, an end-on tap's depth cue: fx_depth.py), and the blocked red they share."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["MARK", "MARK_TIME", "Fx", "pt"]

MARK_TIME = 1.1  # a blocked tap's ray and the blocker's mark stay (>= 0.8 s, issue 23)
MARK = (214, 62, 52)  # the impact mark and ray: the danger red


@dataclass
class Fx:
    kind: str
    pos: tuple[float, float]
    life: float
    colour: tuple[int, int, int] = (255, 255, 255)
    end: tuple[float, float] = (0.0, 0.0)
    text: str = ""
    age: float = 0.0  # below 0: starts later
    colours: tuple = ()
    reach: float = 0.0  # a combo count: how far the flying arrow reaches each side of its path
    # (a cheer: how far its confetti flies)
    side: tuple[float, float] | None = None  # ... and the side of it it stands on, once chosen
    shift: tuple[int, int] | None = None  # ... and how far it moved off live arrows' heads, once
    contact: tuple[float, float] | None = None  # a blocked tap: where the tip touches the blocker
    start: float | None = None  # its ray: the share of it behind the bounced tip (None: no tip seen)
    behind: bool = False  # a blocked tap's ray and ring: the blocker hidden behind the shape (dashed)


def pt(p) -> tuple[float, float]:
    return float(p[0]), float(p[1])
