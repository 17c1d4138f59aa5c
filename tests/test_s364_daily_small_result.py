"""The Daily screen at 480x360 says how today's daily went (s364): the line "Cleared in 0:13,
0 mistakes, 4059 points" had no row above Play on the left card, so a player who had
cleared today's daily saw the button and nothing of it. Where the row would not fit, the
streak gives the room (the air under its best line, then a smaller flame) and the line is
written short by its mark ("0:13  ·  4059 pts"); Play stays whole, and a card with room
(640x480) is drawn as before. And a played day's calendar line keeps its weekday, or drops
it, alike for a day with a score and one without."""

from __future__ import annotations

import datetime as _dt

import pytest
from app_helpers import menus_on

pygame = pytest.importorskip("pygame")

DAY = _dt.date(2026, 12, 1)


make = menus_on(DAY)


def _left(app, fields: dict | None):
    """The Daily screen drawn over today's 2D daily `fields`: the scene and the left card's texts."""
    from quiver.game.progress_records import DailyResult
    from quiver.render2d.drawn import TEXT, recording
    from quiver.scenes.daily import DailyScene

    if fields is not None:
        app.midend.progress.dailies("2d")[DAY.isoformat()] = DailyResult(**fields)
    scene = DailyScene(app.ports)
    app.push(scene)
    scene.full_redraw = True
    with recording() as seen:
        scene.draw(pygame.Surface(app.size))
    texts = [i for i in seen.items if i.kind == TEXT and scene.left_card.contains(i.rect)]
    return scene, texts


WON = {"won": True, "mistakes": 0, "time_s": 13.2, "stars": 3, "score": 4059, "best_score": 4059}


@pytest.mark.parametrize(
    "fields, words",
    [
        (WON, ("0:13", "4059 pts")),
        ({**WON, "score": 0}, ("0:13",)),
        ({**WON, "won": False}, ("Out of",)),
    ],
    ids=["scored", "no-score", "lost"],
)
def test_todays_result_has_a_row_above_play_at_480x360(make, fields, words):
    scene, texts = _left(make((480, 360)), fields)
    mark = [t for t in texts if t.label == "(today's mark)"]
    assert mark, [t.label for t in texts]
    said = [t for t in texts if all(w in t.label for w in words)]
    assert said, [t.label for t in texts]
    play = scene.play_btn.rect
    assert scene.left_card.contains(play) and play.h >= 44  # (Play whole, as tall as before)
    for t in (*mark, *said):
        assert t.rect.bottom <= play.top, (t.label, t.rect, play)
    above = [t for t in texts if t.rect.bottom <= play.top]  # (none of the card's lines overlap)
    for i, a in enumerate(above):
        assert not any(a.rect.colliderect(b.rect) for b in above[i + 1 :]), a.label


def test_a_card_with_room_or_no_result_keeps_its_flame():
    from quiver.scenes.daily_room import (
        FLAME_LEAST,
        flame_size,
        stats_height,
        streak_give,
        streak_height,
        today_height,
    )

    s = 0.6
    top = 122
    fits = top + streak_height(s) + 18 + today_height(s, True) + stats_height(s)  # (s370: the arrows' too)
    assert streak_give(s, top, fits, True) == (0, 0)
    air, less = streak_give(s, top, fits - 17, True)
    assert air + less == 17 and air > 0 and less > 0
    air, less = streak_give(s, top, fits - 500, True)  # (no room at all: the flame at its least)
    assert flame_size(s) - less == FLAME_LEAST


def test_the_short_forms_of_todays_line():
    from quiver.scenes.daily_own import today_forms

    assert today_forms(13.2, "0 mistakes", 4059)[-1] == "0:13  \u00b7  4059 pts"
    assert today_forms(13.2, "0 mistakes", None) == ("Cleared in 0:13, 0 mistakes", "0:13, 0 mistakes")


def test_the_640x480_card_is_as_before(make):
    _scene, texts = _left(make((640, 480)), WON)
    labels = [t.label for t in texts]
    assert "day in a row" in labels, labels  # (the words beside a full-size flame)
    assert "0:13, 0 mistakes, 4059 pts" in labels and "26 arrows  \u00b7  16x16" in labels, labels


@pytest.mark.parametrize("size", [(480, 360), (640, 480), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_played_days_line_keeps_its_weekday_alike_scored_or_not(make, monkeypatch, size):
    """At 480x360 the keys' line said "1 Dec: cleared · 4059 pts" but "Sun 29 Nov: cleared"
    for a day with no score kept (and "Fri 27 Nov: lost"): the weekday now goes, or stays,
    for every played day alike."""
    from app_helpers import prints, scene_key

    from quiver.game.progress_records import DailyResult
    from quiver.scenes.daily import DailyScene

    app = make(size)
    kept = {0: 4059, 1: 1_234_567, 2: None, 3: 16_058, 4: "lost", 5: None}
    for back, points in kept.items():
        fields = {"won": points != "lost", "mistakes": 1, "time_s": 30.0, "stars": 2}
        if isinstance(points, int):
            fields["score"] = points
        app.midend.progress.dailies("2d")[(DAY - _dt.timedelta(days=back)).isoformat()] = DailyResult(
            **fields
        )
    scene = DailyScene(app.ports)
    app.push(scene)
    heads = []
    for back in kept:
        scene_key(scene, pygame.K_LEFT)
        assert scene.key_day == DAY - _dt.timedelta(days=back)
        sizes = prints(monkeypatch, scene)
        said = [t for t in sizes if ": cleared" in t or ": lost" in t]
        assert len(said) == 1 and sizes[said[0]] >= 14, said
        heads.append(said[0].split(":")[0])
        if isinstance(kept[back], int):
            assert "pts" in said[0], said  # (s361: the score kept, shortened)
    weekdays = [h.split(" ")[0] in ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun") for h in heads]
    assert len(set(weekdays)) == 1, heads
    assert weekdays[0] == (size != (480, 360)), heads  # (the narrow card drops it; the others keep it)
