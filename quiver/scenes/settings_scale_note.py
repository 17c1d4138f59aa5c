"""What "Size of menus" does in this window, said under it on the Settings card in place of
its description (s362: at 1366x768, 125% left the card in front of the player as it was,
already as big as the window holds, and grew only the menu behind it: a choice that seemed
to do nothing). None where the choice shows as chosen everywhere it is used."""

from __future__ import annotations

from quiver.render2d import theme

from .menu_home import column_scale
from .settings_layout import card_plan


def scale_note(size: tuple[int, int], settings) -> str | None:
    """The words under "Size of menus" for the choice in `settings` in a window of `size`:
    a bigger choice the window caps (the menu's column, this card), a smaller one held at
    the smallest legible letters; percentages of Auto's size in this window."""
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
    menu = column_scale(int(size[1]), asked)
    if menu < asked - 0.005:
        return f"More than this window holds: the menu at {_pct(menu, auto)}, this card as it is"
    if card_plan(size, settings).scale < asked - 0.005:
        return f"{label} in the menu; this card already fills the window"
    return None


def _pct(s: float, auto: float) -> str:
    return f"{round(100 * s / auto)}%"
