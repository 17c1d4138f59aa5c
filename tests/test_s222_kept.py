"""s222: kept puzzles. A keep that puts another out says so on the menu (a newer free
puzzle replaced the older one, and the ninth kept dropped the oldest, without a word);
Continue's line names a level's and a daily's mode at every width (at 800x600 a Flat
daily read "Daily Dec 1": each mode's daily is kept apart); and one value type, Slot,
builds and reads the `where` words (menu_kept split them again)."""

from __future__ import annotations

import inspect
import json

import pytest

from quiver.game.code import from_seed, generate_board
from quiver.game.journey import CampaignLevel, FreePuzzle, PuzzleRequest
from quiver.game.kept_puzzle import MOST, KeptPuzzle, Slot, daily_where, keep_puzzle, kept_path, where_of
from quiver.game.session import Session
from tests.app_helpers import app_maker, run, unlock
from tests.test_s207_kept_puzzle import Clock, home, play_some
from tests.test_s212_kept import free_session
from tests.test_s212_kept_menu import left_by_menu

__all__ = ["home"]  # (the fixture)


def test_a_newer_free_puzzle_hands_back_the_one_it_replaced(home):
    clock = Clock()
    code, s = free_session(clock)
    play_some(s, clock, 2)
    first = keep_puzzle(PuzzleRequest(FreePuzzle(), code), code, s)
    assert first is not None and first.let_go == ()
    assert keep_puzzle(PuzzleRequest(FreePuzzle(), code), code, s).let_go == ()  # the same one again
    level = PuzzleRequest(CampaignLevel("2d", 3), code)
    assert keep_puzzle(level, code, s).let_go == () and keep_puzzle(level, code, s).let_go == ()
    other = code.with_seed(code.seed + 1)
    s2 = Session(generate_board(other), 3, clock=clock)
    play_some(s2, clock, 2)
    newer = keep_puzzle(PuzzleRequest(FreePuzzle(), other), other, s2)
    assert [k.code for k in newer.let_go] == [str(code)] and newer.kept.code == str(other)


def test_the_keep_past_the_most_hands_back_the_oldest(home):
    clock = Clock()
    code, s = free_session(clock)
    play_some(s, clock, 2)
    for level in range(1, MOST + 1):
        assert keep_puzzle(PuzzleRequest(CampaignLevel("2d", level), code), code, s).let_go == ()
    past = keep_puzzle(PuzzleRequest(CampaignLevel("3d", 1), code), code, s)
    assert [k.where for k in past.let_go] == ["level 2d 1"]


def _kept_file(*wheres: str) -> None:
    """Kept puzzles (newest first) written as a game before would have left them."""
    code = "2d-heart-16x14-34-hard-7-g9"
    puzzles = [{"code": code, "where": w, "log": [[0, 100]]} for w in wheres]
    kept_path().parent.mkdir(parents=True, exist_ok=True)
    kept_path().write_text(json.dumps({"schema": 2, "puzzles": puzzles}))


@pytest.mark.parametrize("size", [(480, 360), (800, 600)])
def test_the_menu_says_which_kept_puzzle_a_keep_put_out(monkeypatch, tmp_path, size):
    from quiver.scenes.menu_kept import kept_name

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        app = make()
        old = from_seed(3)
        app.flow.open_code(old)
        left_by_menu(app)
        app.flow.open_code(from_seed(4))
        left_by_menu(app)
        name = kept_name(KeptPuzzle(str(old), "free", ((0, 1),)), app.midend.today().year)
        said = f"The {name} puzzle kept before is dropped: one free puzzle is kept at a time"
        assert said in app.toasts.texts()
        unlock("3d", MOST, app)
        _kept_file(*(f"level 3d {n}" for n in range(1, MOST + 1)))  # the file full
        app.flow.open_code(from_seed(5))
        left_by_menu(app)
        assert (
            f"The 3D level {MOST} kept longest is dropped: {MOST} puzzles are kept at most"
            in app.toasts.texts()
        )


@pytest.mark.parametrize("size", [(480, 360), (640, 480), (800, 600), (1920, 1080)])
@pytest.mark.parametrize("where, mode", [("daily flat 2026-12-01", "Flat"), ("level 3d 20", "3D")])
def test_continue_names_a_dailys_and_a_levels_mode_at_every_width(monkeypatch, tmp_path, size, where, mode):
    from quiver.render2d import theme
    from quiver.scenes.menu_kept import CLOSE

    with app_maker(monkeypatch, tmp_path, window=False, size=size) as make:
        _kept_file(where, "daily 2d 2026-12-01")  # (two modes' dailies kept)
        unlock("3d", 20)
        app = make()
        run(app, 2)
        btn = app.top.kept_btn
        assert mode in btn.sub and ("Dec 1" in btn.sub or "level 20" in btn.sub), btn.sub
        size_ = max(16, int(max(16, int(btn.rect.h * 0.46)) * 0.7))
        assert theme.fit_size(btn.sub, size_, btn.rect.w - 20, False, 10) >= CLOSE * size_  # legible


@pytest.mark.parametrize("where", ["level 2d 20", "daily flat 2026-12-05", "free"])
def test_one_slot_type_builds_and_reads_the_where_words(where):
    slot = Slot.read(where)
    assert str(slot) == where
    request = {
        "level 2d 20": PuzzleRequest(CampaignLevel("2d", 20)),
        "free": PuzzleRequest(FreePuzzle(), from_seed(1)),
    }.get(where)
    if request is not None:
        assert where_of(request) == where
    if slot.kind == "daily":
        assert daily_where(slot.day(), slot.mode) == where


def test_the_menu_reads_the_where_words_through_the_slot_alone():
    from quiver.scenes import menu_kept

    source = inspect.getsource(menu_kept)
    assert "where.split" not in source and "fromisoformat" not in source


def test_a_hand_edited_slot_still_says_one_line(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        _kept_file("level 2d")
        app = make()
        run(app, 2)
        app.top.kept_btn.action()
        assert app.top.error.startswith("The kept puzzle cannot be opened")
