"""Bugs a stranger met in a real window (a fresh data folder, a small window, the big
button first, Esc everywhere): each test failed before its fix."""

from __future__ import annotations

import datetime
import warnings

import pytest
from app_helpers import app_maker, click, hint_ring_gaps, post, run
from puzzle_codes import spec

pygame = pytest.importorskip("pygame")


@pytest.fixture
def small_app(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, lessons=True, gl=False, seed=7) as make:
        yield lambda size=(640, 480): make(size=size)


def key(app, k):
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    run(app, 2)


def test_skip_lesson_never_sits_on_the_pixel_the_bubble_points_at():
    from quiver.scenes.lesson_skip import skip_rect

    for w, h in [(640, 480), (800, 600), (1280, 800)]:
        for x in range(0, w, 37):
            for y in range(80, h - 80, 29):
                rect = skip_rect((w, h), 80, h - 80, (x, y))
                assert not rect.collidepoint(x, y)
                assert rect.top >= 80 and rect.bottom <= h - 80 and rect.x >= 0 and rect.right <= w


@pytest.mark.slow
@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
def test_tapping_the_arrow_the_first_lesson_step_points_at_taps_it(small_app, size):
    """640x480, Play on a fresh data folder: the 2D lesson's first step points at an arrow
    whose head lay under "Skip lesson"; tapping it skipped the whole lesson."""
    app = small_app(size)
    key(app, pygame.K_RETURN)  # the big button: the 2D lesson
    run(app, 10)
    play = app.top
    coach = play.coach
    assert coach is not None and coach.step == 0
    app.render(force=True)  # the coach lays out its button when drawn
    (x, y), _side, _body = coach.target(play)
    click(app, (x, y))
    for _ in range(120):
        run(app)
        if not play.busy():
            break
    assert app.top is play and play.coach is coach and not coach.done
    assert coach.step == 1


def test_the_levels_button_counts_one_star_as_a_star():
    """After one 1-star level the menu's Levels button said "1 stars"."""
    from quiver.scenes.menu_home import levels_sub

    assert levels_sub(0) == "L"
    assert levels_sub(1).endswith(" 1 star")
    assert levels_sub(2).endswith(" 2 stars")


@pytest.mark.slow
def test_the_window_cannot_be_dragged_smaller_than_the_layouts_fit(small_app):
    """A window dragged to 420x320 cut the menu's last row and Quit off the bottom."""
    from quiver.window import MIN_SIZE

    app = small_app((800, 600))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        win = pygame.Window.from_display_module()
    win.size = (420, 320)  # the player drags the corner in
    run(app, 3)
    assert pygame.display.get_window_size() == MIN_SIZE


@pytest.mark.slow
def test_a_window_opened_smaller_on_purpose_keeps_its_size(small_app):
    """The tests' and benches' small GL windows: the minimum never grows a window the
    program asked for (it did, and every picture taken at 400x300 came out 640x480)."""
    small_app((400, 300))
    assert pygame.display.get_window_size() == (400, 300)


def test_a_code_for_a_shape_that_does_not_exist_says_so_in_a_whole_sentence():
    """`quiver --code 2d-nope-16x14-40-hard-7-g8` ended its line with "flips it;)": the
    picture-file hint was cut out of the middle of the sentence, not the end."""
    from quiver.game.code import SpecError, check

    with pytest.raises(SpecError) as e:
        check(spec("2d-nope-16x14-40-hard-7"))
    line = str(e.value)
    assert "unknown 2d shape 'nope'" in line
    assert ".png" not in line and ";)" not in line and line.endswith(")")


@pytest.mark.slow
def test_a_3d_code_in_a_window_without_opengl_says_why_not_no_lesson(small_app):
    """`quiver --code 3d-...` on a fresh data folder in a window without OpenGL: the
    toast said "No 3D lesson here: ..." (the player asked for a puzzle, not a lesson),
    and once the lesson was seen the 3D board was built in full before being refused."""
    from quiver.game.journey import FreePuzzle, PuzzleRequest

    app = small_app((800, 600))
    app.flow.open(PuzzleRequest(FreePuzzle(), spec("3d-cube-5x5x5-23-medium-1")))
    run(app, 3)
    assert [s.name for s in app.stack] == ["menu"]
    said = " ".join(app.toasts.texts())
    assert "3D needs OpenGL 3.3" in said and "lesson" not in said.lower()


