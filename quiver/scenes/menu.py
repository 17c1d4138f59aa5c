"""The main menu. Its home view (menu_home.py): the mode and one big Play, which goes on
with that mode's campaign (the very first time: the mode's lesson, then level 1); Daily,
Levels and Custom puzzle one key away; How to play, Settings, Quit.

The Custom panel (C, or the Custom puzzle button): mode, shape (the picker: quiver/scenes/picker.py),
difficulty, size, special arrows, arrow count with the exact count once built, then Play this
puzzle; Enter seed / code; Back (Esc); Your picture (a PNG or .vox: quiver/scenes/picture.py).

Mouse: click anything; the wheel over the slider nudges it. Keyboard: Up / Down / Tab move between
controls, Left / Right change the focused row, Enter presses the focused button (Play at first), /
(or Ctrl+F) searches the shapes, L levels, D daily, O settings, C the Custom panel, K Continue (a
puzzle kept mid-way: menu_kept.py); Esc leaves the Custom panel, and on the home view asks (Stay ringed).
"""

from __future__ import annotations

import pygame

from quiver.engine.modes import MODES, Difficulty, Mode, Specials
from quiver.game import code as codes
from quiver.game.journey import FreePuzzle, PuzzleRequest, ToastKind
from quiver.game.prebuild import Prebuild
from quiver.game.worker import start_generation
from quiver.render2d.widgets import Button, Segmented, Slider, Widget, legible_keys
from quiver.style import palette

from . import menu_scroll
from .base import Ports, settle_hover
from .daily_modes import last_shown
from .menu_choice import DIFF_LABELS, SIZES, SPECIAL_LABELS, CustomChoice
from .menu_draw import layout_menu
from .menu_home import draw_home, layout_home, refresh_home, turn_day
from .menu_input import MENU_KEYS, MenuInput
from .menu_kept import kept_button
from .menu_opens import MenuOpens
from .menu_places import MenuToasts, scrolls
from .menu_search import PadSearch
from .modes import MODE_LABELS, mode_status
from .page_scroll import places_in_window
from .picker import ShapePicker

__all__ = ["MENU_KEYS", "MenuScene"]
PICTURE_HOW = "drop a PNG on the window, or type or paste a path"


