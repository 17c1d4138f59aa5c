"""The first-start lessons (issue 11), through the real app: a fresh data folder, the
menu's Random puzzle in each mode opens that mode's lesson first; injected clicks, drags
and wheel turns play it from start to finish; then the puzzle that was asked for opens,
and the mode is remembered as taught (a restart goes straight to the puzzle)."""

from __future__ import annotations

import json
import re

import pytest
from app_helpers import app_maker, click, lesson_tap, post, run, run_until

from quiver.engine.solve import metrics, peel
from quiver.game.lessons import LESSON_MODES, anchor_arrow, lesson, lesson_board

pygame = pytest.importorskip("pygame")


def level_of(scene):
    """The campaign level a play scene shows (None: not a campaign level)."""
    origin = getattr(getattr(scene, "request", None), "origin", None)
    return getattr(origin, "level", None) if type(origin).__name__ == "CampaignLevel" else None


# -- the lessons as data ----------------------------------------------------------------------
@pytest.mark.parametrize("mode", LESSON_MODES)
def test_every_lesson_board_is_small_solvable_and_has_what_its_steps_point_at(mode):
    for stage in lesson(mode):
        board = stage.make_board()
        assert peel(board).solvable and 3 <= len(board.arrows) <= 10
        assert len(stage.steps) <= 5 and all(len(s.line) <= 75 for s in stage.steps)
        for step in stage.steps:
            if step.anchor in ("free", "edge"):
                assert anchor_arrow(board, step.anchor) is not None
    if mode == "flat":  # the folding arrow really folds over an edge
        board = lesson("flat")[0].make_board()
        i = anchor_arrow(board, "edge")
        assert len({board.space.coord(c)[3] for c in board.arrows[i].cells}) > 1


def test_the_3d_lesson_has_an_arrow_hidden_inside_that_its_last_step_talks_about():
    """Its last step says an arrow hides inside and the outer ones must go first: the
    little cube it had (3d cube 3, 5 arrows) had every arrow free at the start and none
    hidden. Now one arrow has no face showing (every neighbour of every cell is some
    arrow's cell), cannot leave at the start and leaves in the last round."""
    from quiver.engine.geometry import VEC3

    (stage,) = lesson("3d")
    assert "inside" in stage.steps[-1].line
    board = stage.make_board()
    space, owner = board.space, board.owner
    rounds = peel(board).rounds

    def hidden(i):
        for c in board.arrows[i].cells:
            x, y, z = space.coord(c)
            for v in VEC3:
                n = space.index.get((x + v[0], y + v[1], z + v[2]))
                if n is None or owner[n] == -1:
                    return False
        return True

    inner = [i for i in sorted(board.alive) if hidden(i)]
    assert inner, "no arrow is hidden inside"
    assert all(i not in board.free_arrows() and i in rounds[-1] for i in inner)
    assert len(rounds) >= 2 and len(rounds[0]) >= 2  # some to tap first, then the inner one


@pytest.mark.parametrize("mode", LESSON_MODES)
def test_every_first_start_lesson_has_a_bounce_step_that_says_it_costs_a_heart(mode):
    """Stranger round (s42): 3D had no bounce step, so the first heart lost in 3D was lost
    by surprise. Every mode's first board has a step the player does, tapping a blocked
    arrow the pointer shows, and its line says what that costs, as 2D's does."""
    from quiver.game.lessons import Anchor, Until

    stage = lesson(mode)[0]
    (bounce,) = [s for s in stage.steps if s.until == Until.BLOCKED]
    assert bounce.anchor == Anchor.BLOCKED and "costs a heart" in bounce.line
    assert anchor_arrow(stage.make_board(), Anchor.BLOCKED) is not None
    before = stage.steps[: stage.steps.index(bounce)]
    assert any(s.until == Until.LEFT for s in before)  # a free arrow flies first


