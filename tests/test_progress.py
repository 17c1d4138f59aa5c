"""Progress file (campaign + dailies), streaks, leaderboard, and the campaign levels."""
from __future__ import annotations

import datetime as dt
import json

import pytest

from quiver.game import campaign
from quiver.game.campaign import level_kind, level_seed, level_spec
from quiver.game.progress import (
    DailyResult,
    LevelRecord,
    Progress,
    daily_history,
    daily_leaderboard,
    daily_streak,
    load_progress,
    progress_path,
    record_daily,
    record_level,
    save_progress,
)


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("QUIVER_HOME", str(tmp_path))
    return tmp_path


MON = dt.date(2024, 6, 3)  # a Monday
TUE, WED, THU, FRI, SAT = (MON + dt.timedelta(days=k) for k in range(1, 6))


def won(mistakes=0, time_s=60.0, mode="2d", hints=0, stars=3):
    return DailyResult(mode=mode, won=True, mistakes=mistakes, time_s=time_s, hints=hints, stars=stars)


def lost(mistakes=3, time_s=60.0):
    return DailyResult(mode="2d", won=False, mistakes=mistakes, time_s=time_s, stars=0)


# --------------------------------------------------------------------------- files


def test_progress_roundtrip(home):
    p = Progress()
    record_level(p, "2d", 1, 3, 42.5)
    record_level(p, "2d", 2, 1, 80.0)
    record_level(p, "flat", 1, 2, 30.0)
    record_daily(p, MON, won(1, 95.0, hints=2, stars=2))
    record_daily(p, "2024-06-04", lost())
    save_progress(p)
    q, warning = load_progress()
    assert warning is None
    assert q == p
    data = json.loads(progress_path().read_text())
    assert data["schema"] == 1
    assert data["campaign"]["2d"]["current"] == 3
    assert data["campaign"]["2d"]["levels"]["1"] == {"stars": 3, "best_time_s": 42.5, "completed": True}
    assert data["daily"]["2024-06-03"] == {"mode": "2d", "won": True, "mistakes": 1,
                                           "time_s": 95.0, "hints": 2, "stars": 2}


def test_fresh_progress(home):
    p, warning = load_progress()
    assert warning is None and p == Progress()
    assert p.current_level("3d") == 1


def test_corrupt_progress_recovers(home):
    raw = b"\x00\xffgarbage\x89PNG"
    progress_path().write_bytes(raw)
    p, warning = load_progress()
    assert p == Progress()
    assert warning.startswith("progress.json was unreadable")
    assert "progress.corrupt-1.json" in warning
    assert (home / "progress.corrupt-1.json").read_bytes() == raw


def test_hand_edited_garbage_entries_are_dropped(home):
    progress_path().write_text(json.dumps({
        "schema": 1,
        "campaign": {
            "2d": {"current": "x", "levels": {"1": {"stars": 9, "best_time_s": -4}, "zero": {},
                                                "-3": {"stars": 1}, "2": "nope"}},
            "4d": {"current": 7},
            "3d": [1, 2],
        },
        "daily": {"2024-13-45": {"won": True}, "yesterday": {}, "2024-06-03": {"won": 1, "mistakes": -2},
                  "2024-06-04": "bad"},
    }))
    p, warning = load_progress()
    assert warning is None
    assert sorted(p.campaigns) == ["2d", "3d"]
    cp = p.campaigns["2d"]
    assert cp.current == 1
    assert cp.levels == {1: LevelRecord(stars=3, best_time_s=None, completed=False),
                         2: LevelRecord()}
    assert p.campaigns["3d"].levels == {}
    assert list(p.daily) == ["2024-06-03"]
    assert p.daily["2024-06-03"].won is False and p.daily["2024-06-03"].mistakes == 0


def test_structure_of_wrong_types_never_crashes(home):
    progress_path().write_text(json.dumps({"schema": 1, "campaign": [], "daily": 5}))
    p, warning = load_progress()
    assert warning is None and p == Progress()


