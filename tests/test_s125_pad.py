"""A game pad plays the game (s125): its events become the keys every screen reads
(quiver/input_pad.py), through the app's real loop. A menu walked and a 2D level won with
pad events alone, a held stick repeating as a held arrow key, the stick's dead zone,
Esc's double-press rule for B, a pad unplugged mid-game, a pad that cannot open."""

from __future__ import annotations

import logging

import pytest
from app_helpers import app_maker, post, run, run_until

pygame = pytest.importorskip("pygame")

A, B, X = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B, pygame.CONTROLLER_BUTTON_X


def button(app, b: int) -> None:
    """A press of game-controller button `b` (pad 0), at a player's pace."""
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=b)
    post(pygame.CONTROLLERBUTTONUP, instance_id=0, button=b)
    run(app, 1, dt=0.5)


def hat(app, x: int, y: int) -> None:
    """A plain joystick's D-pad (hat 0) pressed that way and let go."""
    post(pygame.JOYHATMOTION, instance_id=0, joy=0, hat=0, value=(x, y))
    post(pygame.JOYHATMOTION, instance_id=0, joy=0, hat=0, value=(0, 0))
    run(app, 1, dt=0.5)


def recording(app) -> list:
    """The key events the app dispatches from now on, repeats included."""
    seen, dispatch = [], app.dispatch

    def watch(event):
        if event.type in (pygame.KEYDOWN, pygame.KEYUP):
            seen.append((event.type, event.key))
        return dispatch(event)

    app.dispatch = watch
    return seen


def test_a_menu_walked_and_a_2d_level_won_with_the_pad_alone(monkeypatch, tmp_path):
    from quiver.scenes.play2d import Play2DScene
    from quiver.scenes.result import ResultScene

    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        menu = app.top
        hat(app, 0, 1)  # D-pad up: from Play to Mode
        assert menu.focus_order[menu.focus] is menu.mode_seg
        hat(app, 1, 0)  # right: 3D
        assert menu.mode != "2d"
        hat(app, -1, 0)  # left: back to 2D
        assert menu.mode == "2d"
        hat(app, 0, -1)  # down: Play
        button(app, A)  # A: Enter, Play
        run_until(app, lambda: isinstance(app.top, Play2DScene) and app.top.board is not None, what="2D play")
        play = app.top
        for _ in range(400):
            if isinstance(app.top, ResultScene) or not play.board.alive:
                break
            free = play.board.free_arrows()
            if play.ptr.keyed in free and play.ptr.hover == play.ptr.keyed:
                button(app, A)  # fire the lit arrow
                run(app, 30)  # (it flies)
            else:
                button(app, X)  # light the next one
        run_until(app, lambda: isinstance(app.top, ResultScene), dt=1 / 20, what="the result card")
        assert app.top.won and play.session.won and play.session.mistakes == 0
        button(app, B)  # Esc: the menu
        run_until(app, lambda: app.top is menu, what="back at the menu")


def test_a_held_stick_repeats_as_a_held_arrow_key_and_stops_when_let_go(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        seen = recording(app)
        post(pygame.CONTROLLERAXISMOTION, instance_id=0, axis=pygame.CONTROLLER_AXIS_LEFTY, value=30000)
        run(app, 60)  # held a second
        downs = [k for t, k in seen if t == pygame.KEYDOWN]
        assert downs and set(downs) == {pygame.K_DOWN} and len(downs) > 5  # a press, then repeats
        post(pygame.CONTROLLERAXISMOTION, instance_id=0, axis=pygame.CONTROLLER_AXIS_LEFTY, value=0)
        run(app, 2)
        assert seen[-1] == (pygame.KEYUP, pygame.K_DOWN)
        n = len(seen)
        run(app, 60)
        assert len(seen) == n  # let go: no more repeats


def test_the_stick_has_a_dead_zone_and_lets_go_below_it_without_flicker():
    from quiver.input_pad import PadKeys

    pad, axis = PadKeys(), pygame.CONTROLLER_AXIS_LEFTX

    def move(value):
        e = pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=7, axis=axis, value=value)
        return [(k.type, k.key) for k in pad.keys([e])]

    assert move(8000) == []  # a worn stick resting a quarter off centre: nothing
    assert move(-20000) == [(pygame.KEYDOWN, pygame.K_LEFT)]
    assert move(-12000) == [] and pad.held(pygame.K_LEFT)  # back a little: still held
    assert move(-5000) == [(pygame.KEYUP, pygame.K_LEFT)] and not pad.held(pygame.K_LEFT)
    post_trigger = pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=7, axis=5, value=32767)
    assert [(k.type, k.key) for k in pad.keys([post_trigger])] == [(pygame.KEYDOWN, pygame.K_PAGEDOWN)]
    # the D-pad and the stick on one arrow: one press, up when the last lets go
    dpad = pygame.CONTROLLER_BUTTON_DPAD_LEFT
    down = pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=7, button=dpad)
    up = pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=7, button=dpad)
    assert [k.type for k in pad.keys([down])] == [pygame.KEYDOWN]
    assert move(-30000) == [] and [k.type for k in pad.keys([up])] == []
    assert move(0) == [(pygame.KEYUP, pygame.K_LEFT)]