@pytest.mark.parametrize(
    "out, says",
    [("no/such/folder/pic.png", "no folder"), ("pic.txt", ".png"), ("pic", ".png")],
)
def test_render_to_a_path_it_cannot_write_says_so_in_one_line(tmp_path, capsys, out, says):
    """`quiver render --out /nonexistent/dir/x.png` printed "internal error: error:
    Couldn't open ..." (SDL's message, after drawing the whole picture), and `--out x.txt`
    wrote a Targa image under that name: both said before anything is drawn."""
    from quiver import cli

    assert cli.main(["render", "--out", str(tmp_path / out)]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "internal error" not in err and says in err
    assert not any(tmp_path.iterdir())


@pytest.mark.parametrize("ui_scale", ["auto", "0.75", "1.25", "2"])
@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800)])
def test_the_2d_legend_arrows_stay_in_their_rows(monkeypatch, tmp_path, size, ui_scale):
    """How to play in 2D, 640x480 with Size of menus 75%: the "flies down" arrow's head
    sat on the line under it ("Setti|ngs: the colour-blind palette...") and the "flies
    up" arrow touched the "flies left" one above it: the two-cell upright arrows were
    taller than the rows they were drawn in."""
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    from quiver.app import App
    from quiver.render2d import drawn
    from quiver.scenes.legend import LegendScene
    from quiver.scenes.legend_words import HELP_FOOT, SCROLL_HINTS, SHORT_HINTS

    app = App(size, window=False, sound=False, clock=lambda: 0.0)
    app.midend.settings.ui_scale = ui_scale
    scene = LegendScene(app.ports, "2d")
    boxes: list = []
    real = scene._arrow_2d
    monkeypatch.setattr(scene, "_arrow_2d", lambda *a: boxes.append(real(*a)) or boxes[-1])
    lines, f, view, _ = scene.body()
    if scene.max_scroll:  # (s374: at 200% the body scrolls: the direction colours' row at its top)
        scene.scroll_by(
            sum(scene._height(line, f, view.w) for line in lines[: [t for t, *_ in lines].index("")])
        )
    layer = pygame.Surface(size, pygame.SRCALPHA)
    with drawn.recording() as seen:
        scene.draw(layer)
    assert len(boxes) == 4
    boxes = [a.clip(scene.body()[2]) for a in boxes]  # (what shows of each in a scrolled body)
    buttons = (scene.lesson_btn.rect, scene.close_btn.rect)
    for t in seen.of(drawn.TEXT):  # and nothing the rows pushed down slid under the buttons
        if t.label in SCROLL_HINTS + SHORT_HINTS + HELP_FOOT:  # s77: the scroll hint (s302: or F1's line)
            # stands beside the buttons, on none
            assert t.rect.collidelist(buttons) == -1, t
            continue
        assert t.rect.bottom <= scene.lesson_btn.rect.top or t.label in (
            "Play the lesson",
            "Close",
            "L",
            "Esc",
        )
    for k, a in enumerate(boxes):
        assert all(not a.colliderect(b) for b in boxes[k + 1 :]), (a, boxes)
        for t in seen.of(drawn.TEXT):
            if t.rect in boxes or t.label.endswith(" colour)"):  # the icons' own notes (an icon its
                continue  # words must not cover; s374: one cut by the view of a scrolled body)
            clash = a.clip(t.rect)
            assert clash.w <= 2 or clash.h <= 2, f"{t} under the arrow at {a}"


def double_click(app, pos) -> None:
    from app_helpers import double_click as player_double_click

    player_double_click(app, pos)


