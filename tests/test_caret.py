"""Text fields have a caret (s26): a blinking bar at the insertion point, timed by the
frame clock (steady while typing), that Left / Right / Home / End move and Backspace /
Delete act at; in the Enter-seed and Your-picture cards, the Settings fields and the
menu's shape search. Esc and Enter keep their jobs."""

from __future__ import annotations

import contextlib

import pytest
from app_helpers import app_maker, idle_seconds, post, run

pygame = pytest.importorskip("pygame")

from quiver.game.code import complete  # noqa: E402
from quiver.render2d.caret import BLINK, EditLine  # noqa: E402
from quiver.render2d.widgets import TextBox  # noqa: E402


def test_edit_line_types_moves_and_deletes_at_the_caret():
    line = EditLine("quivr")
    assert line.caret == 5
    line.key(pygame.K_LEFT)
    line.insert("e")
    assert (line.text, line.caret) == ("quiver", 5)
    line.key(pygame.K_HOME)
    line.key(pygame.K_DELETE)
    assert (line.text, line.caret) == ("uiver", 0)
    line.key(pygame.K_BACKSPACE)  # nothing before the caret
    assert line.text == "uiver"
    line.key(pygame.K_END)
    line.key(pygame.K_BACKSPACE)
    line.key(pygame.K_RIGHT)  # already at the end
    assert (line.text, line.caret) == ("uive", 4)
    assert not line.key(pygame.K_ESCAPE)


def test_the_blink_follows_the_clock_and_holds_while_typing():
    line = EditLine("7")
    b = line.blink
    assert not b.tick(10.0) and b.shown
    assert not b.tick(10.0 + BLINK * 0.9) and b.shown
    assert b.tick(10.0 + BLINK * 1.1) and not b.shown  # off: a redraw is due
    assert b.tick(10.0 + BLINK * 2.1) and b.shown
    assert b.tick(10.0 + BLINK * 3.1) and not b.shown
    line.key(pygame.K_LEFT)  # a key: steady again from the next frame
    assert b.shown and not b.tick(10.0 + BLINK * 3.2) and b.shown
    assert not b.tick(10.0 + BLINK * 4.1) and b.shown


def _box_pixels(box: TextBox) -> pygame.Surface:
    surf = pygame.Surface((box.rect.right + 20, box.rect.bottom + 20))
    surf.fill((0, 0, 0))
    box.draw(surf)
    return surf


def _bar_columns(box: TextBox) -> list[int]:
    """The columns inside the field where the caret's blue runs down its middle."""
    surf = _box_pixels(box)
    r = box.rect
    cols = []
    for x in range(r.x + 4, r.right - 4):
        blue = [surf.get_at((x, y))[:3] for y in range(r.y + 14, r.bottom - 14)]
        if all(c[2] > 150 and c[0] < 120 for c in blue):
            cols.append(x)
    return cols


def test_a_text_box_draws_its_caret_where_typing_goes_and_blinks_it():
    pygame.font.init()
    box = TextBox((10, 10, 300, 56), placeholder="e.g. 7")
    cols = _bar_columns(box)
    assert cols and cols[0] < box.rect.x + 20, "no caret in an empty field"
    box.handle(pygame.event.Event(pygame.TEXTINPUT, text="4242"))
    end = _bar_columns(box)
    assert end and end[0] > cols[0] + 20
    for _ in range(2):
        box.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0))
    mid = _bar_columns(box)
    assert mid and cols[0] < mid[0] < end[0], "the caret stays at the end"
    box.handle(pygame.event.Event(pygame.TEXTINPUT, text="0"))
    assert box.text == "42042"
    box.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DELETE, mod=0))
    assert box.text == "4202"
    box.tick(5.0)
    assert box.tick(5.0 + BLINK * 1.5) and not _bar_columns(box)  # blinked off
    box.active = False  # a field not typed in: no caret
    assert not box.tick(5.0 + BLINK * 2.5) and not _bar_columns(box)


def test_an_empty_fields_caret_stands_before_its_placeholder_not_over_it():
    """The seed card's caret was drawn over the "e" of its placeholder "e.g. 7 ..." (s31)."""
    pygame.font.init()
    box = TextBox((10, 10, 520, 64), placeholder="e.g. 7  or  2d-heart-16x14-34-hard-7-g8")
    with_bar = _box_pixels(box)
    box.active = False  # the same field with no caret: its placeholder alone
    without = _box_pixels(box)
    r = box.rect.inflate(-8, -8)
    rows = range(r.y, r.bottom)
    bar = [
        x for x in range(r.x, r.right) if any(with_bar.get_at((x, y)) != without.get_at((x, y)) for y in rows)
    ]
    inked = [
        x for x in range(r.x, r.right) if any(without.get_at((x, y))[:3] != (255, 255, 255) for y in rows)
    ]
    assert bar and inked and max(bar) < min(inked), (bar, min(inked, default=None))


