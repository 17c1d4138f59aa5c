"""Every screen laid out at every window size (issue 22): each screen of tools/layout.py
(menu, Custom panel, shape picker, seed entry, levels, daily, settings, legend, loading,
play in 2D, 3D and Flat 3D with the HUD, lessons, win and lose cards, the pause card) is
drawn with its layout recorded (quiver/render2d/drawn.py) at 640x480 ... 3840x2160, and
no text or widget may overlap another, cross its card's edge, leave the window, or show
a code or name cut short (play screens show the longest codes there are). Every
Settings scale (75% to 200%) and 1.5x / 2x pixel-density screens are checked too, and the
pure parts (the UI scale, the pixel density, Settings' plan, the code chip) without a
window."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

import layout  # noqa: E402 - tools/layout.py (conftest puts tools/ on the path)

from quiver.render2d import theme  # noqa: E402
from quiver.render2d.drawn import CARD, TEXT, WIDGET, Drawn, Item, problems, recording  # noqa: E402


def _presented_once(app) -> None:
    """`app` presents its first frame as the game does (through OpenGL where it has it) and
    only draws the later ones, each scene on its layer as before, not presenting them: a
    sweep opens some 20 boards, each through its loading panel's first frame (a build waits
    for it), and each of those frames sent two whole-window layers to OpenGL that no check
    reads (a third of the 7 sizes' CPU; at 3840x2160 a texture upload is 16 ms here)."""
    render, presented = app.render, []

    def drawn_only(*args, **kwargs):
        if not presented:
            presented.append(True)
            return render(*args, **kwargs)
        app.painter.present(list(app.visible()), app.size, None, True, False)  # (no compositor)

    app.render = drawn_only


def _check(size, scale="auto"):
    """The screens seen and the problems found at `size` and a "Size of menus": from 150%
    (s374) also a screen of layout.GROWS whose text is no bigger than at Auto's."""
    auto = layout.auto_heights(size) if scale != "auto" and float(scale) >= layout.GROWS_FROM else {}
    app = layout.make_app(size)
    _presented_once(app)
    found, seen = [], []
    try:
        if scale != "auto":
            layout.set_scale(app, scale)
        for name, go in layout.screens(app):
            if go() is None:  # a 3D screen without OpenGL here
                continue
            _picture, drawn = layout.draw_recorded(app, picture=False)
            assert drawn is not None and drawn.of(TEXT), f"{name} drew no text"
            seen.append(name)
            found += [f"{name}: {line}" for line in problems(drawn, pygame.Rect(0, 0, *app.size))]
            found += [f"{name}: {line}" for line in layout.no_bigger(name, drawn, auto, size)]
    finally:
        app.close()
    return seen, found


EVERY = {"menu", "custom", "picker", "seed", "levels", "daily", "settings", "settings_end", "legend"}
EVERY.add("picture")  # the Your picture card (scenes/picture.py)
EVERY |= {"loading", "play2d", "lesson2d", "result", "result_daily", "lost", "pause"}  # 3D: with GL
EVERY |= {"custom3d", "customflat"}  # the Custom panel in 3D and Flat 3D (drawn in 2D: no GL needed)


@pytest.mark.parametrize("size", layout.SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_screen_is_laid_out_at_every_size(layout_home, size):
    seen, found = _check(size)
    assert set(seen) >= EVERY
    assert found == []


@pytest.mark.parametrize("size", [(700, 900), (900, 1200)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_screen_is_laid_out_in_a_tall_window(layout_home, size):
    """A tall window scales by what fits in it: 700x900 drew at 0.6 as 640x480 did (its
    width alone), tiny letters in a lot of empty room."""
    from quiver.render2d.theme import ui_scale

    assert ui_scale(size, density=1) >= 0.7
    seen, found = _check(size)
    assert set(seen) >= EVERY
    assert found == []


def test_the_result_screens_show_the_card_they_are_named_for(layout_home):
    """The "result" screen is the won card on the longest code, special arrows and all (it showed the
    lost card: the peel's order, played blind, bounced off locks and turning arrows)."""
    app = layout.make_app((800, 600))
    try:
        shown = {name: go() for name, go in layout.screens(app) if name in ("result", "lost")}
        assert shown["result"].won and not shown["lost"].won
        assert layout.long_code("2d").special_kinds  # the board has special arrows
    finally:
        app.close()


@pytest.mark.parametrize(
    "size,density",
    [((1280, 960), 2.0), ((2560, 1600), 2.0), ((1920, 1200), 1.5)],
    ids=["640x480pt@2x", "1280x800pt@2x", "1280x800pt@1.5x"],
)
def test_every_screen_is_laid_out_on_a_high_density_screen(layout_home, monkeypatch, size, density):
    from quiver import window_density
    from quiver.render2d import theme

    monkeypatch.setattr(window_density, "_measure", lambda: density)  # what SDL would say there
    try:
        seen, found = _check(size)
        assert theme.density() == density
        assert set(seen) >= EVERY
        assert found == []
    finally:
        theme.set_density(1.0)


@pytest.mark.parametrize(
    "size,scale",
    [
        ((640, 480), "2"),
        ((1280, 800), "1.5"),
        ((1280, 720), "1.5"),  # 16:9: the menus stood at Auto's size (s374); text bigger, scrolling
        ((1280, 720), "2"),
        ((1920, 1080), "2"),
        ((800, 600), "2"),
        ((2560, 1440), "1.5"),
        ((3840, 2160), "2"),
        ((1920, 1080), "0.75"),
    ],
    ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else f"at{v}",
)
def test_every_screen_is_laid_out_at_every_ui_scale_setting(layout_home, size, scale):
    _seen, found = _check(size, scale)
    assert found == []


def test_the_ui_scale_follows_the_window_and_the_setting():
    from types import SimpleNamespace

    from quiver.render2d.theme import ui_scale

    assert ui_scale((1280, 800), density=1) == 1.0
    assert ui_scale((2560, 1440), density=1) == pytest.approx(1.8)  # a big window uses its room
    assert ui_scale((640, 480), density=1) == 0.6  # never below legible
    assert ui_scale((800, 600), density=1) == 0.625  # a landscape window: as before
    assert ui_scale((700, 900), density=1) == pytest.approx(700 / 960)  # a tall one: what fits
    assert ui_scale((2560, 1440), SimpleNamespace(ui_scale="1.5"), density=1) == pytest.approx(2.7)
    assert ui_scale((1280, 800), SimpleNamespace(ui_scale="nonsense"), density=1) == 1.0
    assert ui_scale((1280, 800), SimpleNamespace(ui_scale="0.75"), density=1) == 0.75


def test_the_ui_scale_follows_the_pixel_density():
    from quiver.render2d.theme import ui_scale

    # a 1280x800 window on a 200% screen is 640x480 points: legible letters there are
    # twice the pixels of a standard screen's smallest
    assert ui_scale((1280, 800), density=2) == pytest.approx(2 * 0.6)
    assert ui_scale((2560, 1600), density=2) == pytest.approx(2.0)  # 1280x800 points
    assert ui_scale((1920, 1200), density=1.5) == pytest.approx(1.5)
    assert ui_scale((3840, 2160), density=2) > ui_scale((1920, 1080), density=2)  # the room


def test_the_pixel_density_comes_from_the_drawable_and_the_display():
    from quiver.render2d.theme import pixel_density

    assert pixel_density((1280, 800), (1280, 800), 96.0) == 1.0
    assert pixel_density((1280, 800), (1280, 800), 192.0) == 2.0  # Windows at 200%, X11 at 192 dpi
    assert pixel_density((1280, 800), (1280, 800), 144.0) == 1.5
    assert pixel_density((1280, 800), (1280, 800), 163.0) == 1.75  # a 27" 4K screen, in quarters
    # a Retina drawable twice the window: the window's units are points, drawn by the system
    assert pixel_density((1280, 800), (2560, 1600), 220.0) == 1.25
    assert pixel_density((1280, 800), (2560, 1600), 192.0) == 1.0
    # unknown or impossible reports read 1: never smaller than a standard screen
    assert pixel_density((1280, 800), None, None) == 1.0
    assert pixel_density((1280, 800), (1280, 800), 0.0) == 1.0
    assert pixel_density((1280, 800), (1280, 800), 50.0) == 1.0
    assert pixel_density((1280, 800), (1280, 800), 10000.0) == 1.0
    assert pixel_density((0, 0), (0, 0), 192.0) == 2.0


def test_the_open_window_measures_its_density(layout_home):
    import ctypes
    import warnings

    from quiver.render2d import theme
    from quiver.window import _sdl, measure_density

    app = layout.make_app((800, 600))
    try:
        assert measure_density() == 1.0  # the offscreen driver knows no DPI
        lib = _sdl()
        if lib is not None:  # the SDL2 pygame loaded: it knows pygame's window
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                window_id = pygame.Window.from_display_module().id
            lib.SDL_GetWindowFromID.restype = ctypes.c_void_p
            handle = ctypes.c_void_p(lib.SDL_GetWindowFromID(ctypes.c_uint32(window_id)))
            w, h = ctypes.c_int(0), ctypes.c_int(0)
            lib.SDL_GetWindowSize(handle, ctypes.byref(w), ctypes.byref(h))
            assert (w.value, h.value) == (800, 600)
        assert theme.density() == 1.0
        theme.set_density(2.0)
        assert theme.ui_scale((1600, 1200)) == pytest.approx(2 * 0.625)  # 800x600 points
    finally:
        theme.set_density(1.0)
        app.close()


def test_the_checks_find_what_they_look_for():
    window = pygame.Rect(0, 0, 100, 100)
    card = Item(CARD, pygame.Rect(10, 10, 50, 50))
    button = Item(WIDGET, pygame.Rect(20, 20, 30, 20))
    assert problems(Drawn([card, button, Item(TEXT, pygame.Rect(22, 22, 10, 10), "ok")]), window) == []
    out = problems(Drawn([Item(TEXT, pygame.Rect(95, 5, 10, 10), "edge")]), window)
    assert len(out) == 1 and "leaves the window" in out[0]
    out = problems(
        Drawn([Item(TEXT, pygame.Rect(0, 0, 20, 10), "a"), Item(TEXT, pygame.Rect(10, 0, 20, 10), "b")]),
        window,
    )
    assert len(out) == 1 and "overlaps" in out[0]
    out = problems(Drawn([button, Item(TEXT, pygame.Rect(40, 22, 20, 10), "long label")]), window)
    assert any("crosses the edge" in line for line in out)  # "NoneSomeMany"
    out = problems(Drawn([card, Item(TEXT, pygame.Rect(50, 12, 20, 10), "out")]), window)
    assert any("crosses the edge" in line for line in out)
    out = problems(Drawn([Item(TEXT, pygame.Rect(0, 0, 20, 10), "2d-he...-g5")]), window)
    assert any("cut short" in line for line in out)
    assert problems(Drawn([Item(TEXT, pygame.Rect(0, 0, 20, 10), "Building...")]), window) == []
    chip = Item(CARD, pygame.Rect(10, 10, 40, 20))
    out = problems(Drawn([chip, Item(TEXT, pygame.Rect(14, 14, 30, 12), "Lesson")]), window)
    assert len(out) == 1 and "cramped" in out[0]  # 4 px beside the words
    assert problems(Drawn([chip, Item(TEXT, pygame.Rect(18, 14, 24, 12), "Lesson")]), window) == []


def test_recording_notes_texts_cards_and_widgets_only_while_listening():
    from quiver.render2d import theme
    from quiver.render2d.draw import panel
    from quiver.render2d.widgets import Button

    pygame.font.init()
    surface = pygame.Surface((200, 100), pygame.SRCALPHA)
    theme.text(surface, "before", 20, theme.INK, (0, 0))
    with recording() as drawn:
        panel(surface, (10, 10, 100, 60))
        b = Button("Go", lambda: None, rect=(20, 20, 60, 30))
        b.draw(surface)
    theme.text(surface, "after", 20, theme.INK, (0, 0))
    kinds = [(i.kind, i.label) for i in drawn.items]
    assert kinds[0] == (CARD, "") and (WIDGET, "") in kinds and (TEXT, "Go") in kinds
    assert not any(label in ("before", "after") for _k, label in kinds)


@pytest.mark.parametrize("width", [640, 800, 960, 1280])
def test_the_code_chip_shows_the_longest_code_whole_and_legible(width):
    from quiver.render2d import theme
    from quiver.render2d.codechip import CODE_LEAST
    from quiver.render2d.hud import Hud

    pygame.font.init()
    for mode in ("2d", "3d", "flat"):
        code = str(layout.long_code(mode))
        hud = Hud()
        hud.set_code(code)
        hud.layout((width, 600))
        chip = hud.code_rect
        assert chip is not None and "".join(hud.code_lines) == code  # nothing cut or left out
        assert hud.code_size >= CODE_LEAST and len(hud.code_lines) <= 3
        widest = max(theme.text_size(t, hud.code_size, True)[0] for t in hud.code_lines)
        assert widest <= chip.w - 30 and chip.bottom <= 600
        assert not any(chip.colliderect(r) for name, r in hud.buttons.items() if name != "settings")


def test_a_code_breaks_at_its_dashes_into_even_lines():
    from quiver.render2d.codechip import split_code

    pygame.font.init()
    code = "2d-music_note-16x16-25-easy-9205798039334682822-g5-mltr"
    assert split_code(code, 1) == [code]
    two = split_code(code, 2)
    assert two == ["2d-music_note-16x16-25-easy-", "9205798039334682822-g5-mltr"]
    assert "".join(split_code(code, 3)) == code and len(split_code(code, 3)) == 3
    assert split_code("abc", 2) == ["abc"] and split_code("a-b", 3) == ["a-", "b"]


def _settings_rows():
    from quiver.scenes.settings_layout import ROWS, TOGGLES

    kinds = {"colorblind": "preview", "lesson": "button"}
    return [(t, d, kinds.get(k, "toggle" if k in TOGGLES else "wide")) for k, t, d in ROWS]


def test_settings_fit_every_size_legibly_and_grow_with_the_window():
    from quiver.render2d.theme import ui_scale
    from quiver.scenes.settings_layout import settings_plan

    pygame.font.init()
    cards = []
    for size in layout.SIZES:
        plan = settings_plan(size, ui_scale(size, density=1), _settings_rows())
        assert pygame.Rect(0, 0, *size).contains(plan.card)
        assert plan.f_row >= 21 and plan.f_desc >= 16 and plan.ctl_h >= 32  # legible, clickable
        assert plan.row_h >= plan.ctl_h + 8
        if size[1] >= 800:
            assert not plan.scroll  # every row at once from 1280x800 up
        cards.append(plan.card.w * plan.card.h)
    assert settings_plan((640, 480), 0.6, _settings_rows()).scroll  # the smallest window scrolls
    big = [settings_plan(s, ui_scale(s, density=1), _settings_rows()) for s in layout.SIZES[4:]]
    assert all(p.cols == 2 and p.scale > 1.0 for p in big)
    assert cards[4] < cards[5] < cards[6]  # 1920x1080 < 2560x1440 < 3840x2160: the card uses the room
    assert cards[6] > 0.5 * 3840 * 2160


def test_settings_scroll_to_every_row_at_640x480(layout_home):
    from quiver.scenes.settings import SettingsScene
    from quiver.scenes.settings_layout import ROWS

    app = layout.make_app((640, 480))
    try:
        scene = SettingsScene(app.ports)
        app.push(scene)
        assert scene.plan.scroll and scene.max_scroll > 0
        view = scene.plan.view
        # a click on a row scrolled out of sight does nothing
        hidden = scene.rows["free_camera"]
        assert hidden.y >= view.bottom
        before = app.midend.settings.free_camera
        scene.handle_event(
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(hidden.centerx, view.bottom + 2))
        )
        assert app.midend.settings.free_camera == before
        # the wheel scrolls; every control can be brought into view and clicked
        scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3))
        assert scene.scroll > 0
        for key, _, _ in ROWS:
            centre = scene.widget_center(key)
            assert view.collidepoint(centre), key
            assert view.contains(scene.rows[key]) or scene.rows[key].h > view.h
        pos = scene.widget_center("free_camera")
        scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
        scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
        assert app.midend.settings.free_camera != before
        # Tab to the last row scrolls it into view too
        scene.widget_center("colorblind")
        scene.focus = 0
        for _ in range(len(ROWS) - 1):
            scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t"))
        assert view.contains(scene.rows[ROWS[-1][0]])
    finally:
        app.close()


def test_the_shape_picker_grows_in_a_big_window(layout_home):
    sizes = {}
    for size in ((1280, 800), (3840, 2160)):
        app = layout.make_app(size)
        try:
            app.top.open_custom()
            app.top.resize(app.size)
            sizes[size] = (app.top.grid.card, app.top.grid.search_h)
        finally:
            app.close()
    (small, small_search), (big, big_search) = sizes[(1280, 800)], sizes[(3840, 2160)]
    assert big >= 2 * small and big_search >= 2 * small_search


def test_the_hud_grows_with_the_ui_scale_and_the_board_stays_between_its_bars():
    from types import SimpleNamespace

    from quiver.render2d import theme
    from quiver.render2d.hud import Hud
    from quiver.scenes.play2d import board_area

    pygame.font.init()
    hud = Hud()
    hud.set_code(str(layout.long_code("2d")))
    hud.layout((1280, 800))
    assert (hud.top_h, hud.bottom_h, hud.buttons["hint"].h) == (theme.HUD_H, theme.BAR_H, 44)
    hud.layout((640, 480))  # never smaller than at scale 1
    assert (hud.top_h, hud.bottom_h) == (theme.HUD_H, theme.BAR_H)
    small_hint = hud.buttons["hint"].w
    hud.layout((3840, 2160), SimpleNamespace(ui_scale="auto"))
    assert hud.top_h == int(theme.HUD_H * 2.7) and hud.buttons["hint"].h == int(44 * 2.7)
    assert hud.buttons["hint"].w > 2 * small_hint and hud.code_size >= 2 * 16
    _x, y, _w, h = board_area((3840, 2160), 0, hud)
    assert y >= hud.top_h and y + h <= 2160 - hud.bottom_h
    hud.layout((3840, 2160), SimpleNamespace(ui_scale="0.75"))  # Settings' size of menus counts
    assert hud.top_h == int(theme.HUD_H * 2.7 * 0.75)


@pytest.mark.parametrize("size", [(640, 480), (1280, 800), (3840, 2160)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_settings_say_why_there_is_no_sound_without_overlapping(layout_home, size):
    from quiver.scenes.settings import SettingsScene

    app = layout.make_app(size)
    try:
        note = "No audio device: sound is off"
        app.feedback.audio_note = lambda: note  # a machine without a sound card
        scene = SettingsScene(app.ports)
        app.push(scene)
        scene.widget_center("volume")  # in view where the list scrolls
        _picture, drawn = layout.draw_recorded(app, picture=False)
        assert note in [t.label for t in drawn.of(TEXT)]
        assert problems(drawn, pygame.Rect(0, 0, *app.size)) == []
    finally:
        app.close()


CLEAR = 4  # pixels between the Daily line's ink and what is above and under it
UNDER = 3  # a button's pressable under-layer shows under its rect (draw.pill)


@pytest.mark.slow
@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_lit_days_line_clears_the_month_buttons_and_the_weekdays(layout_home, size):
    """The Daily card's line under the month (a lit day's result, "... Enter plays it late")
    keeps clear of the month's "<" / ">" buttons above it and the weekdays under it: at
    640x480 it touched the buttons' foot by 2 px (what problems() forgives)."""
    app = layout.make_app(size, gl=False)
    try:
        scene = layout.lit_daily(app)
        _picture, drawn = layout.draw_recorded(app, picture=False)
        line = next(i.rect for i in drawn.of(TEXT) if i.label.startswith("Mon 30 Nov"))
        for button in (scene.prev_btn.rect, scene.next_btn.rect):
            if line.x < button.right and button.x < line.right:  # under it
                assert line.top >= button.bottom + UNDER + CLEAR, (line, button)
        weekdays = [i.rect for i in drawn.of(TEXT) if i.label in ("Mo", "Su")]
        assert weekdays and all(line.bottom + CLEAR <= r.top for r in weekdays), (line, weekdays)
        assert problems(drawn, pygame.Rect(0, 0, *size)) == []
    finally:
        app.close()


@pytest.mark.slow
@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_lessons_hint_ring_keeps_off_the_bars_and_skip(layout_home, size):
    """The hint ring round an arrow by the top bar keeps off the bars' chips and buttons and
    the lesson's Skip button (800x600 lesson: a ring 1.4 cells wide ran over the title, the
    arrows and layers chips). It still shows whole where the bars leave room (test_stranger)."""
    app = layout.make_app(size, gl=False)
    try:
        app.to_menu()
        app.flow.lesson("2d")
        play = app.top
        hud, rung = play.hud, 0
        for i in play.board.free_arrows():
            play.hint_arrow, play.hint_age = i, 99.0  # lit steadily
            picture, drawn = layout.draw_recorded(app)
            bars = (hud.top_rect, hud.bottom_rect)
            pieces = [
                it.rect for it in drawn.items if it.kind in (CARD, WIDGET) and it.rect.collidelist(bars) >= 0
            ]
            pieces.append(play.coach.skip_btn.rect)
            for r in pieces:
                lit = [
                    (x, y)
                    for x in range(r.x, r.right)
                    for y in range(r.y, r.bottom)
                    if picture.get_at((x, y))[:3] == theme.HINT
                ]
                assert not lit, f"arrow {i}: the hint ring over {r} at {lit[:3]}"
            rung += sum(
                1
                for x in range(0, size[0], 2)
                for y in range(0, size[1], 2)
                if picture.get_at((x, y))[:3] == theme.HINT
            )
        assert rung, "no ring drawn"
    finally:
        app.close()


def test_the_sample_toasts_code_is_one_of_this_generators():
    """The sample toast's puzzle code (--toasts) is one this Quiver plays, not one a player
    of it would be told is from an older Quiver (it ended in -g7 under quiver-gen/8)."""
    from quiver.game import code as codes

    code = codes.PuzzleSpec.parse(layout.TOASTS[1].rsplit(" ", 1)[1])
    codes.check_generator(code)
    assert code.generator == codes.current_generator() and len(code.special_kinds) == 3
