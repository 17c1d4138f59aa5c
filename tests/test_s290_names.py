"""Two names made plain (s290): window re-exported window_x11's `close` as `close_x` with a
noqa where its other re-exports are `import x as x`; toast_cards' `over(y)` said nothing of
what it returns: the bottom of a place whose cards end 4 px above `y`."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

ROOT = Path(__file__).resolve().parents[1]


def test_window_re_exports_the_x_connections_close_as_its_others_are():
    from quiver import window, window_x11

    assert window.close_x is window_x11.close_x
    tree = ast.parse((ROOT / "quiver" / "window.py").read_text())
    re_exported = [
        a for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) for a in node.names if a.asname
    ]
    x_names = {a.name: a.asname for a in re_exported if a.name.startswith("close")}
    assert x_names == {"close_x": "close_x"}
    assert "noqa: F401" not in (ROOT / "quiver" / "window.py").read_text()


def test_the_bottom_for_cards_above_a_line_is_named_so():
    from quiver.scenes import toast_cards

    assert not hasattr(toast_cards, "over")
    y = 200
    assert toast_cards.bottom_for_cards_above(y) == y + toast_cards.GAP - 4
    card = pygame.Rect(100, y, 300, 200)
    above = toast_cards.around_card((800, 600), card)[1]
    assert above.bottom == toast_cards.bottom_for_cards_above(card.top)
