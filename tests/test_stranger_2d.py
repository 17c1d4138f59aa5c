"""A stranger's 2D playtest (pqb's round): a fresh data folder, the big Play button, the
2D lesson and campaign levels 1-3 at 640x480, 1280x800 and 2560x1440, every modal card,
held keys, the daily and seed screens. Each test failed before its fix."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run

pygame = pytest.importorskip("pygame")


def key(app, k, unicode="", mod=0):
    post(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)
    post(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0)
    run(app, 2)


@pytest.fixture
def lesson_app(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, lessons=True, gl=False, seed=7) as make:
        yield make


@pytest.mark.slow
def test_the_lessons_bubble_and_skip_button_grow_with_the_hud_in_a_big_window(lesson_app):
    """2560x1440, Play on a fresh data folder: the HUD drew 1.8 times bigger but the
    lesson's bubble kept its 26-pixel line and "Skip lesson" its 200x54 button (its Esc
    line a speck): the words the lesson is about were the smallest on the screen."""
    seen = {}
    for size in [(1280, 800), (2560, 1440)]:
        app = lesson_app(size=size)
        key(app, pygame.K_RETURN)  # the big button: the 2D lesson
        run(app, 10)
        play = app.top
        app.render(force=True)
        coach = play.coach
        assert coach is not None and coach.bubble is not None
        seen[size] = (play.hud.u, coach.bubble.h, coach.skip_btn.rect.h, play.hud.bottom_rect.h)
    u0, bubble0, skip0, bar0 = seen[(1280, 800)]
    u1, bubble1, skip1, bar1 = seen[(2560, 1440)]
    assert u0 == 1.0 and u1 > 1.5
    assert bubble1 >= 0.9 * u1 * bubble0  # the bubble grows as the HUD does
    assert skip1 >= 0.9 * u1 * skip0
    assert skip1 / bar1 >= 0.9 * skip0 / bar0  # beside the bars it keeps its size


@pytest.mark.parametrize("size, ui_scale", [((640, 480), "auto"), ((2560, 1440), "auto"), ((1280, 800), "2")])
def test_the_seed_card_is_drawn_at_the_menus_scale(monkeypatch, tmp_path, size, ui_scale):
    """2560x1440: the Enter seed card kept its 1280x800 pixel sizes, half the size of the
    Custom panel below it (the menus grow 1.8 times there); its error line (a bad seed)
    was the smallest text on the screen. It grows with the menus as far as the window
    holds it, never smaller than at 640x480, and its words stay inside it."""
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    from quiver.app import App
    from quiver.render2d import drawn, theme
    from quiver.scenes.seed import SeedScene

    app = App(size, window=False, sound=False, clock=lambda: 0.0)
    app.midend.settings.ui_scale = ui_scale
    card = SeedScene(app.ports, None)
    card.box.text = "9" * 40
    card.submit()  # a seed too big: the error shows
    assert card.error and "seed" in card.error
    s = max(1.0, theme.ui_scale(size, app.midend.settings))
    with drawn.recording() as seen:
        card.draw(pygame.Surface(size, pygame.SRCALPHA))
    window = pygame.Rect(0, 0, *size)
    assert window.contains(card.panel)
    assert card.panel.h >= min(0.9 * 372 * s, size[1] - 40)
    title = next(t for t in seen.of(drawn.TEXT) if t.label.startswith("Enter a seed"))
    assert title.rect.h >= 0.8 * s * theme.text_size("Ag", 40, True)[1]
    assert card.ok.rect.h >= 0.9 * 64 * s
    for item in seen.items:
        assert card.panel.contains(item.rect) or item.kind == drawn.CARD, item
    assert drawn.problems(seen, window) == []


def hold(app, monkeypatch, k, seconds):
    """Hold key `k` down for `seconds` of the app's clock (the window says it is held),
    then let it go: the app's KeyRepeat makes the repeats."""
    import quiver.window as win

    monkeypatch.setattr(win, "key_held", lambda key: key == k)
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    run(app, int(seconds * 60))
    monkeypatch.setattr(win, "key_held", lambda key: False)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    run(app, 3)