@pytest.mark.slow
def test_a_double_click_on_next_level_does_not_tap_the_new_board(monkeypatch, tmp_path):
    """Double-clicking the win card's Next level: the second click fell on the next
    level's board and tapped whatever arrow lay under the pointer, a blocked one costing
    a heart (and a star) before the player had seen the board. Levels 1-7 at 1280x800:
    four of the seven lost a move that way; levels 1-3 are played (level 3 is one of
    them: the test fails without the fix) to keep the suite short."""
    with app_maker(monkeypatch, tmp_path, gl=False) as make:
        app = make(size=(1280, 800))
        key(app, pygame.K_RETURN)
        run(app, 10)
        for level in range(1, 4):
            play = app.top
            # the flights, the reveal and the card's entry stepped at 20 frames a second (the
            # same clock: a third of the 1280x800 frames)
            while not play.session.won:
                play.fire(play.session.hint())
                for _ in range(20):
                    run(app, dt=1 / 20)
                    if not play.busy():
                        break
            run(app, 100, dt=1 / 20)
            card = app.top
            app.render(force=True)
            double_click(app, card.buttons[0].rect.center)
            run(app, 30)
            now = app.top
            assert now.label == f"Level {level + 1}"
            assert now.session.moves == 0 and now.session.hearts == 3, level
        # a press a moment later (the pointer still) is the player's own: it counts
        app.clock.t += 0.6
        free = now.session.board.free_arrows()[0]
        click(app, now.arrow_pixel(free))
        run(app, 30)
        assert now.session.moves == 1


def test_the_second_click_is_dropped_only_on_a_board_a_click_just_opened():
    from quiver.input import DOUBLE_CLICK, StrayClick

    class Board:
        def __init__(self, t):
            self.opened_at = t

    def ev(kind, **kw):
        return pygame.event.Event(kind, pos=(5, 5), button=1, **kw)

    menu, s = object(), StrayClick()
    assert not s.stray(ev(pygame.MOUSEBUTTONDOWN), 10.0, menu)
    assert not s.stray(ev(pygame.MOUSEBUTTONUP), 10.05, menu)  # the click that opens the board
    board = Board(10.06)
    assert s.stray(ev(pygame.MOUSEBUTTONDOWN), 10.15, board)  # its double: dropped, with its release
    assert s.stray(ev(pygame.MOUSEBUTTONUP), 10.2, board)
    assert not s.stray(ev(pygame.MOUSEBUTTONDOWN), 10.06 + DOUBLE_CLICK, board)  # later: a tap
    assert not s.stray(ev(pygame.MOUSEBUTTONUP), 10.7, board)
    s2, opened_by_key = StrayClick(), Board(50.0)  # Enter opened it: a quick tap is a tap
    assert not s2.stray(ev(pygame.MOUSEBUTTONDOWN), 50.1, opened_by_key)
    s3, b3 = StrayClick(), Board(20.06)
    s3.stray(ev(pygame.MOUSEBUTTONUP), 20.0, menu)
    s3.stray(pygame.event.Event(pygame.MOUSEMOTION, pos=(9, 9), rel=(4, 4), buttons=(0, 0, 0)), 20.1, b3)
    assert not s3.stray(ev(pygame.MOUSEBUTTONDOWN), 20.15, b3)  # aimed: moved there first
    s4, b4 = StrayClick(), Board(30.06)
    s4.stray(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(400, 300), button=1), 30.0, menu)
    assert not s4.stray(ev(pygame.MOUSEBUTTONDOWN), 30.1, b4)  # somewhere else: not its double


def _ring_pixels(app, arrow):
    """Pixels of the hint ring's colour the window shows with `arrow` hinted."""
    from quiver.render2d import theme

    play = app.top
    play.on_hint(arrow)
    play.hint_age, play.full_redraw = 99.0, True  # lit steadily; then frames drawn in part
    run(app, 2)
    app.render(force=True, toasts=False, capture=True)
    surf = app._captured
    area = pygame.Rect(play.view.area)
    w, h = surf.get_size()
    below = sum(1 for y in range(area.bottom, h) for x in range(w) if surf.get_at((x, y))[:3] == theme.HINT)
    total = sum(1 for y in range(h) for x in range(w) if surf.get_at((x, y))[:3] == theme.HINT)
    return below, total


