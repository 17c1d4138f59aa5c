"""s212: the menu names the puzzle kept mid-way: a free puzzle kept as the window closed was
named nowhere at the next start (only its code opened it again). Continue, beside Play,
says which and opens it on a click or K, where it was left, its lit hint lit again."""

from __future__ import annotations

import pygame

from tests.app_helpers import app_maker, click, post, run, run_until
from tests.test_s207_kept_app import tap, where


def opened(app):
    from quiver.scenes.play import PlayScene

    run_until(app, lambda: isinstance(app.top, PlayScene) and not app.top.busy(), what="the puzzle opened")
    return app.top


def key(k: int) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def test_a_free_puzzle_kept_as_the_game_closed_is_continued_from_the_menu(monkeypatch, tmp_path):
    from quiver.game.code import from_seed
    from quiver.scenes.picker import label

    code = from_seed(7)
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        assert app.top.kept_btn not in app.top.focus_order  # nothing kept: no Continue
        app.flow.open_code(code)
        play = opened(app)
        tap(app, play, min(play.session.board.free_arrows()))
        lit = play.hint()
        left = where(play)
        post(pygame.QUIT)  # the window's close
        run(app)
        app.close()
        app = make()
        menu = app.top
        assert menu.kept_btn in menu.focus_order and menu.kept_btn.sub == f"K  ·  2D {label(code.shape)}"
        assert menu.kept_btn.rect.w > 0 and not menu.kept_btn.rect.colliderect(menu.play_btn.rect)
        key(pygame.K_k)
        play = opened(app)
        assert where(play) == left
        assert play.hint_arrow == lit and play.session.hints_used == 1  # lit again, not counted again
        play.restart()  # the slot empties: no Continue
        key(pygame.K_ESCAPE)
        run(app)
        key(pygame.K_m)
        run(app, 3)
        assert app.top is menu and menu.kept_btn not in menu.focus_order


def left_by_menu(app) -> None:
    """The puzzle opening, one arrow tapped, and the pause card's Menu (it is kept)."""
    play = opened(app)
    tap(app, play, min(play.session.board.free_arrows()))
    key(pygame.K_ESCAPE)
    run(app)
    key(pygame.K_m)
    run(app, 3)


def test_continue_is_clicked_and_names_the_newest(monkeypatch, tmp_path):
    from quiver.game.code import from_seed

    with app_maker(monkeypatch, tmp_path, window=False, size=(480, 360)) as make:
        app = make()
        click(app, app.top.widget_center("play"))
        left_by_menu(app)
        assert app.top.kept_btn not in app.top.focus_order  # Play goes on with it (s234)
        app.flow.open_code(from_seed(3))
        left_by_menu(app)
        assert app.top.kept_btn.sub.startswith("K  ·  2D ")  # the newest: the free puzzle
        assert f"Puzzle kept: Continue (K) goes on; so does Enter seed {from_seed(3)}" in app.toasts.texts()
        click(app, app.top.widget_center("play"))  # level 1 again, left again: the newest
        left_by_menu(app)
        menu = app.top
        assert menu.kept_btn.sub.startswith("K  ·  2D ")  # Play opens the level: Continue the free one
        click(app, menu.widget_center("mode:3d"))  # (3D's Play opens its own level 1)
        run(app)
        assert menu.kept_btn.sub == "K  ·  2D level 1"
        click(app, menu.widget_center("mode:2d"))
        run(app)
        click(app, menu.widget_center("kept"))
        assert opened(app).code == from_seed(3)


def test_continue_names_each_kind_and_drops_the_mode_where_the_whole_is_cramped():
    """(s222: a level's and a daily's shorter names keep their mode, "Flat Dec 1", where
    "Daily Dec 1" and "Level 20" could be any mode's; a free puzzle's may drop it.)"""
    from quiver.game.kept_puzzle import KeptPuzzle
    from quiver.scenes.menu_kept import kept_name, kept_names

    year = 2026  # (the game's day's year: a daily of this year says none)

    code = "flat-music_note-16x16-25-easy-7-g9"
    daily, level, free = (
        KeptPuzzle(code, w, ((0, 1),)) for w in ("daily flat 2026-12-01", "level 3d 20", "free")
    )
    assert [kept_name(k, year) for k in (daily, level, free)] == [
        "Flat 3D daily Dec 1",
        "3D level 20",
        "Flat 3D Music Note",
    ]
    assert [kept_names(k, year)[-1] for k in (daily, level, free)] == [
        "Flat Dec 1",
        "3D level 20",
        "Music Note",
    ]
    assert kept_name(KeptPuzzle(code, "daily 2d 12-01", ((0, 1),)), year) == "2D daily"  # (a hand edit)