@pytest.mark.slow
def test_a_held_arrow_key_stops_at_the_last_button_it_does_not_race_round(monkeypatch, tmp_path):
    """Holding Down in the menu for a second and a half raced the focus round all eight
    buttons almost four times (25 repeats a second, wrapping at the ends) and left it on
    whichever it happened to reach: Enter then asked to quit. The same on the pause card,
    the win card and Settings. A held key's repeats stop at the last button; a fresh
    press still wraps round."""
    with app_maker(monkeypatch, tmp_path, gl=False) as make:
        app = make(size=(800, 600))
        menu = app.top
        n = len(menu.focus_order)
        hold(app, monkeypatch, pygame.K_DOWN, 1.5)
        bottom = max(w.rect.top for w in menu.focus_order)  # (Down goes on screen, s369: Play's
        assert menu.focus_order[menu.focus].rect.top == bottom  # column, to How to play, the last)
        key(app, pygame.K_DOWN)  # a press wraps round
        assert menu.focus == 0 and n > 1
        hold(app, monkeypatch, pygame.K_UP, 1.5)
        assert menu.focus == 0
        for k in range(n):  # Play again, as the menu opened
            if menu.focus_order[k] is menu.play_btn:
                menu.focus = k
        key(app, pygame.K_RETURN)
        run(app, 30)
        if app.top.coach is not None:
            key(app, pygame.K_ESCAPE)  # skip the lesson (asked first: Enter skips)
            key(app, pygame.K_RETURN)
            run(app, 30)
        key(app, pygame.K_ESCAPE)  # the pause card
        pause = app.top
        assert pause.name == "pause"
        hold(app, monkeypatch, pygame.K_DOWN, 1.2)
        assert pause.focus == len(pause.buttons) - 1
        key(app, pygame.K_ESCAPE)
        key(app, pygame.K_o)  # Settings from play
        settings = app.top
        assert settings.name == "settings"
        hold(app, monkeypatch, pygame.K_DOWN, 2.0)
        assert settings.focus == len(settings.order) - 1


def test_a_held_left_or_right_on_a_question_lands_on_that_side(monkeypatch, tmp_path):
    """ "Restart this puzzle?" with Left held: every repeat flipped the highlight between
    Stay and Restart, so where it stopped was chance, and Enter then restarted. Left is
    the left button (Stay), Right the right one; Tab still flips."""
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    from quiver.app import App
    from quiver.scenes.confirm import ConfirmScene

    app = App((800, 600), window=False, sound=False, clock=lambda: 0.0)
    card = ConfirmScene(app.ports, "Restart this puzzle?", "Restart", lambda: None)
    for k, side in ((pygame.K_LEFT, 0), (pygame.K_RIGHT, 1)):
        for n in range(8):  # the press and its repeats
            card.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, repeat=n > 0))
            assert card.focus == side
    card.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0))
    assert card.focus == 0


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800), (2560, 1440)])
@pytest.mark.parametrize("won", [True, False])
def test_a_played_days_mark_leaves_its_number_readable(monkeypatch, tmp_path, size, won):
    """640x480, the Daily screen after today's puzzle: the calendar's cells are 13 pixels
    high there, and the green check sat over the day's number ("2" under a tick) and
    stuck out of the cell. The number and the mark sit side by side, inside the cell."""
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    from quiver.app import App
    from quiver.game.progress_daily import record_daily
    from quiver.game.progress_records import DailyResult
    from quiver.render2d import drawn
    from quiver.scenes import daily, daily_days

    app = App(size, window=False, sound=False, clock=lambda: 0.0)
    today = app.midend.today()
    record_daily(app.midend.progress, today, DailyResult(won=won, mistakes=0 if won else 3, time_s=5.0))
    marks: list = []
    for name in ("check_icon", "cross_icon"):  # the calendar's days draw them (daily_days.py)
        real = getattr(daily_days, name)
        monkeypatch.setattr(daily_days, name, lambda s, c, real=real: marks.append(real(s, c)) or marks[-1])

    placed: list = []

    class Spy(pygame.Surface):
        def blit(self, src, dest, *a, **kw):
            if any(src is m for m in marks):
                placed.append(pygame.Rect(dest) if len(dest) == 4 else src.get_rect(topleft=dest))
            return super().blit(src, dest, *a, **kw)

    scene = daily.DailyScene(app.ports)
    cell = next(r for d, r in scene._calendar_cells() if d == today)
    surface = Spy(size, pygame.SRCALPHA)
    with drawn.recording() as seen:
        scene._draw_calendar(surface)
    texts = seen.of(drawn.TEXT)
    number = next(t.rect for t in texts if t.label == str(today.day) and cell.colliderect(t.rect))
    mark = next(r for r in placed if cell.colliderect(r))
    assert cell.contains(number) and cell.contains(mark), (cell, number, mark)
    clash = number.clip(mark)
    assert clash.w <= 1 or clash.h <= 1, (number, mark)


