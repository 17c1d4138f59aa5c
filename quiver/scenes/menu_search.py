"""The Custom panel's shape search for a game pad (a pad sends no text: input_pad).

Up on the shapes' first row lights the search box (Up again goes on to the control above,
Down back to the cards; Up and Down move by rows in the grid: menu_input._grid_row); A
there opens the search with the on-screen keys (onscreen_keys.py) bound to its line: the
shapes filter as letters are typed, Done (Start) and B put the keys away keeping the
filter, as Enter does on a keyboard. A
keyboard's Enter on the lit box starts the search as / does; a keyboard or mouse player
never sees the keys. The box's hint names the way in of the last press's device (`way_in`),
and the keys keep the picked card in sight, its row on top (`_pick_on_top`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from quiver.input import ENTER_KEYS
from quiver.input_pad import pad_last
from quiver.render2d import theme
from quiver.render2d.caret import EditLine

from .levels_card import ring_lines
from .onscreen_keys import OnScreenKeys
from .picker_names import SEARCH_CHARS

if TYPE_CHECKING:
    from .menu_choice import CustomChoice
    from .picker import ShapePicker

__all__ = ["PadSearch", "SearchField"]
_ENTER = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")


class MenuScene(Protocol):
    """What of the menu scene (menu.py) the search reads and calls (not imported: a cycle)."""

    custom: bool
    grid: ShapePicker
    choice: CustomChoice
    focus: int
    keyboard: bool
    size: tuple[int, int]
    midend: Any  # (its settings: the UI scale)
    full_redraw: bool

    @property
    def focus_order(self) -> list[Any]: ...
    def open_custom(self) -> None: ...
    def _set_focus(self, k: int) -> None: ...


class SearchField:
    """The picker's search line as the on-screen keys' field (what they read of a TextBox)."""

    allowed: str | None = SEARCH_CHARS  # (the keys of these only: what the picker's _insert keeps)

    def __init__(self, grid: ShapePicker) -> None:
        self.grid = grid

    @property
    def rect(self) -> pygame.Rect:
        return self.grid.search_rect

    @property
    def line(self) -> EditLine:
        return self.grid.line

    @property
    def text(self) -> str:
        return self.grid.line.text

    @property
    def active(self) -> bool:
        return self.grid.typing

    @active.setter
    def active(self, on: bool) -> None:
        self.grid.typing = on

    def insert(self, s: str) -> None:
        self.grid._insert(s)


class PadSearch:
    """The search box's place in the D-pad's focus, and its on-screen keys."""

    def __init__(self, scene: MenuScene, grid: ShapePicker) -> None:
        self.scene = scene
        self.at_box = False  # the focus is on the search box (over the picker's cards)
        field = SearchField(grid)
        self.keys = OnScreenKeys("search", field, self.done, self.typed, around=self._in_sight)
        self.keys.within = lambda: (grid.rect.left, grid.rect.right)  # (off the choices' column)
        grid.search_keys = self.way_in

    def way_in(self) -> str:
        """What the search box's hint names as the way in: / after a keyboard's or a mouse's
        press; after a pad's, A on the lit box, Up then A from the shapes, and none from
        elsewhere (s163: it said "( / )" to a pad, which has no /)."""
        s = self.scene
        if not pad_last():
            return "/"
        if self.at_box:
            return "A"
        return "Up, A" if s.focus_order[s.focus] is s.grid else ""

    def start(self) -> None:
        """/ or Ctrl+F (or A on the box): typing in the search box, its last query selected."""
        s = self.scene
        if not s.custom:
            s.open_custom()
        if not s.grid.typing:  # a search again: typing replaces its last query
            s.grid.typing = True
            s.grid.line.select_all()
        s._set_focus(s.focus_order.index(s.grid))

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the keys took `event`; keys put away by it (B, Close) end the typing,
        the filter kept."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.at_box = False  # (a click picks a card or types: no lit box)
        if not self.keys.handle(event):
            return False
        if not self.keys.shown:
            self._finish()
        self.scene.full_redraw = True
        return True

    def key(self, event: pygame.event.Event) -> bool:
        """A key on the picker (not typing): Up to the box, Down back, A / Enter on it
        searches; True when used."""
        s, k = self.scene, event.key
        if s.focus_order[s.focus] is not s.grid or event.mod & pygame.KMOD_SHIFT:
            self.at_box = False
            return False
        if not self.at_box:
            self.at_box = k == pygame.K_UP
            return self.at_box
        self.at_box = False
        if k == pygame.K_DOWN:
            return True
        if k in ENTER_KEYS:
            self.start()
            if getattr(event, "pad", False):
                self._pick_on_top()
                if self.keys.place(s.size, self._scale(), self._in_sight()):
                    self.keys.open()
            return True
        return False  # (Up goes on to the control above; Left / Right pick a card)

    def typed(self) -> None:
        """A key typed or deleted: the shapes filter as the keyboard's letters do."""
        g = self.scene.grid
        g.set_query(g.line.text, g.line.caret)
        self._pick_on_top()  # (in sight over the keys)
        self.scene.choice.update_slider(reset=True)
        self.scene.choice.changed()

    def done(self) -> None:
        self.keys.close()
        self._finish()

    def _finish(self) -> None:
        """Out of the search box as Enter leaves it (a filter showing nothing cleared)."""
        if self.scene.grid.key(_ENTER):
            self.scene.choice.changed()

    def _in_sight(self) -> list[pygame.Rect]:
        """The shapes the keys keep clear of where the window has the room: down to the
        picked card (s163: at 800x600 a pick the search still matched stayed picked under
        them), else the first row of those the search shows (they hid every match, s161)."""
        g = self.scene.grid
        view, cards = g.view, g.cards

        def seen(r: pygame.Rect) -> bool:
            return r.h > 0 and view.y < r.bottom and r.y < view.bottom

        pick = cards[g.index] if g.names else pygame.Rect(0, 0, 0, 0)
        last = pick if seen(pick) else next((r for r in (cards[k] for k in g.shown()) if seen(r)), None)
        if last is None:  # no match: its "No shape matches" line (s163: under the keys)
            return [pygame.Rect(view.x, view.y, view.w, g.px(60))] if g.query else []
        return [pygame.Rect(view.x, view.y, view.w, min(last.bottom, view.bottom) - view.y)]

    def _pick_on_top(self) -> None:
        """The picked card's row the first in view (under it the keys have the most room),
        or the list's end where it is in the last screenful: from the end, ensure_visible
        scrolls back just far enough."""
        g = self.scene.grid
        g.scroll_by(g.max_scroll)
        g.ensure_visible(g.index)

    def _scale(self) -> float:
        return theme.ui_scale(self.scene.size, self.scene.midend.settings)

    def draw(self, surface: pygame.Surface) -> None:
        """The lit box's focus ring, the keys over the panel."""
        s = self.scene
        if not s.custom:
            return
        if self.at_box and s.keyboard and s.focus_order[s.focus] is s.grid and not s.grid.typing:
            line = ring_lines(self._scale())[0]  # (s268: 3 px at 4K was a hairline)
            ring = s.grid.search_rect.inflate(2 * line + 2, 2 * line + 2)
            pygame.draw.rect(surface, theme.BLUE, ring, width=line, border_radius=13 + line)
        self.keys.redraw(surface, self._scale())
