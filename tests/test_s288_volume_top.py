"""A volume already at 100% while muted (s288): s281 made a volume moved up unmute, as an
OS's volume key does, but at the top Right moves nothing, so the slider said nothing and
the sound stayed off; up at the top unmutes too (down there still leaves it muted)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker, run
from test_s281_pads_volume import key, open_muted_settings

pygame = pytest.importorskip("pygame")


@pytest.mark.parametrize(("row", "up"), [("volume", "K_RIGHT"), ("music_volume", "K_PAGEUP")])
def test_up_on_a_volume_at_its_top_while_muted_brings_the_sound_back(monkeypatch, tmp_path, row, up):
    with app_maker(monkeypatch, tmp_path, window=False, size=(800, 600)) as make:
        app = make()
        setattr(app.midend.settings, row, 1.0)
        card = open_muted_settings(app, row)
        card.widgets[row].value = 100
        key(pygame.K_LEFT)
        run(app, 1)
        key(pygame.K_RIGHT)  # (back to the top: moved up, s281's case)
        run(app, 1)
        assert not app.midend.settings.muted
        app.midend.change_setting("muted", True)
        key(getattr(pygame, up))  # (at the top: nothing moves)
        run(app, 1)
        assert card.widgets[row].value == 100 and not app.midend.settings.muted
        assert app.feedback.audio_note() == ""
