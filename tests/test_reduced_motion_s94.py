"""Reduced motion and Ray preview leftovers (s94), each test failing before its fix:
with Reduced motion on ("no shaking, blinking or popping") the text fields' carets
still blinked and a 2D board glided to the centre after a zoom; with Ray preview off,
the 2D How to play page still said "Hold an arrow to see its path"."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run

pygame = pytest.importorskip("pygame")

from quiver.render2d.caret import BLINK, EditLine  # noqa: E402
from quiver.render2d.widgets import TextBox  # noqa: E402


def test_a_steady_caret_never_blinks_and_wakes_nothing():
    line = EditLine("7")
    for k in range(8):
        assert not line.tick(10.0 + k * BLINK * 0.6, True, steady=True) and line.blink.shown
        assert line.due(10.0 + k * BLINK * 0.6, True) is None  # no blink for the idle loop
    line.tick(20.0, True)
    assert line.tick(20.0 + BLINK * 1.1, True) and not line.blink.shown  # blinking: off now
    assert line.tick(20.0 + BLINK * 1.2, True, steady=True) and line.blink.shown  # on: redrawn
    box = TextBox((10, 10, 300, 50), "abc")
    box.tick(5.0)
    assert not box.tick(5.0 + BLINK * 1.5, steady=True) and box.line.blink.shown


def _seen_over(app, shown, seconds: float = 3 * BLINK) -> set[bool]:
    seen = set()
    for _ in range(int(seconds * 60)):
        run(app)
        seen.add(shown())
    return seen


def _key(k, text=""):
    post(pygame.KEYDOWN, key=k, mod=0, unicode=text, scancode=0)
    if text:
        post(pygame.TEXTINPUT, text=text)


@pytest.mark.parametrize("card", ["seed", "picture", "settings", "search"])
def test_with_reduced_motion_every_caret_holds_steady(monkeypatch, tmp_path, card):
    """The Enter-seed and Your-picture cards, Settings' leaderboard fields and the
    menu's shape search: the bar stays on while typing, and no blink wakes the loop."""
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        app.midend.settings.reduced_motion = True
        menu = app.top
        if card == "search":
            menu.open_custom()
            _key(pygame.K_SLASH, "/")
            run(app)
            line, scene = menu.grid.line, menu
        else:
            opens = {"seed": menu.enter_seed, "picture": menu.open_picture}
            opens["settings"] = app.flow.open_settings
            opens[card]()
            run(app, 2)
            scene = app.top
            if card == "settings":
                scene.focus = scene.order.index("leaderboard_name")
                _key(pygame.K_END)
                box = scene.text_boxes["leaderboard_name"]
            else:
                _key(pygame.K_7, "7")
                box = scene.box
            run(app, 2)
            assert box.active
            line = box.line
        assert _seen_over(app, lambda: line.blink.shown) == {True}, "the caret blinked"
        assert scene.wake_at() is None
        app.midend.settings.reduced_motion = False  # (and it blinks again without)
        assert _seen_over(app, lambda: line.blink.shown) == {True, False}


@pytest.mark.parametrize("reduced", [False, True])
def test_with_reduced_motion_a_2d_board_is_centred_at_once_after_a_zoom(reduced):
    """The minimap goes on a zoom out: the board, held where the zoom put it, glides
    home once the zoom has rested; with reduced motion it is there on that frame."""
    from test_dock_zoom_holds import _play, _settle, _step_until_dock_changes

    from quiver.game.settings import Settings

    play = _play((1280, 800))
    play.apply_settings(Settings(reduced_motion=reduced))
    ox, oy = play.view.origin()
    bw, bh = play.view.board_px
    pos = (ox + bw * 0.1, oy + bh * 0.1)  # (a spot it is off-centre after)
    _step_until_dock_changes(play, 1.25, pos)
    play.controls.zoom(1.25, pos)
    out = (pos[0] + bw * 0.2, pos[1] + bh * 0.1)  # (out about another spot: it stays off-centre,
    _step_until_dock_changes(play, 0.8, out)  # each step's spot kept exactly since s346)
    assert play.view.held
    moves = [m for m in _settle(play) if m]
    centred = play.view.origin()
    play.view.center()
    assert not play.view.held and centred == play.view.origin()  # home, centred
    assert (len(moves) == 1) is reduced, moves[:5]  # one jump, or a glide of many frames


@pytest.mark.parametrize("mode", ["2d", "3d", "flat"])
@pytest.mark.parametrize("preview", [True, False])
def test_how_to_play_says_what_holding_an_arrow_shows(monkeypatch, tmp_path, mode, preview):
    """2D: "Hold an arrow to see its path" only with Ray preview on; off, it says the
    setting shows it. 3D and Flat never promised it (their preview is the pointer's)."""
    from quiver.app import App
    from quiver.scenes.legend import LegendScene
    from quiver.scenes.legend_words import WORDS

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    app = App((640, 480), window=False, sound=False, realtime=False, clock=lambda: 1e3)
    try:
        app.to_menu()
        app.midend.settings.ray_preview = preview
        card = LegendScene(app.ports, mode)
        app.push(card)
        lines = card._lines(app.midend.settings)
        said = " ".join(text for text, *_ in lines)
        assert ("Hold an arrow to see its path" in said) is (preview and mode == "2d")
        assert ("Ray preview" in said) is (not preview and mode == "2d")
        assert "path" not in said or mode == "2d"
        top = card._title()[2].bottom + max(8, int(18 * card.scale))  # (as test_stranger_s37)
        width = card.card.w - 2 * max(16, int(40 * card.scale)) - 4
        _f, keep = card._fit(lines, card.lesson_btn.rect.y - 8 - top, width)
        assert all(w in [text for text, *_ in lines[:keep]] for w in WORDS)  # the longer line fits
    finally:
        app.close()
        pygame.display.quit()
