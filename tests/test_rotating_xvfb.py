"""A real window under Xvfb (xdotool clicks): a board with rotating arrows played into a
dead end shows the "Dead end" card, and Return restarts the board."""

from __future__ import annotations

import shutil
import textwrap

import pytest
from test_app_xvfb import NO_WINDOW, NO_XVFB, WAIT_FOR_WINDOW, game_under_xvfb

from quiver.engine import dump_board
from quiver.engine.rotating import solve_rotating
from quiver.generator import PuzzleSpec, generate

SIZE = (1280, 800)

SCRIPT = textwrap.dedent(
    r"""
    "$PY" -m quiver play "$OUT/board.json" > "$OUT/stdout.txt" 2> "$OUT/stderr.txt" &
"""
    + WAIT_FOR_WINDOW
    + r"""
"""
    + NO_WINDOW
    + r"""
    # until the board shows: the arrow to click coloured at its head (the first frames are
    # black), every 0.1 s up to 20 s, where a fixed 2 s was waited (~0.5 s here)
    for k in $(seq 1 200); do
        import -window "$wid" "$OUT/ready.png" 2>/dev/null && awk -v c="$(convert "$OUT/ready.png" \
            -format "%[fx:p{$X,$Y}.r] %[fx:p{$X,$Y}.g] %[fx:p{$X,$Y}.b]" info: 2>/dev/null)" \
            'BEGIN { split(c, v, " "); hi = v[1]; lo = v[1]
                     for (j = 2; j <= 3; j++) { if (v[j] > hi) hi = v[j]; if (v[j] < lo) lo = v[j] }
                     exit !(c != "" && hi - lo > 0.25) }' && break
        sleep 0.1
    done
    echo "board shown after $k looks"
    xdotool windowfocus --sync "$wid" 2>/dev/null || xdotool windowfocus "$wid"
    xdotool mousemove --window "$wid" $X $Y
    sleep 0.3
    # a screenshot NAME every 0.3 s (up to 9 s: the verdict comes from a worker thread,
    # late on a loaded machine) until the middle band above the card's buttons is white
    # ("white") or not ("board"); card_white() below judges the last one
    shot() {
        for k in $(seq 1 30); do
            sleep 0.3
            import -window "$wid" "$OUT/$1.png"
            m=$(convert "$OUT/$1.png" -gravity center -crop 400x60+0-30 +repage -colorspace Gray \
                -format "%[fx:mean]" info:)
            if [ "$2" = white ]; then awk -v m="$m" 'BEGIN { exit !(m > 0.9) }' && return
            else awk -v m="$m" 'BEGIN { exit !(m < 0.8) }' && return; fi
        done
    }
    xdotool click 1
    shot dead white
    sleep 0.3; import -window "$wid" "$OUT/dead.png"  # the card's fade has ended
    xdotool key --clearmodifiers Return
    shot restarted board
    sleep 0.5; import -window "$wid" "$OUT/restarted.png"
    kill $pid 2>/dev/null
    wait $pid
    echo "done"
"""
)


def dead_end_board():
    """A small board where one free first move walks into a dead end (and that move)."""
    for seed in range(40):
        b = generate(
            PuzzleSpec(
                "2d",
                "rect",
                size=(5, 5),
                seed=seed,
                specials="many",
                special_kinds=("rotating",),
                difficulty="easy",
            )
        )
        for i in b.free_arrows():
            after = b.copy()
            after.fire(i)
            if solve_rotating(after) is None:
                return b, i
    raise AssertionError("no small board with a dead-end first move")


def cell_pixel(board, cell: int) -> tuple[int, int]:
    from quiver.render2d.view import BoardView
    from quiver.scenes.area2d import board_area, minimap_dock

    w, h = board.space.size
    view = BoardView(w, h, board_area(SIZE, minimap_dock(w, h, SIZE)))
    x, y = view.cell_center(*board.space.coord(cell))
    return round(x), round(y)


def card_white(png) -> float:
    """Share of near-white pixels in the middle of the window, above the card's buttons
    (the card is white; its secondary button is tinted so it shows its edge on white)."""
    pygame = pytest.importorskip("pygame")
    img = pygame.image.load(str(png))
    cx, cy = img.get_width() // 2, img.get_height() // 2
    pts = [(cx + dx, cy + dy) for dx in range(-200, 201, 20) for dy in range(-60, 1, 20)]
    return sum(1 for p in pts if min(img.get_at(p)[:3]) >= 245) / len(pts)


@pytest.mark.skipif(NO_XVFB, reason="Xvfb is not installed")
@pytest.mark.skipif(shutil.which("xdotool") is None, reason="xdotool is not installed")
@pytest.mark.skipif(
    shutil.which("import") is None or shutil.which("convert") is None, reason="ImageMagick is not installed"
)
def test_a_dead_end_in_a_real_window_shows_the_card_and_return_restarts(tmp_path):
    board, move = dead_end_board()
    (tmp_path / "board.json").write_text(dump_board(board))
    x, y = cell_pixel(board, board.arrows[move].head)
    log, err = game_under_xvfb(SCRIPT, tmp_path, X=str(x), Y=str(y))
    assert "no window" not in log and "done" in log, log + err
    assert "board shown after 200 looks" not in log, log + err
    assert "Traceback" not in err, err
    assert card_white(tmp_path / "dead.png") > 0.8  # the card over the board
    assert card_white(tmp_path / "restarted.png") < 0.3  # gone: the board again
    # the arrow that left is back after the restart, where it was
    pygame = pytest.importorskip("pygame")
    dead, again = (pygame.image.load(str(tmp_path / n)) for n in ("dead.png", "restarted.png"))
    cells = board.arrows[move].cells[1:]  # the tail wears the turn badge
    at = max((cell_pixel(board, c) for c in cells), key=lambda p: abs(p[1] - SIZE[1] // 2))
    assert again.get_at(at)[:3] != dead.get_at(at)[:3]