def _key(k, text=""):
    post(pygame.KEYDOWN, key=k, mod=0, unicode=text, scancode=0)
    if text:
        post(pygame.TEXTINPUT, text=text)


@contextlib.contextmanager
def _card(monkeypatch, tmp_path, name: str):
    """The game (no window) with its `name` card open ("seed", "settings"): (app, card)."""
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        app.top.enter_seed() if name == "seed" else app.flow.open_settings()
        run(app, 2)
        assert app.top.name == name
        yield app, app.top


def test_the_seed_card_edits_at_its_caret_and_blinks_on_the_app_clock(monkeypatch, tmp_path):
    with _card(monkeypatch, tmp_path, "seed") as (app, card):
        for ch in "19":
            _key(getattr(pygame, f"K_{ch}"), ch)
        _key(pygame.K_LEFT)
        _key(pygame.K_2, "2")
        _key(pygame.K_HOME)
        _key(pygame.K_DELETE)
        _key(pygame.K_END)
        _key(pygame.K_3, "3")
        run(app)
        assert card.box.text == "293"
        seen = set()
        for _ in range(int(3 * BLINK * 60)):  # the app's own frames: on, off, on
            run(app)
            seen.add(card.box.line.blink.shown)
        assert seen == {True, False}
        _key(pygame.K_ESCAPE)
        run(app)
        assert app.top.name == "menu"


def test_the_shape_search_edits_at_its_caret(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        menu = app.top
        post(pygame.KEYDOWN, key=pygame.K_SLASH, mod=0, unicode="/", scancode=0)
        run(app)
        assert menu.grid.typing
        for ch in "dck":
            post(pygame.KEYDOWN, key=getattr(pygame, f"K_{ch}"), mod=0, unicode=ch, scancode=0)
        for k in (pygame.K_LEFT, pygame.K_LEFT):
            post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
        post(pygame.KEYDOWN, key=pygame.K_u, mod=0, unicode="u", scancode=0)
        run(app)
        assert menu.grid.query == "duck" and menu.grid.value == "duck"
        for k in (pygame.K_END, pygame.K_BACKSPACE, pygame.K_HOME, pygame.K_DELETE):
            post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
        run(app)
        assert menu.grid.query == "uc" and menu.grid.typing
        assert menu.grid.tick(app.clock() + BLINK * 1.5)  # it blinks while typing
        post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
        run(app)
        assert app.top is menu and menu.grid.query == "" and not menu.grid.typing


def test_the_settings_name_field_edits_at_its_caret_and_blinks(monkeypatch, tmp_path):
    with _card(monkeypatch, tmp_path, "settings") as (app, card):
        card.focus = card.order.index("leaderboard_name")
        box = card.text_boxes["leaderboard_name"]
        box.text = "Robn"
        _key(pygame.K_LEFT)
        _key(pygame.K_i, "i")
        run(app)
        assert box.text == "Robin"
        _key(pygame.K_HOME)
        _key(pygame.K_DELETE)
        run(app)
        assert box.text == "obin"
        run(app, 2)  # drawn: only the focused field takes the typing
        assert box.active and not card.text_boxes["leaderboard_server"].active
        seen = set()
        for _ in range(int(2.5 * BLINK * 60)):
            run(app)
            seen.add(box.line.blink.shown)
        assert seen == {True, False}, "the caret never blinked"


def test_a_long_line_scrolls_only_as_far_as_its_caret_went_out_of_sight():
    from quiver.render2d.caret import caret_x

    text = "x" * 30  # 10 px a letter, in 100 px from x = 50
    width = lambda t: 10 * len(t)
    start, cx, scroll = caret_x(width, text, 30, 50, 100)
    assert (start, cx) == (50 - 200, 150)  # typing at the end: the end in sight
    start, cx, scroll = caret_x(width, text, 0, 50, 100, scroll)  # Home
    assert (start, cx, scroll) == (50, 50, 0)
    start, cx, scroll = caret_x(width, text, 4, 50, 100, scroll)  # Right x4: the view stays
    assert (start, cx, scroll) == (50, 90, 0)
    start, cx, scroll = caret_x(width, text, 12, 50, 100, scroll)  # past the right edge
    assert (cx, scroll) == (150, 20)
    start, cx, scroll = caret_x(width, "x" * 5, 5, 50, 100, scroll)  # cut short: all of it
    assert (start, cx, scroll) == (50, 100, 0)


def test_a_click_in_a_text_box_puts_the_caret_there():
    pygame.font.init()
    box = TextBox((10, 10, 300, 56), text="4242")
    font = box._font()
    for k in (0, 2, 4):
        x = box.rect.x + 12 + font.size("4242"[:k])[0]
        assert box.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x + 1, 30), button=1))
        assert box.line.caret == k
    box.handle(pygame.event.Event(pygame.TEXTINPUT, text="0"))
    assert box.text == "42420"
    assert not box.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(400, 30), button=1))


