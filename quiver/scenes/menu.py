"""The main menu. Its home view (menu_home.py): the mode and one big Play, which goes on
with that mode's campaign (the very first time: the mode's lesson, then level 1); Daily,
Levels and Custom puzzle one key away; How to play, Settings, Quit.

The Custom panel (C, or the Custom puzzle button): mode, shape (the picker:
quiver/scenes/picker.py), difficulty, size, special arrows, arrow count with the exact
count once built, then Play this puzzle; Enter seed / code; Back (Esc); Your picture
(a PNG or .vox of the player's own: quiver/scenes/picture.py).

Mouse: click anything; the wheel over the slider nudges it. Keyboard: Up / Down / Tab
move between controls, Left / Right change the focused row, Enter presses the focused
button (Play at first), / (or Ctrl+F) searches the shapes, L levels, D daily, O settings,
C the Custom panel; Esc leaves the Custom panel, and on the home view asks before it
quits (Enter quits, Esc stays).
"""

from __future__ import annotations

import contextlib

import pygame

from quiver.engine.modes import MODES, Difficulty, Mode, Specials
from quiver.game import code as codes
from quiver.game.journey import FreePuzzle, PuzzleRequest, ToastKind
from quiver.game.picture import picture_label
from quiver.game.prebuild import Prebuild
from quiver.game.worker import start_generation
from quiver.input import ENTER_KEYS, key_action, step_focus, wheel_steps
from quiver.render2d.widgets import Button, Segmented, Slider, Widget
from quiver.shapes import ShapeError, list_shapes, make_shape, shape_theme

from .base import Ports, Scene, hover_state
from .menu_draw import draw_menu, layout_menu
from .menu_home import draw_home, layout_home, levels_sub, play_sub
from .modes import MODE_LABELS, mode_status
from .picker import ShapePicker

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
    (pygame.K_d, 0, "daily"),
    (pygame.K_l, 0, "levels"),
    (pygame.K_o, 0, "settings"),
    (pygame.K_c, 0, "custom"),
)
CUSTOM_ONLY = ("random", "seed", "back", "picture", "shape", "difficulty", "size", "specials", "arrows")
SIZES = ("S", "M", "L", "XL")
SIZE_FACTORS = {"S": 0.75, "M": 1.0, "L": 1.6, "XL": 2.5}
DIFF_LABELS = ("Easy", "Medium", "Hard")
SPECIAL_LABELS = ("None", "Some", "Many")  # special arrows (RULES.md section 6)
PICTURE_HOW = "drop a PNG on the window, or type or paste a path"


