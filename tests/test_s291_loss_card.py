"""The loss card's rows end as close above its buttons as the win card's (s291: "Out of
hearts" on a campaign level left about 30 px more bare card under "Level 7: clear it to
open level 8" than the win card left under its best line: the rows sat high, the card
looked unfinished)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run, run_until

pygame = pytest.importorskip("pygame")


def _gap(card) -> tuple[int, int]:
    """(bare card under the lowest row of words over the buttons, bare card over the title)."""
    from quiver.render2d import drawn

    with drawn.recording() as seen:
        card.full_redraw = True
        card.draw(pygame.Surface(card.size, pygame.SRCALPHA))
    top = min(b.rect.top for b in card.buttons)
    rows = [i.rect for i in seen.items if i.kind == drawn.TEXT and i.rect.bottom <= top]
    panel = card.panel
    return top - max(r.bottom for r in rows), min(r.top for r in rows) - panel.top


def _card(app, won: bool):
    from quiver.scenes.result import ResultScene

    app.flow.level("2d", 1)
    run_until(app, lambda: getattr(app.top, "session", None) is not None, 3000, what="level 1")
    play, b = app.top, app.top.board
    while not play.session.over:
        free = sorted(b.free_arrows())
        stuck = [i for i in sorted(b.alive) if i not in free]
        play.fire(free[0] if won or not stuck else stuck[0])
        run(app, 30)
    run_until(app, lambda: isinstance(app.top, ResultScene), 400, what="the card")
    app.clock.t += 3.0
    run(app, 2)
    return app.top


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_the_loss_card_ends_as_close_over_its_buttons(monkeypatch, tmp_path, size):
    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make(lessons=False)
        lost = _gap(_card(app, won=False))
        app.to_menu()
        won = _gap(_card(app, won=True))
    assert lost[0] <= won[0] + 6 * app.top.scale, (lost, won)
    assert lost[1] == pytest.approx(won[1], abs=8)  # (its title as far down the card)
