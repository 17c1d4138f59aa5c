"""Room round the menu's focus rings (s55): at every size from 640x480 to 3840x2160, on
the home view and on Custom (its Size and Special arrows choices share a line), the
keyboard focus ring of each control (the widgets' ring, 4 pixels out round a 48 px button,
more round taller ones) keeps at least a pixel clear of every other control and every word
drawn, and stays in the window."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from quiver.render2d.widgets import focus_ring_rect  # noqa: E402

SIZES = ((640, 480), (800, 600), (960, 600), (1024, 600), (1280, 800), (1600, 600), (1920, 1080))
SIZES += ((1024, 1600), (2560, 1440), (3840, 2160))


@pytest.fixture
def make(monkeypatch, tmp_path):
    from app_helpers import menu_maker

    with menu_maker(monkeypatch, tmp_path) as go:
        yield go


def _touches(scene, size) -> list[str]:
    """Each focus ring that touches something it does not ring, one line each."""
    from quiver.render2d import drawn
    from quiver.scenes import menu_scroll

    scene.keyboard = True
    scene.resize(size)
    surface = pygame.Surface(size)
    scene.full_redraw = True
    with drawn.recording() as seen:
        scene.draw(surface)
    out = []
    for widget in scene.focus_order:
        if widget is scene.grid:  # (the shapes' ring: its selected card's, below)
            continue
        r = widget.rect
        ring = focus_ring_rect(r)
        if not surface.get_rect().contains(ring) and not menu_scroll.most(scene):  # (s374: one that
            out.append(f"{size}: {widget} ring off the window")  # scrolls, scrolled to when focused)
        for item in seen.items:
            if item.rect.colliderect(r) or r.contains(item.rect):  # (its own parts and words)
                continue
            if ring.colliderect(item.rect.inflate(2, 2)):
                out.append(f"{size}: the ring round {type(widget).__name__} at {tuple(r)} touches {item}")
    return out


@pytest.mark.parametrize("custom", [False, True], ids=["home", "custom"])
def test_no_focus_ring_touches_another_control(make, custom):
    app = make((640, 480))
    scene = app.top
    if custom:
        scene.open_custom()
    found = []
    for size in SIZES:
        found += _touches(scene, size)
    assert found == []


@pytest.mark.parametrize("size", [(640, 480), (3840, 2160)])
def test_the_selected_shapes_ring_keeps_off_its_neighbours(make, size):
    """The shapes' focus ring (round the selected card, 4 pixels out) keeps clear of the
    cards beside and under it (the cards 7 pixels apart at their smallest)."""
    app = make(size)
    scene = app.top
    scene.open_custom()
    grid = scene.grid
    for k, r in enumerate(grid.cards):
        ring = r.inflate(8, 8)  # (picker's own ring, 4 pixels out)
        assert not any(ring.colliderect(o.inflate(2, 2)) for j, o in enumerate(grid.cards) if j != k), k


@pytest.mark.parametrize("size,scale", [((640, 480), "2"), ((800, 600), "1.5"), ((3840, 2160), "2")])
def test_no_focus_ring_touches_another_control_at_a_bigger_ui_scale(make, size, scale):
    """The same with the UI scale setting raised (bigger controls in the same window)."""
    app = make(size)
    app.midend.change_setting("ui_scale", scale)
    app.to_menu()
    scene = app.top
    found = _touches(scene, size)
    scene.open_custom()
    assert found + _touches(scene, size) == []


@pytest.mark.parametrize("height,least", [(48, 3), (130, 8)])
def test_a_taller_buttons_focus_ring_is_thicker(height, least):
    """A stranger at 3840x2160 barely saw the 3 px ring round a 130 px button: the ring's
    line grows with the button (3 px round a 48 px one, as before)."""
    from quiver.render2d import theme
    from quiver.render2d.widgets import Button

    surface = pygame.Surface((600, 400))
    surface.fill((255, 255, 255))
    button = Button("Play", lambda: None, (100, 100, 300, height))
    button.focused = True
    button.draw(surface)
    x = button.rect.centerx
    blue = [y for y in range(0, button.rect.y) if surface.get_at((x, y))[:3] == theme.BLUE[:3]]
    assert len(blue) >= least and blue[-1] < button.rect.y - 1  # the line, then a pixel of air
    assert max(blue) - min(blue) + 1 == len(blue)  # one line
