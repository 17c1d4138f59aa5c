"""How a board was hard, in words (issue 24): one short line for the win screen, from the
player-model metrics a generated board carries (`local_scan`, `release_touching`,
`release_distance`, and on 3D boards `visible_free`).

>>> how_hard({"local_scan": 5.2, "release_touching": 0.4, "release_distance": 3.0})
'The next free arrow was rarely near the last one: 5.2 looks a move'
>>> how_hard({"local_scan": 1.6, "release_touching": 0.9, "release_distance": 1.0})
'Each arrow mostly freed a neighbour: 1.6 looks a move'
>>> how_hard({}) is None
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

FAR = 4.0  # local scan: looks per move for a player checking near the last arrow first
MID = 2.5
FEW_VISIBLE = 2  # 3D: free arrows that show from the start view


def how_hard(m: Mapping[str, Any] | None) -> str | None:
    """One line saying what made the board hard (or easy); None without the metrics."""
    if not m or m.get("local_scan") is None:
        return None
    looks = float(m["local_scan"])
    touching = m.get("release_touching")
    visible = m.get("visible_free")
    if visible is not None and visible <= FEW_VISIBLE:
        return f"Only {visible} free arrow{'s' if visible != 1 else ''} showed from the start view"
    if looks >= FAR:
        return f"The next free arrow was rarely near the last one: {looks:.1f} looks a move"
    if touching is not None and touching < 0.5:
        return f"Most arrows were freed from far along their way ({m['release_distance']:g} cells)"
    if looks >= MID:
        return f"Free arrows were often away from the last one: {looks:.1f} looks a move"
    return f"Each arrow mostly freed a neighbour: {looks:.1f} looks a move"
