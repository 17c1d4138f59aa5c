"""What every play scene shares, whatever draws the board (2D here, 3D in render3d).

`PlayScene` owns the `Session`, the HUD (hearts, arrows, timer, depth, code; Copy / Export, Hint /
Restart / Menu, the settings gear), the keys H, R, Esc, E (export), O (settings), Ctrl+C (copy the code;
plain C too where `plain_c_copies`), sounds, ``code: <CODE>`` printed at the start, campaign and daily
results recorded, and the win or lose screen once the last animation ends (scenes/play_end.py). A
subclass draws the board, turns pointer input into `self.fire(i)`, and says via `busy()` whether
anything still moves.

Settings changed while a puzzle is open reach it through `apply_settings(settings)`; a subclass
re-colours its board there, then ``super()``'s. A 3D scene subclasses it with ``uses_gl = True``: it
renders its view in `draw_gl(ctx)` and the same HUD with `self.draw_hud(layer)` on its transparent layer.
"""

from __future__ import annotations

from typing import Any, Literal

import pygame

from quiver.game.deadend import PENDING
from quiver.game.journey import BoardFile, FreePuzzle, Outcome, PuzzleRequest, level_word
from quiver.game.session import FireResult, Session
from quiver.game.settings import hearts_for
from quiver.input import PAD_GONE, key_action
from quiver.render2d import fx_room
from quiver.render2d.hud import Hud, HudInfo, puzzle_title

from . import feel, play_end, play_kept, play_tips, reveal
from .base import Ports, Scene, pointer_back
from .inside3d import Inside
from .legend import LegendScene
from .pause import ask_restart, open_pause, pause_on_focus_loss, pause_on_pad_loss
from .play_coach import Coach
from .play_words import DEAD_END_TOAST, HEARTS_LATER, all_forms, restart_toast
from .playkeys import COPY_KEY, CTRL, PLAY_KEYS, buttons_off, for_a_button_off
from .toast_short import NO_CODE