@pytest.mark.parametrize("mode", LESSON_MODES)
def test_every_first_lesson_says_that_losing_all_hearts_loses_the_puzzle(mode):
    """s45: the 3D and Flat lessons said a blocked tap "costs a heart" but never that the
    third one lost the board, as 2D's hearts step does. Each first board says it, briefly,
    in at most three lines of the bubble at 640x480 (the bubble's width there, uncut)."""
    from quiver.render2d import theme
    from quiver.scenes.bubble import BUBBLE_PAD

    said = [s.line for s in lesson(mode)[0].steps if re.search(r"[Ll]ose (all 3|all three|them all)", s.line)]
    assert said, f"the {mode} lesson never says losing every heart loses the puzzle"
    pygame.font.init()
    th = theme.text_size("Ag", 26, True)[1]
    width = 640 - 2 * 16 - 2 * BUBBLE_PAD - 80  # (the room's margins: Coach._place)
    assert theme.wrap(said[0], 26, (255, 255, 255), width, th, bold=True).lines <= 3


def test_the_flat_bounce_step_points_at_an_arrow_a_lower_step_blocks():
    """Its line says arrows on lower steps block too; its board had no arrow blocked from
    below (every blocker at its arrow's own height). Now the arrow it points at is blocked
    by one on a lower step, before and after the folding arrow of the step before leaves;
    in 2D and 3D no arrow is "blocked from below"."""
    from quiver.game.lessons import Anchor, anchor_arrows, blocked_from_below

    steps = lesson("flat")[0].steps
    assert "lower step" in steps[2].line.lower() and steps[2].anchor == Anchor.BLOCKED
    board = lesson_board("flat", 0)
    pointed = anchor_arrows(board, Anchor.BLOCKED)
    assert pointed and all(blocked_from_below(board, i) for i in pointed)
    blocked = [i for i in board.alive if not board.can_escape(i)]
    assert set(pointed) < set(blocked)  # the others are blocked at their own height
    for e in anchor_arrows(board, Anchor.EDGE):
        after = board.copy()
        after.remove(e)
        assert all(blocked_from_below(after, i) for i in anchor_arrows(after, Anchor.BLOCKED))
    for mode in ("2d", "3d"):
        b = lesson_board(mode, 0)
        assert not any(blocked_from_below(b, i) for i in b.alive)


# -- the app --------------------------------------------------------------------------------
@pytest.fixture
def make_app(monkeypatch, tmp_path):
    # 800x600, not the default 1280x800: the same lessons in under half the pixels
    # (the 3D ones draw hundreds of frames on a software renderer in CI)
    with app_maker(monkeypatch, tmp_path, lessons=True, seed=7, size=(800, 600)) as make:
        yield make


def settle(app, play, frames=240):
    for _ in range(frames):
        run(app)
        if (not play.busy() and app.top is not play) or (not play.busy() and not play.session.over):
            return


def coach_of(app):
    coach = getattr(app.top, "coach", None)
    assert coach is not None, f"no lesson on top: {app.top!r}"
    return coach


def start_random(app, mode):
    menu = app.top
    from quiver.scenes.registry import MODE_LABELS

    click(app, menu.widget_center(f"mode:{MODE_LABELS[mode].lower()}"))
    click(app, menu.widget_center("random"))
    run(app, 2)


def clear_board(app, play):
    """Tap free arrows, one by one, until the board is clear."""
    for _ in range(2 * len(play.board.arrows)):  # (and a bounce or two)
        if not play.board.alive:
            break
        i = lesson_tap(play)  # (the bounce step keeps its last blocker till a bounce)
        click(app, play.arrow_pixel(i))
        settle(app, play)
    assert play.session.won


