"""s225: the options a puzzle is chosen by take what the Enter-seed box takes (one rule,
seed_text.plain): full-width characters as the plain ones, and a mode or difficulty in
any case. `--seed ７` played 7 (s222) while `--code ２d-heart-...`, `--arrows ３`,
`--size １６x１４` and `--mode 3D` were refused."""

from __future__ import annotations

import pytest

from quiver.cli import main
from quiver.cli_args import code_arg
from quiver.game import seed_text
from quiver.game.code import PuzzleSpec

CODE = "2d-heart-16x14-40-hard-7-g9"
WIDE = "\uff12d-heart-\uff11\uff16\u00d7\uff11\uff14-40-HARD-7-g\uff19"  # ２d-heart-１６×１４-40-HARD-7-g９


def test_a_full_width_code_is_the_code_as_in_the_seed_box():
    box = PuzzleSpec.parse(seed_text.pasted(WIDE))  # what the box plays, pasted or typed
    assert str(code_arg(WIDE)) == str(box) == CODE


def test_a_full_width_code_given_to_seed_says_code_in_plain():
    from quiver.cli_args import CliError, seed_arg

    with pytest.raises(CliError) as err:
        seed_arg(WIDE)
    assert str(err.value).lower().endswith(f"that is a puzzle code: quiver --code {CODE}")


def _board(capsys, *options: str) -> str:
    assert main(["generate", "--seed", "3", *options]) == 0
    out, err = capsys.readouterr()
    assert out and "error" not in err
    return out


@pytest.mark.parametrize(
    "plain, wide",
    [
        (("--arrows", "30"), ("--arrows", "\uff13\uff10")),
        (("--size", "16x14"), ("--size", "\uff11\uff16x\uff11\uff14")),
        (("--mode", "2d", "--shape", "heart"), ("--mode", "2D", "--shape", "heart")),
        (("--difficulty", "easy"), ("--difficulty", "\uff25ASY")),
    ],
)
def test_numbers_and_words_in_full_width_or_capitals(capsys, plain, wide):
    assert _board(capsys, *wide) == _board(capsys, *plain)


def test_shapes_takes_a_mode_in_capitals(capsys):
    assert main(["shapes", "--mode", "FLAT"]) == 0
    assert capsys.readouterr().out.startswith("flat:")


def test_check_takes_full_width_taps(capsys, tmp_path):
    board = tmp_path / "b.json"
    board.write_text(_board(capsys, "--shape", "heart"))
    assert main(["check", "--taps", "\uff12", str(board)]) == main(["check", "--taps", "2", str(board)]) == 0


def test_other_scripts_digits_are_still_refused(capsys):
    assert main(["generate", "--arrows", "\u0663"]) == 2  # (an Arabic-Indic three: no seed has it)
    assert "expected a positive integer" in capsys.readouterr().err


def test_window_is_plain_digits_as_the_other_numbers():
    from quiver.cli_args import CliError, window_size

    assert window_size("\uff11\uff12\uff18\uff10 \u00d7 800") == (1280, 800)
    for text in ("+1280x800", "1_280x800", "1280x\u0668\u0660\u0660", "99999999x800"):
        with pytest.raises(CliError, match="bad --window"):
            window_size(text)