def test_huge_integer_times_are_dropped_not_fatal(home):
    # JSON integers have no size limit; float() of one this big raises OverflowError,
    # which used to make the whole file unreadable (and the next save lose it).
    huge = "1" + "0" * 400
    progress_path().write_text('{"schema": 1, "campaign": {"2d": {"current": 3, "levels": '
                               '{"1": {"stars": 2, "best_time_s": %s, "completed": true}}}}, '
                               '"daily": {"2024-06-03": {"won": true, "time_s": %s}}}' % (huge, huge))
    p, warning = load_progress()
    assert warning is None
    assert p.campaigns["2d"].current == 3
    assert p.campaigns["2d"].levels[1] == LevelRecord(stars=2, best_time_s=None, completed=True)
    assert p.daily["2024-06-03"].won is True and p.daily["2024-06-03"].time_s == 0.0


# --------------------------------------------------------------------------- campaign progress


def test_record_level_keeps_best_and_advances():
    p = Progress()
    rec = record_level(p, "2d", 1, 2, 50.0)
    assert rec == LevelRecord(stars=2, best_time_s=50.0, completed=True)
    assert p.current_level("2d") == 2
    record_level(p, "2d", 1, 1, 40.0)  # fewer stars, faster
    assert p.campaigns["2d"].levels[1] == LevelRecord(stars=2, best_time_s=40.0, completed=True)
    record_level(p, "2d", 1, 3, 70.0)  # more stars, slower
    assert p.campaigns["2d"].levels[1] == LevelRecord(stars=3, best_time_s=40.0, completed=True)
    record_level(p, "2d", 2, 3, 10.0)
    record_level(p, "2d", 3, 3, 10.0)
    assert p.current_level("2d") == 4
    record_level(p, "2d", 1, 3, 10.0)  # replaying an old level keeps the place
    assert p.current_level("2d") == 4
    assert p.current_level("3d") == 1  # modes are separate


def test_record_level_lost_attempt_does_not_advance():
    p = Progress()
    rec = record_level(p, "3d", 1, 0, 12.0, completed=False)
    assert rec == LevelRecord() and p.current_level("3d") == 1


def test_record_level_clamps_stars():
    p = Progress()
    assert record_level(p, "flat", 1, 7, 5.0).stars == 3
    assert record_level(p, "flat", 2, -1, 5.0).stars == 0


@pytest.mark.parametrize("level", [0, -1, 1.5, True, "1"])
def test_record_level_bad_level(level):
    with pytest.raises(ValueError):
        record_level(Progress(), "2d", level, 3, 1.0)


def test_record_level_bad_mode():
    with pytest.raises(ValueError):
        record_level(Progress(), "4d", 1, 3, 1.0)


# --------------------------------------------------------------------------- dailies


def test_record_daily_keeps_the_better_result():
    p = Progress()
    assert record_daily(p, MON, lost(mistakes=3, time_s=10.0))
    assert record_daily(p, MON, won(mistakes=2, time_s=200.0))  # won beats lost
    assert not record_daily(p, MON, lost(mistakes=0, time_s=1.0))
    assert record_daily(p, MON, won(mistakes=1, time_s=300.0))  # fewer mistakes beats faster
    assert not record_daily(p, MON, won(mistakes=1, time_s=300.0))  # a tie keeps the old one
    assert record_daily(p, MON, won(mistakes=1, time_s=100.0))  # faster
    assert p.daily["2024-06-03"] == won(mistakes=1, time_s=100.0)
    assert record_daily(p, "2024-06-04", {"mode": "3d", "won": True, "mistakes": 0, "time_s": 5})
    assert p.daily["2024-06-04"].mode == "3d"


def test_record_daily_bad_date():
    with pytest.raises(ValueError):
        record_daily(Progress(), "June 3rd", won())


def test_streak_across_days():
    p = Progress()
    assert daily_streak(p, MON) == 0
    record_daily(p, MON, won())
    assert daily_streak(p, MON) == 1
    assert daily_streak(p, TUE) == 1  # today not played yet: yesterday's streak still stands
    record_daily(p, TUE, won())
    record_daily(p, WED, won())
    assert daily_streak(p, WED) == 3
    assert daily_streak(p, THU) == 3
    assert daily_streak(p, FRI) == 0  # missed Thursday
    assert daily_streak(p, SAT) == 0
    record_daily(p, THU, won())
    assert daily_streak(p, THU) == 4
    assert daily_streak(p, dt.datetime(2024, 6, 7, 23, 59)) == 4  # datetimes are fine too


