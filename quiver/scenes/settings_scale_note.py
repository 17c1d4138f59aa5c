"""What "Size of menus" does in this window, said under it on the Settings card in place of
its description (s362: at 1366x768, 125% left the card in front of the player as it was and
grew only the menu behind it: a choice that seemed to do nothing; s374: a bigger choice now
draws every menu and card bigger, and a page the window cannot then hold whole scrolls, which
the line says, and how). None where the choice shows as chosen, whole, everywhere it is used."""

from __future__ import annotations

from quiver.render2d import theme

from .settings_layout import card_plan

MENU_H = 560  # the home menu's column at scale 1 (menu_home.layout_home): it scrolls where taller


def scale_note(size: tuple[int, int], settings) -> str | None:
    """The words under "Size of menus" for the choice in `settings` in a window of `size`:
    a bigger choice that makes the menu or this card scroll here, a smaller one held at the
    smallest legible letters (in percentages of Auto's size in this window)."""
    choice = getattr(settings, "ui_scale", "auto")
    try:
        factor = float(choice)
    except (TypeError, ValueError):
        return None  # (Auto, or a value the settings file had wrong: Auto)
    auto, asked = theme.ui_scale(size), theme.ui_scale(size, settings)
    label = f"{round(factor * 100)}%"
    if factor < 1:
        if asked > factor * auto + 0.005:  # (theme.ui_scale's floor: the smallest legible)
            return f"{label} would be too small to read here: shown at {_pct(asked, auto)}"
        return None
    if factor == 1:
        return None
    menu_scrolls = MENU_H * asked > size[1] - 24
    if menu_scrolls or card_plan(size, settings).scroll:
        # (and how: s389, Home and End scrolled a page and no word on screen said so)
        return f"{label}: menus and pages scroll here (wheel, drag, Home / End)"
    return None


def _pct(s: float, auto: float) -> str:
    return f"{round(100 * s / auto)}%"
