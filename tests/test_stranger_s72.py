"""s72, a stranger's first ten minutes in 2D on a fresh data folder, at portrait windows
(600x800, 480x800: a phone's shape, narrower than the game opens its own window), at the
smallest window (640x480) and at 1024x600: Play, the two lessons, levels 1-3, a blocked
tap, out of hearts, a win, Esc everywhere, held keys, a resize mid-flight. What was
broken, each failed before its fix:
(1) at 480x800 the lesson's bubble, kept left of Skip, cut its line at three lines:
"Three hearts: lose them all and the puzzle is lost. Now..." never said what to tap."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from app_helpers import app_maker, run  # noqa: E402


def _bubble_says_it_whole(play) -> tuple[bool, str]:
    """The coach's bubble is tall enough for its whole line at the width it was drawn (a
    line cut with '...' is drawn a line or more short of that)."""
    from quiver.render2d import theme
    from quiver.scenes.bubble_place import BUBBLE_PAD

    coach = play.coach
    size = int(26 * play.hud.u)
    th = theme.text_size("Ag", size, True)[1]
    pad = BUBBLE_PAD * size // 26
    extra = 2 * pad + 40 * size // 26
    bubble = coach.bubble
    whole = theme.wrap(coach.current.line, size, (255, 255, 255), bubble.w - extra + 12, th, bold=True)
    return bubble.h >= th * whole.lines + 2 * pad - 4, f"{coach.current.line!r} in {bubble}"


@pytest.mark.parametrize("size", [(480, 800), (600, 800), (640, 480)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_2d_lessons_bubbles_say_their_whole_line_in_a_narrow_window(monkeypatch, tmp_path, size):
    from quiver.game.lessons import Until

    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=size) as make:
        app = make()
        app.flow.lesson("2d")
        run(app, 30)
        play, seen = app.top, set()
        while play.coach is not None and app.top is play and len(seen) < 12:
            coach = play.coach
            if coach.beat is None and coach.bubble is not None:
                ok, what = _bubble_says_it_whole(play)
                assert ok, what
                seen.add(coach.current.line)
            if coach.current.until == Until.BLOCKED or coach.aimed is not None:
                i = coach.aimed if coach.aimed is not None else min(play.board.alive)
            else:
                i = min(play.board.free_arrows(), default=None)
            if i is None:
                run(app, 30)
                continue
            app.clock.t += 0.6
            play.fire(i)
            run(app, 20, dt=1 / 20)  # (each flight over: 1 s of game time, 20 frames)
        assert len(seen) >= 4


# -- (2) the code chip at 480 wide ----------------------------------------------------------
@pytest.mark.parametrize(
    "size", [(480, 800), (600, 800), (640, 480), (641, 481), (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}"
)
def test_the_code_chip_shows_the_whole_code_in_a_portrait_window(monkeypatch, tmp_path, size):
    """At 480x800 the bottom bar's code chip drew "2d-heart-8x7-7-h / 3451074477919113 /
    g9": its three lines at the least print ran past the chip and were cut, "ard-" and
    "744-" gone (the docstring's promise: a code is never cut). Its print shrinks more."""
    from quiver.render2d import theme
    from quiver.render2d.hudchip import copy_w

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        app.flow.level("2d", 1)
        run(app, 10)
        hud, code = app.top.hud, app.top.code
        if not hud.code_lines:  # (s121: where it would take three lines, the Copy control)
            assert (
                hud.shown_label == "Copy code" and size[0] < 640 and hud.hit(hud.code_rect.center) == "copy"
            )
            return
        assert "".join(hud.code_lines) == str(code)
        p, r = hud.px, hud.code_rect
        if hud.shown_label == "Copy":
            label_w = copy_w(p(16), hud.copy_key)
        else:
            label_w = theme.text_size(hud.shown_label, p(20))[0] if hud.shown_label else -p(10)
        widest = max(theme.text_size(t, hud.code_size, True)[0] for t in hud.code_lines)
        assert r.x + p(26) + label_w + widest <= r.right - p(8), (hud.code_lines, hud.code_size, r)
        assert r.right <= min(b.x for n, b in hud.buttons.items() if n != "settings")


# -- (3) the Daily calendar's month at 480 wide ----------------------------------------------
@pytest.mark.parametrize(
    "size", [(480, 800), (600, 800), (640, 480), (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}"
)
def test_the_daily_calendars_month_is_whole_left_of_its_arrows(monkeypatch, tmp_path, size):
    """At 480x800 "December 2026" at its least print ran under the "< PgUp" button:
    "Decem" showed. Its short name ("Sep 2026") where the whole one does not fit."""
    from app_helpers import daily_scene

    from quiver.render2d import theme

    with daily_scene(monkeypatch, tmp_path, size) as scene:
        scene.month = (2026, 7)  # "July 2026"; then the longest month's name
        for month in ((2026, 7), (2026, 9)):
            scene.month = month
            text, print_size = scene.month_title()
            room = scene.prev_btn.rect.x - 12 - (scene.cal_card.x + int(24 * scene.k))
            assert theme.text_size(text, print_size, True)[0] <= room, (text, print_size, room)
            assert text.endswith("2026") and text[:3] in ("Jul", "Sep")


# -- (4) the top bar at 480 wide --------------------------------------------------------------
@pytest.mark.parametrize("size", [(480, 800), (600, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_arrows_left_keep_their_label_where_the_title_has_no_room(monkeypatch, tmp_path, size):
    """At 480x800 level 1's top bar showed a bare "7" and "0:00": no title, and nothing
    said what the 7 counted (a bare count of arrows was a number nobody could name,
    stranger round 10). Where the title has no room, the score's chip gives way before
    the arrows' label does: "left 7"."""
    from quiver.render2d import drawn

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        app.flow.level("2d", 1)
        run(app, 10)
        app.top.full_redraw = True
        with drawn.recording() as seen:  # (s121: the words drawn, not titled_chips' answer)
            app.render(force=True)
        top = sorted(
            (i for i in seen.of(drawn.TEXT) if i.rect.bottom <= app.top.hud.top_h), key=lambda i: i.rect.x
        )
        words = [i.label for i in top]
        assert words, "the top bar was not drawn"
        assert "7" in words and words[words.index("7") + 1] == "left", words


# -- (5) Esc on the lesson's "Well done!" card -------------------------------------------------
def _at_the_first_beat(make):
    """The 2D lesson's first board cleared: its "Well done! Board 1 of 2 cleared" card up."""
    from app_helpers import lesson_tap

    app = make()
    app.flow.lesson("2d")
    run(app, 10)
    play = app.top
    for _ in range(60):
        coach = play.coach
        if coach.beat is not None:
            break
        if play.board.free_arrows() and not play.busy():
            app.clock.t += 0.6
            play.fire(coach.aimed if coach.aimed is not None else lesson_tap(play))
        run(app, 10)
    assert play.coach.beat is not None
    return app, play, play.coach


def test_the_lessons_well_done_card_shows_the_skip_that_esc_does(monkeypatch, tmp_path):
    """Esc on the lesson's "Well done!" card skipped the rest of the lesson (its second
    board) with no Skip lesson on screen to say so: a player's Esc to close a card lost a
    lesson unseen. The card keeps the Skip lesson button (Esc) beside it, and a click on
    it skips as Esc does; a click elsewhere goes on, as before."""
    from app_helpers import click

    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(640, 480)) as make:
        app, play, coach = _at_the_first_beat(make)
        skip = pygame.Rect(coach.skip_btn.rect)
        rects = coach.draw(pygame.Surface(app.size, pygame.SRCALPHA), play)
        assert skip.w and any(r.contains(skip) for r in rects), (skip, rects)
        app.clock.t += 1
        click(app, skip.center)
        assert coach.done and getattr(app.top, "coach", None) is None  # (level 1 on its way)


def test_a_click_beside_the_well_done_card_still_goes_on_to_the_next_board(monkeypatch, tmp_path):
    from app_helpers import click

    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(640, 480)) as make:
        app, _play, coach = _at_the_first_beat(make)
        app.clock.t += 1
        click(app, (40, 200))
        assert not coach.done and coach.beat is None and coach.stage == 1


def test_the_well_done_cards_skip_stays_in_a_window_resized_under_it(monkeypatch, tmp_path):
    """1024x600 to 640x480 while the card shows: Skip lesson kept its 1024 place, off the
    window's right edge (its click, and what Esc does, unseen again)."""
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(1024, 600)) as make:
        app, play, coach = _at_the_first_beat(make)
        app._resize((640, 480))
        run(app, 2)
        rects = coach.draw(pygame.Surface(app.size, pygame.SRCALPHA), play)
        bar = pygame.Rect(0, play.hud.top_rect.bottom, 640, play.hud.bottom_rect.y - play.hud.top_rect.bottom)
        assert bar.contains(coach.skip_btn.rect) and any(r.contains(coach.skip_btn.rect) for r in rects)
