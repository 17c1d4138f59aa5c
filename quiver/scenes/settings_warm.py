"""Settings made ready before it first opens (flow.PuzzleFlow.warm_settings runs `warm`
on a thread of its own, scene_modules.warm_module): its modules imported, its card
planned for the window, the card's backdrop and its rows' words drawn and kept. The
frame it first opened on did all of that, 26-51 ms of CPU (bench/hitches.py)."""

from __future__ import annotations

from quiver.render2d import theme
from quiver.render2d.text_kept import rendered

from .settings import SettingsScene
from .settings_draw import backdrop, card_radius
from .settings_layout import ROWS, card_plan

__all__ = ["SettingsScene", "warm"]


def warm(size, settings) -> None:
    """Plan the card in a window of `size` at `settings`' UI scale, and draw what its first
    frame would draw the same whatever the controls show (text_kept, settings_draw.backdrop)."""
    plan = card_plan(size, settings)
    backdrop(plan.card.size, card_radius(plan))
    rendered("Settings", plan.f_title, theme.INK, True)
    for _, title, desc in ROWS:
        rendered(title, plan.f_row, theme.INK, True)
        rendered(desc, plan.f_desc, theme.INK_SOFT, False)
