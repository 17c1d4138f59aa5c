"""A blocked tap on a 3D / Flat-3D head mostly out of the window (s339, s340): at 1920x1080
a Flat ziggurat turned to yaw 200, pitch -30, zoom 0.45, Tab lit arrow 13 at the sliver
of its head that shows in the play band, but its head's centre projects above the window.
Fired and blocked, the ray started there and the ring stood above the window too: the
player saw only the blocker's flash and a lost heart. The marks now start from the part
of the head that shows (Tab's pixel) and the ring stands on the hit's part that shows;
a blocked tap whose head and hit show keeps its marks where they were."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run

pygame = pytest.importorskip("pygame")
pytestmark = pytest.mark.slow


def _open(make):
    from quiver.generator import PuzzleSpec, generate

    app = make(size=(1920, 1080))
    app.flow.open_board(generate(PuzzleSpec("flat", "ziggurat", 6, None, "hard", 7)), "ziggurat")
    run(app, 40)
    play = app.top
    play.ctl.camera.set_angles(200, -30, home=False)
    play.ctl.camera.zoom = 0.45
    run(app, 3)
    return app, play


def _marks(play):
    ray = next(f for f in play.fx.items if f.kind == "ray")
    mark = next(f for f in play.fx.items if f.kind == "mark")
    return ray, mark


def test_a_blocked_tap_on_a_head_mostly_out_of_the_window_shows_its_ray_and_ring(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path) as make:
        app, play = _open(make)
        band = play.where.band()
        lit = play.keys.head(13)
        assert lit is not None and band.collidepoint(lit.pos)  # Tab lights it in the band
        assert not band.collidepoint(play.arrow_pixel(13))  # its head's centre is out of it
        assert play.board.first_blocker(13) is not None
        play.ctl.fire(13, 0)
        run(app, 1)
        ray, mark = _marks(play)
        assert ray.pos == pytest.approx(lit.pos, abs=1)  # the ray starts where Tab lit it
        assert band.collidepoint(mark.pos)  # the ring stands in sight
        assert band.collidepoint(ray.end)


def test_a_blocked_tap_inside_the_band_keeps_its_marks(monkeypatch, tmp_path):
    with app_maker(monkeypatch, tmp_path) as make:
        app, play = _open(make)
        band, b = play.where.band().inflate(-200, -200), play.board
        i = next(
            i
            for i in sorted(b.alive)
            if b.locks[i] is None
            and (hit := b.first_blocker(i)) is not None
            and band.collidepoint(play.arrow_pixel(i))
            and band.collidepoint(play.where.cell(hit.cell))
        )
        head, impact = play.where.head(i), play.where.cell(b.first_blocker(i).cell)
        play.ctl.fire(i, 0)
        run(app, 1)
        ray, mark = _marks(play)
        assert ray.pos == pytest.approx(head, abs=0.5) and mark.pos == pytest.approx(impact, abs=0.5)
