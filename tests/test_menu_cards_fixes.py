"""Menu, Levels, Daily and the pause and result cards: bugs earlier playtests noticed and
left (helper s10). Each test failed before its fix."""

from __future__ import annotations

import pytest
from app_helpers import FakeClock, click, post, run, run_until
from puzzle_codes import code
from test_known_leftovers import small_app  # noqa: F401  (the fixture: 640x480, no window)
from test_stranger_six import key

pygame = pytest.importorskip("pygame")


def clear_board(app) -> None:
    play = app.top
    while play.board.alive:
        i = min(play.board.free_arrows())
        play.fire(i, play.board.free_end(i))


def test_back_on_the_menu_after_a_puzzle_play_is_not_drawn_hovered(small_app):  # noqa: F811
    """Play clicked, the pointer moved off it during the puzzle (the moves went to the
    puzzle), the puzzle won, Esc on its card: the menu drew Play hovered."""
    from quiver.scenes.menu import MenuScene
    from quiver.scenes.result import ResultScene

    app = small_app
    menu = app.top
    click(app, menu.widget_center("play"))
    run(app, 3)
    assert app.top is not menu and menu.play_btn.hover  # the last move the menu saw
    post(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))
    clear_board(app)
    run_until(app, lambda: isinstance(app.top, ResultScene), 400, dt=1 / 20, what="the result card")
    key(app, pygame.K_ESCAPE, 2)
    assert isinstance(app.top, MenuScene)
    assert not any(getattr(w, "hover", False) is True for w in menu.focus_order)


def test_the_levels_arrow_keys_stop_at_the_next_level_and_enter_on_a_locked_one_says_why(small_app):  # noqa: F811
    """The arrow keys moved the focus into locked levels (and onto the next chapter's page
    of locks); Enter there must say why and open nothing."""
    from quiver.game.progress import record_level
    from quiver.scenes.levels import LevelsScene

    app = small_app
    for n in range(1, 9):
        record_level(app.midend.progress, "2d", n, 3, 20.0)
    scene = LevelsScene(app.ports, "2d")
    app.push(scene)
    run(app)

    def focused() -> int:
        return scene.level_at(scene.focus)

    assert focused() == 9  # the next level to play
    for k in (pygame.K_RIGHT, pygame.K_DOWN):
        key(app, k)
        assert focused() == 9, k
    key(app, pygame.K_UP)
    assert focused() == 4
    key(app, pygame.K_DOWN)
    assert focused() == 9  # down from 4 would be 9 here; from 8 it stops at 9 too
    key(app, pygame.K_LEFT)
    key(app, pygame.K_DOWN)
    assert focused() == 9 and scene.page == 0
    post(pygame.MOUSEMOTION, pos=scene.tile_center(15), rel=(0, 0), buttons=(0, 0, 0))
    run(app)
    assert focused() == 15  # pointed at: selected, Play off, the line says why
    key(app, pygame.K_RETURN, 3)
    assert app.top is scene
    (why,) = [
        t for t in app.toasts.texts() if "locked" in t and "levels 9 to 14" in t and t.startswith("Level 15")
    ]
    app.toasts.withdraw(why)
    # a greyed Play says why too: the next chapter's page of locks, its first selected (the
    # pointer leaving a locked tile for Play selects the open level again: test_stranger_eleven)
    key(app, pygame.K_PAGEDOWN)
    assert focused() == 21 and scene.page == 1
    click(app, scene.play_btn.rect.center)
    assert app.top is scene and "Level 21 is locked: clear levels 9 to 20 first." in app.toasts.texts()


DEAD_END_CODE = code("2d-heart-16x14-34-hard-7", "mr")
DEAD_END_MOVES = (32, 3, 22, 8, 5, 11, 2, 0, 16, 1, 7, 10, 13, 19, 15, 12, 4, 20, 9, 6, 24, 17, 14, 25, 18)


def test_the_pause_cards_menu_at_a_dead_end_leaves_without_saying_progress_is_lost(small_app):  # noqa: F811
    """At a dead end (Stay kept the board to look at) the pause card's Menu asked "Leave
    this puzzle? Its progress is lost": it is lost already. It leaves at once there, as
    Restart does; with moves on a board that can still be cleared it still asks."""
    from quiver.game.code import PuzzleSpec, generate_board
    from quiver.scenes.confirm import LEAVE_NOTE, ConfirmScene
    from quiver.scenes.menu import MenuScene
    from quiver.scenes.pause import PauseScene
    from quiver.scenes.play2d import Play2DScene

    app = small_app
    code = PuzzleSpec.parse(DEAD_END_CODE)
    play = Play2DScene(
        app.ports, generate_board(code), None, "dead-end.json"
    )  # a board file's: it asks (s207)
    app.push(play)
    play.session.fire(DEAD_END_MOVES[0], play.board.free_end(DEAD_END_MOVES[0]))
    play.session.watch.verdict(wait=True)
    assert play.session.at_stake and not play.session.dead_end
    app.push(PauseScene(app.ports, play))
    app.top.menu()
    assert isinstance(app.top, ConfirmScene) and app.top.note == LEAVE_NOTE
    app.pop()  # Esc: back on the pause card
    for i in DEAD_END_MOVES[1:]:
        play.session.fire(i, play.board.free_end(i))
    play.session.watch.verdict(wait=True)
    assert play.session.dead_end and not play.session.at_stake
    app.top.menu()
    assert isinstance(app.top, MenuScene)


