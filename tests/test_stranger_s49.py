"""s49's stranger round (2D play and the menus at 640x480 and 800x600, the keyboard alone,
Esc at every screen, double clicks, resizes and zooms mid-animation): what it found,
each kept fixed."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")


def _top_bar(width: int, title: str, arrows: int, score: int | None = 0, timer: bool = True) -> list[str]:
    """The words and numbers the play HUD's top bar draws, left to right."""
    from quiver.render2d import drawn
    from quiver.render2d.hud import Hud, HudInfo

    pygame.font.init()
    hud = Hud()
    hud.layout((width, 480))
    info = HudInfo(3, 3, arrows, arrows, 5, 4, "c", title, show_timer=timer, score=score)
    with drawn.recording() as seen:
        hud.draw(pygame.Surface((width, 480)), info)
    bar = sorted((i for i in seen.of(drawn.TEXT) if i.rect.bottom <= hud.top_h), key=lambda i: i.rect.x)
    rects = [i.rect for i in bar]
    assert not any(a.colliderect(b) for k, a in enumerate(rects) for b in rects[k + 1 :]), bar
    return [i.label for i in bar]


@pytest.mark.parametrize("level", [4, 99, 150, 999])
@pytest.mark.parametrize("arrows", [10, 37, 99, 140])
def test_the_640_bar_names_the_level_and_says_the_score_is_points(level, arrows):
    """640x480 from level 4 on (10 arrows or more): the score was a bare "0" beside
    "left 10" (what is 0?), and from level 100 on the title went altogether: no level
    number anywhere, while the score kept its whole word "score" (2 px short of room).
    The chips draw tighter before a word or the title gives way: the level is named, the
    arrows say "left", and the score says "pts" up to 99 arrows (a three-figure count
    leaves it bare, as before, but never the title). Since s67 the clock's chip keeps
    the room of "59:59" from 0:00 (at 10:00 it took it mid-game, and "pts" went then):
    "pts" stays beside a one-figure level; from level 10 on the score is bare all game."""
    words = _top_bar(640, f"Level {level}  \u2022  Letter F  \u2022  Easy", arrows)
    assert f"Level {level}" in words, words
    assert words[words.index(str(arrows)) + 1] == "left", words
    if arrows < 100 and level < 10:
        assert words[words.index("0") - 1] in ("pts", "score"), words


@pytest.mark.parametrize("title", ["Music Note  \u2022  Easy", "Ice Cream  \u2022  Hard", "Daily 2026-12-02"])
def test_a_custom_or_daily_title_at_640_keeps_its_name(title):
    """A Custom puzzle's long shape name at 640x480 with 58 arrows: the same 2 px left the
    bar with no name at all."""
    words = _top_bar(640, title, 58)
    name = title.split("  \u2022  ")[0].split(" 2026")[0]
    assert any(w.startswith(name) for w in words), words