@pytest.mark.parametrize("late", [False, True])
def test_the_top_bar_says_daily_in_a_small_window(late):
    """640x480, today's daily: the top bar showed hearts, score, arrows, layers and the
    time, and nothing said the puzzle was the daily ("Daily 2026-12-02", the title's short
    form, had no room beside the score, so it was dropped whole). It says "Daily" there,
    the layers chip giving way, never the score."""
    from quiver.render2d import drawn
    from quiver.render2d.hud import Hud, HudInfo

    hud = Hud()
    hud.layout((640, 480))
    day = "Daily 2026-12-02" + (" (late)" if late else "")
    info = HudInfo(
        3, 3, 16, 3, 5.0, 3, "2d-letter_s-11x16-16-medium-7-g8", f"{day}  \u2022  Letter S", score=9906
    )
    with drawn.recording() as seen:
        hud.draw(pygame.Surface((640, 480), pygame.SRCALPHA), info)
    texts = seen.of(drawn.TEXT)
    labels = [t.label for t in texts]
    assert "9906" in labels
    titled = [t for t in texts if t.label.startswith("Daily") or (late and t.label == "Dec 2")]
    assert titled, labels  # (a late one: its day, "late" under it, s342)
    assert not late or "late" in labels
    assert all(not titled[0].rect.colliderect(t.rect) for t in texts if t is not titled[0])


