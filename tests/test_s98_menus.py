"""Stranger round s98: the menus at every window size (keys under buttons, warnings over
Daily's calendar, ...). Each test failed before its fix."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run

pygame = pytest.importorskip("pygame")


def _sizes_drawn(monkeypatch, scene, surface) -> dict[str, int]:
    """Draw `scene`; the text size each string was drawn at (the last time)."""
    from quiver.render2d import theme

    sizes: dict[str, int] = {}
    plain = theme.text

    def text(surface, s, size, *a, **k):
        sizes[s] = size
        return plain(surface, s, size, *a, **k)

    monkeypatch.setattr(theme, "text", text)
    scene.full_redraw = True
    scene.draw(surface)
    monkeypatch.setattr(theme, "text", plain)
    return sizes


def _open(app, screen: str):
    from quiver.scenes.daily import DailyScene
    from quiver.scenes.levels import LevelsScene
    from quiver.scenes.seed import SeedScene
    from quiver.scenes.settings import SettingsScene

    if screen == "custom":
        app.top.open_custom()
    elif screen == "levels":
        app.push(LevelsScene(app.ports, "2d"))
    elif screen == "daily":
        app.push(DailyScene(app.ports))
    elif screen == "settings":
        app.push(SettingsScene(app.ports))
    elif screen == "seed":
        app.push(SeedScene(app.ports, app.top))
    run(app, 2)
    return app.top


def _keys(scene):
    """The buttons of `scene` with a key under their label, laid out on screen."""
    from quiver.render2d.widgets import Button

    buttons = {id(b): b for b in vars(scene).values() if isinstance(b, Button)}.values()
    return [b for b in buttons if b.sub and b.rect.w and len(b.sub) <= 9]  # (not a sentence)


@pytest.mark.parametrize("screen", ["menu", "custom", "levels", "daily", "settings", "seed"])
@pytest.mark.parametrize("size", [(1280, 680), (640, 480), (480, 360)])
def test_a_key_is_legible_and_never_outweighs_its_label(monkeypatch, tmp_path, screen, size):
    """At 1280x680 Levels' and Custom's Back / PgUp / Enter were 16 px (8-pixel capitals)
    under 20-25 px labels: now as big as KEY_LEAST allows, up to the label's own size (an
    uncapped least drew "Enter" over a shrunken "Play this puzzle" at 480x360)."""
    from quiver.render2d import theme
    from quiver.render2d.widgets import KEY_LEAST

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        scene = _open(make(), screen)
        sizes = _sizes_drawn(monkeypatch, scene, pygame.Surface(size))
        keys = [b for b in _keys(scene) if b.label in sizes and b.sub in sizes]
        assert keys, [b.label for b in _keys(scene)]
        for b in keys:
            label, key = sizes[b.label], sizes[b.sub]
            assert key <= max(label, 16), (b.label, label, b.sub, key)  # (16: the old floor)
            least = min(KEY_LEAST, label)
            if theme.text_size(b.sub, least)[0] <= b.rect.w - 20:  # (else shrunk to fit its button)
                assert key >= least, (b.label, label, b.sub, key)


def test_a_shrunken_label_caps_its_key(monkeypatch):
    """The widget alone: a long label squeezed into a small button draws its key no bigger
    than itself, however big the least asked."""
    from quiver.render2d.widgets import KEY_LEAST, Button

    pygame.font.init()
    b = Button("Play this puzzle", lambda: None, (0, 0, 150, 44), primary=True, sub="Enter")
    b.sub_least = KEY_LEAST
    sizes = _sizes_drawn(monkeypatch, b, pygame.Surface((200, 60)))
    assert sizes["Play this puzzle"] < KEY_LEAST  # (the case: the label shrank under the least)
    assert sizes["Enter"] <= max(sizes["Play this puzzle"], 16), sizes


@pytest.mark.parametrize("which", ["startup", "layout"])
@pytest.mark.parametrize("size", [(480, 360), (640, 480), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_startup_warnings_leave_dailys_calendar_readable(monkeypatch, tmp_path, size, which):
    """A corrupt settings file, a corrupt progress file and no audio device: at 480x360
    the queued compact warning lay over the month's last week (at 640x480 and 800x600
    two of the three over its last rows). Every day stays in sight, each warning shown
    is whole in the window (the others queued). `layout`: tools/layout.py's path, code and
    warning of three lines (kept off the days at 480x360, it was cut to one line)."""
    import test_toast_places as places
    from test_toasts_s75 import WARNINGS

    from quiver.scenes.daily import DailyScene

    with app_maker(monkeypatch, tmp_path, window=False) as new:
        app = new(size=size)
        if which == "startup":
            app.feedback.show_warnings(WARNINGS)
        daily = DailyScene(app.ports)
        app.push(daily)
        run(app, 3)
        if which == "layout":
            places.layout.raise_toasts(app)
        shown = places.cards(app.toasts)
        assert shown and places.layout.unseen(app.toasts) == []
        assert all(pygame.Rect(0, 0, *size).contains(c) for c in shown), shown
        days = [r for _, r in daily._calendar_cells()]
        assert [r for r in days if r.collidelist(shown) >= 0] == [], shown


class _Spy(pygame.Surface):
    """A surface that remembers where `stars` (images) were blitted on it."""

    def __init__(self, size, stars: set) -> None:
        super().__init__(size, pygame.SRCALPHA)
        self.stars, self.placed = stars, []

    def blit(self, source, dest, *a, **k):
        r = super().blit(source, dest, *a, **k)
        if id(source) in self.stars:
            self.placed.append(r)
        return r


@pytest.mark.parametrize("size", [(480, 360), (640, 480)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_levels_tiles_hold_their_numbers_in_a_small_window(monkeypatch, tmp_path, size):
    """At 480x360 a tile is 29 px tall: its number (26 px print 12 px down) reached its
    foot and its stars (16 px at the foot) lay over the number. A short tile puts them on
    one line: each number whole inside its tile, the stars inside it and off the number."""
    from quiver.render2d import draw, drawn
    from quiver.scenes import levels_card, levels_tile
    from quiver.scenes.levels import LevelsScene

    made: list = []  # (kept: their ids stay theirs)
    ids: set = set()

    def star(*a, **k):
        made.append(draw.rating_star(*a, **k))
        ids.add(id(made[-1]))
        return made[-1]

    for module in (levels_card, levels_tile):
        monkeypatch.setattr(module, "rating_star", star)
    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        levels = LevelsScene(app.ports, "2d")
        app.push(levels)
        run(app, 2)
        levels.full_redraw = True
        surface = _Spy(size, ids)
        with drawn.recording() as seen:
            levels.draw(surface)
        first = levels.page * len(levels.tiles) + 1
        for k, tile in enumerate(levels.tiles):
            (number,) = [
                i.rect for i in seen.of("text") if i.label == str(first + k) and tile.colliderect(i.rect)
            ]
            assert tile.contains(number), (first + k, tile, number)
            stars = [r for r in surface.placed if r.colliderect(tile)]
            assert all(tile.contains(r) and not r.colliderect(number) for r in stars), (tile, number, stars)
        assert surface.placed  # (level 1's three, at least)


def test_dailys_small_card_lists_your_best_daily(monkeypatch, tmp_path):
    """At 480x360 the best dailies' card (93 px) listed none of three cleared dailies and
    told their player "Clear a daily puzzle to see it here."; it lists the best one."""
    import datetime

    from quiver.game.progress_records import DailyResult
    from quiver.render2d import drawn
    from quiver.scenes.daily import DailyScene

    with app_maker(monkeypatch, tmp_path, window=False, size=(480, 360)) as make:
        app = make()
        today = app.midend.today()
        for k in (1, 2, 3):
            day = (today - datetime.timedelta(days=k)).isoformat()
            app.midend.progress.dailies("2d")[day] = DailyResult(
                won=True, mistakes=k, time_s=60.0 * k, stars=4 - k
            )
        daily = DailyScene(app.ports)
        app.push(daily)
        run(app, 2)
        daily.full_redraw = True
        with drawn.recording() as seen:
            daily.draw(pygame.Surface((480, 360), pygame.SRCALPHA))
        words = [i for i in seen.of("text") if daily.board_card.contains(i.rect)]
        assert "1." in [i.label for i in words], [i.label for i in words]
        assert not [i for i in words if i.label.startswith("Clear a daily")]


def _key(app, key: int) -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        app.dispatch(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))
    run(app, 2)


@pytest.mark.parametrize("opened_with", [pygame.K_RETURN, pygame.K_c], ids=["enter", "c"])
def test_esc_from_custom_puts_the_focus_back_where_it_was(monkeypatch, tmp_path, opened_with):
    """Keys walked to Custom puzzle, Enter, then Esc: the focus went back to Play (from
    Daily and Levels it stays on their buttons), so Right and Down started again from the
    top. It is where it was when the panel opened (on Levels where C opened it there)."""
    with app_maker(monkeypatch, tmp_path, window=False, size=(640, 480)) as make:
        app = make()
        menu = app.top
        walk = [pygame.K_DOWN, pygame.K_RIGHT]  # from Play: Daily, Levels (Down: on screen, s369)
        for key in walk + ([pygame.K_RIGHT] if opened_with == pygame.K_RETURN else []):
            _key(app, key)
        was = menu.focus_order[menu.focus]
        assert was is (menu.custom_btn if opened_with == pygame.K_RETURN else menu.levels_btn)
        _key(app, opened_with)
        assert menu.custom and app.top is menu
        _key(app, pygame.K_ESCAPE)
        assert not menu.custom
        assert menu.focus_order[menu.focus] is was


@pytest.mark.parametrize("size", [(480, 360), (640, 480), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_shared_leaderboard_fits_its_card(monkeypatch, tmp_path, size):
    """With a leaderboard server, at 480x360 "Today's leaderboard" ran out of its card and
    the window, and your row's name "Me" was cut to "M..." (the mistakes stood 80 px left
    of the time's end, whatever its width). The title fits; every name shows whole."""
    from test_stranger_deep import _Board

    from quiver.render2d import drawn
    from quiver.scenes.daily import DailyScene

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        board = _Board()
        board.stop = lambda: None  # (closed with the app)
        app.midend.leaderboard = board
        daily = DailyScene(app.ports)
        app.push(daily)
        run(app, 2)
        daily.full_redraw = True
        with drawn.recording() as seen:
            daily.draw(pygame.Surface(size, pygame.SRCALPHA))
        assert drawn.problems(seen, pygame.Rect((0, 0), size)) == []
        words = [i for i in seen.of("text") if daily.board_card.contains(i.rect)]
        assert "Today's leaderboard" in [i.label for i in words]
        assert "Me" in [i.label for i in words], [i.label for i in words]
        assert not [i for i in words if i.label.endswith("\u2026")], [i.label for i in words]
