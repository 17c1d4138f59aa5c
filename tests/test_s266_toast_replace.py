"""s266: a toast moved up its stack by a newer one (a new toast, or one saying the same
again: it replaces the old and comes in lowest) cross-fades (s252): it faded out where it
stood for 0.1 s, over the newer card that now stands there, and a card moved less than
its own height faded out over itself. No two cards overlap at any frame now: the card a
toast left is drawn fading out only where no other card stands, and one that moves onto
where it stood moves at once."""

import pygame
import pytest
from app_helpers import app_maker, run

STEP = 0.005  # seconds between frames: finer than the 0.1 s the card left faded over
COPIED = "Copied the code 2d-star-10x9-8-hard-1"


class Layer(pygame.Surface):
    """The toast layer's surface, keeping each card blitted on it where it was put whole
    (a card's rect from blit is cut at the window's edge)."""

    def __init__(self, size) -> None:
        super().__init__(size, pygame.SRCALPHA)
        self.put: list[pygame.Rect] = []

    def blit(self, source, dest, *args, **kw):
        self.put.append(pygame.Rect(dest[:2], source.get_size()))
        return super().blit(source, dest, *args, **kw)


def stepped(app, seconds: float) -> list[tuple[list[pygame.Rect], dict]]:
    """Each frame over `seconds`: every card the toast layer drew, less its shadow (the
    toasts' and those they left fading out), and where each toast's card stands."""
    frames = []
    for _ in range(round(seconds / STEP)):
        run(app, dt=STEP)
        layer, surface = app.toasts, Layer(app.size)
        layer.full_redraw = True
        layer.draw(surface)
        card, body = surface.put[-1], layer._hits[-1][0]  # (the last drawn is a card: its shadow)
        a, b = body.x - card.x, body.y - card.y
        c, d = card.right - body.right, card.bottom - body.bottom
        drawn = [pygame.Rect(r.x + a, r.y + b, r.w - a - c, r.h - b - d) for r in surface.put]
        frames.append((drawn, {t.long: tuple(r) for r, t in layer._hits}))
    return frames


def overlaps(rects: list[pygame.Rect]) -> list[tuple[pygame.Rect, pygame.Rect]]:
    return [(a, b) for i, a in enumerate(rects) for b in rects[i + 1 :] if a.colliderect(b)]


@pytest.mark.parametrize(
    "size",
    [
        (640, 480),
        pytest.param((800, 600), marks=pytest.mark.slow),
        pytest.param((1280, 800), marks=pytest.mark.slow),
    ],
)  # (the fast tier steps one size: 5 ms frames cost)
@pytest.mark.parametrize("news", [COPIED, "Hint: 2 arrows are free"])
def test_no_two_cards_overlap_at_any_frame_of_a_replace(monkeypatch, tmp_path, size, news):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=size)
        run(app, 5)  # (the menu: two toasts stack there at every size)
        app.feedback.toast(COPIED, seconds=60)
        app.feedback.toast("Saved the board to exports/board-1.json", seconds=60)
        frames = stepped(app, 0.5)
        assert len(frames[-1][1]) == 2  # (the case: one stack of two)
        app.feedback.toast(news, seconds=60)  # (the same words again: the old card goes)
        frames += stepped(app, 0.4)
        was, now = frames[-81][1], frames[-1][1]
        assert any(was[k] != now[k] for k in was if k in now)  # (the case: a card moved in the stack)
        for k, (rects, _) in enumerate(frames):
            assert not overlaps(rects), (k * STEP, rects)
