"""Where toasts sit and when they go (playtest leftovers): two toasts at once both show
and never spill onto a card, How to play and Settings show every toast whole, a puzzle's
toasts go with it, the dead-end toast covers no arrow at 640x480, and a two-line toast on the Custom panel
at 800x600 stays whole and off its title."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above

from quiver.game.journey import ToastKind  # noqa: E402
from quiver.render2d import drawn  # noqa: E402
from quiver.scenes.toast import ToastLayer  # noqa: E402

SHOT, COPIED = layout.TOASTS  # a screenshot's path of three lines, a code of two


@pytest.fixture
def make(monkeypatch, tmp_path):
    from app_helpers import menu_maker

    with menu_maker(monkeypatch, tmp_path) as go:
        yield go
    pygame.display.quit()


@pytest.fixture
def gl_app(monkeypatch, tmp_path):
    """A GL window's app at a size (layout.make_app) on a fresh data folder."""
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "offscreen")
    made = []

    def go(size):
        made.append(layout.make_app(size))
        return made[-1]

    yield go
    for app in made:
        app.close()
    pygame.display.quit()


def cards(layer: ToastLayer) -> list[pygame.Rect]:
    """The toasts' cards as drawn now (less their transparent margins and shadow)."""
    layer.update(0.0)
    layer.full_redraw = True
    layer.draw(pygame.Surface(layer.size, pygame.SRCALPHA))
    return [r.inflate(-20, -20) for r in layer._cards]


def words(scene) -> list[drawn.Item]:
    """The texts and widgets `scene` draws."""
    scene.full_redraw = True
    with drawn.recording() as seen:
        scene.draw(pygame.Surface(scene.size, pygame.SRCALPHA))
    return [i for i in seen.items if i.kind in (drawn.TEXT, drawn.WIDGET)]


@pytest.mark.parametrize("which", ["result", "won", "pause"])
@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1600, 600)])
def test_two_toasts_at_once_show_both_and_never_spill_onto_a_card(make, size, which):
    """640x480: with two toasts up, the second stood over the result card's and the pause
    card's buttons; then it waited its turn until the newest had gone (a path behind a
    code: the player saw it only after). Both show at once, around the card, whole (at
    22 px a path went over the win card's title, where 16 px held it above the card)."""
    from quiver.scenes.pause import PauseScene

    app = make(size)
    play = layout._play(app, "2d")
    if which != "pause":
        card = layout._finish(app, play, won=which == "won")
        rect = card.panel
    else:
        card = PauseScene(app.ports, play)
        app.push(card)
        rect = card.card
    t = [0.0]
    layer = ToastLayer(lambda: t[0], size, lambda: card)
    layer.show(SHOT)
    layer.show(COPIED)
    shown = cards(layer)
    assert len(shown) == 2 and not any(r.colliderect(rect) for r in shown), (shown, rect)
    assert layout.unseen(layer) == []  # none waits, none is cut


@pytest.mark.parametrize("which", ["settings", "legend"])
@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800), (1600, 600)])
def test_settings_and_how_to_play_show_every_toast_whole(make, size, which):
    """Toasts stood over the How to play and Settings cards' rows; then they went only
    beside the title or in the footer, so at 640x480 two long ones waited for the card to
    close, and at 800x600 and 1600x600 a puzzle code was cut to one line. Every toast
    shows at once and whole: beside the title or in the footer where it fits there, else
    over the card's rows (a click takes it away), never over its title or its buttons."""
    from quiver.scenes.legend import LegendScene
    from quiver.scenes.play_words import DEAD_END_TOAST
    from quiver.scenes.settings import SettingsScene

    app = make(size)
    card = SettingsScene(app.ports) if which == "settings" else LegendScene(app.ports, "2d")
    app.push(card)
    lent = card.toast_lent()
    seen = [i for i in words(card) if not any(r.contains(i.rect) for r in lent)]
    for texts in ([DEAD_END_TOAST], [SHOT, COPIED], [COPIED], ["Copied the code"]):
        app.toasts.toasts = []
        for text in texts:
            app.feedback.toast(text, ToastKind.WARN)
        shown = cards(app.toasts)
        one = app.toasts._compact and len(shown) < len(texts)  # (s85: a queue
        # of warnings lent its rows or body, one at a time)
        assert len(shown) == (1 if one else len(texts)) and layout.unseen(app.toasts) == [], (texts, size)
        for r in shown:
            hit = [i for i in seen if r.inflate(-4, -4).colliderect(i.rect)]
            assert not hit, (texts, r, hit)
    if size == (1280, 800):
        (short,) = cards(app.toasts)
        assert not any(short.colliderect(r) for r in lent), "a short toast finds room beside the title"


