"""Win and lose screens, drawn over the finished board.

Win: stars from mistakes, time, hints used, mistakes; Next (the same kind of puzzle, next seed), Replay,
Menu. A campaign level: Next level (none after the last), Replay, Levels, Menu, and the level's best. The
daily: the streak (days in a row), Daily (the calendar), Replay, Menu.
Lose: Retry the same puzzle, (Levels / Daily), or Menu.
Keys: Enter = the ringed button (the first, till Tab or the arrows move the ring), N = Next (Next level),
R = Replay / Retry, L = Levels, D = Daily, Esc or M = Menu (and a board file's Done, which goes there), F1
or ? = How to play (the mode just played). Each button shows its own key, and the ringed one "Enter" too
(`key_hint`: "Enter / R" stayed on Retry when the ring moved to Menu, where Enter went).
With reduced motion the stars are there at once instead of popping in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from quiver.engine.errors import count_of
from quiver.game.campaign_targets import MAX_LEVEL, cleared_title
from quiver.game.hardness import how_hard, player_metrics
from quiver.game.journey import Outcome
from quiver.game.leaderboard_runs import UNSENT, RunState
from quiver.game.score import RANKED_HEARTS
from quiver.input import PRESS_KEYS, chorded, step_focus
from quiver.render2d import drawn, theme
from quiver.render2d.draw import flame_icon, heart_icon, panel, rating_star, short_time
from quiver.render2d.widgets import Button
from quiver.style import palette

from .base import Ports, Scene, settle_hover
from .cardlines import (
    COUNT_UP,
    KEEP,
    card_stats,
    draw_run_line,
    draw_score_line,
    level_line,
    ring_keys,
    streak_line,
)
from .daily import DailyScene
from .legend_open import opened_help
from .levels import LevelsScene
from .page_scroll import PageScroll, draw_page
from .result_layout import SCORE_ROW, place_card
from .result_sliver import Sliver, cover
from .toast_cards import around_card, over_title, title_of

if TYPE_CHECKING:  # pragma: no cover
    from quiver.engine.board import Board
    from quiver.game.journey import PuzzleRequest
    from quiver.game.session import Session


class Finished(Protocol):
    """The finished puzzle under the card (a play scene)."""

    session: Session
    board: Board
    code: Any  # its PuzzleSpec, None for a board file
    request: PuzzleRequest

    def restart(self) -> None: ...


STAR_STEP = 0.18
RESTS = max(0.25 + 3 * STAR_STEP + 0.2, 0.3 + COUNT_UP)  # the card's age when it shows no more change


class ResultScene(Scene):
    overlay = True
    name = "result"
    toasts_wait = True  # a toast with no room under the card waits: never over its buttons
    toasts_apart = right_back = True  # toasts it cannot hold: above it, else beside; right click: Esc
    lends_title = True  # over its title only in the smallest print that fits
    panel: pygame.Rect  # the card, its scale and how-hard rows (result_layout.place_card)
    scale: float
    hard_rows: list[str]

    def __init__(self, ports: Ports, play: Finished, outcome: Outcome) -> None:
        super().__init__(ports)
        self.play = play
        self.won = play.session.won
        self.outcome = outcome
        self.still = palette.reduced_motion(self.midend.settings)
        self.age = 10.0 if self.still else 0.0
        self.focus = 0
        menu = Button("Menu", self.menu, sub="Esc", colour=theme.SECONDARY)
        replay = Button("Replay", self.replay, sub="R", colour=theme.SECONDARY)
        retry = Button("Retry", self.replay, primary=True, sub="R")
        if outcome.level is not None:
            levels = Button("Levels", self.levels, sub="L", colour=theme.SECONDARY)
            if self.won and outcome.level.level >= MAX_LEVEL:  # (no next: Levels leads)
                levels = Button("Levels", self.levels, primary=True, sub="L")
                self.buttons = [levels, replay, menu]
            elif self.won:
                self.buttons = [Button("Next level", self.next, primary=True, sub="N"), replay, levels, menu]
            else:
                self.buttons = [retry, levels, menu]
        elif outcome.daily is not None:
            if self.won:
                self.buttons = [Button("Daily", self.daily, primary=True, sub="D"), replay, menu]
            else:
                self.buttons = [retry, Button("Daily", self.daily, sub="D", colour=theme.SECONDARY), menu]
        elif self.won and play.code is None:  # a board file: no next seed to play
            # (Done goes to the menu, as Esc and M: its key says so, not N, which works too)
            self.buttons = [Button("Done", self.next, primary=True, sub="Esc"), replay]
        elif self.won:
            self.buttons = [Button("Next", self.next, primary=True, sub="N"), replay, menu]
        else:
            self.buttons = [retry, menu]
        self.sliver = Sliver()
        self.run_seen = self.midend.leaderboard.version
        self.run_state = self._daily_run()  # None: no line (no server, a replay, not sent)
        self.run_row = self.run_state is not None
        self.scroller = PageScroll(self.layout)  # (a card taller than its window: result_layout)
        self.layout()

    # -- actions ---------------------------------------------------------------------------
    def resume(self) -> None:
        """Back from Next's loading panel (Esc): the pointer's moves went to the panel."""
        settle_hover(self.buttons)
        self.full_redraw = True

    def next(self) -> None:
        self.feedback.sound("click")
        self.journeys.next(self.play.request, self.outcome)

    def replay(self) -> None:
        self.stack.pop()
        self.play.restart()

    def menu(self) -> None:
        self.feedback.sound("click")
        self.stack.to_menu()

    def levels(self) -> None:
        self.feedback.sound("click")
        self.stack.to_menu()
        self.stack.push(LevelsScene(self.ports, self.play.board.space.mode))

    def daily(self) -> None:
        """The Daily screen on the mode just played (s249: a 3D daily's opened the 2D tab)."""
        self.feedback.sound("click")
        self.stack.to_menu()
        self.stack.push(DailyScene(self.ports, self.play.request.mode))

    # -- layout -------------------------------------------------------------------------------
    def layout(self) -> None:
        place_card(self)  # (grown and scrolled at a bigger Size of menus: result_layout)
        self._focus()

    def resize(self, size) -> None:
        super().resize(size)
        self.layout()

    def toast_slots(self) -> list[pygame.Rect]:
        """Toasts go around the card, never over its buttons; around it unscrolled where it
        scrolls: in the window, whatever its scroll (s389: scrolled, they waited)."""
        return around_card(self.size, self.panel.move(0, self.scroller.at))

    def toast_lent(self) -> list[pygame.Rect]:
        """Where none fits around the card (a daily's at 640x480: a path waited), over
        its title, down to the stars."""
        return over_title(self.size, self.panel.y + self.scroller.at + int(94 * self.scale))

    def toast_aims(self) -> list[pygame.Rect]:
        panel = self.panel.move(0, self.scroller.at)
        return title_of(panel, panel.y + int(94 * self.scale))

    def _focus(self) -> None:
        ring_keys(self.buttons, self.focus)

    def handle_event(self, event):
        if self.scroller.take(event, self.size[1]):  # (a card taller than its window scrolls)
            self.full_redraw = True
            return None
        if self.card_buttons_event(self.buttons, event) or opened_help(self, event, self.play.request.mode):
            return None
        if event.type == pygame.KEYDOWN:
            k = 0 if chorded(event) else event.key  # (Ctrl+R, Alt+N: no letter's, s345)
            if k in PRESS_KEYS:
                self.buttons[self.focus].action()
            elif k == pygame.K_r:
                self.replay()
            elif k in (pygame.K_ESCAPE, pygame.K_m):
                self.menu()
            elif k == pygame.K_n and any(b.action == self.next for b in self.buttons):
                self.next()
            elif k == pygame.K_l and self.outcome.level is not None:
                self.levels()
            elif k == pygame.K_d and self.outcome.daily is not None:
                self.daily()
            elif k in (pygame.K_LEFT, pygame.K_UP, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
                step = -1 if k in (pygame.K_LEFT, pygame.K_UP) or event.mod & pygame.KMOD_SHIFT else 1
                self.focus = step_focus(self.focus, step, len(self.buttons), event)
                self._focus()
                self.scroller.into_view(self.buttons[self.focus].rect, self.size[1])
            self.full_redraw = True
            return None
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return None  # the board below is finished
        return event

    def update(self, dt: float) -> None:
        if self.animating():
            self.full_redraw = True
        self.age += dt
        version = self.midend.leaderboard.version  # bumped by its thread: the run's answer
        if self.run_row and version != self.run_seen:
            self.run_seen, state = version, self._daily_run()
            if state is not None and state != self.run_state:
                self.run_state, self.full_redraw = state, True

    def _daily_run(self):
        """What became of this daily's run on the leaderboard server (RunState), or None."""
        daily, code = self.outcome.daily, self.play.code
        if not self.won or daily is None or daily.replay or code is None:
            return None
        lb = self.midend.leaderboard
        if lb.server and self.play.session.mistakes >= RANKED_HEARTS:  # (midend: never sent)
            return RunState(UNSENT, message=f"ranked with under {RANKED_HEARTS} mistakes")
        return lb.run_state(daily.day.isoformat(), str(code).split("-")[0])

    def animating(self) -> bool:
        return self.age < RESTS

    def come_to_rest(self) -> None:
        """A picture is taken (F12): the stars in, the score counted up to the very score the
        bar says (s323: one taken in the count's last moments could read 1 997 under the 2 000)."""
        if self.age < RESTS:
            self.age, self.full_redraw = RESTS, True

    def button_center(self, label: str) -> tuple[int, int]:
        for b in self.buttons:
            if b.label == label:
                return b.rect.center
        raise KeyError(label)

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface):
        if not self.take_full_redraw():
            return []
        room = self.size[0] - self.panel.right  # (Home and End beside its bar, where they fit)
        draw_page(
            surface, self.scroller, self._draw, room, theme.ui_scale(self.size, self.midend.settings)
        )  # (scrolled where it is taller: result_layout)
        return True

    def _draw(self, surface: pygame.Surface) -> None:
        scrim = (30, 24, 18, min(110, int(110 * self.age / 0.2)))
        surface.fill(scrim)
        strip = self.sliver(self.play, self.panel)  # (the picture's last rows under the card)
        if strip is not None:
            cover(surface, self.play, strip, scrim)
        pop = min(1.0, self.age / 0.2)
        s = self.scale
        # it rises into place, from no lower than the window's foot (a card as tall as a
        # 480x360 window rose from past it)
        rise = min(int(30 * s * (1 - pop)), max(0, self.size[1] - self.panel.bottom))
        p = card = self.panel.move(0, rise)
        panel(surface, p, 28, shadow_dy=8)
        if self.won:
            self._draw_won(surface, p, s)
        else:
            title_at = (p.centerx, p.y + int(60 * s))
            theme.text(surface, "Out of hearts", int(60 * s), theme.INK, title_at, "center", True)
            n = self.play.session.max_hearts or 3
            for k in range(n):
                icon = heart_icon(int(44 * s), theme.HEART_EMPTY)
                x = p.centerx + (k - (n - 1) / 2) * 54 * s
                surface.blit(icon, icon.get_rect(center=(x, p.y + int(128 * s))))
            s_ = self.play.session
            left = s_.arrows_left
            line = f"{count_of(left, 'arrow')} left  \u00b7  {short_time(s_.elapsed)}"
            theme.text(
                surface, line, max(16, int(28 * s)), theme.INK_SOFT, (p.centerx, p.y + int(182 * s)), "center"
            )
            draw_score_line(
                surface,
                self.outcome,
                self.play.session,
                (p.centerx, p.y + int(230 * s)),
                self.age,
                s,
                p.w - 32,
            )
            p = p.move(0, int(SCORE_ROW * s))
            self._draw_extra(surface, p, p.y + int(226 * s))
        for b in self.buttons:
            b.rect.y = card.bottom - int(100 * s)
            b.draw(surface)

    def _draw_won(self, surface: pygame.Surface, p: pygame.Rect, s: float) -> None:
        """The title, the stars popping in, why that many, and the run's numbers."""
        ses = self.play.session
        title = "Cleared!"
        if self.outcome.level is not None:
            title = cleared_title(self.outcome.level.level)  # (the last: the campaign is over)
        elif self.outcome.daily is not None:
            title = "Daily cleared!"
        size = theme.fit_size(title, int((64 if len(title) < 16 else 56) * s), p.w - 32, True, 20)
        theme.text(surface, title, size, theme.INK, (p.centerx, p.y + int(58 * s)), "center", True)
        for k in range(3):
            t = (self.age - 0.25 - k * STAR_STEP) / STAR_STEP
            earned = k < ses.stars
            size = int(84 * s)
            if earned and t < 1:
                if t <= 0:
                    icon = rating_star(size, earned=False)
                else:
                    grow = int(size * (1.25 - 0.25 * t))
                    icon = rating_star(grow)
            else:
                icon = rating_star(size, earned)
            cx = p.centerx + (k - 1) * int(104 * s)
            cy = p.y + int((150 - (14 if k == 1 else 0)) * s)
            surface.blit(icon, icon.get_rect(center=(cx, cy)))
        reason = ses.stars_reason + ("  \u00b7  assisted" if ses.assisted else "")
        size = theme.fit_size(reason, max(16, int(24 * s)), p.w - 32, False, 12)
        theme.text(surface, reason, size, theme.INK_SOFT, (p.centerx, p.y + int(206 * s)), "center")
        draw_score_line(surface, self.outcome, ses, (p.centerx, p.y + int(252 * s)), self.age, s, p.w - 32)
        p = p.move(0, int(SCORE_ROW * s))  # the rows below move down by the score line
        stats = card_stats(ses)
        step = int((180 if len(stats) == 3 else 140) * s)
        x = p.centerx - step * (len(stats) - 1) // 2
        for label, value in stats:
            theme.text(
                surface, value, max(20, int(40 * s)), theme.INK, (x, p.y + int(250 * s)), "center", True
            )
            theme.text(
                surface, label, max(14, int(22 * s)), theme.INK_SOFT, (x, p.y + int(280 * s)), "center"
            )
            x += step
        rows = self.hard_rows  # issue 24: how the board was hard, in words
        for k, row in enumerate(rows):
            size = theme.fit_size(row, max(14, int(22 * s)), p.w - 32, False, 12)
            theme.text(
                surface, row, size, theme.INK_SOFT, (p.centerx, p.y + int((318 + 26 * k) * s)), "center"
            )
        y = p.y + int((328 + 26 * len(rows) if rows else 324) * s)
        self._draw_extra(surface, p, y)
        if self.run_row and self.run_state is not None:
            draw_run_line(surface, self.run_state, (p.centerx, y + int(36 * s)), s, p.w - 32)

    def _how_hard(self) -> str | None:
        # the player model is played once, from the board's start, at the first ask
        if not hasattr(self, "_hard_line"):
            self._hard_line = how_hard(player_metrics(self.play.board)) if self.won else None
        return self._hard_line

    def _draw_extra(self, surface, p, y) -> None:
        """The campaign level's best, or the daily streak."""
        level, daily = self.outcome.level, self.outcome.daily
        if level is not None:
            text, marked = level_line(level, self.outcome)
            size = theme.fit_size(text, max(16, int(28 * self.scale)), p.w - 32, True, 12)
            colour = theme.ACCENT_DARK if marked else theme.INK_SOFT
            theme.text(surface, text, size, colour, (p.centerx, y), "center", True)
        elif daily is not None:
            n, text = daily.streak, streak_line(daily, self.won, self.midend.today())
            fl = flame_icon(
                max(20, int(40 * self.scale)),
                theme.ACCENT if n else theme.STAR_EMPTY,
                (255, 214, 90) if n else None,
            )
            # the words start past the flame at every scale (a fixed 46 px put a 2560x1440
            # card's 72 px flame under "Streak")
            gap = fl.get_width() + max(4, int(6 * self.scale))
            fs = theme.fit_size(text, max(16, int(32 * self.scale)), p.w - 32 - gap, True, 12)
            if fs < 14 and KEEP in text:  # a narrow card: the streak, its promise left out
                text = text.partition(KEEP)[0]
                fs = theme.fit_size(text, max(16, int(32 * self.scale)), p.w - 32 - gap, True, 12)
            x0 = p.centerx - (theme.text_size(text, fs, True)[0] + gap) // 2
            flame = surface.blit(fl, fl.get_rect(midleft=(x0, y - 2)))
            drawn.note(drawn.TEXT, flame, "(streak flame)")  # an icon the words must not cover
            theme.text(surface, text, fs, theme.INK, (x0 + gap, y), "midleft", True)
