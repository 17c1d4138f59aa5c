"""s73, a stranger's sound, music, settings and save files: (1) a held Left / Right on a
volume row saved settings.json (fsynced) and played the preview click at every key
repeat, 25 times a second; a press saves and clicks once, and what its repeats moved is
saved, with one click, when the key is let go; (2) a data folder that cannot be written
logged the same line at every change; (3) settings.json values of the wrong kind went
back to their defaults without a word; (4) with no audio device the volume sliders drew
as working ones beside the note that sound is off: they draw grey; (5) any setting changed
restarted the music from its first bar; (6) the music played on with the window minimised;
(7) a damaged leaderboard identity file was set aside without a word; (8) progress.json
entries the game could not use went at the next save without a word; (9) music that could
not be played was never said; (10) a question card answered no made no click.
"""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from app_helpers import app_maker, post, run  # noqa: E402


def _key(kind, key, **kw):
    post(kind, key=key, mod=0, unicode="", scancode=0, **kw)


@pytest.mark.parametrize("row", ["volume", "music_volume"])
def test_a_held_volume_key_saves_and_clicks_once_when_let_go(monkeypatch, tmp_path, row):
    import quiver.window as win

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        app.flow.open_settings()
        run(app, 2)
        scene = app.top
        scene.focus = scene.order.index(row)
        saves, sounds = [], []
        save = app.midend.save_settings
        monkeypatch.setattr(app.midend, "save_settings", lambda: (saves.append(1), save())[1])
        monkeypatch.setattr(app.feedback, "sound", sounds.append)
        held = {pygame.K_LEFT}
        monkeypatch.setattr(win, "key_held", lambda k: k in held)
        before = getattr(app.midend.settings, row)
        _key(pygame.KEYDOWN, pygame.K_LEFT)
        run(app, 60)  # a second held: the repeats move the slider
        moved = getattr(app.midend.settings, row)
        assert moved < before - 0.1
        clicks = 1 if row == "volume" else 0  # (the music is heard as it moves: no effects click)
        assert len(saves) == 1 and sounds.count("click") == clicks, (saves, sounds)  # the press's
        held.clear()
        _key(pygame.KEYUP, pygame.K_LEFT)
        run(app, 2)
        assert len(saves) == 2 and sounds.count("click") == 2 * clicks, (saves, sounds)  # and the repeats'
        from quiver.game.settings import load_settings

        assert getattr(load_settings()[0], row) == pytest.approx(moved)


def test_a_data_folder_that_cannot_be_written_is_logged_once_not_at_every_change(monkeypatch, tmp_path):
    """(2) With the data folder blocked (a file where it should be), each change in Settings
    logged the same "settings were not saved" line again: six switches, six lines."""
    import quiver.game.midend as midend_module

    blocker = tmp_path / "file"
    blocker.write_text("")
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        monkeypatch.setenv("QUIVER_HOME", str(blocker / "home"))
        app = make()
        lines: list[str] = []
        monkeypatch.setattr(midend_module.log, "warning", lambda msg, *a: lines.append(msg % a))
        for name, value in (("colorblind", True), ("show_timer", False), ("colorblind", False)):
            app.midend.change_setting(name, value)
        assert len(lines) == 1 and "not saved" in lines[0], lines
        assert app.toasts.showing(lines[0])  # still said on the screen (a capital first there)
        assert app.running and app.midend.settings.show_timer is False  # applied all the same


def test_settings_of_the_wrong_kind_are_named_in_one_line_and_the_rest_kept(monkeypatch, tmp_path):
    """(3) settings.json with "volume": "loud" (hand-edited, or a tool's) started on the
    defaults for those values without a word; the progress file's mends are said."""
    import json

    home = tmp_path / "home"
    home.mkdir()
    raw = {"schema": 1, "volume": "loud", "hearts": [3], "colorblind": True, "music_volume": 0.2}
    (home / "settings.json").write_text(json.dumps(raw))
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        said = [w for w in app.midend.warnings if "settings.json" in w]
        assert len(said) == 1 and "volume" in said[0] and "hearts" in said[0], app.midend.warnings
        assert "colorblind" not in said[0] and "music_volume" not in said[0]
        st = app.midend.settings
        assert st.colorblind is True and st.music_volume == pytest.approx(0.2) and st.volume == 0.7
        assert said[0] in [t.text for t in app.toasts.toasts]
        assert json.loads((home / "settings.json").read_text()) == raw  # not rewritten by starting
    from quiver.game.settings import not_understood

    old = {"schema": 1, "hearts": 3, "volume": 1, "music_volume": 2.5, "seen_lessons": ["2d", "gone"]}
    assert not_understood(old) is None  # an older file's forms, and numbers clamped: no loss


class _NoDevice:
    """An Audio with no device behind it (feedback.audio_note says so)."""

    enabled = False
    warning = "sound is off: no audio device (Audio target 'nonexistent' not available)"

    def __getattr__(self, name):
        return lambda *a, **k: None


