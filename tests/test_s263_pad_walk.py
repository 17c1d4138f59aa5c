"""A stranger who plays with a game pad only (s263), driven through the app's real loop
with injected pad events and nothing else: what such a player was told, or could not do."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run, run_until
from test_s150_pad_keys import button

pygame = pytest.importorskip("pygame")

A, B, X = (getattr(pygame, f"CONTROLLER_BUTTON_{b}") for b in "ABX")
START, DOWN = pygame.CONTROLLER_BUTTON_START, pygame.CONTROLLER_BUTTON_DPAD_DOWN


def fire_one_by_pad(app, play) -> None:
    """X until a free arrow is lit, then A: one arrow flies."""
    free = play.board.free_arrows()
    for _ in range(len(play.board.alive) + 1):
        button(app, X)
        if play.ptr.keyed in free:
            break
    button(app, A)
    run(app, 20, dt=1 / 20)
    assert len(play.board.alive) < len(play.board.arrows)


def test_a_free_puzzle_left_by_pad_names_no_keyboard_key_for_continue(monkeypatch, tmp_path):
    """The toast said "Continue (K) goes on": a pad has no K (Continue is the home view's
    button, which the D-pad reaches)."""
    from quiver.game.code import complete
    from quiver.scenes.menu import MenuScene
    from quiver.scenes.play import PlayScene

    code = complete("2d", "heart", (8, 8), None, "easy", 3)
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        app.flow.open_code(code)
        run_until(app, lambda: isinstance(app.top, PlayScene) and not app.top.busy(), what="the puzzle")
        fire_one_by_pad(app, app.top)
        button(app, START)  # the pause card
        card = app.top
        while card.buttons[card.focus].label != "Menu":
            button(app, DOWN)
        button(app, A)
        run(app, 3)
        assert isinstance(app.top, MenuScene)
        said = [t for t in app.toasts.texts() if "kept" in t]
        assert said == [f"Puzzle kept: Continue goes on; so does Enter seed {code}"]


def test_a_dead_end_tells_a_pad_player_the_pause_cards_restart(monkeypatch, tmp_path):
    """Y (hint) at a dead end said "R restarts": a pad has no R."""
    from puzzle_codes import spec

    from quiver.scenes.play import PlayScene
    from quiver.scenes.play_words import DEAD_END_TOAST

    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        app.flow.open_code(spec("2d-heart-16x14-34-hard-7", "mr"))  # (test_stranger_five's dead end)
        run_until(app, lambda: isinstance(app.top, PlayScene) and not app.top.busy(), what="the puzzle")
        play = app.top
        for i in (32, 3, 22, 8, 5, 11, 2, 0, 16, 1, 7, 10, 13, 19, 15, 12, 4, 20, 9, 6, 24, 17, 14, 25, 18):
            play.session.fire(i, play.board.free_end(i))
        play.session.watch.verdict(wait=True)
        assert play.session.dead_end
        button(app, pygame.CONTROLLER_BUTTON_Y)
        said = [t for t in app.toasts.texts() if t.startswith("Dead end")]
        assert said and DEAD_END_TOAST not in said and all("R restarts" not in t for t in said), said
        assert any("Start, then Restart" in t for t in said)
        play.restart()  # the pad's words taken back as the keyboard's were
        assert not [t for t in app.toasts.texts() if t.startswith("Dead end")]


def test_a_hearts_change_mid_puzzle_tells_a_pad_player_the_pause_cards_restart(monkeypatch, tmp_path):
    """Start, Settings, Hearts changed with the D-pad: "(R restarts)" said a key a pad has not."""
    from quiver.game.code import complete
    from quiver.scenes.play import PlayScene

    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        app.flow.open_code(complete("2d", "heart", (8, 8), None, "easy", 3))
        run_until(app, lambda: isinstance(app.top, PlayScene) and not app.top.busy(), what="the puzzle")
        fire_one_by_pad(app, app.top)
        button(app, START)
        pause = app.top
        while pause.buttons[pause.focus].label != "Settings":
            button(app, DOWN)
        button(app, A)
        card = app.top
        while card.order[card.focus] != "hearts":
            button(app, DOWN)
        button(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
        button(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)  # Zen (Scaled: 3 hearts on a board this small)
        assert app.midend.settings.hearts.value == "zen"
        said = [t.long for t in app.toasts.toasts if t.long.startswith("Hearts")]
        assert said and all("R restarts" not in t for t in said), said
        assert "Start, then Restart" in said[0]


def test_the_pause_card_a_pads_loss_opens_rings_resume_as_a_pads_press_does(monkeypatch, tmp_path):
    """Unplugged mid-puzzle, the card opened with no focus ring and Resume's chip said B
    only (a card a pad's B opens rings Resume: "A / B"): plugged back in, the player saw
    no focus, where A went."""
    from quiver.game.code import complete
    from quiver.input_pad import pad_named
    from quiver.scenes.pause import PauseScene
    from quiver.scenes.play import PlayScene

    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        app.flow.open_code(complete("2d", "heart", (8, 8), None, "easy", 3))
        run_until(app, lambda: isinstance(app.top, PlayScene) and not app.top.busy(), what="the puzzle")
        fire_one_by_pad(app, app.top)
        post(pygame.JOYDEVICEREMOVED, instance_id=0)
        run(app, 2)
        card = app.top
        assert isinstance(card, PauseScene) and card.keyboard  # the focus ring shows
        card.draw(pygame.Surface(card.size))
        assert pad_named(card.buttons[0].sub) == "A / B"  # (as its chip names it after a pad's press)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_a_pad_player_can_export_the_board_from_the_pause_card(monkeypatch, tmp_path, size):
    """The bar's Export has no button on a pad (nor its E): the pause card offered Export
    only where the bar had none (a narrow window), so a pad player could not export. (s269:
    a pad's card says Share, which exports and copies the code.)"""
    from quiver.game.code import complete
    from quiver.scenes.play import PlayScene

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        app.flow.open_code(complete("2d", "heart", (8, 8), None, "easy", 3))
        run_until(app, lambda: isinstance(app.top, PlayScene) and not app.top.busy(), what="the puzzle")
        assert "export" in app.top.hud.buttons  # (the bar has its own here)
        button(app, START)
        card = app.top
        labels = [b.label for b in card.buttons]
        assert "Share" in labels
        while card.buttons[card.focus].label != "Share":
            button(app, DOWN)
        button(app, A)
        exported = list((tmp_path / "home").rglob("*.json"))
        assert any(p.parent.name == "exports" for p in exported), exported


def test_a_mouse_player_s_pause_card_keeps_export_on_the_bar(monkeypatch, tmp_path):
    """Without a pad's press the card stays as it was: the bar's Export is one click away."""
    from quiver.game.code import complete
    from quiver.scenes.play import PlayScene

    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        app.flow.open_code(complete("2d", "heart", (8, 8), None, "easy", 3))
        run_until(app, lambda: isinstance(app.top, PlayScene) and not app.top.busy(), what="the puzzle")
        post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
        run(app, 2)
        assert [b.label for b in app.top.buttons] == ["Resume", "Restart", "Settings", "How to play", "Menu"]
