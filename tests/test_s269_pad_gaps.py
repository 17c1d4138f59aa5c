"""A pad-only player's last gaps (s269), driven through the app's real loop with injected
pad events: How to play said the keyboard's sentence first and cut the pad's at the fold;
the code could not be copied; a muted game named F8 or Ctrl+M, no button of a pad's."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run, run_until
from test_s150_pad_keys import button
from test_s263_pad_walk import fire_one_by_pad

pygame = pytest.importorskip("pygame")

A, START, VIEW = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_START, pygame.CONTROLLER_BUTTON_BACK
DOWN, LS = pygame.CONTROLLER_BUTTON_DPAD_DOWN, pygame.CONTROLLER_BUTTON_LEFTSTICK
KEY_WORDS = ("Tab", "Enter", "F8", "Ctrl", "Wheel", "wheel", "drag")


def open_puzzle(app, mode: str = "2d"):
    from quiver.game.code import complete
    from quiver.scenes.play import PlayScene

    shape, size = ("heart", (8, 8)) if mode == "2d" else ("cube", (3, 3, 3))
    app.flow.open_code(complete(mode, shape, size, None, "easy", 3))
    run_until(app, lambda: isinstance(app.top, PlayScene) and not app.top.busy(), what="the puzzle")
    return app.top


def pad_line_box(legend) -> tuple[str, int, int]:
    """How to play's line that names the pad's buttons: (its text, its top and bottom as
    drawn before any scroll)."""
    lines, f, view, _content = legend.body()
    y = view.y
    for line in lines:
        h = legend._height(line, f, view.w)
        if "Pad:" in line[0]:
            return line[0], y, y + h
        y += h
    raise AssertionError("no line names the pad's buttons")


@pytest.mark.parametrize("size", [(640, 480), (800, 600)])
def test_how_to_play_after_a_pad_press_says_the_pads_words_first_and_whole(monkeypatch, tmp_path, size):
    """View (How to play) on a 2D board by pad: its line said "keys: Tab lights an arrow,
    Enter fires it..." before the pad's, which then ran under the fold at 640x480 and 800x600."""
    from quiver.scenes.legend import LegendScene

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        open_puzzle(app)
        button(app, VIEW)
        legend = app.top
        assert isinstance(legend, LegendScene)
        text, top, bottom = pad_line_box(legend)
        assert text.startswith("Pad:") and not any(w in text for w in KEY_WORDS), text
        assert "Share" in text  # (how a pad player copies the code: the pause card's Share)
        named = ("X / RB", "LB", "A", "B", "Y", "Start", "View", "LT / RT", "RS", "LS:")
        assert all(f"{b} " in text for b in named), text
        assert legend.scroll == 0 and bottom <= legend.body()[2].bottom, (top, bottom, legend.body()[2])


def test_how_to_play_after_a_key_press_keeps_the_keys_first(monkeypatch, tmp_path):
    """A keyboard player's page as it was: the keys' sentence, then the pad's."""
    from quiver.engine.modes import Mode
    from quiver.scenes.legend_words import EXTRA, pad_words

    with app_maker(monkeypatch, tmp_path, window=False, size=(1920, 1080)) as make:
        app = make()
        open_puzzle(app)
        post(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0)
        run(app, 2)
        text = pad_line_box(app.top)[0]
        assert text == f"{EXTRA[Mode.TWO_D]} {pad_words(Mode.TWO_D)}"


@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_the_pads_words_keep_the_modes_own_rule(monkeypatch, tmp_path, mode):
    """The 3D views' lines say a rule among their keys (inner arrows; lower steps): kept
    after a pad's press, its keys' words dropped."""
    from quiver.engine.modes import Mode
    from quiver.scenes.legend import LegendScene
    from quiver.scenes.legend_words import RULE_TAIL

    with app_maker(monkeypatch, tmp_path, window=False, size=(1920, 1080)) as make:
        app = make()
        button(app, DOWN)  # a pad's press on the menu
        app.push(LegendScene(app.ports, mode))
        text = pad_line_box(app.top)[0]
        assert text.startswith("Pad:") and text.endswith(RULE_TAIL[Mode(mode)])
        assert not any(w in text for w in KEY_WORDS), text


@pytest.mark.parametrize("size", [(480, 360), (800, 600)])
def test_a_pad_player_copies_the_code_from_the_pause_cards_share(monkeypatch, tmp_path, size):
    """Copy was the bar's button (a click), C or Ctrl+C: nothing a pad presses. The pause
    card's Share copies the code, exports the board, and says both."""
    from quiver import feedback

    copied: list[str] = []
    monkeypatch.setattr(feedback, "copy_text", lambda text: copied.append(text) or True)
    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        play = open_puzzle(app)
        fire_one_by_pad(app, play)
        button(app, START)
        card = app.top
        labels = [b.label for b in card.buttons]
        assert len(labels) == 6 and "Share" in labels, (
            labels
        )  # (in Export's place: a 7th did not fit at 480x360)
        for _ in range(labels.index("Share")):
            button(app, DOWN)
        button(app, A)
        assert copied == [str(play.code)]
        said = list(app.toasts.texts())
        assert any(t.startswith("Copied") for t in said), said  # (480x360: its short form)
        assert any(t.startswith("Board exported") for t in said), said
        assert any(p.parent.name == "exports" for p in (tmp_path / "home").rglob("*.json"))


def test_a_key_opened_pause_card_offers_share_once_a_pad_is_pressed(monkeypatch, tmp_path):
    """Esc opened the card (a keyboard's: Export only where the bar lacks it); a pad's
    press on it brings Share, as the card opened by Start has."""
    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        open_puzzle(app)
        post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
        run(app, 2)
        card = app.top
        assert "Share" not in [b.label for b in card.buttons]
        button(app, DOWN)
        assert [b.label for b in card.buttons][4] == "Share"


def test_a_pad_mutes_and_unmutes_and_settings_names_its_button(monkeypatch, tmp_path):
    """Muted, Settings said "F8 or Ctrl+M turns the sound on": no button of a pad's did.
    The left stick's click is F8 now, and Settings names it after a pad's press."""
    from quiver.feedback import MUTED_NOTE

    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        button(app, LS)
        assert app.midend.settings.muted
        note = app.feedback.audio_note()
        assert "LS" in note and "F8" not in note and "Ctrl" not in note, note
        post(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)  # a keyboard's press
        run(app, 1)
        assert app.feedback.audio_note() == MUTED_NOTE
        button(app, LS)
        assert not app.midend.settings.muted
