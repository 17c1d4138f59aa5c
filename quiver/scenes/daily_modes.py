"""The Daily screen's mode tabs: 2D, 3D and Flat 3D each have a daily of their own, with
its own record (s248), so the screen shows one mode's at a time (its today card,
calendar, best dailies and shared board) and says which. Keys as Levels' tabs: Tab and
Shift+Tab (a pad's shoulders) step through them, 1 2 3 pick one; the arrows stay the
calendar's.

Which tab it opens on (the menu's Daily tick is that tab's): the mode asked for (the
win card's Daily: the mode just played), else the tab last shown, kept in the settings
(`daily_tab`) so a restart opens where the last run left it, else the menu's mode. The
later of the two choices wins: picking a mode on the menu's tabs keeps it in the tab's
place (`follow_menu`), so its Daily then opens on that mode, as its Levels does (s256,
s266), after a restart too (s284). The menu opens on it too, and a tab picked here or
a puzzle played moves the menu's mode with it (s336: one mode for the menu's tick, D, L,
Custom and Play).
A 3D or Flat tab kept from a run before, in a window without OpenGL, gives way to the
menu's mode (it would open greyed, its Play only saying why it cannot); a tab shown in
this run is still the one reopened, greyed or not: the player chose it here (s278). The
tab kept stays kept until the player shows another, so a run with OpenGL again opens on
it (the mode that stood in for it is this run's alone).
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

import pygame

from quiver.engine.modes import MODES, Mode
from quiver.input_pad import pad_named
from quiver.render2d import theme
from quiver.render2d.draw import key_cap
from quiver.render2d.widgets import Segmented

from .modes import MODE_LABELS, mode_status, unavailable_reason

if TYPE_CHECKING:
    from quiver.game.midend import Midend

    from .base import Display

NOTE = "The same puzzle for everyone, every UTC day."  # beside the tabs, where it fits
PICK_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_KP1: 0, pygame.K_KP2: 1, pygame.K_KP3: 2}
_SHOWN_HERE: weakref.WeakKeyDictionary[Midend, str] = weakref.WeakKeyDictionary()  # tab shown, by run


def shown_mode(midend: Midend, mode: str | None, display: Display | None = None) -> str:
    """The mode the screen opens on: `mode` where given (the result card's: the one just
    played), else the tab last shown (`last_shown`), else 2D; kept as the last shown."""
    mode = mode if mode in MODES else last_shown(midend, display=display)
    if _stands_in(midend, mode, display):
        _SHOWN_HERE[midend] = mode  # (not saved: the kept tab waits for a window that plays it)
    else:
        keep_mode(midend, mode)
    return mode


def last_shown(midend: Midend, default: str = Mode.TWO_D, display: Display | None = None) -> str:
    """The mode the screen opens on when no mode is asked for: the tab last shown (this
    run or one before), else `default` (the menu's Daily: the menu's mode, as its Levels);
    a tab kept from a run before that `display`'s window cannot play is not (s278)."""
    if (shown := _SHOWN_HERE.get(midend)) is not None:
        return shown
    tab = midend.settings.daily_tab
    if tab not in MODES or unavailable_reason(tab, display) is not None:
        return default
    return tab


def keep_mode(midend: Midend, mode: str) -> None:
    """`mode`'s tab is shown by the player's choice: kept in the settings, and as shown in
    this run."""
    _SHOWN_HERE[midend] = mode
    _keep(midend, mode)


def follow_menu(midend: Midend, mode: str) -> None:
    """The player picked `mode` on the menu: its Daily opens on that one from now on, after
    a restart too (s284: kept as "", a restart's Daily opened on the menu's 2D, neither the
    tab last shown nor the mode last picked)."""
    _SHOWN_HERE.pop(midend, None)
    _keep(midend, mode)


def _stands_in(midend: Midend, mode: str, display: Display | None) -> bool:
    """Whether the screen opens on `mode` while the tab kept is one this window cannot
    play: opening is not a choice, so the kept tab is not saved over (picking a tab is)."""
    kept = midend.settings.daily_tab
    return kept in MODES and kept != mode and unavailable_reason(kept, display) is not None