def test_a_click_in_the_shape_search_puts_its_caret_there(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        menu = app.top
        post(pygame.KEYDOWN, key=pygame.K_SLASH, mod=0, unicode="/", scancode=0)
        for ch in "dck":
            post(pygame.KEYDOWN, key=getattr(pygame, f"K_{ch}"), mod=0, unicode=ch, scancode=0)
        run(app, 2)
        grid = menu.grid
        r = grid.search_rect
        x = r.x + grid.px(42) + grid._query_width("d")
        post(pygame.MOUSEBUTTONDOWN, pos=(x + 1, r.centery), button=1)
        post(pygame.MOUSEBUTTONUP, pos=(x + 1, r.centery), button=1)
        post(pygame.KEYDOWN, key=pygame.K_u, mod=0, unicode="u", scancode=0)
        run(app, 2)
        assert grid.typing and grid.query == "duck"


def test_the_blink_says_when_it_next_changes():
    line = EditLine("7")
    assert line.due(10.0, True) is None  # never ticked: steady until the next frame starts it
    line.tick(10.0, True)
    assert line.due(10.1, True) == pytest.approx(10.0 + BLINK)
    assert line.due(10.0 + BLINK * 1.2, True) == pytest.approx(10.0 + 2 * BLINK)
    assert line.due(10.1, False) is None  # not typed in: no blink to wake for


def test_the_idle_loop_wakes_when_the_caret_blinks_not_a_wait_late(monkeypatch, tmp_path):
    """s35: the idle loop slept 250 ms at a time from the end of each frame, so the blink
    drifted up to a wait late; it now ends a wait at the caret's next change, and (s39)
    wakes only then."""
    with _card(monkeypatch, tmp_path, "seed") as (app, card):
        _key(pygame.K_7, "7")
        run(app)
        blink = card.box.line.blink
        seen, waits = idle_seconds(app, 4.0, lambda: blink.shown)
        since = blink.since
        assert len(seen) >= 7
        for t in seen:  # each change seen within a few ms of when it was due
            k = round((t - since) / BLINK)
            assert k >= 1 and 0 <= t - (since + k * BLINK) < 0.005, (t - since) / BLINK
        assert len(waits) <= 2 * 4 + 1  # at each blink only (s39: no 250 ms polls between)


def test_the_settings_fields_and_the_shape_search_wake_the_idle_loop(monkeypatch, tmp_path):
    with _card(monkeypatch, tmp_path, "settings") as (app, card):
        card.focus = card.order.index("leaderboard_name")
        _key(pygame.K_END)  # a key: drawn with the field taking the typing
        run(app, 3)
        assert card.wake_at() == pytest.approx(card.text_boxes["leaderboard_name"].line.blink.since + BLINK)
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        menu = app.top
        assert menu.wake_at() is None  # the home view: no caret
        menu.open_custom()
        post(pygame.KEYDOWN, key=pygame.K_SLASH, mod=0, unicode="/", scancode=0)
        run(app)
        assert menu.grid.typing and menu.wake_at() == pytest.approx(menu.grid.line.blink.since + BLINK)


def test_the_idle_loop_wakes_when_the_hud_clock_shows_another_second(monkeypatch, tmp_path):
    """s35: the play HUD's clock, like the caret, was seen up to 250 ms late while idle,
    its seconds uneven (0.75 to 1.25 s apart)."""
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        app.flow.open_code(complete("2d", "heart", 16, None, "easy", 7))
        run(app, 3)
        play = app.top
        play.session.start_clock()
        run(app)
        seen, waits = idle_seconds(app, 5.0, lambda: int(play.hud_info().elapsed))
        assert len(seen) >= 4
        for t in seen:  # each second shown within a few ms of when the clock reached it
            late = (play.session.elapsed - (app.clock.t - t)) % 1.0
            assert late < 0.005, late
        assert len(waits) <= 5 + 1  # once a second, for the clock (s39: no 250 ms polls between)
