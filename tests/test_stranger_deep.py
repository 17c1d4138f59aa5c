"""Bugs a stranger met deep in the game (round four: the campaign far in, big boards,
pictures, settings kept, windows resized mid-animation): each test failed before its fix."""

from __future__ import annotations

import functools

import pytest
from closer import look_closer
from puzzle_codes import code

pygame = pytest.importorskip("pygame")

LONG_CODE = code("2d-light_bulb-mirrored-200x256-9000-medium-9223372036854775807", "sltr")


@pytest.fixture
def windowless(monkeypatch, tmp_path):
    """An App with no window on a fresh data folder (`make(size)`)."""
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    from quiver.app import App

    return lambda size: App(size, window=False, sound=False, clock=lambda: 0.0)


class _SlowJob:
    """A build still under way (the panel shows while it runs)."""

    done = False

    def elapsed(self) -> float:
        return 12.3

    def stage_text(self) -> str:
        return "Placing arrows"

    def poll(self) -> bool:
        return False

    def cancel(self) -> None:
        pass


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_loading_panel_shows_a_long_code_whole_and_grows_with_the_window(windowless, size):
    """A 200x256 mirrored light bulb builds for seconds: its code ran out of both sides of
    the 460-pixel "Building the puzzle..." panel, and in a 2560x1440 window the panel and
    its letters stayed the size they have at 1280x800 (a small card among menus drawn
    twice as big)."""
    from quiver.game.code import PuzzleSpec
    from quiver.game.journey import FreePuzzle, PuzzleRequest
    from quiver.render2d import theme
    from quiver.render2d.drawn import TEXT, problems, recording
    from quiver.scenes.loading import LoadingScene

    app = windowless(size)
    spec = PuzzleSpec.parse(LONG_CODE)
    scene = LoadingScene(app.ports, PuzzleRequest(FreePuzzle(), spec), spec, _SlowJob())
    layer = pygame.Surface(size, pygame.SRCALPHA)
    with recording() as drawn:
        scene.draw(layer)
    assert problems(drawn, pygame.Rect(0, 0, *size)) == []
    texts = [t.label for t in drawn.of(TEXT)]
    assert LONG_CODE in "".join(texts)  # whole, on one line or broken after its dashes
    scale = theme.ui_scale(size, app.midend.settings)
    assert scene.panel_rect.w >= min(size[0] - 24, int(460 * max(1.0, scale)))
    if scale > 1.5:
        small_cap = theme.font(18, True).size("Esc")[1] + 6  # the Esc key drawn at scale 1
        assert scene.panel_rect.w > 460 * 1.5 and scene.cancel_rect.h > small_cap


class _Board:
    """A leaderboard client whose server answered: ten runs today, ours the third."""

    server = "http://127.0.0.1:8765"
    version = 0

    def __init__(self, refusal: str | None = None) -> None:
        self.last_refusal = refusal
        self.today = ""  # (_daily_drawn: the screen's today, the refusal's day)
        self.warnings: list[str] = []

    def board(self, day: str, mode: str = "2d"):
        from quiver.game.leaderboard_wire import BoardState, BoardStatus

        names = [
            "Ada",
            "Grace Hopper",
            "Me",
            "Linus",
            "Barbara Liskov",
            "Ken",
            "Dennis R",
            "Edsger",
            "Alan",
            "Niklaus",
        ]
        entries = [
            {"rank": k + 1, "player": f"p{k}", "name": n, "mistakes": k % 3, "time_ms": 61_200 + 9_000 * k}
            for k, n in enumerate(names)
        ]
        you = {"rank": 3, "name": "Me"}
        return BoardState(BoardStatus.OK, {"runs": 10, "entries": entries, "you": you})

    def request(self, day: str, mode: str = "2d") -> None:
        pass

    def pending(self, mode: str | None = None) -> int:
        return 0

    def refusal(self, mode: str = "2d") -> tuple[str, str] | None:
        return None if self.last_refusal is None else (self.today, self.last_refusal)

    def refusal_seen(self, mode: str) -> None:
        pass

    def my_id(self) -> str:
        return "p2"


