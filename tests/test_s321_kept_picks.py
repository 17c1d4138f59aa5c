"""One check of "a real 3D play scene whose picks are kept" (s321, pick_memo.keeps_picks):
bubble_cross.tried, lesson_edge._edges and lesson_edge._fill each made it a little
differently. Where it holds, weighings are kept in the view's store and picks are made
ahead; where it does not (a test's fake scene), they are worked out each time and no
picks are made ahead. No window: fakes and the functions' own seams."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

pygame = pytest.importorskip("pygame")

from quiver.scenes import bubble_cross, click_batch, lesson_edge, pick_memo  # noqa: E402


def _real():
    """A scene shaped as a 3D play scene is where picks are kept: a controller with an animator."""
    return SimpleNamespace(ctl=SimpleNamespace(animator=object()))


@pytest.mark.parametrize(
    ("play", "kept"),
    [
        (SimpleNamespace(), False),  # (2D: no controller)
        (SimpleNamespace(ctl=None), False),
        (SimpleNamespace(ctl=SimpleNamespace()), False),  # (a fake controller)
        (_real(), True),
    ],
)
def test_only_a_controller_with_an_animator_keeps_picks(play, kept):
    assert pick_memo.keeps_picks(play) is kept


@pytest.fixture
def stores(monkeypatch):
    """PickMemo's view left out: `worked` a store on the memo, `fill` recorded."""
    filled = []
    monkeypatch.setattr(pick_memo.PickMemo, "worked", lambda self, ctl: self.__dict__.setdefault("_w", {}))
    monkeypatch.setattr(pick_memo.PickMemo, "fill", lambda self, ctl, pixels, pick: filled.append(pixels))
    monkeypatch.setattr(click_batch, "clicks", lambda ctl, pixels: [None] * len(pixels))
    return filled


@pytest.mark.parametrize("real", [False, True])
def test_picks_are_made_ahead_only_where_they_are_kept(real, stores):
    play = _real() if real else SimpleNamespace(ctl=SimpleNamespace())
    lesson_edge._fill(play, [(1, 2), (3, 4)])
    lesson_edge._fill(play, [])  # (nothing to pick: nothing asked)
    assert stores == ([[(1, 2), (3, 4)]] if real else [])
    assert ("_picks" in play.__dict__) is real  # (a fake scene is given no memo)


@pytest.mark.parametrize("real", [False, True])
def test_a_weighing_is_kept_only_where_picks_are(real, stores, monkeypatch):
    play = _real() if real else SimpleNamespace(ctl=SimpleNamespace())
    made = []
    monkeypatch.setattr(bubble_cross, "_tried_key", lambda *a: ("tried",))
    monkeypatch.setattr(bubble_cross, "_tried", lambda *a: made.append(1) or (len(made), False))
    got = [bubble_cross.tried(None, play, pygame.Rect(0, 0, 9, 9), "below", (5, 5), 20, ()) for _ in range(3)]
    assert got == ([(1, False)] * 3 if real else [(1, False), (2, False), (3, False)])


@pytest.mark.parametrize("real", [False, True])
def test_the_edges_are_kept_only_where_picks_are(real, stores, monkeypatch):
    play = _real() if real else SimpleNamespace(ctl=SimpleNamespace())
    play.size = (100, 100)
    looked = []
    monkeypatch.setattr(lesson_edge, "_edge", lambda *a: looked.append(1))  # (no edge: none found)
    for _ in range(2):
        edges, covered = lesson_edge._edges(play, (50, 50), 3, 40, 12, 6, range(8))
        assert edges == [] and covered == {}
    assert len(looked) == (8 if real else 16)  # (the second time: kept where picks are)
