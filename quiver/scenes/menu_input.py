"""The menu's keys and pointer (menu.py): the search box first, then the menu's keys, the
focused control's own, then the shortcuts; clicks and the wheel to the controls, then to
the picker (its search box and cards). What they do is the scene's."""

from __future__ import annotations

from typing import Protocol

import pygame

from quiver.engine.modes import Mode
from quiver.input import ENTER_KEYS, key_action, pressed, step_focus, wheel_steps
from quiver.render2d.widgets import Button, Segmented, Slider, Widget

from .base import greyed_click, hover_state
from .menu_choice import CustomChoice
from .menu_kept import open_kept
from .menu_search import PadSearch
from .picker import ShapePicker
from .picker_rows import row_card
from .screen_steps import home_step, screen_step, side_step

# keys before the focused control sees them (F1 before the plain slash, Shift+Tab before Tab)
MENU_KEYS = (
    (pygame.K_F1, 0, "legend"),
    (pygame.K_SLASH, pygame.KMOD_SHIFT, "legend"),
    (pygame.K_QUESTION, 0, "legend"),
    (pygame.K_SLASH, 0, "search"),
    (pygame.K_f, pygame.KMOD_CTRL, "search"),
    (pygame.K_ESCAPE, 0, "quit"),
    (pygame.K_UP, 0, "focus_back"),
    (pygame.K_TAB, pygame.KMOD_SHIFT, "focus_back"),
    (pygame.K_TAB, 0, "focus_next"),
    (pygame.K_DOWN, 0, "focus_next"),
)
# keys the focused control did not use
MENU_SHORTCUTS = (
    (pygame.K_PAGEUP, 0, "page_up"),
    (pygame.K_PAGEDOWN, 0, "page_down"),
    *((key, 0, "enter") for key in ENTER_KEYS),
    (pygame.K_LEFT, 0, "row_back"),  # a button: the one beside it (a choice turns with them)
    (pygame.K_RIGHT, 0, "row_next"),
    (pygame.K_d, 0, "daily"),
    (pygame.K_l, 0, "levels"),
    (pygame.K_o, 0, "settings"),
    (pygame.K_c, 0, "custom"),
    (pygame.K_k, 0, "kept"),
)
CUSTOM_ONLY = ("random", "seed", "back", "picture", "shape", "difficulty", "size", "specials", "arrows")


class MenuControls(Protocol):
    """What of the menu scene (menu.py) its input reads and calls (not importing its owner)."""

    mode: Mode
    status: dict[str, str | None]
    custom: bool
    choice: CustomChoice
    focus: int
    keyboard: bool
    pointer: tuple[int, int]
    full_redraw: bool
    grid: ShapePicker
    pad_search: PadSearch
    slider: Slider
    mode_seg: Segmented
    diff_seg: Segmented
    size_seg: Segmented
    special_seg: Segmented
    play_btn: Button
    continue_btn: Button
    kept_btn: Button
    custom_btn: Button
    back_btn: Button
    random_btn: Button
    daily_btn: Button
    seed_btn: Button
    picture_btn: Button
    help_btn: Button
    quit_btn: Button
    levels_btn: Button
    settings_btn: Button

    def open_legend(self) -> None: ...
    def open_custom(self) -> None: ...
    def open_daily(self) -> None: ...
    def open_levels(self) -> None: ...
    def open_settings(self) -> None: ...
    def press_enter(self) -> None: ...
    def escape(self) -> None: ...
    def play_random(self) -> None: ...
    def play_continue(self) -> None: ...
    def _search(self) -> None: ...
    def _set_focus(self, k: int) -> None: ...

    @property
    def focus_order(self) -> list[Widget | ShapePicker]: ...


