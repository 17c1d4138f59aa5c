"""The play HUD, shared by every mode: hearts (or the zen sign), arrows left, timer,
depth, a settings button (and in a wide bar a "?": How to play, as F1); the code with
Copy and Export next to it, and the Hint / Restart / Menu buttons.

It draws with pygame onto any surface: the 2D scene's layer, or the transparent layer a
3D scene composites over its GL view. It keeps no game state of its own beyond the
heart-loss cue and the layers' rise (hudrise.py); pass a `HudInfo` (usually
`HudInfo.of(session, code)`) to `draw`.
"""

from __future__ import annotations

import os
from typing import Any

import pygame

from quiver.input_pad import pad_named

from . import hudchip, hudfind, hudfit, hudhearts, hudrise, hudtop, theme
from .codechip import (
    AFTER,
    CODE_LEAST,
    TITLE_RAMP,
    line_h,
    need,
    split_code,
)
from .draw import gear_icon, heart_icon, infinity_icon, key_cap, panel, pill
from .hudinfo import HudInfo

HEART_CUE = 0.7  # seconds the lost-heart cue plays
BADGE_TIME = 0.8  # seconds a "-1 heart" badge floats where a blocked arrow hit


BUTTONS = (("hint", "Hint", "H"), ("restart", "Restart", "R"), ("menu", "Pause", "Esc"))
SHARE = (("copy", "Copy", "C"), ("export", "Export", "E"))
# "?" (How to play) beside the gear in a top bar this wide at the HUD's scale: where its title
# is at its full print with the "?"'s room (44 px, 10 apart) to spare. A narrower bar's every
# pixel is its chips' and title's (hudfit's give-way order, the title's print growing with the
# width): there the "?" gives way, How to play a click away on the pause card
HELP_FROM = TITLE_RAMP[1] + 54
COMPACT_INSET = 14  # Hint, Restart and Pause's room beside their words in a narrow bar (else 18)


