"""The leaderboard page isolates each name's direction: a right-to-left name (Hebrew,
Arabic) beside its look-alike tag would otherwise let the browser's bidi algorithm move the
tag to the name's other side, or pull the tag's digits into the name."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette")

from quiver.server.page import leaderboard_page
from quiver.server.store import Entry


def test_every_name_sits_in_its_own_bidi_isolate():
    entries = [Entry(1, "p1", "שלום 12", 0, 61_000, 0), Entry(2, "p2", "<b>Ann</b>", 1, 70_000, 0)]
    page = leaderboard_page("2026-12-05", "123", entries, 2, tags={"p1": "a1b2"})
    assert "<td><bdi>שלום 12</bdi> <small class=tag>&middot;a1b2</small></td>" in page
    assert "<td><bdi>&lt;b&gt;Ann&lt;/b&gt;</bdi></td>" in page  # still escaped inside