class MenuInput:
    """Turns the menu's events into its scene's actions (handle_event: None when used)."""

    def __init__(self, scene: MenuControls) -> None:
        self.scene = scene
        self.crossed: int | None = None  # the key that last crossed to another column

    def takes_press(self, pos) -> bool:
        """A press at `pos` on a control shown but a Play button: in a quick build's first
        0.3 s (no panel yet) it cancels the build and is the menu's (s96)."""
        s = self.scene
        return any(w.rect.collidepoint(pos) for w in s.focus_order if w not in (s.play_btn, s.random_btn))

    def handle_event(self, event):
        if self.scene.pad_search.handle(event):  # the search's on-screen keys, while up
            return None
        if event.type == pygame.KEYDOWN:
            self._handle_key(event)
            return None
        return self._handle_pointer(event)

    def _handle_key(self, event: pygame.event.Event) -> None:
        """The search box first, then the menu keys, the focused control, the shortcuts."""
        s = self.scene
        k = event.key
        if getattr(event, "repeat", False):
            if k == self.crossed:  # a held Left / Right stops where it crossed to (_along_row)
                return
        else:
            self.crossed = None
        ringed, s.keyboard = s.keyboard, True  # (the focus ring shown before this key)
        s.full_redraw = True
        if s.grid.typing and s.custom:
            before = s.grid.value
            if s.grid.key(event):
                if s.grid.value != before:
                    s.choice.update_slider(reset=True)
                s.choice.changed()
                return
        if s.custom and not s.grid.typing and self._grid_row(event):  # Up / Down in the shapes
            return
        if s.custom and not s.grid.typing and s.pad_search.key(event):  # the lit search box
            return
        action = key_action(MENU_KEYS, event)
        if action is None:  # the focused control's own keys
            w = s.focus_order[s.focus]
            if k in ENTER_KEYS and ringed and isinstance(w, Segmented | Slider):  # a ringed choice:
                self._enter_on_choice(w)  # Enter (a pad's A) plays nothing (s166: A on Difficulty
                return  # started the lesson; one clicked shows no ring: Enter plays, as it did)
            if w is s.grid:
                if k in (pygame.K_LEFT, pygame.K_RIGHT):
                    held = getattr(event, "repeat", False)  # (a held key stops at the ends)
                    s.choice.select_shape(s.grid.step(1 if k == pygame.K_RIGHT else -1, held))
                    return
            elif self._choice_end(w, event):  # a fresh press past a choice's end: the next control
                return
            elif w.key(k, getattr(event, "repeat", False)) if isinstance(w, Slider) else w.key(k):
                s.full_redraw = True  # (a held arrow key moves the slider faster: Slider.key)
                return
            action = key_action(MENU_SHORTCUTS, event)
        if action is not None:
            self._key_actions(event)[action]()

    def _choice_end(self, w: Widget | ShapePicker, event: pygame.event.Event) -> bool:
        """Left or Right pressed afresh on a choice at its end that way: on as past a row's
        end (s185: Special arrows, beside Size, had no way in by the arrows). True: moved."""
        s, k = self.scene, event.key
        if not s.custom or k not in (pygame.K_LEFT, pygame.K_RIGHT) or getattr(event, "repeat", False):
            return False
        if isinstance(w, Segmented):
            at, ends = w.index, (0, len(w.options) - 1)
        elif isinstance(w, Slider):
            at, ends = w.value, (w.lo, w.hi)
        else:
            return False
        if at != ends[k == pygame.K_RIGHT]:
            return False
        was = s.focus
        self._cross(1 if k == pygame.K_RIGHT else -1, event)
        return s.focus != was

    def _enter_on_choice(self, w: Segmented | Slider) -> None:
        """Enter on a choice turns it as Space does (as Settings' Enter does); on the arrow
        count, which has no next, it goes on to Play this puzzle. Only a Play button plays."""
        s = self.scene
        if isinstance(w, Segmented):
            w.key(pygame.K_SPACE)
        elif s.random_btn in s.focus_order:
            s._set_focus(s.focus_order.index(s.random_btn))

    def _grid_row(self, event: pygame.event.Event) -> bool:
        """Up / Down on the shapes: the card a row up or down, the grid left (for the search
        box above it, the control below) only from its first or last row, and not by a held
        key's repeat (it stops there). True when used."""
        s, k = self.scene, event.key
        if s.focus_order[s.focus] is not s.grid or k not in (pygame.K_UP, pygame.K_DOWN):
            return False
        if s.pad_search.at_box or event.mod & pygame.KMOD_SHIFT:
            return False
        g = s.grid
        to = row_card(g.cards, g.shown(), g.index, 1 if k == pygame.K_DOWN else -1)
        if to is not None:
            s.choice.select_shape(to)
        return to is not None or getattr(event, "repeat", False)

    def _handle_pointer(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Mouse and wheel: the widgets, then the picker (its wheel, hover, search box and
        cards). None when used."""
        s = self.scene
        et = event.type
        if s.keyboard and pressed(event):
            s.keyboard = False  # (a click, not a wheel notch's legacy press: the ring stays)
            s.full_redraw = True
        hovered = hover_state(s.focus_order) if et == pygame.MOUSEMOTION else None
        if self._greyed_click(event):
            return None
        used = False
        for k, w in enumerate(s.focus_order):
            if isinstance(w, ShapePicker):  # the picker's clicks come last (below)
                continue
            if w.handle(event):
                used = True
                if et == pygame.MOUSEBUTTONDOWN:
                    s.focus = k
                break
        if et in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            s.pointer = event.pos
        if not s.custom:  # the home view: no picker
            if used or (et == pygame.MOUSEMOTION and hover_state(s.focus_order) != hovered):
                s.full_redraw = True
                return None
            return event
        if et == pygame.MOUSEWHEEL and s.grid.rect.collidepoint(s.pointer):
            s.grid.wheel(wheel_steps(event))
            s.full_redraw = True
            return None
        if et == pygame.MOUSEMOTION:
            s.grid.hover = s.grid.card_at(event.pos)
            if hover_state(s.focus_order) != hovered:  # redraw only what looks different
                s.full_redraw = True
        if not used and et == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            used = self._click_picker(event.pos)
        if used:
            s.full_redraw = True
            return None
        return event

    def _greyed_click(self, event: pygame.event.Event) -> bool:
        """A click on a Play greyed for a mode not shown here says why, as Enter does."""
        s = self.scene
        if event.type != pygame.MOUSEBUTTONUP or getattr(event, "button", 1) != 1:
            return False
        if s.status[s.mode] is None:
            return False
        for button, action in ((s.play_btn, s.play_continue), (s.random_btn, s.play_random)):
            if button in s.focus_order and greyed_click(event, button):
                action()
                return True
        return False

    def _click_picker(self, pos: tuple[int, int]) -> bool:
        """A click into the picker: the search box (in or out of it) or a shape's card."""
        s = self.scene
        used = False
        typing = s.grid.search_rect.collidepoint(pos)
        if typing != s.grid.typing:
            s.grid.typing = typing
            used = True
        if typing:  # the caret where it was clicked
            s.grid.click_caret(pos[0])
        if not typing:  # a click out of the box keeps the search's pick, as Enter does
            s.grid.before_search = None
        k = s.grid.card_at(pos)
        if k >= 0:
            s.focus = s.focus_order.index(s.grid)
            s.choice.select_shape(k)
            used = True
        return used

    def _key_actions(self, event: pygame.event.Event) -> dict:
        s = self.scene
        return {
            "legend": s.open_legend,
            "search": s._search,
            "quit": s.escape,
            "custom": s.open_custom,
            "kept": lambda: open_kept(s),
            "enter": s.press_enter,
            "focus_back": lambda: self._step(-1, event),
            "focus_next": lambda: self._step(1, event),
            "row_back": lambda: self._along_row(-1, event),
            "row_next": lambda: self._along_row(1, event),
            # the picker scrolls whatever has the focus
            "page_up": lambda: self._page(-1),
            "page_down": lambda: self._page(1),
            "daily": s.open_daily,
            "levels": s.open_levels,
            "settings": s.open_settings,
        }

    def _step(self, step: int, event: pygame.event.Event) -> None:
        """Up / Down, Tab / Shift+Tab: the next control (`step` 1) or the one before, in the
        keyboard's order, but by Up and Down as on screen around the shapes (_off_grid)."""
        s = self.scene
        if not self._off_grid(step, event):
            s._set_focus(step_focus(s.focus, step, len(s.focus_order), event))

    def _off_grid(self, step: int, event: pygame.event.Event) -> bool:
        """Up (`step` -1) or Down on the Custom panel and the home menu (home_step, s369: it
        wraps): the control on screen that way (s172: Up from the search box went back in the
        keyboard's order; s176: at 480x360 Down on Your picture went up to the shapes, and Down
        on Size or Enter seed to the control beside it): the nearest over or under this one's
        span, else the nearest that way in any column (screen_step); none: it stays. Onto the
        shapes: the search box from above, the picked card from below. False: not Up / Down
        (Tab and Shift+Tab keep the order)."""
        s, rects = self.scene, [w.rect for w in self.scene.focus_order]
        if event.key not in (pygame.K_UP, pygame.K_DOWN):
            return False
        at, held = s.focus_order[s.focus].rect, getattr(event, "repeat", False)
        to = screen_step(at, rects, step) if s.custom else home_step(at, rects, step, held)
        if to is not None:
            s._set_focus(to)
        if to is not None and s.focus_order[to] is s.grid:
            s.pad_search.at_box = step > 0
            s.grid.ensure_visible(s.grid.index)
        return True

    def _along_row(self, step: int, event: pygame.event.Event) -> None:
        """Left (`step` -1) or Right on a button: the nearest button that way in its row
        (stranger s49: Right on Daily did nothing). Never on to a control that takes Left
        and Right itself in its row; Play, alone in its row, stays. Past a row's end on the
        Custom panel a fresh press goes to the control that way on screen (s185: at 480x360
        the choices were out of the arrows' reach from the column where the panel opens)."""
        s = self.scene
        here = s.focus_order[s.focus].rect
        ahead = [
            (abs(w.rect.centerx - here.centerx), k)
            for k, w in enumerate(s.focus_order)
            if isinstance(w, Button)
            and w.rect.top < here.centery < w.rect.bottom
            and (w.rect.centerx - here.centerx) * step > 0
        ]
        if ahead:
            s._set_focus(min(ahead)[1])
        elif s.custom and not getattr(event, "repeat", False):
            self._cross(step, event)

    def _cross(self, step: int, event: pygame.event.Event) -> None:
        """To the nearest control Left (`step` -1) or Right on screen (side_step), a held
        key stopping there (`crossed`)."""
        s = self.scene
        to = side_step(s.focus_order[s.focus].rect, [w.rect for w in s.focus_order], step)
        if to is not None:
            s._set_focus(to)
            self.crossed = event.key
            if s.focus_order[to] is s.grid:  # (onto the picked card, not the search box)
                s.pad_search.at_box = False
                s.grid.ensure_visible(s.grid.index)

    def _page(self, step: int) -> None:  # Page Up / Down scroll the picker (on the Custom panel)
        s = self.scene
        if s.custom:
            s.grid.page(step)

    def widget_center(self, name: str) -> tuple[int, int]:
        """Pixel centre of a control by name (tests drive the menu with it). A control of
        the Custom panel opens the panel first, as its button would."""
        s = self.scene
        if not s.custom and name.split(":")[0] in CUSTOM_ONLY:
            s.open_custom()
        table = {
            "play": s.play_btn,
            "custom": s.custom_btn,
            "back": s.back_btn,
            "random": s.random_btn,
            "daily": s.daily_btn,
            "seed": s.seed_btn,
            "picture": s.picture_btn,
            "help": s.help_btn,
            "quit": s.quit_btn,
            "continue": s.continue_btn,
            "kept": s.kept_btn,
            "levels": s.levels_btn,
            "settings": s.settings_btn,
        }
        if name in table:
            return table[name].rect.center
        if name.startswith("shape:"):
            return s.grid.card_center(name[6:])
        for prefix, seg in (
            ("mode:", s.mode_seg),
            ("difficulty:", s.diff_seg),
            ("size:", s.size_seg),
            ("specials:", s.special_seg),
        ):
            if name.startswith(prefix):
                labels = [o.lower() for o in seg.options]
                return seg.part(labels.index(name[len(prefix) :].lower())).center
        if name.startswith("arrows:"):
            return s.slider.x_for(int(name[7:])), s.slider.rect.centery
        raise KeyError(name)
