"""Leftovers a stranger met (round s28, in a real X window at 640x480, 800x600 and
1280x800, on a fresh data folder each time): each test failed before its fix."""

from __future__ import annotations

import datetime

import pytest

pygame = pytest.importorskip("pygame")

from app_helpers import daily_scene  # noqa: E402
from app_helpers import scene_key as _key  # noqa: E402


@pytest.fixture
def daily(monkeypatch, tmp_path):
    """The Daily screen on 15 July 2026 at 640x480, its calendar drawn."""
    with daily_scene(monkeypatch, tmp_path, (640, 480)) as scene:
        yield scene


def test_a_month_turned_takes_the_lit_day_along(daily, monkeypatch):
    """Page Up after lighting a day showed May while the line under it still said
    "2026-06-27: not played · Enter plays it late", and Enter played that June day, on
    no page shown. The lit day follows the month (the same day of it, within the dailies)."""
    played = []
    monkeypatch.setattr(daily.journeys, "daily", lambda **kw: played.append(kw))
    _key(daily, pygame.K_LEFT)  # lights today
    for _ in range(18):
        _key(daily, pygame.K_LEFT)
    assert daily.key_day == datetime.date(2026, 6, 27) and daily.month == (2026, 6)
    _key(daily, pygame.K_PAGEUP)
    assert daily.month == (2026, 5) and daily.key_day == datetime.date(2026, 5, 27)
    assert daily.play_btn.sub == ""  # Enter plays the lit day
    _key(daily, pygame.K_PAGEUP)  # before the first daily: nothing moves
    assert daily.month == (2026, 5) and daily.key_day == datetime.date(2026, 5, 27)
    daily.next_btn.action()  # the mouse's ">" too
    assert daily.month == (2026, 6) and daily.key_day == datetime.date(2026, 6, 27)
    _key(daily, pygame.K_PAGEDOWN)  # July: the 27th is still to come, so today
    assert daily.month == (2026, 7) and daily.key_day == datetime.date(2026, 7, 15)
    assert daily.play_btn.sub == "Enter"
    _key(daily, pygame.K_RETURN)
    assert played == [{"mode": "2d"}]  # today's, as the page shows


def test_a_month_turned_before_any_day_is_lit_lights_none(daily):
    """Nothing lit: a month turned lights nothing (Enter stays today's puzzle, as its
    button says)."""
    _key(daily, pygame.K_PAGEUP)
    assert daily.month == (2026, 6) and daily.key_day is None


def _typed(grid, text):
    for ch in text:
        grid.key(pygame.event.Event(pygame.KEYDOWN, key=ord(ch), mod=0, unicode=ch))


def test_a_search_that_matches_nothing_keeps_the_shape_picked_before_it():
    """Typing "zz!" in the Custom panel's search: its "z" moved the pick to Letter Z, the
    next "z" matched nothing and left it there, unseen ("No shape matches"); Enter kept
    that filter, and Play this puzzle played a Letter Z nobody chose. A query that
    matches nothing puts back the pick made before the search, and Enter on it ends the
    search as Esc does."""
    from quiver.scenes.picker import ShapePicker

    grid = ShapePicker(lambda name: None, lambda name: "letters" if name.startswith("letter") else "shapes")
    grid.set_shapes(["rect", "heart", "letter_y", "letter_z"])
    grid.layout(pygame.Rect(0, 0, 400, 300))
    grid.typing = True
    _typed(grid, "z")
    assert grid.value == "letter_z"  # the first match, as before
    _typed(grid, "z")
    assert grid.shown() == [] and grid.value == "rect"
    grid.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert not grid.typing and grid.query == "" and grid.value == "rect"
    grid.typing = True
    _typed(grid, "hea")
    grid.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert grid.query == "hea" and grid.value == "heart"  # a filter that shows a shape stays


def _double_click(app, pos) -> None:
    from app_helpers import double_click

    double_click(app, pos)


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_double_click_on_custom_puzzle_or_its_back_acts_once(monkeypatch, tmp_path, size):
    """The menu's home view and its Custom panel are one screen: a double click on Custom
    puzzle opened the panel and its second click picked the shape card under the pointer
    (640x480: Letter V), and one on the panel's Back went home and opened what lay there
    (How to play). The second click of a double click that changed the view is dropped,
    as on a screen a click just opened."""
    from app_helpers import app_maker

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=size)
        menu = app.top
        before = menu.grid.value
        _double_click(app, menu.custom_btn.rect.center)
        assert app.top is menu and menu.custom and menu.grid.value == before
        app.clock.t += 1.0
        _double_click(app, menu.back_btn.rect.center)
        assert app.top is menu and not menu.custom
        app.clock.t += 1.0
        _double_click(app, menu.custom_btn.rect.center)  # a later click: its own, as ever
        assert menu.custom


