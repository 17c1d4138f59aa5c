"""s82, a stranger with the keyboard on the result, pause and Daily screens: (1) the lost
card's Retry said "Enter / R" with the ring moved to Menu, where Enter went; the won
card's first button said "Enter" wherever the ring was; the pause card's ring moved with
no word of Enter: the ringed button says "Enter", each its own key; (2) a PgUp held on the
first dailies' month re-showed "The first daily was on ..." at every key repeat, its time
restarted for as long as it was held: once a press, then it times out."""

from __future__ import annotations

import datetime as dt

import pytest

pygame = pytest.importorskip("pygame")

from app_helpers import post, run  # noqa: E402
from test_stranger_seven import app_at, result_card  # noqa: E402


def _press(k, **kw) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0, **kw)


def _let_go(k) -> None:
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)


def _drawn(app, card):
    """Each button's key line as drawn: ({button label: the text drawn inside it, but its
    label}, the whole drawing's record)."""
    from quiver.render2d import drawn

    with drawn.recording() as seen:
        card.full_redraw = True
        card.draw(pygame.Surface(app.size, pygame.SRCALPHA))
    texts = seen.of(drawn.TEXT)
    subs = {
        b.label: " ".join(t.label for t in texts if b.rect.contains(t.rect) and t.label != b.label)
        for b in card.buttons
    }
    return subs, seen


def _drawn_subs(app, card) -> dict[str, str]:
    return _drawn(app, card)[0]


@pytest.mark.parametrize(  # (the smallest and the biggest in the fast tier, the two between in the slow)
    "size",
    [(480, 360), *(pytest.param(s, marks=pytest.mark.slow) for s in [(640, 480), (1280, 800)]), (2560, 1440)],
)
@pytest.mark.parametrize("won", [False, True])
def test_enter_is_shown_on_the_ringed_result_button_only(monkeypatch, tmp_path, size, won):
    from quiver.render2d import drawn

    app = app_at(monkeypatch, tmp_path, size)
    _, card = result_card(app, won)
    own = {"Retry": "R", "Replay": "R", "Levels": "L", "Menu": "Esc", "Next level": "N"}
    for step in range(len(card.buttons)):
        ringed = card.buttons[card.focus]
        assert ringed.focused
        subs, seen = _drawn(app, card)  # (one drawing for both checks: s160)
        for b in card.buttons:
            want = f"Enter / {own[b.label]}" if b is ringed else own[b.label]
            assert subs[b.label] == want, (step, subs)
        assert drawn.problems(seen, pygame.Rect(0, 0, *size)) == []
        _press(pygame.K_TAB)
        run(app)
    assert card.focus == 0


def test_enter_presses_the_button_that_says_it(monkeypatch, tmp_path):
    """The lost card, the ring on Menu: Enter goes to the menu, as Menu's "Enter / Esc" says."""
    app = app_at(monkeypatch, tmp_path, (640, 480))
    _, card = result_card(app, False)
    for _ in range(2):
        _press(pygame.K_TAB)
        run(app)
    assert card.buttons[card.focus].label == "Menu" and card.buttons[card.focus].sub == "Enter / Esc"
    assert card.buttons[0].label == "Retry" and card.buttons[0].sub == "R"
    run(app, 40)  # (past a quick second press of a key)
    _press(pygame.K_RETURN)
    run(app, 3)
    assert app.top.name == "menu"


def test_a_board_files_done_says_esc_where_it_goes(monkeypatch, tmp_path):
    """A board file's win card (Done, Replay): Done goes to the menu, as Esc does; it said
    "Enter" alone, and once the ring moved nothing (its key N works, but reads as Next)."""
    from quiver.game.journey import Outcome
    from quiver.scenes.result import ResultScene

    app = app_at(monkeypatch, tmp_path, (640, 480))
    play, _ = result_card(app, True)
    play.code = None  # (as a board file's play scene)
    card = ResultScene(app.ports, play, Outcome(play.request, True, app.top.outcome.score))
    app.push(card)
    assert [(b.label, b.sub) for b in card.buttons] == [("Done", "Enter / Esc"), ("Replay", "R")]
    _press(pygame.K_TAB)
    run(app)
    assert [b.sub for b in card.buttons] == ["Esc", "Enter / R"]
    run(app, 40)
    _press(pygame.K_ESCAPE)
    run(app, 3)
    assert app.top.name == "menu"


@pytest.mark.parametrize("size", [(480, 360), (640, 480), (2560, 1440)])
def test_the_pause_cards_ringed_button_says_enter(monkeypatch, tmp_path, size):
    from quiver.render2d import drawn

    app = app_at(monkeypatch, tmp_path, size)
    _press(pygame.K_RETURN)
    run(app, 3)
    play = app.top
    play.fire(min(play.board.free_arrows()))
    run(app, 20, dt=1 / 20)  # (its flight over: 1 s of game time in 20 frames)
    _press(pygame.K_ESCAPE)
    run(app, 3)
    card = app.top
    assert card.name == "pause" and card.keyboard  # opened by a key: its ring shows
    own = ["Esc", "R", "O", "F1", *(["E"] if "export" not in play.hud.buttons else []), "M"]  # (s170)
    for step in range(len(card.buttons)):
        with drawn.recording() as seen:
            card.full_redraw = True
            card.draw(pygame.Surface(app.size, pygame.SRCALPHA))
        caps = [t.label for t in seen.of(drawn.TEXT) if any(b.rect.contains(t.rect) for b in card.buttons)]
        for k, key in enumerate(own):
            want = f"Enter / {key}" if k == step else key
            assert want in caps, (step, caps)
            assert card.buttons[k].sub == want
        assert drawn.problems(seen, pygame.Rect(0, 0, *size)) == []
        _press(pygame.K_DOWN)
        run(app)


