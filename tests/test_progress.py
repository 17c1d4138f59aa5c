"""Progress file (campaign + dailies), streaks, leaderboard, and the campaign levels."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from quiver.engine.modes import DIFFICULTIES
from quiver.engine.rng import mix64, name_key
from quiver.game import campaign, campaign_plan
from quiver.game.campaign import level_spec
from quiver.game.campaign_plan import level_plan
from quiver.game.campaign_reads import READ_LEVELS
from quiver.game.campaign_search import level_seed
from quiver.game.campaign_targets import level_role, level_target
from quiver.game.progress import Progress, record_level
from quiver.game.progress_daily import daily_leaderboard, daily_streak, record_daily
from quiver.game.progress_file import load_progress, progress_path, save_progress
from quiver.game.progress_records import MAX_TIME_S, DailyResult, LevelRecord


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
    assert data["campaign"]["2d"]["levels"]["1"] == {
        "stars": 3,
        "best_time_s": 42.5,
        "completed": True,
        "best_score": 0,
    }
    assert data["daily"]["2024-06-03"] == {
        "mode": "2d",
        "won": True,
        "mistakes": 1,
        "time_s": 95.0,
        "hints": 2,
        "stars": 2,
        "late": False,
        "best_score": 0,
        "score": 0,
    }


def test_best_scores_are_kept_and_old_files_without_them_load(home):
    """Issue 23: the best score per campaign level and per daily; a progress file written
    before scores existed loads with 0 (and nothing else changes)."""
    p = Progress()
    record_level(p, "2d", 1, 2, 50.0, score=900)
    rec = record_level(p, "2d", 1, 3, 60.0, score=700)  # a worse score keeps the best
    assert (rec.best_score, rec.stars, rec.best_time_s) == (900, 3, 50.0)
    assert record_daily(p, MON, DailyResult(won=True, mistakes=0, time_s=90.0, best_score=1200))
    # a run with more mistakes is not the day's best result, but its higher score is kept
    assert not record_daily(p, MON, DailyResult(won=True, mistakes=2, time_s=30.0, best_score=1500))
    assert p.dailies("2d")["2024-06-03"].mistakes == 0 and p.dailies("2d")["2024-06-03"].best_score == 1500
    save_progress(p)
    old = json.loads(progress_path().read_text())
    del old["campaign"]["2d"]["levels"]["1"]["best_score"]
    del old["daily"]["2024-06-03"]["best_score"]
    progress_path().write_text(json.dumps(old))
    q, warning = load_progress()
    assert warning is None
    assert q.campaign("2d").levels[1].best_score == 0 and q.campaign("2d").levels[1].stars == 3
    assert q.dailies("2d")["2024-06-03"].best_score == 0 and q.dailies("2d")["2024-06-03"].won
    for bad in (-5, "lots", 1e400, True):
        old["campaign"]["2d"]["levels"]["1"]["best_score"] = bad
        progress_path().write_text(json.dumps(old).replace("Infinity", "1e400"))
        assert load_progress()[0].campaign("2d").levels[1].best_score == 0


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
    progress_path().write_text(
        json.dumps(
            {
                "schema": 1,
                "campaign": {
                    "2d": {
                        "current": "x",
                        "levels": {
                            "1": {"stars": 9, "best_time_s": -4},
                            "zero": {},
                            "-3": {"stars": 1},
                            "2": "nope",
                        },
                    },
                    "4d": {"current": 7},
                    "3d": [1, 2],
                },
                "daily": {
                    "2024-13-45": {"won": True},
                    "yesterday": {},
                    "2024-06-03": {"won": 1, "mistakes": -2},
                    "2024-06-04": "bad",
                },
            }
        )
    )
    p, warning = load_progress()
    assert warning is None
    assert sorted(p.campaigns) == ["2d", "3d"]
    cp = p.campaigns["2d"]
    assert cp.current == 1
    assert cp.levels == {1: LevelRecord(stars=3, best_time_s=None, completed=False), 2: LevelRecord()}
    assert p.campaigns["3d"].levels == {}
    assert list(p.dailies("2d")) == ["2024-06-03"]
    assert p.dailies("2d")["2024-06-03"].won is False and p.dailies("2d")["2024-06-03"].mistakes == 0


def test_structure_of_wrong_types_never_crashes(home):
    progress_path().write_text(json.dumps({"schema": 1, "campaign": [], "daily": 5}))
    p, warning = load_progress()
    assert warning is None and p == Progress()


def test_huge_integer_times_are_dropped_not_fatal(home):
    # JSON integers have no size limit; float() of one this big raises OverflowError,
    # which used to make the whole file unreadable (and the next save lose it).
    huge = "1" + "0" * 400
    progress_path().write_text(
        '{"schema": 1, "campaign": {"2d": {"current": 2, "levels": '
        '{"1": {"stars": 2, "best_time_s": %s, "completed": true}}}}, '
        '"daily": {"2024-06-03": {"won": true, "time_s": %s}}}' % (huge, huge)
    )
    p, warning = load_progress()
    assert warning is None
    assert p.campaigns["2d"].current == 2  # (level 1 cleared: 2 is as far as it goes)
    assert p.campaigns["2d"].levels[1] == LevelRecord(stars=2, best_time_s=MAX_TIME_S, completed=True)
    assert (
        p.dailies("2d")["2024-06-03"].won is True and p.dailies("2d")["2024-06-03"].time_s == MAX_TIME_S
    )  # (long)


def test_a_daily_longer_than_the_cap_stays_slow_after_a_reload(home):
    """A won daily of 10,000,000.2 s was saved as is and read back as 0.0 s: the slowest
    run became the player's fastest daily. It is kept at the cap, behind a 60 s one."""
    p = Progress()
    assert record_daily(p, MON, won(time_s=MAX_TIME_S + 0.2))
    assert record_daily(p, TUE, won(time_s=60.0))
    save_progress(p)
    again, _warning = load_progress()
    assert again.dailies("2d")[MON.isoformat()].time_s == MAX_TIME_S
    assert [day for day, _r in daily_leaderboard(again, "2d", TUE)] == [TUE.isoformat(), MON.isoformat()]
    assert not record_daily(again, MON, won(time_s=MAX_TIME_S + 5))  # (no better than the kept one)