def test_the_combo_count_grows_with_the_hud_in_a_big_window(monkeypatch, tmp_path):
    """2560x1440, level 3: the board's cells and the HUD were drawn 1.8 times bigger, but
    the combo count ("x3") kept its 40-pixel letters, smaller than an arrow's width. The 2D
    board's effects take the HUD's scale."""
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    from quiver.app import App
    from quiver.game.lessons import lesson
    from quiver.scenes.play2d import Play2DScene

    heights = {}
    for size in [(1280, 800), (2560, 1440)]:
        app = App(size, window=False, sound=False, clock=lambda: 0.0)
        play = Play2DScene(app.ports, lesson("2d")[1].make_board())
        play.resize(size)
        play.fx.combo((size[0] // 2, size[1] // 2), 3)
        play.fx.items[-1].age = 0.5  # risen, not yet fading
        rects = play.fx.draw(pygame.Surface(size, pygame.SRCALPHA))
        heights[size] = (play.hud.u, rects[0].h)
    (u0, h0), (u1, h1) = heights[(1280, 800)], heights[(2560, 1440)]
    assert u0 == 1.0 and u1 > 1.5
    assert h1 >= 0.9 * u1 * h0


@pytest.mark.slow
def test_the_lessons_well_done_card_is_drawn_over_the_boards_effects(lesson_app):
    """640x480, the 2D lesson's first board cleared: the last arrow's combo count ("x4")
    was drawn over the "Well done!" card that came up at once, a faded orange scrawl on
    its corner. The lesson's bubble and card are drawn over the board's effects."""
    app = lesson_app(size=(640, 480))
    key(app, pygame.K_RETURN)  # the big button: the 2D lesson
    run(app, 10)
    play = app.top
    coach = play.coach
    coach.beat = (app.clock() + 10, lambda: None)  # the board is clear: the card shows
    red = (255, 0, 0)

    def effect(surface):  # an effect over the whole board (a burst, a combo count)
        surface.fill(red)
        return [surface.get_rect()]

    play.fx.draw = effect
    surface = pygame.Surface((640, 480), pygame.SRCALPHA)
    play.over_hud(surface)
    card = coach.draw(pygame.Surface((640, 480), pygame.SRCALPHA), play)[0]
    inside = card.inflate(-40, -40)
    assert surface.get_at((inside.x, inside.centery))[:3] != red


def _free(board):
    from quiver.game.lessons import Anchor, anchor_arrows

    return anchor_arrows(board, Anchor.FREE)


@pytest.mark.slow
@pytest.mark.parametrize("size", [(640, 480), (1280, 800), (2560, 1440)])
def test_the_2d_lessons_bubble_covers_no_arrow(lesson_app, size):
    """640x480, the 2D lesson: the board filled the window between the bars, so every
    bubble sat over arrows; "Three hearts... Now tap a free arrow" hid one of the two
    free arrows it asked to tap. The lesson fits its board above a band kept for the
    bubble, and no bubble covers any arrow, at every step of both boards. Round five: the
    second board's first pointer sat on the head of a blocked arrow (it read "tap this
    one"); a pointer touches no arrow but its own, nor the bars, nor Skip; Skip lay over
    the first board's top-left arrow (a tap on its tail skipped the lesson): no longer."""
    from app_helpers import click

    from quiver.scenes.bubble import hits

    app = lesson_app(size=size)
    key(app, pygame.K_RETURN)  # the big button: the 2D lesson
    run(app, 10)
    seen = 0
    while app.top.coach is not None and seen < 8:
        play, coach = app.top, app.top.coach
        app.render(force=True)
        bubble = coach.bubble
        assert bubble is not None
        for i, arrow in enumerate(play.board.arrows):
            if i in play.renderer.hidden:
                continue
            for c in arrow.cells:
                cell = pygame.Rect(play.view.cell_rect(*play.board.space.coord(c))).inflate(-6, -6)
                assert not bubble.colliderect(cell), (coach.stage, coach.step, coach.current.line, i)
                assert not coach.skip_btn.rect.colliderect(cell), (coach.stage, coach.step, i)
                if coach.tip and cell.collidelist(coach.cells) < 0:  # another arrow's cell
                    assert not hits(coach.tip, cell), (coach.stage, coach.step, i)
        hud = play.hud
        for r in (hud.top_rect, hud.bottom_rect, coach.skip_btn.rect):
            assert not (coach.tip and hits(coach.tip, r)), (coach.stage, coach.step, r)
        seen += 1
        step = coach.current
        if step.anchor.name == "BOARD":
            if coach.stage == 1:
                break
            for _ in range(10):  # clear the board
                if not _free(play.board):
                    break
                click(app, play.arrow_pixel(_free(play.board)[0]))
                run(app, 40)
            run(app, 80)
            continue
        from quiver.game.lessons import anchor_arrows

        aimed = anchor_arrows(play.board, step.anchor) if step.anchor.name == "BLOCKED" else _free(play.board)
        click(app, play.arrow_pixel(aimed[0]))
        run(app, 40)
    assert seen == 6  # four steps on the first board, two on the second


def _ink_rows(surface, rect) -> int:
    """How many pixel rows of `rect` hold dark letters (the card's soft ink)."""
    rows = 0
    for y in range(rect.top, rect.bottom):
        if any(max(surface.get_at((x, y))[:3]) < 180 for x in range(rect.left, rect.right)):
            rows += 1
    return rows


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800), (2560, 1440)])
def test_the_pause_cards_keys_are_as_big_as_its_words(monkeypatch, tmp_path, size):
    """640x480, the pause card: each button's key ("R", "O", "F1", "M") was a 12-point
    line under its label, letters 7 pixels high, too small to read. Each key is a key cap
    at the button's end, its letters as tall as the capitals of the card's line ("The
    clock is stopped"),
    inside its button, clear of the label."""
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    from quiver.app import App
    from quiver.game.lessons import lesson
    from quiver.render2d import drawn
    from quiver.scenes.pause import PauseScene
    from quiver.scenes.play2d import Play2DScene

    app = App(size, window=False, sound=False, clock=lambda: 0.0)
    play = Play2DScene(app.ports, lesson("2d")[1].make_board())
    card = PauseScene(app.ports, play)
    surface = pygame.Surface(size)
    surface.fill((255, 255, 255))
    with drawn.recording() as seen:
        card.draw(surface)
    texts = seen.of(drawn.TEXT)
    body = next(t for t in texts if t.label == "The clock is stopped")
    r = body.rect  # its capital T (the columns up to the first without ink): keys are capitals
    t_wide = next(k for k in range(1, r.w) if not _ink_rows(surface, pygame.Rect(r.x + k, r.y, 1, r.h)))
    tall = _ink_rows(surface, pygame.Rect(r.x, r.y, t_wide, r.h))
    assert tall >= 7
    for b in card.buttons:
        if b.primary:
            continue  # white letters on orange: the same size as the others
        keys = [t for t in texts if t.label == b.sub and b.rect.colliderect(t.rect)]
        assert len(keys) == 1, b.label
        assert _ink_rows(surface, keys[0].rect) >= tall, (b.label, tall)
    assert drawn.problems(seen, pygame.Rect(0, 0, *size)) == []


@pytest.mark.parametrize(
    "typed, says",
    [
        ("", "Type a seed (a whole number) or a puzzle code."),
        ("9" * 40, "The seed must be a whole number from 0 to "),
        ("hello", "'hello' is not a seed or a puzzle code. A seed is a whole number"),
    ],
)
def test_the_seed_cards_messages_read_as_sentences(monkeypatch, tmp_path, typed, says):
    """The empty box's message (and the seed range's, shared with the command line's
    `quiver: error: ...`) started lower case with no full stop, unlike the card's others."""
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    from quiver.app import App
    from quiver.scenes.seed import SeedScene

    app = App((1280, 800), window=False, sound=False, clock=lambda: 0.0)
    card = SeedScene(app.ports, None)
    card.box.text = typed
    card.submit()
    assert card.error.startswith(says), card.error
    assert card.error.endswith("."), card.error
