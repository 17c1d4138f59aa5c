"""A modal card with one text field and Play / Paste / Cancel: the Enter-seed card and
the Your-picture card. Typed or pasted (Ctrl+V, Cmd+V, the Paste button), Enter plays,
Esc closes; a refusal is shown on the card in the command line's words, as a sentence.
Tab (Shift+Tab back) moves the focus from the field to each button and round, with a
ring as on the other cards; Enter presses the focused button, Left / Right move along
them, and typing goes back to the field (s53: Tab did nothing here). F1 (a pad's View)
opens How to play for the menu's mode, as on Settings, where `?` is typed too."""

from __future__ import annotations

import contextlib
import weakref

import pygame

from quiver.input import ENTER_KEYS
from quiver.input_pad import pad_last
from quiver.render2d import theme
from quiver.render2d.draw import modal_card
from quiver.render2d.widgets import Button, TextBox, clipboard_text, legible_keys
from quiver.style import palette

from . import toast
from .base import Ports, Scene
from .legend_open import mode_shown, open_legend
from .names_cut import fitted
from .onscreen_keys import OnScreenKeys
from .toast_cards import around_card, over_title, title_of

# per menu: the code its last entry card sent to be built, that card's class and the text
# typed for it (typed_again)
_SENT: weakref.WeakKeyDictionary[object, tuple[object, type[EntryCard], str]] = weakref.WeakKeyDictionary()


def sent(menu: object, code: object, card: type[EntryCard], text: str) -> None:
    """`card` (typed `text`) sent `code` to be built over `menu`: Esc on that build opens
    the card again (typed_again)."""
    if menu is not None:
        _SENT[menu] = (code, card, text)


def typed_again(menu, code: object) -> None:
    """Esc on the loading panel of a code an entry card sent from `menu`: that card again,
    holding the text as typed, its caret at the end (stranger round s54: the seed box's
    Custom panel came back, the box and the typing gone, one step too far; s78: the
    picture card's too). Any other build: nothing."""
    got = _SENT.pop(menu, None)
    if got is None or got[0] is not code:  # this very build (not an equal code built since)
        return
    scene = got[1].again(menu)
    scene.box.text = ""
    scene.box.insert(got[2])
    menu.stack.push(scene)


def as_sentence(message: str) -> str:
    """A message shared with the command line (lower case, no full stop after
    `quiver: error:`) as the card shows it: a sentence, like the card's own messages."""
    message = message.strip()
    if not message:
        return message
    message = message[0].upper() + message[1:]
    return message if message.endswith((".", "!", "?")) else message + "."


