"""How to play's pad words say X lights the next head, A fires it (s169: "X / RB lights the
next arrow", though since s168 X stops at each head of a two-headed arrow on its own, and
A fires the one lit; no longer than before: How to play's 3D body fits 1280x800 unscrolled)."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")


def test_the_pad_words_say_x_lights_the_next_head_and_a_fires_it():
    from quiver.engine.modes import Mode
    from quiver.input_pad import PAD_WORDS
    from quiver.scenes.legend_words import extra, pad_words

    assert "X / RB lights the next head" in PAD_WORDS and "A fires it" in PAD_WORDS
    assert all(extra(mode).endswith(pad_words(mode)) for mode in Mode)