def test_with_no_audio_device_the_volumes_draw_grey_not_as_working_sliders(monkeypatch, tmp_path):
    """(4) No audio device: Settings said so under each volume in red, but drew the two
    sliders in the accent colour, as working as any other control."""
    from quiver.render2d import theme
    from quiver.scenes.settings_draw import draw_card

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        app.flow.open_settings()
        run(app, 2)
        scene = app.top
        surface = pygame.Surface(app.size)

        def knob_ink(slider):
            draw_card(surface, scene)
            return tuple(surface.get_at((slider.knob_x(), slider._track().centery)))[:3]

        assert knob_ink(scene.volume) == theme.ACCENT  # a working device (or not asked yet)
        app.feedback.audio = _NoDevice()
        for slider in (scene.volume, scene.music):
            assert knob_ink(slider) != theme.ACCENT and slider.dim
        scene.focus, scene.keyboard = scene.order.index("volume"), True
        _key(pygame.KEYDOWN, pygame.K_RIGHT)  # still set (kept for when a device is there)
        run(app, 2)
        assert app.midend.settings.volume == pytest.approx(0.71)


def test_a_setting_changed_keeps_the_music_playing_where_it_was(monkeypatch):
    """(5) Every setting changed (App.apply_settings sets both volumes) restarted the music
    from its first bar: each switch in Settings, each step of either volume slider dragged.
    It plays on at the new level; 0 stops it and raising it again starts the piece."""
    import quiver.audio as audio_mod

    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    loads: list[str] = []
    load = pygame.mixer.music.load
    monkeypatch.setattr(pygame.mixer.music, "load", lambda path, *a: (loads.append(path), load(path, *a))[1])
    audio = audio_mod.Audio(0.6, music_volume=0.5)
    try:
        assert audio.warning is None, audio.warning
        audio.music("menu")
        assert len(loads) == 1
        audio.set_volume(0.3)  # the effects' slider, and any switch: both volumes set again
        audio.set_music_volume(0.5)
        for v in (0.45, 0.4, 0.35):  # the music's slider dragged
            audio.set_music_volume(v)
        assert len(loads) == 1 and audio.track == "menu"
        assert pygame.mixer.music.get_volume() == pytest.approx(0.35, abs=0.01)
        audio.set_music_volume(0.0)  # off
        audio.set_music_volume(0.0)
        assert len(loads) == 1
        audio.set_music_volume(0.6)  # on again: the piece asked for starts
        assert len(loads) == 2 and audio.track == "menu" and pygame.mixer.music.get_busy()
        assert pygame.mixer.music.get_volume() == pytest.approx(0.6, abs=0.01)
    finally:
        audio.close()
        pygame.mixer.quit()


def test_the_music_waits_while_the_window_is_minimised(monkeypatch, tmp_path):
    """(6) Minimised, the game sleeps and its puzzle's clock stops, but the music played on
    in the background. It pauses where it is and plays on from there when restored."""
    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        app.feedback._sound = True  # (app_maker's apps are silent)
        run(app, 2)
        audio = app.feedback.audio
        assert audio is not None and audio.warning is None, audio and audio.warning
        assert audio.track == "menu" and pygame.mixer.music.get_busy()
        import quiver.audio as audio_mod
        from quiver.audio_level import GATE

        monkeypatch.setattr(audio_mod.time, "monotonic", app.clock)  # (the frames' clock)
        post(pygame.WINDOWMINIMIZED)
        run(app, 2 + round(GATE * 60))  # (it glides to silence first: s251)
        assert not pygame.mixer.music.get_busy() and audio.track == "menu"
        post(pygame.WINDOWRESTORED)
        run(app, 2)
        assert pygame.mixer.music.get_busy() and audio.track == "menu"
    pygame.mixer.quit()


def test_a_damaged_leaderboard_identity_is_set_aside_with_a_line(tmp_path):
    """(7) A damaged leaderboard-identity.json was set aside without a word, and the next
    send registered a new player: the player's old name on the board gone, unexplained."""
    from quiver.game.leaderboard import IDENTITY_FILE, LeaderboardClient

    home = tmp_path / "home"
    home.mkdir()
    (home / IDENTITY_FILE).write_text('{"schema": 1, "servers": {"http://127.0.0.1:9": {"id": "ab')
    client = LeaderboardClient(home, background=False)
    client.configure("http://127.0.0.1:9", "Someone")
    assert client.my_id() is None
    said = [w for w in client.warnings if IDENTITY_FILE in w]
    assert len(said) == 1 and "new player" in said[0] and "corrupt-1" in said[0], client.warnings
    assert (home / "leaderboard-identity.corrupt-1.json").exists()  # kept aside
    client.my_id()
    assert len([w for w in client.warnings if IDENTITY_FILE in w]) == 1  # said once