def _key(app, k) -> None:
    from app_helpers import post, run

    post(pygame.KEYDOWN, key=k, mod=0, unicode=" " if k == pygame.K_SPACE else "\r", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    run(app, 20, dt=0.05)


@pytest.mark.parametrize("press", [pygame.K_SPACE, pygame.K_RETURN])
def test_enter_or_space_with_no_arrow_lit_lights_one(monkeypatch, tmp_path, press):
    """The keyboard alone, the big Play (level 1, 640x480): Space or Enter, the keys that
    fire, did nothing at all with no arrow lit: no arrow, no word (Tab was the only way in,
    and the menus Tab, arrow keys and Enter had taught nothing of it). The first press
    lights an arrow and its ray as Tab does, firing nothing; the next fires it, and after a
    move the press lights the next one: Enter, Enter... plays the board at a reading pace."""
    from app_helpers import app_maker, run_until

    with app_maker(monkeypatch, tmp_path, window=False, size=(640, 480)) as make:
        app = make()
        _key(app, pygame.K_RETURN)  # the big Play
        run_until(app, lambda: getattr(app.top, "name", "") == "play2d", what="level 1")
        play = app.top
        board, ptr = play.board, play.ptr
        alive = set(board.alive)
        _key(app, press)
        assert ptr.keyed is not None and ptr.hover == ptr.keyed, "nothing lit"
        assert board.alive == alive and play.session.mistakes == 0  # lit, not fired
        lit = ptr.keyed
        if not board.can_escape(lit):  # (Tab on to one that can leave, as a player reading its ray)
            while not board.can_escape(ptr.keyed):
                _key(app, pygame.K_TAB)
            lit = ptr.keyed
        _key(app, press)
        assert lit not in board.alive and play.session.mistakes == 0  # fired
        _key(app, press)
        assert ptr.keyed in board.alive and ptr.hover == ptr.keyed and len(board.alive) == len(alive) - 1


@pytest.mark.parametrize("how", ["zoom", "pan", "resize"])
def test_a_blocked_taps_ring_stays_on_its_blocker_when_the_board_moves(monkeypatch, tmp_path, how):
    """800x600, level 1: a blocked tap, then at once the wheel (or `+`) to look closer at
    what blocked it: the red ring and the ray stayed at their window pixels, the ring now
    over another arrow, the ray across the board; a drag of a big board did the same, and
    a resize took them away (the blocker still flashing, unringed). They go with the board."""
    from app_helpers import app_maker, click, run, run_until

    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        _key(app, pygame.K_RETURN)
        run_until(app, lambda: getattr(app.top, "name", "") == "play2d", what="level 1")
        play = app.top
        board, view = play.board, play.view
        blocked = min(i for i in board.alive if not board.can_escape(i))
        click(app, play.arrow_pixel(blocked))
        run(app, 6)

        def marks():
            return {f.kind: f for f in play.fx.items if f.kind in ("ray", "mark")}

        seen = marks()
        assert set(seen) == {"ray", "mark"}
        on_board = {k: view.screen_to_board(*f.pos) for k, f in seen.items()}
        end = view.screen_to_board(*seen["ray"].end)
        if how == "zoom":
            _key_once(app, pygame.K_EQUALS)
        elif how == "pan":
            view.zoom_by(2.0, view.area_center())  # a board bigger than the window, dragged
            play.view_moved(zoomed=True)
            on_board = {k: view.screen_to_board(*f.pos) for k, f in seen.items()}
            end = view.screen_to_board(*seen["ray"].end)
            play.controls.center_on(view.cols * 0.3, view.rows * 0.3)
        else:
            app._resize((640, 480))
        run(app)
        now = marks()
        assert set(now) == {"ray", "mark"}, f"gone after the {how}"
        for k, f in now.items():
            assert view.screen_to_board(*f.pos) == pytest.approx(on_board[k], abs=0.05), k
        assert view.screen_to_board(*now["ray"].end) == pytest.approx(end, abs=0.05)


def _key_once(app, k) -> None:
    from app_helpers import post, run

    post(pygame.KEYDOWN, key=k, mod=0, unicode="=", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    run(app)


def test_skip_lesson_and_the_bubble_stay_put_while_an_arrow_bounces(monkeypatch, tmp_path):
    """640x480, the first lesson, a stranger's tap on the top-left blocked arrow (the
    bubble points at another): while it bounced, "Skip lesson" jumped to the top-left
    corner, over that very arrow (a second tap on it skipped the whole lesson), and the
    bubble jumped across; both went back when the bounce ended. The layout reads a
    bouncing arrow as on the board, as it is. (After the bounce step: since s83 a blocked
    arrow tapped before it stays, saying it is blocked, and the bounce step moves on.)"""
    from app_helpers import at_the_2d_bounce, click, run, run_until

    from quiver.game.lessons import Anchor
    from quiver.scenes.bubble import other_cells

    with at_the_2d_bounce(monkeypatch, tmp_path) as (app, play, coach):
        board = play.board
        assert play.fire(min(i for i in board.alive if not board.can_escape(i))).blocked
        run_until(app, lambda: not play.anims and coach.current.anchor == Anchor.HEARTS, what="step 3")
        skip, bubble = coach.skip_btn.rect.copy(), coach.bubble.copy()
        blocked = [i for i in board.alive if not board.can_escape(i) and i != coach.aimed]
        first = min(blocked, key=lambda i: board.space.coord(board.arrows[i].head)[::-1])
        click(app, play.arrow_pixel(first))
        run(app, 4)
        assert play.anims and play.anims[0].arrow == first  # mid-bounce
        assert coach.skip_btn.rect == skip
        assert coach.skip_btn.rect.collidelist(other_cells(play, -1)) < 0
        # (s316: the heart lost, the hearts step's words are new, "Two hearts gone": the
        # bubble is laid out for them once, at the tap, and stays there through the bounce)
        from quiver.scenes.lesson_hidden import step_line

        assert step_line(coach).startswith("Two hearts gone")
        bubble = coach.bubble.copy()
        run_until(app, lambda: not play.anims, what="the bounce over")
        assert coach.skip_btn.rect == skip and coach.bubble == bubble


@pytest.mark.parametrize("size", [(640, 480), (800, 600)])
def test_left_and_right_move_along_a_row_of_menu_buttons(monkeypatch, tmp_path, size):
    """The menu from the keyboard alone: on Daily, Right did nothing (nor Left), though the
    README says the arrow keys move between controls and the result card's row of buttons
    takes them. Left and Right move along a row of buttons (Daily, Levels, Custom puzzle;
    How to play, Settings, Quit) and stop at its ends; Play, alone in its row, stays (Left
    never walks onto the Mode choice, where it would turn the mode); the Mode choice still
    turns with them."""
    from app_helpers import app_maker

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        menu = app.top

        def focused() -> str:
            return getattr(menu.focus_order[menu.focus], "label", "")

        def at(label: str) -> None:
            menu.focus = next(k for k, w in enumerate(menu.focus_order) if getattr(w, "label", "") == label)

        at("Daily")
        for want in ("Levels", menu.custom_btn.label, menu.custom_btn.label):  # ("Custom" here: s107)
            _key_once(app, pygame.K_RIGHT)
            assert focused() == want
        for want in ("Levels", "Daily", "Daily"):
            _key_once(app, pygame.K_LEFT)
            assert focused() == want
        at("Quit")
        _key_once(app, pygame.K_LEFT)
        assert focused() == "Settings"
        at("Play")
        for k in (pygame.K_LEFT, pygame.K_RIGHT):
            _key_once(app, k)
            assert focused() == "Play" and app.top is menu
        mode = menu.mode
        menu.focus = menu.focus_order.index(menu.mode_seg)
        _key_once(app, pygame.K_RIGHT)
        assert menu.mode != mode and menu.focus == menu.focus_order.index(menu.mode_seg)
