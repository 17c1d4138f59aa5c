"""A toast that moves cross-fades: it fades out where it stood as it fades in where it now
stands, over CROSS seconds (at once with reduced motion). A lesson's bubble moving onto a
toast moved it at once, across the board (s237, s245: at 640x480 a toast jumped from the
bottom bar to the top right as step 2's bubble landed on it); a toast gliding there would
have crossed the bubble and the board, a cross-fade leaves its old place in CROSS (s252).
Each toast keeps where it was last drawn (`Toast.drawn`) and the card it leaves (`Toast.left`).
The card left is drawn only where no other card stands this frame (`ghost`): a toast
moved up its stack by a newer one faded out over the newer card for OUT (s266)."""

from __future__ import annotations

import pygame

from quiver.style import palette

from .toast_layer import top_settings
from .toast_note import Toast

CROSS = 0.2  # seconds a moved toast takes to fade into its new place (eased out: soon readable)
OUT = 0.1  # ... and to fade out of its old one (over what moved onto it: a lesson's bubble)


def reduced(layer) -> bool:
    """Reduced motion, as the player set it (a scene with no midend: off)."""
    return palette.reduced_motion(top_settings(layer))


def crossing(layer, t: Toast, card: pygame.Surface, dest: pygame.Rect, body: pygame.Rect) -> None:
    """`t`'s `card`, about to be drawn at `dest` (the card itself, less its shadow: `body`),
    faded in while `t` moves: a cross-fade starts where it was last drawn elsewhere in this
    size (its old card: `ghost`), clear of where it goes (a card moved less than its own
    height, a stack grown under it, moves at once: it crosses nothing, s266)."""
    now, size = layer.clock(), layer.size
    was = t.drawn
    if was is not None and was[2] == size and not was[4].colliderect(body) and not reduced(layer):
        t.left = (was[0], was[1], was[3], now, was[4])
    t.drawn = (card.copy(), pygame.Rect(dest), size, _alpha(card), pygame.Rect(body))
    k = progress(t, now)
    if k < 1.0:
        card.set_alpha(int(_alpha(card) * (1.0 - (1.0 - k) ** 2)))


def ghost(layer, t: Toast, surface: pygame.Surface, taken: list[pygame.Rect]) -> pygame.Rect | None:
    """The card `t` left, drawn fading out where it stood unless it would touch one of
    `taken` (the other cards drawn this frame, less their shadows: a newer card now stands
    there); its card's rect, None where none is drawn. `t` fades in where it goes all the same."""
    k = progress(t, layer.clock())
    if t.left is None or k >= 1.0:
        t.left = None
        return None
    image, dest, alpha, _since, body = t.left
    fade = max(0.0, 1.0 - k * CROSS / OUT)
    if fade <= 0.0 or body.collidelist(taken) >= 0:
        return None
    image.set_alpha(int(alpha * fade))
    layer._left.append(surface.blit(image, dest))
    return body


def progress(t: Toast, now: float) -> float:
    """How far `t`'s cross-fade has gone, 0..1 (1: none going on)."""
    if t.left is None:
        return 1.0
    return min(1.0, max(0.0, (now - t.left[3]) / CROSS))


def crossing_any(toasts: list[Toast], now: float) -> tuple[float, ...]:
    """Each cross-fade going on, how far: frames are drawn while any is (ToastLayer.animating)."""
    return tuple(round(k, 3) for k in (progress(t, now) for t in toasts) if k < 1.0)


def forget_undrawn(toasts: list[Toast], drawn: list[Toast]) -> None:
    """A toast not drawn this time starts afresh where it is next drawn (a toast that waited
    its turn comes in, not across)."""
    for t in toasts:
        if t not in drawn:
            t.drawn = t.left = None


def _alpha(card: pygame.Surface) -> int:
    """The card's alpha: 255 where none is set (0 is a card faded out, not none: s258)."""
    alpha = card.get_alpha()
    return 255 if alpha is None else alpha