@pytest.mark.slow
def test_the_hint_ring_round_an_arrow_at_the_boards_bottom_edge_is_drawn_whole(monkeypatch, tmp_path):
    """At 640x480 the ring round a hinted arrow in the board's bottom row was cut off at
    the board area's edge; it is drawn whole, over the bar, like a mid-board one."""
    with app_maker(monkeypatch, tmp_path, gl=False) as make:
        app = make(size=(640, 480))
        app.flow.open_code(spec("2d-rect-8x12-30-easy-3"))
        run(app, 30)
        play = app.top
        board = play.board
        heads = {i: board.space.coord(board.arrows[i].head) for i in board.alive}
        bottom = max(y for _, y in heads.values())
        low = next(i for i, (x, y) in heads.items() if y == bottom)
        # a mid-board arrow as long as the low one (a ring's pixels grow with its arrow)
        size = len(board.arrows[low].cells)
        mids = [i for i, (x, y) in heads.items() if 2 <= y <= bottom - 3 and 2 <= x <= 5]
        mid = next((i for i in mids if len(board.arrows[i].cells) == size), mids[0])
        low_below, low_total = _ring_pixels(app, low)
        _, mid_total = _ring_pixels(app, mid)
        assert low_below > 0
        # whole, if smaller than mid-board's where a bar's buttons are nearer (s332)
        assert low_total >= 0.6 * mid_total
        play = app.top
        play.on_hint(low)
        play.hint_age, play.full_redraw = 99.0, True
        run(app, 2)
        app.render(force=True, toasts=False, capture=True)
        assert hint_ring_gaps(play, app._captured, low) == []


def test_asking_for_the_same_hint_again_costs_nothing_more():
    """H pressed twice (the camera still turning, a double click on Hint) showed the same
    arrow and counted two hints: a star lost for nothing. Asked again before any move, the
    hint shows the same arrow free; after a move a new hint counts."""
    from quiver.game.lessons import lesson
    from quiver.game.session import Session

    s = Session(lesson("2d")[1].make_board(), 3, clock=lambda: 0.0)
    first = s.hint()
    assert first is not None and s.hints_used == 1
    assert s.hint() == first and s.hint() == first and s.hints_used == 1
    blocked = next((i for i in sorted(s.board.alive) if not s.board.can_escape(i)), None)
    if blocked is not None:  # a blocked tap is a move: the next hint counts
        s.fire(blocked)
        assert s.hint() is not None and s.hints_used == 2
    s.fire(s.last_hint)  # the hinted arrow leaves: the next hint counts
    if not s.over:
        before = s.hints_used
        assert s.hint() is not None and s.hints_used == before + 1


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800)])
def test_the_top_bar_says_which_level_is_played_at_any_window_size(size):
    """At 640x480 the top bar had no room for "Level 3  •  Digit 4" and dropped it whole:
    nothing on screen said which level was being played. The title shortens to its first
    part ("Level 3") and the layers chip gives way for it (never the score); where the
    whole title fits every chip stays."""
    from quiver.render2d import drawn
    from quiver.render2d.hud import Hud, HudInfo

    hud = Hud()
    hud.layout(size)
    title = "Level 3  \u2022  Digit 4"
    info = HudInfo(3, 3, 9, 9, 12.0, 3, "2d-digit_4-9x13-9-medium-7-g8", title, score=5795)
    with drawn.recording() as seen:
        hud.draw(pygame.Surface(size, pygame.SRCALPHA), info)
    labels = [t.label for t in seen.of(drawn.TEXT)]
    assert title in labels or "Level 3" in labels
    if size[0] >= 1280:
        assert title in labels and "layers" in labels
    titled = [t for t in seen.of(drawn.TEXT) if t.label in (title, "Level 3")]
    others = [t for t in seen.of(drawn.TEXT) if t.label not in (title, "Level 3")]
    assert all(not titled[0].rect.colliderect(t.rect) for t in others)
    # a title with no short form ("Daily 2026-12-02") never pushes the score out
    info = HudInfo(3, 3, 9, 9, 12.0, 3, "2d-letter_s-11x16-16-medium-7-g8", "Daily 2026-12-02", score=9906)
    with drawn.recording() as seen:
        hud.draw(pygame.Surface(size, pygame.SRCALPHA), info)
    assert "9906" in [t.label for t in seen.of(drawn.TEXT)]


