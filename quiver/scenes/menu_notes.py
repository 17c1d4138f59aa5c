"""The words beside the Custom panel's controls, fitted to their room: the arrow count's
note and a mode's note (menu_draw.py; Levels and the home view use `note_form` too)."""

from __future__ import annotations

from typing import Protocol

from quiver.engine.modes import Specials
from quiver.game import code as codes
from quiver.render2d import theme
from quiver.render2d.widgets import Slider

from .modes import bare_need


class Counted(Protocol):
    """What the count's note reads of the menu (menu_draw.MenuScene): its arrows' slider,
    and the cells and special arrows it was set for."""

    slider: Slider
    cells: int
    specials: Specials


def arrow_notes(scene: Counted, shown: int, exact: bool) -> list[str]:
    """What to say beside the count, longest first (the first that fits is drawn)."""
    slider = scene.slider
    asked, span = slider.value, f"{slider.lo} - {slider.hi}"
    # special arrows stop the slider short of the shape's most: say why where it fits (s309)
    why = [f"{span} · the most for special arrows", f"{span} · most with specials", "most with specials"]
    why = why if capped(scene) else []
    if exact and shown == asked:
        return [*why, f"{span} · exactly {shown}", f"{span} · exact", "exact"]
    if exact:
        return [f"asked {asked} · you get {shown}", f"asked {asked}"]
    tol = codes.arrow_tolerance(asked)  # until the board says
    return [*why, f"{span} · lands within ±{tol}", f"{span} · ±{tol}", f"±{tol}"]


def capped(scene: Counted) -> bool:
    """Whether the slider stops short of what the shape takes for the special arrows chosen."""
    return scene.specials != Specials.NONE and codes.arrow_bounds(scene.cells)[1] > scene.slider.hi


def fit_note(notes: list[str], room: int, size: int = 20) -> str:
    """The first (longest) of ``notes`` that fits ``room`` pixels, else the last."""
    return next((n for n in notes if theme.text_size(n, size)[0] <= room), notes[-1])


def note_form(note: str, width: int, size: int, bare: str | None = None) -> str:
    """The mode's note on one line at `size`: whole, else without ", which is unavailable here"
    (the reason is what a player needs), else, given mode `bare`, its need alone (bare_need)."""
    short, fits = note.replace(", which is unavailable here:", ":"), theme.text_size(note, size)[0] <= width
    return note if fits else bare_need(bare) if bare and theme.text_size(short, 14)[0] > width else short
