"""Two toasts at once over the 2D board (s198): the older waited its turn only where the
newest stood in the bar place over the HUD's top bar (s195); with the newest anywhere else
the older went over arrows. At 480x360, Copy and then a special arrow's first meeting:
"Copied" sat in a corner, the meeting over the arrows (24 000 px of them); at 640x480 on
level 1, E and then F12: the export's toast over the top rows, the screenshot's over the
bottom ones. Now no toast over the 2D board hides arrows where another place or its turn
(its time standing still) is left: the newest in the bar or off the arrows, the older off
them too or waiting. And a big picture's note, five lines see-through over the zoomed-in
board at 480x360, is said short there (picture.note_short: each line without its why),
in the bar place."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from app_helpers import app_maker, run, run_until

pygame = pytest.importorskip("pygame")

from quiver.engine.modes import SpecialKind  # noqa: E402
from quiver.game.journey import ToastKind  # noqa: E402
from quiver.game.special_levels import first_meeting  # noqa: E402
from quiver.scenes.toast_hide import aims_of, hidden  # noqa: E402
from quiver.scenes.toast_short import meeting_short  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

MET = "2d-heart-16x14-40-hard-7-g9-sltr"  # padlocks, two heads and turning signs
SHOT = "Screenshot saved to /home/someone/.local/share/quiver/pictures/quiver-2026-12-03_04-30-00.png"
EXPORT = "Board exported to /home/a/exports/quiver-2d-heart-8x7-7-hard-3451074477919113744-g9.json"


def _opened(make, size, code=None):
    """A 2D board open at `size`: `code`'s, else level 1's; no toast up."""
    from quiver.game.code import PuzzleSpec
    from quiver.game.journey import FreePuzzle, PuzzleRequest

    app = make(size=size)
    if code is None:
        app.flow.level("2d", 1)
    else:
        app.midend.lesson_seen("2d")
        app.flow.open(PuzzleRequest(FreePuzzle(), PuzzleSpec.parse(code)))
    run_until(app, lambda: getattr(app.top, "board", None) is not None, what="the board")
    run(app, 2)
    app.toasts.toasts, app.toasts.later = [], []
    return app


def _hiding(app) -> list[tuple[pygame.Rect, str]]:
    """Each card drawn now that hides any of the board's arrows (their rows), and its words."""
    app.render(force=True)
    aims = aims_of(app.toasts)
    return [(r, t.text) for r, t in app.toasts._hits if t in app.toasts.toasts and hidden(r, aims)]


def _copied_then_met(app):
    app.feedback.toast("Copied the puzzle code", short="Copied")
    kind = SpecialKind.TWO_HEADED
    app.toasts.show(first_meeting(kind), ToastKind.LESSON, short=meeting_short(kind))
    run(app, 2)


