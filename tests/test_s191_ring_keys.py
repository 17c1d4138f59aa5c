"""The cards' keyboard ring (cardlines.ring_keys) keeps each button's own key (s191).

ring_keys wrote the ringed line ("Enter / R") over a button's `sub`, the key it was made
with, and took the own keys from its caller: pause once read its buttons' `sub`s back as
their keys and said "Enter / Esc" on a button without the ring (s185), and the result
card read them once at opening, safe only while nothing rang first. Now the own key is
kept on the button and the lines come from it, as often as it is called. No window.
"""

from __future__ import annotations

from quiver.render2d.widgets import Button
from quiver.scenes.cardlines import own_key, ring_keys


def _buttons():
    return [
        Button("Next", lambda: None, sub="N"),
        Button("Replay", lambda: None, sub="R"),
        Button("Go", lambda: None),
    ]


def test_ringing_twice_says_the_same_lines_and_keeps_the_own_keys():
    buttons = _buttons()
    first = ring_keys(buttons, 1)
    assert first == ["N", "Enter / R", ""] == [b.sub for b in buttons]
    assert ring_keys(buttons, 1) == first  # a second call (a redraw) changes nothing
    assert [own_key(b) for b in buttons] == ["N", "R", ""]
    assert ring_keys(buttons, 2) == ["N", "R", "Enter"]  # the ring moved: R's line is its own again
    assert ring_keys(buttons, None) == ["N", "R", ""]
    assert [b.focused for b in buttons] == [False, False, False]


def test_a_key_set_on_a_button_since_becomes_its_own():
    buttons = _buttons()
    ring_keys(buttons, 0)
    buttons[0].sub = "Esc"  # (a Done that goes to the menu)
    assert ring_keys(buttons, 0)[0] == "Enter / Esc"
    assert ring_keys(buttons, 1)[0] == "Esc"


def test_the_pause_card_rings_its_own_keys_whatever_it_drew(monkeypatch, tmp_path):
    """The pause card's lines after the ring went round every button and back."""
    import pygame

    from quiver.app import App
    from quiver.game.code import complete, generate_board
    from quiver.scenes.pause import PauseScene
    from quiver.scenes.play2d import Play2DScene

    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    app = App((800, 600), window=False, sound=False, clock=lambda: 0.0)
    try:
        code = complete("2d", "heart", (10, 9), None, "easy", 1)
        play = Play2DScene(app.ports, generate_board(code), code, hearts=3)
        app.stack.append(play)
        card = PauseScene(app.ports, play)
        card.keyboard = True
        layer = pygame.Surface((800, 600), pygame.SRCALPHA)
        own = [own_key(b) for b in card.buttons]
        for focus in [*range(len(card.buttons)), 0]:
            card.focus = focus
            card.full_redraw = True
            card.draw(layer)
        assert [b.sub for b in card.buttons] == ["Enter / Esc", *own[1:]]
        assert own[:2] == ["Esc", "R"]
    finally:
        app.close()
