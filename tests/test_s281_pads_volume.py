"""Two pads and the volume (s281): two pads pressing one button in a frame were one press
(quiver/input_pad.PadKeys merged every pad's holds of a key); a volume moved up while muted
left the game silent, the player not told why (quiver/scenes/settings.py)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run, run_until

pygame = pytest.importorskip("pygame")

A, DOWN = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_DPAD_DOWN


def pad_event(down: bool, pad: int, b: int) -> pygame.event.Event:
    kind = pygame.CONTROLLERBUTTONDOWN if down else pygame.CONTROLLERBUTTONUP
    return pygame.event.Event(kind, instance_id=pad, button=b)


def keys_of(pads, *events) -> list[tuple[int, int]]:
    return [(k.type, k.key) for k in pads.keys(events)]


def test_two_pads_pressing_one_button_in_a_frame_are_two_presses():
    """Two players, two pads: each press counts, in the same frame or while the other
    holds it; the key comes up when the last pad lets go (a screen reading it held, held)."""
    from quiver.input_pad import PadKeys

    pads, enter = PadKeys(), pygame.K_RETURN
    down = (pygame.KEYDOWN, enter)
    assert keys_of(pads, pad_event(True, 1, A), pad_event(True, 2, A)) == [down, down]
    assert keys_of(pads, pad_event(False, 1, A)) == [] and pads.held(enter)
    assert keys_of(pads, pad_event(True, 1, A)) == [down]  # pad 2 holds it: pad 1's again counts
    assert keys_of(pads, pad_event(False, 2, A), pad_event(False, 1, A)) == [(pygame.KEYUP, enter)]
    # one pad's press and release in a frame: one press (and its D-pad and stick on one
    # arrow still one: test_s125_pad)
    assert keys_of(pads, pad_event(True, 1, A), pad_event(False, 1, A)) == [down, (pygame.KEYUP, enter)]


def test_two_pads_pressing_down_in_one_frame_move_the_menus_focus_twice(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        menu = app.top
        post(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=DOWN)
        post(pygame.CONTROLLERBUTTONUP, instance_id=0, button=DOWN)
        run(app, 1, dt=0.5)
        one = menu.focus
        for down in (True, False):
            for pad in (0, 1):
                kind = pygame.CONTROLLERBUTTONDOWN if down else pygame.CONTROLLERBUTTONUP
                post(kind, instance_id=pad, button=DOWN)
        run(app, 1, dt=0.5)
        twice = menu.focus
        menu.focus = one  # the same two presses a frame apart: where the two pads' went
        for _ in range(2):
            post(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=DOWN)
            post(pygame.CONTROLLERBUTTONUP, instance_id=0, button=DOWN)
            run(app, 1, dt=0.5)
        assert twice == menu.focus, (one, twice, menu.focus)
        menu.focus = one
        post(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=DOWN)
        post(pygame.CONTROLLERBUTTONUP, instance_id=0, button=DOWN)
        run(app, 1, dt=0.5)
        assert menu.focus != twice  # (one press goes elsewhere)


def test_no_button_of_a_pads_presses_a_key_that_copies():
    """Copy on a board with no code says "E exports it" (toast_short.NO_CODE), a key a pad
    lacks: it comes only from C, Ctrl+C (play.PlayScene.handle_event) or a click, and no
    button, stick or trigger of a pad's presses C or holds Ctrl."""
    from quiver.input import key_action
    from quiver.input_pad import BUTTON_KEYS, HAT_KEYS, TRIGGERS
    from quiver.scenes.playkeys import CTRL, PLAY_KEYS

    pressed = [*BUTTON_KEYS.values(), *((k, 0) for k in TRIGGERS.values()), *((k, 0) for *_, k in HAT_KEYS)]
    for key, mod in pressed:
        event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
        assert not mod & CTRL and key_action(PLAY_KEYS, event) != "copy", pygame.key.name(key)


@pytest.mark.parametrize("size", [(480, 360), (1280, 800)])
def test_share_by_pad_on_a_board_with_no_code_exports_and_names_no_key(monkeypatch, tmp_path, size):
    """The pause card's Share on a board file (no code): the board exported, said, and no
    "E exports it" (a pad has no E)."""
    from test_s150_pad_keys import button
    from test_s263_pad_walk import fire_one_by_pad

    from quiver.generator import PuzzleSpec, generate
    from quiver.scenes.play import PlayScene
    from quiver.scenes.toast_short import NO_CODE

    start = pygame.CONTROLLER_BUTTON_START
    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        app.flow.open_board(generate(PuzzleSpec("2d", "music_note", seed=3)), "b.json")
        run_until(app, lambda: isinstance(app.top, PlayScene) and not app.top.busy(), what="the board")
        play = app.top
        assert play.code is None
        said: list[str] = []
        toast = app.feedback.toast
        monkeypatch.setattr(app.feedback, "toast", spy(said, toast))
        fire_one_by_pad(app, play)
        button(app, start)
        labels = [b.label for b in app.top.buttons]
        for _ in range(labels.index("Share")):
            button(app, DOWN)
        button(app, A)
        assert any(t.startswith("Board exported") for t in said), said
        assert not any(NO_CODE[0] in t or NO_CODE[1] in t or "E exports" in t for t in said), said