def test_the_2d_lesson_from_the_first_random_puzzle_to_the_puzzle(make_app, tmp_path):
    from quiver.scenes.play2d import Play2DScene

    app = make_app()
    start_random(app, "2d")
    coach = coach_of(app)
    play = app.top
    assert isinstance(play, Play2DScene) and play.code is None and coach.stage == 0
    # 1: tap the free arrow the bubble points at: it flies off
    assert coach.current.until == "left"
    i = anchor_arrow(play.board, "free")
    click(app, play.arrow_pixel(i))
    settle(app, play)
    assert i not in play.board.alive and coach.step == 1
    # 2: tap the blocked one: it bounces back and costs a heart
    j = anchor_arrow(play.board, "blocked")
    click(app, play.arrow_pixel(j))
    settle(app, play)
    assert j in play.board.alive and play.session.hearts == 2 and coach.step == 2
    # 3 and 4: the hearts, then clear the rest; the second board opens, no result screen
    clear_board(app, play)
    for _ in range(60):
        run(app)
        if app.top is not play:
            break
    play2 = app.top
    assert play2 is not play and coach_of(app).stage == 1 and play2.board.shape == "tiny square"
    clear_board(app, play2)
    for _ in range(120):  # lesson done: the asked-for puzzle opens
        run(app)
        if getattr(app.top, "code", None) is not None:
            break
    assert isinstance(app.top, Play2DScene) and app.top.code is not None and app.top.coach is None
    saved = json.loads((tmp_path / "home" / "settings.json").read_text())
    assert saved["seen_lessons"] == ["2d"]
    # taught once: the next puzzle opens at once
    app.to_menu()
    run(app, 2)
    start_random(app, "2d")
    run(app, 4)
    assert app.top.coach is None and app.top.code is not None


def test_skip_and_replay_from_the_menu(make_app):
    from quiver.scenes.menu import MenuScene

    app = make_app()
    app.midend.change_setting("hearts", "zen")  # the lesson still has its three hearts
    start_random(app, "2d")
    coach_of(app)
    assert app.top.session.max_hearts == 3
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)  # Esc asks,
    run(app)
    post(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)  # (Stay ringed, s176)
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)  # Enter skips
    run(app, 4)
    assert app.top.coach is None and app.top.code is not None
    assert "2d" in app.midend.settings.seen_lessons
    app.to_menu()
    run(app, 2)
    menu = app.top
    assert isinstance(menu, MenuScene)
    click(app, menu.widget_center("help"))  # How to play: the legend ...
    legend = app.top
    assert legend.name == "legend" and legend.mode == "2d"
    click(app, legend.lesson_btn.rect.center)  # ... replays the lesson
    coach = coach_of(app)
    assert coach.mode == "2d" and coach.stage == 0 and coach.step == 0
    click(app, coach.skip_btn.rect.center)  # the Skip button: on to campaign level 1
    for _ in range(60):
        run(app)
        if level_of(app.top) is not None:
            break
    assert level_of(app.top) == 1 and app.top.coach is None


def test_the_build_after_a_skipped_lesson_shows_its_panel_at_once(make_app, monkeypatch):
    """Skip on the lesson a puzzle waited for: the loading panel from the first frame. A
    build's first 0.3 s without a panel (meant to leave the menu as it is) showed the
    menu between the lesson and the puzzle, and an Esc then cancelled the build unseen.
    From the menu itself the menu still stays for a quick build."""
    from quiver.scenes import loading

    made = []
    real = loading.LoadingScene

    def spy(*a, **kw):
        made.append(real(*a, **kw))
        return made[-1]

    monkeypatch.setattr(loading, "LoadingScene", spy)
    app = make_app()
    start_random(app, "2d")
    coach_of(app)
    assert not made  # the lesson first, nothing built yet
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)  # Esc asks,
    run(app)
    post(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)  # (Stay ringed, s176)
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)  # Enter skips
    run(app, 4)
    assert len(made) == 1 and made[0].at_once
    app.to_menu()
    run(app, 2)
    start_random(app, "2d")  # the lesson seen: built from the menu
    assert len(made) == 2 and not made[1].at_once


def test_how_to_play_over_a_lesson_offers_to_restart_it(make_app):
    """F1 in a lesson offered "Play the lesson", as if none were on; its button starts the
    lesson again, and now says so. From the pause card too; from the menu it still plays it."""
    app = make_app()
    start_random(app, "2d")
    coach_of(app)
    play = app.top
    play.open_legend()
    run(app)
    assert app.top.name == "legend" and app.top.lesson_btn.label == "Restart lesson"
    app.top.close()
    run(app)
    from quiver.scenes.pause import open_pause

    open_pause(play)
    run(app)
    assert app.top.name == "pause"
    app.top.legend()
    run(app)
    assert app.top.name == "legend" and app.top.lesson_btn.label == "Restart lesson"
    app.to_menu()
    run(app, 2)
    click(app, app.top.widget_center("help"))
    assert app.top.name == "legend" and app.top.lesson_btn.label == "Play the lesson"