def test_the_daily_calendar_stops_at_the_first_daily_and_says_so(monkeypatch, tmp_path):
    """The calendar stepped back month after month, to years before the game's first
    daily. It stops at the first daily's month: "<" greys, and Page Up or a click on it says
    why; the month line names the first daily."""
    import datetime

    from quiver.app import App
    from quiver.game.daily import FIRST_DAILY
    from quiver.scenes.daily import DailyScene

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    today = datetime.date(2026, 7, 15)
    app = App((800, 600), window=False, sound=False, realtime=False, clock=FakeClock(), today=lambda: today)
    try:
        app.to_menu()
        run(app, 2)
        key(app, pygame.K_d, 2)
        daily = app.top
        assert isinstance(daily, DailyScene)
        for _ in range(14):
            key(app, pygame.K_PAGEUP)  # (Left lights the day before)
        assert daily.month == (FIRST_DAILY.year, FIRST_DAILY.month) == (2026, 5)
        layer = pygame.Surface(app.size, pygame.SRCALPHA)
        daily.full_redraw = True
        daily.draw(layer)
        assert not daily.prev_btn.enabled and daily.next_btn.enabled
        assert any("first daily was on 1 May 2026" in t for t in app.toasts.texts())
        app.toasts.withdraw(next(t for t in app.toasts.texts() if "first daily" in t))
        click(app, daily.prev_btn.rect.center)
        assert daily.month == (2026, 5) and any("first daily" in t for t in app.toasts.texts())
        key(app, pygame.K_PAGEDOWN)
        assert daily.month == (2026, 6)
    finally:
        app.close()


def test_a_clock_before_the_first_daily_still_shows_its_own_month():
    import datetime

    from quiver.game.daily import FIRST_DAILY, first_daily

    assert first_daily(datetime.date(2026, 12, 3)) == FIRST_DAILY
    assert first_daily(datetime.date(2026, 3, 20)) == datetime.date(2026, 3, 1)


def test_a_picture_whose_file_name_is_not_utf8_is_kept_and_opens_again(monkeypatch, tmp_path):
    """A PNG named with a byte that is not UTF-8 (Python reads it as a lone surrogate)
    was played and kept as the last picture, then cleared on the next start: the settings
    file could not hold the name and the loader refused it. It is kept, and opens again."""
    import os

    from quiver.app import App
    from quiver.game.picture import picture_label
    from quiver.scenes.picture import PictureScene, drop_files

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    folder = tmp_path / "pics"
    folder.mkdir()
    picture = pygame.Surface((24, 20))
    picture.fill((255, 255, 255))
    pygame.draw.circle(picture, (0, 0, 0), (12, 10), 8)
    raw = os.fsencode(folder) + b"/caf\xe9.png"  # Latin-1 "café": not UTF-8
    with open(raw, "wb") as f:
        pygame.image.save(picture, f, "png")
    path = os.fsdecode(raw)

    def start() -> App:
        app = App((800, 600), window=False, sound=False, realtime=False, clock=FakeClock())
        app.to_menu()
        run(app, 2)
        return app

    def kept(text: str) -> bytes:  # bytes in the asserts: xdist cannot report a surrogate
        return text.encode("utf-8", "surrogateescape")

    app = start()
    try:
        drop_files(app.ports, [path])
        run(app, 3)
        assert app.top.name == "play2d" and kept(app.midend.settings.last_picture) == raw
    finally:
        app.close()
    app = start()  # the next start: the same data folder
    try:
        assert not app.midend.warnings
        assert kept(app.midend.settings.last_picture) == raw
        assert kept(app.stack[0].picture_label) == kept(f"Your picture: {picture_label(path)}")
        card = PictureScene(app.ports)
        app.push(card)
        assert kept(card.box.text) == raw
        card.draw(pygame.Surface(app.size, pygame.SRCALPHA))  # its name drawn, "caf?.png"
        card.submit()
        run(app, 3)
        assert app.top.name == "play2d" and kept(app.top.label) == b"caf\xe9.png"
    finally:
        app.close()


