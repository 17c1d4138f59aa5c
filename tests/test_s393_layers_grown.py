"""s393: the layers' news (s388) at 800x600 and 200% "Size of menus" stood in 22 px over 5%
of the 3D cube, where the smaller prints that held it beside the cube were passed over for
their narrow cards; at a bigger Size of menus a card off the board is taken, as at Auto."""

from __future__ import annotations

import pytest
from test_s380_scroll_toasts import _toasts_over


@pytest.mark.slow
@pytest.mark.usefixtures("layout_home")
@pytest.mark.parametrize("scale", ["auto", "1.5", "2"])
def test_the_layers_news_at_800x600_keeps_off_the_3d_board(scale):
    found, shown = _toasts_over((800, 600), scale, {"news3d-layers", "news2d-layers"})
    assert found == [] and shown == {"news3d-layers": 1, "news2d-layers": 1}
