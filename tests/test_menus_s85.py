"""s85, the menus and cards at every window size and through a resize (a stranger's
round): Settings kept its scroll through a resize from large to small and back, and at
480x360 its text fields hid their rows' names; the seed and picture cards and the Custom
panel ran below a 480x360 window; three startup warnings hid five of Settings' rows'
names at 640x480 (now one at a time)."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from app_helpers import app_maker, click, run  # noqa: E402


def _top_row(card) -> str:
    """The first row whose top shows in the card's list."""
    return next(k for k, r in card.rows.items() if r.y >= card.plan.view.y)


@pytest.mark.parametrize("size", [(640, 480), (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_settings_keeps_its_place_through_a_resize(monkeypatch, tmp_path, size):
    """Scrolled down to the Leaderboard rows, the window made 2560x1440 (every row shown,
    nothing scrolls) and back: the list was at its top again, Colour-blind palette first."""
    from quiver.scenes.settings import SettingsScene

    with app_maker(monkeypatch, tmp_path, window=False) as new:
        app = new(size=size)
        card = SettingsScene(app.ports)
        app.push(card)
        card.scroll_to("leaderboard_name")
        run(app, 2)
        before = _top_row(card)
        assert before != "colorblind"
        for step in [(2560, 1440), (480, 360), (2560, 1440), size]:
            app._resize(step)
            run(app, 1)
        assert _top_row(card) == before
        assert card.rows["leaderboard_name"].bottom <= card.plan.view.bottom


@pytest.mark.parametrize("which", ["seed", "picture"])
def test_the_seed_and_picture_cards_fit_a_480x360_window(monkeypatch, tmp_path, which):
    """At 480x360 the card kept the size it has at 640x480 (372 px tall): its foot and
    the lower half of Play, Paste and Cancel were below the window's edge."""
    from quiver.scenes.picture import PictureScene
    from quiver.scenes.seed import SeedScene

    with app_maker(monkeypatch, tmp_path, window=False) as new:
        app = new(size=(640, 480))
        menu = app.top
        card = SeedScene(app.ports, menu) if which == "seed" else PictureScene(app.ports)
        app.push(card)
        at_640 = card.panel.copy()
        for size in [(480, 360), (2560, 1440), (480, 360)]:
            app._resize(size)
            run(app, 1)
            window = pygame.Rect(0, 0, *size)
            assert window.contains(card.panel), (size, card.panel)
            for b in (card.ok, card.paste_btn, card.cancel, card.box):
                assert card.panel.contains(b.rect), (size, b.rect)
        app._resize((640, 480))
        assert card.panel == at_640  # (unchanged where it fitted)


def test_the_custom_panel_shows_every_button_in_a_480x360_window(monkeypatch, tmp_path):
    """At 480x360 the choices' column ran 110 px below the window: Play this puzzle cut in
    half, Enter seed, Back and Your picture out of sight (Tab focused them unseen). There
    they stand at the foot of the shapes' column, each whole, over nothing else."""
    with app_maker(monkeypatch, tmp_path, window=False) as new:
        app = new(size=(640, 480))
        menu = app.top
        menu.open_custom()
        at_640 = [w.rect.copy() for w in menu.focus_order if hasattr(w, "rect")]
        for size in [(480, 360), (2560, 1440), (480, 360)]:
            app._resize(size)
            run(app, 1)
            window = pygame.Rect(0, 0, *size)
            shown = [menu.random_btn, menu.seed_btn, menu.back_btn, menu.picture_btn, menu.slider]
            shown += [menu.mode_seg, menu.diff_seg, menu.size_seg, menu.special_seg]
            rects = [w.rect for w in shown]
            assert all(window.contains(r) for r in rects), (size, rects)
            assert all(r.collidelist(rects[:k] + rects[k + 1 :]) < 0 for k, r in enumerate(rects))
            assert menu.grid.rect.collidelist(rects) < 0, menu.grid.rect
            _toasts_kept_in(app, [menu.random_btn, menu.seed_btn, menu.back_btn, menu.picture_btn])
        app._resize((640, 480))
        assert [w.rect for w in menu.focus_order if hasattr(w, "rect")] == at_640


def _toasts_kept_in(app, buttons) -> None:
    """Two toasts and a warning up: shown whole (or queued) in the window, off `buttons`
    (moved to the shapes' column, the panel offered no place for toasts: all three
    stood in the window's middle, the oldest above its top edge)."""
    import test_toast_places as places

    places.layout.raise_toasts(app)
    cards = places.cards(app.toasts)
    assert cards and places.layout.unseen(app.toasts) == []
    assert all(pygame.Rect(0, 0, *app.size).contains(c) for c in cards), cards
    assert not [c for c in cards if c.collidelist([b.rect for b in buttons]) >= 0], cards


@pytest.mark.parametrize("size", [(480, 360), (640, 480), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_settings_text_fields_stand_right_of_their_names(monkeypatch, tmp_path, size):
    """At 480x360 the Leaderboard server and name fields lay over their rows' names
    ("Leaderboard ser", "Leaderboard na"): a field is narrower there, right of its name."""
    from quiver.render2d import drawn
    from quiver.scenes.settings import SettingsScene

    with app_maker(monkeypatch, tmp_path, window=False) as new:
        app = new(size=size)
        card = SettingsScene(app.ports)
        app.push(card)
        for key in ("leaderboard_server", "leaderboard_name"):
            card.scroll_to(key)
            card.full_redraw = True
            with drawn.recording() as seen:
                card.draw(pygame.Surface(card.size, pygame.SRCALPHA))
            field = card.widgets[key].rect
            words = [i.rect for i in seen.items if i.kind == drawn.TEXT and card.rows[key].contains(i.rect)]
            assert words and not [w for w in words if w.colliderect(field) and not field.contains(w)], key


@pytest.mark.parametrize("which", ["settings", "legend"])
def test_startup_warnings_over_a_card_at_640x480_show_one_at_a_time(monkeypatch, tmp_path, which):
    """A corrupt settings file, a corrupt progress file and no audio device at 640x480:
    the card has no free room for them (beside its title 348x55, no margins), and the
    three lay over the names of five of its rows for 12 s (over most of How to play's
    body). They show one at a time in the compact form, the newest first ("+2" on it),
    each whole, over one row's name at most, the others' time standing still; a click
    takes one away and the next shows."""
    import test_toast_places as places
    from test_toasts_s75 import WARNINGS

    from quiver.render2d import drawn
    from quiver.scenes.legend import LegendScene
    from quiver.scenes.settings import SettingsScene
    from quiver.scenes.settings_layout import ROWS

    names = {title for _, title, _ in ROWS}
    with app_maker(monkeypatch, tmp_path, window=False) as new:
        app = new(size=(640, 480))
        app.feedback.show_warnings(WARNINGS)
        card = SettingsScene(app.ports) if which == "settings" else LegendScene(app.ports, "2d")
        app.push(card)
        run(app, 3)
        seen = [i for i in places.words(card) if i.kind == drawn.TEXT and i.label in names]
        for left in (3, 2, 1):
            assert len(app.toasts.toasts) == left
            (shown,) = places.cards(app.toasts)
            assert places.layout.unseen(app.toasts) == []  # (whole; the others queued)
            assert len([i for i in seen if shown.inflate(-4, -4).colliderect(i.rect)]) <= 1, shown
            waiting = [t.age for t in app.toasts.toasts[:-1]]
            run(app, 60)  # a second: the waiting ones' time stands still
            assert [t.age for t in app.toasts.toasts[:-1]] == waiting
            app.clock.t += 1
            click(app, shown.center)  # taken away: the next one shows
            run(app, 2)
        assert app.toasts.toasts == []


@pytest.mark.parametrize("size", [(640, 480), (480, 360)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_how_to_play_keeps_its_place_through_a_resize(monkeypatch, tmp_path, size):
    """As Settings: How to play scrolled down, the window made 2560x1440 (the body fits,
    nothing scrolls) and back, the body was at its top again."""
    from quiver.scenes.legend import LegendScene

    with app_maker(monkeypatch, tmp_path, window=False) as new:
        app = new(size=size)
        card = LegendScene(app.ports, "2d")
        app.push(card)
        run(app, 2)
        assert card.max_scroll > 100
        card.scroll_by(card.max_scroll // 2)
        run(app, 2)
        before = card.scroll
        for step in [(2560, 1440), (480, 360), (2560, 1440), size]:
            app._resize(step)
            run(app, 1)
        assert card.scroll == before > 0


def test_the_shapes_keep_their_place_through_a_resize(monkeypatch, tmp_path):
    """The Custom panel's shapes scrolled halfway down at 640x480, the window made
    2560x1440 (bigger cards, more to a row): the grid kept its pixels scrolled, and
    showed other shapes at its top. The shape at its top stays there, and back at
    640x480 too."""
    with app_maker(monkeypatch, tmp_path, window=False) as new:
        app = new(size=(640, 480))
        menu = app.top
        menu.open_custom()
        grid = menu.grid
        grid.scroll_by(grid.max_scroll // 2)
        run(app, 1)

        def top_row() -> list[int]:
            """The shapes of the top row in full view."""
            shown = [(r.y, k) for k, r in enumerate(grid.cards) if r.w and r.y >= grid.view.y]
            return [k for y, k in shown if y == min(shown)[0]]

        first = top_row()[0]
        for size in [(2560, 1440), (480, 360), (2560, 1440), (640, 480)]:
            app._resize(size)
            run(app, 1)
            assert first in top_row(), size


def test_toasts_with_no_room_off_the_levels_tiles_show_whole_at_480x360(monkeypatch, tmp_path):
    """At 480x360 no place off Levels' tiles holds even one toast: the last resort put
    them over the tiles in the toasts' big print, the warning cut to "Could not save..."
    (one of its seven lines) and a path waiting. There they take the compact form, each
    shown whole, the others queued."""
    import test_toast_places as places

    from quiver.scenes.levels import LevelsScene

    with app_maker(monkeypatch, tmp_path, window=False) as new:
        app = new(size=(480, 360))
        app.push(LevelsScene(app.ports, "2d"))
        run(app, 2)
        places.layout.raise_toasts(app)
        shown = places.cards(app.toasts)
        assert shown and places.layout.unseen(app.toasts) == []
        assert all(pygame.Rect(0, 0, 480, 360).contains(c) for c in shown)
