"""The Settings card's controls (settings.py): made showing the player's settings, and
placed on their rows for a plan and a scroll. The warm-up makes and draws them too, off
screen (settings_warm.py): a control's first drawing loaded its print's letters, 20 ms
and more of the frame the card first opened on at 1920x1080 (bench/hitches.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from quiver.game.settings import NAME_MAX, Hearts, Settings
from quiver.render2d import theme
from quiver.render2d.widgets import Button, Segmented, Slider, TextBox, Toggle, Widget, legible_keys

from .settings_layout import ROWS, TEXT_FIELDS, TOGGLES, Plan, control_kind, control_w

HEARTS = ((Hearts.THREE, "3 hearts"), (Hearts.SCALED, "Scaled"), (Hearts.ZEN, "Zen"))
SCALES = (("auto", "Auto"), ("0.75", "75%"), ("1.25", "125%"), ("1.5", "150%"), ("2", "200%"))


@dataclass
class Controls:
    """Each kind of control by its setting (`widgets`: all of them by name)."""

    toggles: dict[str, Toggle]
    volume: Slider
    music: Slider
    hearts: Segmented
    scale: Segmented
    replay: Button
    text_boxes: dict[str, TextBox]

    @property
    def widgets(self) -> dict[str, Widget]:
        return {
            **self.toggles,
            "volume": self.volume,
            "music_volume": self.music,
            "hearts": self.hearts,
            "ui_scale": self.scale,
            "lesson": self.replay,
            **self.text_boxes,
        }


def make_controls(st: Settings, changed: Callable[[str, object], None]) -> Controls:
    """The controls showing `st`; each change calls `changed(setting, value)` (a slider's
    percentage, a choice's label, Replay's None)."""
    scales = [k for k, _ in SCALES]
    boxes = {
        "leaderboard_server": TextBox(
            text=st.leaderboard_server, max_len=200, placeholder="off, e.g. 192.168.1.5:8765"
        ),
        "leaderboard_name": TextBox(
            text=st.leaderboard_name, max_len=NAME_MAX, placeholder="a random Player 1a2b"
        ),
    }
    return Controls(
        toggles={key: Toggle(getattr(st, key), lambda v, k=key: changed(k, v)) for key in TOGGLES},
        volume=Slider(0, 100, round(st.volume * 100), lambda v: changed("volume", v)),
        music=Slider(0, 100, round(st.music_volume * 100), lambda v: changed("music_volume", v)),
        hearts=Segmented(
            [label for _, label in HEARTS],
            [k for k, _ in HEARTS].index(st.hearts),
            lambda label: changed("hearts", label),
        ),
        scale=Segmented(
            [label for _, label in SCALES],
            scales.index(st.ui_scale) if st.ui_scale in scales else 0,
            lambda label: changed("ui_scale", label),
        ),
        replay=Button("Replay", lambda: changed("lesson", None), colour=theme.SECONDARY),
        text_boxes={key: boxes[key] for key in TEXT_FIELDS},
    )


def done_button(close: Callable[[], None]) -> Button:
    """The card's Done (Esc)."""
    done = Button("Done", close, primary=True, sub="Esc")
    legible_keys(done)
    return done


def place(widgets: dict[str, Widget], done: Button, plan: Plan, scroll: int) -> dict[str, pygame.Rect]:
    """Each row's rect (less the `scroll`), its control put on it, and Done under them."""
    pl, view = plan, plan.view
    rows: dict[str, pygame.Rect] = {}
    for k, (key, title, _) in enumerate(ROWS):
        col, at = divmod(k, pl.per_col)
        x = view.x + col * (pl.col_w + pl.gap)
        r = rows[key] = pygame.Rect(x, view.y + at * pl.row_h - scroll, pl.col_w, pl.row_h)
        wdg = widgets[key]
        cy = r.y + pl.line_h // 2 if pl.narrow else r.centery
        kind = control_kind(key)
        kind = "toggle" if kind == "preview" else kind  # (the palette's arrows go before it)
        if isinstance(wdg, Slider):  # the percentage goes before it
            wdg.rect = pygame.Rect(0, 0, pl.ctl_w - max(70, int(90 * pl.scale)), max(24, int(34 * pl.scale)))
        else:
            wdg.rect = pygame.Rect(0, 0, control_w(kind, pl.scale), pl.ctl_h)
        if isinstance(wdg, TextBox):  # right of its row's name (480x360: it hid "server")
            named = r.x + 4 + theme.text_size(title, pl.f_row, True)[0] + max(12, int(16 * pl.scale))
            wdg.rect.w = min(wdg.rect.w, r.right - named)
        wdg.rect.midright = (r.right, cy)
    c = plan.card
    done.rect = pygame.Rect(0, 0, max(150, int(200 * pl.scale)), max(48, int(64 * pl.scale)))
    done.rect.bottomright = (c.right - pl.pad, c.bottom - max(12, (pl.foot - done.rect.h) // 2))
    return rows
