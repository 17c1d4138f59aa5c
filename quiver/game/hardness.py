"""How a board was hard, in words (issue 24): one short line for the win screen, from the
player-model metrics of the board (`local_scan`, `release_touching`, `release_distance`,
and on 3D boards `visible_free`; the generator's record leaves the first three out, so
`player_metrics` plays them from the board's start). Past the player model's reach (over
`LOCAL_MAX_ARROWS` arrows: a big 3D or Flat 3D puzzle; rotating arrows) the layers say it.
In plain words (s95: "Each arrow mostly freed a neighbour: 1.4 arrows to check per move"
was lost on a stranger; s104: so was "you'd look at 1.4 arrows to find each free one";
s264: and "3 in 4 arrows near the last one cleared could leave"): what the player met,
then which arrow, counted out from the one just cleared, was the next that could leave:

>>> how_hard({"depth": 73, "free_at_start": 14, "arrows": 250})
'14 of 250 arrows were free at the start: 73 layers to clear'

>>> how_hard({"local_scan": 5.2, "release_touching": 0.4, "release_distance": 3.0})
'The next free arrow was often far from the last one: about the 5th nearest'
>>> how_hard({"local_scan": 1.4, "release_touching": 0.9, "release_distance": 1.0})
'Most blocked arrows were freed by clearing the one in front: the next free arrow was usually the nearest'
>>> how_hard({"local_scan": 1.0, "release_touching": 1.0, "release_distance": 1.0})
'Most blocked arrows were freed by clearing the one in front: the next free arrow was always the nearest'
>>> how_hard({}) is None
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from quiver.engine.board import Board
from quiver.engine.errors import count_of
from quiver.engine.measures import local_scan
from quiver.engine.player import release

FAR = 4.0  # local scan: looks per move for a player checking near the last arrow first
MID = 2.5
FEW_VISIBLE = 2  # 3D: free arrows that show from the start view
NEXT = "the next free arrow was"  # the count's words (the legend's too)
USUALLY = 1.5  # under this mean the nearest arrow was the next free one more often than not
_ALWAYS = ("nearly always", "always")
LONG_CHAIN = 4  # the board's depth: its longest chain of arrows, each freed by the one before
MANY_FREE = 3.5  # free arrows a move on average (the playouts' mean choice): "about 4"


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th... 11th, 12th, 13th... 21st."""
    tens = n % 100 in (11, 12, 13)
    return f"{n}{'th' if tens else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def nearest(looks: float) -> str:
    """The player model's count (it looks at the arrows in order out from the one just
    cleared, `looks` of them on average to find one that can leave) as which of them the
    next free arrow was: "the nearest" where that held more often than not (a mean under
    1.5 looks, each move at least one), else "about the 3rd nearest". (s95's "1.4 arrows
    to check per move", s104's "3 in 4 arrows near the last one cleared could leave" were
    lost on a stranger: a fraction of an arrow, a share of arrows no one had counted.)"""
    if f"{looks:.1f}" == "1.0":
        return f"{_ALWAYS[looks <= 1]} the nearest"
    if looks < USUALLY:
        return "usually the nearest"
    return f"about the {ordinal(int(looks + 0.5))} nearest"


def how_hard(m: Mapping[str, Any] | None) -> str | None:
    """One line saying what made the board hard (or easy), then its figure after ": ";
    None without the metrics. Without the player model's count (a board past its reach)
    the start view's free arrows or the layers say it (s71: a 250-arrow 3D win card said
    nothing)."""
    if not m:
        return None
    visible = m.get("visible_free")
    if visible is not None and visible <= FEW_VISIBLE:
        seen = f"only {count_of(visible, 'free arrow')} {'was' if visible == 1 else 'were'}"
        return f"At the start {seen if visible else 'no free arrow was'} in sight"
    if m.get("local_scan") is None:
        return _layers(m)
    looks = float(m["local_scan"])
    touching = m.get("release_touching")
    if looks >= FAR:
        return f"The next free arrow was often far from the last one: {nearest(looks)}"
    if touching is not None and touching < 0.5:
        cells = int(float(m["release_distance"]) + 0.5)  # (a median may fall between two: 12.5)
        return f"Most arrows were blocked from far off: typically {count_of(cells, 'cell')} ahead"
    if looks >= MID:
        return f"The next free arrow was often a few arrows off: {nearest(looks)}"
    if touching is None:  # no arrow waited: none was freed by another
        return f"No arrow stood in another's way: {NEXT} {nearest(looks)}"
    return f"{_telling(m)}: {NEXT} {nearest(looks)}"


def _telling(m: Mapping[str, Any]) -> str:
    """A board played close at hand (most blocked arrows freed by the one in front): the
    most telling of its figures (s292: every small board said the same words, level after
    level): over half its arrows free at the start, else its longest chain where one
    arrow blocked the next `LONG_CHAIN` deep or more, else its many free arrows a move;
    the freeing by the one in front where none stands out (or the figures are missing)."""
    arrows, free, depth = m.get("arrows"), m.get("free_at_start"), m.get("depth")
    choice = m.get("mean_choice")
    if arrows and free is not None and 2 * free > arrows:
        return f"{free} of {arrows} arrows were free at the start"
    if depth is not None and depth >= LONG_CHAIN:
        return f"The longest chain was {depth} arrows, each freed by the one before"
    if choice is not None and choice >= MANY_FREE:
        return f"About {int(choice + 0.5)} arrows were free at each move"
    return "Most blocked arrows were freed by clearing the one in front"


def _layers(m: Mapping[str, Any]) -> str | None:
    """The arrows free at the start and the board's depth (the HUD's layers then)."""
    depth, free, arrows = m.get("depth"), m.get("free_at_start"), m.get("arrows")
    if not depth or free is None or not arrows:
        return None
    return f"{free} of {arrows} arrows were free at the start: {count_of(depth, 'layer')} to clear"


def split_line(line: str) -> list[str]:
    """The line in two rows for a narrow card: what made the board hard, then the count.

    >>> split_line("The next free arrow was often far from the last one: about the 5th nearest")
    ['The next free arrow was often far from the last one:', 'about the 5th nearest']
    """
    head, sep, tail = line.partition(": ")
    return [head + ":", tail] if sep else [line]


def player_metrics(board: Board) -> dict[str, Any]:
    """The board's recorded metrics, with the player model (`local_scan`, the release
    figures) played from its starting position where the record leaves it out (a few
    milliseconds at 65 arrows; rotating boards have none: how_hard says their layers)."""
    m: dict[str, Any] = dict(board.metrics or {})
    if m.get("local_scan") is None and not board.turns:
        start = board.copy()
        start.reset()
        looks = local_scan(start)  # None past player.LOCAL_MAX_ARROWS: the layers say it then
        if looks is not None:
            dist, touching = release(start)
            m["local_scan"] = round(looks, 6)  # as metrics()
            m["release_distance"] = dist
            m["release_touching"] = round(touching, 6) if touching is not None else None
    return m