def test_a_puzzles_toasts_go_with_it(make):
    """The dead end's toast and "Copied ..." stayed over the next puzzle (Next, Retry,
    the menu and a new puzzle). News goes with the screen it was about; Retry takes the
    dead end's away; a warning (a save that failed) stays its time."""
    from quiver.scenes.play_words import DEAD_END_TOAST

    app = make((800, 600))
    play = layout._play(app, "2d")
    app.feedback.toast(DEAD_END_TOAST)
    play.restart()  # Retry on the lost card restarts the same scene
    app.toasts.update(0.0)
    assert DEAD_END_TOAST not in app.toasts.texts()
    app.feedback.toast(COPIED)
    app.feedback.toast("Could not save your progress", ToastKind.WARN)
    card = layout._finish(app, play, won=False)
    app.feedback.toast("Copied the code")  # on the result card
    app.feedback.toast(SHOT, ToastKind.SAVED)  # F12 there: where a file went stays its time
    assert app.top is card and len(app.toasts.texts()) == 3  # (the newest three)
    app.to_menu()
    app.toasts.update(0.0)
    assert app.toasts.texts() == ["Could not save your progress", SHOT]


@pytest.mark.parametrize("size", [(640, 480), (800, 600)])
def test_the_dead_end_toast_covers_no_button_and_few_arrows(make, size):
    """640x480: the bottom bar has no free middle, and the dead-end toast went over the
    board's bottom rows, on the arrows it spoke of; then it went on the bar, over Hint,
    Restart (what it says to press) and Pause. Where the board leaves no band free it goes
    over the board where it hides fewest arrows: fewer than over its bottom rows."""
    from quiver.scenes.play_words import DEAD_END_TOAST

    app = make(size)
    play = layout._play(app, "2d")
    app.feedback.toast(DEAD_END_TOAST)
    shown = cards(app.toasts)
    assert len(shown) == 1 and pygame.Rect(0, 0, *size).contains(shown[0])
    assert shown[0].collidelist([*play.hud.buttons.values(), play.hud.code_rect, play.hud.top_rect]) < 0
    low = shown[0].copy()
    low.bottom = play.hud.bottom_rect.y - 12  # over the board's bottom rows
    cells = _arrow_cells(play)
    assert shown[0].collidelist(cells) < 0 or len(shown[0].collidelistall(cells)) < len(
        low.collidelistall(cells)
    )


def _arrow_cells(play) -> list[pygame.Rect]:
    half = play.view.cell // 2
    return [
        pygame.Rect(x - half, y - half, 2 * half, 2 * half)
        for i in play.board.alive
        for x, y in map(play.cell_pixel, play.board.arrows[i].cells)
    ]


def test_a_two_line_toast_on_the_custom_panel_is_whole_and_off_its_title(make):
    """800x600, the Custom panel: a toast of two lines went in the title band left of How
    to play, taller than the band: its top was cut off by the window, the rest over the
    title. It goes where it fits whole (over the picker's cards)."""
    from quiver.scenes.play_words import DEAD_END_TOAST

    app = make((800, 600))
    menu = app.top
    menu.open_custom()
    title = next(i.rect for i in words(menu) if i.label == "Custom puzzle")
    app.feedback.toast(DEAD_END_TOAST.replace("R restarts", "Press R to restart"))
    shown = cards(app.toasts)
    assert len(shown) == 1
    assert shown[0].top >= 0 and not shown[0].colliderect(title)


CARDS = {"seed", "picture", "settings", "settings_end", "legend", "loading"}
CARDS |= {"result", "result_daily", "lost", "pause"}


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_two_toasts_cover_no_cards_words_on_any_card(make, size):
    """tools/layout.py --toasts over every card: two toasts up at once (a path of three
    lines, a code of two) cover none of a card's words or buttons."""
    app = make(size)
    found = []
    for name, go in layout.screens(app):
        if name in CARDS and go() is not None:
            picture, seen = layout.draw_recorded(app)
            found += [f"{name}: {line}" for line in layout.with_toasts(app, picture, seen)]
    assert found == []


@pytest.mark.parametrize("which", ["levels", "daily"])
def test_a_one_line_toast_on_levels_or_daily_sits_over_the_title(make, which):
    """640x480: "Level 5 is locked ..." and a refused day stood over the level grid's
    bottom row and over the best dailies. A toast of one line goes in the title band,
    left of Back (Daily's band, narrower, holds a short one: a longer one goes whole
    over the cards it lends, tests/test_stranger_s23.py)."""
    from quiver.scenes.daily import DailyScene
    from quiver.scenes.levels import LevelsScene

    app = make((640, 480))
    scene = LevelsScene(app.ports, "2d") if which == "levels" else DailyScene(app.ports)
    app.push(scene)
    app.feedback.toast("Level 5 is locked: clear level 1 first." if which == "levels" else "Not yet.")
    shown = cards(app.toasts)
    assert len(shown) == 1
    band = scene.toast_slots()[0]
    assert band.contains(shown[0].clip(pygame.Rect(0, 0, 640, 480)))
    assert not shown[0].colliderect(scene.back.rect)


@pytest.mark.parametrize("waits", [False, True])
def test_a_toast_with_no_room_waits_only_over_a_card(waits):
    """A toast no slot holds: over a screen (the board, the menu) it still shows, in the
    default place (it waited there for good); over a card it waits for the card to go."""
    from quiver.scenes.base import Scene

    class Top(Scene):
        toasts_wait = waits

        def __init__(self):
            pass

        def toast_slots(self):
            return [pygame.Rect(0, 400, 640, 30)]  # too low for any toast

    top = Top()
    layer = ToastLayer(lambda: 0.0, (640, 480), lambda: top)
    layer.show(COPIED)
    assert (cards(layer) == []) == waits
    assert layer.texts() == [COPIED]
