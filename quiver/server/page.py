"""The read-only HTML leaderboard: every value goes through html.escape."""

from __future__ import annotations

from html import escape

from quiver.engine.errors import count_of

__all__ = ["fmt_ms", "leaderboard_page"]


def fmt_ms(ms: int) -> str:
    """1:05.3 style: minutes, seconds and tenths."""
    tenths = int(ms) // 100
    return f"{tenths // 600}:{tenths // 10 % 60:02d}.{tenths % 10}"


def _tag(tag: str) -> str:
    return f" <small class=tag>&middot;{escape(tag)}</small>" if tag else ""


_STYLE = """
body{font:16px/1.4 system-ui,sans-serif;background:#f6efe4;color:#2d2620;margin:0}
main{max-width:40rem;margin:2rem auto;padding:1.5rem 2rem;background:#fff;border-radius:18px}
h1{margin:.2rem 0}p.sub{color:#7a6d60;margin-top:0}
table{border-collapse:collapse;width:100%}td,th{padding:.35rem .5rem;text-align:left}
th{color:#7a6d60;font-weight:600;border-bottom:2px solid #eee6da}
.n{text-align:right;font-variant-numeric:tabular-nums}.tag{color:#7a6d60}
"""


def leaderboard_page(day: str, code: str, entries, total: int, tags: dict[str, str] | None = None) -> str:
    """The page; `tags` {player: tag} marks look-alike names (rules.name_tags)."""
    tags = tags or {}
    rows = "\n".join(
        f"<tr><td class=n>{e.rank}</td><td><bdi>{escape(e.name)}</bdi>{_tag(tags.get(e.player, ''))}</td>"
        f"<td class=n>{e.mistakes}</td>"
        f"<td class=n>{escape(fmt_ms(e.time_ms))}</td></tr>"
        for e in entries
    )
    body = (
        "<table><thead><tr><th class=n>#</th><th>Player</th>"
        "<th class=n>Mistakes</th><th class=n>Time</th></tr></thead>"
        f"<tbody>\n{rows}\n</tbody></table>"
        if entries
        else "<p>No runs yet today.</p>"
    )
    return (
        f"<!doctype html><html lang=en><head><meta charset=utf-8>"
        f"<meta name=viewport content='width=device-width,initial-scale=1'>"
        f"<title>Quiver daily {escape(day)}</title><style>{_STYLE}</style></head>"
        f"<body><main><h1>Quiver daily</h1>"
        f"<p class=sub>{escape(day)} &middot; <code>{escape(code)}</code> &middot; "
        f"{count_of(total, 'run')} &middot; fewest mistakes, then fastest</p>"
        f"{body}</main></body></html>"
    )
