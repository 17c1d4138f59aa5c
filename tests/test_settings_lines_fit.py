"""Every Settings row's line fits its column whole, on the smallest window the game opens
(480x360) and with a pad's shorter lines: the reduced-motion line written in the last round
(80 characters) ran 27 px past its column there and was cut at "blinking or pop"."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from quiver.game.settings import Settings  # noqa: E402
from quiver.render2d import theme  # noqa: E402
from quiver.scenes.settings_draw import PAD_DESC  # noqa: E402
from quiver.scenes.settings_layout import ROWS, card_plan  # noqa: E402


@pytest.mark.parametrize("size", [(480, 360), (640, 480), (800, 600)])
def test_every_rows_line_fits_its_column(size):
    pygame.font.init()
    plan = card_plan(size, Settings())
    lines = [desc for _key, _title, desc in ROWS] + list(PAD_DESC.values())
    over = {d: theme.text_size(d, plan.f_desc)[0] - (plan.col_w - 4) for d in lines}
    assert {d: px for d, px in over.items() if px > 0} == {}
