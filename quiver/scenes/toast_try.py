"""One try of placing the toasts (quiver/scenes/toast_stack.py tries them in turn, kept
here: that module was at its 400 lines): in a print and a form, over the places the scene
lends or not, its controls kept clear or not; from where the toasts stood only if this try
placed them there; and whether it shows them all whole."""

from __future__ import annotations

from .toast_apart import placed_apart
from .toast_bar import turns
from .toast_cards import COMPACT, MOST_LINES, TEXT, lines, widest
from .toast_hide import Group
from .toast_layer import ToastLayer


def try_of(layer: ToastLayer) -> tuple:
    """What sets one try of toast_stack's `_placed_whole` apart from another: its print, its form,
    whether it lends, whether it keeps the controls clear and whether it offers a lone toast
    the whole bar place (toast_grown)."""
    return layer._lending, layer._text, layer._compact, layer._guard, layer._bar_grown


def start_from(layer: ToastLayer, start: tuple) -> None:
    """Start this try from where the toasts stood (`start`: their place, those placed
    apart, the try that placed them) only if it is that try; any other starts afresh, as
    on their first frame. A place they stood in, honoured in another try, held them where
    that try, started afresh, held none: an earlier try won the next frame and the toasts
    moved (Daily's November page at 1024x600: placed at 14 px lent the grid on their first
    frame, at 16 px in the same place on the second)."""
    stood, apart, was = start
    layer._stood, layer._apart = (stood, apart) if try_of(layer) == was else (None, {})


def guarded(layer: ToastLayer, guard: bool) -> None:
    """Keep the scene's controls (`Scene.toast_controls`) clear of toasts, or not."""
    if layer._guard != guard:
        layer._guard, layer._kept = guard, None


def tried(layer: ToastLayer, size: int, start: tuple) -> list[Group] | None:
    """The toasts placed in print `size` (from where they stood, if this try placed them
    there: `start_from`), if that shows them all whole in a place the scene offers, or those it
    does not show wait their turn over the 2D board (toast_bar.turns); a card of MOST_LINES
    lines only where no place shows them all in fewer (s275)."""
    layer._text = size
    for layer._columns in (False, True):
        start_from(layer, start)
        groups = placed_apart(layer, layer._placed())
        held = whole(layer, groups) + turns(layer, groups) == len(layer.toasts)  # (turns: toast_bar)
        if held and not fell_back(layer, groups):
            return groups
    return None


def fell_back(layer: ToastLayer, groups: list[Group]) -> bool:
    """The toasts went to the default place although the scene offers places: a later
    try (lent places, their controls kept clear) comes first (the Custom panel at
    640x480: the default place lay over Play this puzzle and Back); places that take no card in
    this print count, where one in a smaller print would (s277: at 960x720 on a 2x screen the
    Custom panel's places, narrower than 44 px cards take, left them in the default place)."""
    at_1x = layer._narrowest(COMPACT if layer._compact else TEXT)  # (a print not grown: the last)
    return bool(groups) and groups[0][0] is None and bool(layer._slots(at_1x))


def whole(layer: ToastLayer, groups: list[Group]) -> int:
    """How many toasts `groups` shows, less those cut short (in the first place, to its
    lines: a code of seven lines in a narrow place took six and counted whole)."""
    slot, first = groups[0] if groups else (None, [])
    width = widest(layer.size[0], layer._text) if slot is None else layer._inner(slot.w)  # (as draw_cards)
    cut = sum(1 for t in first if lines(t.text, width, layer._text) > layer._most)
    return sum(len(shown) for _, shown in groups) - max(cut, int(layer._most < MOST_LINES))