def test_a_code_broken_onto_three_lines_balances_its_lines():
    """At 640x480 a level's code showed as "2d-" / "digit_4-9x13-9-medium-" / "7535...-g8":
    the widest line decides the size, and among the breaks it allows the first was taken,
    leaving "2d-" alone. The next-widest line is made as narrow as it can be too."""
    from quiver.render2d import theme
    from quiver.render2d.codechip import split_code

    code = "2d-digit_4-9x13-9-medium-7535332172297575662-g8"
    lines = split_code(code, 3)
    assert "".join(lines) == code and len(lines) == 3
    widths = sorted((theme.text_size(t, 20, True)[0] for t in lines), reverse=True)
    assert widths[1] <= theme.text_size("9x13-9-medium-", 20, True)[0]


@pytest.mark.parametrize("waiting", [0, 2])
def test_the_leaderboard_cards_offline_line_is_read_whole_in_a_small_window(waiting):
    """640x480, a leaderboard server set but not reachable: the Daily screen said "The
    leaderboard server cannot be re..." (cut to one line). It wraps onto the lines the
    card holds, inside the card."""
    from types import SimpleNamespace

    from quiver.game.leaderboard_wire import OFFLINE, OFFLINE_NONE, BoardState
    from quiver.game.progress import Progress
    from quiver.render2d import drawn
    from quiver.scenes.daily_board import draw_leaderboard_card

    client = SimpleNamespace(
        server="http://127.0.0.1:9",
        board=lambda day, mode="2d": BoardState.offline(OFFLINE),
        pending=lambda mode=None: waiting,
        refusal=lambda mode="2d": None,
        my_id=lambda: None,
    )
    card = pygame.Rect(262, 308, 350, 140)  # the card at 640x480
    with drawn.recording() as seen:
        draw_leaderboard_card(
            pygame.Surface((640, 480)), card, client, Progress(), datetime.date(2026, 12, 2)
        )
    said = [
        t for t in seen.of(drawn.TEXT) if t.label not in ("Today's leaderboard", "2 runs waiting to be sent")
    ]
    line = " ".join(t.label for t in said)  # runs wait: said only then (s336), shorter beside their count
    assert line == (OFFLINE_NONE if not waiting else "Leaderboard offline: runs wait")
    assert all(card.contains(t.rect) for t in said)


def test_a_seed_with_a_size_but_no_shape_plays_a_shape_that_takes_the_size():
    """`quiver --mode 3d --seed 4 --size 4` said "3d shape 'snowman' needs a size from 9
    to 24": a shape the player never chose. The seed's own shape is kept where it takes
    the size; else the next shape in the seed's order that does."""
    from quiver.game.code import from_seed

    spec = from_seed(4, mode="3d", size=4)
    assert spec.size == (4, 4, 4) and spec.shape != "snowman"
    assert from_seed(4, mode="3d", size=4) == spec  # the same seed, the same puzzle
    assert from_seed(4, mode="3d", size=12).shape == from_seed(4, mode="3d").shape == "snowman"
    with pytest.raises(ValueError, match="size"):
        from_seed(4, mode="3d", size=999)


@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_a_hint_turning_the_view_does_not_pass_the_lessons_turn_step(mode):
    """3D lesson, "Drag to turn the shape": H turned the camera to the hinted arrow and
    the lesson went on to "Scroll or pinch to zoom" as if the player had dragged. A turn
    the game makes (a hint, Home) eases the camera; only the player's own turn counts."""
    from types import SimpleNamespace

    from quiver.game.lessons import Until, lesson
    from quiver.render3d.camera import glm
    from quiver.scenes.coach import Coach

    coach = Coach(SimpleNamespace(clock=lambda: 0.0), mode)
    assert coach.current.until == Until.TURNED
    camera = SimpleNamespace(rot=glm.quat(), zoom=1.0, turning=False)
    play = SimpleNamespace(
        view_pose=lambda: (camera.rot, camera.zoom),
        ctl=SimpleNamespace(camera=camera),
        board=lesson(mode)[0].make_board(),
        session=SimpleNamespace(over=False),
        full_redraw=False,
    )
    coach.update(play)
    camera.turning = True  # the hint's eased turn, frame by frame, zooming out a little
    for k in range(1, 11):
        camera.rot = glm.angleAxis(glm.radians(9.0 * k), glm.vec3(0, 1, 0))
        camera.zoom = 1.0 + 0.02 * k
        coach.update(play)
    camera.turning = False
    coach.update(play)
    assert coach.step == 0  # still "Drag to turn"
    camera.rot = glm.angleAxis(glm.radians(90.0 + 30.0), glm.vec3(0, 1, 0))  # the player's drag
    coach.update(play)
    assert coach.step == 1


