"""The pause card over a puzzle (Esc during play, or the window losing focus): Resume,
Restart, Settings, How to play, Menu, and Export where the play bar has no room for its
Export button (s170: at 800x600 and below only E exported, nothing a mouse could reach),
or after a pad's press Share, which copies the code and exports the board (a pad has no C nor E).
The puzzle's clock stops while it shows (the play scene is covered: `Scene.pause`). Esc
or P resumes; R, O, F1, E and M are the other buttons' keys; Up / Down / Tab move the
highlight, Enter or Space presses it (Resume at first), and its key cap says "Enter" too
(cardlines.key_hint; none does before the ring shows, where a click opened the card).
Restart asks first once a move was made (not at a dead end, where it is lost already); so
do R and the HUD's Restart during play (`ask_restart`). Menu and How to play's lesson leave
a level, a daily or a code's puzzle at once, kept to go on (game/kept_puzzle.py); a board
file's they ask first, as its progress would be lost. The music plays on under it, lower (`hushes_music`).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from quiver.input import PRESS_KEYS, chorded, help_key, step_focus
from quiver.input_pad import pad_last
from quiver.render2d import theme
from quiver.render2d.draw import modal_card
from quiver.render2d.widgets import Button

from . import toast
from .base import Scene, settle_hover
from .cardlines import ring_keys
from .confirm import ConfirmScene, ask_leave
from .legend import LegendScene
from .toast_cards import around_card, over_title, title_of

NOTE = "The clock is stopped"
LESSON_NOTE = "The lesson waits"  # a lesson has no clock
PAD_NOTE = "Pad unplugged: the clock is stopped"  # (pause_on_pad_loss: why it opened by itself)
CARD_H = 510  # the card's height at scale 1 (layout: its five buttons, and under them the room beside)
ROW_H = 74  # a button and its gap at scale 1: a sixth button's room (Export)


class PauseScene(Scene):
    overlay = True
    name = "pause"
    right_back = True  # a right click: Esc (Resume)
    toasts_wait = True  # a toast with no room under the card waits: never over its buttons
    toasts_apart = True  # the toasts it cannot hold under it: above it, else beside it
    lends_title = True  # where none fits around it, over its title, in the smallest print that fits
    hushes_music = True  # the music plays on lower while it shows (audio.hushed)

    def __init__(self, ports, play, note: str = NOTE) -> None:
        super().__init__(ports)
        self.play = play
        self.why = note  # its line under "Paused" (a lesson's says the lesson waits)
        self.buttons = [
            Button("Resume", self.resume_play, primary=True, sub="Esc"),
            Button("Restart", self.restart, sub="R", colour=theme.SECONDARY),
            Button("Settings", self.settings, sub="O", colour=theme.SECONDARY),
            Button("How to play", self.legend, sub="F1", colour=theme.SECONDARY),
            Button("Menu", self.menu, sub="M", colour=theme.SECONDARY),
        ]
        self.export_btn = Button("Export", self.export, sub="E", colour=theme.SECONDARY)
        self.share_btn = Button("Share", self.share, sub="E", colour=theme.SECONDARY)  # (a pad's)
        self.focus = 0
        self.keyboard = False
        self.layout()

    # -- actions ----------------------------------------------------------------------------
    def _leave(self) -> None:
        if self.stack.top is self:
            self.stack.pop()

    def resume_play(self) -> None:
        self.feedback.sound("click")
        self._leave()

    def restart(self) -> None:
        def then() -> None:
            self._leave()
            self.play.restart()

        ask_restart(self.play, then)

    def settings(self) -> None:
        self.journeys.open_settings()

    def legend(self) -> None:
        self.feedback.sound("click")
        play = self.play
        self.stack.push(
            LegendScene(self.ports, play.board.space.mode, self.ask_leave, play.board, play.coach is not None)
        )

    def export(self) -> None:
        """Write the board to the exports folder, as the bar's Export (its toast says where)."""
        self.play.export_board()

    def share(self) -> None:
        """A pad player's Copy and Export in one (s269: the bar's Copy was a click or C, no
        button of a pad's): the code on the clipboard where the puzzle has one, and the
        board in the exports folder, each said in its toast."""
        if self.play.code is not None:
            self.play.copy_code()
        self.export()

    def menu(self) -> None:
        self.feedback.sound("click")
        self.ask_leave(self.stack.to_menu)

    def ask_leave(self, then: Callable[[], None]) -> None:
        """Leave the puzzle by `then` (kept; a board file's asks first: confirm.ask_leave)."""
        ask_leave(self, then)

    def resume(self) -> None:  # Settings, How to play or a question closed over the card
        settle_hover(self.buttons)
        self.full_redraw = True

    def button(self, label: str) -> Button:
        return next(b for b in self.buttons if b.label == label)

    # -- layout -----------------------------------------------------------------------------
    def _offer_export(self) -> None:
        """Export on the card where the play bar has none now (the bar's Export gave way to
        the code), or Share where a pad plays (s263: the bar's Export and Copy are clicks, E
        and C keys: a pad had no way to them), the ring kept on its button (s176: a resize
        while paused kept the choice made at opening: Export twice, bar and card, after
        growing; none after shrinking)."""
        ringed, offered, wanted = self.buttons[self.focus], self._offered(), self._wanted()
        if offered is not wanted:
            if offered is not None:
                self.buttons.remove(offered)
            if wanted is not None:
                self.buttons.insert(4, wanted)
            ringed = wanted if ringed is offered and wanted is not None else ringed
        self.focus = self.buttons.index(ringed) if ringed in self.buttons else 4  # (Export's: Menu)

    def _offered(self) -> Button | None:
        return next((b for b in self.buttons if b in (self.export_btn, self.share_btn)), None)

    def _wanted(self) -> Button | None:
        """The card's fifth button now: Share after a pad's press, else Export where the bar lacks it."""
        return self.share_btn if pad_last() else self.export_btn if bar_lacks_export(self.play) else None

    def layout(self) -> None:
        self._offer_export()
        w, h = self.size
        s = theme.ui_scale(self.size, self.midend.settings)
        below = toast.room(2)  # a toast of two lines goes under the card, never over a button
        n = len(self.buttons)
        asked, s = s, max(0.6, min(s, (h - 24 - below) / (CARD_H + ROW_H * (n - 5))))
        if theme.chosen(self.midend.settings) > 1 and s < asked - 0.005 and w > h:  # (s374: a bigger
            self._two_columns(asked, below)  # choice than a column holds: two, its buttons side by
            return  # side, bigger; the card stood at the window's height at 150% and 200%)
        self.scale = s
        cw, side = min(int(420 * s), w - 32), int(48 * s)
        # as much room under the last button as beside the buttons (a fixed 520 units
        # left 58 px under Menu against 48 beside)
        head, bh, gap, foot = int(104 * s), max(40, int(62 * s)), max(6, int(12 * s)), side
        if n > 5 and head + n * (bh + gap) - gap + foot > h - below - (toast.room(1) - 8):
            # a sixth button (Export) in a small window: closer, lower, less room under
            # the last, the card's top leaving a toast of a line its room, as five did
            bh, gap, foot = max(36, int(62 * s)), 6, max(12, side * 2 // 3)
        need = head + n * (bh + gap) - gap + foot
        # a short window (480x360): the card holds its buttons, in the toasts' room under it
        # if it must (they wait: toasts_wait); Menu was drawn below the card's edge
        room = h - 16 - below if need <= h - 16 - below else h - 16
        self.card = pygame.Rect(0, 0, cw, min(need, room))
        self.card.center = (w // 2, h // 2)
        self.card.bottom = min(self.card.bottom, h - below)
        self.card.top = max(self.card.top, 8)
        c = self.card
        bw = c.w - 2 * side
        y = c.y + head
        # the keys as big as the card's line (stranger playtest: at 640x480 they were
        # 10 pixels high under the labels, too small to read)
        self.note = self.why if getattr(self.play, "coach", None) is None else LESSON_NOTE
        self.body = theme.fit_size(self.note, max(16, int(22 * s)), c.w - 32, False, 14)
        for b in self.buttons:
            b.cap_size = self.body
            b.rect = pygame.Rect(c.x + (c.w - bw) // 2, y, bw, bh)
            y += bh + gap

    def _two_columns(self, asked: float, below: int) -> None:
        """The card at most at `asked`, its buttons in two columns, as big as the window holds."""
        w, h = self.size
        rows = -(-len(self.buttons) // 2)
        self.scale = s = max(0.6, min(asked, (h - 24 - below) / (104 + ROW_H * rows + 36), (w - 32) / 768))
        side, bh, gap = int(48 * s), max(40, int(62 * s)), max(6, int(12 * s))
        self.card = pygame.Rect(0, 0, int(768 * s), int(104 * s) + rows * (bh + gap) - gap + side)
        self.card.center = (w // 2, (h - below) // 2 + 4)
        c, apart = self.card, max(16, int(24 * s))
        self.note = self.why if getattr(self.play, "coach", None) is None else LESSON_NOTE
        self.body = theme.fit_size(self.note, max(16, int(22 * s)), c.w - 32, False, 14)
        bw = (c.w - 2 * side - apart) // 2
        for k, b in enumerate(self.buttons):
            b.cap_size = self.body
            row, col = divmod(k, 2)
            b.rect = pygame.Rect(
                c.x + side + col * (bw + apart), c.y + int(104 * s) + row * (bh + gap), bw, bh
            )

    def resize(self, size) -> None:
        super().resize(size)
        self.layout()

    def toast_slots(self) -> list[pygame.Rect]:
        """Toasts go around the card, never over its buttons (a small window)."""
        return around_card(self.size, self.card)

    def toast_lent(self) -> list[pygame.Rect]:
        """Where none fits around the card (640x480: two of three long toasts waited), over
        its title and note, down to Resume."""
        return over_title(self.size, self.buttons[0].rect.y - 4)

    def toast_aims(self) -> list[pygame.Rect]:
        return title_of(self.card, self.buttons[0].rect.y - 4)

    # -- events -----------------------------------------------------------------------------
    def handle_event(self, event):
        # a pad's press on a card a key opened: Share (a key's, after a pad's: back); never a
        # click's, which would take the button out from under the pointer (s273)
        shown = self._offered()  # (E presses the fifth button its cap named, laid out again or not)
        if event.type == pygame.KEYDOWN and shown is not self._wanted():
            self.layout()
            self.full_redraw = True
        if self.card_buttons_event(self.buttons, event):
            return None
        if event.type == pygame.KEYDOWN:
            self._key(event, shown)
            self.full_redraw = True
            return None
        return None  # modal: nothing reaches the board below (a click beside the card resumes nothing)

    def _key(self, event, shown: Button | None) -> None:
        k = 0 if chorded(event) else event.key  # (Ctrl+M, Alt+R: no letter's, s345)
        direct = {
            pygame.K_ESCAPE: self.resume_play,
            pygame.K_p: self.resume_play,
            pygame.K_r: self.restart,
            pygame.K_o: self.settings,
            pygame.K_F1: self.legend,
            pygame.K_QUESTION: self.legend,
            pygame.K_m: self.menu,
        }
        if shown is not None:  # (E exports during play too; Share: copies the code too)
            direct[pygame.K_e] = shown.action
        if help_key(event):  # "?" as typed, on any layout
            self.legend()
        elif k in direct:
            direct[k]()
        elif k in PRESS_KEYS:  # the ringed button (Space resumed even with the ring on Menu)
            self.buttons[self.focus].action()
        elif k in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            self.keyboard = True
            back = k == pygame.K_UP or (k == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
            self.focus = step_focus(self.focus, -1 if back else 1, len(self.buttons), event)

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface):
        if not self.take_full_redraw():
            return []
        c, s = self.card, self.scale
        modal_card(surface, c, alpha=110)
        theme.text(
            surface, "Paused", max(32, int(52 * s)), theme.INK, (c.centerx, c.y + int(44 * s)), "center", True
        )
        theme.text(surface, self.note, self.body, theme.INK_SOFT, (c.centerx, c.y + int(80 * s)), "center")
        # "Enter" with the ring, where Enter goes (no ring, no Enter: a click opened it)
        ring_keys(self.buttons, self.focus if self.keyboard else None)  # (their own keys kept)
        for b in self.buttons:
            b.draw(surface)
        return True


def bar_lacks_export(play) -> bool:
    """Whether `play`'s HUD has no Export button now (a narrow bar gives it way)."""
    hud = getattr(play, "hud", None)
    return hud is not None and "export" not in hud.buttons


RESTART_NOTE = "Its progress is lost."  # (R restarts, Esc stays: the buttons say, s89)


def ask_restart(play, then: Callable[[], None] | None = None) -> None:
    """Restart `play` by `then` (default: play.restart), asking first once a move was
    made: the game has no undo, and R or the HUD's Restart beside Hint is easy to hit by
    accident. A board already lost or at a dead end restarts at once; on the question R
    again (or Enter) restarts, Esc stays. A cleared board does nothing: its reveal runs and
    its card (with Replay) comes (stranger: R during the reveal wiped the clear unrecorded)."""
    then = then or play.restart
    s = play.session
    if s.won:
        return
    if not s.at_stake:
        then()
        return
    question = ConfirmScene(
        play.ports, "Restart this puzzle?", "Restart", then, note=RESTART_NOTE, again_key=pygame.K_r
    )
    play.stack.push(question)


def open_pause(play, note: str = NOTE) -> None:
    """The pause card over `play`: the clock stops while it covers the puzzle. A
    finished puzzle goes on to its result instead (Esc in the win's reveal did nothing)."""
    if play.stack.top is not play:
        return
    if play.session.over:
        if not play.result_shown and play.coach is None:
            play.result_shown = True
            play.show_result()
        return
    play.feedback.sound("click")
    play.stack.push(PauseScene(play.ports, play, note))


def pause_on_focus_loss(play, event):
    """The window lost focus: pause a puzzle whose clock runs (not a lesson, not an
    untouched board); the event goes on to the view (held keys let go)."""
    s = play.session
    if play.coach is None and not s.over and (s.moves or s.hints_used):
        open_pause(play)
    return event


def pause_on_pad_loss(play, event):
    """A game pad was unplugged (input_pad.PAD_GONE) while `play` was on top: pause the
    puzzle, as consoles do, the card saying why (its player may have no keys to hand). Not a
    lesson (it waits anyway) nor a finished puzzle; another screen on top (the card itself,
    a menu) never gets here: only the top screen reads the event."""
    if play.coach is None and not play.session.over:
        open_pause(play, PAD_NOTE)
    return None