class EntryCard(Scene):
    """Subclasses set `title`, `hint`, and give `submit` (refuse by `refuse(message)`),
    `cleaned` (what a paste puts in the field) and, where the field refuses characters,
    `refused_line` and `asked_line`."""

    toasts_wait = True  # a toast with no room under the card waits: never over its buttons
    toasts_apart = True  # the toasts it cannot hold under it: above it, else beside it
    right_back = True  # a right click: Esc (Close)
    lends_title = True  # over its title only in the smallest print that fits

    overlay = True
    title = ""
    hint = ""
    keys_kind = "text"  # the on-screen keys a pad types with (keygrid.KINDS)

    def __init__(self, ports: Ports, box: TextBox) -> None:
        super().__init__(ports)
        self.box = box
        self.ok = Button("Play", self.play, primary=True, sub="Enter")
        self.paste_btn = Button("Paste", self.paste, sub="Ctrl+V", colour=theme.SECONDARY)
        self.cancel = Button("Cancel", self.close, sub="Esc", colour=theme.SECONDARY)
        legible_keys(self.ok, self.paste_btn, self.cancel)
        self.error: str | None = None
        self._error_fit: tuple[tuple, str] = ((), "")  # (the error, its room) -> the text drawn
        self.asking = False  # the error line is play's question: the card's ink, not the red
        self.noted_at = (0, "")  # the caret and the text as they were refused (_at_an_end)
        self.noted = ""  # the characters refused that the error notes: typing on keeps it
        self.focus = 0  # 0: the field; 1, 2, 3: Play, Paste, Cancel (Tab)
        # (their Done is the card's Play, which they cover: named so, s150)
        self.pad_keys = OnScreenKeys(self.keys_kind, box, self.play, self._typed, self.ok.label)
        self.layout()

    @classmethod
    def again(cls, menu) -> EntryCard:
        """The card anew over `menu` (typed_again puts the text back)."""
        raise NotImplementedError

    def submit(self) -> None:
        raise NotImplementedError

    def cleaned(self, text: str) -> str:
        """What a paste puts in the field; ValueError says why it puts nothing."""
        raise NotImplementedError

    def refused_line(self, chars: str) -> str | None:
        """The line for characters typed that the field does not take (None: unsaid)."""
        return None

    def asked_line(self, chars: str, text: str) -> str | None:
        """The question Play asks once where `chars` typed were refused and still said, the
        field reading `text` (None: it plays)."""
        return None

    def play(self) -> None:
        """Enter, Play, the keys' Done: the card's submit; but where a character typed was
        refused and its line still says so, asked once first ("7.0" typed reads "70" in
        the field, and Enter played seed 70 under the line about the ".", s222)."""
        line = self.noted and self.box.text.strip() and self.asked_line(self.noted, self.box.text.strip())
        if line and not self._at_an_end():
            self.refuse(line)  # (said: the next Enter plays, and typing on takes the line away)
            self.asking = True  # (a question, not a refusal: s226, it stood in the errors' red)
            return
        self.submit()

    def _at_an_end(self) -> bool:
        """The characters refused were spaces typed before the text or after it, nothing
        typed after them: the field reads as meant (s256: a friend's code typed with a
        space round it asked "...without the space?" before it played)."""
        caret, then = self.noted_at
        return not self.noted.strip() and (caret == 0 or (caret == len(then) and self.box.text == then))

    def refuse(self, message: str) -> None:
        self.noted, self.asking = "", False
        self.error = as_sentence(" ".join(message.split()))
        self.full_redraw = True
        if self.pad_keys.shown and not self._place_keys(strict=True):
            self.pad_keys.close()  # (read on the card: A on the field brings the keys back)

    def _typed(self) -> None:
        self.error, self.noted = None, ""
        self._focus(0)

    def _box_took(self) -> None:
        """The field took an event: a character it refused is said under it, and stays
        said as the typing goes on (it showed for a key's time: "7.0" typed played 70,
        s220) until the field is empty or the card refuses anything else."""
        self._focus(0)
        line = self.box.refused and self.refused_line(self.box.refused)
        if line:
            self.refuse(line)
            self.noted, self.noted_at = self.box.refused, (self.box.line.caret, self.box.text)
        elif not (self.noted and self.box.text):
            self.error, self.noted = None, ""

    def _place_keys(self, strict: bool = False) -> bool:
        """The on-screen keys clear of the field, and of the refusal under it where they
        fit so (`strict`: only so)."""
        clear = []
        if self.error:  # (line k's middle at 192 + 24 k: draw)
            u, top = self.u, self.box.rect.bottom
            bottom = self.panel.y + int(192 * u) + int(24 * u) * self._error_wrap().lines
            clear.append(pygame.Rect(self.panel.x, top, self.panel.w, bottom - top))
        return self.pad_keys.place(self.size, self.u, clear, strict)

    def enter(self) -> None:
        with contextlib.suppress(pygame.error):
            pygame.key.start_text_input()
        if pad_last():  # opened by a pad's press: it types with the on-screen keys
            self._open_keys()

    def _open_keys(self) -> None:
        self._focus(0)
        if self._place_keys():
            self.pad_keys.open()

    def exit(self) -> None:
        with contextlib.suppress(pygame.error):
            pygame.key.stop_text_input()

    def update(self, dt: float) -> None:
        if self.box.tick(self.clock(), not palette.blink_on(self.midend.settings)):  # the caret blinks
            self.full_redraw = True

    def repeats(self, event) -> bool:
        return self.pad_keys.repeats(event)  # (held X deletes on)

    def typing_here(self) -> bool:
        """The field has the focus: keys typed there are text (input_heard.in_a_field, s366)."""
        return self.focus == 0 and self.box.active

    def wake_at(self) -> float | None:
        return self.box.due(self.clock())

    def layout(self) -> None:
        """The card at the menus' scale: never smaller than at 1 (it was drawn for 640x480),
        bigger in a big window or with a bigger Size of menus, as far as the window holds
        it (at 2560x1440 it was drawn at 1, half the size of the menu below it)."""
        w, h = self.size
        fits = min((w - 40) / 640, (h - 40) / 372)
        # (under 1 only in a window smaller than it was drawn for: at 480x360 its foot and
        # its buttons' lower half were below the window's edge)
        settings = self.midend.settings
        u = min(max(1.0, min(theme.ui_scale(self.size, settings), fits)), (h - 40) / 372)
        if theme.chosen(settings) > 1:  # (s374: Auto's card times the choice, where the window holds it;
            auto = min(max(1.0, min(theme.ui_scale(self.size), fits)), (h - 40) / 372)  # at 800x600
            u = max(u, min(auto * theme.chosen(settings), fits, (h - 40) / 372))  # 150% drew as Auto)
        self.u = u
        self.panel = pygame.Rect(0, 0, min(int(760 * u), w - 40), int(372 * u))
        self.panel.center = (w // 2, h // 2)
        self.panel.bottom = min(self.panel.bottom, h - toast.room(2))  # its toasts' room (640x480:
        self.panel.top = max(self.panel.top, 8)  # the clamp note waited for want of it)
        p = self.panel
        pad, gap, bh = int(40 * u), int(20 * u), int(64 * u)
        self.box.rect = pygame.Rect(p.x + pad, p.y + int(110 * u), p.w - 2 * pad, bh)
        bw = min(int(200 * u), (p.w - 2 * pad - 2 * gap) // 3)
        x, y = p.centerx - (3 * bw + 2 * gap) // 2, p.bottom - int(96 * u)
        for k, b in enumerate((self.ok, self.paste_btn, self.cancel)):
            b.rect = pygame.Rect(x + k * (bw + gap), y, bw, bh)
        if self.pad_keys.shown:
            self._place_keys()

    def resize(self, size) -> None:
        super().resize(size)
        self.layout()

    def toast_slots(self) -> list[pygame.Rect]:
        """Toasts go under the panel, never over its buttons (a small window), else in its
        blank between the field (or the refusal under it) and the buttons (640x480: the
        third of three long toasts waited, or covered the title)."""
        p, u = self.panel, self.u
        top = self.box.rect.bottom + 4
        if self.error:  # (as draw puts it: line k's middle at 192 + 24 k)
            top = p.y + int(192 * u) + int(24 * u) * self._error_wrap().lines - int(12 * u) + 4
        blank = pygame.Rect(p.x + 8, top, p.w - 16, self.ok.rect.y - 4 - top)
        keys = self.pad_keys.rect if self.pad_keys.shown else None  # (never over the pad's keys)
        return [r for r in (*around_card(self.size, self.panel), blank) if not (keys and keys.colliderect(r))]

    def _error_wrap(self):
        """The refusal (or play's question) as drawn under the field: the whole message, on
        up to three lines."""
        u = self.u
        width, line, size = self.panel.w - int(80 * u), int(24 * u), int(20 * u)
        ink = theme.INK if self.asking else theme.DANGER
        key = (self.error or "", width, line, size)
        if self._error_fit[0] != key:  # (a long file name cut in its middle: the why stays, s344)
            fits = lambda t: theme.wrap(t, size, ink, width, line, align="center").lines <= 3
            self._error_fit = (key, fitted(key[0], fits))
        return theme.wrap(self._error_fit[1], size, ink, width, line, align="center", most=3)

    def toast_lent(self) -> list[pygame.Rect]:
        """Where none fits around the card (640x480: a path waited), over its title."""
        return over_title(self.size, self.box.rect.y - 4)

    def toast_aims(self) -> list[pygame.Rect]:
        return title_of(self.panel, self.box.rect.y - 4)

    def close(self) -> None:
        self.stack.pop()

    def paste(self) -> None:
        """Replace the text with the clipboard's, as `cleaned` reads it."""
        try:
            text = self.cleaned(clipboard_text())
        except ValueError as e:  # (nothing lost: the field as it was)
            self.refuse(str(e))
            return
        if not text:
            self.refuse("The clipboard has no text to paste.")
            return
        if len(text) > self.box.max_len:  # (it went in cut short, unsaid)
            self.refuse(
                f"The clipboard's text is longer than the field holds ({self.box.max_len} characters)"
            )
            return
        self.box.text = ""
        self.box.insert(text)
        self.error, self.noted = None, ""
        self.feedback.sound("click")

    def _focus(self, k: int) -> None:
        """Focus the field (0) or a button (1 Play, 2 Paste, 3 Cancel): the field takes
        the typing (its blue ring and caret) only while it has the focus."""
        self.focus = k % 4
        self.box.active = self.focus == 0

    def handle_event(self, event):
        self.full_redraw = True
        if self.pad_keys.handle(event):
            return None
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k in ENTER_KEYS and self.focus == 0 and getattr(event, "pad", False):
                self._open_keys()  # A on the field: the on-screen keys (a pad types no text)
                return None
            if k == pygame.K_F1:  # (s302: it did nothing here, a pad's View too; `?` is typed)
                open_legend(self, mode_shown(self))
                return None
            if k == pygame.K_ESCAPE:
                self.close()
                return None
            if k == pygame.K_TAB:
                self._focus(self.focus + (-1 if event.mod & pygame.KMOD_SHIFT else 1))
                return None
            if k in ENTER_KEYS:
                (self.play, self.play, self.paste, self.close)[self.focus]()
                return None
            if k == pygame.K_v and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                self.paste()
                return None
            if self.focus and k in (pygame.K_LEFT, pygame.K_RIGHT):  # along the buttons
                self._focus(max(1, min(3, self.focus + (1 if k == pygame.K_RIGHT else -1))))
                return None
        if self.box.handle(event):  # (typing, or a click on the field: the field's again)
            self._box_took()
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
        size = theme.fit_size(self.title, int(40 * u), p.w - 40, True, 20)
        theme.text(surface, self.title, size, theme.INK, (p.centerx, p.y + int(52 * u)), "center", True)
        size = theme.fit_size(self.hint, int(22 * u), p.w - 40, False, 12)
        theme.text(surface, self.hint, size, theme.INK_SOFT, (p.centerx, p.y + int(84 * u)), "center")
        self.box.draw(surface)
        if self.error:  # the whole message, on up to three lines
            msg = self._error_wrap()
            # line k's middle at 192 + 24 k (as toast_slots reads it)
            top = p.y + int(192 * u) - theme.text_size("Ag", int(20 * u))[1] // 2
            surface.blit(msg.image, msg.image.get_rect(midtop=(p.centerx, top)))
        for k, b in enumerate((self.ok, self.paste_btn, self.cancel), 1):
            b.focused = self.focus == k
            b.draw(surface)
        self.pad_keys.draw(surface)
        return True