def test_progress_entries_that_cannot_be_used_are_said_and_the_file_kept(monkeypatch, tmp_path):
    """(8) A progress.json that is JSON but holds entries the game cannot use (a hand-edited
    "completed": "true") was read without a word, and the first save after it wrote the
    mended file over it: the level's clear gone for good. One line names what is lost and
    the file as it was is kept beside it (once: the next start finds that copy)."""
    import json

    from quiver.game.progress import SCHEMA

    home = tmp_path / "home"
    home.mkdir()
    raw = {
        "schema": SCHEMA,
        "campaign": {
            "2d": {
                "current": 2,
                "levels": {
                    "1": {"stars": 3, "completed": True, "best_time_s": 41},
                    "2": {"completed": "true"},
                },
            }
        },
        "daily": {"2025-03-14": {"mode": "2d", "won": True, "mistakes": 1, "time_s": 95, "stars": 2}},
    }
    text = json.dumps(raw)
    (home / "progress.json").write_text(text)
    for _start in range(2):
        with app_maker(monkeypatch, tmp_path, window=False) as make:
            app = make()
            said = [w for w in app.midend.warnings if w.startswith("progress.json")]
            assert said == [
                "progress.json: could not use 1 entry (campaign.2d.levels.2.completed); "
                "the file as it was is kept as progress.corrupt-1.json"
            ], app.midend.warnings
            assert said[0] in [t.text for t in app.toasts.toasts]
            assert app.midend.progress.campaign("2d").levels[1].stars == 3  # the rest is read
            assert app.midend.save_progress()
        assert (home / "progress.corrupt-1.json").read_text() == text  # as it was
        assert sorted(p.name for p in home.glob("progress*")) == ["progress.corrupt-1.json", "progress.json"]
        (home / "progress.json").write_text(text)  # (the same file again at the next start)


def test_a_good_progress_file_from_before_the_newer_fields_says_nothing(tmp_path, monkeypatch):
    """Fields a newer version added (best_score) missing, levels as "07", times as whole
    numbers: all read as they were, so nothing is said and no copy is made."""
    import json

    from quiver.game.progress_file import load_progress

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    raw = {
        "schema": 1,
        "campaign": {
            "3d": {"current": 8, "levels": {"07": {"stars": 2, "best_time_s": 12, "completed": True}}}
        },
        "daily": {"2025-03-14": {"mode": "flat", "won": False, "mistakes": 3, "time_s": 5, "hints": 1}},
    }
    (tmp_path / "progress.json").write_text(json.dumps(raw))
    p, warning = load_progress()
    assert warning is None and p.repaired == [] and p.campaign("3d").levels[7].stars == 2
    assert [f.name for f in tmp_path.iterdir()] == ["progress.json"]


def test_music_that_cannot_be_played_is_said_once(monkeypatch, tmp_path):
    """(9) A piece of music that could not be loaded (an install without assets/music) set
    the audio's warning after the device had opened, and nothing ever said it: silence
    without a word. It is logged once, however often the piece is asked for."""
    import quiver.feedback as feedback_module

    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    lines: list[str] = []
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        monkeypatch.setattr(feedback_module.log, "warning", lambda msg, *a: lines.append(msg % a))
        app.feedback._sound = True
        app.feedback._open_audio()._music_dir = tmp_path / "no-music"
        run(app, 2)
        app.flow.level("2d", 1)  # the play piece: no file either
        run(app, 30)
        app.to_menu()
        run(app, 2)
        assert len(lines) == 1 and "music 'menu' could not be played" in lines[0], lines
    pygame.mixer.quit()


def test_a_volume_a_held_key_moved_is_kept_when_the_game_closes_first(monkeypatch, tmp_path):
    """A held key's repeats are saved when it is let go; the window closed before that
    (no release seen) keeps them too, without a click."""
    import quiver.window as win
    from quiver.game.settings import load_settings

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        app.flow.open_settings()
        run(app, 2)
        scene = app.top
        scene.focus = scene.order.index("volume")
        monkeypatch.setattr(win, "key_held", lambda k: k == pygame.K_RIGHT)
        _key(pygame.KEYDOWN, pygame.K_RIGHT)
        run(app, 60)
        moved = app.midend.settings.volume
        assert moved > 0.75
        sounds: list[str] = []
        monkeypatch.setattr(app.feedback, "sound", sounds.append)
        post(pygame.QUIT)
        run(app, 1)
        app.close()
        assert load_settings()[0].volume == pytest.approx(moved) and sounds == []


@pytest.mark.parametrize("how", ["esc", "stay", "outside"])
def test_a_question_card_answered_no_clicks_as_every_other_card_does(monkeypatch, tmp_path, how):
    """(10) "Quit Quiver?" (and "Leave this puzzle?", the dead end's card) answered Stay, by
    Esc or a click outside it, made no sound, where every other card's Esc and buttons click."""
    from app_helpers import click

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        _key(pygame.KEYDOWN, pygame.K_ESCAPE)  # the menu's Esc asks to quit
        _key(pygame.KEYUP, pygame.K_ESCAPE)
        run(app, 2)
        card = app.top
        assert type(card).__name__ == "ConfirmScene"
        sounds: list[str] = []
        monkeypatch.setattr(app.feedback, "sound", sounds.append)
        app.clock.t += 1.0
        if how == "esc":
            _key(pygame.KEYDOWN, pygame.K_ESCAPE)
            run(app, 2)
        else:
            click(app, card.no.rect.center if how == "stay" else (2, 2))
        assert app.top is not card and app.running
        assert sounds == ["click"], sounds
