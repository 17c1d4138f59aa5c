"""Playtest leftovers of the toasts and the daily calendar: one name for the daily
screen on the result cards, toasts off a lesson's words, off the menu's title, off the
2D bar's buttons and off the 3D shape, and the calendar's arrows and keys."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from app_helpers import daily_scene  # noqa: E402
from app_helpers import scene_key as _key  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above
import test_toast_places as places  # noqa: E402 - its `make` fixture and `cards`

app_at = places.make  # the fixture: an app on a fresh data folder, at a size
gl_app = places.gl_app  # the same, a GL window


def test_the_daily_screen_has_one_name_on_both_result_cards(app_at):
    """The win card's "Calendar" and the lose card's "Daily" opened the same screen: it
    is "Daily" on both, as on the menu."""
    app = app_at((800, 600))
    names = set()
    for won in (True, False):
        app.to_menu()
        app.flow.daily("2d")
        card = layout._finish(app, layout._until_play(app), won)
        names |= {b.label for b in card.buttons if b.action == card.daily}
    assert names == {"Daily"}


def cards(app) -> list[pygame.Rect]:
    return places.cards(app.toasts)


def _lesson_lost(app, stage: int | None = None):
    """A 2D lesson's first board (or board `stage`) played to no hearts, and the board it
    starts again on."""
    app.flow.lesson("2d")
    if stage is not None:
        app.top.coach._open(stage)  # (a new play scene, the board's)
    play = app.top
    while not play.session.over:
        free = set(play.board.free_arrows())
        play.session.fire(next(i for i in play.board.alive if i not in free))
    for _ in range(40):
        play.update(0.1)
    layout.draw_recorded(app, picture=False)  # (the bubble is placed as it is drawn)
    return app.top


def test_out_of_hearts_in_a_lesson_is_said_and_leaves_its_words_clear(app_at):
    """640x480: "Out of hearts" went with the board it spoke of (no one saw it), and a
    toast of two lines rose out of the bottom bar over the lesson's bubble and Skip
    lesson. It is said over the new board; a long one is shortened to the bar."""
    app = app_at((640, 480))
    play = _lesson_lost(app)
    assert app.toasts.texts() == ["Out of hearts: this board starts again"]
    from quiver.scenes.play_toasts import lesson_words

    keep = lesson_words(play)
    assert len(keep) >= 2  # the bubble and Skip lesson (and the cells of the arrow it points at)
    keep += [*play.hud.buttons.values(), play.hud.top_rect]
    for text in (app.toasts.texts()[0], f"Board exported to {'/home/someone/long folder' * 3}.json"):
        app.toasts.toasts = []
        app.feedback.toast(text)
        shown = cards(app)
        assert len(shown) == 1
        assert not any(shown[0].colliderect(r) for r in keep), (text, shown, keep)


@pytest.mark.parametrize("size", [(1280, 800)])
def test_toasts_on_the_2d_board_cover_no_button_of_its_bars(app_at, size):
    """1280x800, a long code: the bottom bar's free middle is narrow, and the two toasts
    stood over Copy, Export, Hint and Restart for four seconds. They go beside the board,
    where no arrow is."""
    app = app_at(size)
    play = layout._play(app, "2d")
    for text in layout.TOASTS:
        app.feedback.toast(text)
    shown = cards(app)
    assert len(shown) == 2
    for r in shown:
        assert r.collidelist(list(play.hud.buttons.values())) < 0, r
        assert r.collidelist([play.hud.code_rect]) < 0, r
        assert r.collidelist(_arrow_cells(play)) < 0, r


_arrow_cells = places._arrow_cells


@pytest.mark.slow  # a GL window
@pytest.mark.parametrize("mode", ["3d", "flat"])
@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_toasts_on_the_3d_views_keep_off_the_shapes_middle_and_the_buttons(gl_app, mode, size):
    """The 3D and Flat 3D views offered toasts no place: two stood in the window's middle,
    over the shape. They go beside it or over its lower edge, never over its middle nor
    a button of the HUD."""
    app = gl_app(size)
    play = layout._play(app, mode)
    if play is None:
        pytest.skip("no OpenGL here")
    assert play.toast_slots()
    for text in layout.TOASTS:
        app.feedback.toast(text)
    shown = cards(app)
    assert shown
    x, y, _ = play.ctl.camera.project(play.ctl.camera.target, *size)
    middle = pygame.Rect(0, 0, size[0] // 3, size[1] // 4)
    middle.center = (int(x), int(y))
    for r in shown:
        assert not r.colliderect(middle), (r, middle)
        assert r.collidelist(list(play.hud.buttons.values())) < 0, r


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_an_exports_toast_never_follows_to_the_menus_title(app_at, size):
    """Export on a puzzle, then Menu: "Board exported to ..." kept its time over the
    menu's title. It goes under the menu's buttons where it fits there, else it goes."""
    from quiver.game.journey import ToastKind

    app = app_at(size)
    play = layout._play(app, "2d")
    app.feedback.toast("Copied the code")
    app.midend.export_board(play.board, play.code)
    assert any(t.startswith("Board exported") for t in app.toasts.texts())
    app.to_menu()
    menu = app.top
    shown = cards(app)
    assert all(t.kind == ToastKind.SAVED for t in app.toasts.toasts)
    keep = [menu.quit_btn.rect, menu.mode_seg.rect]
    keep += [i.rect for i in _words(menu) if i.label == "Quiver" or i.label.startswith("Tap an arrow")]
    for r in shown:
        assert r.collidelist(keep) < 0, (r, keep)
    if size == (1280, 800):
        assert shown, "room under the buttons"


def _words(scene):
    from quiver.render2d import drawn

    scene.full_redraw = True
    with drawn.recording() as seen:
        scene.draw(pygame.Surface(scene.size, pygame.SRCALPHA))
    return [i for i in seen.items if i.kind == drawn.TEXT]


@pytest.fixture
def daily(monkeypatch, tmp_path):
    """The Daily screen on 15 July 2026 at 800x600, its calendar drawn."""
    with daily_scene(monkeypatch, tmp_path, (800, 600)) as scene:
        yield scene


def test_the_calendar_picks_a_past_day_by_keyboard(daily, monkeypatch):
    """The calendar had no keyboard way to a past day (Left / Right changed the month).
    The arrows light a day, the month following; Enter plays that day's daily (Tab
    changes the mode's tab since s249, as on Levels: the lit day stays)."""
    import datetime

    played = []
    monkeypatch.setattr(daily.journeys, "daily", lambda **kw: played.append(kw))
    _key(daily, pygame.K_RIGHT)
    assert daily.key_day == datetime.date(2026, 7, 15)  # the first key lights today
    _key(daily, pygame.K_RIGHT)
    assert daily.key_day == datetime.date(2026, 7, 15)  # no further than today
    _key(daily, pygame.K_LEFT)
    _key(daily, pygame.K_UP)
    _key(daily, pygame.K_UP)
    assert daily.key_day == datetime.date(2026, 6, 30) and daily.month == (2026, 6)
    _key(daily, pygame.K_RIGHT)
    _key(daily, pygame.K_LEFT)
    _key(daily, pygame.K_LEFT)
    assert daily.key_day == datetime.date(2026, 6, 29)
    _key(daily, pygame.K_TAB)
    _key(daily, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert daily.key_day == datetime.date(2026, 6, 29) and daily.mode == "2d"
    assert daily.play_btn.sub == ""  # its "Enter" plays the lit day now, not today's
    _key(daily, pygame.K_RETURN)
    assert played == [{"mode": "2d", "day": datetime.date(2026, 6, 29)}]


def test_the_calendars_month_arrows_read_the_right_way_round(daily):
    """The enabled "<" was white on the white card and the disabled ">" filled darker:
    they looked the wrong way round. The one that goes somewhere is the filled one."""
    surface = pygame.Surface(daily.size, pygame.SRCALPHA)
    daily.full_redraw = True
    daily.draw(surface)
    assert daily.prev_btn.enabled and not daily.next_btn.enabled  # (today's month)

    def fill(btn):
        r = btn.rect
        return sum(surface.get_at((r.x + r.h // 2, r.y + 6))[:3])

    card = sum(surface.get_at((daily.cal_card.x + 30, daily.cal_card.bottom - 8))[:3])
    assert fill(daily.prev_btn) < card - 20, "the enabled arrow stands out of the white card"
    assert fill(daily.next_btn) > fill(daily.prev_btn), "the disabled one is the fainter"


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
def test_the_boards_row_spans_give_the_places_a_rect_a_cell_gave(app_at, size):
    """toast_places reads the arrows as one rect a board row (a big board's cells cost a
    frame each toast showed): the places are those of a rect a cell, as arrows leave."""
    from quiver.scenes.area2d import arrow_cells, toast_places

    app = app_at(size)
    play = layout._play(app, "2d")
    side = play.view.cell + 4

    def per_cell():
        out = []
        for i in play.board.alive:
            for cid in play.board.arrows[i].cells:
                r = pygame.Rect(0, 0, side, side)
                r.center = play.view.cell_center(*play.board.space.coord(cid))
                out.append(r)
        return out

    for i in [None, *play.board.solution[: len(play.board.solution) // 2 : 3]]:
        if i is not None:
            play.board.alive.discard(i)
        rows = toast_places(play.hud, play.size, arrow_cells(play.view, play.board))
        assert rows == toast_places(play.hud, play.size, per_cell())