def test_lost_daily_breaks_the_streak():
    p = Progress()
    record_daily(p, MON, won())
    record_daily(p, TUE, lost())
    record_daily(p, WED, won())
    assert daily_streak(p, WED) == 1
    assert daily_streak(p, THU) == 1
    record_daily(p, THU, lost())
    assert daily_streak(p, THU) == 0  # played and lost today
    record_daily(p, THU, won())  # a better result replaces it
    assert daily_streak(p, THU) == 2


def test_daily_history_newest_first():
    p = Progress()
    for day in (WED, MON, FRI, TUE):
        record_daily(p, day, won())
    hist = daily_history(p, 3)
    assert [d for d, _ in hist] == ["2024-06-07", "2024-06-05", "2024-06-04"]
    assert len(daily_history(p, None)) == 4
    assert daily_history(p, 0) == []


def test_daily_leaderboard_order():
    p = Progress()
    record_daily(p, MON, won(mistakes=1, time_s=50.0))
    record_daily(p, TUE, lost(mistakes=3, time_s=20.0))
    record_daily(p, WED, won(mistakes=0, time_s=90.0))
    record_daily(p, THU, won(mistakes=0, time_s=45.0))
    record_daily(p, FRI, won(mistakes=1, time_s=30.0))
    record_daily(p, SAT, lost(mistakes=3, time_s=10.0))
    board = daily_leaderboard(p)
    assert [d for d, _ in board] == ["2024-06-06", "2024-06-05", "2024-06-07", "2024-06-03",
                                     "2024-06-08", "2024-06-04"]
    assert [d for d, _ in daily_leaderboard(p, n=2)] == ["2024-06-06", "2024-06-05"]


# --------------------------------------------------------------------------- campaign levels

MODES = ("2d", "3d", "flat")


@pytest.mark.parametrize("mode", MODES)
def test_level_spec_shape_of_result(mode):
    spec = level_spec(mode, 1)
    assert set(spec) == {"mode", "shape", "size", "arrows", "difficulty", "seed"}
    assert spec["mode"] == mode
    assert spec["shape"] in campaign.campaign_shapes(mode)
    assert isinstance(spec["size"], tuple)
    assert len(spec["size"]) == (2 if mode == "2d" else 1)
    assert spec["difficulty"] in campaign.DIFFICULTIES
    assert isinstance(spec["seed"], int) and 0 <= spec["seed"] < 2 ** 63
    assert spec["arrows"] >= 3


@pytest.mark.parametrize("mode", MODES)
def test_level_spec_is_deterministic(mode):
    first = [level_spec(mode, n) for n in range(1, 121)]
    again = [level_spec(mode, n) for n in range(1, 121)]
    assert first == again


def test_seed_is_a_fixed_function():
    # pinned: a change here changes every campaign level for every player
    assert level_seed("2d", 1) == level_spec("2d", 1)["seed"]
    assert level_seed("2d", 1) == campaign._mix64(campaign._fnv1a("quiver-campaign/2d") ^ campaign._mix64(1)) >> 1
    assert campaign._fnv1a("") == 0xCBF29CE484222325
    assert campaign._mix64(1) == 0x5692161D100B05E5
    assert level_seed("2d", 1) == 1922026962499609246
    assert level_seed("flat", 37) == 1047441341073292051


def test_seeds_are_distinct():
    seeds = [level_seed(m, n) for m in MODES for n in range(1, 2001)]
    assert len(set(seeds)) == len(seeds)


def test_sizes_2d_curve():
    edge = lambda n: level_spec("2d", n)["size"][0]
    assert level_spec("2d", 1)["size"] == (8, 8)
    assert 22 <= edge(61) <= 26  # "about 24 by level 60" (61 is a normal level)
    assert max(edge(n) for n in range(1, 400)) == 32
    assert min(edge(n) for n in range(1, 400)) == 8


@pytest.mark.parametrize("mode, lo, hi", [("2d", 8, 32), ("3d", 5, 11), ("flat", 3, 8)])
def test_sizes_grow(mode, lo, hi):
    edge = lambda n: level_spec(mode, n)["size"][0]
    assert edge(1) == lo
    assert all(lo <= edge(n) <= hi for n in range(1, 300))
    assert edge(99) == hi
    # normal levels never shrink
    normal = [edge(n) for n in range(1, 200) if level_kind(n) == "normal"]
    assert normal == sorted(normal)
    # later levels are bigger than early ones, on average over a window
    early = sum(edge(n) for n in range(1, 11))
    late = sum(edge(n) for n in range(51, 61))
    assert late > early
    # arrows grow along with the size
    arrows = lambda a, b: sum(level_spec(mode, n)["arrows"] for n in range(a, b))
    assert arrows(51, 61) > arrows(1, 11)


