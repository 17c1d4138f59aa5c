"""s77: sound a stranger can switch off, and a pause the music hears.

F8 or Ctrl+M (M alone is Menu on the pause and result cards) mutes all sound on every
screen and brings it back: kept in settings.json (`muted`), said in a short toast, even
with no audio device (said too); Settings' volumes say so. Under the pause card the music
plays on lower (audio.HUSH) and comes back up on resume, never restarted."""

from __future__ import annotations

import json

import pytest
from app_helpers import app_maker, run
from audio_helpers import frames

from quiver.game.lessons import lesson
from quiver.game.settings import Settings

pygame = pytest.importorskip("pygame")


def key(app, k, mod=0, frames=2):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    run(app, frames)


class FakeAudio:
    """What the game asks of audio.Audio: effects played, volumes, pieces, hushes."""

    enabled, warning = True, None

    def __init__(self):
        self.played: list[str] = []
        self.volumes: list[tuple[str, float]] = []
        self.tracks: list[str | None] = []
        self.hushes: list[bool] = []
        self.mutes: list[bool] = []

    def play(self, name):
        self.played.append(name)

    def set_volume(self, v):
        self.volumes.append(("effects", v))

    def set_music_volume(self, v):
        self.volumes.append(("music", v))

    def music(self, name):
        if not self.tracks or self.tracks[-1] != name:
            self.tracks.append(name)

    def hush(self, on):
        if not self.hushes or self.hushes[-1] != on:
            self.hushes.append(on)

    def tick(self):
        pass

    def hold(self, on):
        pass

    def mute(self, on):
        self.mutes.append(on)

    def wake_in(self):
        return None


@pytest.fixture
def make(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as go:
        yield go, tmp_path / "home" / "settings.json"


def open_board(app):
    app.flow.open_board(lesson("2d")[1].make_board())
    run(app, 2)
    play = app.top
    play.fire(sorted(play.board.free_arrows())[0])  # a move: the pause card has a clock to stop
    run(app, 30)
    return play


def test_mute_keys_are_bound_nowhere_else():
    """F8 and Ctrl+M reach no screen: every key a screen handles, none of them (M alone is
    the cards' Menu; Ctrl+M there muted and did not leave the puzzle: the next test)."""
    import pathlib
    import re

    import quiver

    root = pathlib.Path(quiver.__file__).parent
    sources = [*root.glob("scenes/*.py"), *root.glob("input*.py"), *root.glob("render*/*.py")]
    sources.remove(root / "input_pad.py")  # (it presses F8, not reads it: a pad's LS mutes, s269)
    keys = {k for p in sources for k in re.findall(r"pygame\.K_\w+", p.read_text(encoding="utf-8"))}
    assert "pygame.K_F8" not in keys and "pygame.K_m" in keys
    assert "pygame.K_m" not in (root / "scenes" / "menu_input.py").read_text(encoding="utf-8")


def test_f8_and_ctrl_m_mute_everywhere_saved_and_said(make):
    go, path = make
    app = go()
    fake = app.feedback.audio = FakeAudio()
    app.feedback._sound = True  # (sound on, through the fake: no device opened)
    key(app, pygame.K_F8)  # at the menu
    assert app.midend.settings.muted and json.loads(path.read_text())["muted"] is True
    assert app.toasts.texts()[-1] == "Sound off"
    assert fake.mutes[-1] is True and fake.volumes[-2] == ("effects", 0.0)  # (the music waits: s79)
    app.feedback.sound("click")
    assert fake.played == []  # (an effect while muted: none asked of the device)
    play = open_board(app)
    key(app, pygame.K_m, pygame.KMOD_LCTRL)  # in play
    st = app.midend.settings
    assert not st.muted and app.toasts.texts() == ["Sound on"]  # (the last press's toast went)
    assert fake.mutes[-1] is False
    assert fake.volumes[-2:] == [("effects", st.volume), ("music", st.music_volume)]
    assert fake.played[-1:] == ["click"]
    key(app, pygame.K_ESCAPE)
    assert app.top.name == "pause"
    key(app, pygame.K_m, pygame.KMOD_LCTRL)  # on the pause card: muted, still paused
    assert st.muted and app.top.name == "pause" and app.stack[-2] is play
    app.close()
    again = Settings.from_dict(json.loads(path.read_text()))
    assert again.muted and again.volume == st.volume  # (the volumes kept for later)


def test_with_no_audio_device_the_key_still_toggles_and_says_so(make):
    go, _path = make
    app = go()

    class Dead(FakeAudio):
        enabled = False
        warning = "sound is off: no audio device (dummy)"

    app.feedback.audio = Dead()
    key(app, pygame.K_F8)
    assert app.midend.settings.muted
    assert app.toasts.texts() == ["Sound off (no audio device here: nothing plays)"]
    key(app, pygame.K_F8)
    assert not app.midend.settings.muted
    assert app.toasts.texts() == ["Sound on (no audio device here: nothing plays)"]


def test_settings_volumes_say_muted_and_how_to_undo_it(make):
    go, _path = make
    app = go()
    app.flow.open_settings()
    run(app, 2)
    assert app.feedback.audio_note() == ""
    key(app, pygame.K_F8)
    assert app.top.name == "settings"  # (F8 over a card: the card stays)
    assert app.feedback.audio_note() == "Muted: F8, Ctrl+M or a volume up turns the sound on"
    from quiver.scenes.settings_layout import ROWS

    assert "F8 or Ctrl+M" in dict((k, d) for k, _t, d in ROWS)["volume"]


def test_the_music_is_hushed_under_the_pause_card_and_not_restarted(make):
    go, _path = make
    app = go()
    fake = app.feedback.audio = FakeAudio()
    app.feedback._sound = True  # (the music follows the screens; no device opened)
    play = open_board(app)
    assert fake.tracks[-1] == "play" and fake.hushes[-1:] in ([], [False])
    key(app, pygame.K_ESCAPE)
    assert app.top.name == "pause" and fake.hushes[-1] is True
    key(app, pygame.K_o)  # Settings over the pause card: still hushed
    assert app.top.name == "settings" and fake.hushes[-1] is True
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)  # resumed
    assert app.top is play and fake.hushes[-1] is False
    assert fake.tracks[-1] == "play" and fake.tracks.count("play") == 1  # the piece played on


