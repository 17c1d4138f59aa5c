"""Small player-facing fixes from the stranger playtest (the win card's marks, codes
with impossible counts, toasts without OpenGL, lesson wording, seed words)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run
from puzzle_codes import code, spec
from test_midend import CODE, home, midend, won  # noqa: F401  (home: a fixture)

from quiver.game.journey import CampaignLevel, PuzzleRequest
from quiver.scenes.cardlines import level_line


def test_a_first_clear_says_new_best_once_on_the_card(home):  # noqa: F811
    m, _, _ = midend()
    out = m.finished(PuzzleRequest(CampaignLevel("2d", 1)), won(CODE))
    assert out.level is not None and out.level.new_best and out.new_best_score
    text, marked = level_line(out.level, out)  # the score line says it ("First clear!" since s292)
    assert "New best" not in text and "Best" not in text and out.first_clear
    assert (text, marked) == ("Level 2 is open", True)  # s292: not "Best:" repeating this run


def test_a_faster_clear_with_a_lower_score_is_marked_on_the_level_line(home):  # noqa: F811
    import dataclasses

    m, _, _ = midend()
    out = m.finished(PuzzleRequest(CampaignLevel("2d", 1)), won(CODE))
    assert out.level is not None
    # (a later clear's case: a first clear's line says the level it opened, s292)
    plain = dataclasses.replace(out, new_best_score=False, first_clear=False)
    text, marked = level_line(out.level, plain)
    assert text.startswith("New best!  Best: ") and marked
    again = m.finished(PuzzleRequest(CampaignLevel("2d", 1)), won(CODE))
    assert again.level is not None and level_line(again.level, again) == (text[len("New best!  ") :], False)


IMPOSSIBLE = code("2d-heart-16x14-99999-hard-7")


def test_a_code_with_an_impossible_count_names_the_board_it_builds():
    """`quiver generate` notes the clamp; the game's code for the board is the clamped
    one, and building that code gives the same board."""
    from quiver.engine.codec import board_to_obj
    from quiver.engine.spec import PuzzleSpec
    from quiver.game.code import built_code, generate_board

    code = PuzzleSpec.parse(IMPOSSIBLE)
    notes: list[str] = []
    board = generate_board(code, on_note=notes.append)
    real, note = built_code(code, len(board.space))
    assert [note] == notes and real.arrows == board.params["arrows"] != 99999
    assert str(real) == IMPOSSIBLE.replace("99999", str(real.arrows))
    again = generate_board(real, on_note=notes.append)
    assert len(notes) == 1 and board_to_obj(again) == board_to_obj(board)
    assert built_code(real, len(board.space)) == (real, None)


def test_the_loading_panel_shows_the_count_the_board_will_have():
    """The loading panel showed 99999 arrows while the board built, the HUD the real
    count after: it shows the clamped count (the shape's cells are known from its mask),
    and for a Flat-3D block (cells known only once built) the shape and size alone."""
    from quiver.engine.spec import PuzzleSpec
    from quiver.game.code import built_code, generate_board, loading_code

    code = PuzzleSpec.parse(IMPOSSIBLE)
    board = generate_board(code)
    assert loading_code(code) == str(built_code(code, len(board.space))[0])
    assert "99999" not in loading_code(code)
    kept = PuzzleSpec.parse(IMPOSSIBLE.replace("99999", "30"))
    assert loading_code(kept) == str(kept)  # a count the shape allows: the code as typed
    flat = spec("flat-cube-4x4x4-99999-easy-1")
    assert loading_code(flat) == "flat-cube-4x4x4"


@pytest.mark.slow
def test_the_game_says_the_clamp_in_a_toast_and_shows_the_real_code(monkeypatch, tmp_path):
    from quiver.engine.spec import PuzzleSpec
    from quiver.game.journey import FreePuzzle, PuzzleRequest

    with app_maker(monkeypatch, tmp_path, gl=False) as make:
        app = make(size=(800, 600))
        app.flow.open(PuzzleRequest(FreePuzzle(), PuzzleSpec.parse(IMPOSSIBLE)))
        loading = app.stack[-1]
        run(app, 3)
        scene = app.stack[-1]
        said = app.toasts.texts()
    assert scene.code_text == str(scene.code)  # the HUD's code, and the one copied
    assert loading.name == "loading" and loading.code_text == scene.code_text  # the same code
    assert "99999" not in str(scene.code) and str(scene.code).startswith("2d-heart-16x14-")
    assert scene.name == "play2d" and len(said) == 1
    assert f"99999 arrows do not fit in {len(scene.board.space)} cells; using {scene.code.arrows}" in said


@pytest.mark.slow
def test_without_opengl_a_click_on_greyed_play_says_why_and_the_next_screen_drops_it(monkeypatch, tmp_path):
    from app_helpers import click

    with app_maker(monkeypatch, tmp_path, gl=False) as make:
        app = make(size=(800, 600))
        menu = app.stack[-1]
        click(app, menu.widget_center("mode:3d"))
        run(app, 2)
        assert menu.mode == "3d" and not menu.play_btn.enabled
        assert not any("needs OpenGL" in t for t in app.toasts.texts())
        click(app, menu.widget_center("play"))
        run(app, 2)
        assert app.stack[-1] is menu
        assert any("3D needs OpenGL" in t for t in app.toasts.texts())
        click(app, menu.widget_center("settings"))  # the next screen
        run(app, 2)
        assert app.stack[-1].name == "settings"
        assert not any("needs OpenGL" in t for t in app.toasts.texts())


def test_every_first_lesson_step_that_waits_for_a_tap_says_to_tap():
    """2D lesson step 3/4 ("Three hearts: ...") waited for an arrow to leave without
    saying to tap one: a step that waits for a tap ends by saying what to do."""
    from quiver.game.lessons import Until, lesson

    steps = lesson("2d")[0].steps
    waiting = [s.line for s in steps if s.until in (Until.LEFT, Until.BLOCKED)]
    assert len(waiting) == 3
    for text in waiting:
        assert "tap" in text.split(".")[-1].lower(), text


def test_a_seed_too_big_gets_one_wording_everywhere():
    """The seed box said "a seed is a whole number ...", codes and the command line "the
    seed must be an integer ...": one wording now."""
    from quiver.engine.modes import MAX_SEED, bad_seed
    from quiver.engine.spec import PuzzleSpec, SpecError
    from quiver.game.code import from_seed
    from quiver.generator.spec import parse_seed
    from quiver.scenes.seed import SeedScene

    big = str(MAX_SEED + 1)
    tries = [
        lambda: SeedScene.parse(None, "9" * 20),  # the Enter seed box (before it asks the menu)
        lambda: spec(f"2d-heart-16x14-40-hard-{big}"),  # a code
        lambda: PuzzleSpec("2d", "heart", None, None, "hard", MAX_SEED + 1),
        lambda: from_seed(MAX_SEED + 1),  # `quiver --seed N`
        lambda: parse_seed(big),  # `quiver generate --seed N`
        lambda: parse_seed("x"),
    ]
    said = []
    for attempt in tries:
        with pytest.raises(SpecError) as e:
            attempt()
        said.append(str(e.value))
    assert all(bad_seed() in s and "integer" not in s for s in said), said