def test_the_levels_line_says_a_hard_or_an_easy_level_in_plain_words(monkeypatch, tmp_path):
    """The Levels screen's line named a level's role in the campaign's own words: "Level
    45: Letter S · 44 arrows · spike", "... · breather": a stranger does not know a spike
    is a hard, deep board. It says "a hard one" and "a short one" (s112: "an easy one"
    over a code that said medium)."""
    from app_helpers import app_maker

    from quiver.game.campaign_plan import level_plan
    from quiver.game.progress import record_level
    from quiver.scenes.levels import LevelsScene

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(640, 480))
        for n in range(1, 60):
            record_level(app.midend.progress, "2d", n, 3, 20.0)
        scene = LevelsScene(app.ports, "2d")
        roles = {level_plan("2d", n).role: n for n in range(1, 60)}
        spike, breather = scene._describe(roles["spike"]), scene._describe(roles["breather"])
        assert "spike" not in spike and spike.endswith("a hard one  \u00b7  best 0:20")
        assert "breather" not in breather and breather.endswith("a short one  \u00b7  best 0:20")


def _cleared(code, seconds: float, hints: int):
    """A session of `code` cleared in `seconds`, asking for `hints` hints on the way."""
    from quiver.game.code import generate_board
    from quiver.game.session import Session

    t = [0.0]
    s = Session(generate_board(code), 3, clock=lambda: t[0])
    n = len(s.board.alive)
    while not s.won:
        i = s.hint() if s.hints_used < hints else s.board.free_arrows()[0]
        t[0] += seconds / n
        s.fire(i)
    assert s.won
    return s


def test_a_faster_clear_with_fewer_stars_says_new_best_time(monkeypatch, tmp_path):
    """A level cleared with 3 stars in 0:18, then again with 7 hints (1 star) in 0:05:
    the card said "New best!  Best: 3 stars · 0:05", as if this run had earned the 3
    stars. A run that beats only the time says "New best time!"; more stars (or a first
    clear) still "New best!"."""
    import dataclasses

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    from test_midend import CODE, midend

    from quiver.game.journey import CampaignLevel, PuzzleRequest
    from quiver.scenes.cardlines import level_line

    m, _, _ = midend()
    level = PuzzleRequest(CampaignLevel("2d", 1))
    first = m.finished(level, _cleared(CODE, 18.0, 0))
    assert (
        level_line(first.level, first)[0] == "Level 2 is open"
    )  # the score line says it (s292: not "Best:")
    faster = m.finished(level, _cleared(CODE, 5.0, 2))
    faster = dataclasses.replace(faster, new_best_score=False)  # (its score below the best)
    text, marked = level_line(faster.level, faster)
    # (s379: not "Best: 3 stars \u00b7 0:05", the 3 stars an older run's: each record its own)
    assert text == "New best time!  Most stars: 3  \u00b7  Fastest: 0:05" and marked
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "two"))  # a fresh player
    m2, _, _ = midend()
    m2.finished(level, _cleared(CODE, 5.0, 2))  # 1 star first
    more = m2.finished(level, _cleared(CODE, 9.0, 0))  # then 3, slower
    more = dataclasses.replace(more, new_best_score=False)
    assert not more.first_clear
    text, marked = level_line(more.level, more)
    assert not text.startswith("New best time") and marked


def test_back_from_the_custom_panel_lights_no_home_button_the_pointer_left(monkeypatch, tmp_path):
    """Custom puzzle clicked, the pointer moved over the panel, Back by Esc: the home view
    drew Custom puzzle still lit (its hover from before the panel opened), the pointer
    nowhere near it. The view shown settles its controls' hover on where the pointer is."""
    from app_helpers import app_maker, click, post, run

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(640, 480))
        menu = app.top
        click(app, menu.custom_btn.rect.center)
        assert menu.custom and menu.custom_btn.hover
        post(pygame.MOUSEMOTION, pos=(5, 470), rel=(0, 0), buttons=(0, 0, 0))
        monkeypatch.setattr("quiver.scenes.base.pointer_now", lambda: (5, 470))  # (no real pointer)
        post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)
        run(app, 2)
        assert not menu.custom and not menu.custom_btn.hover


def test_a_month_turned_by_key_forgets_the_day_the_resting_pointer_was_on(daily):
    """The pointer resting on 14 July, Page Up showed June while the line under it still
    said "2026-07-14: not played" (the hovered day of the month left, on no cell shown)."""
    pos = daily.day_center(datetime.date(2026, 7, 14))
    daily.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    assert daily.hover_day == datetime.date(2026, 7, 14)
    _key(daily, pygame.K_PAGEUP)
    assert daily.month == (2026, 6) and daily.hover_day is None
