"""The special arrows' limit (docs/limits.md, "Special arrows") holds on the board a
player gets, not only on the count asked: a count over MAX_SPECIAL_ARROWS is refused
before anything is built (before any window or worker, where the game checks the code),
but a build lands near the count asked, and 1000 asked on an 80x80 rect at hard (seed 0,
quiver-gen/7 and /8) built 1001. The generator refuses such a board before its special
arrows' passes, and each way a player gets a generated board refuses it in one line:
`quiver generate`, `quiver render`, the game's builds (the Custom panel, a typed code)."""

from __future__ import annotations

import functools
from types import SimpleNamespace

import pytest

import quiver.generator as generator_mod
from quiver.engine.board import Puzzle
from quiver.game import code as codes
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


@functools.cache
def _at_the_limit():
    """The game's real build of spec() (LIMIT asked, special arrows): the board or the
    refusal, and how many arrows the special arrows' passes tried (each pass tries arrows
    with `Puzzle.with_arrows`, pure; counted, not refused). Built once for the two tests
    that only read it (s221: 1-2 s of CPU each; s394: the refusal's test read its own)."""
    tried = []
    plain = Puzzle.with_arrows

    def counted(*a, **k):
        tried.append(1)
        return plain(*a, **k)

    with pytest.MonkeyPatch.context() as patch:  # (a patch: the test-only build cache stands aside)
        patch.setattr(Puzzle, "with_arrows", counted)
        try:
            return generate_board(spec()), None, len(tried)
        except SpecError as e:
            return None, e, len(tried)


def test_the_largest_count_asked_never_gives_a_board_over_the_limit():
    """The real build, at the limit: a board within it, or the one-line refusal
    (quiver-gen/7 built 1001 arrows here and handed them out)."""
    board, e, _tried = _at_the_limit()
    if e is not None:
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


def test_a_board_landed_over_the_limit_is_refused_before_the_special_arrows_passes():
    """The plain board is built first (the special arrows' passes keep its arrows), so one
    that landed over the limit is refused there, not after the passes (most of the work:
    2.6 s of CPU with `many` where the refusal now takes 0.6 s). What the request gives is
    read from the current generator's plain board, not written down."""
    plain = generator_mod.generate(spec(specials="none"))
    n = len(plain.arrows)
    board, e, tried = _at_the_limit()  # (the real build, its passes' tries counted)
    if n <= LIMIT:  # this generator lands within the limit: the board is built
        assert e is None and len(board.arrows) == n
        return
    assert tried == 0, "the special arrows' passes ran on a board that is refused"
    assert e is not None
    text = str(e)
    assert (
        "\n" not in text and f"at most {LIMIT} arrows" in text and f"built with {n} ({LIMIT} asked;" in text
    )


def test_the_refusal_names_the_count_asked_only_when_one_was():
    from quiver.generator.specials import check_special_built

    check_special_built(LIMIT, LIMIT)
    for asked, said in ((LIMIT, f"built with {LIMIT + 1} ({LIMIT} asked; a build"), (None, "(a build")):
        with pytest.raises(SpecError) as e:
            check_special_built(LIMIT + 1, asked)
        assert said in str(e.value) and "\n" not in str(e.value)


def test_a_count_over_the_limit_is_refused_before_any_window(monkeypatch, capsys):
    """`quiver --seed ... --specials` and `quiver --code ...` named a count over the limit
    and opened the game, which built nothing and showed the refusal on its menu."""
    from quiver import cli

    launched = []
    monkeypatch.setattr(cli, "launch_game", lambda options: launched.append(options) or 0)
    for argv in (
        ["--seed", "0", "--shape", "rect", "--size", "80x80", "--specials", "locks"],  # 1280 at hard
        ["--code", str(spec(arrows=LIMIT + 1))],
    ):
        assert cli.main(argv) == 2
        err = capsys.readouterr().err
        assert (
            err.startswith("quiver: error: special arrows need a board of at most") and err.count("\n") == 1
        )
    assert launched == []
    assert cli.main(["--code", str(spec())]) == 0 and len(launched) == 1  # at the limit: it may build


def test_the_game_refuses_a_code_over_the_limit_before_a_build():
    """A typed code (Enter seed checks it with codes.check) and the Custom panel's choice
    (its 3D XL shapes allow up to 1458 arrows) are refused before a worker starts."""
    pytest.importorskip("pygame")
    from quiver.scenes.menu_choice import CustomChoice

    with pytest.raises(SpecError, match="this one has 1280"):
        codes.check(spec(arrows=None))
    codes.check(spec(arrows=LIMIT))
    codes.check(spec(arrows=LIMIT + 1, specials="none"))
    scene = SimpleNamespace(
        mode="3d", size_choice="XL", difficulty="hard", specials="some", grid=SimpleNamespace(value="cube")
    )
    choice = CustomChoice(scene)
    scene.cells = codes.cell_count(choice.chosen_shape())
    lo, hi = codes.arrow_bounds(scene.cells)
    assert lo <= LIMIT < hi  # (the panel offers counts over the limit here)
    scene.slider = SimpleNamespace(value=LIMIT)
    assert choice.current_code(0).arrows == LIMIT
    scene.slider.value = LIMIT + 1
    with pytest.raises(SpecError, match=f"this one has {LIMIT + 1}"):
        choice.current_code(0)