class PlayScene(Scene):
    name = "play"
    toasts_wait = toasts_apart = True  # one with no place waits (never over the bars); two: each its own
    plain_c_copies = False  # the 3D views use C to reset the camera; 2D copies with it
    flat_view = False  # a flat picture of the board (2D): cell_pixel places its cells

    def __init__(
        self,
        ports: Ports,
        board,
        code=None,
        label: str | None = None,
        hearts: int | Literal["setting"] | None = "setting",
        *,
        request: PuzzleRequest | None = None,
        coach: Coach | None = None,
        title: str | None = None,
    ) -> None:
        """request: where the puzzle came from (None: a free puzzle of `code`, or a
        board file); coach: the lesson's coach, in a lesson; title: the HUD's title
        (None: made of the board's shape and difficulty, and the label)."""
        super().__init__(ports)
        self.board = board
        self.code = code
        self.label = label
        free = PuzzleRequest(FreePuzzle(), code) if code is not None else PuzzleRequest(BoardFile(label))
        self.request = request if request is not None else free
        self._coach = coach
        self.code_text = str(code) if code is not None else (label or "")
        self.hearts_from_settings = hearts == "setting"
        if isinstance(hearts, str):  # "setting"
            hearts = hearts_for(self.midend.settings, len(board.arrows))
        self.hearts_told = hearts  # the hearts setting the player knows this puzzle keeps
        self.session = Session(board, hearts, clock=self.clock, threaded=True, ranked=self.request.daily)
        self.back, self.resumed = play_kept.resume(self, coach)  # kept when the game last closed
        self.kept_at: float | None = None  # the clock at its last keep as played (play_kept)
        self.dead_end_shown = self.result_shown = False
        self._coach_key: tuple[Any, ...] | None = None
        self.hud = Hud(esc_pauses=coach is None)
        self.fx = feel.effects_for(self.midend.settings)  # bursts, combo, marks
        self.inside = Inside(board) if board.space.mode == "3d" else None  # arrows hidden inside
        self.where: feel.Where = feel.Where(self)  # where the effects go (each view its own)
        self.hud.set_code(  # a lesson's name is its title, in the top bar: no chip repeats it
            "" if coach is not None else self.code_text,
            "code" if code is not None else "board",
            copyable=code is not None,
            copy_key=COPY_KEY[self.plain_c_copies],
        )
        self._layout_hud()
        self._hud_key: tuple[Any, ...] | None = None
        self.end_timer: float | None = None
        self.outcome: Outcome | None = None  # a clear, recorded at once (closing in its reveal keeps it)
        self.title = title or puzzle_title(board, code, label, level_word(self.request.origin))

    @property
    def coach(self) -> Coach | None:
        """The lesson's coach while the lesson runs (None outside a lesson)."""
        return self._coach if self._coach is not None and not self._coach.done else None

    @property
    def lesson_board(self) -> bool:
        """A lesson's board, its lesson running or done: done, it stays one under "Building
        level 1..." (s216: its HUD showed the points a lesson never shows, and the win's
        sweep ran over it)."""
        return self._coach is not None

    # -- lifecycle ---------------------------------------------------------------------
    def enter(self) -> None:
        if self.code is not None:
            print(f"code: {self.code}", flush=True)
        self.feedback.sound("click")
        play_tips.meet(self)  # special arrows not taught yet: said once
        play_kept.say_back(self, restart_toast(HEARTS_LATER))

    def exit(self) -> None:
        play_kept.leave(self)  # left mid-puzzle: kept (game/kept_puzzle.py)
        self.session.close()

    def stop_work(self) -> None:
        play_kept.keep(self)  # the game closes (the window's close, Quit): the puzzle is kept

    def pause(self) -> None:
        self.session.pause()
        self.let_go()

    def let_go(self) -> None:
        """Forget a press, drag or held view key: its release goes to a card over the puzzle."""

    def resume(self) -> None:
        self.session.resume()
        self.full_redraw = True
        pointer_back(self)  # the arrow under a resting pointer, lit at once

    def resize(self, size) -> None:
        kept = list(self.fx.items)  # (cleared: those on the board go with it, where.board_moved)
        super().resize(size)
        self._layout_hud()
        self._hud_key = None
        self.fx.clear()  # bursts and combo counts sat at the old window's pixels, off the board
        self.fit_view()
        self.where.board_moved(kept)

    def fit_view(self) -> None:
        """The board's view fitted to the window resized, its HUD laid out (2D: the board's
        area; 3D: the shape between the bars); then its effects follow (`where.board_moved`)."""

    def _layout_hud(self) -> None:
        """The HUD at this size; effects stay between its bars (one at the board's top hid the score)."""
        self.hud.layout(self.size, self.midend.settings)
        fx_room.place(self.fx, self.hud, self.size)  # (a blocked tap's ring: to the chips' foot)
        self.fx.scale = self.hud.u  # effects as much bigger as the HUD (3D and Flat too)

    # -- game actions ---------------------------------------------------------------------
    def fire(self, i: int, end: int | None = None) -> FireResult:
        c = self.coach  # a lesson's step may keep an arrow from firing (coach.holds_fire)
        res = FireResult(i, False, ignored=True) if c and c.holds_fire(i) else self.session.fire(i, end)
        if res.ignored:
            return res
        if self.session.over:  # won or lost: the kept copy of it is done with
            play_kept.forget(self)
        play_kept.keep_as_played(self, res.blocked)  # (a crash loses seconds, not the puzzle)
        if self.session.won and self.coach is None:  # recorded now: F1, then the lesson, keeps it
            self.outcome = self.midend.finished(self.request, self.session)
        self.feedback.sound("fire")
        if res.left:
            self.feedback.sound("leave")
        self.on_fire(res)
        if res.left:
            feel.on_clear(self, res)
        else:  # (a shut lock too: it ends the combo; on_blocked leaves its flash to on_fire)
            feel.on_blocked(self, res)
        if self.coach is not None:
            self.coach.on_fire(res)
        if self.dead_end_shown and self.session.dead_end:
            self._restart_toast(DEAD_END_TOAST)
        return res

    def on_fire(self, res: FireResult) -> None:
        """Start the animation for a tap (subclasses)."""

    def on_smack(self, res_or_blocker) -> None:
        """The moment a blocked arrow hits: sound and the lost-heart cue."""
        self.feedback.sound("smack")
        if not self.session.zen:
            self.hud.lose_heart(self.clock(), self.session.hearts)
            slot = self.hud.heart_centre(self.session.hearts or 0, self.hud_info())
            self.fx.heart(slot)  # it leaves the HUD
            self._hud_key = None

    def hint(self) -> int | None:
        i = self.session.hint(self.where.hintable)  # one the view can show (a lesson, fire)
        if i is not None:
            self.feedback.sound("hint")
            self.on_hint(i)
        elif self.session.dead_end:  # no move to hint (Stay kept the board): say why
            self._restart_toast(DEAD_END_TOAST)
        self._hud_key = None
        return i

    def on_hint(self, i: int) -> None:
        """Show the hinted arrow (subclasses)."""

    def restart(self) -> None:
        self.request = self.midend.again(self.request)  # (a daily tried again after its day: late)
        if self.hearts_from_settings:
            self.session.max_hearts = hearts_for(self.midend.settings, len(self.board.arrows))
        self.session.restart()
        play_kept.forget(self)  # (R: from the start, also next time)
        self.kept_at = None  # (the next tap keeps the new try)
        for form in all_forms(DEAD_END_TOAST):  # (Retry on the lost card kept it over the new try)
            self.feedback.withdraw(form)
        self.fx.clear()
        self.dead_end_shown = self.result_shown = False
        self.end_timer = self.outcome = self._hud_key = None
        self.on_restart()
        self.full_redraw = True
        self.feedback.sound("click")

    def on_restart(self) -> None:
        """Reset the view (subclasses)."""

    # -- sharing and settings -----------------------------------------------------------
    def copy_code(self) -> bool:
        """Put the puzzle code on the clipboard (or show it to copy by hand)."""
        self.feedback.sound("click")
        if self.code is None:
            self.feedback.toast(NO_CODE[0], short=NO_CODE[1])
            return False
        shown = bool(self.hud.code_lines)  # (the chip shows it: the toast says only "Copied")
        return self.feedback.copy_to_clipboard(str(self.code), what="the puzzle code", shown=shown)

    def export_board(self):
        """Write the board to the exports folder and say where."""
        self.feedback.sound("click")
        return self.midend.export_board(self.board, self.code, self.label)

    def open_settings(self) -> None:
        self.journeys.open_settings()

    def open_legend(self) -> None:
        self.feedback.sound("click")
        lesson = self.coach is not None  # (its button restarts the lesson)
        self.stack.push(LegendScene(self.ports, self.board.space.mode, board=self.board, in_lesson=lesson))

    def shown_mode(self) -> str | None:
        return self.board.space.mode

    def _restart_toast(self, text: str) -> None:
        long, short = restart_toast(text)  # (a pad's words after a pad's press)
        self.feedback.toast(long, short=short)

    def apply_settings(self, settings) -> None:
        """Settings changed: hearts apply at once if nothing was tapped yet, else from the
        next try (said once a change); the HUD redraws (timer on/off)."""
        hearts = hearts_for(self.midend.settings, len(self.board.arrows))
        if self.hearts_from_settings and not self.session.offer_hearts(hearts) and hearts != self.hearts_told:
            self._restart_toast(HEARTS_LATER)
        self.hearts_told = hearts
        self.fx.motion = feel.effects_for(settings).motion
        self._hud_key = None
        self.full_redraw = True

    def busy(self) -> bool:
        """True while an animation still runs (the result screen waits for it)."""
        return False

    # -- events ---------------------------------------------------------------------------
    def _actions(self) -> dict:
        """What the keys and the HUD's buttons do, by name."""
        return {
            "hint": self.hint,
            "restart": lambda: ask_restart(self),  # asks once a move was made
            "menu": lambda: open_pause(self),  # the pause card (it has the Menu)
            "copy": self.copy_code,
            "export": self.export_board,
            "settings": self.open_settings,
            "legend": self.open_legend,
        }

    def handle_event(self, event):
        if event.type == pygame.WINDOWFOCUSLOST:
            self.let_go()
            return pause_on_focus_loss(self, event)
        if event.type == PAD_GONE:
            self.let_go()
            return pause_on_pad_loss(self, event)
        if for_a_button_off(buttons_off(self.coach), self.hud, event):
            return None
        if self.coach is not None and self.coach.handle_event(event):
            return None
        if event.type == pygame.KEYDOWN:
            if event.mod & CTRL:  # Ctrl / Cmd: only Ctrl+C is ours
                if event.key != pygame.K_c:
                    return event
                action: str | None = "copy"
            else:
                action = key_action(PLAY_KEYS, event)
                if action == "copy" and not self.plain_c_copies:  # 2D only: a plain C
                    action = None
            if action is not None:
                self._actions()[action]()
                return None
        if event.type == pygame.MOUSEMOTION and self.hud.set_hover(event.pos):
            self._hud_key = None
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            name = self.hud.hit(event.pos)
            if name is not None:
                self.hud.pressed = name
                self._hud_key = None
                return None
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1 and self.hud.pressed:
            name, self.hud.pressed = self.hud.pressed, None
            self._hud_key = None
            if self.hud.hit(event.pos) == name:
                self._actions()[name]()
            return None
        return event

    def update(self, dt: float) -> None:
        self.fx.update(dt)
        if self.coach is not None:
            self.coach.update(self)
            if self.coach is not None and self.coach.key() != self._coach_key:
                self._coach_key = self.coach.key()
                self.coach_moved()
        play_tips.watch(self)  # the layers' count went up: why, once in a save
        play_end.watch_end(self, dt)

    def reveals(self) -> bool:
        """A won puzzle shows its finished picture before the card (not in a lesson)."""
        return self.session.won and not self.lesson_board

    def reveal_time(self) -> float:
        return reveal.REVEAL_TIME if self.fx.motion else reveal.REVEAL_FADE

    def reveal_u(self) -> float | None:
        """The win reveal's progress 0..1 (scenes/reveal.py); None when not revealing."""
        if not self.reveals() or self.end_timer is None:
            return None
        return min(1.0, self.end_timer / self.reveal_time())

    def show_result(self) -> None:
        play_end.show_result(self)

    def animating(self) -> bool:
        return (
            self.busy()
            or (self.coach is not None and self.coach.animating())  # its beat runs out, its ring pulses
            or self.fx.active
            or self.hud.animating(self.clock())
            or (self.session.over and not self.result_shown)
            or self.session.verdict == PENDING
        )

    # -- HUD ------------------------------------------------------------------------------
    def hud_info(self) -> HudInfo:
        timer = self.midend.settings.show_timer
        return HudInfo.of(self.session, self.code_text, self.title, timer, lesson=self.lesson_board)

    def hud_changed(self) -> bool:
        self.hud.off = buttons_off(self.coach)
        key = self.hud_info().key() + (self.hud.hover, self.hud.pressed, self.hud.off)
        if self.hud.animating(self.clock()):
            key += (self.clock(),)
        changed, self._hud_key = key != self._hud_key, key
        return changed

    def draw_hud(self, surface) -> list[pygame.Rect]:
        return self.hud.draw(surface, self.hud_info(), self.clock())

    def coach_moved(self) -> None:
        """The lesson (self.coach) shows something new (a step, Skip's hover): drawn whole (3D: in part)."""
        self.full_redraw = True

    def draw_coach(self, surface) -> list[pygame.Rect]:
        """The lesson's bubble and Skip button (nothing outside a lesson)."""
        return self.coach.draw(surface, self) if self.coach is not None else []

    def arrow_pixel(self, i: int) -> tuple[int, int]:
        """A window pixel on arrow i (its head), or on cell i (cell_pixel); subclasses know their view."""
        return self.size[0] // 2, self.size[1] // 2

    cell_pixel = arrow_pixel
    wake_at = feel.idle_wake  # the HUD's clock ticks on its seconds while idle

    def view_pose(self) -> tuple[Any, float] | None:
        """The 3D camera's (rotation, zoom), None in 2D (a lesson watches it turn)."""
        return None

    def facing(self, arrows: list[int]) -> int | None:
        """Of `arrows`, the one best seen now (the first; the 3D views pick the nearest)."""
        return arrows[0] if arrows else None

    def anchor_gap(self) -> int:
        """Pixels from an arrow's head pixel to the edge of a bubble pointing at it."""
        return 34