def _keep(midend: Midend, tab: str) -> None:
    """Saved when it changes, and only where the settings could be read (as F11's
    fullscreen: a folder that cannot be read is not written over for a tab)."""
    if midend.settings.daily_tab != tab:
        midend.settings.daily_tab = tab
        if midend.settings_loaded:
            midend.save_settings()


def mode_tabs(display, mode: str, on_change) -> Segmented:
    """The tabs, a mode this window cannot play greyed (as Levels greys it: its record
    still shows, and Play says why it cannot)."""
    status = mode_status(display)
    disabled = [status[m] is not None for m in MODES]
    return Segmented([MODE_LABELS[m] for m in MODES], MODES.index(mode), on_change, disabled=disabled)


def tab_index(event, index: int) -> int | None:
    """The tab a KEYDOWN picks from tab `index` (Tab: the next, round again; Shift+Tab:
    the one before; 1 2 3: that one), else None: not a key of the tabs."""
    if event.key == pygame.K_TAB:
        step = -1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1
        return (index + step) % len(MODES)
    return PICK_KEYS.get(event.key)


def place_tabs(x: int, y: int, s: float, room: int, k: float = 0.0, chosen: float = 1.0) -> pygame.Rect:
    """The tabs' place from (x, y): 26 px high at least (480x360: over the cards, in the
    title's line's room), as wide as three labels in print 16 hold, or `room`; at a bigger
    "Size of menus" (`k`: the page's letters' scale there, else 0; `chosen`: that choice) tall
    enough for labels in print 16 times the larger (Segmented prints them in 0.62 of its inner
    height: s400, at 800x600 and 150% the tabs grew half again and their labels 8 px to 9)."""
    grow = max(k, chosen) if k else 0.0  # (the choice itself where the window held the page back)
    h = max(26, int(44 * s), int(16 * grow / 0.62) + 9)
    return pygame.Rect(x, y, min(room, max(228, int(330 * s), int(172 * grow))), h)


def draw_tab_row(
    surface: pygame.Surface, tabs: Segmented, right: int, s: float, k: float = 0.0
) -> pygame.Rect:
    """The tabs, the Tab key's cap right of them and the note after it, each where it fits
    left of `right` (`tab_row`); the cap's rect (a click on it acts as Tab, as on Levels')."""
    tabs.draw(surface)
    key, note = tab_row(tabs.rect, right, s, k)
    if key.w:
        key_cap(surface, key.midleft, pad_named("Tab"), _cap(s, k))
    if note.w:
        theme.text(surface, NOTE, _note_size(s), theme.INK_SOFT, note.midleft, "midleft")
    return key


def tab_row(at: pygame.Rect, right: int, s: float, k: float = 0.0) -> tuple[pygame.Rect, pygame.Rect]:
    """Where the Tab key's cap and the note go right of the tabs at `at`, each an empty
    rect where it does not fit left of `right` (the cap first: 480x360 holds only it); `k`
    as `place_tabs`'."""
    x, empty = at.right + int(16 * s), pygame.Rect(at.right, at.centery, 0, 0)
    w, h = theme.font(_cap(s, k), True).size(pad_named("Tab"))  # (key_cap's size)
    key = pygame.Rect(x, 0, max(h + 6, w + 12), h + 6)
    key.centery = at.centery
    if key.right > right:
        return empty, empty
    note = pygame.Rect((key.right + int(20 * s), 0), theme.text_size(NOTE, _note_size(s)))
    note.centery = at.centery
    return key, note if note.right <= right else empty


def _cap(s: float, k: float = 0.0) -> int:
    """The Tab key cap's print: 18 at the page's scale, and as the letters at a bigger "Size
    of menus" (s400: at 480x360 and 200% 16 px beside tabs of 39)."""
    return max(14, int(18 * s), int(18 * k))


def _note_size(s: float) -> int:
    return max(14, int(22 * s))
