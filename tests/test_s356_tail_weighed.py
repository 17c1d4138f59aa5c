"""lesson_aim's search over a 3D lesson step's arrows, where a layout leaves a pointer and no
line (s356): a pointer on the bubble's edge (a tail, bubble.pointer) needs none and is the
shortest there is, so another arrow laid out with one is aimed at; it counted as "no line",
never chosen for another arrow. A pointer away from the bubble with no line to it (s343's
try) is the worst: the first arrow laid out so is not kept where another has a line."""

from __future__ import annotations

import pytest

pytest.importorskip("pygame")

from test_s345_flat_leader_sweep import BENT, LONG_BENT, SHORT, _aim


def test_another_arrow_with_a_tail_is_aimed_at(monkeypatch):
    routes = {4: [LONG_BENT], 5: [[]], 6: [SHORT]}  # (5: a pointer on the bubble, no line)
    aimed, coach, laid = _aim(monkeypatch, routes)
    assert aimed == 5 and coach.route == [] and laid == [4, 4, 5]  # (a tail: the search ends)


def test_a_first_arrow_with_no_line_to_its_pointer_is_not_kept(monkeypatch):
    from quiver.scenes import lesson_aim

    monkeypatch.setattr(lesson_aim, "attached", lambda coach: False)  # (the pointer off the bubble)
    routes = {4: [[]], 5: [BENT], 6: [[]]}
    aimed, coach, _laid = _aim(monkeypatch, routes)
    assert aimed == 5 and coach.route == BENT


def test_a_first_arrow_with_a_tail_is_kept_untried(monkeypatch):
    routes = {4: [[]], 5: [SHORT], 6: [SHORT]}
    aimed, _coach, laid = _aim(monkeypatch, routes)
    assert aimed == 4 and laid == [4, 4]


def test_a_bubble_whose_leader_crosses_arrows_takes_a_narrower_place_that_crosses_none():
    """fit_bubble: the place of the line in one covers nothing but its leader crosses arrows
    (`crossing` weighs it 2 000: two arrows); a narrower bubble's place weighs 0 and wins
    (s356: at 1920x1080, turned -140 degrees, Flat 3D's "This arrow folds over the edge" sat
    across the room under the block, and its leader ran 1 061 px round it to the top, where a
    bubble of two lines beside the arrow led it 50 px). Where every width's crosses, the
    lightest."""
    from quiver.render2d import theme
    from quiver.scenes.bubble_place import fit_bubble

    line, size = "This arrow folds over the edge: it slides along its body, then flies off", 26
    th = theme.text_size("Ag", size, True)[1]
    room, target, wide = (0, 72, 1920, 1000), (900, 300), []

    def weigh(rect, side):
        wide.append(rect.w)
        return 2000 if rect.w > 600 else 0  # (its one line: 718 px)

    _msg, spot, _pick = fit_bubble(
        line, size, th, room, target, "above", 34, [], [], even=True, crossing=weigh
    )
    assert wide[0] > 600 and spot.rect.w < 600  # (the one line weighed first, not taken)
    heavy = lambda rect, side: 3000 - rect.w  # (every place crosses; the wider, the lighter)
    _msg, spot, _pick = fit_bubble(
        line, size, th, room, target, "above", 34, [], [], even=True, crossing=heavy
    )
    assert spot.rect.w > 600
