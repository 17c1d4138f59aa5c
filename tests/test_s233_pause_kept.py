"""s233: two clean-ups, same behaviour. kept_puzzle.where_of wrote a free puzzle's
`where` as a literal where levels and dailies go through Slot (Slot.free now); the pause
card's "click beside the card" branch returned None as its fall-through did (gone)."""

from __future__ import annotations

import datetime as _dt

import pytest
from app_helpers import app_maker, click, post, run, run_until

from quiver.game.code import from_seed
from quiver.game.journey import CampaignLevel, DailyPuzzle, FreePuzzle, PuzzleRequest
from quiver.game.kept_puzzle import Slot, where_of

pygame = pytest.importorskip("pygame")


DAY = _dt.date(2026, 12, 5)


@pytest.mark.parametrize(
    "request_, slot",
    [
        (PuzzleRequest(FreePuzzle(), from_seed(1)), Slot.free()),
        (PuzzleRequest(CampaignLevel("2d", 20)), Slot.level_of("2d", 20)),
        (PuzzleRequest(DailyPuzzle(DAY), from_seed(2, "flat")), Slot.daily_of(DAY, "flat")),
    ],
)
def test_every_where_is_a_slots_words(request_, slot):
    where = where_of(request_)
    assert where == str(slot) and Slot.read(where) == slot


def test_free_is_its_own_slot_unnamed():
    assert str(Slot.free()) == "free" and not Slot.free().named


def test_a_click_beside_the_pause_card_keeps_it_open(monkeypatch, tmp_path):
    from quiver.scenes.pause import PauseScene, open_pause
    from quiver.scenes.play2d import Play2DScene

    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
        run_until(app, lambda: isinstance(app.top, Play2DScene) and app.top.board is not None, what="play")
        play = app.top
        open_pause(play)
        run(app, 2)
        card = app.top
        assert isinstance(card, PauseScene)
        beside = (card.card.left // 2, card.card.centery)
        assert not card.card.collidepoint(beside)
        click(app, beside)
        run(app, 2)
        assert app.top is card  # not resumed, and the board below took no tap
        assert play.session.moves == 0
