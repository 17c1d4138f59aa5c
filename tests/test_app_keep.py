"""A game people keep (issue 7), through the real app: real scenes, real files under a
temporary QUIVER_HOME, injected mouse and key events (pygame.event.post) under SDL's
offscreen driver, an injected clock and an injected date.

* settings changed on the settings screen survive a restart of the app and are applied
  (the HUD shows zen, an arrow's pixels have the colour-blind palette's colour);
* the daily streak across injected date changes, shown on the menu and the win screen;
* a campaign level finished by clicks shows its stars in the level select;
* puzzle codes round-trip in every mode; F12 writes a PNG of the window; E exports a
  board that the codec loads; C / Ctrl+C copy the code; a corrupt file is reported;
* every game event plays its sound; ALSA's noise never reaches stderr.
"""

from __future__ import annotations

import datetime
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from app_helpers import FakeClock

pygame = pytest.importorskip("pygame")
from quiver.input import DOUBLE_CLICK  # noqa: E402  (after pygame: it imports it)

ROOT = Path(__file__).resolve().parent.parent
DAY1 = datetime.date(2026, 5, 11)  # a Monday: an easy daily
DAY2 = datetime.date(2026, 5, 12)


class Today:
    def __init__(self, day):
        self.day = day

    def __call__(self):
        return self.day


@pytest.fixture
def home(monkeypatch, tmp_path):
    h = tmp_path / "home"
    monkeypatch.setenv("QUIVER_HOME", str(h))
    monkeypatch.setenv("SDL_VIDEODRIVER", "offscreen")
    return h


@pytest.fixture
def make_app(home, monkeypatch):
    made = []

    def make(gl=True, today=None, sound=False):
        pygame.display.quit()
        if gl:
            monkeypatch.delenv("QUIVER_NO_GL", raising=False)
        else:
            monkeypatch.setenv("QUIVER_NO_GL", "1")
        from quiver.app import App

        clock = FakeClock()
        # 960x600, not the default 1280x800: every frame is uploaded whole to a software GL
        app = App((960, 600), clock=clock, sound=sound, realtime=False, today=today or Today(DAY1))
        app.midend.random_seed = lambda: 7
        app.open_window()
        assert (app.gl is not None) == gl, app.gl_error
        app.to_menu()
        app.test_clock = clock
        made.append(app)
        run(app, 2)
        return app

    yield make
    for app in made:
        app.close()
    pygame.display.quit()


# -- input helpers --------------------------------------------------------------------------
def run(app, frames=1, dt=1 / 60):
    for _ in range(frames):
        app.test_clock.t += dt
        app.step()


