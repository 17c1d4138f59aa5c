"""A player with only a mouse had no way to How to play from a puzzle but the pause card,
and a board's untaught special arrows said "F1 shows its lesson" (s133). A wide play bar
has a "?" button beside the gear in 2D, 3D and Flat 3D: a click opens How to play as F1
does, it lights under the pointer, and it stays clear of every other control. A narrower
bar, every pixel of it its chips' and title's, gives it way (the pause card's How to play)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, click, run

pygame = pytest.importorskip("pygame")

from quiver.game.code import complete  # noqa: E402
from quiver.render2d.hud import Hud  # noqa: E402

WIDE = ((1280, 800), (1920, 1080), (1366, 768), (3840, 2160))
NARROW = ((480, 360), (600, 900), (640, 480), (800, 600), (1024, 600))
CODE = "2d-music_note-16x16-25-easy-9205798039334682822-g9-mltr"
TITLES = ("Music Note  \u2022  Easy", "Daily 2026-12-02  \u2022  Heart", "Lesson: Little Tower")


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()


@pytest.mark.parametrize("size", WIDE + NARROW)
@pytest.mark.parametrize("lesson", [False, True])
def test_a_wide_bar_has_the_help_button_beside_the_gear_clear_of_every_other_control(size, lesson):
    hud = Hud(esc_pauses=not lesson)
    hud.set_code("" if lesson else CODE)
    hud.layout(size)
    q = hud.buttons.get("legend")
    assert (q is not None) == (size in WIDE)  # a narrower bar gives it way
    if q is None:
        return
    assert hud.top_rect.contains(q) and hud.hit(q.center) == "legend"
    assert q.right < hud.buttons["settings"].x and q.centery == hud.buttons["settings"].centery
    others = [r for name, r in hud.buttons.items() if name != "legend"]
    assert q.collidelist(others) < 0
    assert hud.code_rect is None or not q.colliderect(hud.code_rect)


@pytest.mark.parametrize("size", WIDE)
@pytest.mark.parametrize("title", TITLES)
def test_the_chips_and_title_keep_clear_of_the_help_button(size, title):
    """Every word and number the top bar draws lies left of the "?" (or is its own "?")."""
    from quiver.render2d import drawn
    from quiver.render2d.hudinfo import HudInfo

    hud = Hud()
    hud.set_code(CODE)
    hud.layout(size)
    info = HudInfo(3, 3, 999, 999, 35999, 99, CODE, title, show_timer=True, score=99999)
    with drawn.recording() as seen:
        hud.draw(pygame.Surface(size), info)
    q = hud.buttons["legend"]
    words = [i for i in seen.of(drawn.TEXT) if i.rect.bottom <= hud.top_h and i.label != "?"]
    assert words and all(i.rect.right < q.x for i in words), [(i.label, i.rect) for i in words]
    assert any(title.startswith(i.label) for i in words)  # (the title still shown)


def _lit(hud: Hud, size) -> tuple:
    from quiver.render2d.hudinfo import HudInfo

    s = pygame.Surface(size, pygame.SRCALPHA)
    info = HudInfo(
        hearts=3, max_hearts=3, arrows_left=5, arrows_total=5, elapsed=0.0, depth=1,
        code="", title="Puzzle", show_timer=False, score=None,
    )  # fmt: skip
    hud.draw(s, info)
    q = hud.buttons["legend"]
    return tuple(s.get_at((q.x + hud.px(8), q.centery)))


def test_the_help_button_lights_under_the_pointer():
    hud = Hud()
    hud.layout((1280, 800))
    plain = _lit(hud, (1280, 800))
    assert hud.set_hover(hud.buttons["legend"].center) and hud.hover == "legend"
    assert _lit(hud, (1280, 800)) != plain
    hud.off = frozenset({"legend"})  # (under a lesson's "Well done" card: does nothing, unlit)
    assert _lit(hud, (1280, 800)) == plain


def test_a_click_on_it_opens_how_to_play_in_2d(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        app.flow.open_code(complete("2d", "heart", 12, None, "easy", 3))
        for _ in range(600):
            run(app)
            if getattr(app.top, "session", None) is not None:
                break
        play = app.top
        click(app, play.hud.buttons["legend"].center)
        run(app, 3)
        assert app.top.name == "legend" and app.top.mode == "2d"
        assert app.stack[-2] is play  # over the puzzle, as F1 opens it


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_a_click_on_it_opens_how_to_play_in_3d_and_flat(monkeypatch, tmp_path, mode):
    from gl_helpers import app_window, open_code

    with app_window(monkeypatch, tmp_path, (1280, 720), frame_time=1 / 60) as win:
        play = open_code(win, complete(mode, "cube", None, None, "easy", 3))
        win.run(3)
        win.click(*play.hud.buttons["legend"].center)
        win.run(3)
        assert win.app.top.name == "legend" and win.app.top.mode == mode