def test_b_a_b_in_a_lesson_skips_it_and_the_level_still_opens(monkeypatch, tmp_path):
    """B and A go through Esc's and Enter's stray-key rules (input_keys.StrayKey): B asks
    "Skip the lesson?", A skips it, and a B in the same stride (meant for the card) is
    dropped, not taken by the level that opened (as Esc, Enter, Esc from the keyboard)."""
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, size=(800, 600)) as make:
        app = make()
        app.flow.lesson("2d")
        run(app, 3)
        assert app.top.coach is not None
        for b in (B, pygame.CONTROLLER_BUTTON_DPAD_RIGHT, A, B):  # (Stay ringed, s176)
            post(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=b)
            post(pygame.CONTROLLERBUTTONUP, instance_id=0, button=b)
        run(app, 2)
        run_until(app, lambda: getattr(app.top, "code", None) is not None, what="level 1")
        assert app.top.name != "menu" and app.midend.seen_lessons() == ("2d",)


def test_a_pad_unplugged_mid_game_lets_go_of_its_keys_and_play_goes_on_after_the_pause(monkeypatch, tmp_path):
    from quiver.scenes.play2d import Play2DScene

    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        button(app, A)
        run_until(app, lambda: isinstance(app.top, Play2DScene) and app.top.board is not None, what="2D play")
        play = app.top
        seen = recording(app)
        post(pygame.JOYAXISMOTION, instance_id=3, joy=0, axis=0, value=0.9)  # a plain joystick
        run(app, 30)
        assert (pygame.KEYDOWN, pygame.K_RIGHT) in seen and app.keys.active
        post(pygame.JOYDEVICEREMOVED, instance_id=3)  # pulled out, the stick still held
        run(app, 2)
        assert seen[-1] == (pygame.KEYUP, pygame.K_RIGHT) and not app.keys.active
        n = len(seen)
        run(app, 30)
        assert len(seen) == n  # nothing held: no repeats
        assert app.top.name == "pause"  # (s129: the puzzle paused, as consoles do)
        button(app, B)  # another pad (or this one back): B resumes
        button(app, X)  # and Tab lights an arrow
        assert app.top is play and play.ptr.keyed is not None


def test_a_pad_that_cannot_open_says_one_line_and_the_game_goes_on(monkeypatch, tmp_path, caplog):
    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        with caplog.at_level(logging.INFO, logger="quiver.pad"):
            app = make()
            menu = app.top
            assert app.keys.pads is not None  # started, no pad: nothing said
            assert not [r for r in caplog.records if r.name == "quiver.pad"]
            post(pygame.JOYDEVICEADDED, device_index=42, guid="")
            run(app, 2)
        lines = [r.getMessage() for r in caplog.records if r.name == "quiver.pad"]
        assert len(lines) == 1 and "keyboard" in lines[0]
        assert app.running and app.top is menu


def test_a_real_sdl_pad_plugged_in_pressed_and_pulled_out(monkeypatch, tmp_path):
    """SDL's own virtual game controller, through SDL's events: opened when plugged in, read
    through the game-controller layer (SDL sends a joystick press beside each controller
    press, numbered its own way: its button 4 is Back, not a shoulder), its keys let go
    when it is pulled out."""
    import ctypes

    from quiver import window as win

    lib = win._sdl()
    if lib is None or not hasattr(lib, "SDL_JoystickAttachVirtual"):
        pytest.skip("no SDL virtual joysticks here")
    with app_maker(monkeypatch, tmp_path, window=False, size=(1280, 800)) as make:
        app = make()
        seen = recording(app)
        index = lib.SDL_JoystickAttachVirtual(1, 6, 15, 0)  # SDL_JOYSTICK_TYPE_GAMECONTROLLER
        assert index >= 0
        try:
            run(app, 2)
            pads = app.keys.pads
            assert len(pads._pads) == 1 and pads._mapped
            iid = next(iter(pads._pads))
            lib.SDL_JoystickFromInstanceID.restype = ctypes.c_void_p
            handle = ctypes.c_void_p(lib.SDL_JoystickFromInstanceID(iid))
            lib.SDL_JoystickSetVirtualAxis(handle, 0, ctypes.c_int16(-30000))  # left stick: Left
            run(app, 1, dt=0.5)
            assert (pygame.KEYDOWN, pygame.K_LEFT) in seen
            lib.SDL_JoystickSetVirtualButton(handle, 4, 1)  # Back: How to play (F1)
            run(app, 1, dt=0.5)
            lib.SDL_JoystickSetVirtualButton(handle, 4, 0)
            run(app, 1, dt=0.5)
            assert (pygame.KEYDOWN, pygame.K_F1) in seen
            assert not [k for t, k in seen if k == pygame.K_TAB]  # (no joystick button 4: LB)
        finally:
            lib.SDL_JoystickDetachVirtual(index)
        run(app, 2)
        assert not pads._pads and not pads.held(pygame.K_LEFT)