def test_a_first_meeting_after_copy_hides_no_arrow_at_480x360(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = _opened(make, (480, 360), MET)
        _copied_then_met(app)
        assert _hiding(app) == []  # (before: the meeting over the arrows, "Copied" in a corner)
        assert len(app.toasts.toasts) == 2


def test_export_then_screenshot_on_level_1_hide_no_arrow_at_640x480(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = _opened(make, (640, 480))
        app.feedback.toast(EXPORT, ToastKind.SAVED)
        app.feedback.toast(SHOT, ToastKind.SAVED)
        run(app, 2)
        assert _hiding(app) == []  # (before: both over arrows, 22% of the board)
        assert len(app.toasts._shown()) == 2  # (each in a place of its own: none had to wait)


def test_an_older_toast_with_only_places_over_arrows_waits_its_turn():
    """Where every place left for the older toast hides arrows, it waits whole, its time
    standing still, and shows once the newest has gone (a board's stand-in: one place
    off its arrows, one over them)."""
    from quiver.scenes.base import Scene
    from quiver.scenes.toast import ToastLayer

    free, over = pygame.Rect(0, 300, 640, 100), pygame.Rect(0, 80, 640, 200)
    arrows = pygame.Rect(100, 100, 440, 160)

    class Board(Scene):
        toasts_wait = toasts_apart = toasts_keep_off_aims = True

        def __init__(self):
            pass

        def toast_slots(self):
            return [free, over]

        def toast_aims(self):
            return [arrows]

    t, board = [0.0], Board()
    layer = ToastLayer(lambda: t[0], (640, 480), lambda: board)
    older = layer.show("Level 1: clear the board. Stuck? Hint shows a free arrow", seconds=4.0)
    newest = layer.show("Copied the puzzle code", seconds=4.0)
    layer.update(0.0)
    assert layer._shown() == [newest]  # (before: the older over the arrows, in the place over them)
    t[0] = 3.0
    layer.update(3.0)
    assert older.age == 0.0  # (its time standing still)
    t[0] = 4.5
    layer.update(1.5)
    assert layer.toasts == [older] and layer._shown() == [older]
    layer.full_redraw = True
    layer.draw(pygame.Surface(layer.size, pygame.SRCALPHA))
    assert [r for r, _ in layer._hits if not r.colliderect(arrows)]  # (its turn: off the arrows)


def test_layout_says_an_older_toast_over_arrows(monkeypatch, tmp_path):
    """tools/layout.py --toasts names an older toast over the 2D board's arrows (s198's
    screens met2d-copied and news2d-saved): with the turn taken away (every place free to
    the older one, as before), it says so."""
    import layout

    from quiver.scenes import toast_apart

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = _opened(make, (480, 360), MET)
        monkeypatch.setattr(toast_apart, "hidden", lambda cards, aims: 0)
        _copied_then_met(app)
        app.render(force=True)
        found = layout.covering(app, [c.inflate(-24, -24) for c in app.toasts._cards])
        assert any("an older toast hides arrows" in line for line in found), found


def test_a_pictures_note_is_said_short_off_the_board_at_480x360(monkeypatch, tmp_path):
    """layout.py's play2d_big: a picture's longest note over its zoomed-in board (a
    screenshot's path up before it). Before: five lines see-through over 47% of the board;
    s327: three lines in the bar place, over its points and arrows left."""
    import layout

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(480, 360))
        dict(layout.screens(app))["play2d_big"]()
        layout.raise_toasts(app)
        layer = app.toasts
        note = next(t for t in layer.toasts if t.long == layout.PICTURE_NOTE)
        assert note.short and note.text == note.short  # (said short here)
        layout._cards(layer)
        hits = [r for r, t in layer._hits if t is note]
        assert hits and layout.over_bar(app, hits) == []  # (off the counts: over the minimap)
        assert layout.covering(app, hits) == []  # (above the minimap, off the board: s355)
        assert layer.lines_of(note.text, layer._placement()[0][0].w) <= 2


def test_the_picture_note_has_its_short_form_as_the_puzzle_opens(monkeypatch, tmp_path):
    """The loading screen says the note with its short form (scenes/loading.py)."""
    from test_s138_stray_dots import _png

    with app_maker(monkeypatch, tmp_path, window=False, seed=7) as make:
        app = make(size=(480, 360))
        app.flow.drop_files([_png(tmp_path / "dots.png", dots=[(35, 35), (1, 38)])])
        run_until(app, lambda: app.top.name == "play2d", what="the picture's puzzle")
        toast = next(t for t in app.toasts.toasts if t.long.startswith("2 stray"))  # (and "Tap to
        assert toast.long == "2 stray dots left out: too small for arrows"  # look closer": s342)
        assert toast.short == "2 stray dots left out"  # (before: none)


def test_the_short_form_of_a_note_drops_each_why():
    from quiver.game.picture import note_short

    whole = ". ".join(
        [
            "Played at 120x160: a larger size would break this picture up",
            "101 stray dots and 1 small piece left out: no arrows fit",
            "Plays like Medium: Hard's arrows could not cover this shape",
        ]
    )
    assert note_short(whole) == "Played at 120x160, plays like Medium"  # (s327: the longest left out)
    assert note_short("Played at 120x160") is None  # (no shorter: none)
