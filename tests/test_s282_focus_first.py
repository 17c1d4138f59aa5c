"""s282: the window lost its focus before the audio device opened (it opens after the first
frame, or at the first sound): with "Quiet in the background" on, nothing was quieted till
the next change of focus, the music starting behind another window. The focus's state is
kept and given to the device when it opens, before its first sound."""

from __future__ import annotations

from typing import ClassVar

import pytest

pygame = pytest.importorskip("pygame")

from app_helpers import app_maker  # noqa: E402


class Logged:
    """Stands in for audio.Audio: what it was asked, in order."""

    enabled, warning = True, None
    log: ClassVar[list] = []

    def __init__(self, *a, **k):
        self.log.append("open")

    def __getattr__(self, name):
        return lambda *a, **k: self.log.append((name, *a))


@pytest.fixture
def app(monkeypatch, tmp_path):
    import quiver.feedback as feedback

    Logged.log = []
    monkeypatch.setattr(feedback, "Audio", Logged)
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        app.feedback._sound = True  # (the maker's app keeps the device closed)
        yield app


def _focus(app, lost):
    kind = pygame.WINDOWFOCUSLOST if lost else pygame.WINDOWFOCUSGAINED
    app.dispatch(pygame.event.Event(kind, window=None))


@pytest.mark.parametrize("opens", ["first frame", "first sound"])
def test_focus_lost_before_the_device_opened_is_quiet_from_its_first_sound(app, opens):
    app.midend.settings.quiet_in_background = True
    _focus(app, True)
    assert Logged.log == []  # (nothing open yet)
    if opens == "first frame":
        app.feedback.after_first_frame(app.stack)
    else:
        app.feedback.sound("click")
    assert Logged.log[:2] == ["open", ("away", True)]  # quiet before any music or effect
    _focus(app, False)
    assert Logged.log[-1] == ("away", False)


def test_focus_lost_with_quiet_off_opens_the_device_playing(app):
    _focus(app, True)  # (the setting off, the default: the music plays on behind)
    app.feedback.after_first_frame(app.stack)
    assert Logged.log[0] == "open" and ("away", True) not in Logged.log


def test_a_device_opened_again_after_one_went_away_stays_quiet(app):
    app.midend.settings.quiet_in_background = True
    app.feedback.after_first_frame(app.stack)
    _focus(app, True)
    app.dispatch(pygame.event.Event(pygame.AUDIODEVICEREMOVED, which=0, iscapture=0))
    Logged.log.clear()
    app.feedback.music_step(app.stack)  # (the next frame opens the device left)
    assert Logged.log[:2] == ["open", ("away", True)]
