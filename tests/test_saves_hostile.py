"""Hostile save files: every number clamped, no crash from Continue, Levels or Daily,
orphaned temp files of killed saves removed at start (issue 17, findings 2, 7 and 9)."""

import datetime as dt
import json
import os
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from quiver.game.campaign_targets import MAX_LEVEL
from quiver.game.orphans import clean_orphans
from quiver.game.progress_file import load_progress, progress_path
from quiver.game.progress_records import MAX_COUNT, MAX_TIME_S
from quiver.game.settings import load_settings, settings_path
from quiver.game.storage import load_json

pygame = pytest.importorskip("pygame")

NINES = "9" * 400  # an integer no float can hold
HUGE = [NINES, "-" + NINES, "1e400", "-1e400", "1e308", "123456789012345678901234567890"]
TODAY = dt.date(2026, 5, 9)


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    return tmp_path


def write_raw(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def make_app():
    pygame.display.quit()
    from quiver.app import App

    return App(window=False, sound=False, realtime=False, clock=lambda: 0.0, today=lambda: TODAY)


def steps(app, n=3):
    for _ in range(n):
        app.step()


# -- finding 2: a huge level number ---------------------------------------------------
def test_huge_current_level_then_continue_plays_the_last_level(home, monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    write_raw(  # (the last level cleared: a "current" past the clears is brought back to them)
        progress_path(),
        '{"schema":1,"campaign":{"2d":{"current":%s,"levels":{"%d":{"completed":true}}}}}'
        % (NINES, MAX_LEVEL),
    )
    app = make_app()
    try:
        assert app.midend.progress.current_level("2d") == MAX_LEVEL
        app.flow.level("2d")  # used to raise OverflowError
        steps(app)
        assert app.top.request.origin.level == MAX_LEVEL
        app.flow.next(app.top.request)  # past the last level: a toast, no crash
        steps(app)
    finally:
        app.close()


@pytest.mark.parametrize("value", HUGE)
def test_every_progress_number_is_clamped(home, value):
    write_raw(
        progress_path(),
        (
            '{"schema":1,"campaign":{"2d":{"current":%(v)s,"levels":{"%(k)s":{"stars":%(v)s},'
            '"3":{"stars":%(v)s,"best_time_s":%(v)s,"completed":true}}}},'
            '"daily":{"2024-06-03":{"won":true,"mistakes":%(v)s,"time_s":%(v)s,"hints":%(v)s,'
            '"stars":%(v)s}}}'
        )
        % {"v": value, "k": NINES},
    )
    p, warning = load_progress()
    assert warning is None
    cp = p.campaigns["2d"]
    assert 1 <= cp.current <= MAX_LEVEL
    assert list(cp.levels) == [3]  # the 400-digit level key is dropped
    rec = cp.levels[3]
    assert 0 <= rec.stars <= 3
    assert rec.best_time_s is None or 0 <= rec.best_time_s <= MAX_TIME_S
    day = p.dailies("2d")["2024-06-03"]
    assert 0 <= day.mistakes <= MAX_COUNT and 0 <= day.hints <= MAX_COUNT
    assert 0 <= day.time_s <= MAX_TIME_S and 0 <= day.stars <= 3
    json.dumps(p.to_dict(), allow_nan=False)  # and it saves again


@pytest.mark.parametrize("value", HUGE)
def test_every_settings_number_is_clamped(home, value):
    fields = ["colorblind", "reduced_motion", "volume", "fullscreen", "ray_preview", "hearts", "show_timer"]
    write_raw(settings_path(), "{" + ",".join([f'"{f}":{value}' for f in fields] + ['"schema":1']) + "}")
    s, warning = load_settings()
    assert warning is None or warning.startswith("settings.json: could not use the values of")  # (s73)
    assert settings_path().exists()  # kept, not set aside
    assert 0.0 <= s.volume <= 1.0 and s.hearts in ("3", "scaled", "zen")
    assert all(isinstance(getattr(s, f), bool) for f in fields if f not in ("volume", "hearts"))


def test_huge_schema_number_gives_a_short_warning(home):
    write_raw(progress_path(), '{"schema":%s}' % NINES)
    _p, warning = load_progress()
    assert warning is not None and len(warning) < 160 and NINES[:50] not in warning


def test_an_oversized_save_is_set_aside_unread(home, monkeypatch):
    from quiver.game import storage

    monkeypatch.setattr(storage, "MAX_FILE_BYTES", 1000)
    write_raw(progress_path(), '{"schema":1,"daily":{}}' + " " * 2000)
    data, warning = load_json(progress_path(), 1, dict)
    assert data == {} and "over" in warning and not progress_path().exists()


# -- finding 7: orphaned temp files -----------------------------------------------------
def test_orphaned_temp_files_are_removed_at_start(home, monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    old = time.time() - 3600
    names = {
        ".progress.json.ab_cd123.tmp": True,
        ".settings.json.q1w2e3r4.tmp": True,
        ".progress.json.tmp": False,  # not the project's pattern
        ".notes.json.ab_cd123.tmp": False,  # not one of our files
        "progress.json.ab_cd123.tmp": False,
    }  # no leading dot
    for name in names:
        (home / name).write_text("{}")
        os.utime(home / name, (old, old))
    (home / ".progress.json.zzzzzzzz.tmp").write_text("{}")  # written after we started
    names[".progress.json.zzzzzzzz.tmp"] = False
    os.symlink(home / ".progress.json.tmp", home / ".progress.json.linklink.tmp")
    names[".progress.json.linklink.tmp"] = False
    (home / "exports").mkdir()
    (home / "exports" / ".quiver-heart.json.abcdefgh.tmp").write_text("{}")
    os.utime(home / "exports" / ".quiver-heart.json.abcdefgh.tmp", (old, old))
    app = make_app()
    app.close()
    for name, removed in names.items():
        assert (home / name).is_symlink() or (home / name).exists() != removed, name
    assert not (home / "exports" / ".quiver-heart.json.abcdefgh.tmp").exists()


def test_clean_orphans_only_before_the_given_time(tmp_path):
    f = tmp_path / ".progress.json.abcdefgh.tmp"
    f.write_text("x")
    assert clean_orphans(tmp_path, lambda n: True, before=f.stat().st_mtime) == 0
    assert clean_orphans(tmp_path, lambda n: True, before=f.stat().st_mtime + 1) == 1


# -- the fuzz: hostile save files, then Continue, Levels and Daily --------------------
NUMBER = st.one_of(
    st.integers(min_value=-(10**30), max_value=10**30),
    st.sampled_from([10**400, -(10**400), 2**63, 0, 1, 3, 59, 60]),
    st.floats(allow_nan=True, allow_infinity=True),
)
LEAF = st.one_of(
    st.none(),
    st.booleans(),
    NUMBER,
    st.text(max_size=12),
    st.sampled_from(["2d", "3d", "flat", "zen", "scaled", "3", "2026-05-08"]),
)
ANY = st.recursive(
    LEAF,
    lambda kids: st.one_of(
        st.lists(kids, max_size=4), st.dictionaries(st.text(max_size=6), kids, max_size=4)
    ),
    max_leaves=12,
)
LEVEL = st.fixed_dictionaries({}, optional={"stars": ANY, "best_time_s": ANY, "completed": ANY})
CAMPAIGN = st.fixed_dictionaries(
    {},
    optional={
        "current": st.one_of(NUMBER, ANY),
        "levels": st.dictionaries(
            st.one_of(st.integers(-3, 10**7).map(str), st.text(max_size=5)), st.one_of(LEVEL, ANY), max_size=4
        ),
    },
)
DAY = st.fixed_dictionaries(
    {}, optional={k: ANY for k in ("mode", "won", "mistakes", "time_s", "hints", "stars")}
)
PROGRESS = st.fixed_dictionaries(
    {"schema": st.one_of(st.just(1), NUMBER)},
    optional={
        "campaign": st.one_of(
            st.dictionaries(
                st.sampled_from(["2d", "3d", "flat", "4d"]), st.one_of(CAMPAIGN, ANY), max_size=3
            ),
            ANY,
        ),
        "daily": st.one_of(
            st.dictionaries(
                st.one_of(st.dates(dt.date(2026, 4, 1), dt.date(2026, 5, 9)).map(str), st.text(max_size=10)),
                st.one_of(DAY, ANY),
                max_size=5,
            ),
            ANY,
        ),
    },
)
SETTINGS = st.fixed_dictionaries(
    {"schema": st.just(1)},
    optional={
        k: ANY
        for k in (
            "colorblind",
            "reduced_motion",
            "volume",
            "fullscreen",
            "ray_preview",
            "hearts",
            "show_timer",
        )
    },
)


def _json(obj) -> str:
    return json.dumps(obj)  # NaN and Infinity as JSON's usual extension


@settings(
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    progress=st.one_of(PROGRESS, ANY),
    prefs=st.one_of(SETTINGS, ANY),
    action=st.sampled_from(["continue", "levels", "daily", "daily_screen"]),
)
def test_fuzzed_saves_then_continue_levels_daily(
    tmp_path_factory, monkeypatch, capsys, progress, prefs, action
):
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("QUIVER_HOME", str(home))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("QUIVER_NO_GL", "1")
    write_raw(home / "progress.json", _json(progress))
    write_raw(home / "settings.json", _json(prefs))
    app = make_app()
    try:
        from quiver.scenes.daily import DailyScene
        from quiver.scenes.levels import LevelsScene

        app.to_menu()
        steps(app, 2)
        menu = app.top
        if action == "continue":
            menu.play_continue()
        elif action == "levels":
            app.push(LevelsScene(app.ports, "2d"))
            steps(app, 2)
            app.top.next_page()
            app.top.play_focused()
        elif action == "daily":
            menu.play_daily()
        else:
            app.push(DailyScene(app.ports))
            steps(app, 2)
            app.top.prev_month()
        steps(app, 4)
        if hasattr(app.top, "session"):  # a puzzle opened: win it, record it
            play = app.top
            for i in play.board.solution or []:
                play.session.fire(i)
            app.midend.finished(play.request, play.session)
            steps(app, 2)
    finally:
        app.close()
    err = capsys.readouterr().err
    assert "internal error" not in err and "Traceback" not in err
