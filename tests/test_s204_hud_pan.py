"""A view pan's frames are drawn whole, and the 2D HUD was drawn again on each of them
(about 1.1 ms of a 4-5 ms frame) though nothing it showed had moved. Its bars are now put
back as last drawn (scenes/hudbars2d.py: HudBars.full) where neither what the HUD shows
nor what lies under its bars changed, byte for byte what drawing it gives; a change of the
score, the arrows left, the hearts, the clock's second or the pointer's hover draws it
again, and so does every frame of the lost heart's cue and a redraw asked for."""

from __future__ import annotations

import pytest
from app_helpers import filling_heart

pygame = pytest.importorskip("pygame")


class Panning:
    """The heart board zoomed in all the way, each `frame()` a pan's: a step of the view
    and the frame drawn whole onto the same surface, as the window's layer is."""

    def __init__(self, app, play) -> None:
        self.app, self.play, view = app, play, play.view
        view.zoom_to(view.zoom_limits()[1], view.area_center())
        play.view_moved(zoomed=True)
        self.drawn, draw = 0, play.hud.draw

        def counted(*a, **k):
            self.drawn += 1
            return draw(*a, **k)

        play.hud.draw = counted  # (the HUDs drawn, as its draw is called)
        self.surface = pygame.Surface(play.size)
        play.full_redraw = True
        play.draw(self.surface)
        self.step = 1

    def frame(self) -> int:
        """One pan frame; the HUDs drawn in it."""
        play, before = self.play, self.drawn
        origin = play.view.origin()
        if not play.view.pan(4 * self.step, 3 * self.step):
            self.step = -self.step  # (at the board's edge: back the other way)
            play.view.pan(4 * self.step, 3 * self.step)
        assert play.view.origin() != origin
        play.view_moved()
        play.draw(self.surface)
        return self.drawn - before

    def fresh(self) -> bool:
        """The frame as it stands is what drawing the HUD afresh over it gives, byte for byte."""
        play, kept = self.play, self.play.bars.kept
        again = pygame.Surface(play.size)
        play.bars.kept, play.camera_dirty = None, True  # (nothing to put back: the HUD drawn)
        play.draw(again)
        play.bars.kept = kept
        return pygame.image.tobytes(again, "RGBX") == pygame.image.tobytes(self.surface, "RGBX")


def test_a_pan_puts_the_hud_back_until_what_it_shows_changes(monkeypatch, tmp_path):
    with filling_heart(monkeypatch, tmp_path) as (app, play):
        pan = Panning(app, play)
        assert [pan.frame() for _ in range(8)] == [0] * 8  # (drawn on each before)
        assert pan.fresh()
        before = pan.drawn
        play.full_redraw = True  # a redraw asked for (a new layer, a recording of the screen)
        play.draw(pygame.Surface(play.size))
        assert pan.drawn == before + 1 and pan.frame() == 0
        free = play.board.free_arrows()[0]
        play.session.fire(free)  # the score, the arrows left; the clock starts
        assert pan.frame() == 1 and pan.frame() == 0 and pan.fresh()
        app.clock.t += 1.0  # the clock's next second
        assert pan.frame() == 1 and pan.frame() == 0 and pan.fresh()
        play.session.hearts -= 1
        assert pan.frame() == 1 and pan.frame() == 0
        play.hud.set_hover(play.hud.buttons["settings"].center)  # the gear lights under the pointer
        assert pan.frame() == 1 and pan.frame() == 0 and pan.fresh()
        play.hud.set_hover((2, play.size[1] // 2))
        assert pan.frame() == 1 and pan.frame() == 0
        from quiver import input_pad

        monkeypatch.setitem(input_pad._LAST, "pad", True)  # a pad's press: its buttons' names
        assert pan.frame() == 1 and pan.frame() == 0 and pan.fresh()
        play.apply_settings(app.midend.settings)  # (what the HUD's key misses: drawn again)
        assert pan.frame() == 1 and pan.frame() == 0


def test_the_lost_hearts_cue_draws_the_hud_each_frame_it_plays(monkeypatch, tmp_path):
    from quiver.render2d.hud import HEART_CUE

    with filling_heart(monkeypatch, tmp_path) as (app, play):
        pan = Panning(app, play)
        play.session.hearts -= 1
        play.hud.lose_heart(app.clock(), play.session.hearts)
        drawn = []
        for _ in range(3):
            app.clock.t += HEART_CUE / 6
            drawn.append(pan.frame())
        assert drawn == [1, 1, 1] and pan.fresh()
        app.clock.t += HEART_CUE  # the cue played out: drawn once more without it, then kept
        assert pan.frame() == 1 and pan.frame() == 0 and pan.fresh()
