"""The shape search's on-screen keys keep to the shapes' column where their keys there are
still wide enough (s166: at 800x600 the 506-px keys cut into the arrow count's "58" on
the edge of the choices' column; at 1280x800 they lay over "Many" and the count's line);
in a window too narrow for that (640x480) they take the width they need, as before.
The seed is fixed: the board built for "58 arrows" has 59 with some seeds (s219: 3 in
400 random ones, and this test failed in two CI runs of a hundred or so)."""

from __future__ import annotations

import pytest
from app_helpers import app_maker
from test_s135_pad_typing import button, focus_with_x

pygame = pytest.importorskip("pygame")

A, UP = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_DPAD_UP
SEED = 7  # (979566289 builds 59 arrows for the 58 asked)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_search_keys_keep_off_the_choices_column(monkeypatch, tmp_path, size):
    from quiver.render2d import drawn

    with app_maker(monkeypatch, tmp_path, window=False, size=size, seed=SEED) as make:
        app = make()
        menu = app.top
        menu.open_custom()
        focus_with_x(app, menu, menu.grid)
        menu.grid.index = menu.grid.shown()[0]
        button(app, UP)
        assert menu.pad_search.at_box
        button(app, A)
        keys = menu.pad_search.keys
        with drawn.recording() as got:
            menu.full_redraw = True
            menu.draw(pygame.Surface(size))
        assert keys.shown
        column = [i for i in got.of(drawn.TEXT) if i.rect.right <= menu.grid.rect.x]
        count = menu.arrow_labels[2]  # the arrow count as drawn, whatever number it shows
        shown = [(i.label, i.rect) for i in got.of(drawn.TEXT) if i.rect.colliderect(count)]
        assert count.right <= menu.grid.rect.x and shown, (count, menu.grid.rect, shown, menu.arrow_count())
        assert [label for label, _ in shown] == ["58"] and menu.arrow_count() == (58, True), shown
        assert not [i for i in column if i.rect.colliderect(keys.rect)], keys.rect
        assert keys.rect.x >= menu.grid.rect.x - 6
        assert all(b.rect.w >= 33 for row in keys.buttons for b in row)  # (1.5 LEAST_KEY wide)