@pytest.mark.parametrize("mode", ["2d", "3d", "flat"])
def test_the_keyboards_page_names_every_button_of_the_pads_and_share(mode):
    """How to play after a key's press: its pad sentence named no LS (sound off / on), RS
    (the view reset) nor the pause card's Share (the code copied, the board exported); it
    names them as the keys just said (RS = 0, LS = F8), the pad's page in words."""
    from quiver import input_pad
    from quiver.engine.modes import Mode
    from quiver.scenes.legend_words import extra

    input_pad._LAST.update(pad=False, keys=True)
    keys = extra(Mode(mode))
    pad = keys[keys.index("Pad:") :]
    assert "0 resets the view" in keys and "F8 or Ctrl+M: sound off" in keys  # (what RS, LS are)
    for words in ("RS = 0", "LS = F8", "Start pause (Share: copy, export)"):
        assert words in pad, pad
    input_pad._LAST.update(pad=True, keys=False)
    page = extra(Mode(mode))
    for words in ("RS resets the view", "LS: sound off / on", "Share copies the code and exports"):
        assert words in page, page
    input_pad.no_press_yet()


def spy(said: list, toast):
    """`toast` that also keeps each text said in `said`."""
    return lambda text, *a, **k: said.append(text) or toast(text, *a, **k)


def open_muted_settings(app, row: str):
    """Settings over the menu, muted by F8, the focus on `row` (a volume)."""
    from quiver.feedback import MUTED_NOTE
    from quiver.scenes.settings import SettingsScene

    post(pygame.KEYDOWN, key=pygame.K_F8, mod=0, unicode="", scancode=0)
    run(app, 1)
    card = SettingsScene(app.ports)
    app.push(card)
    run(app, 1)
    card.focus = card.order.index(row)
    assert app.midend.settings.muted and app.feedback.audio_note() == MUTED_NOTE
    return card


def drawn_words(app) -> list[str]:
    from quiver.render2d import drawn

    app.top.full_redraw = True
    with drawn.recording() as seen:
        app.top.draw(pygame.Surface(app.size, pygame.SRCALPHA))
    return [t.label for t in seen.of(drawn.TEXT)]


def key(k: int) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)


@pytest.mark.parametrize("row", ["volume", "music_volume"])
def test_a_volume_moved_up_by_key_while_muted_brings_the_sound_back(monkeypatch, tmp_path, row):
    """Muted, Right on a volume moved it in silence, "Muted: F8..." the only sign: up now
    unmutes (saved), the muted line gone; Left (down) leaves it muted."""
    from quiver.feedback import MUTED_NOTE
    from quiver.game.settings import load_settings

    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        card = open_muted_settings(app, row)
        assert MUTED_NOTE in drawn_words(app)
        key(pygame.K_LEFT)
        run(app, 1)
        assert app.midend.settings.muted  # (down: still muted)
        key(pygame.K_RIGHT)
        run(app, 1)
        assert not app.midend.settings.muted and app.feedback.audio_note() == ""
        assert MUTED_NOTE not in drawn_words(app) and not card.widgets[row].dim
        assert not load_settings()[0].muted  # (kept)


def test_a_volume_dragged_up_by_mouse_while_muted_brings_the_sound_back(monkeypatch, tmp_path):
    from quiver.input_pad import pad_last

    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        card = open_muted_settings(app, "music_volume")
        slider = card.widgets["music_volume"]
        start = (slider.knob_x(), slider.rect.centery)
        post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        run(app, 1)
        post(pygame.MOUSEMOTION, pos=(start[0] - 30, start[1]), rel=(-30, 0), buttons=(1, 0, 0))
        run(app, 1)
        assert app.midend.settings.muted  # (dragged down: still muted)
        post(pygame.MOUSEMOTION, pos=(start[0] + 60, start[1]), rel=(90, 0), buttons=(1, 0, 0))
        post(pygame.MOUSEBUTTONUP, pos=(start[0] + 60, start[1]), button=1)
        run(app, 1)
        assert not app.midend.settings.muted and not pad_last()


def test_a_volume_moved_up_by_pad_while_muted_brings_the_sound_back(monkeypatch, tmp_path):
    """The pad muted it (LS) and its D-pad turns the volume up: sound back; Quiet in the
    background, the window's (not the player's) mute, is left as it was."""
    from test_s150_pad_keys import button

    with app_maker(monkeypatch, tmp_path, window=False, size=(640, 480)) as make:
        app = make()
        app.midend.change_setting("quiet_in_background", True)
        button(app, pygame.CONTROLLER_BUTTON_LEFTSTICK)
        assert app.midend.settings.muted and "LS" in app.feedback.audio_note()
        from quiver.scenes.settings import SettingsScene

        card = SettingsScene(app.ports)
        app.push(card)
        run(app, 1)
        card.focus = card.order.index("volume")
        button(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
        assert not app.midend.settings.muted and app.feedback.audio_note() == ""
        assert app.midend.settings.quiet_in_background


def test_a_volume_moved_up_while_muted_and_away_unmutes_and_stays_quiet_while_away(monkeypatch, tmp_path):
    """The player's mute and the window's focus are two things (s272): a volume moved up
    unmutes the audio, while "Quiet in the background" holds it silent till the window's
    focus is back."""
    from audio_helpers import clocked_audio
    from test_s251_music_gate import LoggedMusic

    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        audio = clocked_audio(monkeypatch, LoggedMusic(), 0.5)
        try:
            app.feedback.audio = audio
            app.midend.change_setting("quiet_in_background", True)
            open_muted_settings(app, "volume")
            assert audio._muted
            audio.away(True)  # (another window in front: app_frame.background)
            key(pygame.K_RIGHT)
            run(app, 1)
            assert not app.midend.settings.muted and not audio._muted
            assert audio._away and audio._paused  # (the music waits for the window)
        finally:
            app.feedback.audio = None
            audio.close()
