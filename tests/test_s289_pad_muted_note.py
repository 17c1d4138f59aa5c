"""Settings' muted line after a pad's press (s289): "Muted: press the left stick (LS) for
sound" named the stick alone, though a volume moved up (the D-pad on its row) brings the
sound back too since s281; it says so, drawn whole on the smallest card."""

from __future__ import annotations

import pytest
from app_helpers import app_maker
from test_s281_pads_volume import open_muted_settings

from quiver import input_pad

pygame = pytest.importorskip("pygame")


def test_the_pads_muted_line_names_a_volume_up_and_fits_at_480x360(monkeypatch, tmp_path):
    from quiver.render2d import drawn

    with app_maker(monkeypatch, tmp_path, window=False, size=(480, 360)) as make:
        app = make()
        card = open_muted_settings(app, "volume")
        input_pad._LAST["pad"] = True
        try:
            note = app.feedback.audio_note()
            card.full_redraw = True
            with drawn.recording() as seen:
                card.draw(pygame.Surface(app.size, pygame.SRCALPHA))
        finally:
            input_pad.no_press_yet()
    assert "LS" in note and "volume" in note, note
    assert [t for t in seen.of(drawn.TEXT) if t.label == note]
    assert drawn.problems(seen, pygame.Rect((0, 0), app.size)) == []
