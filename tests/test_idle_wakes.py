"""The idle loop (quiver/idle.py, s39) sleeps until an event or the next change a screen
shows by itself, a second at most: it woke every 250 ms to poll what had no wake of its
own (a toast's fade, the music coming back up after an effect, the leaderboard's news, a
lesson step moving on), each seen up to a wait late."""

from __future__ import annotations

import threading

import pytest
from app_helpers import app_maker, idle_seconds, run
from audio_helpers import frames

pygame = pytest.importorskip("pygame")

from quiver import idle  # noqa: E402
from quiver.game.leaderboard import LeaderboardClient  # noqa: E402
from quiver.scenes.lesson_pace import SHOW_BEFORE_SKIP, Pace  # noqa: E402
from quiver.scenes.toast_note import FADE  # noqa: E402


def test_the_wait_ends_at_the_first_wake_or_the_cap():
    assert idle.IDLE_CAP_MS == 1000
    assert idle.idle_wait_ms([None, None], 10.0) == 1000  # nothing due: the safety cap
    assert idle.idle_wait_ms([10.3, None, 10.2], 10.0) == 201  # the first, a millisecond past it
    assert idle.idle_wait_ms([9.0], 10.0) == 1  # already due: at once, never 0 (no timeout)
    assert idle.idle_wait_ms([99.0], 10.0, longest=250) == 250


def test_an_idle_menu_wakes_once_a_second_not_four_times(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        run(app, 5)
        _, waits = idle_seconds(app, 5.0, lambda: None)
        assert waits and set(waits) == {idle.IDLE_CAP_MS}
        assert len(waits) <= 5 + 1


def test_a_toast_begins_to_fade_when_due_not_a_wait_late(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        run(app, 5)
        toast = app.toasts.show("Copied the code", seconds=2.5)
        run(app, 2)
        assert app.toasts.wake_at() == pytest.approx(toast.born + 2.5 - FADE)
        seen, _ = idle_seconds(app, 4.0, lambda: toast.alpha < 1.0 and toast in app.toasts.toasts)
        assert seen and 0 <= seen[0] - (toast.born + 2.5 - FADE) < 0.02  # its first faded frame
        assert toast not in app.toasts.toasts and app.toasts.wake_at() is None  # faded out, gone


def test_the_music_ducked_under_an_effect_wakes_the_loop_when_it_comes_back(monkeypatch):
    import quiver.audio as audio_mod
    import quiver.audio_level as audio_level

    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    now = [100.0]
    monkeypatch.setattr(audio_mod.time, "monotonic", lambda: now[0])
    audio = audio_mod.Audio(0.6, music_volume=0.5)
    try:
        audio.music("menu")
        assert audio.wake_in() is None  # not ducked: nothing to wake for
        audio.play("pop")
        assert audio.wake_in() == pytest.approx(audio_level.FRAME)  # ramping down: each frame
        frames(now, audio.tick, 0.2)  # (down a step a frame: s282)
        assert audio.wake_in() == pytest.approx(audio_mod.DUCK_TIME - 0.2)  # down: till it rises
        now[0] += audio_mod.DUCK_TIME
        audio.tick()  # the frame the wake brought: rising, a frame at a time (s122)
        assert audio.wake_in() == pytest.approx(audio_level.FRAME)
        frames(now, audio.tick, audio_level.DUCK_RELEASE)
        assert audio.wake_in() is None  # back up, nothing more to wake for
    finally:
        audio.close()
        pygame.mixer.quit()


def test_the_feedback_says_when_the_music_comes_back_on_the_apps_clock(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        assert app.feedback.wake_at(5.0) is None  # no audio device opened
        app.feedback.audio = type("Ducked", (), {"wake_in": lambda self: 0.2})()
        assert app.feedback.wake_at(5.0) == pytest.approx(5.2)
        assert min(t for t in idle.wake_times(app) if t is not None) == pytest.approx(app.clock() + 0.2)
        app.feedback.audio = None


def test_leaderboard_news_wakes_the_idle_loop(monkeypatch, tmp_path):
    client = LeaderboardClient(tmp_path / "lb", timeout=1.0, background=False)
    news = []
    client.on_change = lambda: news.append(client.version)
    client.configure("http://127.0.0.1:9", "Nobody")  # (a port nobody listens on)
    client.request("2026-05-13")
    client.sync()  # the board is fetched (offline): news
    assert news and news[-1] == client.version
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        assert app.midend.leaderboard.on_change is idle.post_wake
        got = []
        real_wait = pygame.event.wait

        def wait(timeout: int = 0):
            got.append((timeout, real_wait(timeout)))
            return got[-1][1]

        monkeypatch.setattr(pygame.event, "wait", wait)
        app.realtime = True
        pygame.event.get()
        threading.Timer(0.05, idle.post_wake).start()  # from the client's thread
        app.wait()
        app.realtime = False
        assert got[0][0] == idle.IDLE_CAP_MS and got[0][1].type == idle.WAKE  # woken by it
        assert app._pending == []  # the frame is all it asks: no event for the scenes
        pygame.event.post(pygame.event.Event(idle.WAKE))
        run(app)  # one that comes while a frame runs goes nowhere either
        assert app.running and app.top is not None


def test_a_lesson_step_whose_arrow_is_gone_wakes_the_loop_when_it_may_move_on(monkeypatch, tmp_path):
    pace = Pace()
    pace.begin(10.0)
    assert pace.skip_at(10.5) == pytest.approx(10.0 + SHOW_BEFORE_SKIP)
    assert pace.skip_at(10.0 + SHOW_BEFORE_SKIP) is None  # (past it: update has skipped it)
    with app_maker(monkeypatch, tmp_path, window=False, lessons=True) as make:
        app = make()
        app.flow.lesson("2d")
        run(app, 5)
        play = app.top
        assert play.coach is not None
        assert play.wake_at() == pytest.approx(play.coach.pace.since + SHOW_BEFORE_SKIP)