def test_a_pause_card_opened_by_the_mouse_names_no_enter(monkeypatch, tmp_path):
    """No ring (a click opened it): no button says Enter; the keys bring both."""
    from quiver.scenes.pause import PauseScene

    app = app_at(monkeypatch, tmp_path, (640, 480))
    _press(pygame.K_RETURN)
    run(app, 3)
    card = PauseScene(app.ports, app.top)
    app.push(card)
    _drawn_subs(app, card)
    assert [b.sub for b in card.buttons] == ["Esc", "R", "O", "F1", "E", "M"]  # (s170: E: no Export)


def _daily_at_first_month(monkeypatch, tmp_path, size=(640, 480)):
    from quiver.game.daily import FIRST_DAILY

    day = FIRST_DAILY + dt.timedelta(days=20)  # today in the first dailies' month
    app = app_at(monkeypatch, tmp_path, size, today=lambda: day)
    _press(pygame.K_d)
    run(app, 3)
    assert app.top.name == "daily" and app.top.month == (day.year, day.month)
    return app


def _first_toasts(app):
    from quiver.scenes.daily import FIRST_HINT

    head = FIRST_HINT.split("{")[0]
    return [t for t in app.toasts.toasts if t.text.startswith(head)]


def test_a_held_pgup_at_the_first_daily_says_so_once(monkeypatch, tmp_path):
    import quiver.window as win

    app = _daily_at_first_month(monkeypatch, tmp_path)
    held = {pygame.K_PAGEUP}
    monkeypatch.setattr(win, "key_held", lambda c: c in held)
    _press(pygame.K_PAGEUP)
    run(app, 2)
    (said,) = _first_toasts(app)
    born = said.born
    run(app, 120)  # held two seconds: 40 repeats a second
    assert [t.born for t in _first_toasts(app)] == [born], "said again at a repeat"
    run(app, 240)  # still held: it times out and stays gone
    assert _first_toasts(app) == []
    held.clear()
    _let_go(pygame.K_PAGEUP)
    run(app, 30)
    _press(pygame.K_PAGEUP)  # a fresh press: said again
    run(app, 2)
    (again,) = _first_toasts(app)
    assert again.born > born


def test_pgup_held_from_a_later_month_says_it_once_at_the_wall(monkeypatch, tmp_path):
    """Held from two months on: the months turn back to the first daily's, then the toast, once."""
    import quiver.window as win
    from quiver.game.daily import FIRST_DAILY

    day = FIRST_DAILY + dt.timedelta(days=70)
    app = app_at(monkeypatch, tmp_path, (1280, 800), today=lambda: day)
    _press(pygame.K_d)
    run(app, 3)
    daily = app.top
    _press(pygame.K_PAGEUP)  # a press at the wall first: the flag it leaves must not silence the held one
    run(app, 2)
    assert daily.month != (FIRST_DAILY.year, FIRST_DAILY.month)
    daily.month = (FIRST_DAILY.year, FIRST_DAILY.month)
    _press(pygame.K_PAGEUP)
    run(app, 40)
    daily.month = (day.year, day.month)
    monkeypatch.setattr(win, "key_held", lambda c: c == pygame.K_PAGEUP)
    app.toasts.toasts = []
    _press(pygame.K_PAGEUP)
    run(app, 60)
    assert daily.month == (FIRST_DAILY.year, FIRST_DAILY.month)
    (said,) = _first_toasts(app)
    born = said.born
    run(app, 60)
    assert [t.born for t in _first_toasts(app)] == [born]


def test_the_first_arrow_after_pgup_lights_a_day_of_the_month_shown(monkeypatch, tmp_path):
    """PgUp twice, then Right: the lit day was today, the calendar back on today's month
    (the two months paged away lost). It lights today's date in the month shown."""
    day = dt.date(2026, 11, 18)
    app = app_at(monkeypatch, tmp_path, (640, 480), today=lambda: day)
    _press(pygame.K_d)
    run(app, 3)
    daily = app.top
    for k in (pygame.K_PAGEUP, pygame.K_PAGEUP):
        _press(k)
        run(app, 40)
    assert daily.month == (2026, 9) and daily.key_day is None
    _press(pygame.K_RIGHT)
    run(app, 3)
    assert daily.month == (2026, 9) and daily.key_day == dt.date(2026, 9, 18)
    _press(pygame.K_RIGHT)
    run(app, 3)
    assert daily.key_day == dt.date(2026, 9, 19)