def test_a_level_cleared_past_the_cap_keeps_the_cap_as_its_best_time(home):
    """s77: a level cleared in 10,000,000.2 s kept no best time at all (the daily keeps
    the cap since e231fff); now it keeps the cap, which any quicker clear then beats."""
    p = Progress()
    rec = record_level(p, "2d", 1, 2, MAX_TIME_S + 0.2)
    assert rec.completed and rec.best_time_s == MAX_TIME_S
    save_progress(p)
    again, _warning = load_progress()
    assert again.campaigns["2d"].levels[1].best_time_s == MAX_TIME_S
    assert record_level(again, "2d", 1, 2, MAX_TIME_S + 9).best_time_s == MAX_TIME_S
    assert record_level(again, "2d", 1, 2, 61.0).best_time_s == 61.0


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
    assert p.dailies("2d")["2024-06-03"] == won(mistakes=1, time_s=100.0)
    assert record_daily(p, "2024-06-04", {"mode": "3d", "won": True, "mistakes": 0, "time_s": 5})
    assert p.dailies("3d")["2024-06-04"].mode == "3d" and "2024-06-04" not in p.dailies("2d")


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
    assert daily_streak(p, THU) == 1  # lost today: not broken till the day is over (s177)
    assert daily_streak(p, FRI) == 0  # the day over, lost: broken
    record_daily(p, THU, won())  # a better result replaces it
    assert daily_streak(p, THU) == 2


def test_a_daily_played_late_is_kept_but_never_extends_the_streak():
    p = Progress()
    record_daily(p, MON, won())
    record_daily(p, WED, won())
    late = DailyResult(mode="2d", won=True, mistakes=0, time_s=30.0, late=True)
    assert record_daily(p, TUE, late)  # the missed Tuesday, played on Thursday
    assert p.dailies("2d")["2024-06-04"].late
    assert daily_streak(p, WED) == 1  # the gap is still a gap
    # a late replay never replaces a result played on the day ...
    assert not record_daily(p, WED, DailyResult(won=True, mistakes=0, time_s=1.0, late=True))
    assert not p.dailies("2d")["2024-06-05"].late
    # ... and survives a save and a load with its mark
    again = Progress.from_dict(json.loads(json.dumps(p.to_dict())))
    assert again.dailies("2d")["2024-06-04"].late and not again.dailies("2d")["2024-06-03"].late