@pytest.mark.parametrize("which", ["seed", "confirm"])
def test_a_toast_never_covers_a_cards_buttons_at_640x480(monkeypatch, tmp_path, which):
    """640x480: the clamp note ("999 arrows cannot fill 96 cells; using 24") sat over the
    seed panel's Play, Paste and Cancel for its four seconds (and a toast over a question's
    Stay and Leave). A card's toasts go under it."""
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    from quiver.app import App
    from quiver.scenes.confirm import ConfirmScene
    from quiver.scenes.seed import SeedScene
    from quiver.scenes.toast import ToastLayer

    size = (640, 480)
    app = App(size, window=False, sound=False, clock=lambda: 0.0)
    if which == "seed":
        card = SeedScene(app.ports, None)
        buttons = [card.ok, card.paste_btn, card.cancel]
    else:
        card = ConfirmScene(app.ports, "Leave this puzzle?", "Leave", lambda: None)
        buttons = [card.yes, card.no]
    layer = ToastLayer(lambda: 0.0, size, lambda: card)
    layer.show("999 arrows cannot fill 96 cells; using 24")
    surface = pygame.Surface(size, pygame.SRCALPHA)
    layer.draw(surface)
    drawn = surface.get_bounding_rect()
    assert drawn.h > 20  # the toast is there ...
    for b in buttons:  # ... and not over a button
        assert not drawn.colliderect(b.rect), (b.label, drawn, b.rect)