def trigger(app, axis: int) -> None:
    """A trigger pulled all the way and let go."""
    post(pygame.CONTROLLERAXISMOTION, instance_id=0, axis=axis, value=32767)
    post(pygame.CONTROLLERAXISMOTION, instance_id=0, axis=axis, value=0)
    run(app, 1, dt=0.5)


def test_the_triggers_page_how_to_play_and_zoom_the_2d_board(monkeypatch, tmp_path):
    """At 640x480 How to play's words scroll (Page Up / Down): a pad has no keyboard to
    page them, so RT pages on and LT back; on a 2D board they zoom in (LT) and out (RT)."""
    from quiver.scenes.legend import LegendScene
    from quiver.scenes.play2d import Play2DScene

    lt, rt = pygame.CONTROLLER_AXIS_TRIGGERLEFT, pygame.CONTROLLER_AXIS_TRIGGERRIGHT
    with app_maker(monkeypatch, tmp_path, window=False, size=(640, 480)) as make:
        app = make()
        button(app, pygame.CONTROLLER_BUTTON_BACK)  # How to play
        legend = app.top
        assert isinstance(legend, LegendScene) and legend.max_scroll > 0
        trigger(app, rt)
        assert legend.scroll > 0
        trigger(app, lt)
        assert legend.scroll == 0
        button(app, B)
        button(app, A)  # Play
        run_until(app, lambda: isinstance(app.top, Play2DScene) and app.top.board is not None, what="2D play")
        view = app.top.view
        cell = view.cell
        trigger(app, lt)
        assert view.cell > cell  # zoomed in
        trigger(app, rt)
        assert view.cell == pytest.approx(cell, abs=1)


@pytest.mark.slow
def test_the_right_stick_turns_the_3d_view_and_its_press_resets_it(monkeypatch, tmp_path):
    """In 3D (and Flat) the arrow keys turn the view while held: so does either stick."""
    from quiver.generator import PuzzleSpec, generate

    with app_maker(monkeypatch, tmp_path) as make:
        app = make(size=(640, 400))
        app.flow.open_board(generate(PuzzleSpec("3d", "cube", (3,), None, "hard", 3)))
        run(app, 3)
        play = app.top
        assert play.name == "play3d"
        camera = play.ctl.camera
        home = tuple(camera.rot)
        post(pygame.CONTROLLERAXISMOTION, instance_id=0, axis=pygame.CONTROLLER_AXIS_RIGHTX, value=32000)
        run(app, 30)
        turned = tuple(camera.rot)
        assert turned != home
        post(pygame.CONTROLLERAXISMOTION, instance_id=0, axis=pygame.CONTROLLER_AXIS_RIGHTX, value=0)
        run(app, 2)
        let_go = tuple(camera.rot)
        run(app, 30)
        assert tuple(camera.rot) == let_go  # let go: it stops
        button(app, pygame.CONTROLLER_BUTTON_RIGHTSTICK)  # 0: back to the home view
        run_until(app, lambda: not camera.turning, dt=1 / 20, what="the turn home")
        assert tuple(camera.rot) == pytest.approx(home, abs=1e-4)


def test_how_to_play_names_the_pads_buttons_in_every_mode():
    from quiver.engine.modes import Mode
    from quiver.input_pad import PAD_WORDS
    from quiver.scenes.legend_words import extra, pad_words

    for name in ("X", "RB", "LB", "A fires", "B back", "Y hint", "Start", "LT / RT", "View"):
        assert name in PAD_WORDS
    for mode in Mode:
        words = pad_words(mode)
        assert extra(mode).endswith(words) and extra(mode, ray_preview=False).endswith(words)
