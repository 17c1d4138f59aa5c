"""The top bar's place for "Tap to look closer" where the board leaves it no room (s390).

A big picture opens whole, its cells too small to tap, and "Tap to look closer" (pointer2d.
LOOK_CLOSER) says what a tap does. A photo's board fills the play area's height at 480x360
(wider than tall, no white to leave out): no place beside it holds the card, and the title's
room held it in three lines (46 px inside its card's edges, more than the bar place takes),
so it stood over the board's top corner, on its arrows (s375's walk). Where no card of its
short form, in the least print, finds a spot between the bars off the arrows, it may stand in
the whole bar place, over the counts, as a dropped file's words may (play_toasts.
drop_words_up, s375): said as the board opens, for BAR_SECONDS at most, gone when a count
changes (toast_bar.give_way). Where such a spot is free (a round picture's corners) it
stands there, beside the drop's words, as before (s367: both at once)."""

from __future__ import annotations

import pygame

from quiver.game.journey import BoardFile, ToastKind

from .area2d import arrow_cells
from .pointer2d import LOOK_CLOSER
from .toast_cards import card_h, card_w, smaller_prints, wrap

__all__ = ["closer_up"]

STEP = 8  # px between the heights tried for its card
EDGE = 10  # px (at scale 1) between a card placed at the window's side and its edge


def closer_up(play) -> bool:
    """LOOK_CLOSER is up over `play`'s 2D board with no spot off its arrows for its card,
    and no other toast but a dropped file's kept words."""
    up = getattr(getattr(getattr(play, "feedback", None), "toasts", None), "toasts", None) or []
    if not any(t.says(LOOK_CLOSER[0]) for t in up):
        return False
    dropped = isinstance(getattr(getattr(play, "request", None), "origin", None), BoardFile)
    kept = [t for t in up if not t.says(LOOK_CLOSER[0])]
    if not all(dropped and t.kept and t.kind != ToastKind.LESSON for t in kept):
        return False
    return not _room_off_arrows(play)


def _room_off_arrows(play) -> bool:
    """A card of LOOK_CLOSER's short form in a line of the least print fits between the HUD's
    bars, over none of the board's arrows' rows, where the toast layer stands cards: at the
    window's left or right edge (`EDGE` in), or in its middle (a scan of every x found room
    beside a photo's arrows where no card stands, and it stood on them as before)."""
    size = smaller_prints()[-1]
    w = card_w(wrap(LOOK_CLOSER[1], 10_000, size=size).ink_width, size=size)
    h = card_h(1, size)
    hud, (width, _) = play.hud, play.size
    top, bottom = hud.top_h + 6, hud.bottom_rect.y - 4
    rows = [r.inflate(-4, -4) for r in arrow_cells(play.view, play.board)]  # (the cells themselves)
    card = pygame.Rect(0, 0, w, h)
    edge = hud.px(EDGE)
    for y in range(top, bottom - h + 1, STEP):
        for x in (edge, (width - w) // 2, width - w - edge):
            card.topleft = (x, y)
            if card.collidelist(rows) < 0:
                return True
    return False
