"""s75, toasts at every window size (known leftovers): (1) "Board exported to ..." stood
over the lower right of the 3D shape at 1024x600; (2) three startup warnings lay over
Settings' rows at 1280x800 for 12 s; (3) "Out of hearts" stood over the lower arrows of
the 2D lesson's second board at 640x480; (4) a 2D wheel zoom or arrow-key pan moved the
toasts at each step (a drag held them still: s74)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above
import test_toast_places as places  # noqa: E402 - its `make` and `gl_app` fixtures, `cards`, `words`
from app_helpers import app_maker, post, run  # noqa: E402
from closer import look_closer  # noqa: E402
from test_toast_places_s68 import _puzzle  # noqa: E402 - the anchor puzzle
from test_toast_places_s68 import cards as drawn_cards  # noqa: E402

make, gl_app = places.make, places.gl_app

EXPORTED = (
    "Board exported to /home/someone/.local/share/quiver/exports/"
    "quiver-3d-octahedron-9x9x9-56-easy-9205798039334682822-g9-mltr.json"
)
WARNINGS = (
    "Your settings file could not be read (settings.json: Expecting value: line 1 column 1"
    " (char 0)); it was moved aside to settings.json.bad and defaults are used.",
    "Your progress file could not be read (progress.json: Expecting value); it was moved"
    " aside to progress.json.bad.",
    "No audio device: sound is off",
)


@pytest.mark.slow  # (an OpenGL window; skipped without OpenGL)
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_export_toast_stands_beside_the_3d_shape(gl_app, size):
    """1024x600: in TEXT the path took four lines in a place over the shape's lower
    right (the column beside it too narrow); 14 px holds it whole there. 1920x1080: it
    keeps the window's bigger print beside the shape (weighing the box round the shape,
    it took 18 px in a corner)."""
    from quiver.game.journey import ToastKind
    from quiver.scenes.play_toasts import outline
    from quiver.scenes.toast_bar import under_bar
    from quiver.scenes.toast_cards import TEXT

    app = gl_app(size)
    play = layout._play(app, "3d")
    if play is None:
        pytest.skip("no OpenGL here")
    for _ in range(5):
        app.step()
    app.toasts.show(EXPORTED, ToastKind.SAVED)
    (card,) = places.cards(app.toasts)
    assert card.collidelist(under_bar(play, outline(play))) < 0, card  # (or over the HUD's bar: s195)
    assert layout.unseen(app.toasts) == []  # (whole, not waiting)
    assert app.toasts._text > TEXT or size[0] < 1280


@pytest.mark.parametrize("size", [(1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("folder", ["/home/someone/.config/quiver", None], ids=["usual", "long"])
def test_startup_warnings_keep_off_the_settings_rows(monkeypatch, tmp_path, size, folder):
    """A corrupt settings file, a corrupt progress file and no audio device: three
    warnings, 12 s each, two of them lent the rows' words (over Colour-blind palette,
    Reduced motion, Show free arrows...). Under a data folder of a usual length they show
    all at once, compact, beside the title and in the footer between where the settings
    are saved and Done (s272: a 16th row took the free cell under the last row); under a
    long one (the test's own folder) the footer's note takes that room and they show in
    turn. Never over a row's words."""
    from pathlib import Path

    from quiver.scenes import settings_draw
    from quiver.scenes.settings import SettingsScene

    if folder is not None:
        monkeypatch.setattr(settings_draw, "settings_path", lambda: Path(folder) / "settings.json")
    with app_maker(monkeypatch, tmp_path, window=False) as new:
        app = new(size=size)
        app.feedback.show_warnings(WARNINGS)
        card = SettingsScene(app.ports)
        app.push(card)
        run(app, 3)
        seen = places.words(card)
        shown = places.cards(app.toasts)
        if folder is not None:
            assert len(shown) == 3 and layout.unseen(app.toasts) == []
        else:
            assert shown and len(app.toasts.texts()) == 3  # (the rest waiting: "+2" on the card)
        for r in shown:
            hit = [i for i in seen if r.inflate(-4, -4).colliderect(i.rect)]
            assert not hit, (r, hit)


def _lesson_board_lost(app, stage: int):
    """The 2D lesson at board `stage`, played to no hearts: the board it starts again on."""
    from test_toast_leftovers import _lesson_lost

    return _lesson_lost(app, stage)


@pytest.mark.parametrize("stage", [0, 1])
def test_out_of_hearts_in_a_640x480_lesson_keeps_off_the_arrows(make, stage):
    """The second board's bubble spans the window under the arrows and Skip lesson stands
    above their right: the toast stood over the lower arrows; it goes in the column right
    of them, between the two (a 2D lesson under 800 px wide takes a column that narrow)."""
    from quiver.scenes.area2d import arrow_cells
    from quiver.scenes.play_toasts import lesson_words

    app = make((640, 480))
    play = _lesson_board_lost(app, stage)
    assert app.toasts.texts() == ["Out of hearts: this board starts again"]
    (card,) = places.cards(app.toasts)
    cells = arrow_cells(play.view, play.board)
    assert card.collidelist(cells) < 0, (card, cells)
    assert card.collidelist([*lesson_words(play), *play.hud.buttons.values()]) < 0, card
    assert layout.unseen(app.toasts) == []


def _two_toasts(app) -> None:
    app.feedback.toast("Combo x3!", seconds=60)
    app.feedback.toast("Copied the puzzle code", seconds=60)
    run(app, 3)


def _moves_held(app, play, step, steps: int = 8) -> None:
    """`step()` moves the view a step (4 frames after it), 8 times: the toasts stand
    still all the while, the idle loop wakes when they may move, and they move once at
    most after."""
    first = drawn_cards(app)
    assert len(first) == 2
    for _ in range(steps):
        step()
        assert drawn_cards(app) == first
    assert app.toasts.wake_at() == pytest.approx(play.toasts_held_until())
    seen = [first]
    for _ in range(40):
        run(app, 1)
        if drawn_cards(app) != seen[-1]:
            seen.append(drawn_cards(app))
    assert len(seen) <= 2


def test_2d_toasts_stand_still_through_a_wheel_zoom(monkeypatch, tmp_path):
    """A 48x48 board at 1024x600, two toasts up, eight wheel steps out about the middle:
    each step brought other arrows under the toasts, and they hopped (a drag held them)."""
    with app_maker(monkeypatch, tmp_path, window=False) as new:
        app = new(size=(1024, 600))
        play = _puzzle(app, size=(48, 48))
        look_closer(play)  # (its first look is whole: a tap looks closer, s342)
        run(app, 5)
        _two_toasts(app)

        def wheel():
            post(pygame.MOUSEMOTION, pos=(512, 300), rel=(0, 0), buttons=(0, 0, 0))
            post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
            run(app, 4)

        _moves_held(app, play, wheel)


def test_2d_toasts_stand_still_through_arrow_key_pans(monkeypatch, tmp_path):
    """Zoomed in on the 48x48 board, four presses of Up pan it: the toasts stand still."""
    with app_maker(monkeypatch, tmp_path, window=False) as new:
        app = new(size=(1024, 600))
        play = _puzzle(app, size=(48, 48))
        look_closer(play)  # (its first look is whole: a tap looks closer, s342)
        run(app, 5)
        for _ in range(3):
            post(pygame.MOUSEMOTION, pos=(512, 300), rel=(0, 0), buttons=(0, 0, 0))
            post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
            run(app, 4)
        run(app, 60)
        assert play.view.pannable
        _two_toasts(app)
        panned = []

        def pan():
            oy = play.view.oy
            app.clock.t += 0.3  # (never a stray repeat)
            post(pygame.KEYDOWN, key=pygame.K_UP, mod=0, unicode="", scancode=0)
            post(pygame.KEYUP, key=pygame.K_UP, mod=0, unicode="", scancode=0)
            run(app, 4)
            panned.append(play.view.oy != oy)

        _moves_held(app, play, pan, 4)
        assert all(panned)
