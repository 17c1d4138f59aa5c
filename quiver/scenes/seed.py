"""Enter a seed (plays the menu's current choice with that seed) or a whole puzzle code:
typed, or pasted with Ctrl+V (Cmd+V) or the Paste button."""

from __future__ import annotations

import contextlib

import pygame

from quiver.engine.modes import Mode, bad_seed
from quiver.game import code as codes
from quiver.game.journey import FreePuzzle, PuzzleRequest
from quiver.render2d import theme
from quiver.render2d.draw import modal_card
from quiver.render2d.widgets import Button, TextBox, clipboard_text

from .base import Ports, Scene
from .confirm import under_card
from .registry import play_factory

ALLOWED = "0123456789abcdefghijklmnopqrstuvwxyz-_x"


def as_sentence(message: str) -> str:
    """A message shared with the command line (lower case, no full stop after
    `quiver: error:`) as the card shows it: a sentence, like the card's own messages."""
    message = message.strip()
    if not message:
        return message
    message = message[0].upper() + message[1:]
    return message if message.endswith((".", "!", "?")) else message + "."


class SeedScene(Scene):
    overlay = True
    name = "seed"

    def __init__(self, ports: Ports, menu) -> None:
        super().__init__(ports)
        self.menu = menu
        self.box = TextBox(max_len=90, allowed=ALLOWED, placeholder="e.g. 7  or  2d-heart-16x14-34-hard-7-g6")
        self.ok = Button("Play", self.submit, primary=True, sub="Enter")
        self.paste_btn = Button("Paste", self.paste, sub="Ctrl+V", colour=(241, 233, 220))
        self.cancel = Button("Cancel", self.close, sub="Esc", colour=(241, 233, 220))
        self.error: str | None = None
        self.layout()

    def enter(self) -> None:
        with contextlib.suppress(pygame.error):
            pygame.key.start_text_input()

    def exit(self) -> None:
        with contextlib.suppress(pygame.error):
            pygame.key.stop_text_input()

    def layout(self) -> None:
        """The card at the menus' scale: never smaller than at 1 (it was drawn for 640x480),
        bigger in a big window or with a bigger Size of menus, as far as the window holds
        it (at 2560x1440 it was drawn at 1, half the size of the menu below it)."""
        w, h = self.size
        fits = min((w - 40) / 640, (h - 40) / 372)
        self.u = u = max(1.0, min(theme.ui_scale(self.size, self.midend.settings), fits))
        self.panel = pygame.Rect(0, 0, min(int(760 * u), w - 40), int(372 * u))
        self.panel.center = (w // 2, h // 2)
        p = self.panel
        pad, gap, bh = int(40 * u), int(20 * u), int(64 * u)
        self.box.rect = pygame.Rect(p.x + pad, p.y + int(110 * u), p.w - 2 * pad, bh)
        bw = min(int(200 * u), (p.w - 2 * pad - 2 * gap) // 3)
        x = p.centerx - (3 * bw + 2 * gap) // 2
        y = p.bottom - int(96 * u)
        self.ok.rect = pygame.Rect(x, y, bw, bh)
        self.paste_btn.rect = pygame.Rect(x + bw + gap, y, bw, bh)
        self.cancel.rect = pygame.Rect(x + 2 * (bw + gap), y, bw, bh)

    def resize(self, size) -> None:
        super().resize(size)
        self.layout()

    def toast_slot(self) -> pygame.Rect:
        """Toasts go under the panel, never over its buttons (a small window)."""
        return under_card(self.size, self.panel)

    def parse(self, text: str) -> codes.PuzzleSpec:
        text = text.strip()
        if not text:
            raise codes.SpecError("type a seed (a whole number) or a puzzle code")
        if text.isascii() and text.isdigit():
            if len(text) > len(str(codes.MAX_SEED)):
                raise codes.SpecError(bad_seed(text))
            return self.menu.current_code(int(text))
        if text.count("-") < 6:  # neither a number nor shaped like a code
            shown = text if len(text) <= 24 else text[:21] + "..."
            raise codes.SpecError(
                f"'{shown}' is not a seed or a puzzle code. A seed is a whole number; a code "
                f"looks like 2d-heart-16x14-40-hard-7-g{codes.current_generator()}."
            )
        return codes.PuzzleSpec.parse(text)

    def submit(self) -> None:
        try:
            code = self.parse(self.box.text)
            codes.check(code)  # a code that cannot be built: say so first
            if code.mode != Mode.TWO_D:
                factory, why = play_factory(code.mode, self.ports.display)
                if factory is None:
                    raise codes.SpecError(why)
        except ValueError as e:
            self.error = as_sentence(str(e))
            self.full_redraw = True
            return
        self.stack.pop()
        self.journeys.open(PuzzleRequest(FreePuzzle(), code))

    def close(self) -> None:
        self.stack.pop()

    def paste(self) -> None:
        """Replace the text with the clipboard's (spaces and line breaks dropped)."""
        text = "".join(clipboard_text().split())
        if not text:
            self.error = "The clipboard has no text to paste."
            return
        self.box.text = ""
        self.box.insert(text)
        self.error = None
        self.feedback.sound("click")

    def handle_event(self, event):
        self.full_redraw = True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
                return None
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.submit()
                return None
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_v
            and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        ):
            self.paste()
            return None
        if self.box.handle(event):
            self.error = None
            return None
        for b in (self.ok, self.paste_btn, self.cancel):
            if b.handle(event):
                return None
        return None  # modal: nothing reaches the menu

    def draw(self, surface):
        if not self.take_full_redraw():
            return []
        p, u = self.panel, self.u
        modal_card(surface, p, int(26 * u), alpha=110)
        title = "Enter a seed or a puzzle code"
        size = theme.fit_size(title, int(40 * u), p.w - 40, True, 20)
        theme.text(surface, title, size, theme.INK, (p.centerx, p.y + int(52 * u)), "center", True)
        hint = "A seed plays the shape, size and arrows chosen in the menu."
        size = theme.fit_size(hint, int(22 * u), p.w - 40, False, 14)
        theme.text(surface, hint, size, theme.INK_SOFT, (p.centerx, p.y + int(84 * u)), "center")
        self.box.draw(surface)
        if self.error:  # the whole message, on up to three lines
            size, line = int(20 * u), int(24 * u)
            msg = theme.wrap(self.error, size, theme.DANGER, p.w - int(80 * u), line, align="center", most=3)
            top = p.y + int(192 * u) - theme.text_size("Ag", size)[1] // 2  # line k's middle at 192 + 24 k
            surface.blit(msg.image, msg.image.get_rect(midtop=(p.centerx, top)))
        self.ok.draw(surface)
        self.paste_btn.draw(surface)
        self.cancel.draw(surface)
        return True
