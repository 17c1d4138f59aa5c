"""The 3D lesson pointer's weighing has no side effects, and skips tries that cannot differ
(s304). bubble_cross weighs a bubble's place and the nine pointer tries (turn_pointer) by
finding each pointer as drawn (lesson_point.point) and putting back what that leaves on the
coach; it put back the pointer, leader and try, but not the way lesson_edge keeps for the
edge pointer (`_KEPT`), so a try the player never saw chose the side the next pointer drawn
kept. And where the bubble is far, the pointer stands at the arrow's edge whatever the try
(lesson_edge.stand_off), so the nine tries found one pointer nine times: now it is found once
(the figures: a sweep of 270 views of the 3D lesson's steps 3 and 4 at 800x600, 1117 pointers
found, now 733; Flat 3D's steps 2 and 3, 1812, now 804; the pointers drawn the same)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

pygame = pytest.importorskip("pygame")

from quiver.scenes import bubble_cross, lesson_edge  # noqa: E402

EDGE = [(40, 60), (64, 60), (52, 40)]  # the far edge pointer (lesson_edge.edge_pointer's)


class _Coach:  # (weakly referenced, as lesson_edge keeps its ways: a SimpleNamespace is not)
    def __init__(self) -> None:
        self.tip, self.route, self.leader, self._way, self.aimed = [], [], None, [3], 1


def _play():
    camera = SimpleNamespace(turning=False, side=(0, 0))
    ctl = SimpleNamespace(input=SimpleNamespace(busy=False), camera=camera)
    return SimpleNamespace(ctl=ctl, flat_view=False, size=(800, 600), arrow_at=lambda p: None)


def test_a_weighing_leaves_the_edge_way_kept(monkeypatch):
    """Weighing a place and the tries puts back the edge pointer's way kept from the frame
    drawn (before: the last try's)."""
    coach = _Coach()

    def point(coach, *_a):  # (as lesson_edge.edge_pointer does: the way it found, kept)
        lesson_edge._KEPT[coach] = [2, 5 + len(coach._way)]
        coach.tip, coach.route = EDGE, [(0, 99), (52, 60)]

    monkeypatch.setattr(bubble_cross, "point", point)
    monkeypatch.setattr(bubble_cross, "crossed", lambda play, route, mine: ({7}, 4))
    lesson_edge._KEPT[coach] = [0, 1]
    weigh = bubble_cross.crossing(coach, _play(), (52, 70), 30, pygame.Rect(700, 80, 90, 40))
    assert weigh is not None and weigh(pygame.Rect(0, 400, 300, 60), "above") == 1004
    assert lesson_edge._KEPT[coach] == [0, 1], "a weighed place changed the way kept"
    bubble_cross.turn_pointer(coach, _play(), pygame.Rect(0, 400, 300, 60), "above", (52, 70), 30, None)
    assert lesson_edge._KEPT[coach] == [0, 1], "the tries weighed changed the way kept"
    assert coach.tip == [] and coach.route == []  # (as before: the pointer and leader put back)


@pytest.mark.parametrize(("far", "edge", "found"), [(True, EDGE, 1), (False, EDGE, 9), (True, [], 9)])
def test_turn_pointer_weighs_a_far_edge_pointer_once(monkeypatch, far, edge, found):
    """A far bubble's pointer at the arrow's edge (stand_off) is the same for every try: one
    found, not nine, and the try kept is the first (the nine weighed alike took it). Near,
    or with no edge pointer (the try's own drawn), the nine are weighed as before."""
    coach, play, tries = _Coach(), _play(), []

    def point(coach, play, rect, side, target, gap, skip):
        tries.append(list(coach._way))
        coach.tip = [(k, 0), (k + 4, 0), (k + 2, 4)] if (k := coach._way[0]) else EDGE
        coach.tip = lesson_edge.stand_off(play, coach, far, target, gap, 1.0, [])
        coach.route = [(0, 99), coach.tip[2]]

    monkeypatch.setattr(bubble_cross, "point", point)
    monkeypatch.setattr(lesson_edge, "edge_pointer", lambda *a, **k: edge)
    weights = {EDGE[2]: 2003}  # (each try's own pointer: weighs by where it ends)
    crossed = lambda play, route, mine: (
        set(range((w := weights.get(route[-1], 1009 - route[-1][0])) // 1000)),
        w % 1000,
    )
    monkeypatch.setattr(bubble_cross, "crossed", crossed)
    bubble_cross.turn_pointer(coach, play, pygame.Rect(0, 400, 300, 60), "above", (52, 70), 30, None)
    assert len(tries) == found, tries
    assert coach._way == ([0] if found == 1 else [8])  # (near: the try crossing least, the 8th)
