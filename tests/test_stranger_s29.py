"""Stranger round s29 (3D and Flat 3D play, their lessons, the command line)."""

import pytest

from quiver.game.lessons import Anchor, Until, anchor_arrows, lesson, lesson_board


def test_the_flat_fold_step_points_at_an_arrow_whose_leaving_keeps_one_blocked():
    """The Flat lesson's "This arrow folds over the edge" step is followed by "Anything in
    its line blocks it, a lower step too. Tap it and see", which waits for a bounce. The
    fold step pointed at the one arrow blocking all three blocked arrows; tapping it, as
    asked, left none blocked and the bounce step was skipped unseen."""
    steps = lesson("flat")[0].steps
    fold = [s.anchor for s in steps].index(Anchor.EDGE)
    assert steps[fold + 1].until == Until.BLOCKED  # the step this protects
    board = lesson_board("flat", 0)
    pointed = anchor_arrows(board, Anchor.EDGE)
    assert pointed
    space = board.space
    for i in pointed:
        assert len({space.coord(c)[3] for c in board.arrows[i].cells}) > 1, "it folds over an edge"
        after = board.copy()
        after.remove(i)
        assert anchor_arrows(after, Anchor.BLOCKED), f"arrow {i} frees every blocked arrow"


def test_a_vox_model_asked_for_in_2d_says_it_is_a_3d_shape(tmp_path):
    """`quiver --seed 1 --mode 2d --shape duck.vox` said "'duck.vox' is not a PNG file"
    (while --mode flat said what was wrong): both name the model's mode now."""
    import pytest

    from quiver.shapes import ShapeError, make_shape

    model = tmp_path / "duck.vox"
    model.write_bytes(b"VOX \x96\x00\x00\x00")
    for mode in ("2d", "flat"):
        with pytest.raises(ShapeError, match=r"a \.vox model is a 3d shape \(--mode 3d\), not a"):
            make_shape(mode, str(model))


def test_a_head_pointing_into_a_cube_is_flush_so_no_rim_sticks_out_of_the_shape():
    """The 3D lesson's tower showed loose bars of an arrow's colour across its neighbours
    (on top beside a notch, on the left beside the red arrow): the flared base (1.2 cells
    across) of a pyramid buried in the cube ahead of it, its rim standing out of the
    shape. A head whose next cell is filled is now as wide as its cube; a head with room
    ahead keeps the big flared pyramid."""
    import numpy as np
    import pytest

    from quiver.engine.geometry import VEC3
    from quiver.render3d.mesh import HEAD_FLARE, HEAD_FLUSH, BoardMesh

    board = lesson_board("3d", 0)
    mesh = BoardMesh(board)
    _faces, heads = mesh.build(np.asarray(board.owner, dtype=np.int32))
    space = board.space
    kinds = set()
    for h in heads:
        a = board.arrows[int(h["arrow"])]
        x, y, z = space.coord(a.head)
        dx, dy, dz = VEC3[a.dir]
        ahead = space.index.get((x + dx, y + dy, z + dz))
        filled = ahead is not None and board.owner[ahead] >= 0
        half = float(max(np.abs(h["u"]).max(), np.abs(h["v"]).max()))
        assert half == pytest.approx(HEAD_FLUSH if filled else HEAD_FLARE), (a.head, filled, half)
        kinds.add(filled)
    assert kinds == {True, False}  # both kinds are on the board


def test_a_code_given_to_seed_and_a_number_given_to_code_say_which_option_fits(monkeypatch, capsys):
    """`quiver --seed 3d-cube-...-g7` said only that a seed is a whole number, and `quiver
    --code 12345` that a code has 7 parts: each now names the option that takes it."""
    from quiver import cli
    from quiver.engine.modes import Mode
    from quiver.game.code import from_seed

    monkeypatch.setattr(cli, "launch_game", lambda options: 0)
    code = str(from_seed(3, Mode.THREE_D))
    for argv, hint in (
        (["--seed", code], f"that is a puzzle code: quiver --code {code}"),
        (["generate", "--seed", code], f"that is a puzzle code: quiver --code {code}"),
        (["--code", "12345"], "a number is a seed: quiver --seed 12345"),
        (["render", "--code", " 7 ", "--out", "x.png"], "a number is a seed: quiver --seed 7"),
    ):
        assert cli.main(argv) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and hint in err, err
    assert cli.main(["--seed", "abc"]) == 2
    assert "--code" not in capsys.readouterr().err  # not every bad seed is a code


def test_an_empty_file_name_is_one_plain_line(capsys):
    """`quiver check ""` said "cannot read : No such file or directory" and `quiver
    generate --out ""` "cannot write : Is a directory", the latter after the whole build."""
    from quiver import cli

    for argv, said in (
        (["check", ""], "the board file's name is empty"),
        (["play", ""], "the board file's name is empty"),
        (["generate", "--out", ""], "the file name is empty"),
    ):
        assert cli.main(argv) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and said in err and "cannot" not in err, err


@pytest.mark.slow  # a child process
def test_render_with_a_broken_gl_driver_says_one_line(tmp_path):
    """`quiver render --mode 3d` where Mesa cannot load its driver printed Mesa's own
    "libEGL warning: MESA-LOADER: failed to open swrast..." lines (and libGL's) before
    the game's one line; now the one line alone."""
    import os
    import subprocess
    import sys

    env = dict(
        os.environ, LIBGL_DRIVERS_PATH=str(tmp_path / "no-drivers"), QUIVER_HOME=str(tmp_path / "home")
    )
    out = tmp_path / "x.png"
    argv = [sys.executable, "-m", "quiver", "render", "--mode", "3d", "--shape", "cube", "--out", str(out)]
    proc = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=120)
    if proc.returncode == 0:
        pytest.skip("this machine's GL needs no Mesa driver folder")
    lines = [x for x in proc.stderr.splitlines() if x.strip()]
    assert proc.returncode == 2 and len(lines) == 1 and "OpenGL 3.3" in lines[0], proc.stderr
