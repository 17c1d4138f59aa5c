"""The player's own picture, played without the command line: a PNG (2D) or a .vox
model (3D) dropped on the window, or its path typed or pasted in the "Your picture"
card that the Custom panel's row opens.

The puzzle is built at the Custom panel's difficulty and size (its defaults, Medium and
M, from anywhere else) behind the loading screen (in a thread: a path is no code that a
worker process could be sent) and opens like a board file: the HUD names the file. A file
that cannot be a puzzle is one line, the command line's words, and nothing changes. A
drop on a puzzle still being played asks first (its progress would be lost). The last
picture played is kept in the settings (`last_picture`)."""

from __future__ import annotations

import contextlib

import pygame

from quiver.engine.modes import Difficulty
from quiver.engine.spec import PuzzleSpec
from quiver.game.journey import BoardFile, PuzzleRequest, ToastKind
from quiver.game.picture import clean_path, picture_label, picture_spec, start_picture
from quiver.render2d import theme
from quiver.render2d.draw import modal_card
from quiver.render2d.widgets import Button, TextBox, clipboard_text

from .base import Ports, Scene
from .confirm import SECONDARY, ConfirmScene, under_card
from .loading import LoadingScene
from .modes import unavailable_reason
from .seed import as_sentence

HOW = "Drop a PNG (or a .vox model) on the window, or type or paste its path."


def _choices(ports: Ports) -> tuple[str, float]:
    """The Custom panel's difficulty and size factor (the menu is under every scene)."""
    menu = next((s for s in ports.stack.scenes if s.name == "menu"), None)
    choices = getattr(menu, "picture_choices", None)
    return choices() if choices is not None else (Difficulty.MEDIUM, 1.0)


def _in_progress(ports: Ports) -> bool:
    """A puzzle is being played under whatever is on top (not finished yet)."""
    from .play import PlayScene

    return any(isinstance(s, PlayScene) and not s.session.over for s in ports.stack.scenes)


def prepare(ports: Ports, path: str) -> PuzzleSpec:
    """The picture's puzzle code at the Custom panel's choices (ValueError: one line)."""
    difficulty, factor = _choices(ports)
    return picture_spec(path, difficulty, factor, ports.midend.random_seed())


def play_picture(ports: Ports, spec: PuzzleSpec) -> None:
    """Build the picture's puzzle behind the loading screen (Esc cancels) and play it;
    a mode this window cannot show is said at once, and nothing changes."""
    why = unavailable_reason(spec.mode, ports.display)
    if why is not None:
        ports.feedback.toast(why, ToastKind.WARN)
        return
    if ports.midend.settings.last_picture != spec.shape:
        ports.midend.change_setting("last_picture", spec.shape)
    request = PuzzleRequest(BoardFile(picture_label(spec.shape)))
    job = start_picture(spec, inline=not ports.display.realtime)
    ports.stack.to_menu()
    ports.stack.push(LoadingScene(ports, request, spec, job))


def drop_file(ports: Ports, path: str) -> None:
    """A file dropped on the window: its puzzle, or why not (the game stays where it was)."""
    try:
        spec = prepare(ports, path)
    except ValueError as e:
        ports.feedback.toast(" ".join(str(e).split()), ToastKind.WARN)
        return
    if not _in_progress(ports):
        play_picture(ports, spec)
        return
    ports.feedback.sound("click")
    question = f"Play {picture_label(path)}?"
    note = "This puzzle's progress is lost.  Enter plays it, Esc stays"
    ports.stack.push(ConfirmScene(ports, question, "Play it", lambda: play_picture(ports, spec), note=note))


class PictureScene(Scene):
    """The "Your picture" card: a path field (the last picture at first), Paste, Play."""

    overlay = True
    name = "picture"

    def __init__(self, ports: Ports) -> None:
        super().__init__(ports)
        last = ports.midend.settings.last_picture
        self.box = TextBox(text=last, max_len=1024, placeholder="e.g. ~/Pictures/cat.png")
        self.ok = Button("Play", self.submit, primary=True, sub="Enter")
        self.paste_btn = Button("Paste", self.paste, sub="Ctrl+V", colour=SECONDARY)
        self.cancel = Button("Cancel", self.close, sub="Esc", colour=SECONDARY)
        self.error: str | None = None
        self.layout()

    def enter(self) -> None:
        with contextlib.suppress(pygame.error):
            pygame.key.start_text_input()

    def exit(self) -> None:
        with contextlib.suppress(pygame.error):
            pygame.key.stop_text_input()

    def layout(self) -> None:
        """As the seed card: never smaller than at scale 1, bigger as the window allows."""
        w, h = self.size
        fits = min((w - 40) / 640, (h - 40) / 372)
        self.u = u = max(1.0, min(theme.ui_scale(self.size, self.midend.settings), fits))
        self.panel = pygame.Rect(0, 0, min(int(760 * u), w - 40), int(372 * u))
        self.panel.center = (w // 2, h // 2)
        p = self.panel
        pad, gap, bh = int(40 * u), int(20 * u), int(64 * u)
        self.box.rect = pygame.Rect(p.x + pad, p.y + int(110 * u), p.w - 2 * pad, bh)
        bw = min(int(200 * u), (p.w - 2 * pad - 2 * gap) // 3)
        x, y = p.centerx - (3 * bw + 2 * gap) // 2, p.bottom - int(96 * u)
        for k, b in enumerate((self.ok, self.paste_btn, self.cancel)):
            b.rect = pygame.Rect(x + k * (bw + gap), y, bw, bh)

    def resize(self, size) -> None:
        super().resize(size)
        self.layout()

    def toast_slot(self) -> pygame.Rect:
        return under_card(self.size, self.panel)

    def submit(self) -> None:
        try:
            spec = prepare(self.ports, self.box.text)
        except ValueError as e:
            self.error = as_sentence(" ".join(str(e).split()))
            self.full_redraw = True
            return
        self.stack.pop()
        play_picture(self.ports, spec)

    def close(self) -> None:
        self.stack.pop()

    def paste(self) -> None:
        text = clean_path(clipboard_text())
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
            if event.key == pygame.K_v and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
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
        title = "Play your own picture"
        size = theme.fit_size(title, int(40 * u), p.w - 40, True, 20)
        theme.text(surface, title, size, theme.INK, (p.centerx, p.y + int(52 * u)), "center", True)
        size = theme.fit_size(HOW, int(22 * u), p.w - 40, False, 12)
        theme.text(surface, HOW, size, theme.INK_SOFT, (p.centerx, p.y + int(84 * u)), "center")
        self.box.draw(surface)
        if self.error:  # the whole message, on up to three lines
            size, line = int(20 * u), int(24 * u)
            msg = theme.wrap(self.error, size, theme.DANGER, p.w - int(80 * u), line, align="center", most=3)
            top = p.y + int(192 * u) - theme.text_size("Ag", size)[1] // 2
            surface.blit(msg.image, msg.image.get_rect(midtop=(p.centerx, top)))
        for b in (self.ok, self.paste_btn, self.cancel):
            b.draw(surface)
        return True
