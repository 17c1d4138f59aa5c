"""A small "are you sure?" card over the scene below (quitting from the menu, a dead end).

Enter presses the highlighted choice (the action, at first, Stay where Esc or a pad's B
asked: `stay_first`; Left / Right / Tab move the highlight), Esc always stays, and so does
a click outside the card. The ringed button says "Enter" (cardlines.key_hint), each its
own key besides; the note's words name no key (s89: "Enter leaves, Esc stays" stood while
the ring on Stay made Enter stay), but the default one, which follows the ring (a pad's A
and B after a pad's press). F1 (`?`, a pad's View) opens no page over a question, which is
answered first (s307): the note says the keys that answer it then, after the words (s323).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from quiver.input import PRESS_KEYS, chorded, help_key
from quiver.input_pad import pad_named
from quiver.render2d import theme
from quiver.render2d.draw import modal_card
from quiver.render2d.widgets import Button

from .base import Ports, Scene, click_outside
from .cardlines import ring_keys
from .play_kept import keeps
from .toast_cards import GAP, around_card, card_h, compact_prints, over_title, title_of


class ConfirmScene(Scene):
    overlay = True
    name = "confirm"
    right_back = True  # a right click: Esc (Stay)
    toasts_wait = True  # a toast with no room under the card waits: never over its buttons
    toasts_apart = True  # the toasts it cannot hold under it: above it, else beside it

    def __init__(
        self,
        ports: Ports,
        question: str,
        yes_label: str,
        on_yes: Callable[[], None],
        note: str = "",
        no_label: str = "Stay",
        again_key: int | None = None,
        on_no: Callable[[], None] | None = None,
        stay_first: bool = False,
    ) -> None:
        """again_key: the key that opened the question also goes ahead (R, R restarts);
        on_no: what staying does besides closing the card; stay_first: the ring on Stay (a
        question Esc asked: Esc or a pad's B, then Enter or A, went ahead, s166)."""
        super().__init__(ports)
        self.question, self.on_yes, self.again_key = question, on_yes, again_key
        self.on_no = on_no
        self.words = note  # the caller's line, no keys in it (else: the keys, as the ring is)
        self.keys = ("Esc", pygame.key.name(again_key).upper() if again_key is not None else "")
        self.yes = Button(yes_label, self.confirm, primary=True, sub=self.keys[1])
        self.no = Button(no_label, self.cancel, colour=theme.SECONDARY, sub=self.keys[0])
        self.focus = 0 if stay_first else 1  # the highlighted choice: 0 stays, 1 goes ahead
        self.stay_first = stay_first
        self.keys_asked = False  # F1 pressed here: no page over a question (s307), its keys said
        self._ring()
        self.layout()

    def _ring(self) -> None:
        """The ring on the focused button, "Enter" in its key line (a yes with no key of its
        own says nothing else: only Enter, when ringed, and a click press it)."""
        ring_keys((self.no, self.yes), self.focus)

    @property
    def note(self) -> str:
        """The line under the question: the caller's words, else where Enter and Esc go; with
        Stay ringed, how to go ahead too (after the caller's words where the card opened
        so, s176: "Skip the lesson?" said nothing of how to skip, Skip having no key)."""
        if not self.words:
            return self.key_line
        if self.keys_asked:  # F1 (a pad's View): the keys that answer, after the caller's words
            return f"{self.words}  \u00b7  {self.key_line}"
        said = self.stay_first and self.focus == 0 and not self.keys[1]
        return f"{self.words}  \u00b7  {self._on}" if said else self.words

    @property
    def key_line(self) -> str:
        """Where Enter and Esc go (a pad's A and B after its press), from the ring; with Stay
        ringed, the way on too (else Esc then Enter stays and no line says how to go)."""
        enter, esc = pad_named("Enter"), pad_named("Esc")
        if self.focus == 1:
            return f"{enter}: {self.yes.label}  \u00b7  {esc}: {self.no.label}"
        return f"{enter} or {esc}: {self.no.label}  \u00b7  {self._on}"

    @property
    def _on(self) -> str:
        return f"Right, {pad_named('Enter')}: {self.yes.label}"

    def layout(self) -> None:
        w, h = self.size
        s = theme.ui_scale(self.size, self.midend.settings)
        self.scale = s
        self.card = pygame.Rect(0, 0, min(int(560 * s), w - 40), min(int(250 * s), h - 40))
        self.card.center = (w // 2, h // 2)
        c = self.card
        least = theme.chosen(self.midend.settings)  # (the least sizes grow with the choice: s384)
        bw, bh = min(int(200 * s), (c.w - 3 * 24) // 2), max(int(48 * least), int(64 * s))
        pad = (c.w - 2 * bw) // 3
        self.no.rect = pygame.Rect(c.x + pad, c.bottom - bh - int(32 * s), bw, bh)
        self.yes.rect = pygame.Rect(c.right - pad - bw, c.bottom - bh - int(32 * s), bw, bh)

    def resize(self, size) -> None:
        super().resize(size)
        self.layout()

    def toast_slots(self) -> list[pygame.Rect]:
        """Toasts go around the card, never over its buttons (a small window)."""
        return around_card(self.size, self.card)

    @property
    def lends_title(self) -> bool:  # type: ignore[override]
        """It lends its question (`toast_lent`): there the smallest print is tried first;
        elsewhere its toasts are placed as a card's that lends nothing (warnings in tighter
        cards around it: toast_stack._long)."""
        return bool(self.toast_lent())

    def toast_lent(self) -> list[pygame.Rect]:
        """Where the card leaves no room above or under it for a line in the least print
        (480x360 at a "Size of menus" of 200%: 30 px each side, and the toasts waited), over
        its question and note, down to its buttons, as the pause card lends its title; else
        nothing: they stand around it, queued where they must (lent at 125% and 150%, a
        saved file's path lay over the question where its short form stood above the card)."""
        least = card_h(1, compact_prints()[-1], True) + GAP  # (a compact line's card, and its gap)
        if max(r.h for r in around_card(self.size, self.card)[:2]) >= least:
            return []
        return over_title(self.size, self.no.rect.y - 4)

    def toast_aims(self) -> list[pygame.Rect]:
        """Its question, where it lends it (else none: placed as before, s397)."""
        return title_of(self.card, self.no.rect.y - 4) if self.lends_title else []

    def confirm(self) -> None:
        if self.stack.top is self:
            self.stack.pop()
        self.on_yes()

    def cancel(self) -> None:
        self.feedback.sound("click")  # (as every card's Esc; Yes leads on to what clicks)
        if self.stack.top is self:
            self.stack.pop()
        if self.on_no is not None:
            self.on_no()

    def handle_event(self, event):
        self.full_redraw = True
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k == pygame.K_ESCAPE:
                self.cancel()
            elif k == self.again_key and not chorded(event):
                self.confirm()
            elif k in PRESS_KEYS:
                (self.cancel, self.confirm)[self.focus]()
            elif k in (pygame.K_LEFT, pygame.K_RIGHT):  # the button on that side (a held
                self.focus = int(k == pygame.K_RIGHT)  # key's repeats no longer flip-flop)
            elif k == pygame.K_TAB:
                self.focus = 1 - self.focus
            elif k == pygame.K_F1 or help_key(event):  # (How to play waits: the keys that answer)
                self.keys_asked = True
            self._ring()
            return None
        if self.yes.handle(event) or self.no.handle(event):
            return None
        if click_outside(event, self.card):  # (a wheel's turn answers nothing; a right click is Esc)
            self.cancel()
        return None  # modal: nothing reaches below

    def draw(self, surface):
        if not self.take_full_redraw():
            return []
        c, s = self.card, self.scale
        modal_card(surface, c)
        size = theme.fit_size(self.question, int(44 * s), c.w - 40, True, 20)
        theme.text(surface, self.question, size, theme.INK, (c.centerx, c.y + int(52 * s)), "center", True)
        note = self.note
        if self.keys_asked and theme.text_size(note, 14)[0] > c.w - 40:  # (a small card: the keys
            note = self.key_line  # alone, its words read before F1)
        size = theme.fit_size(
            note, max(int(18 * theme.chosen(self.midend.settings)), int(22 * s)), c.w - 40, False, 14
        )
        theme.text(surface, note, size, theme.INK_SOFT, (c.centerx, c.y + int(100 * s)), "center")
        self._ring()
        self.no.draw(surface)
        self.yes.draw(surface)
        return True


LEAVE_NOTE = "Its progress is lost."  # (the keys: on the buttons, where the ring is)


def ask_leave(owner: Scene, then: Callable[[], None]) -> None:
    """Leave the puzzle under `owner` (a card over it) by `then`, asking first once a
    move was made (its progress would be lost): Leave leaves, Esc stays on `owner`. An
    untouched or finished puzzle, one at a dead end (lost already), or none, leaves at once;
    so does one that is kept as it is left (a level, a daily, a code: play_kept.keeps)."""
    play = next((s for s in reversed(owner.stack.scenes) if getattr(s, "session", None)), None)
    session = getattr(play, "session", None)
    if session is None or not session.at_stake or keeps(play):
        then()
        return
    owner.stack.push(ConfirmScene(owner.ports, "Leave this puzzle?", "Leave", then, note=LEAVE_NOTE))
