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
        w, h = self.size
        self.panel = pygame.Rect(0, 0, min(760, w - 40), 372)
        self.panel.center = (w // 2, h // 2)
        p = self.panel
        self.box.rect = pygame.Rect(p.x + 40, p.y + 110, p.w - 80, 64)
        bw = min(200, (p.w - 80 - 40) // 3)
        x = p.centerx - (3 * bw + 40) // 2
        self.ok.rect = pygame.Rect(x, p.bottom - 96, bw, 64)
        self.paste_btn.rect = pygame.Rect(x + bw + 20, p.bottom - 96, bw, 64)
        self.cancel.rect = pygame.Rect(x + 2 * (bw + 20), p.bottom - 96, bw, 64)

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
            self.error = str(e)
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
        p = self.panel
        modal_card(surface, p, 26, alpha=110)
        theme.text(
            surface, "Enter a seed or a puzzle code", 40, theme.INK, (p.centerx, p.y + 52), "center", True
        )
        hint = "A seed plays the shape, size and arrows chosen in the menu."
        theme.text(surface, hint, 22, theme.INK_SOFT, (p.centerx, p.y + 84), "center")
        self.box.draw(surface)
        if self.error:  # the whole message, on up to three lines
            msg = theme.wrap(self.error, 20, theme.DANGER, p.w - 80, 24, align="center", most=3)
            top = p.y + 192 - theme.text_size("Ag", 20)[1] // 2  # line k's middle at 192 + 24 k
            surface.blit(msg.image, msg.image.get_rect(midtop=(p.centerx, top)))
        self.ok.draw(surface)
        self.paste_btn.draw(surface)
        self.cancel.draw(surface)
        return True
