"""The lesson's bubble names the pad's way after a pad's press (s166: "Tap this arrow" to a
player holding a pad), and the keyboard's and mouse's words again after a key's press;
Skip lesson's key reads B. Every lesson line that says tap, drag, scroll or hold has a
pad's line. Driven through the app's real loop (no window: the fast tier)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, bubble_lines, post, run
from test_s135_pad_typing import button

pygame = pytest.importorskip("pygame")


def test_every_line_of_a_mouses_way_has_a_pads():
    from quiver.engine.modes import Mode
    from quiver.game.lessons import lesson
    from quiver.scenes.lesson_pad import PAD_LINES

    lines = [step.line for mode in Mode for stage in lesson(mode) for step in stage.steps]
    ways = [line for line in lines if any(w in line.lower() for w in ("tap", "drag", "scroll", "hold one"))]
    assert ways and all(line in PAD_LINES for line in ways), [w for w in ways if w not in PAD_LINES]
    assert not any("tap" in p.lower() or "drag" in p.lower() for p in PAD_LINES.values())


def test_the_bubble_says_the_pads_way_after_a_pads_press(monkeypatch, tmp_path):
    from quiver.render2d import drawn

    lines = bubble_lines(monkeypatch)
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        app.flow.lesson("2d")
        run(app, 3)
        play = app.top
        assert lines[-1].startswith("Tap this arrow")
        button(app, pygame.CONTROLLER_BUTTON_X)  # lights the arrow the bubble points at
        run(app, 2)
        assert lines[-1].startswith("A lights this arrow, A again fires it"), lines[-1]
        with drawn.recording() as got:
            play.full_redraw = True
            play.draw(pygame.Surface(play.size))
        assert "B" in [i.label for i in got.of(drawn.TEXT)]  # Skip lesson's key
        post(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="", scancode=0)
        post(pygame.KEYUP, key=pygame.K_LEFT, mod=0, unicode="", scancode=0)
        run(app, 2)
        assert lines[-1].startswith("Tab lights this arrow")  # the keyboard's words (s369)


def test_the_pads_words_play_the_first_lesson_board(monkeypatch, tmp_path):
    """What the pad's lines say does what they say: A, A fires the free arrow; A, A the
    blocked one (a heart); X then A a free one."""
    A, X = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_X
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        app.flow.lesson("2d")
        run(app, 3)
        play = app.top
        coach = play.coach
        for presses, step, hearts in (((A, A), 1, 3), ((A, A), 2, 2), ((X, A), 3, 2)):
            for b in presses:
                button(app, b)
            run(app, 40)
            assert (coach.step, play.session.hearts) == (step, hearts)


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_skip_lesson_keeps_off_the_asked_arrows_flight_and_the_huds_keys_off_labels(
    monkeypatch, tmp_path, size
):
    """At 800x600 Skip lesson stood on the ray of the arrow the bubble asked to fire (the
    board's top right); at 1920x1080 the HUD's Pause, sized for "P", drew a pad's "Start"
    cap over its label: a pad's wider name goes under the label."""
    from quiver.render2d import drawn
    from quiver.scenes.lesson_skip import _flight

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        app.flow.lesson("2d")
        run(app, 3)
        button(app, pygame.CONTROLLER_BUTTON_X)  # lights the arrow the bubble points at: its ray
        run(app, 3)
        play = app.top
        with drawn.recording() as got:
            play.full_redraw = True
            play.draw(pygame.Surface(size))
        coach = play.coach
        assert coach.aimed is not None and play.ptr.keyed == coach.aimed
        assert coach.skip_btn.rect.collidelist(_flight(play, coach.aimed)) < 0, coach.skip_btn.rect
        texts = got.of(drawn.TEXT)
        labels = [i for i in texts if i.label in ("Hint", "Restart", "Pause", "Export")]
        keys = [i for i in texts if i.label in ("Y", "Start", "B")]
        assert labels and keys and not [(k, t) for k in keys for t in labels if k.rect.colliderect(t.rect)]