@pytest.mark.parametrize("size", [(1280, 800), (3840, 2160)])
def test_a_small_board_grows_with_the_hud_in_a_big_window(monkeypatch, tmp_path, size):
    """3840x2160: the HUD was drawn 2.7 times bigger but level 1's board kept 96-pixel
    cells, a small picture in the middle of the screen (a fifth of its width). The cells'
    cap grows with the HUD's scale; at 1280x800 nothing changes."""
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    from quiver.app import App
    from quiver.game.lessons import lesson
    from quiver.render2d import theme
    from quiver.scenes.play2d import Play2DScene

    app = App(size, window=False, sound=False, clock=lambda: 0.0)
    app.midend.settings.ui_scale = "auto"
    board = lesson("2d")[1].make_board()
    play = Play2DScene(app.ports, board)
    v = play.view
    room = min(v.area[2] // v.cols, v.area[3] // v.rows)
    assert v.cell == min(int(theme.MAX_CELL * play.hud.u), room) and v.fits()
    if size[0] >= 3840:
        assert play.view.cell > 2 * theme.MAX_CELL
    else:
        assert play.view.cell <= theme.MAX_CELL
    play.resize((1280, 800))  # a window made smaller: back to the usual cap
    assert play.view.cell <= theme.MAX_CELL and play.view.fits()


@pytest.mark.slow
@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
def test_a_lessons_name_shows_once(small_app, size):
    """640x480: "Lesson 1 of 2" stood in the top bar (the title's short form) and again in
    the bottom chip ("board  Lesson 1 of 2"); at 1280x800 the whole title says it too. The
    top bar names the lesson; a lesson has no code chip."""
    from quiver.render2d import drawn

    app = small_app(size)
    key(app, pygame.K_RETURN)  # the big button: the 2D lesson
    run(app, 10)
    play = app.top
    assert play.coach is not None
    play.full_redraw = True
    with drawn.recording() as seen:
        play.draw(pygame.Surface(size, pygame.SRCALPHA))
    named = [t.label for t in seen.of(drawn.TEXT) if "First Taps" in t.label or "Lesson 1 of" in t.label]
    assert len(named) == 1, (named, [t.label for t in seen.of(drawn.TEXT)])
    assert "board" not in [t.label for t in seen.of(drawn.TEXT)]


@pytest.mark.parametrize("ui_scale", ["auto", "1.5"])
@pytest.mark.parametrize("lines", [1, 2])
def test_a_toast_never_covers_the_pause_cards_buttons_at_640x480(monkeypatch, tmp_path, ui_scale, lines):
    """640x480: a toast (a setting's note, the clamp note) sat over the pause card's lower
    buttons; with a bigger UI the card filled the window's height. Its toasts go under it,
    and the card leaves them room."""
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    from quiver.app import App
    from quiver.scenes.pause import PauseScene
    from quiver.scenes.toast import ToastLayer

    size = (640, 480)
    app = App(size, window=False, sound=False, clock=lambda: 0.0)
    app.midend.settings.ui_scale = ui_scale
    card = PauseScene(app.ports, None)
    layer = ToastLayer(lambda: 0.0, size, lambda: card)
    layer.show(" ".join(["999 arrows cannot fill 96 cells; using 24"] * lines))
    surface = pygame.Surface(size, pygame.SRCALPHA)
    layer.draw(surface)
    drawn = surface.get_bounding_rect()
    assert drawn.h > 20 * lines  # the toast is there ...
    for b in card.buttons:  # ... and not over a button
        assert not drawn.colliderect(b.rect), (b.label, drawn, b.rect)


@pytest.mark.slow
def test_in_a_lesson_only_skip_says_esc(small_app):
    """In a lesson Esc skips the lesson, yet the bottom bar's Pause also showed an Esc key
    cap: two buttons promised the same key. Pause shows none there, and Esc again on a
    puzzle's board."""
    from quiver.render2d import drawn

    def labels(play):
        play.full_redraw = True
        with drawn.recording() as seen:
            play.draw(pygame.Surface(play.size, pygame.SRCALPHA))
        return [t.label for t in seen.of(drawn.TEXT)]

    app = small_app((1280, 800))
    key(app, pygame.K_RETURN)  # the big button: the 2D lesson
    run(app, 10)
    assert app.top.coach is not None
    shown = labels(app.top)
    assert "Pause" in shown and shown.count("Esc") == 1, shown  # Skip lesson's
    key(app, pygame.K_ESCAPE)  # asks first (Stay ringed, s176),
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)  # skips the lesson: level 1
    run(app, 30)
    assert app.top.coach is None
    shown = labels(app.top)
    assert "Pause" in shown and shown.count("Esc") == 1, shown  # Pause's


def test_skip_lesson_takes_less_of_a_narrow_window():
    """At 640x480 the 200x54 "Skip lesson" covered the top right of a Flat lesson's block;
    below the width where the HUD drops its key caps it is the smaller button, at the edge."""
    from quiver.scenes.lesson_skip import skip_rect

    wide = skip_rect((1280, 800), 80, 720, (640, 400))
    narrow = skip_rect((640, 480), 70, 410, (320, 240))
    assert narrow.w * narrow.h < 0.6 * wide.w * wide.h
    assert 640 - narrow.right < 1280 - wide.right


def test_a_headless_app_needs_no_display(monkeypatch, tmp_path):
    """An App that opens no window (the legend, card and picture tests; headless
    pictures) raised NoDisplay wherever no display answered and no SDL_VIDEODRIVER was
    set (20 tests of this file failed so) once the game refused SDL's invisible fallback
    for its window: no window is shown, so none need answer."""
    from quiver.app import App

    monkeypatch.delenv("SDL_VIDEODRIVER", raising=False)
    monkeypatch.setenv("DISPLAY", ":7391")  # no X server listens there
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path / "home"))
    pygame.display.quit()
    try:
        app = App((640, 480), window=False, sound=False, clock=lambda: 0.0)
        app.to_menu()
        assert app.top is not None
    finally:
        pygame.display.quit()
