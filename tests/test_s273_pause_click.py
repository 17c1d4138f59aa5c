"""s273's review of s269's pause-card Share: a card a pad opened offers Share; a click on
it with the mouse made the last press a click's, and the card, laid out again before the
click was read, took Share out from under the pointer (nothing copied, nothing exported,
and the buttons below moved up into its place). A click never rearranges the card; a
key's or a pad's press still does (Share in, Export or nothing back)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, click, post, run
from test_s150_pad_keys import button
from test_s269_pad_gaps import open_puzzle

pygame = pytest.importorskip("pygame")


def pad_opened_card(app, monkeypatch):
    """A puzzle's pause card opened by a pad's Start at 1280x800 (the bar has Export: Share
    alone is the card's fifth), and the exports its Share or Export makes, in a list."""
    from quiver.scenes.pause import PauseScene

    play = open_puzzle(app)
    done: list[str] = []
    monkeypatch.setattr(play, "export_board", lambda: done.append("export"))
    button(app, pygame.CONTROLLER_BUTTON_START)
    run(app, 3)
    assert isinstance(app.top, PauseScene) and app.top.share_btn in app.top.buttons
    return app.top, done


def test_a_click_on_share_shares_and_keeps_the_card_still(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        card, done = pad_opened_card(app, monkeypatch)
        rects = [tuple(b.rect) for b in card.buttons]
        click(app, card.share_btn.rect.center)
        assert done == ["export"], "the click on Share did nothing"
        assert app.top is card and [tuple(b.rect) for b in card.buttons] == rects
        post(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)
        run(app)  # a key's press: the keys' card (the bar has Export at 1280x800: none here)
        assert card.share_btn not in card.buttons and card.export_btn not in card.buttons


def test_e_presses_the_share_its_cap_names(monkeypatch, tmp_path):
    """After a click (beside the card) the card a pad opened still offers Share, its cap
    "E": E shares, though the key's press then makes it the keys' card (E did nothing:
    Share was gone before the key was read, and the bar's Export is not on the card)."""
    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        card, done = pad_opened_card(app, monkeypatch)
        click(app, (5, 5))  # (beside the card: nothing)
        assert card.share_btn in card.buttons and card.share_btn.sub == "E" and done == []
        post(pygame.KEYDOWN, key=pygame.K_e, mod=0, unicode="e", scancode=0)
        run(app)
        assert done == ["export"]
