"""The Custom panel's choice, the model behind its controls (menu.py): the mode, the shape
(the picker, each shape built once and kept), the difficulty, the size (S / M / L / XL of
the shape's default), the special arrows and the arrow count (the slider's range follows
the shape's cells), and the code that choice plays. Composed into the menu scene, whose
controls and state (mode, difficulty, size, special arrows, seed) it reads and sets."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from dataclasses import replace
from typing import Any, Protocol

from quiver.engine.modes import MODES, Difficulty, Mode, Specials
from quiver.game import code as codes
from quiver.game.prebuild import Prebuild
from quiver.render2d import theme
from quiver.render2d.widgets import Button, Segmented, Slider
from quiver.shapes import ShapeError, list_shapes, make_shape, shape_theme

from .base import Feedback, Ports
from .custom_warm import draw_thumbs, thumb_box
from .daily_modes import follow_menu
from .picker import SMALLEST, ShapePicker, label
from .picker_names import NAME_LEAST
from .scene_modules import WARM_THREAD, warm_up

SIZES = ("S", "M", "L", "XL")
SIZE_FACTORS = {"S": 0.75, "M": 1.0, "L": 1.6, "XL": 2.5}
DIFF_LABELS = ("Easy", "Medium", "Hard")
SPECIAL_LABELS = ("None", "Some", "Many")  # special arrows (RULES.md section 6)


class ChoiceControls(Protocol):
    """What of the menu scene (menu.py) the choice reads and sets: its controls and the
    choice they hold (a protocol, so this module does not import its owner)."""

    mode: Mode
    difficulty: Difficulty
    size_choice: str
    specials: Specials
    cells: int
    seed: int
    wanted: codes.PuzzleSpec | None
    error: str | None
    status: dict[str, str | None]
    grid: ShapePicker
    slider: Slider
    random_btn: Button
    mode_seg: Segmented
    special_seg: Segmented
    feedback: Feedback
    ports: Ports
    prebuild: Prebuild[Any]

    custom: bool
    size: tuple[int, int]

    def refresh(self) -> None: ...

    def layout(self) -> None: ...


class CustomChoice:
    """What the Custom panel will play; the scene (menu.py) owns the controls it reads."""

    def __init__(self, scene: ChoiceControls, place: Callable[[Any], object] | None = None) -> None:
        self.scene = scene
        self.place = place  # the panel's layout (menu_draw.layout_menu), for its warm-up (custom_warm)
        self._shapes: dict[tuple, Any] = {}  # (mode, name, size) -> the shape, None: cannot be built
        self._codes: dict[tuple, codes.PuzzleSpec] = {}  # (mode, name, size) -> its code, complete's
        self._size: tuple[int, ...] = ()  # the window's size the last warm_again draws for

    def shape_theme(self, name: str) -> str:
        """The picker's group of a shape of the chosen mode."""
        return _theme(self.scene.mode, name)

    def shape(self, mode, name, size=None):
        key = (mode, name, size)
        if key not in self._shapes:
            try:
                self._shapes[key] = make_shape(mode, name, size)
            except (ShapeError, OSError):  # a shape that cannot be built: no preview
                self._shapes[key] = None
        return self._shapes[key]

    def warm_ahead(self, after: threading.Thread | None = None) -> threading.Thread:
        """The Custom panel's first frame made on a thread of its own once `after` is done
        (Settings' warm-up: one at a time): for the chosen mode, then each other mode this
        window plays (one it cannot is not to be chosen), its shapes built in the picker's
        order (its first cards first), its names' prints opened and measured, and its cards'
        thumbnails drawn (custom_warm). The panel's first frame built its 17 cards' shapes,
        17-22 ms of CPU, and drew their thumbnails, about 6 ms; a mode chosen on it built and
        drew the new mode's (bench/hitches.py). Started once the menu's first frame is up
        (flow.warm_settings), where the game runs in real time. A shape the panel asks for
        meanwhile is built there as before (the same shape: a name and size make one). The
        other modes (about 0.6 s of CPU, most of it 3D's shapes) are warmed only while the
        menu is still on top: a player who pressed Play has the GIL to the game's frames."""
        return self._warm(after, lambda: False)

    def warm_again(self) -> threading.Thread | None:
        """The window resized: the panel's first frame made ahead again for its new size (as
        warm_ahead, whose shapes are built by then): its thumbnails (and name prints) drawn
        at the new size; the panel's first frame after a resize drew its 17 cards' again
        (bench/custom_panel.py, s232). A later resize stops this one (a window dragged
        larger resizes it frame by frame). None where the game does not run in real time
        (tests draw at once)."""
        s = self.scene
        if self.place is None or not s.ports.display.realtime:
            return None
        self._size = size = tuple(s.size)
        return self._warm(None, lambda: self._size != size)

    def _warm(self, after: threading.Thread | None, stale: Callable[[], bool]) -> threading.Thread:
        """warm_ahead's thread, which stops where `stale()`."""
        s = self.scene
        modes = [s.mode] + [m for m in MODES if m != s.mode and s.status[m] is None]
        plans = [(m, list(s.grid.names) if m == s.mode else _menu_shapes(m)) for m in modes]
        chars = "".join(sorted({c for _, names in plans for n in names for c in label(n)}))
        most = max(16, int(18 * max(SMALLEST, theme.ui_scale(s.size, s.ports.midend.settings))))  # name_print
        prints = range(max(NAME_LEAST - 1, most - 15), most + 1)  # (not all of a 4K window's 13-54)

        def build() -> None:
            if after is not None:
                after.join()
            for size in prints:  # each opened and its letters loaded (2-3 ms a size, once)
                theme.font(size, True).size(chars)  # (picker_names.name_lines tries some)
            for mode, names in plans:
                # (resized again: this size's gone; left the menu: the other modes wait)
                if stale() or (mode != s.mode and s.ports.stack.top is not s):
                    return
                for name in names:
                    theme.text_size(label(name), most, True)
                    self.shape(mode, name)
                if self.place is not None and (box := thumb_box(s, mode, names, _themes(mode), self.place)):
                    draw_thumbs((self.shape(mode, name) for name in names), box)

        thread = threading.Thread(target=build, name=WARM_THREAD, daemon=True)
        thread.start()
        return thread

    def load_mode(self) -> None:
        s = self.scene
        names = list(_menu_shapes(s.mode))
        keep = s.grid.value
        s.grid.set_shapes(names)
        s.grid.index = names.index(keep) if keep in names else 0  # the same name, or the first
        s.grid.ensure_visible(s.grid.index)
        self.update_slider(reset=True)

    def chosen_size(self):
        """The size to ask for: the shape's default scaled by the S / M / L / XL choice."""
        s = self.scene
        name = s.grid.value
        base = self.shape(s.mode, name)
        if base is None:
            return None
        f = SIZE_FACTORS[s.size_choice]
        if f == 1.0:
            return None
        if s.mode == Mode.TWO_D:
            size = (max(3, round(base.size[0] * f)), max(3, round(base.size[1] * f)))
            return size if self.shape(s.mode, name, size) is not None else None
        # 3D / Flat: the nearest size toward the default that the shape accepts (a model
        # stops at 24, so its XL is as big as it goes rather than its M)
        want, home = max(2, round(max(base.size) * f)), max(base.size)
        step = 1 if want < home else -1
        for n in range(want, home, step):
            if self.shape(s.mode, name, n) is not None:
                return n
        return None

    def chosen_shape(self):
        s = self.scene
        return self.shape(s.mode, s.grid.value, self.chosen_size())

    def update_slider(self, reset: bool) -> None:
        s = self.scene
        shape = self.chosen_shape()
        if shape is None:
            s.cells = 0
            s.slider.set_range(1, 1, 1)
            return
        s.cells = codes.cell_count(shape)
        lo, hi = codes.arrow_bounds(s.cells, s.specials)  # (special arrows: their most, s309)
        default = codes.default_arrows(s.cells, s.difficulty)
        s.slider.set_range(lo, hi, default if reset else s.slider.value)

    def on_mode(self, label) -> None:
        s = self.scene
        s.feedback.sound("click")
        s.mode = MODES[s.mode_seg.index]
        follow_menu(s.ports.midend, s.mode)  # (its Daily opens on the mode picked: daily_modes)
        _warm(s)
        self.load_mode()
        if s.custom:  # laid out again: the mode's note may take lines of its own (menu_draw)
            s.layout()
        else:
            self.changed()

    def follow(self, mode: Mode) -> None:
        """Show `mode`, the mode of a puzzle opened over the menu (Flow.menu_follows) or of
        the Daily's tab picked: back at the menu, its Play goes on in the mode just played,
        not the default 2D, and a restart opens on it (s336)."""
        s = self.scene
        if mode == s.mode or mode not in MODES or s.status[mode] is not None:
            return  # (a mode this window cannot play: the menu keeps one it can)
        s.mode = mode
        s.mode_seg.index = MODES.index(mode)
        follow_menu(s.ports.midend, mode)  # (kept: a restart's menu and Daily open on it)
        self.load_mode()
        if s.custom:  # (as on_mode: the mode's note may take lines of its own)
            s.layout()
        self.changed()

    def on_difficulty(self, label) -> None:
        s = self.scene
        s.feedback.sound("click")
        old_default = codes.default_arrows(s.cells, s.difficulty) if s.cells else None
        s.difficulty = Difficulty(label.lower())
        self.update_slider(reset=s.slider.value == old_default)
        self.changed()

    def on_size(self, label) -> None:
        s = self.scene
        s.feedback.sound("click")
        s.size_choice = label
        self.update_slider(reset=True)
        self.changed()

    def on_specials(self, label) -> None:
        s = self.scene
        s.feedback.sound("click")
        s.specials = Specials(label.lower())
        # the slider stops at the most they allow (a count over it was refused only on Play)
        self.update_slider(reset=False)
        self.changed()

    def on_arrows(self, value) -> None:
        self.changed()

    def select_shape(self, k: int) -> None:
        s = self.scene
        if 0 <= k < len(s.grid.names) and k != s.grid.index:
            s.grid.index = k
            s.grid.ensure_visible(k)
            self.update_slider(reset=True)
            s.feedback.sound("click")
        self.changed()

    def changed(self) -> None:
        s = self.scene
        s.error = None
        s.random_btn.enabled = s.status[s.mode] is None and self.chosen_shape() is not None
        self.choose_wanted()
        s.refresh()

    def choose_wanted(self) -> None:
        """The code Random puzzle would play now (None if nothing can be played)."""
        s = self.scene
        s.wanted = None
        if s.random_btn.enabled:
            with contextlib.suppress(ValueError):  # Play will say what is wrong
                s.wanted = self.current_code(s.seed)

    def arrow_count(self) -> tuple[int, bool]:
        """The arrow count to show and whether it is exact (the built board's) or the
        slider's request, which the generator lands near."""
        s = self.scene
        if s.prebuild.arrows is not None and s.prebuild.code == s.wanted:
            return s.prebuild.arrows, True
        return s.slider.value, False

    def current_code(self, seed: int) -> codes.PuzzleSpec:
        s = self.scene
        key = (s.mode, s.grid.value, self.chosen_size())
        if key not in self._codes:  # (complete builds the shape again: 1-3 ms a choice, s232)
            self._codes[key] = codes.complete(*key, 1, Difficulty.MEDIUM, 0)
        code = replace(self._codes[key], arrows=int(s.slider.value), difficulty=s.difficulty, seed=int(seed))
        if s.specials == Specials.NONE:
            return code
        code = code.with_specials(s.specials, codes.SPECIAL_KINDS)
        codes.check_special_request(code, s.cells)  # too many arrows for them: no build, Play says why
        return code

    def picture_choices(self) -> tuple[str, float]:
        """The difficulty and size factor of the player's own picture (scenes/picture.py)."""
        s = self.scene
        return s.difficulty, SIZE_FACTORS[s.size_choice]


def _themes(mode: str) -> Callable[[str], str]:
    return lambda name: _theme(mode, name)


def _theme(mode: str, name: str) -> str:
    try:
        return shape_theme(mode, name)
    except ShapeError:  # a mode the shapes do not know
        return "shapes"


def _menu_shapes(mode: str) -> list[str]:
    names = list_shapes()
    return list(names[mode]) if mode in names else codes.shape_names(mode)


def _warm(s: ChoiceControls) -> None:
    """The chosen mode's play scene imported on a thread now (3D: numpy, PyGLM and the
    renderer, 0.2-0.3 s: bench/hitches.py), not on the frame its lesson opens on (made
    straight from the menu, with no loading screen); none where the game does not run in
    real time (tests build at once)."""
    if s.ports.display.realtime:
        warm_up(s.mode)
