"""s266: the Daily screen's tab across restarts. The tab last shown was kept for the run
only, so after a restart the Daily opened on the menu's mode (2D) and the menu's tick
was 2D's though the last run had left the Flat 3D tab shown. Now the tab is kept in
settings.json (`daily_tab`, a key an older Quiver reads without a word and keeps when it
saves), and picking a mode on the menu later makes the Daily follow it (the later choice
wins, as Levels opens on the menu's mode). s336: the menu itself opens on that mode too
(it opened on 2D each run while its Daily opened on the tab kept: the tick, D and L
disagreed), and a tab picked on the Daily moves the menu with it."""

from __future__ import annotations

import datetime as _dt
import json
from dataclasses import asdict, fields

import pytest

pygame = pytest.importorskip("pygame")

from quiver.game.progress_daily import record_daily  # noqa: E402
from quiver.game.progress_records import DailyResult  # noqa: E402
from quiver.game.settings import SCHEMA, Settings, load_settings, not_understood, settings_path  # noqa: E402
from quiver.game.storage import load_json, save_json  # noqa: E402

TODAY = _dt.date(2026, 12, 9)


@pytest.fixture
def make(monkeypatch, tmp_path):
    from app_helpers import gl_modes_play, menu_maker

    gl_modes_play(monkeypatch)  # (a restart in a window where the Flat 3D tab plays)
    with menu_maker(monkeypatch, tmp_path, today=TODAY) as go:
        yield go


def key(scene, k: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def flat_cleared(app) -> None:
    record_daily(
        app.midend.progress, TODAY, DailyResult(mode="flat", won=True, mistakes=0, time_s=9.0, stars=3)
    )
    app.midend.save_progress()


def daily_from_menu(app) -> str:
    """The tab the menu's Daily opens on (closed again)."""
    app.top.open_daily()
    mode = app.top.mode
    key(app.top, pygame.K_ESCAPE)
    return mode


def test_a_restart_opens_the_tab_last_shown_and_the_menus_tick_is_its(make):
    app = make((800, 600))
    flat_cleared(app)
    app.top.open_daily()
    key(app.top, pygame.K_3)  # the Flat 3D tab shown, then the game closed
    key(app.top, pygame.K_ESCAPE)
    again = make((800, 600))  # (the same data folder: a restart)
    menu = again.top
    assert menu.mode == "flat" and menu.mode_seg.index == 2  # (s336: the menu opens on it too)
    assert menu.daily_done  # the tick: Flat 3D's clear, the tab the Daily opens on
    assert daily_from_menu(again) == "flat"


def test_a_mode_picked_on_the_menu_later_is_the_one_the_daily_opens_on(make):
    app = make((800, 600))
    flat_cleared(app)
    app.top.open_daily()
    key(app.top, pygame.K_3)
    key(app.top, pygame.K_ESCAPE)
    again = make((800, 600))
    again.top.mode_seg.set(1)  # 3D picked on the menu after the restart
    assert again.top.mode == "3d" and not again.top.daily_done  # (the tick: 3D's, not played)
    assert daily_from_menu(again) == "3d"  # the later choice wins
    again.top.mode_seg.set(0)  # then 2D, and the game closed
    assert daily_from_menu(make((800, 600))) == "2d"  # not the Flat 3D tab kept before


def test_the_tab_kept_after_a_menu_pick_once_shown(make):
    app = make((800, 600))
    app.top.mode_seg.set(1)
    assert daily_from_menu(app) == "3d"  # the menu's mode, kept as the tab shown
    again = make((800, 600))
    assert again.top.mode == "3d" and daily_from_menu(again) == "3d"  # (a restart: the mode kept)


OLD_KEYS = tuple(f.name for f in fields(Settings) if f.name != "daily_tab")  # a Quiver before s266


def test_an_older_quiver_reads_the_file_without_a_word_and_keeps_the_tab(tmp_path):
    path = settings_path(tmp_path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(Settings(daily_tab="flat", volume=0.3).to_dict()))
    data, warning = load_json(path, SCHEMA, dict, known=OLD_KEYS)  # (its load_settings)
    assert warning is None and not_understood(data) is None
    old = {k: v for k, v in asdict(Settings.from_dict(data)).items() if k in OLD_KEYS}
    old["volume"], old["schema"] = 0.9, SCHEMA  # it changes a setting and saves
    save_json(path, old, known=old.keys())  # (its save_settings)
    assert not list(tmp_path.glob("*corrupt*"))
    settings, warning = load_settings(tmp_path)
    assert warning is None and settings.daily_tab == "flat" and settings.volume == 0.9


@pytest.mark.parametrize("bad", [7, "4d", None, ["flat"]])
def test_a_tab_not_understood_is_one_line_and_none(tmp_path, bad):
    path = settings_path(tmp_path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"schema": 1, "daily_tab": bad, "volume": 0.2}))
    settings, warning = load_settings(tmp_path)
    assert settings.daily_tab == "" and settings.volume == 0.2
    assert warning is not None and "daily_tab" in warning and "\n" not in warning