def test_daily_leaderboard_order():
    p = Progress()
    record_daily(p, MON, won(mistakes=1, time_s=50.0))
    record_daily(p, TUE, lost(mistakes=3, time_s=20.0))
    record_daily(p, WED, won(mistakes=0, time_s=90.0))
    record_daily(p, THU, won(mistakes=0, time_s=45.0))
    record_daily(p, FRI, won(mistakes=1, time_s=30.0))
    record_daily(p, SAT, lost(mistakes=3, time_s=10.0))
    board = daily_leaderboard(p, "2d", SAT)
    assert [d for d, _ in board] == [
        "2024-06-06",
        "2024-06-05",
        "2024-06-07",
        "2024-06-03",
    ]  # only the cleared ones: a lost daily is no best (the card asks to clear one)
    assert [d for d, _ in daily_leaderboard(p, "2d", SAT, n=2)] == ["2024-06-06", "2024-06-05"]


# --------------------------------------------------------------------------- campaign levels

MODES = ("2d", "3d", "flat")


@pytest.mark.parametrize("mode", MODES)
def test_level_spec_shape_of_result(mode):
    spec = level_spec(mode, 1)
    assert set(spec) == {"mode", "role", "shape", "size", "arrows", "difficulty", "seed"}
    assert spec["mode"] == mode and spec["role"] == "ramp"
    assert spec["shape"] in campaign_plan.campaign_shapes(mode)
    assert isinstance(spec["size"], tuple)
    assert len(spec["size"]) == (2 if mode == "2d" else 1)
    assert spec["difficulty"] in DIFFICULTIES
    assert isinstance(spec["seed"], int) and 0 <= spec["seed"] < 2**63
    assert 4 <= spec["arrows"] <= 10


@pytest.mark.parametrize("mode", MODES)
def test_level_spec_is_deterministic(mode):
    first = [level_spec(mode, n) for n in range(1, 121)]
    again = [level_spec(mode, n) for n in range(1, 121)]
    assert first == again


def test_seed_is_a_fixed_function():
    # pinned: a change here changes every campaign level for every player
    assert level_seed("2d", 1) == level_spec("2d", 1)["seed"]
    assert level_seed("2d", 1) == mix64(name_key("quiver-campaign/2d") ^ mix64(1)) >> 1
    assert name_key("") == 0xCBF29CE484222325
    assert mix64(1) == 0x5692161D100B05E5
    assert level_seed("2d", 1) == 1922026962499609246
    assert level_seed("flat", 37) == 1047441341073292051
    assert level_seed("2d", 1, 1) != level_seed("2d", 1) and level_seed("2d", 1, 1) < 2**63


def test_seeds_are_distinct():
    seeds = [level_seed(m, n, k) for m in MODES for n in range(1, 2001) for k in range(3)]
    assert len(set(seeds)) == len(seeds)


def test_roles():
    roles = [level_role(n) for n in range(1, 21)]
    assert roles[4] == "ramp" and roles[14] == "spike"  # no spike among the first ten (issue 22)
    assert roles[9] == "breather" and roles[19] == "breather"
    assert roles.count("ramp") == 17


@pytest.mark.parametrize("mode", MODES)
def test_targets_climb_and_roles_bend_them(mode):
    ramp = [level_target(mode, n) for n in range(1, 301) if level_role(n) == "ramp"]
    assert [t.arrows for t in ramp] == sorted(t.arrows for t in ramp)
    assert [t.depth for t in ramp] == sorted(t.depth for t in ramp)
    for n in range(15, 300, 10):  # spikes above both neighbours ...
        assert level_target(mode, n).arrows > level_target(mode, n + 1).arrows
        assert level_target(mode, n).depth > level_target(mode, n + 1).depth
    for n in range(10, 300, 10):  # ... breathers below
        assert level_target(mode, n).arrows < level_target(mode, n - 1).arrows
        assert level_target(mode, n).depth < level_target(mode, n - 1).depth


@pytest.mark.parametrize("mode", MODES)
def test_the_plan_hits_the_arrow_target_whatever_the_shape(mode):
    from quiver.game.code import arrow_bounds, cell_count
    from quiver.shapes import make_shape

    for n in (1, 2, 3, 7, 15, 33, 60, 120):
        plan = level_plan(mode, n)
        assert abs(plan.arrows - plan.target.arrows) <= max(1, round(0.08 * plan.target.arrows))
        size = plan.size if mode == "2d" else plan.size[0]
        lo, hi = arrow_bounds(cell_count(make_shape(mode, plan.shape, size)))
        assert lo <= plan.arrows <= hi


