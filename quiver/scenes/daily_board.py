"""The Daily screen's leaderboard card: the shared server's top 10 for today and your rank
when a leaderboard server is set in Settings, else your own best dailies (fewest
mistakes, then fastest). Drawn by `DailyScene` (daily.py) into its right-hand card.
"""

from __future__ import annotations

import datetime as _dt

import pygame

from quiver.engine.errors import count_of
from quiver.engine.modes import Mode
from quiver.game.leaderboard import LeaderboardClient
from quiver.game.leaderboard_wire import OFFLINE, OFFLINE_NONE, BoardStatus, offline_line
from quiver.game.progress import Progress
from quiver.game.progress_daily import daily_leaderboard
from quiver.render2d import theme
from quiver.render2d.draw import fmt_time, panel, rating_star, short_time

from .daily_days import weekday_day
from .daily_names import fit as _fit
from .daily_names import fit_lines, row_name
from .daily_own import lead, own_columns, smaller
from .toast_cards import bottom_for_cards_above

# The card's title and the note at its right, as drawn (tests check they stay apart).
TitleRects = tuple[pygame.Rect, pygame.Rect | None]


def draw_leaderboard_card(
    surface: pygame.Surface,
    card: pygame.Rect,
    client: LeaderboardClient,
    progress: Progress,
    today: _dt.date,
    k: float = 1.0,
    mode: str = Mode.TWO_D,
) -> TitleRects:
    """The whole card: the shared board when a server is set, else your own best of `mode`'s
    dailies (the screen's) up to `today` (s259: none the calendar draws as not out yet);
    `k`: how much bigger than at 1280x800 it draws (a big window)."""
    if client.server:  # (the server ranks each mode's daily apart: docs/server.md)
        return _draw_shared_board(surface, card, client, today, k, mode)
    panel(surface, card, int(24 * k))
    title = _title_row(
        surface, card, "Your best dailies", "fewest mistakes, then fastest", 20, theme.INK_SOFT, False, k=k
    )
    board = daily_leaderboard(progress, mode, today, _own_count(card, k))
    if not board:
        empty = "Clear a daily puzzle to see it here."
        size = theme.fit_size(empty, int(24 * k), card.w - int(48 * k), False, 12)
        theme.text(
            surface, empty, size, theme.INK_SOFT, (card.x + int(24 * k), card.y + int(78 * k)), "midleft"
        )
        return title
    _own_rows(surface, card, board, today, k)
    return title


def free_room(
    card: pygame.Rect,
    client: LeaderboardClient,
    progress: Progress,
    today: _dt.date,
    k: float = 1.0,
    mode: str = Mode.TWO_D,
) -> pygame.Rect:
    """The card's room under your best dailies (their rows or the line saying there are
    none), where a toast covers none of its words; none under the shared board."""
    if client.server:
        return pygame.Rect(card.x, card.bottom, card.w, 0)
    row_h = int(34 * k)
    rows = len(daily_leaderboard(progress, mode, today, _own_count(card, k)))
    top = card.y + int(72 * k) + rows * row_h - row_h // 2 if rows else card.y + int(78 * k) + int(16 * k)
    return pygame.Rect(card.x, top, card.w, max(0, card.bottom - top))


