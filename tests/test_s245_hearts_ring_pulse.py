"""The ring round the HUD's hearts (the 2D lesson's "Three hearts..." step at 480x360,
its bubble too far for a pointer) pulses as it shows, as a hint pulses, the play scene
animating meanwhile, then rests round the hearts; with reduced motion it stands still
from the first frame (s245: it was drawn still, with the bubble)."""

import pytest
from app_helpers import app_maker, run

from quiver.scenes.lesson_point import RING_PULSE


def rings(make, reduced: bool) -> tuple[list, list, list]:
    app = make(size=(480, 360))
    app.midend.settings.reduced_motion = reduced
    app.flow.lesson("2d")
    run(app, 3)
    play = app.top
    play.apply_settings(app.midend.settings)
    play.coach._open(0, 2)
    seen, busy = [], []
    for _ in range(int(RING_PULSE * 20) + 1):
        run(app, dt=1 / 20)
        seen.append(tuple(play.coach.ring))
        busy.append(play.animating())
    run(app, 3)
    rest = [tuple(play.coach.ring), play.animating()]
    return seen, busy, rest


@pytest.mark.parametrize("reduced", [False, True])
def test_the_hearts_ring_pulses_then_rests_and_stands_still_in_reduced_motion(monkeypatch, tmp_path, reduced):
    with app_maker(monkeypatch, tmp_path, window=False) as make:
        seen, busy, (rest, still) = rings(make, reduced)
    assert not still
    if reduced:
        assert set(seen) == {rest} and not any(busy)
    else:
        assert len(set(seen)) > 2 and any(busy) and seen[-1] == rest
        assert all(r[2] >= rest[2] for r in seen)  # (it swells out from where it rests)