class MenuScene(Scene):
    name = "menu"

    def __init__(self, ports: Ports) -> None:
        super().__init__(ports)
        self.status = mode_status(ports.display)
        self.mode = Mode.TWO_D
        self.difficulty = Difficulty.MEDIUM
        self.size_choice = "M"
        self._error: str | None = None
        self.arrow_labels: tuple = ()
        self.custom = False  # the Custom panel shows instead of the home view
        self._make_widgets()
        self.focus = 1  # Play (the home view's first button after the mode)
        self.streak = 0
        self.daily_done = False
        self.keyboard = False  # focus rings show once the keyboard is used
        self.pointer = (0, 0)  # where the mouse last was (the wheel scrolls what it is over)
        self._shape_cache: dict[tuple, object] = {}
        self.cells = 0
        # the puzzle Random puzzle would play is built in the background once the choice
        # settles, so the count shown is the board's own and Play opens it at once
        self.seed = self.midend.random_seed()
        self.wanted: codes.PuzzleSpec | None = None
        self._handed: tuple[codes.PuzzleSpec, int] | None = None  # Play's code and its seed
        self.prebuild = Prebuild(
            lambda code: start_generation(code, inline=not ports.display.realtime), self.clock
        )
        self.active = True  # on top (a scene over it stops the background build)
        self._load_mode()
        self.layout()

    def _make_widgets(self) -> None:
        """The controls, in their keyboard focus order."""
        self.mode_seg = Segmented(
            [MODE_LABELS[m] for m in MODES],
            0,
            self._on_mode,
            disabled=[self.status[m] is not None for m in MODES],
        )
        self.diff_seg = Segmented(DIFF_LABELS, 1, self._on_difficulty)
        self.size_seg = Segmented(SIZES, 1, self._on_size)
        self.specials = Specials.NONE
        self.special_seg = Segmented(SPECIAL_LABELS, 0, self._on_specials)
        self.slider = Slider(1, 2, 1, self._on_arrows)
        self.grid = ShapePicker(lambda n: self._shape(self.mode, n, None), lambda n: _theme(self.mode, n))
        self.random_btn = Button("Play this puzzle", self.play_random, primary=True, sub="Enter")
        self.play_btn = Button("Play", self.play_continue, primary=True, sub="Enter")
        self.continue_btn = self.play_btn  # the campaign's Continue is Play now
        self.custom_btn = Button("Custom puzzle", self.open_custom, sub="C")
        self.back_btn = Button("Back", self.close_custom, sub="Esc")
        self.levels_btn = Button("Levels", self.open_levels, sub="L")
        self.daily_btn = Button("Daily", self.open_daily, sub="D", colour=(255, 244, 222))
        self.seed_btn = Button("Enter seed", self.enter_seed, sub="or a code")
        self.picture_btn = Button("Your picture", self.open_picture, sub=PICTURE_HOW)
        self.settings_btn = Button("Settings", self.open_settings, sub="O")
        self.quit_btn = Button("Quit", self.ask_quit, sub="Esc")
        self.help_btn = Button("How to play", self.open_legend, sub="F1")
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
        self.custom_order: list[Widget | ShapePicker] = [
            self.mode_seg,
            self.grid,
            self.diff_seg,
            self.size_seg,
            self.special_seg,
            self.slider,
            self.random_btn,
            self.seed_btn,
            self.back_btn,
            self.picture_btn,
            self.help_btn,
            self.settings_btn,
        ]

    @property
    def focus_order(self) -> list[Widget | ShapePicker]:
        """The controls of the view on screen, in keyboard order."""
        return self.custom_order if self.custom else self.home_order

    def open_custom(self) -> None:
        """The Custom panel: the generator's choices, today's keys, the exact count."""
        self.feedback.sound("click")
        self.custom = True
        self.focus = self.custom_order.index(self.random_btn)
        self.layout()

    def close_custom(self) -> None:
        self.feedback.sound("click")
        self.custom = False
        self.grid.typing = False
        self.focus = self.home_order.index(self.play_btn)
        self.layout()

    # -- model ---------------------------------------------------------------------------
    def shown_mode(self) -> str | None:
        return self.mode

    def _shape(self, mode, name, size=None):
        key = (mode, name, size)
        if key not in self._shape_cache:
            try:
                self._shape_cache[key] = make_shape(mode, name, size)
            except (ShapeError, OSError):  # a shape that cannot be built: no preview
                self._shape_cache[key] = None
        return self._shape_cache[key]

    def _load_mode(self) -> None:
        names = list(_menu_shapes(self.mode))
        keep = self.grid.value
        self.grid.set_shapes(names)
        self.grid.index = names.index(keep) if keep in names else 0  # the same name, or the first
        self.grid.ensure_visible(self.grid.index)
        self._update_slider(reset=True)

    def chosen_size(self):
        """The size to ask for: the shape's default scaled by the S / M / L / XL choice."""
        name = self.grid.value
        base = self._shape(self.mode, name)
        if base is None:
            return None
        f = SIZE_FACTORS[self.size_choice]
        if f == 1.0:
            return None
        if self.mode == Mode.TWO_D:
            size = (max(3, round(base.size[0] * f)), max(3, round(base.size[1] * f)))
            return size if self._shape(self.mode, name, size) is not None else None
        # 3D / Flat: the nearest size toward the default that the shape accepts (a model
        # stops at 24, so its XL is as big as it goes rather than its M)
        want, home = max(2, round(max(base.size) * f)), max(base.size)
        step = 1 if want < home else -1
        for n in range(want, home, step):
            if self._shape(self.mode, name, n) is not None:
                return n
        return None

    def chosen_shape(self):
        return self._shape(self.mode, self.grid.value, self.chosen_size())

    def _update_slider(self, reset: bool) -> None:
        shape = self.chosen_shape()
        if shape is None:
            self.cells = 0
            self.slider.set_range(1, 1, 1)
            return
        self.cells = codes.cell_count(shape)
        lo, hi = codes.arrow_bounds(self.cells)
        default = codes.default_arrows(self.cells, self.difficulty)
        self.slider.set_range(lo, hi, default if reset else self.slider.value)

    def _on_mode(self, label) -> None:
        self.feedback.sound("click")
        self.mode = MODES[self.mode_seg.index]
        self._load_mode()
        self._refresh()

    def _on_difficulty(self, label) -> None:
        self.feedback.sound("click")
        old_default = codes.default_arrows(self.cells, self.difficulty) if self.cells else None
        self.difficulty = label.lower()
        self._update_slider(reset=self.slider.value == old_default)
        self._refresh()

    def _on_size(self, label) -> None:
        self.feedback.sound("click")
        self.size_choice = label
        self._update_slider(reset=True)
        self._refresh()

    def _on_specials(self, label) -> None:
        self.feedback.sound("click")
        self.specials = Specials(label.lower())
        self._refresh()

    def _on_arrows(self, value) -> None:
        self._refresh()

    def select_shape(self, k: int) -> None:
        if 0 <= k < len(self.grid.names) and k != self.grid.index:
            self.grid.index = k
            self.grid.ensure_visible(k)
            self._update_slider(reset=True)
            self.feedback.sound("click")
        self._refresh()

    def _refresh(self) -> None:
        self.error = None
        self.random_btn.enabled = self.status[self.mode] is None and self.chosen_shape() is not None
        self._choose_wanted()
        self.refresh()

    def _choose_wanted(self) -> None:
        """The code Random puzzle would play now (None if nothing can be played)."""
        self.wanted = None
        if self.random_btn.enabled:
            with contextlib.suppress(ValueError):  # Play will say what is wrong
                self.wanted = self.current_code(self.seed)

    def update(self, dt: float) -> None:
        if not self.active or not self.custom:  # the home view builds nothing ahead
            return
        self.prebuild.want(self.wanted)
        if self.prebuild.update():
            self.full_redraw = True

    def animating(self) -> bool:
        # the loop keeps polling while the background build runs (else it sleeps on events)
        return self.active and self.custom and self.prebuild.pending

    def arrow_count(self) -> tuple[int, bool]:
        """The arrow count to show and whether it is exact (the built board's) or the
        slider's request, which the generator lands near."""
        if self.prebuild.arrows is not None and self.prebuild.code == self.wanted:
            return self.prebuild.arrows, True
        return self.slider.value, False

    def refresh(self) -> None:
        """Re-read what comes from outside: the date, the streak, campaign progress."""
        today = self.midend.today()
        progress = self.midend.progress
        self.streak = self.midend.streak()
        self.daily_done = today.isoformat() in progress.daily and progress.daily[today.isoformat()].won
        if self.streak:
            self.daily_btn.sub = f"{self.streak} day{'s' if self.streak != 1 else ''} in a row"
        else:
            self.daily_btn.sub = "D"
        level = progress.current_level(self.mode) if progress is not None else 1
        self.play_btn.sub = play_sub(self, level)
        self.play_btn.enabled = self.status[self.mode] is None
        last = self.midend.settings.last_picture
        self.picture_btn.label = f"Your picture: {picture_label(last)}" if last else "Your picture"
        if progress is not None:
            cp = progress.campaigns.get(self.mode)
            stars = sum(r.stars for r in cp.levels.values()) if cp else 0
            self.levels_btn.sub = levels_sub(stars)
        self.full_redraw = True

    # -- actions -------------------------------------------------------------------------
    def current_code(self, seed: int) -> codes.PuzzleSpec:
        code = codes.complete(
            self.mode, self.grid.value, self.chosen_size(), self.slider.value, self.difficulty, seed
        )
        if self.specials == Specials.NONE:
            return code
        return code.with_specials(self.specials, codes.SPECIAL_KINDS)

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

    def open_daily(self) -> None:
        from .daily import DailyScene  # the screens the menu opens: imported when opened

        self.feedback.sound("click")
        self.stack.push(DailyScene(self.ports))

    def play_continue(self) -> None:
        if self.status[self.mode] is not None:
            self.error = self.status[self.mode]
            self.full_redraw = True
            return
        self.feedback.sound("click")
        self.journeys.level(self.mode)

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

    def picture_choices(self) -> tuple[str, float]:
        """The difficulty and size factor of the player's own picture (scenes/picture.py)."""
        return self.difficulty, SIZE_FACTORS[self.size_choice]

    def open_picture(self) -> None:
        from .picture import PictureScene

        self.feedback.sound("click")
        self.stack.push(PictureScene(self.ports))

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
            self._choose_wanted()
        self.journeys.open(PuzzleRequest(FreePuzzle(), code), job)

    def build_cancelled(self, code: object) -> None:
        """Esc on the loading screen of Play this puzzle: the code it showed is the one
        Play this puzzle plays again (playtest: it built the next random seed instead)."""
        if self._handed is not None and self._handed[0] == code:
            self.seed = self._handed[1]
            self._choose_wanted()
        self._handed = None

    def quit(self) -> None:
        self.stack.quit()

    def open_legend(self) -> None:
        """What the colours and glyphs mean in this mode, and its lesson again."""
        from .legend import LegendScene

        self.feedback.sound("click")
        self.stack.push(LegendScene(self.ports, self.mode))

    def ask_quit(self) -> None:
        """Quit asks first (Enter quits, Esc stays): a stray Esc should not end the game."""
        from .confirm import ConfirmScene

        self.feedback.sound("click")
        self.stack.push(ConfirmScene(self.ports, "Quit Quiver?", "Quit", self.quit))

    def escape(self) -> None:
        """Esc: out of the search box, out of the Custom panel, else ask to quit."""
        if self.grid.typing:
            self.grid.typing = False
            self.full_redraw = True
        elif self.custom:
            self.close_custom()
        else:
            self.ask_quit()

    def press_enter(self) -> None:
        """Enter on no focused button: Play (home), Play this puzzle (Custom)."""
        if self.custom:
            self.play_random()
        else:
            self.play_continue()

    # -- layout --------------------------------------------------------------------------
    def layout(self) -> None:
        self.rows_y = layout_menu(self) if self.custom else layout_home(self)
        self._refresh()

    def resize(self, size) -> None:
        super().resize(size)
        self.layout()

    def toast_slots(self) -> list[pygame.Rect]:
        """Toasts go over the title, down to the mode buttons, not over the buttons (round
        five: at 640x480 a corrupt save's two warnings hid Play and the row under it for
        ten seconds; round six: a refused setting's warning, after Settings closed, hid
        the Custom panel's Play this puzzle). The Custom panel's title band has How to
        play and Settings at its right: left of them where the toasts fit there, else
        over the picker's cards, which scroll (at 640x480 a long warning went over the
        whole band, How to play and Settings with it)."""
        band = pygame.Rect(0, 0, self.size[0], self.mode_seg.rect.y - 2)
        if not self.custom:
            return [band]
        return [pygame.Rect(0, 0, self.help_btn.rect.x - 8, band.h), self.grid.view]

    def resume(self) -> None:
        self.active = True
        self.status = mode_status(self.ports.display)
        self.refresh()

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

    # -- events --------------------------------------------------------------------------
    def _set_focus(self, k: int) -> None:
        self.focus = k % len(self.focus_order)
        self.full_redraw = True

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            self._handle_key(event)
            return None
        return self._handle_pointer(event)

    def _handle_key(self, event: pygame.event.Event) -> None:
        """The search box first, then the menu keys, the focused control, the shortcuts."""
        k = event.key
        self.keyboard = True
        self.full_redraw = True
        if self.grid.typing and self.custom:
            before = self.grid.value
            if self.grid.key(event):
                if self.grid.value != before:
                    self._update_slider(reset=True)
                self._refresh()
                return
        action = key_action(MENU_KEYS, event)
        if action is None:  # the focused control's own keys
            w = self.focus_order[self.focus]
            if w is self.grid:
                if k in (pygame.K_LEFT, pygame.K_RIGHT):
                    self.select_shape(self.grid.step(1 if k == pygame.K_RIGHT else -1))
                    return
            elif w.key(k):
                self.full_redraw = True
                return
            action = key_action(MENU_SHORTCUTS, event)
        if action is not None:
            self._key_actions(event)[action]()

    def _handle_pointer(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Mouse and wheel: the widgets, then the picker (its wheel, hover, search box and
        cards). None when used."""
        et = event.type
        if et == pygame.MOUSEBUTTONDOWN and self.keyboard:
            self.keyboard = False
            self.full_redraw = True
        hovered = hover_state(self.focus_order) if et == pygame.MOUSEMOTION else None
        if self._greyed_click(event):
            return None
        used = False
        for k, w in enumerate(self.focus_order):
            if isinstance(w, ShapePicker):  # the picker's clicks come last (below)
                continue
            if w.handle(event):
                used = True
                if et == pygame.MOUSEBUTTONDOWN:
                    self.focus = k
                break
        if et in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.pointer = event.pos
        if not self.custom:  # the home view: no picker
            if used or (et == pygame.MOUSEMOTION and hover_state(self.focus_order) != hovered):
                self.full_redraw = True
                return None
            return event
        if et == pygame.MOUSEWHEEL and self.grid.rect.collidepoint(self.pointer):
            self.grid.wheel(wheel_steps(event))
            self.full_redraw = True
            return None
        if et == pygame.MOUSEMOTION:
            self.grid.hover = self.grid.card_at(event.pos)
            if hover_state(self.focus_order) != hovered:  # redraw only what looks different
                self.full_redraw = True
        if not used and et == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            used = self._click_picker(event.pos)
        if used:
            self.full_redraw = True
            return None
        return event

    def _greyed_click(self, event: pygame.event.Event) -> bool:
        """A click on Play greyed for a mode this window cannot show says why, as Enter
        does (a greyed button takes no clicks of its own)."""
        if event.type != pygame.MOUSEBUTTONUP or getattr(event, "button", 1) != 1:
            return False
        if self.status[self.mode] is None:
            return False
        for button, action in ((self.play_btn, self.play_continue), (self.random_btn, self.play_random)):
            if button in self.focus_order and not button.enabled and button.rect.collidepoint(event.pos):
                action()
                return True
        return False

    def _click_picker(self, pos: tuple[int, int]) -> bool:
        """A click into the picker: the search box (in or out of it) or a shape's card."""
        used = False
        typing = self.grid.search_rect.collidepoint(pos)
        if typing != self.grid.typing:
            self.grid.typing = typing
            used = True
        k = self.grid.card_at(pos)
        if k >= 0:
            self.focus = 1
            self.select_shape(k)
            used = True
        return used

    def _key_actions(self, event: pygame.event.Event) -> dict:
        n = len(self.focus_order)
        return {
            "legend": self.open_legend,
            "search": self._search,
            "quit": self.escape,
            "custom": self.open_custom,
            "enter": self.press_enter,
            "focus_back": lambda: self._set_focus(step_focus(self.focus, -1, n, event)),
            "focus_next": lambda: self._set_focus(step_focus(self.focus, 1, n, event)),
            # the picker scrolls whatever has the focus
            "page_up": lambda: self._page(-1),
            "page_down": lambda: self._page(1),
            "daily": self.open_daily,
            "levels": self.open_levels,
            "settings": self.open_settings,
        }

    def _page(self, step: int) -> None:
        """Page Up / Down scroll the picker (on the Custom panel)."""
        if self.custom:
            self.grid.scroll_by(step * self.grid.view.h)

    def _search(self) -> None:
        if not self.custom:
            self.open_custom()
        self.grid.typing = True  # search the shapes
        self._set_focus(self.focus_order.index(self.grid))

    def widget_center(self, name: str) -> tuple[int, int]:
        """Pixel centre of a control by name (tests drive the menu with it). A control of
        the Custom panel opens the panel first, as its button would."""
        if not self.custom and name.split(":")[0] in CUSTOM_ONLY:
            self.open_custom()
        table = {
            "play": self.play_btn,
            "custom": self.custom_btn,
            "back": self.back_btn,
            "random": self.random_btn,
            "daily": self.daily_btn,
            "seed": self.seed_btn,
            "picture": self.picture_btn,
            "help": self.help_btn,
            "quit": self.quit_btn,
            "continue": self.continue_btn,
            "levels": self.levels_btn,
            "settings": self.settings_btn,
        }
        if name in table:
            return table[name].rect.center
        if name.startswith("shape:"):
            return self.grid.card_center(name[6:])
        for prefix, seg in (
            ("mode:", self.mode_seg),
            ("difficulty:", self.diff_seg),
            ("size:", self.size_seg),
            ("specials:", self.special_seg),
        ):
            if name.startswith(prefix):
                labels = [o.lower() for o in seg.options]
                return seg.part(labels.index(name[len(prefix) :].lower())).center
        if name.startswith("arrows:"):
            return self.slider.x_for(int(name[7:])), self.slider.rect.centery
        raise KeyError(name)

    # -- drawing (menu_draw.py) -----------------------------------------------------------
    def draw(self, surface: pygame.Surface):
        if not self.take_full_redraw():
            return []
        if self.custom:
            draw_menu(self, surface)
        else:
            draw_home(self, surface)
        return True

    @property
    def error(self) -> str | None:
        """The last problem to tell the player (shown as a toast when set)."""
        return self._error

    @error.setter
    def error(self, text: str | None) -> None:
        self._error = text
        if text:
            self.feedback.toast(" ".join(str(text).split()), ToastKind.WARN)


def _theme(mode: str, name: str) -> str:
    try:
        return shape_theme(mode, name)
    except ShapeError:  # a mode the shapes do not know
        return "shapes"


def _menu_shapes(mode: str) -> list[str]:
    names = list_shapes()
    return list(names[mode]) if mode in names else codes.shape_names(mode)
