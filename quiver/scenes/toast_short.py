"""A toast's short form (`Toast.short`), chosen by the toast layer itself (quiver/scenes/
toast.py): a toast says it whole where the whole text finds room clear of what a play view
keeps in sight (toast_hide.small_aims: the 2D board's arrows, the 3D shape's heads and
middle) in a few lines, else, where it has a short form, in that ("Uncovered: 3 hidden"
for "An inner arrow is uncovered: 3 still hidden": the caller chose it by the window's
shape before, and at 1024x768 said it short where a corner held the whole). Short, it
stays short while the window keeps its size (no text flipping as a 3D view turns under
it); at another size it is judged afresh."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from quiver.engine.modes import SpecialKind
from quiver.game.journey import ToastKind
from quiver.game.special_levels import MEETING_SHORT
from quiver.input_pad import by_input

from .toast_bar import Layer as Barred
from .toast_bar import in_bar
from .toast_hide import Group, Worded, cards_of, hidden, hidden_by, most_whole, small_aims, sparse
from .toast_hide import note as _note
from .toast_layer import top_settings
from .toast_note import Toast

__all__ = ["NO_CODE", "lengthened", "meeting_short", "shortened"]

# Copy on a board with no code (a board file, play.copy_code): what it says, and its short
# form (s136: at 480x360 its two lines lay over the board's arrows, with no short form to
# say instead, as a saved file's toast and Copy's have: feedback.py)
NO_CODE = ("This board has no puzzle code: E exports it as a file.", "No puzzle code: E exports it")

# a two-headed arrow met untaught, said short after a pad's press or a keyboard's, in their
# words as the whole is (lesson_pad.said); the other kinds' short forms name no input
_TWO = SpecialKind.TWO_HEADED
PAD_SHORT = {_TWO: "Two heads: X picks one, A fires"}
KEYS_SHORT = {_TWO: "Two heads: Tab picks one, Enter fires"}


def meeting_short(kind: SpecialKind) -> str:
    """The short form of a special arrow's first-meeting toast (scenes/play.py says
    special_levels.first_meeting in the words of the player's input: this in the same
    words): in 2D at 480x360 its whole card, two or three lines, covered a third of the
    board for its 4 s, with no short form to say instead (s184). Its lesson, F1 or How to
    play over the board, still says it all."""
    return by_input(PAD_SHORT, KEYS_SHORT, {}).get(kind, MEETING_SHORT[kind])


class Layer(Worded, Barred, Protocol):
    """What choosing the form reads of the toast layer (a protocol: no import of its owner).
    A toast's text changed here places the toasts afresh: the layer's placement is kept by
    what each toast says (toast_stack.placed_whole). Its members: toast_hide's Worded (the
    cards' weighing and wording) and toast_bar's Layer (the bar a card may cover)."""


def lengthened(layer: Layer) -> None:
    """Each toast made short in another window size says it whole again (judged afresh)."""
    for t in layer.toasts:
        if t.short_in is not None and t.short_in != layer.size:
            t.text, t.short_in = t.long, None
        if t.whole_in not in (None, layer.size):  # (kept whole for the bar in another size)
            t.whole_in = None


def shortened(layer: Layer, groups: list[Group], place: Callable[[], list[Group]]) -> list[Group]:
    """`groups`, or where a toast with a short form, said whole, waits for room or its
    card hides any of the view's aims, or it takes many more lines than its short form
    would there (`crowded`), the toasts placed again (`place`) with it short, and so on
    until none goes short (s186: at 1024x768 on Custom a saved file's toast went short,
    the three were placed again, in two places, and there Copy's whole was squeezed: it
    went short only on the next frame, placed afresh in a bigger print: every card moved)."""
    while True:
        crowded = _crowded(layer, groups)
        barred = [t for t in _barred(layer, groups) if t not in crowded]
        if not crowded and not barred:
            return _bigger_short(layer, groups, place)
        hid = _hid(layer, groups)
        for t in crowded + barred:  # (each pass makes one more short: as many passes as toasts, at most)
            t.text, t.short_in = t.short or t.text, layer.size
        groups = place()
        if barred and _hid(layer, groups) > hid:  # (short, they stood over the aims: whole in the bar)
            for t in barred:
                t.text, t.short_in, t.whole_in = t.long, None, layer.size
            groups = place()


def _bigger_short(layer: Layer, groups: list[Group], place: Callable[[], list[Group]]) -> list[Group]:
    """`groups`, or where they settled in a print under the window's biggest (a big window's,
    toast_cards.bigger) with a toast said whole that has a short form (not a saved file's,
    a first meeting's nor a picture's note: `_squeezed`), the toasts placed again with
    those short, where that prints them bigger (s322: at 1920x1080 on Custom, Copy's whole
    and the code held all three in 22 px under its 30 px words, once the font's tighter
    print let them; its short form held them in 30 px)."""
    from .toast_cards import bigger, text_print

    was = getattr(layer, "_text", 0)
    biggest = max(bigger(layer.size, top_settings(layer)), default=0)  # (as toast_stack._bigger)
    grown = _grown_lone(layer, was)
    loose = [t for t in layer.toasts if _goes_short(layer, t, grown)]
    if not loose or was >= max(biggest, text_print() if grown else 0):
        return groups
    for t in loose:
        t.text, t.short_in = t.short or t.text, layer.size
    again = place()
    if getattr(layer, "_text", 0) > was:
        return again
    for t in loose:
        t.text, t.short_in = t.long, None
    return place()


def _goes_short(layer: Layer, t: Toast, grown: bool = False) -> bool:
    """`t` is said whole, and its short form may stand for it (`_bigger_short`): any kind's
    where `grown` (`_grown_lone`), a saved file's and a first meeting's too."""
    if not t.short or t.text == t.short or t.whole_in == layer.size:
        return False
    return grown or (t.kind not in (ToastKind.SAVED, ToastKind.LESSON) and not _note(t))


def _grown_lone(layer: Layer, was: int) -> bool:
    """A lone toast over a play view at a bigger "Size of menus" (theme.chosen) settled in a
    print under TEXT: its short form said in TEXT or bigger reads better than its whole in
    14 px (s400: at 800x600 and 150% a screenshot's path and a first meeting stood whole in
    14-16 px in a corner under a HUD drawn half again as big; toast_grown.py's bar place held
    neither whole in TEXT)."""
    from quiver.render2d.theme import chosen

    from .toast_cards import text_print

    lone = len(layer.toasts) == 1 and getattr(getattr(layer, "top_scene", None), "hud", None) is not None
    return lone and was < text_print() and chosen(top_settings(layer)) > 1 and not _note(layer.toasts[0])


def _crowded(layer: Layer, groups: list[Group]) -> list[Toast]:
    """The toasts of `groups` said whole that go short: waiting, hiding the view's aims,
    squeezed (`_squeezed`), a word or two a line (toast_hide.sparse: a first meeting's
    whole in six lines of 14 px in a 3D corner at 640x480, s190); in the bar place: `_barred`."""
    aims = small_aims(layer)
    placed = [g for g in groups if g[0] is not None and g[1]]
    cards = dict(zip(map(id, placed), cards_of(layer, placed), strict=True))
    crowded = [
        t for g in placed for t in g[1] if (aims and hidden(cards[id(g)], aims)) or _squeezed(layer, g, t)
    ]
    shown = {id(t) for _, g in groups for t in g}
    crowded += [t for t in layer.toasts if id(t) not in shown]
    crowded += sparse(layer, placed)  # (a word or two a line: s190)
    return [t for t in crowded if t.short and t.text != t.short]


def _barred(layer: Layer, groups: list[Group]) -> list[Toast]:
    """The toasts said whole in the bar place over a play view's top bar (toast_bar.py)
    that go short there: their short form, in a line where it can, in bigger print (a first
    meeting's); unless said short they stood over the view's aims (`whole_in`: at 640x480
    "Board exported to the exports folder" went over the heart board's arrows in 22 px, where
    its whole stood in the bar in two lines of 14 px: s195). A toast with no short form (the
    level's words) stays whole there."""
    barred = [t for g in groups if g[1] and in_bar(layer, g[0]) for t in g[1]]
    return [t for t in barred if t.short and t.text != t.short and t.whole_in != layer.size]


def _hid(layer: Layer, groups: list[Group]) -> int:
    """How much of the view's aims the cards of `groups` hide (toast_hide.hidden_by)."""
    aims = small_aims(layer)
    placed = [g for g in groups if g[0] is not None and g[1]]
    return hidden_by(layer, placed, aims) if aims else 0


def _squeezed(layer: Layer, group: Group, t: Toast) -> bool:
    """`t`, said whole in the place of `group`, takes more than three lines, or three
    where its short form takes one (640x480: "No arrows left hidden inside" took
    five lines in a corner 97 px wide beside the sphere, "All uncovered" two); never a
    saved file's path (SAVED), a first meeting (LESSON) nor a picture's note (s203):
    its short form, the file's name, the mark's gist or the note's heads, only where the
    whole would wait or hide the view's aims (toast_hide.most_whole)."""
    if not t.short or t.text == t.short or group[0] is None or t.kind in (ToastKind.SAVED, ToastKind.LESSON):
        return False  # (a saved file's folder is its news, s130; a mark's whole explanation, s184)
    if _note(t):
        return False
    return layer.lines_of(t.text, group[0].w) > most_whole(layer, t, group[0].w)
