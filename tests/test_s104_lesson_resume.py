"""s104: a player who quit the 2D lesson after clearing its board 1 of 2 went back to
board 1 next time (only "lesson seen" was kept, at its end). The board reached is kept in
progress.json ("lessons"), saved as a board is cleared; the lesson's end drops it. An
older save without it still loads; a bad entry is dropped and said; a newer Quiver's
file is left as it is."""

from __future__ import annotations

import json

import pytest
from app_helpers import app_maker, click, lesson_tap, run, run_until

from quiver.game.midend import Midend
from quiver.game.progress_file import load_progress, save_progress

pygame = pytest.importorskip("pygame")


def _start_2d(app) -> None:
    """The menu's 2D Random puzzle: its lesson first, for a new player."""
    from quiver.scenes.registry import MODE_LABELS

    click(app, app.top.widget_center(f"mode:{MODE_LABELS['2d'].lower()}"))
    click(app, app.top.widget_center("random"))
    run(app, 2)


def _clear(app, play) -> None:
    """Tap the arrows a player would until the board is clear."""
    for _ in range(2 * len(play.board.arrows)):
        if not play.board.alive:
            break
        click(app, play.arrow_pixel(lesson_tap(play)))
        run_until(app, lambda: not play.busy(), dt=1 / 20, what="the arrow's flight")
    assert play.session.won


def test_a_lesson_left_after_its_first_board_goes_on_at_the_second(monkeypatch, tmp_path):
    home = tmp_path / "home"
    with app_maker(monkeypatch, tmp_path, lessons=True, window=False, seed=7, size=(800, 600)) as make:
        app = make()
        _start_2d(app)
        coach = app.top.coach
        assert coach is not None and coach.stage == 0
        _clear(app, app.top)  # board 1 of 2 cleared: kept at once, as its "Well done" beat shows
        run_until(app, lambda: coach.beat is not None, what="the beat")
        assert json.loads((home / "progress.json").read_text())["lessons"] == {"2d": 1}
        app.close()  # the player quits during the beat

        app = make()  # ... and comes back
        _start_2d(app)
        coach = app.top.coach
        assert coach is not None and coach.stage == 1 and coach.step == 0
        assert app.top.board.shape == "tiny square" and "Board 2 of 2" in app.top.title
        _clear(app, app.top)
        run_until(app, lambda: getattr(app.top, "coach", 1) is None, what="the puzzle after the lesson")
        assert "lessons" not in json.loads((home / "progress.json").read_text())  # over: dropped
        assert app.midend.lesson_board("2d") == 0  # played again: from its first board


def test_skipping_drops_the_board_reached(monkeypatch, tmp_path):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    m = Midend(lessons=True)
    m.lesson_reached("2d", None, 1)
    assert Midend(lessons=True).lesson_board("2d") == 1  # read back from the file
    m.lesson_seen("2d")  # Skip lesson, or its end
    assert Midend(lessons=True).lesson_board("2d") == 0


def test_an_older_save_loads_and_a_bad_entry_is_dropped_and_said(monkeypatch, tmp_path):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    path = tmp_path / "progress.json"
    done = {"stars": 3, "best_time_s": 40.0, "completed": True, "best_score": 0}
    old = {"schema": 1, "campaign": {"2d": {"current": 3, "levels": {"1": done, "2": done}}}, "daily": {}}
    path.write_text(json.dumps(old))
    p, warning = load_progress()
    assert warning is None and not p.repaired and p.lessons == {} and p.current_level("2d") == 3
    save_progress(p)
    assert "lessons" not in json.loads(path.read_text())  # (nothing reached: nothing written)
    # board 2 of a 3D lesson that has one board, a board past 2D's two, a mode that is none
    path.write_text(json.dumps({**old, "lessons": {"2d": 1, "3d": 1, "flat": True, "4d": 1}}))
    p, _ = load_progress()
    assert p.lessons == {"2d": 1}
    assert len(p.repaired) == 1 and "lessons.3d" in p.repaired[0]
    path.write_text(json.dumps({**old, "lessons": {"2d": 2}}))
    assert load_progress()[0].lessons == {}


def test_a_newer_quivers_file_is_left_as_it_is(monkeypatch, tmp_path):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    path = tmp_path / "progress.json"
    path.write_text(json.dumps({"schema": 99, "campaign": {}, "lessons": {"2d": 1}}))
    before = path.read_bytes()
    m = Midend(lessons=True)
    assert m.lesson_board("2d") == 0  # (a fresh default: the newer file is not read)
    m.lesson_reached("2d", None, 1)
    m.lesson_seen("2d")
    assert path.read_bytes() == before
