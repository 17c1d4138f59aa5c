"""s272: sound while another window is in front. The music played on when the window only
lost its focus (minimised or hidden it waited: s251's gate); a player who alt-tabs away
may want Quiver quiet. Settings' "Quiet in the background" (off by default: as before)
fades the music and the effects out when the window loses its focus, through the same
gate (no click), and back in when it has it again; kept in settings.json under a key an
older Quiver reads without a word and keeps when it saves."""

from __future__ import annotations

import json
from dataclasses import asdict, fields

import pytest

pygame = pytest.importorskip("pygame")

from app_helpers import app_maker, post, run  # noqa: E402
from test_s251_music_gate import LoggedMusic, frames  # noqa: E402

from quiver.game.settings import SCHEMA, Settings, load_settings, not_understood, settings_path  # noqa: E402
from quiver.game.storage import load_json, save_json  # noqa: E402

KEY = "quiet_in_background"


@pytest.fixture
def audio(monkeypatch):
    from audio_helpers import clocked_audio

    played = []
    sound = type("Sound", (), {"play": lambda self: played.append(1), "set_volume": lambda self, v: None})
    a = clocked_audio(monkeypatch, LoggedMusic(), 0.8, sound=lambda path: sound())
    a.played = played
    a.music("menu")
    yield a
    a.close()


def test_away_the_music_glides_to_silence_and_pauses_and_comes_back_from_it(audio):
    from quiver.audio_level import GATE, STEP

    music = audio._mixer.music
    faded = []
    audio._mixer.fadeout = faded.append  # (the effects sounding: all channels, SDL_mixer's fade)
    audio.away(True)
    assert faded == [round(GATE * 1000)]  # the effects fade out too, over the gate
    assert not [c for c in music.log if c[0] == "pause"]  # not cut mid-wave
    down = frames(audio, 0.35)
    assert [c for c in music.log if c[0] == "pause"] == [("pause", pytest.approx(0.0))]
    assert max(a - b for a, b in zip([0.8, *down], down, strict=False)) <= STEP + 1e-9
    audio.play("click")
    assert audio.played == []  # no effect starts while away
    audio.away(False)
    assert music.log[-1] == ("unpause", 0.0)  # from silence, up over the gate
    assert frames(audio, 0.35)[-1] == pytest.approx(0.8)
    audio.play("click")
    assert audio.played == [1]


def test_away_and_muted_together_the_music_waits_for_both(audio):
    audio.away(True)
    audio.mute(True)
    audio.away(False)  # in front again, still muted (F8): still silent, still paused
    frames(audio, 0.3)
    assert audio._mixer.music.volume == pytest.approx(0.0)
    audio.mute(False)
    assert frames(audio, 0.3)[-1] == pytest.approx(0.8)


class Away:
    """Stands in for audio.Audio in the running game: the away() it was asked."""

    enabled, warning = True, None

    def __init__(self):
        self.asked = []

    def away(self, on):
        self.asked.append(on)

    def __getattr__(self, name):
        return lambda *a, **k: None


@pytest.mark.parametrize("quiet", [False, True])
def test_the_windows_focus_lost_and_back_quiets_the_game_only_when_asked(monkeypatch, tmp_path, quiet):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        app.midend.settings.quiet_in_background = quiet
        audio = app.feedback.audio = Away()
        app.dispatch(pygame.event.Event(pygame.WINDOWFOCUSLOST, window=None))
        app.dispatch(pygame.event.Event(pygame.WINDOWFOCUSGAINED, window=None))
        assert audio.asked == [quiet, False]  # off (the default): the music plays on


def _press(key):
    post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)


def _button(b):
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=b)
    post(pygame.CONTROLLERBUTTONUP, instance_id=0, button=b)


def test_settings_row_changed_by_key_pad_and_mouse_and_kept(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        assert app.midend.settings.quiet_in_background is False  # today's behaviour by default
        app.flow.open_settings()
        run(app, 2)
        card = app.top
        card.focus = card.order.index(KEY)
        _press(pygame.K_SPACE)  # the keyboard
        run(app, 2)
        assert app.midend.settings.quiet_in_background is True
        _button(pygame.CONTROLLER_BUTTON_A)  # a pad
        run(app, 2)
        assert app.midend.settings.quiet_in_background is False
        card.scroll_to(KEY)
        run(app, 1)
        pos = card.toggles[KEY].rect.center
        post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)  # the mouse
        post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        run(app, 2)
        assert app.midend.settings.quiet_in_background is True
        assert load_settings()[0].quiet_in_background is True  # saved
        again = make()
        assert again.midend.settings.quiet_in_background is True


OLD_KEYS = tuple(f.name for f in fields(Settings) if f.name != KEY)  # a Quiver before s272


def test_an_older_quiver_reads_the_file_without_a_word_and_keeps_the_setting(tmp_path):
    path = settings_path(tmp_path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(Settings(quiet_in_background=True, volume=0.3).to_dict()))
    data, warning = load_json(path, SCHEMA, dict, known=OLD_KEYS)  # (its load_settings)
    assert warning is None and not_understood(data) is None
    old = {k: v for k, v in asdict(Settings.from_dict(data)).items() if k in OLD_KEYS}
    old["volume"], old["schema"] = 0.9, SCHEMA  # it changes a setting and saves
    save_json(path, old, known=old.keys())  # (its save_settings)
    settings, warning = load_settings(tmp_path)
    assert warning is None and settings.quiet_in_background is True and settings.volume == 0.9


@pytest.mark.parametrize("bad", [1, "yes", None])
def test_a_value_not_understood_is_one_line_and_off(tmp_path, bad):
    path = settings_path(tmp_path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"schema": 1, KEY: bad, "volume": 0.2}))
    settings, warning = load_settings(tmp_path)
    assert settings.quiet_in_background is False and settings.volume == 0.2
    assert warning is not None and KEY in warning and "\n" not in warning
