"""Toast placement leftovers (a stranger's round): no toast over the 2D board's buttons
with a long code at 800x600, nor over a lesson's bars, bubble or arrow at 640x480, nor
over the Levels and Daily titles; over the 3D views, off the arrows' heads where no
side is free; a lesson's toast never a frame over its bubble; and the layout tool's
toast checks at every size."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above
import test_toast_places as places  # noqa: E402 - its `make` fixture and `cards`

app_at = places.make  # the fixture: an app on a fresh data folder, at a size
gl_app = places.gl_app  # the same, a GL window
SIZES = [(640, 480), (800, 600), (1024, 768), (1280, 800), (1920, 1080), (600, 900), (1600, 600)]


def _name(size) -> str:
    return f"{size[0]}x{size[1]}"


def _hud_kept(play) -> list[pygame.Rect]:
    """The bars' buttons, the code chip and the top bar (less its bar place, area2d.banner:
    a toast's where every place over the board hides arrows, s190, s195): never under a toast."""
    from quiver.scenes.play_toasts import play_clear

    hud, top = play.hud, [r for r in play_clear(play) if play.hud.top_rect.contains(r)]
    return [*hud.buttons.values(), *filter(None, [hud.code_rect]), *top]


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1024, 768)], ids=_name)
def test_toasts_on_the_2d_board_keep_off_its_bars_with_a_long_code(app_at, size):
    """800x600, a long code: the bar has no free middle, and a two-line toast rose out of
    it over Hint, Restart and Pause. It goes over the board, whole in the window."""
    app = app_at(size)
    play = layout._play(app, "2d")
    for text in layout.TOASTS:
        app.feedback.toast(text)
    shown = places.cards(app.toasts)
    assert shown
    for r in shown:
        assert pygame.Rect(0, 0, *size).contains(r), r
        assert r.collidelist(_hud_kept(play)) < 0, (r, _hud_kept(play))


def _steps(coach):
    """Every step of the lesson's first board, in turn."""
    for k in range(len(coach.stages[coach.stage].steps)):
        coach.step = k
        yield k


def test_a_lessons_toasts_keep_off_its_bars_bubble_and_arrow_at_640x480(app_at):
    """640x480, a 2D lesson: toasts stood on the bottom bar over its buttons (and, rising
    from a band under the top bar, over its chips), then over the pointer's leader. At
    every step they keep off both bars' buttons and chips, the bubble, Skip lesson, the
    pointer and its leader and the arrow the bubble points at."""
    app = app_at((640, 480))
    _lesson_toasts(app, "2d")


def _lesson_toasts(app, mode: str) -> None:
    """At every step of `mode`'s first lesson board, two long toasts and a short one
    cover none of what a lesson keeps clear; the short one shows."""
    from quiver.scenes.play_toasts import lesson_words

    app.flow.lesson(mode)
    play = app.top
    for texts in (layout.TOASTS, ["Copied the code"]):
        for k in _steps(play.coach):
            layout.draw_recorded(app, picture=False)  # (the bubble is placed as it is drawn)
            app.toasts.toasts = []
            for text in texts:
                app.feedback.toast(text)
            keep = lesson_words(play) + _hud_kept(play)
            shown = places.cards(app.toasts)
            line = play.coach.leader  # the dashed line from the bubble to its pointer
            dots = [] if line is None else [_between(*line, t / 10) for t in range(11)]
            for r in shown:
                assert r.collidelist(keep) < 0, (mode, k, texts, r, keep)
                assert not any(r.collidepoint(p) for p in dots + play.coach.tip), (mode, k, r, line)
            assert shown or len(texts) > 1, (mode, k, "a short toast finds a place")


def _between(a, b, t: float) -> tuple[int, int]:
    return int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t)


