"""A pad player sees the pad's buttons, not the keyboard's keys (s166), driven through the
app's real loop with injected pad and key events (no window: the fast tier):

* after a pad's press the menus' key chips name the pad's button that does the same
  ("Esc" reads "B", "F1" "View", Levels' "Tab" "X"), and a key no pad button presses
  ("C", "L", "O", "D") shows none; after a keyboard's press, the keys again;
* B on the home menu asks "Quit Quiver?" with Stay ringed (B then A quit the game), its
  line naming the pad's buttons; Esc asks the same, Stay ringed.
"""

from __future__ import annotations

import pytest
from app_helpers import app_maker, post, run
from test_s135_pad_typing import button, focus_with_x

pygame = pytest.importorskip("pygame")

A, B, X = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B, pygame.CONTROLLER_BUTTON_X
RIGHT = pygame.CONTROLLER_BUTTON_DPAD_RIGHT
KEYS = {"Enter", "Esc", "F1", "C", "L", "O", "D", "Tab", "PgUp", "PgDn"}


def key(app, k: int) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    run(app, 1, dt=0.5)


def texts(scene) -> list[str]:
    """Every text `scene` draws now (its labels, key lines and key caps)."""
    from quiver.render2d import drawn

    with drawn.recording() as got:
        scene.full_redraw = True
        scene.draw(pygame.Surface(scene.size))
    return [i.label for i in got.of(drawn.TEXT)]


def test_pad_names():
    from quiver import input_pad

    input_pad.no_press_yet()
    # each name is that of the button which presses the key (the pad's own mapping)
    by_name = {"A": "A", "B": "B", "X": "X", "Y": "Y", "LB": "LEFTSHOULDER", "Start": "START", "View": "BACK"}
    labels = {"Enter": pygame.K_RETURN, "Esc": pygame.K_ESCAPE, "Tab": pygame.K_TAB, "H": pygame.K_h}
    labels |= {"P": pygame.K_p, "F1": pygame.K_F1, "Shift+Tab": pygame.K_TAB}
    for label, k in labels.items():
        b = getattr(pygame, f"CONTROLLER_BUTTON_{by_name[input_pad.PAD_NAMES[label]]}")
        assert input_pad.BUTTON_KEYS[b][0] == k, label
    input_pad._LAST["pad"] = True
    try:
        chips = ("Esc", "Enter / R", "L  \u00b7  5 stars", "C", "or a code")
        said = [input_pad.pad_named(t) for t in chips]
        assert said == ["B", "A", "5 stars", "", "or a code"]
        assert input_pad.pad_named("Start") == "Start" and input_pad.pad_named("X") == "X"  # (a pad's)
    finally:
        input_pad.no_press_yet()
    assert input_pad.pad_named("Enter / R") == "Enter / R"


@pytest.mark.parametrize("size", [(480, 360), (800, 600)])
def test_the_menus_chips_name_the_pads_buttons_after_a_pads_press(monkeypatch, tmp_path, size):
    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        menu = app.top
        home = texts(menu)
        assert {"Esc", "F1", "C", "L", "O"} <= set(home)
        button(app, RIGHT)  # (a pad's press that opens nothing)
        home = texts(menu)
        assert not KEYS & set(home), home
        assert {"B", "View"} <= set(home), home
        key(app, pygame.K_RIGHT)  # the keyboard again: its keys again
        assert {"Esc", "F1", "C", "L", "O"} <= set(texts(menu))
        focus_with_x(app, menu, menu.levels_btn)
        button(app, A)
        levels = app.top
        assert levels.name == "levels"
        shown = texts(levels)
        assert "X" in shown and "B" in shown and not KEYS & set(shown), shown
        button(app, B)
        focus_with_x(app, menu, menu.settings_btn)
        button(app, A)
        settings = app.top
        shown = texts(settings)
        assert "B" in shown and "Esc" not in shown, shown  # its Done: B, as a pad player presses
        assert not [t for t in shown if "F8" in t or "F11" in t]  # (keys a pad has not)


def test_b_asks_to_quit_with_stay_ringed_and_a_stays(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        menu = app.top
        button(app, B)
        ask = app.top
        assert ask.name == "confirm" and ask.focus == 0  # Stay ringed
        assert ask.note == "A or B: Stay  \u00b7  Right, A: Quit" and "Enter" not in texts(ask)
        button(app, A)
        assert app.running and app.top is menu
        key(app, pygame.K_ESCAPE)  # the keyboard's Esc asks the same
        ask = app.top
        assert ask.focus == 0 and ask.note == "Enter or Esc: Stay  \u00b7  Right, Enter: Quit"
        key(app, pygame.K_RETURN)
        assert app.running and app.top is menu
        button(app, B)
        button(app, RIGHT)  # a deliberate choice: Quit, then A
        assert app.top.note == "A: Quit  \u00b7  B: Stay"
        button(app, A)
        assert not app.running


def test_the_quit_button_still_asks_with_quit_ringed(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        menu = app.top
        focus_with_x(app, menu, menu.quit_btn)
        button(app, A)  # Quit pressed: a choice already made
        assert app.top.name == "confirm" and app.top.focus == 1


def test_a_days_line_names_a_pads_a_after_a_pads_press():
    from quiver import input_pad
    from quiver.scenes.daily_days import keys_line

    played = "Mon 30 Nov: cleared  \u00b7  1 mistake  \u00b7  2:01  \u00b7  3 stars"
    input_pad.no_press_yet()  # (a key's press last)
    assert keys_line("Tue 1 Dec: click to play") == "Tue 1 Dec: Enter plays"
    input_pad._LAST["pad"] = True
    try:
        assert keys_line("Tue 1 Dec: click to play") == "Tue 1 Dec: A plays"
        assert keys_line(played).endswith("A plays it again")
    finally:
        input_pad.no_press_yet()