def test_a_shape_that_cannot_take_the_arrows_lets_another_take_its_turn():
    # the duck needs far more than the 8 arrows of 3D level 2 at any size
    shapes = campaign_plan.campaign_shapes("3d")
    plan = level_plan("3d", 2)
    assert shapes[1] == "pyramid" and plan.shape == "pyramid"
    assert "duck" in shapes and campaign_plan._fit("3d", "duck", 8) is None
    late = [level_plan("3d", n).shape for n in range(40, 120)]
    assert "duck" in late  # it plays once the levels are bigger


def test_level_code_is_the_cached_board_choice():
    code, board = campaign.level_board("2d", 3)
    assert campaign.level_code("2d", 3) == code
    assert board.metrics["depth"] >= 2 and len(board.arrows) == code.arrows


@pytest.mark.parametrize("mode", MODES)
def test_shapes_cycle(mode):
    shapes = campaign_plan.campaign_shapes(mode)
    got = [level_spec(mode, n)["shape"] for n in range(1, len(shapes) + 1)]
    own = [n for n in range(1, len(shapes) + 1) if got[n - 1] == shapes[n - 1]]
    assert 1 in own
    for n in range(1, len(shapes) + 1):  # a stand-in only where the level's own shape cannot fit
        if n not in own:  # (at a size where it reads as its name, in the first levels: s357)
            read = n <= READ_LEVELS
            if read and shapes[n - 1] in got[: n - 1]:
                continue  # (or was seen already, in the first levels: s359)
            assert campaign_plan._fit(mode, shapes[n - 1], level_target(mode, n).arrows, read) is None
    # where stand-ins are needed (3D's smallest sizes take more arrows than the first
    # levels have) they take turns: no shape plays more than four times in the first cycle
    # (one stand-in took 6 of the first 28 3D levels before they took turns)
    assert max(got.count(s) for s in set(got)) <= 4


def test_fallback_shapes_when_library_is_missing(monkeypatch):
    monkeypatch.setattr(campaign_plan, "_available_shapes", lambda mode: [])
    assert campaign_plan.campaign_shapes("2d") == campaign_plan.FALLBACK_SHAPES["2d"]
    assert level_spec("flat", 1)["shape"] == "cube"


def test_library_shapes_keep_a_stable_order(monkeypatch):
    names = ["zebra", "heart", "rect", "apple", "letter_a", "digit_1", "moon", "kite", "star"]
    monkeypatch.setattr(campaign_plan, "_available_shapes", lambda mode: names)
    order = campaign_plan.campaign_shapes("2d")
    assert order[:3] == ("heart", "star", "apple")  # the openers the library has
    assert sorted(order) == sorted(names)
    monkeypatch.setattr(campaign_plan, "_available_shapes", lambda mode: names[::-1])
    assert campaign_plan.campaign_shapes("2d") == order  # not the listing's order
    glyphs = [k for k, n in enumerate(order) if n.startswith(("letter_", "digit_"))]
    assert glyphs[1] - glyphs[0] > 1  # letters are spread out


def test_the_campaign_draws_the_whole_gallery_without_repeats_within_40_levels():
    # (2D pictures all fit the arrows from level 3 on, so only the first levels stand in)
    from quiver.shapes import list_shapes

    gallery = list_shapes()["2d"]
    shapes = [level_spec("2d", n)["shape"] for n in range(1, 2 * len(gallery) + 1)]
    assert set(shapes) == set(gallery)
    for n in range(len(shapes) - 40):
        window = shapes[n : n + 40]
        assert len(set(window)) == 40, n
    for mode in ("3d", "flat"):  # every model and block appears
        names = list_shapes()[mode]
        # big models need many arrows: the house (92 at least) first plays at level 358
        assert {level_spec(mode, n)["shape"] for n in range(1, 400)} == set(names)


@pytest.mark.parametrize("bad", [0, -5, 1.0, True, "3", None])
def test_bad_level_numbers(bad):
    with pytest.raises(ValueError):
        level_spec("2d", bad)


def test_bad_mode():
    with pytest.raises(ValueError):
        level_spec("4d", 1)
