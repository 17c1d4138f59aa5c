"""Settings says what the accessibility settings do in a player's words (s180): the
colour-blind palette's line named "Okabe-Ito", a paper's authors; Size of menus' "the
screen's pixel density" (and not that the bars in play follow it too); Reduced motion's
said nothing of the 3D camera, whose turns it makes instant."""

from __future__ import annotations

from quiver.scenes.settings_layout import ROWS

WORDS = {key: desc for key, _title, desc in ROWS}
JARGON = ("okabe", "ito", "density", "srgb", "cvd", "deutan", "protan")


def test_the_accessibility_rows_say_what_they_do_without_jargon():
    for key in ("colorblind", "reduced_motion", "ui_scale", "volume", "music_volume"):
        said = WORDS[key].lower()
        assert not [w for w in JARGON if w in said], (key, WORDS[key])
    assert "camera" in WORDS["reduced_motion"].lower()
    assert "chevron" in WORDS["colorblind"].lower() and "colour" in WORDS["colorblind"].lower()
    assert "bars" in WORDS["ui_scale"].lower() and "auto" in WORDS["ui_scale"].lower()
