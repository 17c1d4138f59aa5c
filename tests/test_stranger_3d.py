"""Found playing the 3D and Flat-3D modes and the leaderboard as a stranger (nqc's round):
each test failed before its fix."""

from __future__ import annotations

import json

import pytest

from quiver.game.settings import NAME_MAX, Settings, clean_player_name

# names a stranger may type: punctuation only, a dash, an emoji with its variation
# selector, full-width letters, a zero-width space, a Hangul filler, spaces
NAMES = [
    "!!!",
    "\u2014",
    "...",
    "\u2764\ufe0f",
    "Ann",
    "\uff21\uff2e\uff2e",
    "a\u200bb",
    "\u3164",
    "Bo\u3164b",
    "x" * NAME_MAX,
    "\ufdfa" * 2,
    "  Bo   b ",
    "\u00adAl",
]


@pytest.mark.parametrize("typed", NAMES)
def test_a_name_the_settings_keep_is_one_the_server_takes(typed):
    """The name is fixed when the game first registers; a name the server refuses made
    the game register as a random "Player 1a2b" without a word. So the settings keep
    only names the server takes, and refuse the rest (empty: the random name, as said)."""
    pytest.importorskip("starlette")
    from quiver.server.rules import Rejected, clean_name

    kept = clean_player_name(typed)
    assert Settings.from_dict({"leaderboard_name": typed}).leaderboard_name == kept
    if kept:
        try:
            clean_name(kept)
        except Rejected as e:  # pragma: no cover - the failure being shown
            pytest.fail(f"{typed!r} kept as {kept!r}, which the server refuses: {e.message}")


def test_a_refused_name_says_why():
    from quiver.game.names import name_problem

    assert "letter, digit or symbol" in name_problem("!!!")
    assert name_problem("Ann") is None
    assert clean_player_name("!!!") == ""
    assert clean_player_name("\u2764\ufe0f") == "\u2764"  # the heart stays, its selector goes
    assert clean_player_name("Ann") == "Ann"


def test_settings_warn_about_a_name_the_server_would_refuse(tmp_path, monkeypatch):
    """Typing "!!!" as the leaderboard name: a warning toast says why, the field keeps the
    text to be corrected, and nothing is saved (before: saved, then silently replaced)."""
    import pygame

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("QUIVER_NO_GL", "1")
    from quiver.app import App
    from quiver.scenes.settings import SettingsScene

    pygame.display.quit()
    app = App(sound=False, realtime=False)
    try:
        app.open_window()
        app.to_menu()
        app.flow.open_settings()
        scene = app.top
        assert isinstance(scene, SettingsScene)

        def post(event_type, **kw):
            pygame.event.post(pygame.event.Event(event_type, **kw))
            app.step()

        post(pygame.MOUSEBUTTONDOWN, pos=scene.widget_center("leaderboard_name"), button=1)
        post(pygame.TEXTINPUT, text="!!!")
        post(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0)
        assert scene.widgets["leaderboard_name"].text == "!!!"
        assert app.midend.settings.leaderboard_name == ""
        toasts = app.toasts.texts()
        assert any("letter, digit or symbol" in t for t in toasts), toasts
        post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
        path = tmp_path / "home" / "settings.json"
        assert not path.exists() or json.loads(path.read_text()).get("leaderboard_name", "") == ""
    finally:
        app.close()
        pygame.display.quit()
