"""The Enter-seed box says what it does not take, and never turns input into another
seed unsaid (s220: "7.0" typed or pasted played seed 70, "7 8" seed 78, and "abc!" or
"٣" pasted left the box empty without a word). The command line's --seed agrees."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_maker, post, run

from quiver.cli_args import seed_arg
from quiver.generator.spec import SpecError


def _card(make):
    app = make()
    app.top.enter_seed()
    run(app, 2)
    return app, app.top


def test_a_refused_character_typed_is_said_and_stays_said(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app, card = _card(make)
        for ch in "7.0":
            post(pygame.TEXTINPUT, text=ch)
            run(app, 1)
        assert card.box.text == "70"
        assert card.error == "'.' is not part of a seed or code."  # (still, after the "0")
        post(pygame.TEXTINPUT, text=" ")
        run(app, 1)
        assert card.error == "A space is not part of a seed or code."
        for _ in range(2):
            post(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="")
            run(app, 1)
        assert card.box.text == "" and card.error is None  # (emptied: nothing left to say)


@pytest.mark.parametrize(
    "clip, named",
    [("7.0", "'.'"), ("7 8", "A space"), ("abc!", "'!'"), ("\u0663", "digits 0 to 9"), ("1e3\n4", "A line")],
)
def test_a_paste_with_a_refused_character_is_refused_and_loses_nothing(monkeypatch, tmp_path, clip, named):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app, card = _card(make)
        post(pygame.TEXTINPUT, text="12")
        run(app, 1)
        monkeypatch.setattr("quiver.scenes.entry_card.clipboard_text", lambda: clip)
        card.paste()
        assert card.box.text == "12"  # as it was
        assert named in card.error and "was not pasted" in card.error
        assert "\n" not in card.error


@pytest.mark.parametrize("text", ["7", " 7 ", "\t42\n", "7.0", "7 8", "1_000", "+5", "\u0663", "abc!", "1e3"])
def test_the_box_and_the_command_line_take_the_same_seeds(text):
    """A number the box's paste takes is the number --seed plays, and what one refuses
    the other refuses (the box takes words, a code's letters, to refuse at Play)."""
    try:
        cli = seed_arg(text)
    except SpecError:
        cli = None
    from types import SimpleNamespace

    from quiver.scenes.seed import SeedScene

    try:
        box = SeedScene.cleaned(SimpleNamespace(), text)
    except SpecError:
        box = None
    if cli is not None:
        assert box == str(cli)
    else:
        assert box is None or not box.isdigit()


def test_a_long_paste_is_refused_not_cut(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        _app, card = _card(make)
        monkeypatch.setattr("quiver.scenes.entry_card.clipboard_text", lambda: "7" * 95)
        card.paste()
        assert card.box.text == "" and "longer than the field holds (90" in card.error