@places_in_window(menu_scroll.scroll)  # (its toasts: in the window, whatever its scroll)
class MenuScene(MenuToasts, MenuOpens):
    """The menu: its controls and what they do; the Custom panel's choice is CustomChoice
    (menu_choice.py), the screens it opens MenuOpens (menu_opens.py), its keys and pointer
    MenuInput (menu_input.py), its layout and drawing menu_draw.py and menu_home.py."""

    name = "menu"
    right_back = True  # a right click: Esc on the Custom panel (back_by_right_click)
    guest_slots = 1  # a saved file's path from a puzzle left: under the buttons, or not at all
    esc_own = True  # Esc here only asks (or goes home): the player's however soon (input_keys)

    def __init__(self, ports: Ports) -> None:
        super().__init__(ports)
        self.status = mode_status(ports.display)
        kept = last_shown(self.midend, Mode.TWO_D, ports.display)  # the mode last picked or played
        self.mode = Mode(kept) if self.status.get(kept) is None else Mode.TWO_D  # (s336: not 2D each run)
        self.difficulty, self.size_choice = Difficulty.MEDIUM, "M"
        self._error: str | None = None
        self.arrow_labels: tuple = ()
        self.picture_label = "Your picture"  # its whole label, fitted to its button (menu_draw)
        self.custom = False  # the Custom panel shows instead of the home view
        self.choice = CustomChoice(self, layout_menu)  # what the Custom panel will play
        self._make_widgets()
        self.focus = 1  # Play (the home view's first button after the mode)
        self.streak, self.daily_done, self.keyboard = 0, False, False  # (rings once the keyboard is used)
        self.pointer = (0, 0)  # where the mouse last was (the wheel scrolls what it is over)
        self.cells = 0
        # Play this puzzle's board is built as the choice settles: its own count, and it opens at once
        self.seed = self.midend.random_seed()
        self.wanted: codes.PuzzleSpec | None = None
        self._handed: tuple[codes.PuzzleSpec, int] | None = None  # Play's code and its seed
        self.prebuild = Prebuild(
            lambda code: start_generation(code, inline=not ports.display.realtime), self.clock
        )
        self.active = True  # on top (a scene over it stops the background build)
        self._stale = False  # resized while covered: laid out again when shown (`_shown`)
        self.input = MenuInput(self)  # keys and pointer -> the actions below
        self.choice.load_mode()
        self.layout()

    def _make_widgets(self) -> None:
        """The controls, in their keyboard focus order."""
        disabled = [self.status[m] is not None for m in MODES]
        index = MODES.index(self.mode)
        self.mode_seg = Segmented([MODE_LABELS[m] for m in MODES], index, self._on_mode, disabled=disabled)
        self.diff_seg = Segmented(DIFF_LABELS, 1, self.choice.on_difficulty)
        self.size_seg = Segmented(SIZES, 1, self.choice.on_size)
        self.specials = Specials.NONE
        self.special_seg = Segmented(SPECIAL_LABELS, 0, self.choice.on_specials)
        self.slider = Slider(1, 2, 1, self.choice.on_arrows)
        self.grid = ShapePicker(lambda n: self.choice.shape(self.mode, n, None), self.choice.shape_theme)
        self.pad_search: PadSearch = PadSearch(self, self.grid)  # the search by pad (menu_search)
        self.random_btn = Button("Play this puzzle", self.play_random, primary=True, sub="Enter")
        self.play_btn = Button("Play", self.play_continue, primary=True, sub="Enter")
        self.continue_btn = self.play_btn  # the campaign's Continue is Play now (tests read it)
        self.kept_btn = kept_button(self)  # a kept puzzle's Continue: in home_order while one is kept
        self.custom_btn = Button("Custom puzzle", self.open_custom, sub="C")
        self.back_btn = Button("Back", self.close_custom, sub="Esc")
        self.levels_btn = Button("Levels", self.open_levels, sub="L")
        self.daily_btn = Button("Daily", self.open_daily, sub="D", colour=(255, 244, 222))
        self.seed_btn = Button("Enter seed", self.enter_seed, sub="or a code")
        self.picture_btn = Button("Your picture", self.open_picture, sub=PICTURE_HOW)
        self.settings_btn = Button("Settings", self.open_settings, sub="O")
        self.quit_btn = Button("Quit", self.ask_quit, sub="Esc")
        self.help_btn = Button("How to play", self.open_legend, sub="F1")
        legible_keys(*(b for b in vars(self).values() if isinstance(b, Button)))  # home and Custom
        self.home_focus: Widget | ShapePicker = self.play_btn  # (focused again as Custom closes)
        self.home_order: list[Widget | ShapePicker] = [
            self.mode_seg,
            self.play_btn,
            self.daily_btn,
            self.levels_btn,
            self.custom_btn,
            self.help_btn,
            self.settings_btn,
            self.quit_btn,
        ]
        self.custom_order: list[Widget | ShapePicker] = [  # as read: the top right, the column
            self.help_btn,  # of choices down, then the shapes beside (or under) it
            self.settings_btn,
            self.mode_seg,
            self.diff_seg,
            self.size_seg,
            self.special_seg,
            self.slider,
            self.random_btn,
            self.seed_btn,
            self.back_btn,
            self.picture_btn,
            self.grid,
        ]

    @property
    def screen_view(self) -> bool:  # home or Custom: one screen to input.StrayClick, not two
        return self.custom

    def takes_press(self, pos) -> bool:  # (loading.LoadingScene: a quick build's first 0.3 s)
        return self.input.takes_press(pos)

    @property
    def focus_order(self) -> list[Widget | ShapePicker]:
        """The controls of the view on screen, in keyboard order."""
        return self.custom_order if self.custom else self.home_order

    def open_custom(self) -> None:
        """The Custom panel: the generator's choices, the exact count, the shape's card in view."""
        self.home_focus = self.home_focus if self.custom else self.focus_order[self.focus]  # (s98)
        self._view(True, self.random_btn)
        self.grid.ensure_visible(self.grid.index)

    def close_custom(self) -> None:  # home, the focus where it was (s98: on Play, unlike Daily's)
        self._view(False, self.home_focus)

    def _view(self, custom: bool, first: Widget | ShapePicker) -> None:
        """The panel or home, `first` focused, lit only under the pointer (not the view left's)."""
        self.feedback.sound("click")
        self.custom, self.grid.typing = custom, False  # (a search goes on typing after it: _search)
        self.focus = self.focus_order.index(first)
        self.layout()
        settle_hover(self.focus_order)

    def shown_mode(self) -> str | None:
        return self.mode

    def _on_mode(self, label) -> None:
        self.choice.on_mode(label)

    def chosen_shape(self):
        return self.choice.chosen_shape()

    def arrow_count(self) -> tuple[int, bool]:
        return self.choice.arrow_count()

    def current_code(self, seed: int) -> codes.PuzzleSpec:
        return self.choice.current_code(seed)

    def picture_choices(self) -> tuple[str, float]:
        return self.choice.picture_choices()

    # -- model ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        turn_day(self)  # open over UTC midnight: the Daily button's tick and streak re-read
        if not self.active or not self.custom:  # the home view builds nothing ahead
            return
        self.prebuild.want(self.wanted)
        steady = not palette.blink_on(self.midend.settings)  # (reduced motion: the caret holds)
        if self.prebuild.update() | self.grid.tick(self.clock(), steady):  # (both: a shape built, a blink)
            self.full_redraw = True

    def animating(self) -> bool:
        # the loop keeps polling while the background build runs (else it sleeps on events)
        return self.active and self.custom and self.prebuild.pending

    def wake_at(self) -> float | None:
        return self.grid.due(self.clock()) if self.active and self.custom else None

    def refresh(self) -> None:
        """Re-read what comes from outside: the date, the streak, campaign progress."""
        refresh_home(self)

    # -- actions -------------------------------------------------------------------------
    def play_random(self) -> None:
        if self.status[self.mode] is not None:
            self.error = self.status[self.mode]
            self.full_redraw = True
            return
        self.start(lambda: self.current_code(self.seed), reuse=True)

    def play_daily(self) -> None:
        """Play today's daily puzzle at once."""
        self.feedback.sound("click")
        self.journeys.daily()

    def play_continue(self) -> None:
        if self.status[self.mode] is not None:
            self.error = self.status[self.mode]
            self.full_redraw = True
            return
        self.feedback.sound("click")
        self.journeys.level(self.mode)

    def start(self, make_code, reuse: bool = False) -> None:
        """Play the code ``make_code()`` gives; reuse: take the background build of that
        code (finished or not) instead of building it again."""
        try:
            code = make_code()
        except ValueError as e:
            self.error = str(e)
            self.full_redraw = True
            return
        self.feedback.sound("click")
        job = self.prebuild.take(code) if reuse else None
        if reuse:  # the next Random puzzle is another one (unless this build is cancelled)
            self._handed = (code, self.seed)
            self.seed = self.midend.random_seed()
            self.choice.choose_wanted()
        self.journeys.open(PuzzleRequest(FreePuzzle(), code), job)

    def build_cancelled(self, code: object) -> None:
        """Esc on the loading screen of Play this puzzle: the code it showed is the one
        Play this puzzle plays again (playtest: it built the next random seed instead)."""
        if self._handed is not None and self._handed[0] == code:
            self.seed = self._handed[1]
            self.choice.choose_wanted()
        self._handed = None
        from .entry_card import typed_again  # one typed in an entry card: that card again, as typed

        typed_again(self, code)

    def escape(self) -> None:
        """Esc: out of the search box, out of the Custom panel, else ask to quit."""
        if self.grid.typing:
            self.grid.typing = False
            self.full_redraw = True
        elif self.custom:
            self.close_custom()
        else:
            self.ask_quit(by_esc=True)

    def back_by_right_click(self) -> bool:
        """A right click goes back (Esc) out of the Custom panel; the home view has no back."""
        return self.custom

    def press_enter(self) -> None:
        """Enter on no focused button: Play (home), Play this puzzle (Custom)."""
        if self.custom:
            self.play_random()
        else:
            self.play_continue()

    # -- layout --------------------------------------------------------------------------
    def layout(self) -> None:
        self.rows_y = menu_scroll.lay_out_custom(self) if self.custom else layout_home(self)
        self.choice.changed()

    def resize(self, size) -> None:
        super().resize(size)
        if self.active:
            self._lay_out_again()
        else:  # under a puzzle: once when shown again, not at each resize (~1 ms each, s250)
            self._stale = True

    def _lay_out_again(self) -> None:
        self._stale = False
        self.layout()
        self.choice.warm_again()  # (the panel's thumbnails for the new size: custom_warm)

    def _shown(self) -> None:
        """Shown again (uncovered, or drawn under an overlay): laid out for the size the
        window took while it was covered."""
        if self._stale:
            self._lay_out_again()

    def pointer_under_toast(self, pos: tuple[int, int]) -> None:
        """The wheel scrolls the picker under a toast too (s348: it heard of no move there); the
        toast hides the card under it, so none is hovered."""
        self.pointer = pos
        if self.custom and self.grid.hover >= 0:
            self.grid.hover, self.full_redraw = -1, True

    @property
    def toasts_apart(self) -> bool:  # type: ignore[override]
        return self.custom  # (the Custom panel: one toast a place cannot hold goes in another)

    toasts_wait = toasts_never_over_controls = property(scrolls)  # (the Custom panel, scrolling)

    def resume(self) -> None:
        self._shown()
        self.status = mode_status(self.ports.display)
        self.choice.follow(Mode(last_shown(self.midend, self.mode, self.ports.display)))  # (a Daily tab)
        settle_hover(self.focus_order)
        self.enter()

    def pause(self) -> None:
        self.active = False
        self._withdraw_status()
        if self.prebuild.pending:  # a build nobody waits for: not behind another scene
            self.prebuild.cancel()

    def enter(self) -> None:
        self.active = True
        self.refresh()

    def exit(self) -> None:
        self.prebuild.cancel()
        self._withdraw_status()

    def _withdraw_status(self) -> None:
        """Why a mode cannot be played here ("3D needs OpenGL ...") is the menu's toast:
        it does not stay over the next screen."""
        for why in self.status.values():
            if why:
                self.feedback.withdraw(" ".join(why.split()))

    def stop_work(self) -> None:
        self.prebuild.cancel()

    # -- events (menu_input.py) -----------------------------------------------------------
    def handle_event(self, event):
        if menu_scroll.take(self, event):  # (the home view at a big Size of menus: it scrolls)
            return None
        out = self.input.handle_event(event)
        if event.type == pygame.KEYDOWN:
            menu_scroll.into_view(self)  # (the focus moved off screen: scrolled to it)
        return out

    def widget_center(self, name: str) -> tuple[int, int]:
        """Pixel centre of a control by name (tests drive the menu with it)."""
        return self.input.widget_center(name)

    def _set_focus(self, k: int) -> None:
        self.focus = k % len(self.focus_order)
        self.full_redraw = True

    def _search(self) -> None:  # (/, Ctrl+F; a pad's A on the lit box: menu_search.py)
        self.pad_search.start()

    def repeats(self, event) -> bool:
        return self.pad_search.keys.repeats(event)  # (held X deletes on)

    def typing_here(self) -> bool:
        """Typing in the shape search: its keys are text (input_heard.in_a_field, s366)."""
        return bool(self.custom and self.grid.typing)

    # -- drawing (menu_draw.py) -----------------------------------------------------------
    def draw(self, surface: pygame.Surface):
        self._shown()
        if not self.take_full_redraw():
            return []
        (menu_scroll.draw_custom if self.custom else draw_home)(self, surface)
        self.pad_search.draw(surface)  # (on the Custom panel: its lit box, its keys)
        return True

    @property
    def error(self) -> str | None:
        """The last problem to tell the player (shown as a toast when set)."""
        return self._error

    @error.setter
    def error(self, text: str | None) -> None:
        self._error = text
        if text:  # a capital first: a failed build's message may come in lower case (s191)
            said = " ".join(str(text).split())
            self.feedback.toast(said[:1].upper() + said[1:], ToastKind.WARN)
