"""The Daily screen's leaderboard card: the shared server's top 10 for today and your rank
when a leaderboard server is set in Settings, else your own best dailies (fewest
mistakes, then fastest). Drawn by `DailyScene` (daily.py) into its right-hand card.
"""

from __future__ import annotations

import datetime as _dt

import pygame

from quiver.game.leaderboard import LeaderboardClient
from quiver.game.leaderboard_wire import BoardStatus
from quiver.game.progress import Progress, daily_leaderboard
from quiver.render2d import theme
from quiver.render2d.draw import fmt_time, panel, rating_star

# The card's title and the note at its right, as drawn (tests check they stay apart).
TitleRects = tuple[pygame.Rect, pygame.Rect | None]


def draw_leaderboard_card(
    surface: pygame.Surface,
    card: pygame.Rect,
    client: LeaderboardClient,
    progress: Progress,
    today: _dt.date,
) -> TitleRects:
    """The whole card: the shared board when a server is set, else your own best."""
    if client.server:
        return _draw_shared_board(surface, card, client, today)
    panel(surface, card, 24)
    title = _title_row(
        surface, card, "Your best dailies", "fewest mistakes, then fastest", 20, theme.INK_SOFT, False
    )
    rows = max(0, (card.h - 64) // 34)
    board = daily_leaderboard(progress, rows)
    if not board:
        empty = "Clear a daily puzzle to see it here."
        size = theme.fit_size(empty, 24, card.w - 48, False, 12)
        theme.text(surface, empty, size, theme.INK_SOFT, (card.x + 24, card.y + 78), "midleft")
        return title
    cols = (card.x + 28, card.x + 80, card.x + 250, card.x + 400, card.x + 520)
    y = card.y + 72
    for rank, (day, r) in enumerate(board, 1):
        ink = theme.INK if r.won else theme.INK_SOFT
        theme.text(surface, f"{rank}.", 24, theme.INK_SOFT, (cols[0], y), "midleft", True)
        theme.text(surface, day, 24, ink, (cols[1], y), "midleft", True)
        theme.text(
            surface,
            f"{r.mistakes} mistake{'s' if r.mistakes != 1 else ''}" if r.won else "lost",
            22,
            ink,
            (cols[2], y),
            "midleft",
        )
        theme.text(surface, fmt_time(r.time_s), 24, ink, (cols[3], y), "midleft", True)
        if r.won and cols[4] + 90 < card.right:
            for j in range(3):
                icon = rating_star(22, j < r.stars)
                surface.blit(icon, icon.get_rect(center=(cols[4] + j * 26, y)))
        y += 34
    return title


def _title_row(
    surface: pygame.Surface,
    card: pygame.Rect,
    title: str,
    note: str,
    size: int,
    colour: tuple[int, int, int],
    bold: bool,
    optional: bool = True,
) -> TitleRects:
    """The card's title, and a note at its right that never runs into it (narrow windows):
    an optional note is left out when it does not fit, any other is cut to fit."""
    head = theme.text(surface, title, 30, theme.INK, (card.x + 28, card.y + 30), "midleft", True)
    room = card.right - 28 - (head.right + 16)
    if theme.text_size(note, size, bold)[0] > room:
        note = "" if optional or room < 60 else _fit(note, size, room, bold)
    shown = (
        theme.text(surface, note, size, colour, (card.right - 28, card.y + 32), "midright", bold)
        if note
        else None
    )
    return head, shown


def _draw_shared_board(
    surface: pygame.Surface, card: pygame.Rect, client: LeaderboardClient, today: _dt.date
) -> TitleRects:
    """The server's top 10 for today in two columns, and your rank in the title row."""
    panel(surface, card, 24)
    state = client.board(today.isoformat())
    waiting = client.pending()
    data = state.data if state is not None and state.data else {}
    if state is None or state.status == BoardStatus.LOADING:
        line = "Asking the leaderboard server..."
    elif state.status == BoardStatus.OFFLINE:
        line = state.message
    elif not data.get("entries"):
        line = "No runs yet today: clear the daily to be the first."
    else:
        line = None
    you = data.get("you")
    right = (
        f"you: #{you['rank']} of {data['runs']}"
        if you
        else f"{waiting} run{'s' if waiting != 1 else ''} waiting to be sent"
        if waiting
        else "fewest mistakes, then fastest"
    )
    title = _title_row(
        surface,
        card,
        "Today's leaderboard",
        right,
        22 if you else 20,
        theme.ACCENT if you else theme.INK_SOFT,
        bool(you),
        optional=not (you or waiting),
    )
    if client.last_refusal:  # our last run was refused: say why, once
        theme.text(
            surface,
            _fit(f"Your run was not counted: {client.last_refusal}", 18, card.w - 56),
            18,
            theme.DANGER,
            (card.x + 28, card.bottom - 22),
            "midleft",
        )
    if line is not None:  # on up to three lines (a narrow window), never cut mid-word before
        parts = fit_lines(line, 22, card.w - 56, 1)
        if parts != [line]:  # smaller, on the lines the card holds
            parts = fit_lines(line, 20, card.w - 56, max(1, min(3, (card.h - 84) // 24 + 1)))
        size, y0, step = (22, 78, 0) if len(parts) == 1 and parts[0] == line else (20, 70, 24)
        for k, part in enumerate(parts):
            theme.text(surface, part, size, theme.INK_SOFT, (card.x + 28, card.y + y0 + step * k), "midleft")
        return title
    entries = data["entries"][:10]
    me = client.my_id()
    rows = 5
    row_h = max(24, min(34, (card.h - 64) // rows))
    col_w = (card.w - 56) // 2
    size = 22 if row_h >= 30 else 18
    for k, e in enumerate(entries):
        x = card.x + 28 + (k // rows) * col_w
        y = card.y + 72 + (k % rows) * row_h
        mine = e.get("player") == me
        ink = theme.ACCENT if mine else theme.INK
        theme.text(surface, f"{e['rank']}.", size, theme.INK_SOFT, (x, y), "midleft", True)
        theme.text(surface, _tenths(e["time_ms"]), size, ink, (x + col_w - 16, y), "midright", True)
        n = e["mistakes"]
        said = f"{n} mistake{'s' if n != 1 else ''}" if n else "clean"
        said_rect = theme.text(
            surface,
            said,
            size - 4,
            theme.DANGER if n else theme.GOOD,
            (x + col_w - 96, y),
            "midright",
            True,
        )
        name_w = said_rect.x - 10 - (x + 36)  # all the room up to the mistakes
        name = f"{e['name']} \u00b7{e['tag']}" if e.get("tag") else str(e["name"])  # same-looking names
        # smaller before it is cut (a hostile server's endless name is only cut)
        fs = theme.fit_size(name, size, name_w, mine, 14) if len(name) <= 64 else size
        theme.text(surface, _fit(name, fs, name_w, mine), fs, ink, (x + 36, y), "midleft", mine)
    return title


def _tenths(ms: int) -> str:
    """Leaderboard times to the tenth: ranks are decided by milliseconds (checked as whole
    numbers by the client before they get here)."""
    return f"{fmt_time(ms // 1000)}.{ms // 100 % 10}"


MAX_FIT = 400  # characters considered when fitting: no line of the card holds more


def fit_lines(text: str, size: int, width: int, most: int) -> list[str]:
    """`text` broken at spaces into lines of `width` pixels, at most `most` of them; the
    last one cut with an ellipsis when the rest does not fit (a hostile server's line)."""
    words = text[:MAX_FIT].split(" ")
    lines: list[str] = []
    while words and len(lines) < most - 1:
        k = 1
        while k < len(words) and theme.text_size(" ".join(words[: k + 1]), size)[0] <= width:
            k += 1
        if k == 1 and theme.text_size(words[0], size)[0] > width:
            break  # one word wider than a line: the last line cuts it
        lines.append(" ".join(words[:k]))
        words = words[k:]
    if words:
        lines.append(_fit(" ".join(words), size, width))
    return lines


def _fit(text: str, size: int, width: int, bold: bool = False) -> str:
    """`text`, cut with an ellipsis to fit `width` pixels: a binary search over its
    length, so a server's 60,000-character line costs about 10 measurements, not 60,000."""
    if len(text) <= MAX_FIT and theme.text_size(text, size, bold)[0] <= width:
        return text
    text = text[:MAX_FIT]
    lo, hi = 1, len(text)  # the longest prefix that fits is in [lo, hi]; 1 always "fits"
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if theme.text_size(text[:mid] + "\u2026", size, bold)[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo] + "\u2026"
