"""The Daily screen shows each cleared daily's score (s358): a stranger cleared the 2D daily
with 4059 points on the win card, and the screen said "Cleared in 0:13, 0 mistakes" and
"1. Mon 7 Dec 0 mistakes 0:13" with no score anywhere. The today card's line and each of
your best dailies' rows now write it ("4059 pts", the game's figures); a save made before
scores were kept (no "best_score"), or one holding nonsense, writes nothing for it. (s366:
the score is the kept run's own, "score"; the day's "best_score" may be another run's.)"""

from __future__ import annotations

import datetime as _dt
import json

import pytest
from app_helpers import menus_on

pygame = pytest.importorskip("pygame")

DAY = _dt.date(2026, 12, 1)
THIN = "\u2009"  # (draw.fmt_score sets thousands apart by a thin space)


make = menus_on(DAY)


def _save(tmp_path, records: dict) -> None:
    """progress.json in the test's home holding the 2D `records` ({ISO day: record})."""
    from quiver.game.progress import Progress
    from quiver.game.progress_file import progress_path, save_progress

    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    save_progress(Progress(), home)
    path = progress_path(home)
    data = json.loads(path.read_text())
    data["daily"] = records
    path.write_text(json.dumps(data))


def _record(mistakes: int = 0, time_s: float = 13.2, **more) -> dict:
    return {"mode": "2d", "won": True, "mistakes": mistakes, "time_s": time_s, "hints": 0, "stars": 3, **more}


def _texts(app) -> list:
    """The Daily screen drawn at `app`'s size: it, the texts it wrote (with where) and all it drew."""
    from quiver.render2d.drawn import TEXT, recording
    from quiver.scenes.daily import DailyScene

    scene = DailyScene(app.ports)
    app.push(scene)
    scene.full_redraw = True
    with recording() as seen:
        scene.draw(pygame.Surface(app.size))
    return scene, [i for i in seen.items if i.kind == TEXT], seen


def _row_texts(scene, texts, rank: int) -> list[str]:
    """The texts of your best dailies' row `rank`, on its line in the right-hand card."""
    mark = next(t for t in texts if t.label == f"{rank}." and scene.board_card.contains(t.rect))
    return [
        t.label
        for t in texts
        if scene.board_card.contains(t.rect) and abs(t.rect.centery - mark.rect.centery) <= 2
    ]


@pytest.mark.parametrize("size", [(640, 480), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_today_card_and_the_best_dailies_say_the_score(make, tmp_path, size):
    _save(
        tmp_path,
        {
            DAY.isoformat(): _record(score=4059, best_score=4059),
            (DAY - _dt.timedelta(days=1)).isoformat(): _record(1, 20.0, score=16058, best_score=16058),
        },
    )
    scene, texts, _seen = _texts(make(size))
    assert "4059 pts" in _row_texts(scene, texts, 1)
    assert f"16{THIN}058 pts" in _row_texts(scene, texts, 2)
    today = [t.label for t in texts if scene.left_card.contains(t.rect) and "0 mistakes" in t.label]
    assert today and "4059 p" in today[0], today


@pytest.mark.parametrize(
    "kept",
    [
        {},
        {"best_score": 4059},  # (s366: a save from s358 to s366: the day's best, of any run)
        {"score": 0},
        {"score": "lots"},
        {"score": -40},
        {"score": True},
        {"score": 1e300},
    ],
    ids=["older-save", "best-only", "zero", "text", "negative", "true", "huge"],
)
def test_a_save_with_no_score_or_nonsense_writes_none(make, tmp_path, kept):
    _save(tmp_path, {DAY.isoformat(): _record(**kept)})
    scene, texts, _seen = _texts(make((1366, 768)))
    row = _row_texts(scene, texts, 1)
    assert "0 mistakes" in row and not any("pts" in t for t in row), row
    today = [t.label for t in texts if "0 mistakes" in t.label and scene.left_card.contains(t.rect)]
    assert today == ["Cleared in 0:13, 0 mistakes"]


def test_a_long_score_is_shortened_where_the_row_has_no_room_for_it(make, tmp_path):
    """At 480x360 the card holds one row: "1 234 567 pts" is written "1.2M pts", not cut
    or past the card's edge; the whole figures where there is room."""
    from quiver.render2d.drawn import problems

    points = {"score": 1_234_567, "best_score": 1_234_567}
    _save(tmp_path, {(DAY - _dt.timedelta(days=2)).isoformat(): _record(0, 9.0, **points)})
    scene, texts, seen = _texts(make((480, 360)))
    row = _row_texts(scene, texts, 1)
    assert "1.2M pts" in row, row
    said = next(t for t in texts if t.label == "1.2M pts")
    assert scene.board_card.contains(said.rect)
    scene, texts, seen = _texts(make((1366, 768)))
    assert f"1{THIN}234{THIN}567 pts" in _row_texts(scene, texts, 1)
    assert problems(seen, pygame.Rect(0, 0, 1366, 768)) == []


def test_score_forms_and_the_today_line_read_as_the_game_writes_points():
    from quiver.game.progress_records import MAX_SCORE, DailyResult
    from quiver.scenes.daily_own import run_score, score_forms, today_forms

    assert score_forms(4059) == ("4059 pts",)
    assert score_forms(16058) == (f"16{THIN}058 pts", "16k pts")
    assert score_forms(1_234_567) == (f"1{THIN}234{THIN}567 pts", "1.2M pts")
    assert score_forms(None) == ()
    assert run_score(DailyResult(won=True, score=4059)) == 4059
    assert run_score(DailyResult(won=False, score=4059)) is None  # (a lost run's line says so)
    assert run_score(DailyResult(won=True, score=MAX_SCORE)) is None  # (a hand edit, clamped)
    assert today_forms(13.2, "0 mistakes", None)[0] == "Cleared in 0:13, 0 mistakes"  # (s364: then shorter)
    assert today_forms(13.2, "0 mistakes", 4059)[0] == "Cleared in 0:13, 0 mistakes, 4059 points"