class Hud:
    """Buttons by name (`hit(pos)` -> "hint", "restart", "menu", "copy", "export",
    "legend", "settings" or None). `set_code(text, label, copyable)` before `layout` puts the
    code chip (and Copy only when the text is a puzzle code) on the bottom bar."""

    def __init__(
        self, top_h: int = theme.HUD_H, bottom_h: int = theme.BAR_H, esc_pauses: bool = True
    ) -> None:
        self.base_h = (top_h, bottom_h)  # the bars' heights at UI scale 1
        # In a lesson Esc asks to skip it (its Skip button shows Esc): Pause shows P then.
        self.keys = {name: key for name, _, key in BUTTONS} | ({} if esc_pauses else {"menu": "P"})
        self.top_h, self.bottom_h = top_h, bottom_h
        self.settings: Any = None  # the player's, for the UI scale
        self.u = 1.0  # the HUD's scale: 1, bigger in a big or high-density window (layout)
        self.size = (0, 0)
        self.buttons: dict[str, pygame.Rect] = {}
        self.hover: str | None = None
        self.pressed: str | None = None
        self.off: frozenset[str] = frozenset()  # buttons drawn faded that do nothing now
        self.heart_lost_at: float | None = None
        self.lost_index = 0
        self.rise = hudrise.Rise()  # the layers' count went up: its cue
        self._key = None
        self.code, self.code_label, self.code_seps, self.copy_key = "", "code", "-", "C"
        self.copyable = False
        self.code_lines: list[str] = []  # the code as shown: one line, or broken at dashes
        self.shown_label = "code"
        self.code_size = 24
        self.compact = False
        self.code_rect: pygame.Rect | None = None
        self.heart_form = hudhearts.FORMS[0]  # how the hearts were last drawn (hudhearts; tests)
        self._top: tuple[tuple, hudtop.TopBar] | None = None  # top_bar's last plan and its key
        self.finds = False  # the arrows chip a control: a click finds one out of sight (hudfind, 3D)

    def set_code(self, text: str, label: str = "code", copyable: bool = True, copy_key: str = "C") -> None:
        self.code, self.code_label, self.copyable = text or "", label, bool(copyable and text)
        self.code_seps = "-" if label == "code" else "-_. "  # a file's name breaks at its words too
        self.copy_key = copy_key
        if self.size != (0, 0):
            self.layout(self.size)

    def px(self, v: float) -> int:
        """`v` pixels at scale 1, at the HUD's scale."""
        return int(v * self.u)

    def _button_w(self, label: str, key: str) -> int:
        p = self.px
        if not key:  # a narrow window: the button without its key cap
            return theme.text_size(label, p(26), True)[0] + p(36)
        return theme.text_size(label, p(26), True)[0] + theme.text_size(key, p(18), True)[0] + p(58)

    def layout(self, size, settings=None) -> None:
        """Place the buttons and the code chip in a window of `size` at the UI scale of
        `settings` (None: as last time; theme.ui_scale). The HUD never draws smaller than
        at scale 1 (its letters are sized for 640x480 already), nor bigger than fits."""
        self.size, self._top = tuple(size), None  # (top_bar's plan again: the print may have changed)
        self.settings = settings if settings is not None else self.settings
        fits = min(self.size[0] / 640, self.size[1] / 480)  # the HUD at 1 fits 640x480, no more
        self.u = u = max(1.0, min(theme.ui_scale(self.size, self.settings), fits))
        p = self.px
        self.top_h, self.bottom_h = (int(v * u) for v in self.base_h)
        h = self.size[1]
        m = p(theme.MARGIN)
        label_w, gap = theme.text_size(self.code_label, p(20))[0], p(10)
        right_edge, share, widths = self._share_row(label_w, gap)
        # the code chip and the share buttons, bottom left
        cy = h - self.bottom_h // 2
        self.code_lines = [self.code] if self.code else []
        self.code_rect = None
        self.code_size = p(24)
        self.shown_label = self.code_label
        if self.code:
            # the whole code, always, legibly: the font shrinks (not below CODE_LEAST),
            # then the code breaks at its dashes onto two lines in a taller chip, then Hint,
            # Restart and Pause draw tighter (_share_row), then the share buttons give way,
            # then three lines, then its "code" label goes
            two = split_code(self.code, 2, self.code_seps)

            def crowded(lw: int, edge: int) -> bool:
                return edge - m - sum(bw + gap for bw in widths) < need(p(CODE_LEAST + 2), lw, two, u)

            # Copy and Export stand together or give way together, the chip then the Copy
            # control: one bar whatever the code's length (s120: at 640 wide 2D's shorter code
            # kept a Copy button, 3D's and Flat's neither; Export never fits beside them there)
            if share and crowded(label_w, right_edge):
                share, widths = [], []
            button = self.copyable and not share  # the chip is the Copy control: "Copy" and
            if button:  # its key say so where "code" stood, a button's gap from Hint (s58)
                self.shown_label, label_w = "Copy", hudchip.copy_w(p(16), self.copy_key)
                right_edge += p(12)
            room = right_edge - m - sum(bw + gap for bw in widths)
            size, lines, lw = hudchip.code_fit(self, room, label_w)
            self.code_size, self.code_lines = size, lines
            if lw < 0 or not lines:
                self.shown_label, label_w = ("", lw) if lines else (hudchip.SHORT, lw)
            want = need(size, label_w, lines, u) if lines else lw + p(32)
            chip_w = min(want, max(0, room))
            one = p(44 if button else 40)  # (the Copy control as tall as Hint)
            chip_h = max(one if button else 0, len(lines) * line_h(size) + p(10))
            chip_h = one if len(lines) == 1 else min(self.bottom_h - p(6), chip_h)
            # (no room for its words, 320x240: no chip, not one narrower than "Copy code" drawn under Hint)
            self.code_rect = pygame.Rect(m, cy - chip_h // 2, chip_w, chip_h) if chip_w >= want else None
            x = m + chip_w + gap if self.code_rect else m
        else:
            x = m
            while share and x + sum(bw + gap for bw in widths) > right_edge:
                share.pop()
                widths.pop()
        for (name, _, _), bw in zip(share, widths, strict=True):
            self.buttons[name] = pygame.Rect(x, cy - p(20), bw, p(40))
            x += bw + gap

    def _share_row(self, label_w: int, gap: int) -> tuple[int, list, list[int]]:
        """`_layout_buttons`, the share buttons, their widths: drawn `compact` where only so both
        fit beside the code's two lines (s90: Flat at 1024x600, specials, lost Export)."""
        p, keys = self.px, {"copy": self.copy_key, "export": "E"}
        share = [(n, lab, k) for n, lab, k in SHARE if n != "copy" or self.copyable]
        for squeeze in (False, True):
            right_edge = self._layout_buttons(squeeze)
            widths = [self._button_w(lab, "" if self.compact else keys[n]) - p(6) for n, lab, _ in share]
            room = right_edge - p(theme.MARGIN) - sum(bw + gap for bw in widths)
            two = split_code(self.code, 2, self.code_seps) if self.code else []
            if self.compact or not two or room >= need(p(CODE_LEAST + 2), label_w, two, self.u):
                break
        return right_edge, share, widths

    def _layout_buttons(self, squeeze: bool = False) -> int:
        """Hint, Restart and Pause at the bottom right (tighter under 860 px or where
        `squeeze`), the gear at the top right; the x the code chip and the share buttons
        must stay left of."""
        p, (w, h) = self.px, self.size
        x = w - p(theme.MARGIN)
        self.buttons = {}
        self.compact = squeeze or w < 860 * self.u  # the keys still there, their caps make room for the code
        for name, label, _ in reversed(BUTTONS):
            widest = label + (" 99" if name == "hint" else "")  # (room the "99 used" line under it fits)
            bw = self._button_w(widest, self.keys[name])
            if self.compact:  # the key and Hint's count on a line under the label, 14 px each side
                under = f"{self.keys[name]} \u00b7 99 used" if name == "hint" else self.keys[name]
                wide = max(theme.text_size(label, p(26), True)[0], theme.text_size(under, p(16))[0])
                bw = wide + p(2 * COMPACT_INSET)  # (and 8 apart: the code chip's room, s58)
            r = pygame.Rect(0, 0, bw, p(44))
            r.right, r.centery = x, h - self.bottom_h // 2
            self.buttons[name] = r
            x = r.x - p(8 if self.compact else 12)
        g = pygame.Rect(0, 0, p(44), p(44))  # the settings gear, top right
        g.right, g.centery = w - p(theme.MARGIN), self.top_h // 2 + p(2)
        self.buttons["settings"] = g
        if w >= HELP_FROM * self.u:  # s133: a player with only a mouse had no way to How to play
            self.buttons["legend"] = g.move(-g.w - p(10), 0)  # but the pause card
        return x - p(12)

    @property
    def top_rect(self) -> pygame.Rect:
        return pygame.Rect(0, 0, self.size[0], self.top_h)

    @property
    def bottom_rect(self) -> pygame.Rect:
        return pygame.Rect(0, self.size[1] - self.bottom_h, self.size[0], self.bottom_h)

    def pieces(self) -> list[pygame.Rect]:
        """What the bars draw a player reads or presses: the top bar down to the foot of its
        hearts, title, chips and gear, the bottom bar's buttons and code chip (each with the 3 px a button's
        under-layer shows below it). The hint ring keeps off them (it ran over the chips)."""
        row = pygame.Rect(0, 0, self.size[0], self.top_h // 2 + self.px(24) + 3)  # (to the chips' foot)
        kept = [*self.buttons.values(), *filter(None, [self.code_rect])]
        return [row, *(pygame.Rect(r.x, r.y, r.w, r.h + 3) for r in kept)]

    # -- input ------------------------------------------------------------------------
    def hit(self, pos) -> str | None:
        for name, r in self.buttons.items():
            if r.collidepoint(pos):
                return name
        chip = self.copyable and self.code_rect is not None and self.code_rect.collidepoint(pos)
        if chip:  # the chip copies too (a small window has no Copy button)
            return "copy"
        find = hudfind.rect(self)
        return hudfind.FIND if find is not None and find.collidepoint(pos) else None

    def set_hover(self, pos) -> bool:
        h = self.hit(pos)
        changed = h != self.hover
        self.hover = h
        return changed

    # -- cues -------------------------------------------------------------------------
    def lose_heart(self, now: float, hearts_left: int | None) -> None:
        self.heart_lost_at = now
        self.lost_index = hearts_left if hearts_left is not None else 0

    def heart_centre(self, k: int, info: HudInfo) -> tuple[int, int]:
        """The window pixel of heart slot k (0 = the first) in the top bar showing `info`,
        from the bar's plan for the current layout (s214: it read the form last drawn, so
        after a resize, or before the first draw, a lost heart fell from another slot);
        zen's one heart where it has no slots."""
        bar = self.top_bar(info)
        r = bar.hearts
        if bar.form is None:
            return self._zen_heart(r).center
        return hudhearts.slot(k, bar.form, self.u, r.x), r.centery

    def _zen_heart(self, hearts: pygame.Rect) -> pygame.Rect:
        """Zen's one heart in the hearts' chip `hearts` (drawn there, and where it is)."""
        p = self.px
        return pygame.Rect(hearts.x + p(12), hearts.centery - p(15), p(30), p(30))

    def animating(self, now: float) -> bool:
        cue = self.heart_lost_at is not None and now - self.heart_lost_at < HEART_CUE
        return cue or self.rise.age(now) is not None

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface, info: HudInfo, now: float = 0.0) -> list[pygame.Rect]:
        rects = [self.top_rect, self.bottom_rect]
        self.rise.note(info.rise, now)
        self._draw_top(surface, info, now)
        self._draw_bottom(surface, info)
        return rects

    def top_bar(self, info: HudInfo) -> hudtop.TopBar:
        """Where the top bar's pieces go showing `info` (hudtop.plan), without drawing: the
        draw's plan, and area2d.banner's (kept while the size, buttons, chips and title stay)."""
        shown = (tuple(hudtop.chips_of(info)), info.title, info.max_hearts, info.arrows_total)
        key = (self.size, self.u, self.top_h, hudtop.chips_right(self), shown)
        if self._top is None or self._top[0] != key:
            self._top = (key, hudtop.plan(self, info))
        return self._top[1]

    def _draw_top(self, surface, info: HudInfo, now: float) -> None:
        p, bar = self.px, self.top_bar(info)
        r = bar.hearts
        if bar.form is None:  # zen: no hearts to lose; a heart and the infinity sign
            panel(surface, r, p(22), shadow=False)
            heart = self._zen_heart(r)
            surface.blit(heart_icon(heart.h, theme.HEART), heart.topleft)
            inf = infinity_icon(p(40), theme.HEART)
            surface.blit(inf, inf.get_rect(midleft=(r.x + p(46), r.centery)))
            theme.text(
                surface, "zen", p(22), theme.INK_SOFT, (r.right - p(16), r.centery + 1), "midright", True
            )
        # the settings gear (and the "?"), then the stats, on the right
        for name in ("settings", "legend"):
            if (g := self.buttons.get(name)) is not None:
                self._round_button(surface, name, g)
        if bar.form is not None:  # (s58: six hearts at 640 wide took the score's chip; s103:
            self.heart_form = bar.form  # at 480 the points and the title went: hudfit.hearts_fit)
            cue = self.heart_lost_at is not None and now - self.heart_lost_at < HEART_CUE
            lost = self.lost_index if cue else None
            hudhearts.draw(surface, r, info.max_hearts or 0, info.hearts, bar.form, self.u, lost)
        find = hudfind.rect(self)
        for chip in bar.chips:
            c, pad = chip.rect, p(chip.pad)
            if c == find:  # (3D: a button, s379)
                c = hudfind.face(surface, self, c)
            else:
                panel(surface, c, p(22), shadow=False)
            y = c.centery + 1
            right = c.right - pad
            if chip.label in AFTER:  # "5 left": the word after the count, both at the right
                theme.text(surface, chip.label, p(20), theme.INK_SOFT, (right, y), "midright")
                right -= theme.text_size(chip.label, p(20))[0] + p(4)
            elif chip.label:
                theme.text(surface, chip.label, p(20), theme.INK_SOFT, (c.x + pad, y), "midleft")
            ink = self.rise.ink(now) if chip.label == "layers" else theme.INK
            theme.text(surface, chip.value, p(32), ink, (right, y), "midright", True)
            if chip.label == "layers":
                self.rise.draw(surface, c, self, now)
        # the title, in what room the hearts and chips leave (as wide whatever the numbers are now)
        hudfit.draw_title(
            surface, list(bar.forms), bar.title, bar.cy, self.size[0] // 2, self.u, bar.grown, info.title
        )

    def _round_button(self, surface, name: str, g: pygame.Rect) -> None:
        """The gear ("settings") or the "?" ("legend"): lit under the pointer, faded while off."""
        p, off = self.px, name in self.off  # drawn faded: does nothing now
        lit, face = self.hover == name and not off, g.move(0, 2 * (self.pressed == name))
        pill(surface, face, (255, 255, 255) if lit else theme.PANEL, edge=theme.PANEL_EDGE)
        ink = theme.INK if lit else theme.mix(theme.INK_SOFT, theme.PANEL, 0.6 * off)
        if name == "settings":
            icon = gear_icon(p(26), ink)
            surface.blit(icon, icon.get_rect(center=face.center))
        else:  # (its capital-high "?" centred, as a title's capitals)
            y = face.centery + theme.caps_shift(p(30), True)
            theme.text(surface, "?", p(30), ink, (face.centerx, y), "center", True)

    def _button(self, surface, name, label, key, size=26, sub="") -> None:
        r = self.buttons.get(name)
        if r is None:
            return
        off = name in self.off
        fill = theme.PANEL if self.hover != name or off else (255, 255, 255)
        face = r.move(0, 2) if self.pressed == name and not off else r
        pill(surface, face, fill, edge=theme.PANEL_EDGE)
        p = self.px
        ink = theme.mix(theme.INK, theme.PANEL, 0.6) if off else theme.INK
        shown = pad_named(key)  # (a pad's button after a pad's press; none for a key it has not)
        under = self.compact or (  # a pad's name wider than the key the button was sized for
            shown != key and theme.text_size(label, p(size), True)[0] + self._button_w("", shown) > r.w
        )
        key = shown
        if key and not off and under:  # no room for its cap: the key under the label, as a card's
            with_key = f"{key} \u00b7 {sub}" if sub else key  # buttons say theirs (s45: Pause said no Esc)
            sub = with_key if theme.text_size(with_key, p(16))[0] <= r.w - p(24) else sub
        y = face.centery + 1 - (p(7) if sub else 0)
        x = face.x + p(COMPACT_INSET if self.compact and name in self.keys else 18)
        theme.text(surface, label, p(size), ink, (x, y), "midleft", True)
        if sub:  # under the label, small: what its count counts
            theme.text(surface, sub, p(16), theme.INK_SOFT, (x, face.centery + p(11)), "midleft")
        if key and not off and not under:  # (every bottom button alike: a cap or a line under)
            key_cap(surface, (face.right - p(14), face.centery), key, p(18), anchor="midright")

    def _draw_bottom(self, surface, info: HudInfo) -> None:
        if self.code_rect is not None:
            hudchip.draw_code_chip(surface, self)
        keys = {"copy": self.copy_key, "export": "E"}
        for name, label, _ in SHARE:
            self._button(surface, name, label, keys[name], 24)
        for name, label, _ in BUTTONS:
            # "Hint 7" read as 7 hints left: the count says it counts the hints used
            sub = f"{info.hints_used} used" if name == "hint" and info.hints_used else ""
            self._button(surface, name, label, self.keys[name], sub=sub)


WEEKDAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")  # a shape named so is called a shape


def puzzle_title(board, code, label: str | None, word: str | None = None) -> str:
    """The HUD's title: the shape (a picture's file name) and the difficulty, or the label
    ("Level 3  \u2022  Heart"; a board file: its name) and a level's own word for how it
    plays (journey.level_word: "Level 1  \u2022  Heart  \u2022  Warm-up", where its code says
    hard: no Easy over it). A shape with a weekday's name is called a shape ("Daily 2026-12-01  \u2022  Sun"
    read as a Sunday; it was a Tuesday)."""
    shape = board.shape or "puzzle"
    if shape.lower().endswith(".png"):  # a user's picture: its file name
        shape = os.path.splitext(os.path.basename(shape))[0]
    shape = shape.replace("_", " ").replace("-", " ").title()
    shape += " shape" if shape in WEEKDAYS else ""
    if label:
        named = label if code is None else f"{label}  \u2022  {shape}"
        return named + (f"  \u2022  {word[:1].upper()}{word[1:]}" if word else "")
    difficulty = (board.params or {}).get("difficulty")
    return shape + (f"  \u2022  {difficulty.title()}" if difficulty else "")