@pytest.mark.slow  # a GL window
@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_a_3d_lessons_toasts_keep_off_its_bars_bubble_and_arrow_at_640x480(gl_app, mode):
    """640x480, the 3D and Flat 3D lessons: as in 2D; "Copied the code" waited at the
    Flat lesson's second step, every spot over the shape running into the bubble, Skip
    lesson or the arrow it points at (a toast hangs from a spot's top now)."""
    app = gl_app((640, 480))
    if layout._play(app, mode) is None:
        pytest.skip("no OpenGL here")
    _lesson_toasts(app, mode)


@pytest.mark.parametrize("size", [(640, 480), (800, 600)], ids=_name)
def test_two_toasts_on_levels_leave_its_title_and_back_clear(app_at, size):
    """640 and 800 wide: two toasts at once stood over the title "Levels". They go right
    of it, left of Back, over none of the tabs; a one-line one shows whole."""
    from quiver.scenes.levels import LevelsScene

    app = app_at(size)
    scene = LevelsScene(app.ports, "2d")
    app.push(scene)
    title = next(i.rect for i in places.words(scene) if i.label == "Levels")
    for texts in (layout.TOASTS, ["Level 5 is locked: clear level 1 first."]):
        app.toasts.toasts = []
        for text in texts:
            app.feedback.toast(text)
        shown = places.cards(app.toasts)
        assert shown
        for r in shown:
            assert r.collidelist([title, scene.back.rect, scene.tabs.rect]) < 0, (r, title)
    assert app.toasts._most > 1, "the one-line toast is not cut"


@pytest.mark.parametrize(  # (800x600, 1024x768 and 1280x800, between the others, in the slow tier)
    "size",
    [s if s[0] in (640, 1920, 600, 1600) else pytest.param(s, marks=pytest.mark.slow) for s in SIZES],
    ids=_name,
)
def test_two_toasts_cover_no_words_on_levels_daily_or_the_2d_board(app_at, size):
    """tools/layout.py --toasts on Levels, Daily, the 2D board and its lesson at every size:
    two toasts at once cover no title, words or button, nothing a screen keeps clear of
    them, and do not move after their first frame."""
    app = app_at(size)
    found = []
    for name, go in layout.screens(app):
        if name in ("levels", "daily", "play2d", "lesson2d") and go() is not None:
            layout.raise_toasts(app)
            picture, seen = layout.draw_recorded(app)
            found += [f"{name}: {line}" for line in layout.with_toasts(app, picture, seen)]
    assert found == []


def test_a_lessons_first_toast_never_sits_a_frame_over_its_bubble(app_at):
    """640x480: a toast shown as a lesson opens was placed before its bubble was drawn:
    for one frame it stood over the bubble, then jumped away. It is placed where it stays."""
    from quiver.game.journey import ToastKind
    from quiver.scenes.play_toasts import lesson_words

    app = app_at((640, 480))
    app.flow.lesson("2d")
    app.feedback.toast("Could not save your progress: the disk is full", ToastKind.WARN)
    app.step()
    first = [tuple(r) for r in app.toasts._cards]
    app.step()
    assert first and first == [tuple(r) for r in app.toasts._cards]
    assert pygame.Rect(first[0]).inflate(-20, -20).collidelist(lesson_words(app.top)) < 0


