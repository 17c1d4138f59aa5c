"""A stranger's look at big windows (s62): Daily's month arrows stood 10 px apart at
4K (a focus ring round one all but touched the other); "Size of menus" 75% gave a wider
Settings card than Auto at 4K."""

from __future__ import annotations

import datetime as _dt
import itertools

import pytest
from app_helpers import menus_on

pygame = pytest.importorskip("pygame")

DAY = _dt.date(2026, 12, 1)
SIZES = [(640, 480), (1280, 800), (1920, 1080), (2560, 1440), (3840, 2160)]


make = menus_on(DAY)


def _daily(app):
    from quiver.render2d.drawn import recording
    from quiver.scenes.daily import DailyScene

    scene = DailyScene(app.ports)
    app.push(scene)
    scene.full_redraw = True
    with recording() as seen:
        scene.draw(pygame.Surface(app.size))
    return scene, seen


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_month_arrows_keep_a_focus_rings_air_between_them(make, size):
    from quiver.render2d.drawn import TEXT, problems
    from quiver.render2d.widgets import focus_ring_rect, focus_ring_width

    app = make(size)
    scene, seen = _daily(app)
    prev, nxt = scene.prev_btn.rect, scene.next_btn.rect
    # the ring round either stands as far again from the other as the ring is thick
    assert focus_ring_rect(prev).right + focus_ring_width(prev) <= nxt.x, (prev, nxt)
    assert nxt.x - prev.right >= int(12 * scene.k)
    month = [i for i in seen.items if i.kind == TEXT and i.label == "December 2026"]
    assert month and month[0].rect.right < prev.x
    assert problems(seen, pygame.Rect(0, 0, *size)) == []


@pytest.mark.parametrize(
    "size",  # (640x480, 1280x800 and the 4K of s62's report in the fast tier; all five in the slow)
    [s if s[0] in (640, 1280, 3840) else pytest.param(s, marks=pytest.mark.slow) for s in SIZES],
    ids=lambda s: f"{s[0]}x{s[1]}",
)
def test_a_smaller_size_of_menus_never_draws_a_bigger_settings_card(make, size):
    """Settings' card at each "Size of menus" choice, smallest first: never wider nor
    taller, nor its rows bigger, than at the choice before (at 4K 75% put the
    descriptions beside their rows in a card 600 px wider than Auto's; 125% drew its rows
    smaller than Auto's)."""
    from quiver.render2d.drawn import problems, recording
    from quiver.scenes.settings import SettingsScene

    app = make(size)
    seen_plans = []
    for choice in ("0.75", "auto", "1.25", "1.5", "2"):
        app.midend.settings.ui_scale = choice
        scene = SettingsScene(app.ports)
        app.push(scene)
        with recording() as seen:
            scene.draw(pygame.Surface(size))
        assert problems(seen, pygame.Rect(0, 0, *size)) == [], choice
        seen_plans.append((choice, scene.plan))
        app.pop()
    for (was, a), (now, b) in itertools.pairwise(seen_plans):
        if not (b.scroll and now in ("1.25", "1.5", "2")):  # (s374: a bigger choice than the window
            assert a.card.w <= b.card.w and a.card.h <= b.card.h, (was, a.card, now, b.card)  # holds
        assert not b.scroll or b.row_h >= a.row_h, (was, now)  # scrolls its rows, no smaller)
        assert a.scale <= b.scale and a.f_title <= b.f_title, (was, now)


SPECIAL_WORDS = {"locks": "Padlock:", "two-headed": "Two heads:", "rotating": "Turning sign:"}


@pytest.mark.parametrize("letters", ["", "ml", "mtr"])
def test_how_to_play_over_a_board_names_only_its_kinds_of_special_arrow(monkeypatch, tmp_path, letters):
    """F1 over a board at 1920x1080: the legend listed padlocks, two heads and turning
    signs on a board with none. It names the board's kinds only (the menu's How to play,
    with no board, all of them); its Play the lesson still works."""
    from app_helpers import FakeClock, post, run
    from puzzle_codes import spec

    from quiver.app import App
    from quiver.generator import generate
    from quiver.render2d import drawn

    size = (1920, 1080)
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("QUIVER_NO_GL", "1")
    app = App(size, window=False, sound=False, realtime=False, clock=FakeClock(), lessons=False)
    try:
        app.to_menu()
        board = generate(spec("2d-rect-12x15-33-medium-2408497224", letters))
        app.flow.open_board(board, "x")
        run(app, 2)
        post(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="")
        run(app, 2)
        legend = app.top
        assert legend.name == "legend"
        with drawn.recording() as seen:
            legend.full_redraw = True
            legend.draw(pygame.Surface(size, pygame.SRCALPHA))
        said = [t.label for t in seen.of(drawn.TEXT)]
        on = {k.value for k in legend.kinds}
        assert len(on) == len(letters[1:])  # (the board has the kinds its code asks for)
        for kind, words in SPECIAL_WORDS.items():
            assert any(line.startswith(words) for line in said) == (kind in on), (kind, said)
        assert legend.lesson_btn.label in said  # (the board's kinds' lessons: "Padlock lesson"...)
        post(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l")  # (nothing played yet: no asking)
        run(app, 2)
        coach = app.top.coach  # the board's first kind's lesson
        assert app.top.name == "play2d" and coach is not None and coach.kind == (legend.kinds or [None])[0]
    finally:
        app.close()


def test_how_to_play_from_the_menu_names_every_kind(make):
    from quiver.render2d import drawn
    from quiver.scenes.legend import LegendScene

    app = make((1920, 1080))
    legend = LegendScene(app.ports, "2d")
    app.push(legend)
    with drawn.recording() as seen:
        legend.draw(pygame.Surface(app.size, pygame.SRCALPHA))
    said = [t.label for t in seen.of(drawn.TEXT)]
    for words in SPECIAL_WORDS.values():
        assert any(line.startswith(words) for line in said), (words, said)