def _own_count(card: pygame.Rect, k: float = 1.0) -> int:
    """How many of your best dailies the card lists: at least the first where its row
    fits (s98: at 480x360 the 93 px card listed none, and said "Clear a daily puzzle to
    see it here." to a player with three cleared)."""
    row_h = int(34 * k)
    first = card.h >= int(72 * k) + row_h // 2 + int(4 * k)  # (row one's foot inside the card)
    return max(int(first), (card.h - int(64 * k)) // row_h)


def board_rows(
    card: pygame.Rect,
    client: LeaderboardClient,
    progress: Progress,
    today: _dt.date,
    k: float = 1.0,
    mode: str = Mode.TWO_D,
) -> pygame.Rect:
    """The card's rows: under its title row, over its free room (`free_room`)."""
    top = title_band(card, k).bottom
    return pygame.Rect(card.x, top, card.w, free_room(card, client, progress, today, k, mode).y - top)


def title_band(card: pygame.Rect, k: float = 1.0) -> pygame.Rect:
    """The card's title row, its ink: no toast goes over it (three at 1600x600 hid it)."""
    return pygame.Rect(card.x, card.y + int(10 * k), card.w, int(42 * k))


def lent_rooms(card: pygame.Rect, top: int, foot: int, k: float = 1.0) -> list[pygame.Rect]:
    """What the Daily screen lends toasts where its free places hold none whole: from
    `top` (under the month's arrows) to this card, the calendar's days (the cards end 4 px
    over its edge), and this card under its title row, down to `foot`."""
    head = title_band(card, k)
    return [
        pygame.Rect(card.x, top, card.w, bottom_for_cards_above(card.y) - top),
        pygame.Rect(card.x, head.bottom, card.w, foot - head.bottom),
    ]


def _own_rows(surface: pygame.Surface, card: pygame.Rect, board: list, today: _dt.date, k: float) -> None:
    """Your best dailies, a row each: rank, day, mistakes, time, score (where kept: s358)
    and stars, in columns as wide as their widest text (stranger playtest: at 640x480 the
    time was drawn past the card's edge, off the window); in a narrow card the days shorter
    ("28 Nov"), the scores ("16k pts") and the letters smaller before the stars go (s47:
    at 640x480 they were left out): daily_own.own_columns."""
    said = [count_of(r.mistakes, "mistake") for _d, r in board]  # (all cleared)
    size, days, scores, xs, gap, stars = own_columns(card, board, said, today, k)
    small, star = smaller(size), max(14, int(size * 0.9))
    y, row_h = card.y + int(72 * k), int(34 * k)
    for rank, ((_, r), day, mistakes, score) in enumerate(zip(board, days, said, scores, strict=True), 1):
        ink = theme.INK if r.won else theme.INK_SOFT
        theme.text(surface, f"{rank}.", size, theme.INK_SOFT, (xs[0], y), "midleft", True)
        theme.text(surface, day, size, ink, (xs[1], y), "midleft", True)
        theme.text(surface, mistakes, small, ink, (xs[2], y), "midleft")
        theme.text(surface, short_time(r.time_s), size, ink, (xs[3], y), "midleft", True)
        if score:
            theme.text(surface, score, small, ink, (xs[4], y), "midleft")
        if r.won and stars:
            for j in range(3):
                icon = rating_star(star, j < r.stars)
                surface.blit(icon, icon.get_rect(midleft=(xs[-1] - gap + lead(gap, k) + j * (star + 4), y)))
        y += row_h


def _title_row(
    surface: pygame.Surface,
    card: pygame.Rect,
    title: str,
    note: str,
    size: int,
    colour: tuple[int, int, int],
    bold: bool,
    optional: bool = True,
    k: float = 1.0,
) -> TitleRects:
    """The card's title, smaller where it would run out of the card (s98: at 480x360 "Today's
    leaderboard" ran out of the window), and a note at its right that never runs into it
    (narrow windows): an optional note is left out when it does not fit, any other is cut."""
    side, size = int(28 * k), int(size * k)
    big = theme.fit_size(title, int(30 * k), card.w - 2 * side, True, 16)
    head = theme.text(surface, title, big, theme.INK, (card.x + side, card.y + int(30 * k)), "midleft", True)
    room = card.right - side - (head.right + 16)
    if theme.text_size(note, size, bold)[0] > room:
        note = "" if optional or room < 60 else _fit(note, size, room, bold)
    shown = (
        theme.text(surface, note, size, colour, (card.right - side, card.y + int(32 * k)), "midright", bold)
        if note
        else None
    )
    return head, shown


def _draw_shared_board(
    surface: pygame.Surface,
    card: pygame.Rect,
    client: LeaderboardClient,
    today: _dt.date,
    k: float = 1.0,
    mode: str = Mode.TWO_D,
) -> TitleRects:
    """The server's top 10 for `mode`'s daily today in two columns (one in a narrow card),
    and your rank in the title row."""
    panel(surface, card, int(24 * k))
    state = client.board(today.isoformat(), mode)
    waiting = client.pending(mode)  # (this tab's: s254)
    data = state.data if state is not None and state.data else {}
    if state is None or state.status == BoardStatus.LOADING:
        line = ASKING
    elif state.status == BoardStatus.OFFLINE:
        line = offline_line(state.message, client.pending())  # (runs of any tab)
    elif not data.get("entries"):
        line = NO_RUNS
    else:
        line = None
    you = data.get("you")
    right = (
        f"you: #{you['rank']} of {data['runs']}"
        if you
        else f"{count_of(waiting, 'run')} waiting to be sent"
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
        k=k,
    )
    side = int(28 * k)
    bottom = _refused(surface, card, client, mode, today, k)
    if waiting and not you and title[1] is None:  # (no room beside the title: 640x480, s47)
        bottom = _runs_waiting(surface, card, waiting, bottom, k)
    if line is not None:  # on up to three lines (a narrow window), never cut mid-word before
        most = max(1, min(3, (bottom - card.y - int(84 * k)) // int(24 * k) + 1))  # (above a note)
        parts, size = board_line(line, card.w - 2 * side, most, k)
        y0, step = (int(78 * k), 0) if len(parts) == 1 else (int(70 * k), int(24 * k))
        half = theme.font(size).get_linesize() // 2
        for i, part in enumerate(parts):
            y = card.y + y0 + step * i
            if y + half <= bottom:  # (480x360: no room above a refusal, whose words say more)
                theme.text(surface, part, size, theme.INK_SOFT, (card.x + side, y), "midleft")
        return title
    _shared_rows(surface, card, data["entries"][:10], client.my_id(), bottom, k)
    return title


ASKING = "Asking the leaderboard server..."
NO_RUNS = "No runs yet today: clear the daily to be the first."
SHORTER = {  # a line the card cannot hold whole, said shorter (s151: at 480x360 the card
    OFFLINE: "Leaderboard offline: runs wait",  # holds one line: "The leaderboard server ca...")
    OFFLINE_NONE: "Leaderboard offline",
    ASKING: "Asking the server...",
    NO_RUNS: "No runs yet today",
}


def board_line(line: str, width: int, most: int, k: float) -> tuple[list[str], int]:
    """The shared board's `line` on at most `most` lines of `width` px, and its print: whole
    on one line in print 22, else on the lines it holds in print 20 down to 14; else its
    shorter form so (SHORTER); else cut with an ellipsis in print 20 (a server's own words)."""
    for text in (line, SHORTER[line]) if line in SHORTER else (line,):
        for size in (int(22 * k), *range(int(20 * k), 13, -2)):
            parts = fit_lines(text, size, width, 1 if size == int(22 * k) else most)
            if " ".join(parts) == text:
                return parts, size
    return fit_lines(line, int(20 * k), width, most), int(20 * k)


def refusal_line(day: str, why: str, today: _dt.date) -> str:
    """Why the server did not count this tab's last run, with its day where not today's
    (s254: a run sent late, yesterday's, said on today's card as if it were today's)."""
    try:
        when = _dt.date.fromisoformat(day)
    except ValueError:
        when = today
    said = "" if when == today else f" of {weekday_day(when, today)}"
    return f"Your run{said} was not counted: {why}"


def _refused(surface: pygame.Surface, card: pygame.Rect, client, mode: str, today: _dt.date, k: float) -> int:
    """Why `mode`'s last run was not counted, if it was not (at the card's foot), marked seen
    (not kept for the next start, s266); where the rows end."""
    refused = client.refusal(mode)
    if refused is None:
        return card.bottom
    day, why = refused
    bottom = _refusal(surface, card, refusal_line(day, why, today), k)
    client.refusal_seen(mode)
    return bottom


def _refusal(surface: pygame.Surface, card: pygame.Rect, line: str, k: float) -> int:
    """The refusal's `line` at the card's foot, on two lines if need be; where the rows end."""
    size, side = int(18 * k), int(28 * k)
    parts = fit_lines(line, size, card.w - 2 * side, 2)
    step = theme.font(size).get_linesize()
    for i, part in enumerate(reversed(parts)):
        at = (card.x + side, card.bottom - int(22 * k) - i * step)
        theme.text(surface, part, size, theme.DANGER, at, "midleft")
    return card.bottom - int(12 * k) - len(parts) * step


def _runs_waiting(surface: pygame.Surface, card: pygame.Rect, waiting: int, bottom: int, k: float) -> int:
    """Your runs not sent yet, on the card's last line above `bottom` (where the title row
    has no room for them); where the rows now end."""
    note, size, side = f"{count_of(waiting, 'run')} waiting to be sent", int(18 * k), int(28 * k)
    size = theme.fit_size(note, size, card.w - 2 * side, False, 12)
    step = theme.font(size).get_linesize()
    y = bottom - int(22 * k) if bottom == card.bottom else bottom - step // 2
    theme.text(surface, note, size, theme.INK_SOFT, (card.x + side, y), "midleft")
    return y - step // 2 - int(4 * k)


def _shared_rows(surface, card: pygame.Rect, entries: list, me: object, bottom: int, k: float) -> None:
    """The board's rows above `bottom`: rank, name, mistakes and time, in two columns of
    five where a column holds them all, else in one (stranger playtest: at 640x480 the two
    columns drew the rank, the mistakes and the time on top of each other, and no name)."""
    side = int(28 * k)
    two = (card.w - 2 * side) // 2 >= int(300 * k)
    per_col = 5 if two else 10
    col_w = (card.w - 2 * side) // (2 if two else 1)
    top = card.y + int(72 * k)
    row_h = max(int(24 * k), min(int(34 * k), (bottom - card.y - int(64 * k)) // per_col))
    fit = max(1, (bottom - top + row_h // 2) // row_h)  # the rows the card holds
    per_col = min(per_col, fit)
    size = int((22 if row_h >= 30 * k else 18) * k)
    shown = entries[: per_col * (2 if two else 1)]
    mine = [e for e in entries if e.get("player") == me]
    if mine and mine[0] not in shown:  # a short card: your own row takes the last place
        shown[-1] = mine[0]
    # the notes' column just left of the widest time (s98: at 480x360 it stood 80 px left
    # of the time's end whatever its width, and "Me" was cut to "M...")
    widest = max((theme.text_size(_tenths(e["time_ms"]), size, True)[0] for e in shown), default=0)
    for i, e in enumerate(shown):
        x = card.x + side + (i // per_col) * col_w
        y = top + (i % per_col) * row_h
        mine = e.get("player") == me
        ink = theme.ACCENT if mine else theme.INK
        theme.text(surface, f"{e['rank']}.", size, theme.INK_SOFT, (x, y), "midleft", True)
        theme.text(surface, _tenths(e["time_ms"]), size, ink, (x + col_w - int(16 * k), y), "midright", True)
        said, ink_said = run_note(e)
        said_rect = theme.text(
            surface,
            said,
            size - int(4 * k),
            ink_said,
            (x + col_w - int(16 * k) - widest - int(10 * k), y),  # (a column, left of the times)
            "midright",
            True,
        )
        name_x = x + int(36 * k)
        name_w = said_rect.x - int(10 * k) - name_x  # all the room up to the mistakes
        theme.text(surface, row_name(e, size, name_w, mine), size, ink, (name_x, y), "midleft", mine)


def run_note(e: dict) -> tuple[str, tuple[int, int, int]]:
    """What a row says beside its time, and in what ink: its mistakes, else its hints
    (shown, not ranked: docs/server.md; a run of 20 hints and no mistake read "clean"),
    else "clean"."""
    n, hints = e["mistakes"], e.get("hints", 0)
    if n:
        return count_of(n, "mistake"), theme.DANGER
    return (count_of(hints, "hint"), theme.INK_SOFT) if hints else ("clean", theme.GOOD)


def _tenths(ms: int) -> str:
    """Leaderboard times to the tenth: ranks are decided by milliseconds (checked as whole
    numbers by the client before they get here)."""
    return f"{fmt_time(ms // 1000)}.{ms // 100 % 10}"
