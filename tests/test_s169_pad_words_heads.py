"""How to play's pad words say X steps through each head of a two-headed arrow and A fires
the lit head (s169: "X / RB lights the next arrow", though since s168 X stops at each head
of a two-headed arrow on its own, and A fires the one lit)."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")


def test_the_pad_words_say_x_lights_each_head_and_a_fires_the_lit_one():
    from quiver.engine.modes import Mode
    from quiver.input_pad import PAD_WORDS
    from quiver.scenes.legend_words import extra

    assert "each of two heads in turn" in PAD_WORDS and "A fires the lit head" in PAD_WORDS
    assert all(extra(mode).endswith(PAD_WORDS) for mode in Mode)
