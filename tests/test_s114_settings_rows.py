"""s114: every row of the Settings card, changed with its keys over a 2D puzzle, takes
effect at once in the running game and is there again after a restart (the same data
folder): the switches, both volumes, the hearts and the size of menus."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from app_helpers import app_maker, post, run  # noqa: E402


def _press(key):
    post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)


class Audio:
    """Stands in for audio.Audio: what the game asked of it."""

    enabled, warning = True, None

    def __init__(self):
        self.volume = self.music_volume = None
        self.muted = False

    def mute(self, on):
        self.muted = on

    def set_volume(self, v):
        self.volume = v

    def set_music_volume(self, v):
        self.music_volume = v

    def play(self, name):
        pass

    def wake_in(self):
        return None

    def hold(self, on):
        pass

    def hush(self, on):
        pass

    def music(self, name):
        pass

    def tick(self):
        pass

    def close(self):
        pass


def _open_2d(app):
    from quiver.game.code import complete
    from quiver.game.settings import _LESSON_KEYS

    app.midend.settings.seen_lessons = tuple(sorted(_LESSON_KEYS))
    app.flow.open_code(complete("2d", "heart", 12, None, "easy", 3))
    for _ in range(300):
        run(app, 1)
        if getattr(app.top, "session", None) is not None:
            return app.top
    raise AssertionError("the puzzle never opened")


def test_each_settings_row_applies_at_once_and_comes_back_after_a_restart(monkeypatch, tmp_path):
    from quiver.game.settings import Hearts, load_settings

    with app_maker(monkeypatch, tmp_path, window=False) as make:
        app = make()
        play = _open_2d(app)
        audio = app.feedback.audio = Audio()
        hud_u, hearts = play.hud.u, play.session.hearts
        assert play.fx.motion and play.hud_info().show_timer and hearts == 3
        app.flow.open_settings()
        run(app, 2)
        card = app.top
        toggles = ("colorblind", "reduced_motion", "ray_preview", "show_timer", "mark_blockers", "show_free")
        toggles += ("free_camera",)
        for key in (*toggles, "volume", "music_volume", "hearts", "ui_scale"):
            card.focus = card.order.index(key)
            _press(pygame.K_SPACE if key in toggles or key in ("hearts", "ui_scale") else pygame.K_LEFT)
            run(app, 2)
        _press(pygame.K_SPACE)  # the size of menus once more: 75% (the HUD's floor), then 125%
        run(app, 2)
        st = app.midend.settings
        flipped = {key: getattr(st, key) for key in toggles}
        assert flipped == {
            "colorblind": True,
            "reduced_motion": True,
            "ray_preview": False,
            "show_timer": False,
            "mark_blockers": True,
            "show_free": True,
            "free_camera": True,
        }
        assert st.volume == pytest.approx(0.69) and st.music_volume == pytest.approx(0.49)
        assert st.hearts == Hearts.SCALED and st.ui_scale == "1.25"
        # at once, in the puzzle under the card
        assert not play.fx.motion and play.reduced  # reduced motion
        assert not play.hud_info().show_timer
        assert play.session.hearts == 3 + len(play.board.arrows) // 40  # nothing tapped yet
        assert play.hud.u > hud_u  # the bigger menus' size
        assert audio.volume == pytest.approx(0.69) and audio.music_volume == pytest.approx(0.49)
        _press(pygame.K_ESCAPE)
        run(app, 2)
        saved = load_settings()[0]
        assert {key: getattr(saved, key) for key in toggles} == flipped
        assert (saved.hearts, saved.ui_scale) == (Hearts.SCALED, "1.25")
        assert saved.volume == pytest.approx(0.69) and saved.music_volume == pytest.approx(0.49)

        again = make()  # a restart on the same data folder
        assert {key: getattr(again.midend.settings, key) for key in toggles} == flipped
        again.flow.open_settings()
        run(again, 2)
        card = again.top
        assert {key: card.toggles[key].value for key in toggles} == flipped
        assert (card.volume.value, card.music.value) == (69, 49)
        assert card.hearts.index == 1 and card.scale_seg.index == 2
