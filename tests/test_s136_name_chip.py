"""s136: a board file's name on the play bar's chip took three lines (at 480x360 print
11-14, at 600x900 print 17), where a puzzle code takes two at most (s121). Two lines now:
the name whole in print 14 or more, else its start and end with an ellipsis between."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

NAMES = (
    "my_very_long_holiday_picture_from_summer_2019_at_the_beach.png",
    "a_board_of_mine_with_a_long_name.json",
    "/home/someone/boards/the big one.json",
    "x" * 120,
)
SIZES = [(480, 360), (520, 390), (600, 900), (640, 480), (800, 600), (1280, 800)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", NAMES, ids=lambda n: n[:12])
def test_a_files_name_takes_two_lines_at_most(size, name):
    from quiver.render2d import theme
    from quiver.render2d.drawn import problems, recording
    from quiver.render2d.hud import Hud, HudInfo
    from quiver.render2d.namefit import ELLIPSIS, NAME_LEAST

    pygame.font.init()
    hud = Hud()
    hud.set_code(name, "board", copyable=False)
    hud.layout(size)
    chip, lines = hud.code_rect, hud.code_lines
    assert 1 <= len(lines) <= 2 and hud.code_size >= NAME_LEAST, (lines, hud.code_size)
    if "".join(lines) != name:  # its start, then its end after an ellipsis
        first, second = lines
        assert name.startswith(first) and second.startswith(ELLIPSIS) and name.endswith(second[1:])
        assert len(first) >= 8 and len(second) >= 8
    widest = max(theme.text_size(t, hud.code_size, True)[0] for t in lines)
    assert widest <= chip.w - 24
    assert not any(chip.colliderect(r) for n, r in hud.buttons.items() if n != "settings")
    surface = pygame.Surface(size, pygame.SRCALPHA)
    with recording() as drawn:
        hud.draw(surface, HudInfo(3, 3, 10, 10, 0.0, 2, ""))
    assert problems(drawn, surface.get_rect()) == []


def test_a_name_that_fits_is_never_cut():
    from quiver.render2d.namefit import cut_middle

    pygame.font.init()
    assert cut_middle("board.json", 16, 400) == ["board.json"]


def test_a_hostile_name_is_cut_in_few_measures(monkeypatch):
    """A name of 100,000 characters: cut by binary searches, not a measure per character."""
    from quiver.render2d import namefit, theme

    pygame.font.init()
    calls = []
    real = theme.text_size
    monkeypatch.setattr(theme, "text_size", lambda *a: calls.append(1) or real(*a))
    first, second = namefit.cut_middle("ab_" * 33_334, 16, 200)
    assert first.startswith("ab_") and second.startswith(namefit.ELLIPSIS) and len(calls) < 80


def test_a_short_name_keeps_one_line_without_its_label():
    """At 480x360 "b.json" was "b." over "json" beside "board": one line reads it."""
    from quiver.render2d.hud import Hud

    pygame.font.init()
    hud = Hud()
    hud.set_code("b.json", "board", copyable=False)
    hud.layout((480, 360))
    assert hud.code_lines == ["b.json"] and hud.code_size >= 20
