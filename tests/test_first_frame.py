"""Issue 26 item 5: the first menu frame comes before the work it does not draw with.
Right after the first frame is presented, not before: the warm generation worker is
started (it imports the generator on another core meanwhile), then the audio device
and the effects open (so the first click already sounds) and the music starts; muted,
nothing opens."""

from __future__ import annotations

import pytest
from app_helpers import FakeClock

pygame = pytest.importorskip("pygame")
pytestmark = pytest.mark.slow  # a real window (offscreen)


class Spy:
    """What happened, in order: 'present' (a frame on screen), 'audio', 'warm'."""

    def __init__(self, app, monkeypatch):
        self.log: list[str] = []
        import quiver.feedback as feedback
        from quiver.game import worker

        log = self.log
        present = app.painter.present

        def presented(*args, **kw):
            log.append("present")
            return present(*args, **kw)

        class FakeAudio:
            enabled, warning = True, None

            def __init__(self, volume, music_volume=0.0):
                log.append("audio")
                self.played: list[str] = []
                self.tracks: list[str | None] = []

            def play(self, name):
                self.played.append(name)

            def music(self, name):
                self.tracks.append(name)

            def tick(self):
                pass

            def hold(self, on):  # (the window minimised: audio.Audio.hold)
                pass

            def hush(self, on):  # (the pause card: audio.Audio.hush)
                pass

        monkeypatch.setattr(app.painter, "present", presented)
        monkeypatch.setattr(feedback, "Audio", FakeAudio)
        monkeypatch.setattr(worker, "keep_warm", lambda: log.append("warm"))


@pytest.fixture
def new_app(tmp_path, monkeypatch):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "offscreen")
    made = []

    def make(realtime=True, sound=True):
        from quiver.app import App

        pygame.display.quit()
        app = App(clock=FakeClock(), sound=sound, realtime=realtime)
        made.append(app)
        return app

    yield make
    for app in made:
        app.close()
    pygame.display.quit()


def start(app, monkeypatch) -> Spy:
    spy = Spy(app, monkeypatch)
    app.open_window()
    app.to_menu()
    assert spy.log == []  # the menu is built: nothing opened, no worker yet
    app.clock.t += 1 / 60
    app.step()
    return spy


def test_the_audio_and_the_warm_worker_start_right_after_the_first_frame(new_app, monkeypatch):
    app = new_app()
    spy = start(app, monkeypatch)
    assert spy.log == ["present", "warm", "audio"]  # the spare starts first: it imports meanwhile
    assert app.feedback.audio.tracks == ["menu"]  # the menu's music starts with it
    app.clock.t += 1 / 60
    app.step()
    assert spy.log.count("audio") == 1 and spy.log.count("warm") == 1  # once, not every frame
    app.feedback.sound("click")  # the first click sounds: the effects are there already
    assert app.feedback.audio.played == ["click"]


def test_muted_nothing_opens_and_a_test_app_starts_no_worker(new_app, monkeypatch):
    app = new_app(realtime=False)
    app.midend.settings.volume = 0.0
    app.midend.settings.music_volume = 0.0
    spy = start(app, monkeypatch)
    assert spy.log == ["present"]
    assert app.feedback.audio is None


def test_sound_off_opens_no_device(new_app, monkeypatch):
    app = new_app(sound=False)
    spy = start(app, monkeypatch)
    assert spy.log == ["present", "warm"]
    assert app.feedback.audio is None
