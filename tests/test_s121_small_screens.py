"""s121: what a stranger saw cut or crowded on screens at small window sizes."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()
    yield


@pytest.mark.parametrize("width", [300, 380, 600])
def test_a_text_boxs_placeholder_is_whole_inside_it(width):
    """At 480x360 the seed box's example code ran out of the box ("-g9" cut in half)."""
    from quiver.render2d import drawn
    from quiver.render2d.widgets import TextBox

    example = "e.g. 7  or  2d-heart-16x14-34-hard-7-g9"
    box = TextBox((40, 40, width, 52), placeholder=example)
    with drawn.recording() as seen:
        box.draw(pygame.Surface((width + 80, 140)))
    (said,) = [i for i in seen.of(drawn.TEXT)]
    assert box.rect.inflate(-24, 0).contains(said.rect), (said.rect, box.rect)
    assert said.label == example or (width < 340 and said.label.endswith("\u2026")), said.label


def test_a_buttons_long_line_under_its_label_keeps_its_first_clause_legible():
    """At 480x360 the custom menu's Your picture button said "drop a PNG on the window, or
    type or paste a path" in 11-px print (6-px capitals): its first clause instead."""
    from quiver.render2d import drawn
    from quiver.render2d.widgets import SUB_LEAST, Button

    how = "drop a PNG on the window, or type or paste a path"
    for width, whole in ((190, False), (420, True)):
        b = Button("Your picture", lambda: None, rect=(10, 10, width, 40), sub=how)
        with drawn.recording() as seen:
            b.draw(pygame.Surface((width + 20, 60)))
        (line,) = [i for i in seen.of(drawn.TEXT) if i.label != "Your picture"]
        assert line.label == (how if whole else "drop a PNG on the window"), line.label
        assert b.rect.contains(line.rect) and line.rect.h >= 7  # (capitals of 12-px print and more)
        assert SUB_LEAST >= 12


def test_the_layout_tool_lists_small_print():
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
    import layout

    from quiver.render2d import drawn, theme

    surface = pygame.Surface((300, 100))
    with drawn.recording() as seen:
        theme.text(surface, "Drop a PNG", 10, theme.INK, (0, 0))
        theme.text(surface, "Your picture", 16, theme.INK, (0, 40))
    (found,) = layout.small_text(seen)
    assert "Drop a PNG" in found and "small print" in found
