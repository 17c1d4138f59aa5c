"""The toast cards drawn (ToastLayer.draw, quiver/scenes/toast.py): each group of the
layer's placement in its slot (or the default place over the bottom bar), the newest
lowest, fading, the newest card shown saying how many wait. `layer` is the ToastLayer;
it keeps where each card was drawn (`_hits`) for a press on it."""

from __future__ import annotations

import pygame

from quiver.render2d import theme

from .toast_bar import bar_card
from .toast_cards import MOST_LINES, badge_centre, badge_r, between, draw_card, widest
from .toast_cards import wrap as _wrap
from .toast_glide import crossing, forget_undrawn, ghost
from .toast_hide import hidden, small_aims

OVER_VIEW = 0.8  # a card over what the play view keeps in sight shows it through (s120)


def draw_cards(layer, surface: pygame.Surface) -> list[pygame.Rect]:
    """Every group of cards; the rects drawn."""
    w, h = layer.size
    hud = getattr(layer.top_scene, "hud", None)  # a play screen's bottom bar grows with the UI scale
    y = h - (hud.bottom_h if hud is not None else theme.BAR_H) - 18
    planned: list[Planned] = []
    aims = small_aims(layer)
    placement = layer._placement()
    layer.badge_at = None  # (where the waiting badge stands: `badge_rect`, read by tools/layout.py)
    forget_undrawn(layer.toasts, [t for _, shown in placement for t in shown])
    for k, (slot, shown) in enumerate(placement):
        cx, width = w // 2, widest(w, layer._text)
        if slot is not None:
            cx, width, y = slot.centerx, layer._inner(slot.w), slot.bottom - 10
        planned += _group(layer, slot, shown, (cx, width, y), layer._most if not k else MOST_LINES, aims)
    return _blit(layer, surface, planned)


Planned = tuple  # (the toast, its card, where it is drawn, the card less its shadow there)


def _blit(layer, surface: pygame.Surface, planned: list[Planned]) -> list[pygame.Rect]:
    """The cards planned, each over the card it left where that touches no other (s266:
    a toast moved up its stack faded out over the newer card standing in its place)."""
    cards: list[pygame.Rect] = []
    for t, card, dest, body in planned:
        taken = [b for u, _, _, b in planned if u is not t] + layer._ghosts
        layer._ghosts += [g for g in (ghost(layer, t, surface, taken),) if g is not None]
        cards.append(surface.blit(card, dest))
        layer._hits.append((body, t))
    return cards


def _group(layer, slot, shown: list, where: tuple[int, int, int], most: int, aims=()) -> list[Planned]:
    """The cards of `shown`, the newest lowest, in `slot` (`where`: its middle, the
    text's width and the cards' bottom); one over any of `aims` (toast_hide.small_aims:
    the board's arrows, the 3D shape) translucent, OVER_VIEW (s120: at 480x360 no place
    beside a sphere holds even a short toast, and one stood solid over its top); never one
    in the bar place (toast_bar: a 3D head's aim under the bar showed the chips through it)."""
    cx, width, y = where
    planned: list[Planned] = []
    waiting = len(layer.toasts) - len(layer._shown())  # (queued: said on the newest card shown)
    for t in reversed(shown):
        msg = _wrap(t.text, width, most, layer._text)
        newest = t is shown[-1] and slot is layer._placement()[0][0]
        least = bar_card(layer, slot)  # (in the bar place: as wide as it, as tall as its chips)
        card, r = draw_card(msg, layer._text, t.kind, layer._compact, waiting * newest, least=least)
        dest = card.get_rect(midbottom=(cx if slot is None else layer._centre(slot, r.w), y + 10))
        top = badge_r(
            layer._text, layer._compact
        )  # (draw_card's default: where its top stands, for its badge)
        if waiting * newest and dest.y + r.y < top:  # (its badge kept whole in the window)
            top = dest.y + r.y
            card, r = draw_card(msg, layer._text, t.kind, layer._compact, waiting, top, least)
        if waiting * newest and _badge_crowds(layer, slot, r.move(dest.topleft), top):  # (s400: 5 px
            top = badge_r(layer._text, layer._compact) - r.h // 2  # from Settings at 480x360 and
            card, r = draw_card(msg, layer._text, t.kind, layer._compact, waiting, top, least)  # 200%)
        if waiting * newest:
            layer.badge_at = badge_rect(layer, r.move(dest.topleft), top)
        over = aims and not least[0] and hidden(r.move(dest.topleft), list(aims))  # (the bar's: solid)
        alpha = t.alpha * (OVER_VIEW if over else 1.0)
        if alpha < 1.0 and least[0]:
            bare = draw_card(msg, layer._text, t.kind, layer._compact, 0, top, least, words=False)[0]
            card = _bar_faded(card, bare, alpha)
        elif alpha < 1.0:
            card.set_alpha(int(255 * alpha))
        body = r.move(dest.topleft)
        crossing(layer, t, card, dest, body)  # (moved: it fades in here as it fades out where it was)
        planned.append((t, card, dest, body))
        y = dest.y + 10 - between(layer._text, layer._compact)  # (the card below's top, less the gap)
    return planned


BADGE_AIR = 8  # px a waiting badge keeps from what the scene keeps clear of toasts


def _badge_crowds(layer, slot: pygame.Rect | None, body: pygame.Rect, top: int) -> bool:
    """The waiting badge of the card at `body` (in the window), on its top right corner as
    draw_card puts it for `top`, leaves the card's `slot` (the scene's place, off its
    controls) or comes within BADGE_AIR of what the scene keeps clear (the card is kept off
    them, not its badge: s400, over Settings at 480x360 and 200%, 2 px under the Custom
    panel's slider at 480x360): then it stands on the card's right edge at its middle."""
    badge = badge_rect(layer, body, top)
    out = slot is not None and not slot.contains(badge)
    return out or badge.inflate(2 * BADGE_AIR, 2 * BADGE_AIR).collidelist(layer._clear()) >= 0


def badge_rect(layer, body: pygame.Rect, top: int) -> pygame.Rect:
    """The waiting badge's square in the window, of the card at `body` drawn for `top`."""
    rad = badge_r(layer._text, layer._compact)
    x, y = badge_centre(pygame.Rect(body.x, top, body.w, body.h), layer._text, layer._compact)
    return pygame.Rect(x - rad, body.y + y - top - rad, 2 * rad, 2 * rad)


def _bar_faded(card: pygame.Surface, blank: pygame.Surface, alpha: float) -> pygame.Surface:
    """A card in the bar place at `alpha` of its fade: its words go first, on the card still
    solid, then the bare card (s252: faded as one, the chips' labels under it showed through
    its words, "pts 0" in "clear the board")."""
    if alpha < 0.5:
        blank.set_alpha(int(255 * 2 * alpha))
        return blank
    card.set_alpha(int(255 * (2 * alpha - 1)))
    blank.blit(card, (0, 0))
    return blank
