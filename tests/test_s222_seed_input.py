"""s222: the Enter-seed box and `quiver --seed` agree on full width ("７" typed in the box
played seed 7 where --seed refused it: one rule, seed_text.number), and "7.0" typed no
longer plays seed 70 on the first Enter: with the "." still said refused, Play asks once
("Play 70 without the '.'?"), the next Enter plays it, and typing on takes the line away."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import app_maker, enter, post, run, typed

from quiver.cli_args import seed_arg
from quiver.game import seed_text
from quiver.generator.spec import SpecError


@pytest.mark.parametrize("text, seed", [("\uff17", 7), (" \uff14\uff12 ", 42), ("7", 7), ("0", 0)])
def test_full_width_digits_are_a_seed_on_the_command_line_as_in_the_box(text, seed):
    from types import SimpleNamespace

    from quiver.scenes.seed import SeedScene

    assert seed_arg(text) == seed_text.number(text) == seed
    assert SeedScene.parse(SimpleNamespace(menu=SimpleNamespace(current_code=int)), text) == seed


@pytest.mark.parametrize("text", ["\u0663", "1_000", "+5", "7.0", "\uff17\uff0e0", "x"])  # ("-5": s226)
def test_what_is_no_seed_is_none_to_both(text):
    assert seed_text.number(text) is None
    with pytest.raises(SpecError, match="whole number"):
        seed_arg(text)


def test_a_seed_past_the_most_is_said_in_full_width_too():
    with pytest.raises(SpecError, match="whole number from 0 to"):
        seed_text.number("\uff19" * 20)


@pytest.fixture
def card(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        app.top.enter_seed()
        run(app, 2)
        opened = []
        monkeypatch.setattr(app.top.journeys, "open", lambda request: opened.append(request.code.seed))
        yield app, app.top, opened


def test_seven_point_oh_asks_once_then_plays_seventy(card):
    app, box_card, opened = card
    typed(app, "7.0")
    assert box_card.box.text == "70" and box_card.error == "'.' is not part of a seed or code."
    enter(app)
    assert app.top is box_card and not opened  # asked, not played
    assert box_card.error == "Play 70 without the '.'? Enter again plays it."
    enter(app)
    assert opened == [70] and app.top is not box_card


def test_typing_on_after_the_question_takes_it_away_and_enter_plays(card):
    app, box_card, opened = card
    typed(app, "7 8")
    enter(app)
    assert box_card.error == "Play 78 without the space? Enter again plays it."
    post(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)
    run(app, 1)
    assert box_card.box.text == "7" and box_card.error is None
    enter(app)
    assert opened == [7]


def test_the_play_button_asks_as_enter_does_and_nothing_refused_plays_at_once(card):
    app, box_card, opened = card
    typed(app, "5!")
    box_card.ok.action()
    assert not opened and "without the '!'" in box_card.error
    box_card.ok.action()
    assert opened == [5]


def test_quiver_generate_plays_the_same_puzzle_for_a_full_width_seed(capsys):
    from quiver.cli import main

    outs = []
    for seed in ("5", "\uff15"):
        assert main(["generate", "--shape", "heart", "--seed", seed]) == 0
        outs.append(capsys.readouterr().out)
    assert outs[0] and outs[0] == outs[1]