def move(pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def click(app, pos):
    move(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    run(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    run(app)


def key(app, k, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    run(app)


def run_until(app, cond, limit=600, dt=1 / 60):
    for _ in range(limit):
        if cond():
            return
        run(app, dt=dt)
    raise AssertionError("timed out waiting for the app")


def top_is(app, cls):
    run_until(app, lambda: isinstance(app.top, cls))
    return app.top


def solve(app, play):
    """Tap the solution, arrow by arrow, with real clicks."""
    for i in play.board.solution:
        if i in play.board.alive:
            click(app, play.arrow_pixel(i))
    assert play.session.won
    from quiver.scenes.result import ResultScene

    # the win's reveal, then its card: waited for at 20 frames a second (its 2-3 s at 60
    # were most of a daily test's frames; nothing is read until the card is up)
    run_until(app, lambda: isinstance(app.top, ResultScene), dt=1 / 20)
    return app.top


def close_to(c, want, tol=8):
    return all(abs(int(c[k]) - int(want[k])) <= tol for k in range(3))


def open_small_puzzle(app, seed=3):
    from quiver.game.code import complete
    from quiver.scenes.play2d import Play2DScene

    app.flow.open_code(complete("2d", "diamond", (7, 7), None, "easy", seed))
    play = top_is(app, Play2DScene)
    run(app, 2)
    return play


# -- settings survive a restart ---------------------------------------------------------------
def test_settings_screen_changes_survive_a_restart_and_apply(make_app, home):
    from quiver.scenes.menu import MenuScene
    from quiver.scenes.settings import SettingsScene
    from quiver.style import palette

    app = make_app()
    menu = app.top
    click(app, menu.widget_center("settings"))
    settings = app.top
    assert isinstance(settings, SettingsScene)
    click(app, settings.widget_center("colorblind"))
    click(app, settings.widget_center("hearts:zen"))
    assert app.midend.settings.colorblind and app.midend.settings.hearts == "zen"
    click(app, settings.widget_center("done"))
    assert isinstance(app.top, MenuScene)
    saved = json.loads((home / "settings.json").read_text())
    assert saved["colorblind"] is True and saved["hearts"] == "zen" and saved["schema"] == 1
    key(app, pygame.K_ESCAPE)  # Esc on the menu asks first ...
    assert app.running and app.top.name == "confirm"
    key(app, pygame.K_ESCAPE)  # ... Esc stays (issue 22: Esc is never "yes") ...
    assert app.running and isinstance(app.top, MenuScene)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_RIGHT)  # (Stay ringed, s166: Right to Quit)
    key(app, pygame.K_RETURN)  # ... and Enter, on the highlighted Quit, quits
    assert not app.running and app.exit_code == 0
    app.close()

    # a new app, as after a restart: the settings are still on ...
    app = make_app()
    assert app.midend.settings.colorblind and app.midend.settings.hearts == "zen"
    click(app, app.top.widget_center("settings"))
    assert app.top.widgets["colorblind"].value is True
    assert app.top.widgets["hearts"].value == "Zen"
    key(app, pygame.K_ESCAPE)
    # ... and applied: zen hearts in the HUD, the colour-blind colours on the board
    play = open_small_puzzle(app)
    assert play.session.zen and play.hud_info().max_hearts is None
    frame = app._grab()  # read back from the GL framebuffer
    assert frame.get_size() == app.size
    cb = palette.direction_colours(True)
    for i, arrow in enumerate(play.board.arrows):
        pixel = frame.get_at(play.arrow_pixel(i))
        assert close_to(pixel, cb[arrow.dir]), (pixel, cb[arrow.dir])
    assert any(not close_to(cb[d], palette.NORMAL[d], 30) for d in cb)
    # a blocked tap costs nothing in zen, and there is no losing
    board = play.board
    blocked = next((i for i in sorted(board.alive) if not board.can_escape(i)), None)
    if blocked is not None:
        for _ in range(4):
            click(app, play.arrow_pixel(blocked))
            run_until(app, lambda: not play.anims)
            app.test_clock.t += DOUBLE_CLICK  # taps of their own, not a double click
        assert play.session.mistakes >= 4 and not play.session.lost


def test_settings_apply_at_once_to_an_open_puzzle(make_app):
    from quiver.style import palette

    app = make_app()
    play = open_small_puzzle(app)
    i = 0
    d = play.board.arrows[i].dir
    assert close_to(app._grab().get_at(play.arrow_pixel(i)), palette.direction_colours(None)[d])
    key(app, pygame.K_o)  # settings over the puzzle
    settings = app.top
    click(app, settings.widget_center("colorblind"))
    click(app, settings.widget_center("reduced_motion"))
    click(app, settings.widget_center("show_timer"))
    key(app, pygame.K_ESCAPE)
    assert app.top is play
    run(app, 2)
    assert close_to(app._grab().get_at(play.arrow_pixel(i)), palette.direction_colours(True)[d])
    assert play.renderer.glyphs and play.speed == palette.REDUCED_SPEED and not play.shake
    assert play.hud_info().show_timer is False
    # hearts apply at once while nothing was tapped yet
    app.midend.change_setting("hearts", "zen")
    assert play.session.zen


def test_volume_reaches_the_audio_and_every_event_plays_its_sound(make_app):
    class FakeAudio:
        enabled = True

        def __init__(self):
            self.played, self.volumes, self.warning = [], [], None

        def play(self, name):
            self.played.append(name)

        def set_volume(self, v):
            self.volumes.append(v)

        def set_music_volume(self, v):
            self.music_volumes.append(v)

        def music(self, name):  # issue 23: the piece for the screen
            if not self.tracks or self.tracks[-1] != name:
                self.tracks.append(name)

        def tick(self):
            pass

        def hold(self, on):  # (the window minimised: audio.Audio.hold)
            pass

        def hush(self, on):  # (the pause card: audio.Audio.hush)
            pass

        def mute(self, on):  # (F8: audio.Audio.mute)
            pass

    FakeAudio.tracks, FakeAudio.music_volumes = [], []
    app = make_app(sound=True)
    fake = app.feedback.audio = FakeAudio()
    click(app, app.top.widget_center("settings"))
    settings = app.top
    click(app, settings.widget_center("volume:30"))
    assert abs(app.midend.settings.volume - 0.3) < 0.02 and abs(fake.volumes[-1] - 0.3) < 0.02
    key(app, pygame.K_ESCAPE)
    assert "click" in fake.played
    play = open_small_puzzle(app)
    fake.played.clear()
    board = play.board
    key(app, pygame.K_h)
    assert fake.played[-1] == "hint"
    blocked = next(i for i in sorted(board.alive) if not board.can_escape(i))
    click(app, play.arrow_pixel(blocked))
    run_until(app, lambda: not play.anims)
    assert fake.played[-2:] == ["fire", "smack"]
    fake.played.clear()
    solve(app, play)
    assert fake.played.count("fire") == fake.played.count("leave") >= 1 and "sting" in fake.played
    assert fake.tracks[:2] == ["menu", "play"]  # the music follows the screen
    key(app, pygame.K_r)  # replay, then lose: three smacks
    fake.played.clear()
    for _ in range(3):
        blocked = next(i for i in sorted(board.alive) if not board.can_escape(i))
        click(app, play.arrow_pixel(blocked))
        run_until(app, lambda: not play.anims)
        app.test_clock.t += DOUBLE_CLICK
    from quiver.scenes.result import ResultScene

    top_is(app, ResultScene)
    assert fake.played.count("smack") == 3 and fake.played[-1] == "lose"


# -- the daily streak ---------------------------------------------------------------------------
def test_daily_streak_across_injected_days(make_app, home):
    from quiver.scenes.daily import DailyScene
    from quiver.scenes.menu import MenuScene
    from quiver.scenes.play2d import Play2DScene

    today = Today(DAY1)
    app = make_app(today=today)
    menu = app.top
    assert "in a row" not in menu.daily_btn.sub
    click(app, menu.widget_center("daily"))
    daily = app.top
    assert isinstance(daily, DailyScene)
    key(app, pygame.K_RETURN)  # play today's
    play = top_is(app, Play2DScene)
    assert play.request.origin.day == DAY1 and play.title.startswith("Daily 2026-05-11")
    result = solve(app, play)
    assert result.outcome.daily is not None and result.outcome.daily.streak == 1
    run(app, 20, dt=1 / 20)  # the card's first second: its buttons take a press
    key(app, pygame.K_ESCAPE)  # to the menu
    assert isinstance(app.top, MenuScene) and menu.streak == 1
    assert menu.daily_btn.sub == "1 day in a row" and menu.daily_done
    saved = json.loads((home / "progress.json").read_text())
    assert saved["daily"]["2026-05-11"]["won"] is True

    # the next day: the streak still shows (today's daily is not played yet)
    today.day = DAY2
    click(app, menu.widget_center("daily"))
    daily = app.top
    assert isinstance(daily, DailyScene) and app.midend.streak() == 1
    key(app, pygame.K_ESCAPE)
    assert menu.daily_btn.sub == "1 day in a row" and not menu.daily_done
    key(app, pygame.K_d)  # D opens the daily screen too
    assert isinstance(app.top, DailyScene)
    click(app, app.top.play_btn.rect.center)
    play = top_is(app, Play2DScene)
    assert play.request.origin.day == DAY2
    result = solve(app, play)
    assert result.outcome.daily.streak == 2
    run(app, 20, dt=1 / 20)  # the card's first second: its buttons take a press
    key(app, pygame.K_RETURN)  # Daily: the daily screen
    assert isinstance(app.top, DailyScene)
    run(app, 2)
    from quiver.game.progress_daily import daily_leaderboard

    assert [d for d, _ in daily_leaderboard(app.midend.progress, "2d", app.midend.today())][:2] and len(
        app.midend.progress.dailies("2d")
    ) == 2
    key(app, pygame.K_ESCAPE)
    assert menu.daily_btn.sub == "2 days in a row"
    # a missed day breaks it
    today.day = DAY2 + datetime.timedelta(days=2)
    app.to_menu()
    menu.resume()
    assert menu.streak == 0 and "in a row" not in menu.daily_btn.sub


def test_a_lost_daily_is_recorded(make_app):
    from quiver.scenes.play2d import Play2DScene
    from quiver.scenes.result import ResultScene

    app = make_app(today=Today(DAY2))
    app.flow.daily()
    play = top_is(app, Play2DScene)
    board = play.board
    for _ in range(3):
        blocked = next(i for i in sorted(board.alive) if not board.can_escape(i))
        click(app, play.arrow_pixel(blocked))
        run_until(app, lambda: not play.anims)
        app.test_clock.t += DOUBLE_CLICK
    result = top_is(app, ResultScene)
    assert not result.won and result.outcome.daily is not None and result.outcome.daily.streak == 0
    r = app.midend.progress.dailies("2d")[DAY2.isoformat()]
    assert not r.won and r.mistakes == 3


# -- the campaign -------------------------------------------------------------------------------
def test_campaign_level_one_by_clicks_then_stars_in_the_level_select(make_app, home):
    from quiver.game.campaign import level_code
    from quiver.render2d import theme
    from quiver.scenes.levels import LevelsScene
    from quiver.scenes.play2d import Play2DScene

    app = make_app()
    menu = app.top
    assert menu.continue_btn.sub.endswith("level 1")
    click(app, menu.widget_center("levels"))
    levels = app.top
    assert isinstance(levels, LevelsScene)
    assert levels.unlocked(1) and not levels.unlocked(2)
    click(app, levels.tile_center(2))  # locked: nothing opens
    assert app.top is levels
    click(app, levels.tile_center(1))
    play = top_is(app, Play2DScene)
    assert play.request.origin.level == 1 and str(play.code) == str(level_code("2d", 1))
    result = solve(app, play)
    assert result.outcome.level is not None and result.outcome.level.new_best
    run(app, 20, dt=1 / 20)  # the card's first second: its buttons take a press
    click(app, result.button_center("Levels"))
    levels = app.top
    assert isinstance(levels, LevelsScene) and levels.mode == "2d"
    run(app, 2)
    rec = levels.record(1)
    assert rec.completed and rec.stars == 3 and rec.best_time_s is not None
    assert levels.unlocked(2) and not levels.unlocked(3)
    frame = app._grab()
    for c in levels.star_centers(1):  # three gold stars on tile 1
        assert close_to(frame.get_at(c), theme.STAR, 40), frame.get_at(c)
    for c in levels.star_centers(2):  # level 2 open, no stars yet
        assert close_to(frame.get_at(c), theme.STAR_EMPTY, 40), frame.get_at(c)
    saved = json.loads((home / "progress.json").read_text())
    assert saved["campaign"]["2d"]["current"] == 2 and saved["campaign"]["2d"]["levels"]["1"]["stars"] == 3

    # Continue on the menu plays the next level; the win screen's Next goes on from there
    key(app, pygame.K_ESCAPE)
    assert menu.continue_btn.sub.endswith("level 2")
    click(app, menu.widget_center("continue"))
    play = top_is(app, Play2DScene)
    assert play.request.origin.level == 2
    result = solve(app, play)
    run(app, 20, dt=1 / 20)  # the card's first second: its buttons take a press
    key(app, pygame.K_RETURN)  # Next level
    play = top_is(app, Play2DScene)
    assert play.request.origin.level == 3 and app.midend.progress.current_level("2d") == 3


def test_level_select_pages_and_keys(make_app):
    from quiver.game.progress import record_level
    from quiver.scenes.levels import LevelsScene
    from quiver.scenes.levels_pages import PER_PAGE

    app = make_app()
    for n in range(1, 45):
        record_level(app.midend.progress, "2d", n, 2, 30.0 + n)
    levels = LevelsScene(app.ports, "2d")
    app.push(levels)
    run(app, 2)
    assert levels.current == 45 and levels.page == 44 // PER_PAGE
    assert levels.level_at(levels.focus) == 45
    key(app, pygame.K_PAGEDOWN)  # one page past the frontier
    assert levels.page == 3 and not levels.unlocked(levels.level_at(0))
    key(app, pygame.K_PAGEDOWN)
    assert levels.page == 3
    key(app, pygame.K_PAGEUP)
    key(app, pygame.K_PAGEUP)
    key(app, pygame.K_PAGEUP)
    assert levels.page == 0
    key(app, pygame.K_TAB)  # the next mode's tab
    assert levels.mode == "3d" and levels.page == 0


def test_campaign_codes_round_trip_in_every_mode():
    from quiver.engine.codec import dump_board
    from quiver.game.campaign import level_code
    from quiver.game.code import PuzzleSpec, board_code, generate_board

    for mode in ("2d", "3d", "flat"):
        for level in (1, 2, 7):
            code = level_code(mode, level)
            assert code.mode == mode and code == level_code(mode, level)
            again = PuzzleSpec.parse(str(code))
            assert again == code and str(again) == str(code)
            board = generate_board(again)
            assert board_code(board) == code
            assert dump_board(generate_board(code)) == dump_board(board)


# -- sharing and pictures -----------------------------------------------------------------------
@pytest.mark.parametrize("gl", [True, False], ids=["gl", "no-gl"])
def test_f12_saves_a_png_of_the_window(make_app, home, gl):
    from quiver.style import palette

    app = make_app(gl=gl)
    play = open_small_puzzle(app)
    key(app, pygame.K_F12)
    run(app)
    shots = sorted((home / "pictures").glob("quiver-*.png"))
    assert len(shots) == 1 and app.last_screenshot == shots[0]
    img = pygame.image.load(str(shots[0]))
    assert img.get_size() == app.size
    i = 0
    assert close_to(
        img.get_at(play.arrow_pixel(i)), palette.direction_colours(None)[play.board.arrows[i].dir]
    )
    assert any(str(shots[0]) in t for t in app.toasts.texts())
    key(app, pygame.K_F12)  # a second one never overwrites
    assert len(list((home / "pictures").glob("quiver-*.png"))) == 2


def test_export_and_copy_from_the_game(make_app, home):
    from quiver.engine.codec import load_board, load_board_file
    from quiver.scenes.play2d import Play2DScene

    app = make_app()
    play = open_small_puzzle(app)
    click(app, play.arrow_pixel(play.board.free_arrows()[0]))  # the export is the whole puzzle
    key(app, pygame.K_e)
    files = list((home / "exports").glob("*.json"))
    assert len(files) == 1 and files[0].name.startswith(f"quiver-{play.code}")
    board = load_board_file(files[0])
    assert len(board.arrows) == len(play.board.arrows) and board.shape == "diamond"
    assert [a.cells for a in board.arrows] == [a.cells for a in play.board.arrows]
    assert any(str(files[0]) in t for t in app.toasts.texts())
    # the HUD's Export button does the same
    click(app, play.hud.buttons["export"].center)
    assert len(list((home / "exports").glob("*.json"))) == 2
    # C and the Copy button put the code on the clipboard
    pygame.scrap.put_text("nothing")
    key(app, pygame.K_c)
    assert pygame.scrap.get_text() == str(play.code)
    pygame.scrap.put_text("nothing")
    click(app, play.hud.buttons["copy"].center)
    assert pygame.scrap.get_text() == str(play.code)
    # ... and the code pasted into the seed screen opens the same puzzle
    app.to_menu()
    run(app, 1)  # the menu drawn first: a press in the frame that changed the screen is dropped
    click(app, app.top.widget_center("seed"))
    key(app, pygame.K_v, pygame.KMOD_CTRL)
    assert app.top.box.text == str(play.code)
    key(app, pygame.K_RETURN)
    again = top_is(app, Play2DScene)
    assert again is not play and str(again.code) == str(play.code)
    assert [a.cells for a in again.board.arrows] == [a.cells for a in load_board(files[0].read_text()).arrows]


@pytest.mark.parametrize("name", sorted(p.name for p in (ROOT / "tests" / "boards").glob("2d_*.json")))
def test_hand_made_board_files_play(make_app, name):
    """`quiver play FILE` opens any valid quiver-board/1, even unsolvable or not full."""
    from quiver.engine.codec import load_board_file
    from quiver.scenes.play2d import Play2DScene

    app = make_app()
    board = load_board_file(ROOT / "tests" / "boards" / name)
    app.flow.open_board(board, name)
    play = app.top
    assert isinstance(play, Play2DScene) and play.code is None and play.hud.copyable is False
    run(app, 2)
    key(app, pygame.K_h)
    for _ in range(len(board.arrows) + 2):
        free = board.free_arrows()
        if not free or play.session.over:
            break
        click(app, play.arrow_pixel(free[0]))
        run_until(app, lambda: not play.anims)
    key(app, pygame.K_e)  # a file board exports too
    key(app, pygame.K_c)  # and says it has no code
    assert any("no puzzle code" in t for t in app.toasts.texts())


def test_quiver_play_subcommand_opens_the_file(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")  # the game path asks for a display first
    from quiver import app as app_module
    from quiver.cli import main

    seen = {}

    def fake_run(options=None, board=None, label=None):
        seen.update(board=board, label=label)
        return 0

    monkeypatch.setattr(app_module, "run", fake_run)
    path = ROOT / "tests" / "boards" / "2d_cycle.json"
    assert main(["play", str(path)]) == 0
    assert seen["label"] == "2d_cycle.json" and len(seen["board"].arrows) >= 2


# -- saves ----------------------------------------------------------------------------------------
def test_corrupt_files_are_reported_in_the_game_and_on_stderr(make_app, home, capsys):
    home.mkdir(parents=True)
    (home / "settings.json").write_text("{not json")
    (home / "progress.json").write_text('{"schema": 99}')
    app = make_app()
    err = capsys.readouterr().err
    lines = [ln for ln in err.splitlines() if ln.startswith("quiver: warning:")]
    assert len(lines) == 2
    assert "settings.json was unreadable" in lines[0] and "settings.corrupt-1.json" in lines[0]
    assert "progress.json is from a newer Quiver" in lines[1]  # (left where it is, s91)
    texts = app.toasts.texts()
    assert any("settings.json was unreadable" in t for t in texts)
    assert any("progress.json is from a newer Quiver" in t for t in texts)
    assert (home / "progress.json").read_text() == '{"schema": 99}'
    assert (home / "settings.corrupt-1.json").read_text() == "{not json"
    frame = app._grab(toasts=True)  # the toast is on screen
    assert frame is not None
    # the game starts fresh and saves fine again
    assert app.midend.settings.colorblind is False and not app.midend.progress.dailies("2d")
    app.midend.change_setting("show_timer", False)
    assert json.loads((home / "settings.json").read_text())["show_timer"] is False


# -- sound without a device -------------------------------------------------------------------------
def test_no_audio_device_prints_at_most_our_one_line(tmp_path):
    """ALSA's own complaints about a missing card are silenced around mixer.init."""
    code = (
        "import os; os.environ['SDL_VIDEODRIVER']='dummy'\n"
        "from quiver.app import App\n"
        "app = App(window=False, sound=True)\n"
        "for name in ('fire', 'leave', 'smack', 'win', 'lose', 'click', 'hint'):\n"
        "    app.feedback.sound(name)\n"
        "import sys; print('done', file=sys.stderr)\n"
    )
    env = dict(os.environ, QUIVER_HOME=str(tmp_path), PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("SDL_AUDIODRIVER", None)
    p = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert p.returncode == 0, p.stderr
    lines = [ln for ln in p.stderr.splitlines() if ln.strip()]
    assert lines[-1] == "done"
    assert "ALSA" not in "\n".join(ln for ln in lines if not ln.startswith("quiver: warning:"))
    assert len(lines) <= 2 and all(ln.startswith("quiver: warning: sound is off") for ln in lines[:-1])


@pytest.mark.parametrize("name", ["3d_chain4.json", "flat_brick3.json"])
def test_hand_made_3d_and_flat_board_files_open(make_app, name):
    from quiver.engine.codec import load_board_file
    from quiver.scenes.registry import play_factory

    app = make_app()
    board = load_board_file(ROOT / "tests" / "boards" / name)
    factory, why = play_factory(board.space.mode, app)
    if factory is None:
        pytest.skip(why)
    app.flow.open_board(board, name)
    play = app.top
    assert play.board is board and play.code is None
    run(app, 3)
    play.fire(board.free_arrows()[0])  # plays: a free arrow leaves
    run_until(app, lambda: not play.busy())
    assert len(board.alive) == len(board.arrows) - 1
    key(app, pygame.K_e)  # export works in every mode
    assert any("exported" in t for t in app.toasts.texts())


def test_settings_by_keyboard_and_reduced_motion(make_app):
    from quiver.scenes.result import ResultScene
    from quiver.scenes.settings import SettingsScene

    app = make_app()
    key(app, pygame.K_o)  # O opens the settings
    assert isinstance(app.top, SettingsScene)
    key(app, pygame.K_DOWN)  # to "Reduced motion"
    key(app, pygame.K_RETURN)
    assert app.midend.settings.reduced_motion
    for _ in range(7):  # down to "Hearts" (past both volumes, "Quiet in the background" and "Size of menus")
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT)
    assert app.midend.settings.hearts == "scaled"
    key(app, pygame.K_ESCAPE)
    play = open_small_puzzle(app)
    assert play.session.max_hearts == 3 + len(play.board.arrows) // 40 and play.speed > 1
    result = solve(app, play)
    assert isinstance(result, ResultScene) and not result.animating()  # stars at once


def test_picture_and_export_folders(monkeypatch, tmp_path):
    import platformdirs

    from quiver.game import data_dirs
    from quiver.game.atomic_write import write_bytes_atomic

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "h"))
    assert data_dirs.pictures_dir() == tmp_path / "h" / "pictures"
    assert data_dirs.exports_dir() == tmp_path / "h" / "exports"
    monkeypatch.delenv("QUIVER_HOME")
    monkeypatch.setattr(platformdirs, "user_pictures_dir", lambda: str(tmp_path / "Pictures"))
    assert data_dirs.pictures_dir() == tmp_path / "Pictures" / "Quiver"
    first = write_bytes_atomic(data_dirs.free_path(tmp_path / "x", "a", ".png"), b"1")
    second = write_bytes_atomic(data_dirs.free_path(tmp_path / "x", "a", ".png"), b"2")
    assert (first.name, second.name) == ("a.png", "a-2.png") and first.read_bytes() == b"1"
    assert sorted(p.name for p in (tmp_path / "x").iterdir()) == ["a-2.png", "a.png"]  # no temp files