@pytest.mark.parametrize("mode", ["3d", "flat"])
def test_the_3d_lessons_turn_zoom_and_clear(make_app, mode):
    app = make_app(size=(640, 480))  # the smallest window: hundreds of software-GL frames
    if app.gl is None:
        pytest.skip(f"no OpenGL here: {app.gl_error}")
    start_random(app, mode)
    coach = coach_of(app)
    play = app.top
    w, h = app.size
    # turn: drag across the middle
    assert coach.current.until == "turned"
    post(pygame.MOUSEBUTTONDOWN, pos=(w // 2, h // 2), button=1)
    run(app)
    for k in range(1, 13):
        post(pygame.MOUSEMOTION, pos=(w // 2 + 20 * k, h // 2), rel=(20, 0), buttons=(1, 0, 0))
        run(app)
    post(pygame.MOUSEBUTTONUP, pos=(w // 2 + 240, h // 2), button=1)
    run_until(app, lambda: coach.step == 1, 30)
    if mode == "3d":  # zoom with the wheel
        assert coach.current.until == "zoomed"
        for _ in range(3):
            post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
            run(app, 10)
        run_until(app, lambda: coach.step == 2, 30)
    # then tap free arrows (turning the view to each one with a hint) until the lesson ends
    for _ in range(3 * len(play.board.arrows)):
        if not play.board.alive:
            break
        if coach.current.until == "blocked":  # the bounce step: the blocked arrow it points at
            click(app, coach.target(play)[0])
            run_until(app, lambda: not play.busy(), 120, dt=1 / 20)
            continue
        post(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)
        run_until(app, lambda: play.ctl.hint is not None and not play.ctl.camera.turning, 40, dt=1 / 20)
        click(app, play.arrow_pixel(play.ctl.hint))
        run_until(app, lambda: not play.busy(), 120, dt=1 / 20)
    assert play.session.won
    run_until(app, lambda: getattr(app.top, "code", None) is not None, 120, dt=1 / 20)
    assert app.top.code.mode == mode
    assert mode in app.midend.settings.seen_lessons


def test_a_lost_lesson_board_starts_again_at_the_step_the_player_reached(make_app):
    """Out of hearts after turning, zooming and tapping a free arrow: the fresh board
    opened at "Drag to turn" again (a stranger turned a view they had turned). It opens
    at the step reached: the steps before were done, and a fresh board has their arrows."""
    app = make_app(size=(640, 480))
    if app.gl is None:
        pytest.skip(f"no OpenGL here: {app.gl_error}")
    start_random(app, "3d")
    coach, play = coach_of(app), app.top
    coach.event("turned")
    coach.event("zoomed")
    coach.on_fire(play.session.fire(anchor_arrow(play.board, "free")))
    assert coach.step == 3 and coach.current.until == "blocked"  # the bounce step
    while not play.session.over:  # three taps on blocked arrows (the first does the step)
        coach.on_fire(play.session.fire(anchor_arrow(play.board, "blocked")))
    run_until(app, lambda: app.top is not play, 60, what="the board opens again")
    again = app.top
    assert again.coach is coach and coach.stage == 0 and coach.step == 4
    assert len(again.board.alive) == len(again.board.arrows) and again.session.hearts == 3
    assert coach.current.line.startswith("An arrow hides inside")


def test_continue_on_a_first_start_teaches_then_opens_level_1(make_app):
    from quiver.game.worker import LevelTask
    from quiver.scenes.loading import LoadingScene
    from quiver.scenes.play2d import Play2DScene

    app = make_app()
    app.flow.level("2d", 1)
    run(app, 2)
    coach = coach_of(app)
    coach.skip()
    # the board is chosen in the loading screen's worker, not before it shows
    assert isinstance(app.top, LoadingScene) and isinstance(app.top.code, LevelTask)
    for _ in range(60):
        run(app)
        if isinstance(app.top, Play2DScene):
            break
    assert app.top.request.origin.level == 1 and app.top.code is not None


def test_without_opengl_a_3d_lesson_is_not_marked_as_taught(make_app, monkeypatch):
    monkeypatch.setenv("QUIVER_NO_GL", "1")
    from quiver.scenes.menu import MenuScene

    app = make_app()
    app.flow.lesson("3d")
    run(app, 2)
    assert isinstance(app.top, MenuScene) and "3d" not in app.midend.settings.seen_lessons
    assert any("lesson" in t for t in app.toasts.texts())


# -- special arrows in the campaign ------------------------------------------------------------
def test_the_locks_intro_level_teaches_locks_once_then_has_locks(make_app):
    from quiver.game.special_levels import INTRO_LEVEL, LESSON_TEXT
    from quiver.game.worker import LevelTask
    from quiver.scenes.loading import LoadingScene
    from quiver.scenes.play2d import Play2DScene

    app = make_app()
    app.midend.change_setting("seen_lessons", ("2d",))  # the mode's own lesson was had
    level = INTRO_LEVEL["locks"]
    app.flow.level("2d", level - 1)  # the level before: no lesson
    run(app, 3)
    assert app.top.request.origin.level == level - 1 and app.top.coach is None
    app.flow.level("2d", level)
    run(app, 2)
    coach = coach_of(app)
    assert coach.kind == "locks" and coach.current.line == LESSON_TEXT["locks"]
    assert any(lock is not None for lock in coach.play.board.locks)  # its board has locks
    coach.skip()
    assert "2d:locks" in app.midend.settings.seen_lessons
    assert isinstance(app.top, LoadingScene) and str(app.top.code) == str(LevelTask("2d", level))
    for _ in range(60):
        run(app)
        if isinstance(app.top, Play2DScene):
            break
    play = app.top
    assert play.request.origin.level == level and "locks" in play.code.special_kinds
    assert any(lock is not None for lock in play.board.locks)
    app.flow.level("2d", level)  # again: straight to the level
    run(app, 3)
    assert app.top.request.origin.level == level and app.top.coach is None


def test_seen_lessons_keep_special_arrow_lessons_and_drop_unknown_names():
    from quiver.game.settings import Settings

    s = Settings.from_dict(
        {"seen_lessons": ["flat:two-headed", "2d:locks", "2d", "2d:bombs", 5, "3d:rotating"]}
    )
    assert s.seen_lessons == ("2d", "2d:locks", "3d:rotating", "flat:two-headed")


def test_special_lessons_are_one_step_on_a_small_board_that_has_the_kind():
    from quiver.game.lessons import anchor_arrow, special_lesson
    from quiver.game.special_levels import INTRO_LEVEL

    for mode in LESSON_MODES:
        for kind in INTRO_LEVEL:
            (stage,) = special_lesson(mode, kind)
            board = stage.make_board()
            # solvable by the peel, or by the verifier with rotating arrows (metrics says)
            assert len(stage.steps) == 1 and metrics(board).solvable and len(board.arrows) <= 10
            assert anchor_arrow(board, stage.steps[0].anchor) is not None, (mode, kind)


def test_rotating_arrows_join_the_campaign_at_their_intro_level_and_not_before():
    from quiver.game.code import complete
    from quiver.game.special_levels import INTRO_LEVEL, kinds_at, special_arrows, with_special_arrows

    first = INTRO_LEVEL["rotating"]
    assert "rotating" not in kinds_at(first - 1) and "rotating" in kinds_at(first)
    for mode in LESSON_MODES:
        assert special_arrows(mode, first) == "some"  # the intro level has them
        code = with_special_arrows(
            mode,
            first,
            complete(mode, "rect" if mode == "2d" else "cube", 8 if mode != "flat" else 3, 20, "easy", 1),
        )
        assert str(code).endswith("r") and "rotating" in code.special_kinds