@pytest.mark.slow  # a GL window
@pytest.mark.parametrize("mode", ["3d", "flat"])
@pytest.mark.parametrize("size", [(800, 600), (1024, 768)], ids=_name)
def test_toasts_on_the_3d_views_hide_fewer_heads_than_the_low_band(gl_app, mode, size):
    """Beside the shape the free sides are under 200 px, and the toasts dropped into the
    low band over the shape's lower edge and its arrows' heads. They go where they hide
    fewest heads: never more than there, at 800x600 fewer; readable, off the HUD."""
    app = gl_app(size)
    play = layout._play(app, mode)
    if play is None:
        pytest.skip("no OpenGL here")
    for text in layout.TOASTS:
        app.feedback.toast(text)
    shown = places.cards(app.toasts)
    assert shown and all(r.w >= 200 for r in shown)
    heads = [play.ctl.camera.project(play.head_point(i), *size)[:2] for i in play.board.alive]

    def hidden(rects):
        return sum(any(r.collidepoint(x, y) for r in rects) for x, y in heads)

    low, y = [], play.hud.bottom_rect.y - 12
    for r in shown:  # the same cards in the low band: stacked up from the bar, centred
        q = r.copy()
        q.midbottom = (size[0] // 2, y)
        low.append(q)
        y = q.y - 12
    assert hidden(shown) <= hidden(low)
    assert hidden(shown) < hidden(low) or size != (800, 600) or not hidden(shown)  # (none: s195's bar)
    for r in shown:
        assert r.collidelist(_hud_kept(play)) < 0, r


@pytest.mark.slow  # a GL window
def test_a_3d_lessons_first_toast_never_jumps(gl_app):
    """The 3D lesson's toast sat one frame in the low band, over the bubble drawn after
    it was placed, then moved: it is placed off the bubble on its first frame."""
    from quiver.game.journey import ToastKind
    from quiver.scenes.play_toasts import lesson_words

    app = gl_app((640, 480))
    app.flow.lesson("3d")
    if type(app.top).__name__ != "Play3DScene":
        pytest.skip("no OpenGL here")
    app.feedback.toast("Could not save your progress: the disk is full", ToastKind.WARN)
    app.step()
    first = [tuple(r) for r in app.toasts._cards]
    app.step()
    assert first and first == [tuple(r) for r in app.toasts._cards]
    keep = lesson_words(app.top) + _hud_kept(app.top)
    assert pygame.Rect(first[0]).inflate(-20, -20).collidelist(keep) < 0


@pytest.mark.slow  # a GL window
def test_a_toast_over_the_3d_view_stays_put_while_the_view_turns(gl_app):
    """Where a toast over the shape hides fewest heads changes as the view turns: it
    stays where it was placed while that place holds it (no toast hopping about)."""
    app = gl_app((800, 600))
    play = layout._play(app, "3d")
    if play is None:
        pytest.skip("no OpenGL here")
    app.feedback.toast(layout.TOASTS[1])
    first = places.cards(app.toasts)
    for _ in range(12):
        play.ctl.camera.rotate_local(0.25, 0.05)
        assert places.cards(app.toasts) == first


def test_a_long_toast_on_daily_is_cut_where_most_of_it_shows(app_at):
    """800x600: a long toast fits whole nowhere on Daily, and it was cut to one line
    beside the title, though two fit under the best dailies' words. It goes where more
    of it shows, over none of the card's words."""
    from quiver.scenes.daily import DailyScene
    from quiver.scenes.toast import _card_h

    app = app_at((800, 600))
    scene = DailyScene(app.ports)
    app.push(scene)
    app.feedback.toast(layout.TOASTS[1])
    (shown,) = places.cards(app.toasts)
    assert shown.h >= _card_h(2)
    assert shown.collidelist([i.rect for i in places.words(scene)]) < 0


@pytest.mark.slow  # a GL window
def test_two_long_toasts_both_show_on_the_3d_views_and_lesson_at_640x480(gl_app):
    """640x480, the 3D and Flat 3D views and the 3D lesson: of a path and a code up at
    once, the older waited (its time standing still) while the newer showed, no place
    off the shape's middle holding it at 16 px. Both show at once, whole, off the bars,
    the bubble and the shape's middle (tools/layout.py --toasts: no problem)."""
    app = gl_app((640, 480))
    if layout._play(app, "3d") is None:
        pytest.skip("no OpenGL here")
    found = []
    for name, go in layout.screens(app):
        if name in ("play3d", "playflat", "lesson3d") and go() is not None:
            layout.raise_toasts(app)
            picture, seen = layout.draw_recorded(app)
            found += [f"{name}: {line}" for line in layout.with_toasts(app, picture, seen)]
    assert found == []