@pytest.mark.parametrize("width", [640, 680, 700, 720, 760, 800])
def test_the_top_bars_chips_and_title_stay_put_as_the_numbers_grow(width):
    """At 700 px wide the layers chip went at the first clear (the score's digits took its
    room) and the title grew to "Level 1 • Heart"; at 720 the same happened at 1000
    points. Through a play the top bar keeps its chips and its title's form; nothing
    drawn on it overlaps. The arrows chip says what it counts ("arrows", or "left"
    where room is short: at 640 and 800 it was a bare number, stranger round 10)."""
    from quiver.render2d import drawn
    from quiver.render2d.hud import Hud, HudInfo

    pygame.font.init()
    play = [(0, 5, 7, 2), (100, 8, 6, 2), (600, 30, 4, 1), (1500, 61, 2, 1), (4700, 75, 0, 0)]
    looks = set()
    for score, elapsed, left, depth in play:
        hud = Hud()
        hud.layout((width, 560))
        info = HudInfo(3, 3, left, 7, elapsed, depth, "c", "Level 1  \u2022  Heart", score=score)
        with drawn.recording() as seen:
            hud.draw(pygame.Surface((width, 560)), info)
        bar = [i for i in seen.of(drawn.TEXT) if i.rect.bottom <= hud.top_h]
        assert any(i.label in ("arrows", "left") for i in bar), [i.label for i in bar]
        looks.add(tuple(i.label for i in bar if i.label.strip("0123456789:\u2013\u2009")))  # not values
        rects = [i.rect for i in bar]
        assert all(r.x >= 0 and r.right <= width for r in rects)
        assert not any(a.colliderect(b) for k, a in enumerate(rects) for b in rects[k + 1 :]), info
    assert len(looks) == 1, looks


def test_the_levels_line_saying_why_a_mode_cannot_play_keeps_off_the_chapters(small_app):  # noqa: F811
    """No OpenGL, the Levels tab on 3D: at 640x480 its red line ("3D needs OpenGL ...")
    was drawn over the chapter chips."""
    from quiver.render2d import drawn
    from quiver.scenes.levels import LevelsScene

    app = small_app
    scene = LevelsScene(app.ports, "2d")
    app.push(scene)
    key(app, pygame.K_TAB)
    assert scene.mode == "3d" and scene.status["3d"]
    with drawn.recording() as seen:
        scene.full_redraw = True
        scene.draw(pygame.Surface(app.size, pygame.SRCALPHA))
    (note,) = [i.rect for i in seen.of(drawn.TEXT) if i.label.startswith("3D needs")]
    assert note.right <= app.size[0]
    assert not any(note.colliderect(r) for _, r in scene.chapter_chips())


def test_levels_and_daily_back_on_top_light_no_button_the_pointer_left(small_app):  # noqa: F811
    """As on the menu: a screen back on top (a puzzle's loading screen cancelled, a card
    closed) drew the button its last pointer move had lit, wherever the pointer was."""
    from quiver.scenes.base import Scene
    from quiver.scenes.daily import DailyScene
    from quiver.scenes.levels import LevelsScene

    app = small_app
    for scene in (LevelsScene(app.ports, "2d"), DailyScene(app.ports)):
        app.push(scene)
        post(pygame.MOUSEMOTION, pos=scene.play_btn.rect.center, rel=(0, 0), buttons=(0, 0, 0))
        run(app)
        assert scene.play_btn.hover
        app.push(Scene(app.ports))  # the pointer's moves go there now
        app.pop()
        assert not scene.play_btn.hover and not scene.back.hover
        app.pop()


def test_a_picture_dropped_on_a_dead_end_plays_without_saying_progress_is_lost(small_app, tmp_path):  # noqa: F811
    """A picture dropped on a puzzle at a dead end asked "This puzzle's progress is lost":
    it is lost already, so the picture plays at once (as the pause card's Menu leaves)."""
    from quiver.game.code import PuzzleSpec, generate_board
    from quiver.scenes.picture import drop_files
    from quiver.scenes.play2d import Play2DScene

    app = small_app
    code = PuzzleSpec.parse(DEAD_END_CODE)
    play = Play2DScene(app.ports, generate_board(code), code)
    app.push(play)
    for i in DEAD_END_MOVES:
        play.session.fire(i, play.board.free_end(i))
    play.session.watch.verdict(wait=True)
    assert play.session.dead_end
    picture = pygame.Surface((24, 20))
    picture.fill((255, 255, 255))
    pygame.draw.circle(picture, (0, 0, 0), (12, 10), 8)
    pygame.image.save(picture, str(tmp_path / "disc.png"))
    drop_files(app.ports, [str(tmp_path / "disc.png")])
    run(app, 3)
    assert app.top.name == "play2d" and app.top is not play and app.top.label == "disc.png"


def test_the_pause_card_back_on_top_lights_no_button_the_pointer_left(small_app):  # noqa: F811
    """Settings opened from the pause card, closed with Esc elsewhere: the card still drew
    its Settings button lit."""
    from quiver.scenes.pause import PauseScene

    app = small_app
    key(app, pygame.K_RETURN, 3)  # Play: level 1
    key(app, pygame.K_ESCAPE, 2)
    card = app.top
    assert isinstance(card, PauseScene)
    click(app, card.button("Settings").rect.center)
    assert app.top is not card and card.button("Settings").hover
    key(app, pygame.K_ESCAPE, 2)
    assert app.top is card and not card.button("Settings").hover
