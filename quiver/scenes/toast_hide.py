"""What a toast's card hides of what a screen keeps in sight (its `toast_aims`: a board's
arrows, the 3D shape's heads, outline and middle), for quiver/scenes/toast_stack.py's
placing: the aims weighed, the cards of a placement, and whether a placement keeps the
toasts where they stood."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Protocol

import pygame

from quiver.game.journey import ToastKind
from quiver.game.picture import note_short

from .toast_cards import MOST_LINES
from .toast_note import Toast

if TYPE_CHECKING:
    from .base import Scene

MIN_WORDS = 3  # words a line, at least, on a card of more lines (toast_words: where another form reads so)
HEAVY = 2  # an aim weighed more (the 3D shape's middle, 100 times) is never under a toast placed apart
Group = tuple[pygame.Rect | None, list[Toast]]  # a place (None: the default one) and its toasts
Aims = list[tuple[pygame.Rect, int]]  # what a toast hides least of, each with its weight


class Weighed(Protocol):
    """What weighing reads of the toast layer (a protocol: no import of its owner)."""

    size: tuple[int, int]
    _most: int

    @property
    def top_scene(self) -> Scene | None: ...
    def stack_of(self, slot: pygame.Rect, shown: list[Toast], most: int = MOST_LINES) -> pygame.Rect: ...


def aims_of(layer: Weighed) -> Aims:
    """The scene's `toast_aims`, an aim given twice weighed twice."""
    return list(_counted(layer)[0])


def aims_key(layer: Weighed) -> tuple:
    """aims_of as a tuple of ((x, y, w, h), weight): what a placement is kept for."""
    return _counted(layer)[1]


def _counted(layer: Weighed) -> tuple[Aims, tuple]:
    """(aims_of, aims_key), counted again only when the scene gives another list (s178: a
    3D view gives the same one while its heads, box and outline stay: counting its 52 000
    heads on a 3D cube 64, several times a frame, held a still view to 10 frames a second)."""
    top = layer.top_scene
    given = top.toast_aims() if top is not None else []
    kept = getattr(layer, "_aims_counted", None)
    if kept is None or kept[0] is not given:
        counted = Counter(map(tuple, given))
        kept = (given, [(pygame.Rect(a), n) for a, n in counted.items()], tuple(counted.items()))
        layer._aims_counted = kept  # type: ignore[attr-defined]
    return kept[1], kept[2]


def hidden(cards: pygame.Rect, aims: Aims) -> int:
    """How much of the aims `cards` covers, each pixel by its aim's weight."""
    rects = [a for a, _ in aims]
    return sum(
        cards.clip(rects[i]).w * cards.clip(rects[i]).h * aims[i][1] for i in cards.collidelistall(rects)
    )


def small_aims(layer: Weighed) -> Aims:
    """A play view's aims less the big ones (the box round the 3D shape's cells, projected:
    it reaches past the shape into the window's sides, where a card in a big window's print
    stood off the shape, and it took 18 px in the corner at 1920x1080); [] elsewhere."""
    if getattr(layer.top_scene, "hud", None) is None:
        return []
    most = layer.size[0] * layer.size[1] // 8
    aims = _counted(layer)[0]
    kept = getattr(layer, "_aims_small", None)  # (as _counted's: while the aims stay)
    if kept is None or kept[0] is not aims or kept[1] != most:
        kept = (aims, most, [(a, n) for a, n in aims if a.w * a.h < most or n > HEAVY])
        layer._aims_small = kept  # type: ignore[attr-defined]
    return list(kept[2])


def stayed(start: tuple, groups: list[Group], size: int) -> bool:
    """`groups` (placed in print `size`) keep the toasts where they stood, in the print
    they stood in (`start`): they stay there as the 3D view turns, in no other print (a
    Copied toast hopped between 22 px over the shape and 16 px beside it at 800x600)."""
    stood, _, tried = start
    place, shown = groups[0] if groups else (None, [])
    return (
        stood is not None
        and tried is not None
        and tried[1] == size
        and place is not None
        and tuple(place) == stood[0]
        and list(shown) == list(stood[1])
    )