def _daily_drawn(windowless, size, client=None, dailies=0):
    """The Daily screen drawn in a `size` window (with `client` as its leaderboard, and
    `dailies` days cleared before today): (scene, what it drew)."""
    import datetime

    from quiver.game.progress_daily import record_daily
    from quiver.game.progress_records import DailyResult
    from quiver.render2d.drawn import recording
    from quiver.scenes.daily import DailyScene

    app = windowless(size)
    today = app.midend.today()
    for k in range(1, dailies + 1):
        day = today - datetime.timedelta(days=k)
        record_daily(app.midend.progress, day, DailyResult("2d", True, k % 3, 95.0 + 61 * k, 0, 3 - k % 3))
    if client is not None:
        client.today = today.isoformat()
        app.midend.leaderboard = client
    scene = DailyScene(app.ports)
    layer = pygame.Surface(size, pygame.SRCALPHA)
    with recording() as drawn:
        scene.draw(layer)
    return scene, drawn


SIZES = [(640, 480), (1280, 800), (2560, 1440)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("refusal", [None, "these moves and times are another player's run for the day"])
def test_the_shared_daily_board_reads_in_a_small_and_a_big_window(windowless, size, refusal):
    """The daily's shared leaderboard at 640x480 drew each row's rank, mistakes and time on
    top of each other and no name (two columns in a card 357 pixels wide), and cut the
    line saying why a run was refused ("...these moves and tim..."); at 2560x1440 it kept
    the letters of 1280x800 in a card twice as big."""
    from quiver.render2d.drawn import TEXT, problems

    scene, drawn = _daily_drawn(windowless, size, _Board(refusal))
    assert problems(drawn, pygame.Rect(0, 0, *size)) == []
    texts = {t.label: t.rect for t in drawn.of(TEXT)}
    assert "Me" in texts  # our own row, its name whole (in a short card it takes the last place)
    assert "Ada" in texts or (refusal and size == (640, 480))  # the first, where two rows fit
    if refusal:
        said = " ".join(t.label for t in drawn.of(TEXT) if t.rect.y > scene.board_card.centery)
        assert refusal.split()[-1] in said and "\u2026" not in said
    title = texts["Today's leaderboard"]
    if size == (2560, 1440):
        _, small = _daily_drawn(windowless, (1280, 800), _Board(refusal))
        at_1280 = {t.label: t.rect for t in small.of(TEXT)}
        assert title.h >= 1.5 * at_1280["Today's leaderboard"].h
        assert texts["Mo"].h >= 1.5 * at_1280["Mo"].h  # the calendar too


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_your_best_dailies_show_their_times_inside_the_card(windowless, size):
    """No server set, a few dailies cleared, 640x480: "Your best dailies" drew each day's
    time 400 pixels into a 357-pixel card, off the window."""
    from quiver.render2d.drawn import TEXT, problems

    scene, drawn = _daily_drawn(windowless, size, dailies=4)
    assert problems(drawn, pygame.Rect(0, 0, *size)) == []
    card = scene.board_card
    times = [t for t in drawn.of(TEXT) if t.label.count(":") == 1 and card.contains(t.rect)]
    assert len(times) >= 2  # each row's time, inside the card


def _rows_board(cols: int, rows: int):
    """A `cols` x `rows` board of 4-cell arrows, each row's flying out of its nearer side:
    a fresh position over a puzzle read once while this module runs (256x128: 0.5 s)."""
    return _rows_puzzle(cols, rows).copy()


@pytest.fixture(autouse=True, scope="module")
def _puzzles_let_go():
    """The puzzles go with the module's last test (kept, the worker's later full garbage
    collections would walk their objects again and again)."""
    yield
    _rows_puzzle.cache_clear()


@functools.cache
def _rows_puzzle(cols: int, rows: int):
    import json

    from quiver.engine.codec import load_board

    arrows = []
    for y in range(rows):
        for x0 in range(0, cols, 4):
            seg = [[x0 + i, y] for i in range(4)]
            arrows.append(
                {"cells": seg, "dir": "+x"} if x0 >= cols // 2 else {"cells": seg[::-1], "dir": "-x"}
            )
    cells = [[x, y] for y in range(rows) for x in range(cols)]
    obj = {"format": "quiver-board/1", "mode": "2d", "size": [cols, rows], "cells": cells, "arrows": arrows}
    return load_board(json.dumps(obj))


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("cols", [128, 256])
def test_a_big_boards_minimap_keeps_to_its_size_and_leaves_the_board_the_window(windowless, size, cols):
    """`quiver --seed 3 --size 256` at 640x480: the minimap was 276 pixels square (a pixel a
    cell past 170 cells, its promised longest side), and the board was left a strip 300
    pixels wide beside it. It shows the whole board still, and a click on it still jumps
    the view to the point clicked."""
    from quiver.scenes.area2d import MINIMAP_SIDE
    from quiver.scenes.play2d import Play2DScene

    app = windowless(size)
    board = _rows_board(cols, cols // 2)
    play = Play2DScene(app.ports, board, None, "big.json", hearts=3)
    app.stack.append(play)
    play.resize(size)
    look_closer(play)  # (its first look, whole where it fits at 2 px: a tap looks closer, s342)
    mm = play.minimap_rect()
    assert mm is not None
    mw, mh = play.minimap_size()
    assert max(mw, mh) <= MINIMAP_SIDE and abs(mw - 2 * mh) <= 1  # the whole board, its shape kept
    assert mm.w <= MINIMAP_SIDE + 20 and mm.right <= size[0]
    _x, _y, aw, _ah = play.view.area
    assert aw >= size[0] - MINIMAP_SIDE - 100  # the board keeps most of the window
    # a click on the minimap's right end brings the board's right end into view
    play.controls.minimap_jump((mm.x + 10 + mw - 1, mm.y + 10 + mh // 2))
    fx0, _fy0, fx1, _fy1 = play.view.visible_fraction()
    assert fx1 >= 0.99 and fx0 > 0.3


def _all_corners(voxels):
    """Every distinct corner of the voxels (what voxel_corners returned before)."""
    import numpy as np

    v = np.array(voxels, dtype=np.float64).reshape(-1, 3)
    cube = np.array([(i, j, k) for i in (0, 1) for j in (0, 1) for k in (0, 1)], dtype=np.float64)
    return np.unique((v[:, None, :] + cube[None]).reshape(-1, 3), axis=0)


def test_a_flat_48_block_is_framed_from_its_outline_not_every_corner():
    """A Flat 3D 48 board took 6 s to open after it was built (the window frozen): the
    camera sorted all 884,736 corners of the block's 110,592 voxels for its outline, and
    measured them all again in every frame of a turn (435 ms a frame). The outline is now
    each corner column's lowest and highest corner: 4,802 for the block."""
    from quiver.render3d.framing import voxel_corners

    n = 48
    block = [(x, y, z) for x in range(n) for y in range(n) for z in range(n)]
    assert len(voxel_corners(block)) <= 2 * (n + 1) ** 2


@pytest.mark.parametrize("seed", range(6))
def test_the_outline_fits_every_view_as_all_the_corners_do(seed):
    """The fewer corners frame a shape exactly as all of them: the view's centre and
    distance from any side, and the bounding sphere (random shapes with holes, overhangs
    and separate pieces)."""
    import math

    import numpy as np

    from quiver.engine.rng import Rng
    from quiver.render3d.camera import orientation
    from quiver.render3d.framing import outline_centre, outline_distance, voxel_corners

    rng = Rng(seed)
    dims = [rng.between(1, 7) for _ in range(3)]
    voxels = [
        (x - 3, y, z + 2)
        for x in range(dims[0])
        for y in range(dims[1])
        for z in range(dims[2])
        if rng.below(3)  # two in three: holes and separate pieces
    ] or [(0, 0, 0)]
    few, every = voxel_corners(voxels), _all_corners(voxels)
    assert {tuple(p) for p in few} <= {tuple(p) for p in every}
    fov = math.radians(40)
    for _ in range(8):
        rot = orientation(rng.below(360), rng.below(170) - 85)
        aspect = 0.5 + rng.random() * 1.5
        centre = outline_centre(every, rot, fov)
        assert np.allclose(outline_centre(few, rot, fov), centre)
        got = outline_distance(few, centre, rot, fov, aspect, band=0.8)
        assert got == pytest.approx(outline_distance(every, centre, rot, fov, aspect, band=0.8))
        c = every.mean(0)
        assert ((few - c) ** 2).sum(1).max() == pytest.approx(((every - c) ** 2).sum(1).max())


def test_next_arrow_goes_round_the_heads_in_reading_order():
    from quiver.scenes.keypick2d import next_head

    def next_arrow(board, hidden, current, step):  # (s168: Tab steps heads; these arrows have one)
        return next_head(board, hidden, None if current is None else (current, 0), step)[0]

    board = _rows_board(8, 2)  # heads: row 0 at x 0, 4+3=7... one arrow per half-row
    heads = {i: board.space.coord(board.arrows[i].head) for i in board.alive}
    order = sorted(board.alive, key=lambda i: (heads[i][1], heads[i][0]))
    assert next_arrow(board, set(), None, 1) == order[0]
    assert next_arrow(board, set(), None, -1) == order[-1]
    assert [next_arrow(board, set(), i, 1) for i in order] == order[1:] + order[:1]
    assert [next_arrow(board, set(), i, -1) for i in order] == order[-1:] + order[:-1]
    board.alive.discard(order[1])  # flown: the next one after it is still the one after it
    assert next_arrow(board, set(), order[1], 1) == order[2]
    assert next_arrow(board, {order[2]}, order[0], 1) == order[3]  # a bouncing one is skipped


@pytest.mark.slow  # a window
def test_a_keyboard_alone_plays_a_2d_puzzle_through_and_back_to_the_menu(monkeypatch, tmp_path):
    """Keyboard only: Enter opened level 1, Esc paused and left it, but no key fired an
    arrow, so no puzzle could be played without a mouse. Tab lights the arrows in turn,
    Enter fires the lit one; Enter on the win card plays on, Esc goes back to the menu."""
    from app_helpers import app_maker, post, run

    def key(app, k, mod=0):
        post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
        post(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)
        run(app, 2)

    with app_maker(monkeypatch, tmp_path, gl=False, seed=7) as make:
        app = make(size=(800, 600))
        key(app, pygame.K_RETURN)  # Play: level 1
        run(app, 5)
        play = app.top
        assert play.name == "play2d"
        board = play.board
        for _ in range(20 * len(board.arrows)):
            if not board.alive:
                break
            key(app, pygame.K_TAB)
            lit = play.ptr.hover
            assert lit is not None and lit in board.alive
            if board.can_escape(lit):
                key(app, pygame.K_RETURN)
                assert lit not in board.alive
            run(app, 30)
        assert board.cleared and play.session.won and play.session.hearts == 3  # no heart lost
        assert play.session.hints_used == 0
        for _ in range(120):
            run(app)
        assert app.top.name == "result"
        key(app, pygame.K_ESCAPE)
        assert [s.name for s in app.stack] == ["menu"]


@pytest.mark.parametrize("width", [640, 800, 1280])
def test_a_long_picture_name_stays_in_its_chip(width):
    """`quiver --shape my_very_long_holiday_picture_from_summer_2019_at_the_beach.png` at
    640x480: the bottom bar's "board" chip drew the name on one line 459 pixels long, out
    of its 243-pixel chip and under the Hint and Restart buttons. A file's name breaks
    after its underscores, dots and spaces as a code breaks after its dashes."""
    from quiver.render2d import theme
    from quiver.render2d.codechip import CODE_LEAST
    from quiver.render2d.drawn import problems, recording
    from quiver.render2d.hud import Hud, HudInfo

    pygame.font.init()
    name = "my_very_long_holiday_picture_from_summer_2019_at_the_beach.png"
    hud = Hud()
    hud.set_code(name, "board", copyable=False)
    hud.layout((width, 480))
    chip = hud.code_rect
    assert chip is not None and "".join(hud.code_lines) == name
    assert hud.code_size >= CODE_LEAST
    widest = max(theme.text_size(t, hud.code_size, True)[0] for t in hud.code_lines)
    assert widest <= chip.w - 30
    assert not any(chip.colliderect(r) for n, r in hud.buttons.items() if n != "settings")
    # a name with nowhere to break ends at its chip, never under the buttons
    hud.set_code("x" * 120, "board", copyable=False)
    hud.layout((width, 480))
    surface = pygame.Surface((width, 480), pygame.SRCALPHA)
    with recording() as drawn:
        hud.draw(surface, HudInfo(3, 3, 10, 10, 0.0, 2, ""))
    assert [p for p in problems(drawn, surface.get_rect()) if "xxx" in p] == []


def test_a_window_resized_mid_clear_moves_the_effects_off_the_old_pixels(windowless):
    """The window resized while an arrow's burst and combo count were still showing: they
    stayed at the old window's pixels, drawn beside the board (at 800x600 half off the
    window's right edge). They now go with the board to its new place (stranger s49: a
    blocked tap's ring follows its blocker), so each lies on the new board."""
    from quiver.scenes.play2d import Play2DScene

    app = windowless((1280, 800))
    board = _rows_board(16, 4)
    play = Play2DScene(app.ports, board, None, "b.json", hearts=3)
    app.stack.append(play)
    free = next(iter(board.free_arrows()))
    play.fire(free)
    assert play.fx.active  # a burst where it left, a trail
    before = [f.pos for f in play.fx.items]
    play.resize((800, 600))
    x, y, w, h = play.board_area()
    moved = [f.pos for f in play.fx.items]
    assert moved and moved != before[: len(moved)]
    assert all(x - 1 <= px <= x + w + 1 and y - 1 <= py <= y + h + 1 for px, py in moved)


def test_a_big_board_cleared_reveals_its_whole_picture(windowless):
    """A 128-wide board cleared zoomed in (24-pixel cells, 44 of its 128
    columns in view): the win reveal coloured in the part in view, and the finished
    picture was never seen whole. The view zooms out for the reveal, as far as it goes."""
    from quiver.engine.solve import peel
    from quiver.scenes.play2d import Play2DScene

    app = windowless((1280, 800))
    board = _rows_board(128, 64)
    play = Play2DScene(app.ports, board, None, "big.json", hearts=3)
    app.stack.append(play)
    play.resize((1280, 800))
    look_closer(play)  # (its first look is whole: a tap looks closer, s342)
    view = play.view
    assert view.cell > view.zoom_limits()[0]  # zoomed in, panning
    for i in peel(board).order():
        play.session.fire(i)
    assert play.session.won
    for _ in range(5):
        play.update(1 / 60)
    assert play.reveal_u() is not None
    assert view.cell == view.zoom_limits()[0]
    fx0, fy0, fx1, fy1 = view.visible_fraction()
    assert fx0 <= 0 and fy0 <= 0 and fx1 >= 1 and fy1 >= 1  # the whole picture in view


@pytest.mark.slow  # a window
def test_a_hint_asked_from_the_keyboard_is_fired_with_enter(monkeypatch, tmp_path):
    """H rang the hinted arrow, but a keyboard player had to Tab through the board to
    reach it: the hint lights it, so Enter fires it."""
    from app_helpers import app_maker, post, run

    with app_maker(monkeypatch, tmp_path, gl=False, seed=7) as make:
        app = make(size=(800, 600))
        app.flow.level("2d", 1)
        run(app, 5)
        play = app.top
        board = play.board
        for _ in range(len(board.arrows)):
            post(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)
            run(app, 2)
            hinted = play.hint_arrow
            assert hinted is not None and board.can_escape(hinted)
            post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
            run(app, 2)
            assert hinted not in board.alive
            run(app, 30)
            if not board.alive:
                break
        assert board.cleared and play.session.hearts == 3
