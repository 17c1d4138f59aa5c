"""The Daily calendar's line for a day says its score (s361): s358 put each cleared daily's
score on the today card's line and in your best dailies' rows, but the line under the month
for a hovered day, or one the arrow keys lit, still said "Wed 9 Dec: cleared · 1 mistake ·
0:20 · 2 stars" with no score. It now says it as the rows do ("4059 pts", "16k pts" where
the card is narrow), kept before the other figures (at 480x360 the keys' line drops them,
then its weekday, before the score); a save without a score, a lost day, or nonsense
writes none."""

from __future__ import annotations

import datetime as _dt

import pytest
from app_helpers import menus_on

pygame = pytest.importorskip("pygame")

DAY = _dt.date(2026, 12, 1)
THIN = "\u2009"  # (draw.fmt_score sets thousands apart by a thin space)
SCORES = {0: 4059, 1: 1_234_567, 2: 16_058}  # days before DAY: the day's best score
SAID = {  # each score as a wide line writes it, and as a narrow one does
    4059: ("4059 pts", "4059 pts"),
    1_234_567: (f"1{THIN}234{THIN}567 pts", "1.2M pts"),
    16_058: (f"16{THIN}058 pts", "16k pts"),
}


make = menus_on(DAY)


def _daily(app, kept: dict[int, dict]):
    """The Daily screen over the 2D dailies `kept` ({days before DAY: DailyResult's fields})."""
    from quiver.game.progress_records import DailyResult
    from quiver.scenes.daily import DailyScene

    for back, fields in kept.items():
        day = DAY - _dt.timedelta(days=back)
        app.midend.progress.dailies("2d")[day.isoformat()] = DailyResult(**fields)
    scene = DailyScene(app.ports)
    app.push(scene)
    return scene


def _won(points, mistakes: int = 1) -> dict:
    return {"won": True, "mistakes": mistakes, "time_s": 75.0, "stars": 2, "score": points}


def _line(monkeypatch, scene) -> tuple[str, int]:
    """The calendar's line for the lit or hovered day, as drawn: (its text, its print)."""
    from app_helpers import prints

    sizes = prints(monkeypatch, scene)
    said = [t for t in sizes if ": " in t and (t[:1].isdigit() or t[:3] in ("Mon", "Tue", "Sun"))]
    assert len(said) == 1, said
    return said[0], sizes[said[0]]


@pytest.mark.parametrize("size", [(480, 360), (640, 480), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_arrow_keys_light_each_day_with_its_score(make, monkeypatch, size):
    from app_helpers import scene_key

    from quiver.render2d import theme

    scene = _daily(make(size), {back: _won(points) for back, points in SCORES.items()})
    for back, points in SCORES.items():
        scene_key(scene, pygame.K_LEFT)  # (the first lights today, each next the day before)
        assert scene.key_day == DAY - _dt.timedelta(days=back)
        line, print_size = _line(monkeypatch, scene)
        assert any(form in line for form in SAID[points]), line
        assert "Enter" in line and print_size >= 14, (line, print_size)
        assert theme.text_size(line, print_size)[0] <= scene.cal_card.w - 2 * 24 - 8
        if size == (1366, 768):
            assert SAID[points][0] in line and "1 mistake" in line, line  # (room: the whole line)


@pytest.mark.parametrize("size", [(480, 360), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_hovered_day_says_its_score(make, monkeypatch, size):
    scene = _daily(make(size), {2: _won(16_058)})
    scene.hover_day = DAY - _dt.timedelta(days=2)
    line, print_size = _line(monkeypatch, scene)
    assert line.startswith("Sun 29 Nov: cleared") and print_size >= 14, line
    assert (f"16{THIN}058 pts" if size == (1366, 768) else "16k pts") in line, line


@pytest.mark.parametrize(
    "fields",
    [
        {"won": True, "mistakes": 1, "time_s": 75.0, "stars": 2},
        {"won": False, "mistakes": 3, "time_s": 75.0, "stars": 0, "score": 4059, "best_score": 4059},
        _won(0),
        _won(-40),
        _won("lots"),
        _won(True),
        _won(1e300),
    ],
    ids=["older-save", "lost", "zero", "negative", "text", "true", "huge"],
)
def test_no_score_for_a_save_without_one_a_lost_day_or_nonsense(make, monkeypatch, fields):
    scene = _daily(make((1366, 768)), {1: fields})
    scene.hover_day = DAY - _dt.timedelta(days=1)
    line, _size = _line(monkeypatch, scene)
    assert line.startswith("Mon 30 Nov: ") and "pts" not in line and "mistake" in line, line


def test_the_score_is_shortened_then_kept_as_other_parts_go():
    from quiver.game.progress_records import DailyResult
    from quiver.scenes.daily_days import SEP, day_line, fitted_line, keys_line, short_score

    pygame.font.init()
    res = DailyResult(won=True, mistakes=2, time_s=75.0, stars=1, score=16_058)
    line = keys_line(day_line(_dt.date(2026, 11, 28), res, DAY))
    assert line.split(SEP) == [
        "Sat 28 Nov: cleared",
        f"16{THIN}058 pts",
        "2 mistakes",
        "1:15",
        "1 star",
        "Enter plays it again",
    ]
    assert fitted_line(line, 20, 2000) == (line, 20)
    narrow, size = fitted_line(line, 20, 260)
    assert "16k pts" in narrow and "Enter" in narrow and size >= 14, narrow
    assert fitted_line(line, 20, 60)[1] == 12 and "pts" not in fitted_line(line, 20, 60)[0]  # (no room)
    assert short_score(f"1{THIN}234{THIN}567 pts") == "1.2M pts" and short_score("1:15") == "1:15"