def cards_of(layer: Weighed, groups: list[Group]) -> list[pygame.Rect]:
    """The cards of `groups`, in the layer's print (as drawn)."""
    return [
        layer.stack_of(slot, shown, layer._most if not k else MOST_LINES)
        for k, (slot, shown) in enumerate(groups)
        if slot is not None and shown
    ]


def hidden_by(layer: Weighed, groups: list[Group], aims: Aims) -> int:
    """How much of `aims` the cards of `groups` hide, in the layer's print (as drawn)."""
    return sum(hidden(c, aims) for c in cards_of(layer, groups))


class Lines(Protocol):
    """How many lines a text takes in a card of a width (a protocol: most_whole's)."""

    def lines_of(self, text: str, width: int) -> int: ...


class Worded(Weighed, Lines, Protocol):
    """What counting a card's words a line reads of the layer (a protocol)."""


def sparse(layer: Worded, groups: list[Group]) -> list[Toast]:
    """The first meetings (ToastKind.LESSON: what a special arrow's mark means) of `groups`,
    and the notices of more than two lines (`_ONE_LINE`), whose cards wrap to fewer than
    MIN_WORDS words a line (a column hard to read: "Turning
    / sign: / turns / after / every / move" in a 125 px corner at 640x480, s190); one line
    reads, whatever its words. Other toasts keep the places they had (news in a corner, a
    path beside a board: 13 tests pin them)."""
    return [
        t
        for slot, shown in groups
        if slot is not None
        for t in shown
        if t.kind in _ONE_LINE
        and (n := layer.lines_of(t.text, slot.w)) > _ONE_LINE[t.kind]
        and words_in(t.text) < MIN_WORDS * n
    ]


# the kinds `sparse` weighs, with the lines a card of theirs may take a word or two a line:
# a first meeting one; a notice two (s322: F11's "Screen too small" over the 2D lesson at
# 480x360 took three lines of a word, in 22 px beside the board, where 14 px read two)
_ONE_LINE = {ToastKind.LESSON: 1, ToastKind.NOTICE: 2}


READABLE = 3  # a toast's lines past which a card beside a board reads as a column


def tall(layer: Worded, groups: list[Group]) -> int:
    """The lines the toasts of `groups` take past READABLE, or past where one with a short
    form goes short (`most_whole`): where a place hiding no more holds them in fewer lines,
    they go there (s271: at 2560x1440 a screenshot's path took five lines in a 494 px card
    left of the 2D board, a corner beside its lower rows free; s334: at 1280x800 level 1's
    words took three lines in the 3D view's left column and went short, "Stuck? Try Hint",
    where its bottom left corner held them whole in two)."""
    return sum(
        max(0, layer.lines_of(t.text, slot.w) - most_whole(layer, t, slot.w))
        for slot, shown in groups
        if slot is not None
        for t in shown
    )


def most_whole(layer: Lines, t: Toast, width: int) -> int:
    """The most lines `t` takes said whole in a place `width` wide before it goes short
    there (toast_short's `_squeezed`): READABLE, or where it has a short form that may stand
    for it (not a saved file's path, a first meeting's nor a picture's note) a line more
    than that form takes, two at least."""
    if not t.short or t.text == t.short or t.kind in (ToastKind.SAVED, ToastKind.LESSON) or note(t):
        return READABLE
    return min(READABLE, max(2, layer.lines_of(t.short, width) + 1))


def note(t: Toast) -> bool:
    """`t` is a big picture's note (scenes/loading.py: its short form picture.note_short's):
    its lines' whys are its news, five lines in any place (s203: at 1920x1080 it went short
    in 30 px beside the board, where its whole stood in 22 px and hid nothing). A toast with
    no short form is none ("Copied the puzzle code": note_short has none shorter either; s391
    let it stand in the bar place its whole time)."""
    return t.short is not None and t.short == note_short(t.long)


def words_in(text: str) -> int:
    """The words of `text` (a "?" or a dash standing alone is none)."""
    return sum(1 for w in text.split() if any(c.isalnum() for c in w))