@pytest.mark.parametrize("mode", MODES)
def test_rhythm(mode):
    kinds = [level_kind(n) for n in range(1, 21)]
    assert kinds[4] == "breather" and kinds[14] == "breather"
    assert kinds[9] == "big" and kinds[19] == "big"
    assert kinds.count("normal") == 16
    order = campaign.DIFFICULTIES.index
    for n in range(10, 60, 10):  # a big level is at least as large and hard as the one before
        big, before = level_spec(mode, n), level_spec(mode, n - 1)
        assert big["size"] >= before["size"]
        assert big["arrows"] > before["arrows"] or big["shape"] != before["shape"]
        assert order(big["difficulty"]) >= order(before["difficulty"])
    for n in range(15, 60, 10):  # a breather is no larger and no harder than its neighbours
        br, before, after = (level_spec(mode, k) for k in (n, n - 1, n + 1))
        assert br["size"] <= before["size"] and br["size"] <= after["size"]
        assert order(br["difficulty"]) <= order(before["difficulty"])
        assert order(br["difficulty"]) < order(level_spec(mode, n + 5)["difficulty"])


def test_difficulty_grows():
    order = campaign.DIFFICULTIES.index
    assert level_spec("2d", 1)["difficulty"] == "easy"
    assert level_spec("2d", 101)["difficulty"] == "hard"
    normal = [order(level_spec("2d", n)["difficulty"]) for n in range(1, 100) if level_kind(n) == "normal"]
    assert normal == sorted(normal)


@pytest.mark.parametrize("mode", MODES)
def test_shapes_cycle(mode):
    shapes = campaign.campaign_shapes(mode)
    got = [level_spec(mode, n)["shape"] for n in range(1, len(shapes) + 1)]
    assert got == list(shapes)
    assert level_spec(mode, len(shapes) + 1)["shape"] == shapes[0]


def test_fallback_shapes_when_library_is_missing(monkeypatch):
    monkeypatch.setattr(campaign, "_available_shapes", lambda mode: [])
    assert campaign.campaign_shapes("2d") == campaign.FALLBACK_SHAPES["2d"]
    assert level_spec("flat", 1)["shape"] == "cube"


def test_library_shapes_keep_a_stable_order(monkeypatch):
    names = ["zebra", "heart", "rect", "apple", "letter_a", "digit_1", "moon", "kite", "star"]
    monkeypatch.setattr(campaign, "_available_shapes", lambda mode: names)
    order = campaign.campaign_shapes("2d")
    assert order[:3] == ("heart", "star", "apple")            # the openers the library has
    assert sorted(order) == sorted(names)
    monkeypatch.setattr(campaign, "_available_shapes", lambda mode: names[::-1])
    assert campaign.campaign_shapes("2d") == order            # not the listing's order
    glyphs = [k for k, n in enumerate(order) if n.startswith(("letter_", "digit_"))]
    assert glyphs[1] - glyphs[0] > 1                          # letters are spread out


def test_the_campaign_draws_the_whole_gallery_without_repeats_within_40_levels():
    from quiver.shapes import list_shapes
    gallery = list_shapes()["2d"]
    shapes = [level_spec("2d", n)["shape"] for n in range(1, 2 * len(gallery) + 1)]
    assert set(shapes) == set(gallery)
    for n in range(len(shapes) - 40):
        window = shapes[n:n + 40]
        assert len(set(window)) == 40, n
    for mode in ("3d", "flat"):                                # every model and block appears
        names = list_shapes()[mode]
        assert {level_spec(mode, n)["shape"] for n in range(1, len(names) + 1)} == set(names)


@pytest.mark.parametrize("bad", [0, -5, 1.0, True, "3", None])
def test_bad_level_numbers(bad):
    with pytest.raises(ValueError):
        level_spec("2d", bad)


def test_bad_mode():
    with pytest.raises(ValueError):
        level_spec("4d", 1)
