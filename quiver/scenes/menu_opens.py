"""The screens the main menu (menu.py) opens over itself: Daily, Levels, Settings, Enter
seed, Your picture, How to play, and the Quit card; each imported when opened."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from .base import Scene

if TYPE_CHECKING:
    from quiver.engine.modes import Mode
    from quiver.render2d.widgets import Button, Widget

    from .picker import ShapePicker

__all__ = ["MenuOpens"]


class MenuOpens(Scene):
    """The menu's openers (a base of menu.MenuScene, whose mode and home view they read)."""

    if TYPE_CHECKING:
        mode: Mode
        play_btn: Button
        home_order: list[Widget | ShapePicker]

        def _set_focus(self, k: int) -> None: ...

    def open_daily(self) -> None:
        from .daily import DailyScene  # the screens the menu opens: imported when opened
        from .daily_modes import last_shown

        self.feedback.sound("click")
        self.stack.push(DailyScene(self.ports, last_shown(self.midend, self.mode, self.ports.display)))

    def open_levels(self) -> None:
        from .levels import LevelsScene

        self.feedback.sound("click")
        self.stack.push(LevelsScene(self.ports, self.mode))

    def open_settings(self) -> None:
        self.journeys.open_settings()

    def enter_seed(self) -> None:
        from .seed import SeedScene

        self.feedback.sound("click")
        self.stack.push(SeedScene(self.ports, self))

    def open_picture(self) -> None:
        from .picture import PictureScene

        self.feedback.sound("click")
        self.stack.push(PictureScene(self.ports))

    def quit(self) -> None:
        self.stack.quit()

    def open_legend(self) -> None:
        """What the colours and glyphs mean in this mode, and its lesson again."""
        from .legend import LegendScene

        self.feedback.sound("click")
        self.stack.push(LegendScene(self.ports, self.mode))

    def ask_quit(self, by_esc: bool = False) -> None:
        """Quit asks first (a stray Esc should not end the game); asked by Esc: Stay ringed."""
        from .confirm import ConfirmScene

        self.feedback.sound("click")
        stay = partial(self._set_focus, self.home_order.index(self.play_btn))  # Stay: on Play, not Quit
        ask = ConfirmScene(self.ports, "Quit Quiver?", "Quit", self.quit, on_no=stay, stay_first=by_esc)
        self.stack.push(ask)  # (s166: Esc or a pad's B, then Enter or A, quit)
