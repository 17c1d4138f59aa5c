"""How to play's words (legend.py): the rules, the numbers the game shows, the special
arrows, the direction names and marks, and each mode's extra line."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from quiver.engine.geometry import NX, NY, NZ, PX, PY, PZ
from quiver.engine.modes import Mode, SpecialKind
from quiver.input_pad import PAD_WORDS, by_input, pad_last  # (a pad's buttons: after the keys', or alone)
from quiver.render2d import theme

RULES = (
    "Tap an arrow: it slides out head first and flies off.",
    "Something on its way out? It bounces back: you lose a heart.",
    "Clear every arrow to win. Free arrows first.",
    "3 stars: no mistakes and no hints. Each one costs a star.",
)
# the numbers the game shows, in plain words
# (s370: turning arrows can add a layer after a clear, the HUD marking it "+1" (hudrise.py);
# said in a form that keeps the line one row at 640x480 and 800x600, as before)
WORDS = (
    "Layers (top bar): rounds of \u201ctap every free arrow\u201d left (+1: arrows turned).",
    "\u201c3rd nearest\u201d (win card): out from the arrow just cleared, the 3rd was the next free one.",
)
# special arrows (quiver/game/special_levels.py), in every mode
SPECIALS = {
    SpecialKind.LOCKS: "Padlock: shut while the arrow with its key (same letter) is on the board.",
    SpecialKind.TWO_HEADED: "Two heads: the arrow can leave by either end; tap near the end you want.",
    SpecialKind.ROTATING: (
        "Turning sign: the head turns a quarter turn after every move; fire when it points out."
    ),
}
# after a pad's press, the lines that say a mouse's way (a pad lights each head on its own;
# s185: on one line, as the keys' is, where two cut the turning sign's at the fold)
PAD_SPECIALS = {
    SpecialKind.TWO_HEADED: "Two heads: X lights each head in turn, A fires it.",
}
# after a keyboard's press, the keys' (s169: only the README named them; s176: Shift+Enter
# too, on one line at 640x480, where a second one pushed the turning sign's below the fold;
# the padlock's on one there now, the turning sign's whole first line shows over a board)
KEY_SPECIALS = {
    SpecialKind.TWO_HEADED: "Two heads: Tab lights each head, Enter fires it, Shift+Enter the other.",
}
# the body's scroll hints beside the buttons, the keyboard's and the wheel's: Down and Up
# scroll too (s226), said where that line fits, else the shorter one (s228)
SCROLL_HINTS = ("More: Down, PgDn or the wheel", "Up, PgUp or the wheel: back")
SHORT_HINTS = ("More: PgDn or the wheel", "PgUp or the wheel: back")
PAD_SCROLL_HINTS = ("More: RT", "LT: back")  # (SCROLL_HINTS: PgDn / PgUp are RT / LT)


def special(kind: SpecialKind) -> str:
    """A special arrow's line in the words of the player's input (the pad's after its press,
    the keys' after a keyboard's)."""
    words = by_input(PAD_SPECIALS, KEY_SPECIALS, SPECIALS)
    return words.get(kind, SPECIALS[kind])


def scroll_hints(keys: tuple[str, str]) -> tuple[str, str]:
    """The body's scroll hints (`keys`: the keyboard's and wheel's), a pad's after its press."""
    return PAD_SCROLL_HINTS if pad_last() else keys


def scroll_hint(end: bool, fits: Callable[[str], bool]) -> str | None:
    """The scroll hint beside the buttons (`end`: the body at its end, so the way back):
    the first of SCROLL_HINTS' and SHORT_HINTS' that `fits` (a pad's after its press)."""
    return next(
        (h for h in (scroll_hints(SCROLL_HINTS)[end], scroll_hints(SHORT_HINTS)[end]) if fits(h)), None
    )


NAMES_2D = {PX: "flies right", NX: "flies left", PY: "flies down", NY: "flies up"}
NAMES_3D = {
    PX: "right (+x)",
    NX: "left (-x)",
    PY: "up (+y)",
    NY: "down (-y)",
    PZ: "toward you (+z)",
    NZ: "away (-z)",
}
GLYPHS = {
    Mode.TWO_D: "Colour-blind palette: a chevron on every arrow points the way it flies.",
    Mode.THREE_D: (
        "Marks, the same on every face of every cube, head included: chevrons point the way;"
        " a dot: it flies at you (a tip seen head-on); a cross: it flies away (its tail)."
        " The big pyramid is the head."
    ),
    Mode.FLAT: (
        "Marks, as in 3D: chevrons point the way; where a ribbon lies on a face it leaves"
        " straight out of, a dot (at you) or a cross (away). Ribbons fold over edges."
    ),
}
# the mark each direction shows on a face turned to you (docs/direction-marks.md)
MARKS_3D = {PX: "chevron", NX: "chevron", PY: "chevron", NY: "chevron", PZ: "dot", NZ: "cross"}
# the key that copies the puzzle code, as its chip says (scenes/play.py): the 3D views turn back
# on a plain C (2D takes Ctrl+C too, unsaid)
COPY_KEYS = {Mode.TWO_D: "C", Mode.THREE_D: "Ctrl+C", Mode.FLAT: "Ctrl+C"}
HOLD = "Hold an arrow to see its path"  # 2D's first words with Ray preview on; off, HOLD_OFF's
HOLD_OFF = "Settings: Ray preview shows a held arrow's path"
# each mode's words that name no key (said after the pad's buttons too)
RULE_TAIL = {
    Mode.TWO_D: "",
    Mode.THREE_D: "Inner arrows free up as the outside clears.",
    Mode.FLAT: "A fired arrow flies straight on: lower steps block it too.",
}
_TURN = (
    "Drag, arrow keys or WASD turn, wheel zooms; Home, C or 0 resets the view. Tab lights an arrow,"
    " Enter fires it."
)
_SOUND = "F8 or Ctrl+M: sound off."
EXTRA = {
    Mode.TWO_D: (
        HOLD + "; keys: Tab lights an arrow, Enter fires it. Wheel zooms, drag pans,"
        f" 0 resets the view. {COPY_KEYS[Mode.TWO_D]} copies the code. {_SOUND}"
    ),
    Mode.THREE_D: f"{_TURN} {COPY_KEYS[Mode.THREE_D]} copies the code. {RULE_TAIL[Mode.THREE_D]} {_SOUND}",
    Mode.FLAT: f"{_TURN} {COPY_KEYS[Mode.FLAT]} copies the code. {RULE_TAIL[Mode.FLAT]} {_SOUND}",
}


# after a pad's press, its buttons alone (what the keyboard's 0, F8 and C are on a pad:
# input_pad.BUTTON_KEYS, the pause card's Share); three lines at 640x480, where the fold
# cut a fourth (s269)
PAD_PAGE = (
    "Pad: X / RB lights the next head (LB the one before), A fires it, B back, Y hint, Start"
    " pause (its Share copies the code and exports), View this page. D-pad or sticks {sticks},"
    " LT / RT zoom, RS resets the view, LS: sound off / on."
)
# what the D-pad and sticks (the arrow keys) do on a board, on both pages (s290: "turn or
# pan" and "move" left a stranger to guess which, and where)
STICKS_DO = {Mode.TWO_D: "pan", Mode.THREE_D: "turn", Mode.FLAT: "turn"}


# what F1 does on each screen (s302: the page said nowhere that it opens from Settings too,
# where `?` is typed, nor that F1 closes it; the pad's words say "View = F1"): said in the
# body where it scrolls, else under it beside the buttons (a line more made 3D's and Flat's
# pages scroll at 1280x800), the first of HELP_FOOT that fits there; s307: the Building
# card opens it too, a yes/no card (answered first) does not, so no word says "everywhere".
# s331: a right click goes back as Esc on the menus and cards (input_back), said only in
# the README: said here too, in the body and in the foot's forms that have room
RIGHT_CLICK = "A right click is Esc on every menu and card: it goes back."
HELP_KEYS = (
    "F1 or ? opens this page from the menu, a board, Pause, Levels, Daily, a result card and"
    " while a puzzle builds, F1 from Settings and the seed and picture cards (? is typed"
    f" there), each for the mode it shows; F1, ? or Esc closes it. {RIGHT_CLICK}"
)
HELP_FOOT = (
    "F1 or ? opens this page (on Settings, F1); F1 or Esc closes it; right click = Esc",
    "F1 opens and closes this page, Settings too; right click = Esc",
    "F1: this page, Settings too; right click = Esc",
    "F1 opens and closes this page, Settings too",
    "F1: this page, Settings too",
)


def pad_words(mode: Mode, words: str = PAD_WORDS) -> str:
    """The pad's sentence after the keys' (input_pad.PAD_WORDS), or `words` (PAD_PAGE), its
    sticks' word the mode's."""
    return words.format(sticks=STICKS_DO[mode])


def extra(mode: Mode, ray_preview: bool = True, f1: bool = False) -> str:
    """A mode's extra line as true now: with Ray preview off, holding a 2D arrow shows no
    path (3D's and Flat's lines do not speak of it); `f1`: what F1 does (HELP_KEYS, where
    the body scrolls), then the pad's words after the keys'. After a pad's press, the pad's
    alone (s269: the keys' sentence came first, and at 640x480 and 800x600 pushed the pad's
    under the fold), with the mode's words that name no key."""
    if pad_last():
        return f"{pad_words(mode, PAD_PAGE)} {RULE_TAIL[mode]}".rstrip()
    keys = EXTRA[mode] if ray_preview else EXTRA[mode].replace(HOLD, HOLD_OFF)
    return f"{keys} {HELP_KEYS if f1 else ''} {pad_words(mode)}".replace("  ", " ")


def foot_hint(scrolls: bool, end: bool, room: int, px: int) -> str | None:
    """What stands under the body, left of the buttons, in `room` pixels at letter size `px`:
    where it scrolls, how to see the rest (scroll_hint); else what F1 does (HELP_FOOT's
    first that fits; none after a pad's press: its page says View)."""

    def fits(hint: str) -> bool:
        return theme.text_size(hint, px)[0] <= room

    if scrolls:
        return scroll_hint(end, fits)
    return None if pad_last() else next((h for h in HELP_FOOT if fits(h)), None)


LESSON_WORDS = {
    SpecialKind.LOCKS: "Padlock",
    SpecialKind.TWO_HEADED: "Two heads",
    SpecialKind.ROTATING: "Turning",
}


def lesson_label(kinds: list[SpecialKind], in_lesson: bool) -> str:
    """The card's lesson button: over a lesson it starts that lesson again; over a board
    with special arrows it plays their one-step lessons (then that board again); else the
    mode's lesson."""
    if in_lesson:
        return "Restart lesson"
    if not kinds:
        return "Play the lesson"
    return f"{LESSON_WORDS[kinds[0]]} lesson" if len(kinds) == 1 else "Special lessons"


def special_kinds(board: Any) -> list[SpecialKind]:
    """The kinds of special arrow on `board`, in SPECIALS' order."""
    arrows = board.arrows
    has = {
        SpecialKind.LOCKS: any(a.lock is not None for a in arrows),
        SpecialKind.TWO_HEADED: any(a.dir2 is not None for a in arrows),
        SpecialKind.ROTATING: any(a.turn is not None for a in arrows),
    }
    return [k for k in SPECIALS if has[k]]


def body_least(least: int, settings) -> int:
    """The body's least letter size: `least`, times a "Size of menus" above Auto (s374: at
    150% and 200% the body stood at Auto's least wherever it scrolled)."""
    return int(least * max(1.0, theme.chosen(settings)))
