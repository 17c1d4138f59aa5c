"""Short forms for the play views' toasts (s130). At 480x360 in a lesson the screenshot's
path and Copy's code (tools/layout.py --toasts) waited while a step was up, their time
standing still: every place wide enough lay over the lesson's words, the arrow it points
at, a bar or the buttons, and neither had a short form the toast layer could say instead
(quiver/scenes/toast_short.py). A saved file's toast now shortens to the file's name, and
Copy's to "Copied the puzzle code": they show at once, clear of the lesson's words."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import layout  # noqa: E402 - tools/layout.py, found through the path above
import test_toast_places as places  # noqa: E402 - its `make` and `gl_app` fixtures

from quiver import feedback  # noqa: E402
from quiver.game.journey import ToastKind  # noqa: E402
from quiver.scenes.play_toasts import lesson_words  # noqa: E402

app_at, gl_app = places.make, places.gl_app
SHOT = layout.TOASTS[0]
CODE = str(layout.SAMPLE_CODE)
FRAMES = 3  # the toasts show within this many frames of being raised


def test_a_saved_files_toast_shortens_to_the_files_name():
    assert feedback.saved_short(SHOT) == "Screenshot saved"  # (a name of 30: its time, s327)
    assert (
        feedback.saved_short("Board exported to /home/a/exports/sun-1.json") == "Board exported: sun-1.json"
    )
    for plain in ("Sound off", "Copied the puzzle code to the clipboard: 2d-x", "Saved to pictures/a.png"):
        assert feedback.saved_short(plain) is None  # (no folder named: nothing to leave out)


class _Layer:
    """What GameFeedback shows, with each toast's short form."""

    def __init__(self) -> None:
        self.shown: list[tuple[str, str | None]] = []

    def show(self, text, kind=ToastKind.INFO, seconds=4.0, short=None, behind=False):
        self.shown.append((text, short))


def test_copy_and_a_saved_file_give_the_layer_their_short_forms(monkeypatch):
    monkeypatch.setattr(feedback, "copy_text", lambda text: True)
    layer = _Layer()
    fb = feedback.GameFeedback(None, layer, sound=False, shown=lambda: None)  # type: ignore[arg-type]
    fb.copy_to_clipboard(CODE, "the puzzle code")
    fb.copy_to_clipboard(CODE, "the puzzle code", shown=True)  # (the chip shows it; short: "Copied", s165)
    fb.toast("Board exported to /home/a/exports/sun-1.json", ToastKind.SAVED)  # (midend.export_board)
    fb.toast("Level 7 is locked")
    assert layer.shown == [
        (f"Copied the puzzle code to the clipboard: {CODE}", "Code copied"),  # (s327)
        ("Copied the puzzle code", "Copied"),
        ("Board exported to /home/a/exports/sun-1.json", "Board exported: sun-1.json"),
        ("Level 7 is locked", None),
    ]


def _lesson(app, mode: str):
    for name, go in layout.screens(app):
        if name == f"lesson{mode}":
            return go()
    raise AssertionError(mode)


def _raise_as_the_game(app, monkeypatch) -> None:
    """F12, then C, as the game says them (feedback.py), over the lesson's first step."""
    monkeypatch.setattr(feedback, "copy_text", lambda text: True)
    app.toasts.toasts = []
    app.feedback.toast(SHOT, ToastKind.SAVED)
    app.feedback.copy_to_clipboard(CODE, "the puzzle code")


def _shown_clear(app, play, queue: bool = False) -> list[pygame.Rect]:
    """The toasts' cards once they show (within FRAMES frames), each checked whole and clear
    of the lesson's words and the arrow its bubble points at; `queue`: the newest may show
    alone, in the compact form, the other waiting its turn (its card says "+1")."""
    layer = app.toasts
    for _ in range(FRAMES):
        layout.draw_recorded(app, picture=False)  # (the lesson's bubble is placed as it is drawn)
        layer.update(0.0)
        if len(layer._shown()) == len(layer.toasts) or (queue and layer._compact and layer._shown()):
            break
    shown = layer._shown()
    assert len(layer.toasts) == 2 and shown and layer.toasts[-1] in shown, layer.texts()  # (s217: both
    # may show, in the order of their places, where the 3D lesson's shape is beside its bubble)
    assert len(shown) == 2 or (queue and layer._compact), layer.texts()
    assert layout.unseen(layer) == []  # (none waits, none cut short)
    cards = [pygame.Rect(r) for r in layout._cards(layer)]
    words = lesson_words(play)
    assert words and [c for c in cards if c.collidelist(words) >= 0] == []
    assert [c for c in cards if c.collidelist(play.toast_clear()) >= 0] == []
    return cards


def test_at_480x360_a_2d_lessons_path_and_code_show_clear_of_its_words(app_at, monkeypatch):
    app = app_at((480, 360))
    play = _lesson(app, "2d")
    _raise_as_the_game(app, monkeypatch)
    _shown_clear(app, play)
    assert app.toasts.texts() == ["Screenshot saved", "Code copied"]


@pytest.mark.slow  # (a GL window)
def test_at_480x360_a_3d_lessons_toasts_show_off_its_words_and_the_shapes_middle(gl_app, monkeypatch):
    """The 3D lesson at 480x360: Copy's code took a card of six lines over the shape's middle
    (tools/layout.py), the path waiting its turn; now a compact card of one line, the path
    next (a queue: one at a time in the corner off the lesson's Skip button)."""
    app = gl_app((480, 360))
    play = _lesson(app, "3d")
    if getattr(play, "ctl", None) is None:
        pytest.skip("no OpenGL here: the 3D lesson is not drawn")
    _raise_as_the_game(app, monkeypatch)
    cards = _shown_clear(app, play, queue=True)
    middle = [r for what, r in layout._kept(play) if what == "the shape's middle"]
    assert [c for c in cards if c.collidelist(middle) >= 0] == []


@pytest.mark.slow  # (a GL window)
@pytest.mark.parametrize("which", ["play3d", "playflat"])
def test_at_480x360_the_3d_views_toasts_keep_off_the_shapes_middle(gl_app, which):
    """At 480x360 the path and the code, short, stood in 18 px over the middle of the
    sphere and the Flat block (tools/layout.py: "toast over the shape's middle"): now in
    the compact form, one above the shape, one in a corner beside it, both whole."""
    app = gl_app((480, 360))
    play = next(go() for name, go in layout.screens(app) if name == which)
    if getattr(play, "ctl", None) is None:
        pytest.skip("no OpenGL here: the 3D views are not drawn")
    layout.raise_toasts(app)
    layer = app.toasts
    layer.update(0.0)
    assert len(layer._shown()) == len(layer.toasts) == 2 and layout.unseen(layer) == []
    cards = [pygame.Rect(r) for r in layout._cards(layer)]
    middle = [r for what, r in layout._kept(play) if what == "the shape's middle"]
    assert middle and [c for c in cards if c.collidelist(middle) >= 0] == []
    assert [c for c in cards if c.collidelist(play.toast_clear()) >= 0] == []