def test_audio_hush_lowers_the_piece_playing_and_brings_it_back(monkeypatch):
    import quiver.audio as audio_mod
    import quiver.audio_level as audio_level

    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    now = [100.0]
    monkeypatch.setattr(audio_mod.time, "monotonic", lambda: now[0])
    audio = audio_mod.Audio(0.6, music_volume=0.5)
    try:
        assert audio.warning is None, audio.warning
        audio.music("play")
        started: list[int] = []
        monkeypatch.setattr(pygame.mixer.music, "play", lambda *a, **k: started.append(1))
        monkeypatch.setattr(pygame.mixer.music, "load", lambda *a, **k: started.append(1))
        audio.hush(True)
        for _ in range(round(audio_level.GLIDE * 60) + 1):  # (a glide down: s122; its frames: s272)
            now[0] += 1 / 60
            audio.tick()
        assert pygame.mixer.music.get_volume() == pytest.approx(0.5 * audio_mod.HUSH, abs=0.01)
        audio.play("pop")  # an effect while paused: lower still
        frames(now, audio.tick, audio_level.DUCK_ATTACK + 0.02)  # (a ramp down: s122; a step a frame: s282)
        assert pygame.mixer.music.get_volume() == pytest.approx(
            0.5 * audio_mod.HUSH * audio_mod.DUCK, abs=0.01
        )
        frames(now, audio.tick, 1.0)
        assert pygame.mixer.music.get_volume() == pytest.approx(0.5 * audio_mod.HUSH, abs=0.01)
        audio.set_music_volume(0.8)  # a Settings change over the card: still hushed
        assert pygame.mixer.music.get_volume() == pytest.approx(0.8 * audio_mod.HUSH, abs=0.01)
        audio.hush(False)
        for _ in range(round(audio_level.GLIDE * 60) + 1):  # (its frames)
            now[0] += 1 / 60
            audio.tick()
        assert pygame.mixer.music.get_volume() == pytest.approx(0.8, abs=0.01)
        assert started == [] and audio.track == "play"  # never restarted
    finally:
        audio.close()
        pygame.mixer.quit()


def test_hushed_is_the_pause_card_and_what_is_over_it():
    from quiver.audio import hushed
    from quiver.scenes.pause import PauseScene

    class S:
        hushes_music = False

    assert PauseScene.hushes_music is True
    assert not hushed([S(), S()]) and hushed([S(), PauseScene.__new__(PauseScene), S()])


@pytest.mark.parametrize("mode", ["2d", "3d", "flat"])
def test_how_to_play_and_the_readme_list_the_mute_keys(mode):
    import pathlib

    from quiver.scenes.legend_words import EXTRA

    assert "F8 or Ctrl+M" in EXTRA[mode]
    readme = (pathlib.Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    assert "| sound off / on" in readme and "`F8` or `Ctrl+M`" in readme


@pytest.mark.parametrize("size", [(640, 480), (800, 600)])
def test_the_mute_toast_on_the_menu_keeps_off_the_title(make, size):
    """At 640x480 "Sound off" had no room under the menu's buttons and stood over the
    title "Quiver", with the strip above the title free: it goes there first."""
    from app_helpers import toast_ink

    from quiver.scenes.menu_home import _title_top

    go, _ = make
    app = go(size=size)
    app.feedback.audio = FakeAudio()
    key(app, pygame.K_F8)
    assert app.toasts.texts() == ["Sound off"]
    ink = toast_ink(app)
    assert ink.bottom <= _title_top(app.top) or ink.top >= app.top.quit_btn.rect.bottom, ink
