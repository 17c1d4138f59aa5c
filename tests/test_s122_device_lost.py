"""s122: the audio device lost mid-game (headphones unplugged: SDL's AUDIODEVICEREMOVED)
went unsaid, and SDL_mixer went on mixing into the lost device: silence till the game was
restarted. Now it is said in one line, the game plays on, the settings as they were, and
the default device left (if any) is opened again at once; none left: silent, no second
line, and Settings says there is no device. Real app, dummy video and audio drivers."""

from __future__ import annotations

import logging

import pytest
from app_helpers import app_maker, run

pygame = pytest.importorskip("pygame")

from quiver import feedback as feedback_mod  # noqa: E402


def lost():
    return pygame.event.Event(pygame.AUDIODEVICEREMOVED, which=2, iscapture=0)


def came():
    return pygame.event.Event(pygame.AUDIODEVICEADDED, which=0, iscapture=0)


@pytest.fixture
def app(monkeypatch, tmp_path):
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    pygame.mixer.quit()
    lines: list[str] = []

    class Catch(logging.Handler):
        def emit(self, record):
            lines.append(record.getMessage())

    catch = Catch(logging.WARNING)
    feedback_mod.log.addHandler(catch)
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        app.feedback._sound = True  # (app_maker's apps have none)
        app.midend.settings.volume, app.midend.settings.music_volume = 0.4, 0.3
        app.feedback.after_first_frame(app.stack)
        app.lines = lines
        yield app
        if app.feedback.audio is not None:
            app.feedback.audio.close()
    feedback_mod.log.removeHandler(catch)
    pygame.mixer.quit()


def test_a_device_lost_mid_game_is_said_once_and_the_sound_comes_back_on_the_one_left(app):
    first = app.feedback.audio
    assert first is not None and first.enabled and app.lines == []
    before = app.midend.settings.to_dict()
    app.dispatch(lost())
    assert app.lines == [feedback_mod.LOST]
    run(app, 2)  # the game plays on; the music's frame opens the default device again
    again = app.feedback.audio
    assert again is not None and again is not first and again.enabled
    assert again.track == "menu" and again.volume == pytest.approx(0.4)
    app.dispatch(lost())  # lost again: still the one line
    run(app, 2)
    assert app.lines == [feedback_mod.LOST]
    after = app.midend.settings.to_dict()
    assert after == before  # the settings kept as they were


def test_no_device_left_is_silent_without_a_second_line_and_one_plugged_in_is_taken_up(app, monkeypatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "nothing_here")
    app.dispatch(lost())
    run(app, 2)
    dead = app.feedback.audio
    assert dead is not None and not dead.enabled  # no device: silent, never raising
    app.feedback.sound("pop")
    assert app.lines == [feedback_mod.LOST]  # and nothing more said
    assert app.feedback.audio_note() == "No audio device: sound is off"
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    app.dispatch(came())  # headphones plugged back in
    run(app, 2)
    assert app.feedback.audio is not None and app.feedback.audio.enabled
    assert app.feedback.audio_note() == ""


def test_a_microphone_or_a_device_at_the_start_changes_nothing(app):
    first = app.feedback.audio
    app.dispatch(pygame.event.Event(pygame.AUDIODEVICEREMOVED, which=3, iscapture=1))
    app.dispatch(came())  # (SDL says so of each device at its start)
    assert app.feedback.audio is first and app.lines == []
