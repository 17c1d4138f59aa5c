"""s354: the window's size, and whether it was maximised, kept from one game to the next
(quiver/window_kept.py). A first session on a 1366x768 laptop: the window maximised, the
game quit and started again, and it came back at 1280x720, unmaximised. Here without a
window: the setting's cleaning, the size a start opens at, and what a close keeps (the
real window, maximised and back: tests/test_s354_window_kept_xvfb.py)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from quiver import window as win
from quiver import window_kept, window_x11
from quiver.game.midend import Midend
from quiver.game.settings import Settings, load_settings
from quiver.window_sizes import MIN_SIZE


@pytest.mark.parametrize(
    ("value", "kept"),
    [("1000x600", "1000x600"), ("", ""), ("0x600", ""), ("1000 x 600", ""), ("big", ""), (1000, "")]
    + [("9x9", "9x9")],  # (kept as written: a start raises it to the least window)
)
def test_a_window_size_setting_is_kept_only_as_width_x_height(value, kept):
    assert Settings.from_dict({"window_size": value}).window_size == kept


def test_window_maximised_is_a_plain_switch():
    assert Settings.from_dict({"window_maximised": True}).window_maximised is True
    assert Settings.from_dict({"window_maximised": "yes"}).window_maximised is False


def _midend(**settings) -> Midend:
    m = Midend()
    for k, v in settings.items():
        setattr(m.settings, k, v)
    return m


def test_a_start_opens_at_the_size_kept_never_below_the_least_window():
    default = (1280, 800)
    assert window_kept.start_size(_midend(), default) == default
    assert window_kept.start_size(_midend(window_size="1000x600"), default) == (1000, 600)
    assert window_kept.start_size(_midend(window_size="9x9"), default) == MIN_SIZE


def _app(midend: Midend, fullscreen: bool = False, asked=None):
    return SimpleNamespace(midend=midend, fullscreen=fullscreen, want_window=True, _fullscreen_asked=asked)


def _closing(monkeypatch, size, maximised, before=(None, False)):
    monkeypatch.setattr(win, "window_size", lambda: size)
    monkeypatch.setattr(window_x11, "wm_maximised", lambda: maximised)
    monkeypatch.setattr(win, "before_fullscreen", lambda: before)


def _saved() -> Settings:
    return load_settings()[0]


def test_a_plain_window_keeps_its_size(monkeypatch):
    _closing(monkeypatch, (1000, 600), False)
    window_kept.remember(_app(_midend()))
    assert (_saved().window_size, _saved().window_maximised) == ("1000x600", False)


def test_a_maximised_window_keeps_that_and_the_size_it_had_before(monkeypatch):
    _closing(monkeypatch, (1366, 749), True)
    window_kept.remember(_app(_midend(window_size="1000x600")))
    assert (_saved().window_size, _saved().window_maximised) == ("1000x600", True)


def test_in_fullscreen_the_window_as_fullscreen_began_is_kept(monkeypatch):
    _closing(monkeypatch, (1366, 768), False, before=((900, 640), False))
    window_kept.remember(_app(_midend(window_maximised=True), fullscreen=True))
    assert (_saved().window_size, _saved().window_maximised) == ("900x640", False)


def test_nothing_is_written_while_unknown(monkeypatch):
    _closing(monkeypatch, (1000, 600), False)
    window_kept.remember(_app(_midend(), fullscreen=True))  # (no size from before fullscreen)
    window_kept.remember(_app(_midend(), asked=((1000, 600), 0.0)))  # F11's answer awaited
    unread = _midend()
    unread.settings_loaded = False  # the folder could not be read: its file not written over
    window_kept.remember(_app(unread))
    assert _saved().window_size == ""


def test_a_fullscreen_start_of_a_window_kept_maximised_comes_out_of_it_maximised(monkeypatch):
    monkeypatch.setattr(win, "_maximised", False)  # (as the fullscreen start found the window)
    window_kept.reopen(_app(_midend(window_maximised=True), fullscreen=True))
    assert win.before_fullscreen()[1] is True
    monkeypatch.setattr(win, "_maximised", False)
    window_kept.reopen(_app(_midend(window_maximised=False), fullscreen=True))
    assert win.before_fullscreen()[1] is False
