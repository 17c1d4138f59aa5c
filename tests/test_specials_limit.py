"""The special arrows' limit (docs/limits.md, "Special arrows") holds on the board a
player gets, not only on the count asked: the generator refuses a count over
MAX_SPECIAL_ARROWS before building, but a build lands near the count asked, and 1000
asked on an 80x80 rect at hard (seed 0, quiver-gen/7) built 1001. Each way a player gets
a generated board now refuses such a board in one line: `quiver generate`, `quiver
render`, the game's builds (the Custom panel, a typed code)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import quiver.generator as generator_mod
from quiver.game.code import PuzzleSpec, SpecError, current_generator, generate_board
from quiver.generator.specials import MAX_SPECIAL_ARROWS

LIMIT = MAX_SPECIAL_ARROWS


def spec(arrows=LIMIT, specials="some", size=(80, 80), seed=0) -> PuzzleSpec:
    return PuzzleSpec("2d", "rect", size, arrows, "hard", seed, specials, generator=current_generator())


@pytest.fixture
def one_over(monkeypatch):
    """The generator builds one arrow more than the limit, whatever is asked (as
    quiver-gen/7 did for 1000 on 80x80 hard, seed 0)."""
    built = []

    def generate(code, on_note=None):
        built.append(code)
        return SimpleNamespace(arrows=[None] * (LIMIT + 1))

    monkeypatch.setattr(generator_mod, "generate", generate)
    return built


def test_a_board_built_over_the_limit_is_refused_in_one_line(one_over):
    with pytest.raises(SpecError) as e:
        generate_board(spec())
    text = str(e.value)
    assert "\n" not in text and one_over
    assert f"at most {LIMIT} arrows" in text and f"built with {LIMIT + 1} ({LIMIT} asked;" in text


def test_the_limit_is_on_special_arrows_only(one_over):
    assert len(generate_board(spec(specials="none")).arrows) == LIMIT + 1  # a plain board: no limit


def test_quiver_generate_says_it_in_one_line_and_writes_nothing(one_over, tmp_path, capsys):
    from quiver.cli import main

    out = tmp_path / "board.json"
    argv = ["generate", "--mode", "2d", "--shape", "rect", "--size", "80x80", "--arrows", str(LIMIT)]
    status = main([*argv, "--difficulty", "hard", "--specials", "some", "--out", str(out)])
    err = capsys.readouterr().err
    assert status == 2 and not out.exists()
    assert err.startswith("quiver: error: special arrows need a board of at most") and err.count("\n") == 1
    assert "Traceback" not in err


def test_the_game_gets_the_refusal_as_one_line(one_over):
    """What the menu shows when a build fails (flow.built -> menu_error): the Custom
    panel's Play and a typed code both build through the game's worker."""
    from quiver.game.worker import InlineJob

    job = InlineJob(spec())
    assert job.poll()
    with pytest.raises(ValueError, match=f"built with {LIMIT + 1}") as e:
        job.result()
    assert "\n" not in str(e.value) and "internal error" not in str(e.value)


def test_the_largest_count_asked_never_gives_a_board_over_the_limit():
    """The real build, at the limit: a board within it, or the one-line refusal
    (quiver-gen/7 built 1001 arrows here and handed them out)."""
    try:
        board = generate_board(spec())
    except SpecError as e:
        assert "\n" not in str(e) and f"at most {LIMIT} arrows, and this one was built with" in str(e)
    else:
        assert len(board.arrows) <= LIMIT and any(a.lock is not None for a in board.arrows)


def test_the_custom_panels_play_says_it_on_the_menu(one_over, monkeypatch, tmp_path):
    """The Custom puzzle panel with special arrows (its 3D XL shapes allow up to 1458
    arrows): Play this puzzle builds, and the refusal is the menu's one line."""
    pytest.importorskip("pygame")
    from app_helpers import app_maker, run

    from quiver.scenes.menu import MenuScene

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make(size=(1280, 800))
        menu = app.top
        menu.open_custom()
        menu.special_seg.index = 1
        menu.choice.on_specials("Some")
        run(app, 2)
        menu.play_random()
        for _ in range(60):
            run(app)
            if menu.error:
                break
        assert isinstance(app.top, MenuScene) and one_over[-1].specials == "some"
        assert menu.error and "\n" not in menu.error and f"built with {LIMIT + 1}" in menu.error
